import { formatLongDate } from '@/i18n/format';
import type { NewsPost } from '@/lib/wordpress';

/** Posts' dates in the page's words, by each post's ISO date. */
export type DatesSaid = Readonly<Record<string, string>>;

/**
 * The dates of the posts a page is built with, said by the build. A browser's first `Intl.DateTimeFormat` costs
 * 30 ms here (120 ms on Lighthouse's phone, a third of the home page's blocking time): the news islands take
 * over the built dates with these words, and only a post the blog adds later has its date said in the browser.
 */
export function datesSaid(posts: readonly NewsPost[], language: string): DatesSaid {
  return Object.fromEntries(posts.map((post) => [post.isoDate, formatLongDate(post.isoDate, language)]));
}

/** A post's date in the page's words: the build's where it said it, else said now. */
export function dateOf(post: NewsPost, language: string, said: DatesSaid): string {
  return said[post.isoDate] ?? formatLongDate(post.isoDate, language);
}
