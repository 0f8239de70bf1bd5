/**
 * The business's WordPress blog: typed fetchers for its REST API and the one place that turns
 * WordPress's shapes into ours (promises §5).
 *
 * Runs in the browser and at build time alike, so it imports nothing from Node or the DOM; what reads
 * HTML is passed in: the sanitiser (DOMPurify in the browser, DOMPurify over jsdom in
 * `wordpress.server.ts`) and the markup-to-text step (`PlainText`, `plain-text.ts`: the browser's own
 * HTML parser there, jsdom's at build), so the browser never downloads an entity table.
 */
import type { Config, DOMPurify } from 'dompurify';
import { isCalendarDate } from '@/shared/calendar';
import { isSitePath } from '@/shared/links';
import { relFor } from '@/shared/rel';
import { plainTextBy } from './plain-text';

/** A post as our pages show it: text only, never HTML. */
export interface NewsPost {
  id: number;
  /** Plain text: tags removed, entities decoded. Render it as a text node. */
  title: string;
  /**
   * The calendar date as published, `YYYY-MM-DD`: `<time dateTime>`, and the page says it in its language's long
   * form (src/i18n `formatLongDate`: "April 5, 2024", "5 April 2024").
   */
  isoDate: string;
  /** An http(s) address, or a path on this origin (the sample blog at build time). */
  link: string;
  /** Plain text, '' when the post has none. */
  excerpt: string;
  /** The featured image (promises §9), or null when the post has none we can show. */
  image: NewsImage | null;
  /**
   * The language of the post's words where it is not the page's: a post of the venue's own news (its content folder's
   * `news/`) not written in the page's language. A blog's posts leave it out (its language is the blog's, said once).
   */
  lang?: string;
}

/** A post's featured image, ready for an `<img>`: every URL is http(s) or a path on this origin. */
export interface NewsImage {
  /** A middle size, for browsers that ignore `srcset`. */
  src: string;
  /** `url 300w, url 768w, …`: the sizes WordPress gives with the picture's own proportions. */
  srcSet: string;
  /**
   * The same sizes in WebP, where there are (a photo of the venue's content folder, made by the photo step): offered
   * first, with `srcSet` (JPEG) for the browsers that cannot read WebP.
   */
  webpSrcSet?: string;
  /** Of the full picture: with `height`, its proportions, so the page keeps its room before the bytes arrive. */
  width: number;
  height: number;
  /** The media library's alternative text; '' for a picture that says nothing the title does not. */
  alt: string;
}

/** Where a blog's REST API answers: `/wp-json/…` (pretty permalinks) or `/?rest_route=/…` (plain permalinks). */
export type RestRoute = 'wp-json' | 'rest_route';

/**
 * Markup to plain text: tags and comments gone, entities decoded, whitespace runs made one space, an
 * encoded "&lt;b&gt;" kept as visible text. The result is only ever used as a text node, so this is
 * extraction, not sanitising.
 */
export type PlainText = (html: string) => string;

/** Long enough for a slow blog on a phone, short enough that nobody waits on a dead one. */
export const BLOG_TIMEOUT_MS = 8_000;
/**
 * The fields we read, so WordPress sends nothing else (`_fields`). `_links` and `_embedded` must be
 * among them for `_embed` to work when `_fields` is given.
 */
export const LIST_FIELDS = 'id,date,link,title,excerpt,featured_media,_links,_embedded';
export const FEED_FIELDS = 'id,content';
/** Only the featured image is embedded: not the author, terms or replies. */
export const LIST_EMBED = 'wp:featuredmedia';

/** Why a blog answer could not be used; the message says what to look at. */
export class BlogError extends Error {
  constructor(message: string, options?: { cause?: unknown; status?: number; code?: string }) {
    super(message, options);
    this.name = 'BlogError';
    this.status = options?.status;
    this.code = options?.code;
  }
  /** The HTTP status of a refused request. */
  readonly status: number | undefined;
  /** WordPress's error `code` (`rest_login_required`, …) when the answer said one. */
  readonly code: string | undefined;
}

/** The error codes of a REST API closed to visitors: WordPress's own and the common security plugins'. */
const LOCKED_CODES = new Set(['rest_login_required', 'rest_cannot_access', 'rest_forbidden', 'rest_not_logged_in']);

/**
 * When a failure is a REST API locked to logged-in users, the one line that says so and how to fix
 * it; otherwise null.
 */
