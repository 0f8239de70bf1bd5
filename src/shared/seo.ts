import type { Metadata } from 'next';
import { content } from '@/content';
import { contentFileUrl } from '@/content/present';

const { site } = content;

/** The picture shared with every page, from the venue's content folder. */
export const shareImage = {
  url: contentFileUrl(site.shareImage.src),
  width: 1200,
  height: 630,
  alt: site.shareImage.alt,
};

/** The locale Open Graph wants ("en_GB") from the page language ("en-GB"). */
export const ogLocale = site.language.replace('-', '_');

/**
 * A page's title, description, canonical link and social cards. Next.js replaces (does not merge) a parent's
 * `openGraph` and `twitter`, so every page states them in full through here.
 */
export function pageMetadata({
  title,
  description,
  path,
  absoluteTitle,
}: {
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  const shareTitle = absoluteTitle ? title : `${title} · ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: site.name,
      locale: ogLocale,
      url: path,
      title: shareTitle,
      description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images: [shareImage.url] },
  };
}
