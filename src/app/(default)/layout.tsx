import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { languages } from '@/content';
import { SiteDocument, siteMetadata, siteViewport } from '../_site/SiteDocument';

/**
 * The root layout of the default language's pages, at the paths without a prefix (contract §10). Each language has
 * a root layout of its own so that `<html lang>` is the page's: the other languages' is `[lang]/layout.tsx`.
 */
export const metadata: Metadata = siteMetadata(languages[0]!);

export const viewport: Viewport = siteViewport;

export default function DefaultLanguageLayout({ children }: { children: ReactNode }) {
  return <SiteDocument tag={languages[0]!}>{children}</SiteDocument>;
}
