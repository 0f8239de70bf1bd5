import { feedAtBuild } from '@/lib/wordpress.server';
import { FeedBlock } from './FeedBlock';

/** The feed block, `#ig_grid`, filled from one fixed blog post (promises §5): in the HTML from the build, refreshed on load. */
export async function SocialFeed() {
  const feed = await feedAtBuild();
  return <FeedBlock initialHtml={feed.html} route={feed.route} />;
}
