import { settings } from '@/config/site';
import { content } from '@/content';
import { newsAtBuild } from '@/lib/wordpress.server';
import type { Dictionary } from '@/i18n';
import { blogLanguageOn } from './blog-language';
import { NewsCards } from './NewsCards';
import { datesSaid } from './post-dates';

/** How many posts the news page lists: three rows of three on a desktop. */
const NEWS_PAGE_POSTS = 9;

/** The news page's grid of the latest posts: in the HTML from the build, refreshed on load; older pages on demand. */
export async function NewsGrid({ dict, lang }: { dict: Dictionary; lang: string }) {
  const news = await newsAtBuild(NEWS_PAGE_POSTS);
  const { showOlder, loadingOlder, olderFailed } = dict.news;
  return (
    <NewsCards
      blogUrl={settings.blogUrl}
      initial={news.posts}
      initialDates={datesSaid(news.posts, lang)}
      count={NEWS_PAGE_POSTS}
      totalPages={news.totalPages}
      route={news.route}
      language={lang}
      blogLanguage={blogLanguageOn(lang, content.site.blogLanguage)}
      words={{ showOlder, loadingOlder, olderFailed }}
    />
  );
}
