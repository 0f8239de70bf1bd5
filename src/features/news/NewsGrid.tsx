import { latestPostsAtBuild } from '@/lib/wordpress.server';
import { NewsCards } from './NewsCards';

/** How many posts the news page lists: three rows of three on a desktop. */
const NEWS_PAGE_POSTS = 9;

/** The news page's grid of the latest posts: in the HTML from the build, refreshed on load. */
export async function NewsGrid() {
  return <NewsCards initial={await latestPostsAtBuild(NEWS_PAGE_POSTS)} count={NEWS_PAGE_POSTS} />;
}
