import { settings } from '@/config/site';
import { content } from '@/content';
import type { FeedAtBuild } from '@/lib/wordpress.server';
import { blogLanguageOn } from './blog-language';
import { FeedBlock } from './FeedBlock';

/** The feed block, `#ig_grid`, filled from one fixed blog post (promises §5): in the HTML from the build, refreshed on load. */
export function SocialFeed({ feed, lang }: { feed: FeedAtBuild; lang: string }) {
  return (
    <FeedBlock
      blogUrl={settings.blogUrl}
      postId={settings.feedPostId}
      initialHtml={feed.html}
      route={feed.route}
      blogLanguage={blogLanguageOn(lang, content.site.blogLanguage)}
    />
  );
}