export function lockedBlogAdvice(error: unknown): string | null {
  if (!(error instanceof BlogError) || !error.code || !LOCKED_CODES.has(error.code)) return null;
  if (error.status !== 401 && error.status !== 403) return null;
  return (
    `The blog's REST API is closed to visitors (${error.status} ${error.code}): a security plugin or setting allows it to ` +
    "logged-in users only. Allow public read access to /wp/v2/posts and /wp/v2/media (in the plugin's REST API settings), " +
    'then rebuild; until then the news and the feed stay empty.'
  );
}

/**
 * A REST address in either form. Plain permalinks have no `/wp-json/` path; WordPress answers the
 * same routes at `/?rest_route=/wp/v2/…` in every permalink mode.
 */
export function restUrl(blogUrl: string, route: RestRoute, path: string, query: string): string {
  const root = blogUrl.replace(/\/+$/, '');
  return route === 'wp-json' ? `${root}/wp-json/wp/v2${path}?${query}` : `${root}/?rest_route=/wp/v2${path}&${query}`;
}

export function latestPostsUrl(blogUrl: string, count: number, route: RestRoute = 'wp-json', page = 1): string {
  const paging = page > 1 ? `&page=${page}` : '';
  return restUrl(blogUrl, route, '/posts', `per_page=${count}${paging}&_fields=${LIST_FIELDS}&_embed=${LIST_EMBED}`);
}

export function postUrl(blogUrl: string, id: number, route: RestRoute = 'wp-json'): string {
  return restUrl(blogUrl, route, `/posts/${id}`, `_fields=${FEED_FIELDS}`);
}

export interface FetchOptions {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Where the blog's REST API answers, when known (from the build); unknown: `/wp-json/`, then `?rest_route=`. */
  route?: RestRoute;
}

/** A page of posts and how many pages the blog has (`X-WP-TotalPages`). */
export interface PostsPage {
  posts: NewsPost[];
  totalPages: number;
  /** The form of address that answered: the browser uses the build's. */
  route: RestRoute;
}

/**
 * A plain GET: no custom headers and no credentials, so the browser sends it without a CORS
 * preflight and a stock WordPress answers it.
 */
async function getJson(
  url: string,
  { timeoutMs = BLOG_TIMEOUT_MS, fetch = globalThis.fetch }: FetchOptions,
): Promise<{ body: unknown; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new BlogError(
      timedOut
        ? `no answer from ${url} within ${timeoutMs / 1000} s`
        : `${url} could not be reached (${String(error)})`,
      { cause: error },
    );
  }
  if (!response.ok) {
    // WordPress explains a refusal in JSON ({"code": "rest_login_required", …}); an HTML 404 page says nothing we use.
    let code: string | undefined;
    try {
      const body: unknown = await response.json();
      if (isRecord(body) && typeof body.code === 'string') code = body.code;
    } catch {
      // not JSON
    }
    throw new BlogError(`${url} answered ${response.status} ${response.statusText}${code ? ` (${code})` : ''}`.trim(), {
      status: response.status,
      code,
    });
  }
  try {
    return { body: await response.json(), headers: response.headers };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new BlogError(timedOut ? `${url} was too slow to send its answer` : `${url} did not answer with JSON`, {
      cause: error,
    });
  }
}

/**
 * Asks the route given (the build's finding), else `/wp-json/`; when that answers a 404 that is not
 * WordPress's own JSON (plain permalinks serve the theme's "not found" page there, or the blog changed
 * its permalinks since the build) the other form.
 */
async function getFromBlog(
  address: (route: RestRoute) => string,
  options: FetchOptions,
): Promise<{ body: unknown; headers: Headers; url: string; route: RestRoute }> {
  const first: RestRoute = options.route ?? 'wp-json';
  try {
    const url = address(first);
    return { ...(await getJson(url, options)), url, route: first };
  } catch (error) {
    // A 404 in WordPress's JSON (`rest_no_route`, `rest_post_invalid_id`) is the REST API answering:
    // only a page without a REST error code (the theme's "not found") means the API lives elsewhere.
    if (!(error instanceof BlogError) || error.status !== 404 || error.code !== undefined) throw error;
    const other: RestRoute = first === 'wp-json' ? 'rest_route' : 'wp-json';
    const url = address(other);
    try {
      return { ...(await getJson(url, options)), url, route: other };
    } catch {
      throw error; // the first answer says more (a post that does not exist is 404 in both forms)
    }
  }
}

