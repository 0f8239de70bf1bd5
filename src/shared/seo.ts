import type { Metadata } from 'next';
import { site } from '@/config/site';

/** The picture shared with every page (made from the hero; see CREDITS.md). */
export const shareImage = { url: '/og.png', width: 1200, height: 630, alt: `${site.name} at dusk, its mill windows lit` };

/**
 * A page's title, description, canonical link and social cards. Next.js replaces (does not merge) a parent's
 * `openGraph` and `twitter`, so every page states them in full through here.
 */
export function pageMetadata({ title, description, path, absoluteTitle }: { title: string; description: string; path: string; absoluteTitle?: boolean }): Metadata {
  const shareTitle = absoluteTitle ? title : `${title} · ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: site.name, locale: 'en_GB', url: path, title: shareTitle, description, images: [shareImage] },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images: [shareImage.url] },
  };
}
