/**
 * The business's WordPress blog: typed fetchers for its REST API and the one place that turns
 * WordPress's shapes into ours (CONTRACT §5).
 *
 * Runs in the browser and at build time alike, so it imports nothing from Node or the DOM; what reads
 * HTML is passed in: the sanitiser (DOMPurify in the browser, DOMPurify over jsdom in
 * `wordpress.server.ts`) and the markup-to-text step (`PlainText`, `plain-text.ts`: the browser's own
 * HTML parser there, jsdom's at build), so the browser never downloads an entity table.
 */
import type { Config, DOMPurify } from 'dompurify';

/** A post as our pages show it: text only, never HTML. */
export interface NewsPost {
  id: number;
  /** Plain text: tags removed, entities decoded. Render it as a text node. */
  title: string;
  /** The calendar date as published, long form: "April 5, 2024". */
  date: string;
  /** The same date as `YYYY-MM-DD`, for `<time dateTime>`. */
  isoDate: string;
  /** An http(s) address, or a path on this origin (the sample blog at build time). */
  link: string;
  /** Plain text, '' when the post has none. */
  excerpt: string;
}

/**
 * Markup to plain text: tags and comments gone, entities decoded, whitespace runs made one space, an
 * encoded "&lt;b&gt;" kept as visible text. The result is only ever used as a text node, so this is
 * extraction, not sanitising.
 */
export type PlainText = (html: string) => string;

/** Long enough for a slow blog on a phone, short enough that nobody waits on a dead one. */
export const BLOG_TIMEOUT_MS = 8_000;
/** The fields we read, so WordPress sends nothing else (`_fields`). */
export const LIST_FIELDS = 'id,date,link,title,excerpt';
export const FEED_FIELDS = 'id,content';

/** Why a blog answer could not be used; the message says what to look at. */
export class BlogError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BlogError';
  }
}

/** `${blogUrl}/wp-json/wp/v2`; with blogUrl '' a path on this origin (the local sample blog). */
export function restBase(blogUrl: string): string {
  return `${blogUrl.replace(/\/+$/, '')}/wp-json/wp/v2`;
}

export function latestPostsUrl(blogUrl: string, count: number): string {
  return `${restBase(blogUrl)}/posts?per_page=${count}&_fields=${LIST_FIELDS}`;
}

export function postUrl(blogUrl: string, id: number): string {
  return `${restBase(blogUrl)}/posts/${id}?_fields=${FEED_FIELDS}`;
}

interface FetchOptions {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * A plain GET: no custom headers and no credentials, so the browser sends it without a CORS
 * preflight and a stock WordPress answers it.
 */
async function getJson(url: string, { timeoutMs = BLOG_TIMEOUT_MS, fetch = globalThis.fetch }: FetchOptions): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), credentials: 'omit' });
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new BlogError(
      timedOut ? `no answer from ${url} within ${timeoutMs / 1000} s` : `${url} could not be reached (${String(error)})`,
      { cause: error },
    );
  }
  if (!response.ok) throw new BlogError(`${url} answered ${response.status} ${response.statusText}`.trim());
  try {
    return await response.json();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    throw new BlogError(timedOut ? `${url} was too slow to send its answer` : `${url} did not answer with JSON`, {
      cause: error,
    });
  }
}

/** The latest `count` posts, newest first. Throws a BlogError on any failure or malformed answer. */
export async function fetchLatestPosts(blogUrl: string, count: number, text: PlainText, options: FetchOptions = {}): Promise<NewsPost[]> {
  const url = latestPostsUrl(blogUrl, count);
  return toNewsPosts(await getJson(url, options), text, url).slice(0, count);
}

/** One post's `content.rendered`, unsanitised: pass it through `sanitiseFeedHtml` before showing it. */
export async function fetchPostContent(blogUrl: string, id: number, options: FetchOptions = {}): Promise<string> {
  const url = postUrl(blogUrl, id);
  return toPostContent(await getJson(url, options), url);
}

// ---------------------------------------------------------------------------------------------
// Reshaping: the only code that knows what WordPress's JSON looks like.

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function rendered(post: Record<string, unknown>, field: string): string | undefined {
  const value = post[field];
  return isRecord(value) && typeof value.rendered === 'string' ? value.rendered : undefined;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * WordPress's `date` is the blog's local wall-clock time with no offset ("2026-03-14T23:30:00").
 * Only its calendar date matters, so the parts are read as a UTC date and formatted in UTC: the
 * same day in every visitor's time zone. Returns null when the string holds no real date.
 */
export function publishedDate(date: string): { long: string; iso: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]|$)/.exec(date.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const utc = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls "2026-02-30" over into March; a real date survives the round trip.
  if (utc.getUTCFullYear() !== y || utc.getUTCMonth() !== m - 1 || utc.getUTCDate() !== d) return null;
  return { long: longDate.format(utc), iso: `${match[1]}-${match[2]}-${match[3]}` };
}

/** Only web addresses (or paths on this origin) become links: never `javascript:`, `data:` and the like. */
export function safeLink(link: string): string | null {
  const trimmed = link.trim();
  if (/^\/(?!\/)/.test(trimmed)) return trimmed;
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
  return { id, title: text(title), date: date.long, isoDate: date.iso, link, excerpt: text(rendered(raw, 'excerpt') ?? '') };
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
  FORBID_TAGS: ['style', 'iframe', 'frame', 'object', 'embed', 'form', 'input', 'button', 'select', 'textarea', 'link', 'meta', 'base'],
  FORBID_ATTR: ['style', 'srcdoc', 'formaction'],
  ALLOW_DATA_ATTR: false,
  // Ids and names in blog HTML get a prefix so they cannot clash with ours (#news1, #ig_grid).
  SANITIZE_NAMED_PROPS: true,
} satisfies Config;

const configured = new WeakSet<DOMPurify>();

/**
 * Sanitises feed HTML with the given DOMPurify instance. A hook (added once per instance) opens
 * links in a new tab without giving that tab a handle on ours, and makes images lazy.
 */
export function sanitiseFeedHtml(purify: DOMPurify, html: string): string {
  if (!configured.has(purify)) {
    purify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
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

/** The one console message for a blog answer that could not be used (CONTRACT §5: logged, nothing shown). */
export function logBlogFailure(what: string, error: unknown): void {
  console.error(`[foyer] The blog could not be read (${what}): ${error instanceof Error ? error.message : String(error)}`);
}
