import type { Metadata } from 'next';
import { whatsOnMetadata, WhatsOnPage } from '../../_pages/WhatsOnPage';
import { languageOfPage, type LanguageParams } from '../../_site/language-params';

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return whatsOnMetadata(await languageOfPage(params));
}

export default async function Page({ params }: LanguageParams) {
  return <WhatsOnPage tag={await languageOfPage(params)} />;
}
