import type { Metadata } from 'next';
import { languages } from '@/content';
import { homeMetadata, HomePage } from '../_pages/HomePage';

export const metadata: Metadata = homeMetadata(languages[0]!);

export default function Page() {
  return <HomePage tag={languages[0]!} />;
}
