/**
 * What the news islands are given at build (LatestNews on the home page, NewsCards on the news page, FeedBlock): the
 * blog's answer at build, its dates said in the page's language, where the blog answers. Only data: Astro writes an
 * island's props into the page.
 */
import type { ComponentProps } from 'react';
import { settings } from '@/config/public-settings';
import { content } from '@/content';
import type { Dictionary } from '@/i18n';
import { newsAtBuild, type FeedAtBuild, type NewsAtBuild } from '@/lib/wordpress.server';
import { blogLanguageOn } from './blog-language';
import type { FeedGrid, FeedRefresh } from './FeedBlock';
import { withoutExcerpt, type LatestNews } from './LatestNews';
import type { NewsCards } from './NewsCards';
import { datesSaid } from './post-dates';
import { NEWS_PAGE_POSTS } from '@/shared/news-pages';

/** The home page's three latest posts, `#news1`–`#news3`: in the HTML from the build, refreshed on load (LatestNews). */
export function latestNewsProps(news: NewsAtBuild, dict: Dictionary, lang: string): ComponentProps<typeof LatestNews> {
  return {
    blogUrl: settings.blogUrl,
    initial: news.posts.map(withoutExcerpt),
    initialDates: datesSaid(news.posts, lang),
    route: news.route,
    language: lang,
    blogLanguage: blogLanguageOn(lang, content.site.blogLanguage),
    readPost: dict.news.readPost,
  };
}

/** The feed block, `#ig_grid`, filled from one fixed blog post (promises §5): in the HTML from the build (FeedGrid). */
export function feedGridProps(feed: FeedAtBuild, lang: string): ComponentProps<typeof FeedGrid> {
  return { html: feed.html, blogLanguage: blogLanguageOn(lang, content.site.blogLanguage) };
}

/** What the feed's island is given: where to ask again for the post, never the post itself (FeedGrid wrote it). */
export function feedRefreshProps(feed: FeedAtBuild): ComponentProps<typeof FeedRefresh> {
  return { blogUrl: settings.blogUrl, postId: settings.feedPostId, route: feed.route };
}

/** The news page's grid of the latest posts: in the HTML from the build, refreshed on load; older pages on demand. */
export async function newsCardsProps(dict: Dictionary, lang: string): Promise<ComponentProps<typeof NewsCards>> {
  const news = await newsAtBuild(NEWS_PAGE_POSTS);
  const { showOlder, loadingOlder, olderFailed } = dict.news;
  return {
    blogUrl: settings.blogUrl,
    initial: news.posts,
    initialDates: datesSaid(news.posts, lang),
    count: NEWS_PAGE_POSTS,
    totalPages: news.totalPages,
    route: news.route,
    language: lang,
    blogLanguage: blogLanguageOn(lang, content.site.blogLanguage),
    words: { showOlder, loadingOlder, olderFailed },
  };
}
