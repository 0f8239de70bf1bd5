import { contentIn, wordsFor } from '@/content';
import { contentNewsPosts } from '@/app/_site/news.server';
import { NewsGrid } from '@/features/news/NewsCards';
import { newsSource } from '@/features/news/source.server';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { ReactNode } from 'react';

/**
 * The news page in language `tag`; `cards` is the island of a blog's posts (NewsCards), from its .astro file. The
 * venue's own posts (contract §14) are all here as HTML, with no island.
 */
export function NewsPage({ tag, cards }: { tag: string; cards?: ReactNode }) {
  const page = contentIn(tag).news;
  const language = tag;
  const dict = wordsFor(language);
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <section className="section section-tight" aria-labelledby="posts-title">
        <div className="wrap">
          {/* The cards' titles are h3 (promises §2): this keeps the heading levels in order. */}
          <h2 id="posts-title" className="visually-hidden">
            {dict.news.allPosts}
          </h2>
          {newsSource === 'content' ? <NewsGrid posts={contentNewsPosts(tag)} language={language} /> : cards}
        </div>
      </section>
    </>
  );
}
