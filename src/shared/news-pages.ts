/**
 * The news page in pages (promises §14, news without a blog): the latest posts at `/news`, older ones at
 * `/news/page/2`, `/news/page/3`…, each page a link to the next, as many posts a page as a blog's news page shows
 * before its "Show older posts" (NewsCards). Their addresses are the route table's (src/shared/routes.ts, `newsPagePath`).
 */

/** How many posts a news page lists: three rows of three on a desktop. */
export const NEWS_PAGE_POSTS = 9;

/** How many pages `posts` posts fill: one at least (an empty news page is the site's to leave out). */
export const newsPageCount = (posts: number): number => Math.max(1, Math.ceil(posts / NEWS_PAGE_POSTS));

/** The posts of page `page` (from 1), newest first as given. */
export const postsOnPage = <T>(posts: readonly T[], page: number): T[] =>
  posts.slice((page - 1) * NEWS_PAGE_POSTS, page * NEWS_PAGE_POSTS);
