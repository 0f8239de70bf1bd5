import type { Metadata } from 'next';
import { languages } from '@/content';
import { whatsOnMetadata, WhatsOnPage } from '../../_pages/WhatsOnPage';

export const metadata: Metadata = whatsOnMetadata(languages[0]!);

export default function Page() {
  return <WhatsOnPage tag={languages[0]!} />;
}
