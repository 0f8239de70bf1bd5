import type { Metadata } from 'next';
import { galleryMetadata, GalleryPage } from '../../_pages/GalleryPage';
import { languageOfPage, type LanguageParams } from '../../_site/language-params';

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return galleryMetadata(await languageOfPage(params));
}

export default async function Page({ params }: LanguageParams) {
  return <GalleryPage tag={await languageOfPage(params)} />;
}