/** One page of `perPage` posts, newest first. Throws a BlogError on any failure or malformed answer. */
export async function fetchPostsPage(
  blogUrl: string,
  perPage: number,
  page: number,
  text: PlainText,
  options: FetchOptions = {},
): Promise<PostsPage> {
  const answer = await getFromBlog((route) => latestPostsUrl(blogUrl, perPage, route, page), options);
  const posts = toNewsPosts(answer.body, text, answer.url).slice(0, perPage);
  const total = Number.parseInt(answer.headers.get('X-WP-TotalPages') ?? '', 10);
  // A blog (or a cache in front of it) that drops the header: at least the pages we have seen.
  const totalPages = Number.isSafeInteger(total) && total > 0 ? total : page;
  return { posts, totalPages, route: answer.route };
}

/**
 * `fetchPostsPage` in the browser, its titles and excerpts read by the browser's own HTML parser: here, in the code
 * loaded when the blog is asked again, rather than in the news components every page loads.
 */
export function fetchPostsPageInBrowser(
  blogUrl: string,
  perPage: number,
  page: number,
  options: FetchOptions = {},
): Promise<PostsPage> {
  return fetchPostsPage(blogUrl, perPage, page, plainTextBy(new DOMParser()), options);
}

/** One post's `content.rendered`, unsanitised: pass it through `sanitiseFeedHtml` before showing it. */
export async function fetchPostContent(blogUrl: string, id: number, options: FetchOptions = {}): Promise<string> {
  return (await fetchPostContentAndRoute(blogUrl, id, options)).content;
}

export async function fetchPostContentAndRoute(
  blogUrl: string,
  id: number,
  options: FetchOptions = {},
): Promise<{ content: string; route: RestRoute }> {
  const answer = await getFromBlog((route) => postUrl(blogUrl, id, route), options);
  return { content: toPostContent(answer.body, answer.url), route: answer.route };
}

// ---------------------------------------------------------------------------------------------
// Reshaping: the only code that knows what WordPress's JSON looks like.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rendered(post: Record<string, unknown>, field: string): string | undefined {
  const value = post[field];
  return isRecord(value) && typeof value.rendered === 'string' ? value.rendered : undefined;
}

/**
 * WordPress's `date` is the blog's local wall-clock time with no offset ("2026-03-14T23:30:00").
 * Only its calendar date matters, so the parts are read as a date, never as an instant: the same
 * day in every visitor's time zone, `YYYY-MM-DD`. Returns null when the string holds no real date.
 */
export function publishedDate(date: string): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(date.trim())?.[1];
  return day !== undefined && isCalendarDate(day) ? day : null;
}

/**
 * Only web addresses (or paths that stay on this origin, docs/promises.md §15) become links: never `javascript:`,
 * `data:` and the like, nor `//host` or `/\host` passed off as a path.
 */
