import type { Metadata } from 'next';
import { languages } from '@/content';
import { venueMetadata, VenuePage } from '../../_pages/VenuePage';

export const metadata: Metadata = venueMetadata(languages[0]!);

export default function Page() {
  return <VenuePage tag={languages[0]!} />;
}
