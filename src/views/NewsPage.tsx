import { contentIn, languages, wordsFor } from '@/content';
import { contentNewsPosts } from '@/views/news.server';
import { NewsGrid } from '@/features/news/NewsCards';
import { newsPageCount, newsPagePath, postsOnPage } from '@/shared/news-pages';
import { newsSource } from '@/features/news/source.server';
import { formatNumber } from '@/i18n/format';
import { fill } from '@/i18n/fill';
import { localPath } from '@/i18n/paths';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { ReactNode } from 'react';

/**
 * The news page in language `tag`; `cards` is the island of a blog's posts (NewsCards), from its .astro file. The
 * venue's own posts (promises §14) are here as HTML, with no island, in pages: `page` 1 at /news holds the latest,
 * each page links to the older one and back (src/shared/news-pages.ts).
 */
export function NewsPage({ tag, cards, page = 1 }: { tag: string; cards?: ReactNode; page?: number }) {
  const header = contentIn(tag).news.header;
  const dict = wordsFor(tag);
  const posts = newsSource === 'content' ? contentNewsPosts(tag) : [];
  const pages = newsPageCount(posts.length);
  const href = (to: number) => localPath(newsPagePath(to), tag, languages);
  return (
    <>
      <PageHeader eyebrow={header.eyebrow} title={header.title} lede={header.lede} />
      <section className="section section-tight" aria-labelledby="posts-title">
        <div className="wrap">
          {/* The cards' titles are h3 (promises §2): this keeps the heading levels in order. */}
          <h2 id="posts-title" className="visually-hidden">
            {page > 1
              ? fill(dict.news.pageTitle, { title: dict.news.allPosts, page: formatNumber(page, tag) })
              : dict.news.allPosts}
          </h2>
          {newsSource === 'content' ? <NewsGrid posts={postsOnPage(posts, page)} language={tag} /> : cards}
          {pages > 1 ? (
            <p className="news-more news-pages">
              {page > 1 ? (
                <a className="button button-quiet" rel="prev" href={href(page - 1)}>
                  {dict.news.showNewer}
                </a>
              ) : null}
              {page < pages ? (
                <a className="button button-quiet" rel="next" href={href(page + 1)}>
                  {dict.news.showOlder}
                </a>
              ) : null}
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
