import type { Metadata } from 'next';
import { venueMetadata, VenuePage } from '../../_pages/VenuePage';
import { languageOfPage, type LanguageParams } from '../../_site/language-params';

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return venueMetadata(await languageOfPage(params));
}

export default async function Page({ params }: LanguageParams) {
  return <VenuePage tag={await languageOfPage(params)} />;
}
