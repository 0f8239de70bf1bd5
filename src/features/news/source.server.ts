/**
 * Where the site's news comes from (promises §14, "News without a blog"), decided once per build:
 *
 * - `blog`: BLOG_URL is set, so the venue's WordPress, as ever (promises §5, §9): the build's copy, refreshed in the
 *   browser. In local mode (no BLOG_URL, no `news/`, not a build for deployment) the sample blog stands in for it.
 * - `content`: no BLOG_URL, and the content folder has `news/`: its posts, each with a page of its own. The HTML is
 *   whole at build; no island is placed and no blog is asked, in the build or in the browser.
 * - `none`: a build for deployment with neither: no news blocks, no news page and no entry for it in the navigation
 *   (as What's on goes when nothing is coming).
 *
 * Without a blog the feed block (`#ig_grid`) shows the photos pages/home.yaml lists under `feed.photos`, or is left out.
 */
import 'server-only';
import { isProductionBuild } from '@/config/settings.mjs';
import { settings } from '@/config/public-settings';
import { content } from '@/content';

export type NewsSource = 'blog' | 'content' | 'none';

export function newsSourceFor({
  blogUrl,
  newsFolder,
  production,
}: {
  /** BLOG_URL, '' when unset. */
  blogUrl: string;
  /** Whether the content folder has `news/`. */
  newsFolder: boolean;
  /** A build for deployment (FOYER_PRODUCTION): the sample blog never stands in. */
  production: boolean;
}): NewsSource {
  if (blogUrl !== '') return 'blog';
  if (newsFolder) return 'content';
  return production ? 'none' : 'blog';
}

export const newsSource: NewsSource = newsSourceFor({
  blogUrl: settings.blogUrl,
  newsFolder: content.newsPosts !== undefined,
  production: isProductionBuild(process.env),
});

/**
 * Whether the site has news at all: the home page's news section, the news page and its entry in the navigation. A
 * `news/` with no post yet has none, as a blog with none would show only empty boxes.
 */
export const hasNews = newsSource === 'blog' || (newsSource === 'content' && (content.newsPosts?.length ?? 0) > 0);
