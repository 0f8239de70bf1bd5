import { describe, expect, it } from 'vitest';
import { NEWS_PAGE_POSTS, newsPageCount, postsOnPage } from './news-pages';
import { newsPagePath } from './routes';

describe("the venue's own news in pages", () => {
  it('fills a page with the latest nine, then the next nine, and always has a first page', () => {
    expect(NEWS_PAGE_POSTS).toBe(9);
    expect([0, 1, 9, 10, 18, 19].map(newsPageCount)).toEqual([1, 1, 1, 2, 2, 3]);
    const posts = Array.from({ length: 20 }, (_, index) => index);
    expect(postsOnPage(posts, 1)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(postsOnPage(posts, 2)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17]);
    expect(postsOnPage(posts, 3)).toEqual([18, 19]);
  });

  it('keeps /news for the first page and puts the older ones under it', () => {
    expect([1, 2, 12].map(newsPagePath)).toEqual(['/news', '/news/page/2', '/news/page/12']);
  });
});
