import type { Metadata } from 'next';
import { homeMetadata, HomePage } from '../_pages/HomePage';
import { languageOfPage, type LanguageParams } from '../_site/language-params';

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return homeMetadata(await languageOfPage(params));
}

export default async function Page({ params }: LanguageParams) {
  return <HomePage tag={await languageOfPage(params)} />;
}
