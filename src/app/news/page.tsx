import type { Metadata } from 'next';
import { PageHeader } from '@/shared/ui/PageHeader';

export const metadata: Metadata = { title: 'News', description: 'News, openings and dates from the hall.' };

export default function NewsPage() {
  return (
    <>
      <PageHeader title="News" />
      <div className="news-grid">
        <article className="card">
          <h2>The spring calendar is open</h2>
        </article>
      </div>
    </>
  );
}
