/**
 * The blog at build time, so the static HTML already holds the posts and the feed (indexable, no
 * empty boxes, nothing shifts when the browser's refresh arrives).
 *
 * With BLOG_URL set the blog is asked over HTTP; unset, no server runs during `next build`, so the
 * sample blog's answers are read straight from the stand-in. Both go through the same reshaping as
 * the browser. A blog that is down never fails the build: it is logged and the blocks stay empty
 * (hidden) for the browser to fill.
 */
import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { settings } from '@/config/site';
import {
  BlogError,
  fetchLatestPosts,
  fetchPostContent,
  latestPostsUrl,
  postUrl,
  sanitiseFeedHtml,
  toNewsPosts,
  toPostContent,
  type NewsPost,
} from './wordpress';
// eslint-disable-next-line import/no-restricted-paths -- removed by #15 (the build stops reading the stand-in)
import { answerWordPress } from '../../server/stand-ins/wordpress.mjs';
import { plainTextBy } from './plain-text';

/** Titles and excerpts to text with jsdom's HTML parser, as the browser does with its own. */
const plainText = plainTextBy(new new JSDOM('').window.DOMParser());

/** The build asks once per list size and post, however many pages use them. */
const asked = new Map<string, Promise<unknown>>();
const once = <T,>(key: string, ask: () => Promise<T>): Promise<T> => {
  if (!asked.has(key)) asked.set(key, ask());
  return asked.get(key) as Promise<T>;
};

/** The sample blog of local mode, asked without a server; '' origin: its links are paths on this site. */
function sampleBlogJson(url: string): unknown {
  const answer = answerWordPress({ url, origin: '' });
  if (!answer || answer.status !== 200) throw new BlogError(`the sample blog answered ${answer?.status ?? 'nothing'} to ${url}`);
  return JSON.parse(answer.body);
}

function buildWarning(what: string, error: unknown): void {
  console.warn(
    `[foyer] The blog could not be read at build time (${what}): ${error instanceof Error ? error.message : String(error)}. ` +
      'The page is built without it; visitors\' browsers will fill it in.',
  );
}

export function latestPostsAtBuild(count: number): Promise<NewsPost[]> {
  return once(`posts:${count}`, async () => {
    try {
      if (settings.blogUrl === '') {
        const url = latestPostsUrl('', count);
        return toNewsPosts(sampleBlogJson(url), plainText, 'the sample blog').slice(0, count);
      }
      return await fetchLatestPosts(settings.blogUrl, count, plainText);
    } catch (error) {
      buildWarning(`latest ${count} posts`, error);
      return [];
    }
  });
}

/** The feed post's content, sanitised with the same DOMPurify rules the browser uses; '' when unavailable. */
export function feedHtmlAtBuild(): Promise<string> {
  return once(`feed:${settings.feedPostId}`, async () => {
    try {
      const html =
        settings.blogUrl === ''
          ? toPostContent(sampleBlogJson(postUrl('', settings.feedPostId)), 'the sample blog')
          : await fetchPostContent(settings.blogUrl, settings.feedPostId);
      const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
      return sanitiseFeedHtml(purify, html);
    } catch (error) {
      buildWarning(`feed post ${settings.feedPostId}`, error);
      return '';
    }
  });
}
