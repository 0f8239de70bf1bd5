import type { Metadata } from 'next';
import { pageMetadata } from '@/shared/seo';
import { NewsGrid } from '@/features/news/NewsGrid';
import { PageHeader } from '@/shared/ui/PageHeader';

const description = 'Open evenings, new menus, weddings and launches: news from the Hollin Hall.';

export const metadata: Metadata = pageMetadata({ title: 'News', description, path: '/news' });

export default function NewsPage() {
  return (
    <>
      <PageHeader eyebrow="News" title="From the hall" lede="Open evenings, new menus, and what the building has been up to lately." />
      <section className="section section-tight" aria-labelledby="posts-title">
        <div className="wrap">
          {/* The cards' titles are h3 (CONTRACT §2): this keeps the heading levels in order. */}
          <h2 id="posts-title" className="visually-hidden">
            All posts
          </h2>
          <NewsGrid />
        </div>
      </section>
    </>
  );
}
