import { settings } from '@/config/site';
import { content } from '@/content';
import type { NewsAtBuild } from '@/lib/wordpress.server';
import type { Dictionary } from '@/i18n';
import { blogLanguageOn } from './blog-language';
import { LatestNews } from './LatestNews';
import { datesSaid } from './post-dates';

/** The home page's three latest posts, `#news1`–`#news3`: in the HTML from the build, refreshed on load. */
export function NewsBlocks({ news, dict, lang }: { news: NewsAtBuild; dict: Dictionary; lang: string }) {
  return (
    <LatestNews
      blogUrl={settings.blogUrl}
      initial={news.posts}
      initialDates={datesSaid(news.posts, lang)}
      route={news.route}
      language={lang}
      blogLanguage={blogLanguageOn(lang, content.site.blogLanguage)}
      readPost={dict.news.readPost}
    />
  );
}
