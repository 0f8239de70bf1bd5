import { contentIn, languages, wordsFor } from '@/content';
import { contentNewsPosts } from '@/views/news.server';
import { NewsGrid } from '@/features/news/NewsCards';
import { newsPageCount, postsOnPage } from '@/shared/news-pages';
import { newsPagePath } from '@/shared/routes';
import { newsSource } from '@/features/news/source.server';
import { formatNumber } from '@/i18n/format';
import { fill } from '@/i18n/fill';
import { localPath } from '@/i18n/paths';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { Page } from 'astro';
import type { ReactNode } from 'react';
import type { NewsPost } from '@/lib/wordpress';

/** One page of the venue's own posts, as Astro's `paginate()` gives it (src/pages/[...lang]/news/page/[page].astro). */
type NewsPostsPage = Pick<Page<NewsPost>, 'data' | 'currentPage' | 'lastPage'>;

/** The first page of the venue's own posts in language `tag`, at /news: the latest (none while the news is a blog's). */
function firstPage(tag: string): NewsPostsPage {
  const posts = newsSource === 'content' ? contentNewsPosts(tag) : [];
  return { data: postsOnPage(posts, 1), currentPage: 1, lastPage: newsPageCount(posts.length) };
}

/**
 * The news page in language `tag`; `cards` is the island of a blog's posts (NewsCards), from its .astro file. The
 * venue's own posts (promises §14) are here as HTML, with no island, in pages: the first at /news holds the latest,
 * an older `page` is Astro's (`paginate()`), and each links to the older one and back (src/shared/news-pages.ts).
 */
export function NewsPage({ tag, cards, page: shown }: { tag: string; cards?: ReactNode; page?: NewsPostsPage }) {
  const header = contentIn(tag).news.header;
  const dict = wordsFor(tag);
  const { data: posts, currentPage: page, lastPage: pages } = shown ?? firstPage(tag);
  // Addresses from the route table, not Astro's `page.url`: the first page is /news, not /news/page/1.
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
          {newsSource === 'content' ? <NewsGrid posts={posts} language={tag} /> : cards}
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
