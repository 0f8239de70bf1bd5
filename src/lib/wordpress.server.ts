/**
 * The blog at build time, so the static HTML already holds the posts and the feed (indexable, no
 * empty boxes, nothing shifts when the browser's refresh arrives).
 *
 * Always over HTTP, through the same fetchers and reshaping as the browser: BLOG_URL when set; in
 * local mode the sample blog, which `scripts/build.mjs` serves for the length of the build (and
 * `scripts/dev.mjs` for the dev server's) and names in FOYER_SAMPLE_BLOG_URL. So the product never
 * imports the local tooling, and the build exercises the very requests a real blog gets. A blog that
 * is down never fails the build: it is logged and the blocks stay empty (hidden) for the browser to fill.
 */
import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { settings } from '@/config/public-settings';
import {
  BlogError,
  fetchPostContentAndRoute,
  fetchPostsPage,
  lockedBlogAdvice,
  sanitiseFeedHtml,
  type NewsPost,
  type RestRoute,
} from './wordpress';
import { plainTextBy } from './plain-text';

/** Titles and excerpts to text with jsdom's HTML parser, as the browser does with its own. */
const plainText = plainTextBy(new new JSDOM('').window.DOMParser());

/** The build asks once per list size and post, however many pages use them. */
const asked = new Map<string, Promise<unknown>>();
const once = <T>(key: string, ask: () => Promise<T>): Promise<T> => {
  if (!asked.has(key)) asked.set(key, ask());
  return asked.get(key) as Promise<T>;
};

/** Where the build reads the blog; null in local mode when the sample blog is not being served. */
function blogForBuild(): string | null {
  if (settings.blogUrl !== '') return settings.blogUrl;
  const sample = (process.env.FOYER_SAMPLE_BLOG_URL ?? '').trim();
  return sample === '' ? null : sample;
}

let lockReported = false;

function buildWarning(what: string, error: unknown): void {
  // A locked REST API is one cause with one fix: one line for the whole build, however many pages ask.
  const locked = lockedBlogAdvice(error);
  if (locked) {
    if (!lockReported) console.warn(`[foyer] ${locked}`);
    lockReported = true;
    return;
  }
  console.warn(
    `[foyer] The blog could not be read at build time (${what}): ${error instanceof Error ? error.message : String(error)}. ` +
      "The page is built without it; visitors' browsers will fill it in.",
  );
}

/** What the build knows of the news: the posts, how many pages the blog has, and where its REST API answered. */
export interface NewsAtBuild {
  posts: NewsPost[];
  totalPages: number;
  /** Undefined when the blog did not answer: the browser then finds the route itself. */
  route?: RestRoute;
}

const NOT_SERVED = new BlogError(
  'the sample blog is not being served: build with `npm run build` (or `npm start`), which serves it during the build',
);

export function newsAtBuild(count: number): Promise<NewsAtBuild> {
  return once(`posts:${count}`, async () => {
    try {
      const blog = blogForBuild();
      if (blog === null) throw NOT_SERVED;
      return await fetchPostsPage(blog, count, 1, plainText);
    } catch (error) {
      buildWarning(`latest ${count} posts`, error);
      return { posts: [], totalPages: 1 };
    }
  });
}

/** The feed post's content, sanitised with the same DOMPurify rules the browser uses ('' when unavailable), and the route that answered. */
/** The feed post's HTML as the build read it ('' when it could not), and where the blog's REST API answered. */
export interface FeedAtBuild {
  html: string;
  route?: RestRoute;
}

export function feedAtBuild(): Promise<FeedAtBuild> {
  return once(`feed:${settings.feedPostId}`, async () => {
    try {
      const blog = blogForBuild();
      if (blog === null) throw NOT_SERVED;
      const { content, route } = await fetchPostContentAndRoute(blog, settings.feedPostId);
      const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
      return { html: sanitiseFeedHtml(purify, content), route };
    } catch (error) {
      buildWarning(`feed post ${settings.feedPostId}`, error);
      return { html: '' };
    }
  });
}
