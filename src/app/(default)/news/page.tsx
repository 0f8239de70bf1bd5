import type { Metadata } from 'next';
import { languages } from '@/content';
import { newsMetadata, NewsPage } from '../../_pages/NewsPage';

export const metadata: Metadata = newsMetadata(languages[0]!);

export default function Page() {
  return <NewsPage tag={languages[0]!} />;
}
