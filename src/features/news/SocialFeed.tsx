import type { FeedAtBuild } from '@/lib/wordpress.server';
import { FeedBlock } from './FeedBlock';

/** The feed block, `#ig_grid`, filled from one fixed blog post (promises §5): in the HTML from the build, refreshed on load. */
export function SocialFeed({ feed }: { feed: FeedAtBuild }) {
  return <FeedBlock initialHtml={feed.html} route={feed.route} />;
}
