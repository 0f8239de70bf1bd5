import { newsAtBuild } from '@/lib/wordpress.server';
import { LatestNews } from './LatestNews';

/** The home page's three latest posts, `#news1`–`#news3`: in the HTML from the build, refreshed on load. */
export async function NewsBlocks() {
  const news = await newsAtBuild(3);
  return <LatestNews initial={news.posts} route={news.route} />;
}
