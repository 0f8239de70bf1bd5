import type { Metadata } from 'next';
import { languages } from '@/content';
import { galleryMetadata, GalleryPage } from '../../_pages/GalleryPage';

export const metadata: Metadata = galleryMetadata(languages[0]!);

export default function Page() {
  return <GalleryPage tag={languages[0]!} />;
}
