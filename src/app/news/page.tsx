import type { Metadata } from 'next';
import { content } from '@/content';
import { NewsGrid } from '@/features/news/NewsGrid';
import { pageMetadata } from '@/shared/seo';
import { PageHeader } from '@/shared/ui/PageHeader';

const page = content.news;

export const metadata: Metadata = pageMetadata({
  title: page.seo.title,
  description: page.seo.description,
  path: '/news',
});

export default function NewsPage() {
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <section className="section section-tight" aria-labelledby="posts-title">
        <div className="wrap">
          {/* The cards' titles are h3 (promises §2): this keeps the heading levels in order. */}
          <h2 id="posts-title" className="visually-hidden">
            All posts
          </h2>
          <NewsGrid />
        </div>
      </section>
    </>
  );
}
