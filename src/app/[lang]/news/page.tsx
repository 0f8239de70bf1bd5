import type { Metadata } from 'next';
import { newsMetadata, NewsPage } from '../../_pages/NewsPage';
import { languageOfPage, type LanguageParams } from '../../_site/language-params';

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return newsMetadata(await languageOfPage(params));
}

export default async function Page({ params }: LanguageParams) {
  return <NewsPage tag={await languageOfPage(params)} />;
}
