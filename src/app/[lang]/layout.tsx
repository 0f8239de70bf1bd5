import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { languages } from '@/content';
import { SiteDocument, siteMetadata, siteViewport } from '../_site/SiteDocument';
import { languageForCode } from '@/i18n/paths';
import { otherLanguageParams, type LanguageParams } from '../_site/language-params';

/**
 * The root layout of every other language's pages, under `/<code>/` (contract §10); the default language's is
 * `(default)/layout.tsx`. Only the venue's languages are built: no other code is ever an address.
 */
export const dynamicParams = false;

export function generateStaticParams(): { lang: string }[] {
  return otherLanguageParams();
}

/** The placeholder of a venue with one language (language-params.ts) renders in the default language, then drops. */
async function tagOf(params: LanguageParams['params']): Promise<string> {
  return languageForCode((await params).lang, languages.slice(1)) ?? languages[0]!;
}

export async function generateMetadata({ params }: LanguageParams): Promise<Metadata> {
  return siteMetadata(await tagOf(params));
}

export const viewport: Viewport = siteViewport;

export default async function OtherLanguageLayout({ children, params }: LanguageParams & { children: ReactNode }) {
  return <SiteDocument tag={await tagOf(params)}>{children}</SiteDocument>;
}
