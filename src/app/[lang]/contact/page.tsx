import type { Metadata } from 'next';
import { contactMetadata, ContactPage } from '../../_pages/ContactPage';
import { languageOfPage, type LanguageParams } from '../../_site/language-params';

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return contactMetadata(await languageOfPage(params));
}

export default async function Page({ params }: LanguageParams) {
  return <ContactPage tag={await languageOfPage(params)} />;
}
