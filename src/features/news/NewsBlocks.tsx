import type { NewsAtBuild } from '@/lib/wordpress.server';
import { LatestNews } from './LatestNews';

/** The home page's three latest posts, `#news1`–`#news3`: in the HTML from the build, refreshed on load. */
export function NewsBlocks({ news }: { news: NewsAtBuild }) {
  return <LatestNews initial={news.posts} route={news.route} />;
}
