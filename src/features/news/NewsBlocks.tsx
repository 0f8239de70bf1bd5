import { latestPostsAtBuild } from '@/lib/wordpress.server';
import { LatestNews } from './LatestNews';

/** The home page's three latest posts, `#news1`–`#news3`: in the HTML from the build, refreshed on load. */
export async function NewsBlocks() {
  return <LatestNews initial={await latestPostsAtBuild(3)} />;
}