export function safeLink(link: string): string | null {
  const trimmed = link.trim();
  if (isSitePath(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** One post of a list answer; throws a BlogError naming what is wrong. */
export function toNewsPost(raw: unknown, text: PlainText, where = 'the blog'): NewsPost {
  if (!isRecord(raw)) throw new BlogError(`${where}: a post is not an object`);
  const id = raw.id;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw new BlogError(`${where}: a post has no numeric id`);
  const title = rendered(raw, 'title');
  if (title === undefined) throw new BlogError(`${where}: post ${id} has no title.rendered`);
  const date = typeof raw.date === 'string' ? publishedDate(raw.date) : null;
  if (!date) throw new BlogError(`${where}: post ${id} has no valid date (${JSON.stringify(raw.date)})`);
  const link = typeof raw.link === 'string' ? safeLink(raw.link) : null;
  if (!link) throw new BlogError(`${where}: post ${id} has no http(s) link (${JSON.stringify(raw.link)})`);
  return {
    id,
    title: text(title),
    isoDate: date,
    link,
    excerpt: text(rendered(raw, 'excerpt') ?? ''),
    image: featuredImage(raw),
  };
}

/** An image address we may put in `src`/`srcset`: http(s) or a path on this origin, with commas escaped for `srcset`. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const safe = safeLink(value);
  return safe ? safe.replace(/[\s,]/g, (c) => encodeURIComponent(c)) : null;
}

const positiveInt = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

interface Candidate {
  url: string;
  width: number;
  height: number;
}

function candidate(url: unknown, width: unknown, height: unknown): Candidate | null {
  const safe = safeImageUrl(url);
  const w = positiveInt(width);
  const h = positiveInt(height);
  return safe && w && h ? { url: safe, width: w, height: h } : null;
}

/** The size a browser without `srcset` gets: the smallest that fills a card on a large screen. */
const FALLBACK_MIN_WIDTH = 768;

/**
 * The featured image of a post asked with `_embed=wp:featuredmedia` (promises §9), or null.
 * Never throws: a missing, private (WordPress embeds an error object), non-image or malformed media
 * entry means no picture, never a post lost. Sizes whose proportions differ from the picture's
 * (WordPress's square `thumbnail` crop) are left out of `srcset`, as WordPress itself does. A media
 * entry without sizes is shown from its `source_url` when its width and height are known, else not at all.
 */
export function featuredImage(post: Record<string, unknown>): NewsImage | null {
  const embedded = post._embedded;
  if (!isRecord(embedded)) return null;
  const list = embedded['wp:featuredmedia'];
  const media: unknown = Array.isArray(list) ? list[0] : null;
  if (!isRecord(media)) return null;
  if (media.media_type !== undefined && media.media_type !== 'image') return null;
  const details = isRecord(media.media_details) ? media.media_details : {};
  const full = candidate(media.source_url, details.width, details.height);
  const sized = isRecord(details.sizes)
    ? Object.values(details.sizes).map((size) =>
        isRecord(size) ? candidate(size.source_url, size.width, size.height) : null,
      )
    : [];
  const all = [...sized, full].filter((c): c is Candidate => c !== null);
  if (all.length === 0) return null;
  const shape = full ?? all.reduce((a, b) => (b.width > a.width ? b : a));
  const ratio = shape.width / shape.height;
  const byWidth = new Map<number, Candidate>();
  for (const c of all) {
    if (Math.abs(c.width / c.height - ratio) / ratio <= 0.02 && !byWidth.has(c.width)) byWidth.set(c.width, c);
  }
  const sizes = [...byWidth.values()].sort((a, b) => a.width - b.width);
  const fallback = sizes.find((c) => c.width >= FALLBACK_MIN_WIDTH) ?? sizes[sizes.length - 1]!;
  const alt = typeof media.alt_text === 'string' ? media.alt_text.replace(/\s+/g, ' ').trim() : '';
  return {
    src: fallback.url,
    srcSet: sizes.map((c) => `${c.url} ${c.width}w`).join(', '),
    width: shape.width,
    height: shape.height,
    alt,
  };
}

/**
 * A list answer. One malformed post makes the whole answer malformed: dropping it would move the
 * others into the wrong blocks, and a blog that sends junk is not to be trusted for the rest.
 */
export function toNewsPosts(body: unknown, text: PlainText, where = 'the blog'): NewsPost[] {
  if (!Array.isArray(body)) throw new BlogError(`${where}: the answer is not a list of posts`);
  return body.map((post) => toNewsPost(post, text, where));
}

export function toPostContent(body: unknown, where = 'the blog'): string {
  const content = isRecord(body) ? rendered(body, 'content') : undefined;
  if (content === undefined) throw new BlogError(`${where}: the answer has no content.rendered`);
  return content;
}

// ---------------------------------------------------------------------------------------------
// The feed: the one place blog HTML enters our pages.

/** Nothing that runs, submits, restyles the page or embeds another page; only HTML (no SVG/MathML). */
export const FEED_PURIFY_CONFIG = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'select',
    'textarea',
    'link',
    'meta',
    'base',
  ],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ALLOW_DATA_ATTR: false,
  // Ids and names in blog HTML get a prefix so they cannot clash with ours (#news1, #ig_grid).
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

const configured = new WeakSet<DOMPurify>();

/**
 * Sanitises feed HTML with the given DOMPurify instance. A hook (added once per instance) opens
 * links in a new tab, one that leaves the site without giving that tab a handle on ours
 * (docs/promises.md §15), and makes images lazy.
 */
export function sanitiseFeedHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        const rel = relFor(node.getAttribute('href')!);
        if (rel) node.setAttribute('rel', rel);
        else node.removeAttribute('rel');
      }
      if (node.tagName === 'IMG') {
        node.setAttribute('loading', 'lazy');
        node.setAttribute('decoding', 'async');
      }
    });
    configured.add(purify);
  }
  return purify.sanitize(html, { ...FEED_PURIFY_CONFIG, RETURN_TRUSTED_TYPE: false });
}

/** The one console message for a blog answer that could not be used (promises §5: logged, nothing shown). */
export function logBlogFailure(what: string, error: unknown): void {
  const locked = lockedBlogAdvice(error);
  console.error(
    `[foyer] The blog could not be read (${what}): ${error instanceof Error ? error.message : String(error)}` +
      (locked ? `. ${locked}` : ''),
  );
}
