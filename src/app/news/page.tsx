import type { Metadata } from 'next';
import { NewsGrid } from '@/features/news/NewsGrid';
import { PageHeader } from '@/shared/ui/PageHeader';

export const metadata: Metadata = { title: 'News', description: 'News, openings and dates from the hall.' };

export default function NewsPage() {
  return (
    <>
      <PageHeader title="News" />
      <NewsGrid />
    </>
  );
}
