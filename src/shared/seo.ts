import type { Metadata } from 'next';
import { settings } from '@/config/site';
import { contentIn, languages } from '@/content';
import { contentFileUrl } from '@/content/present';
import { languageAlternates, localPath } from '@/i18n/paths';

/** The picture shared with every page, from the venue's content folder; its `alt` in the page's language. */
export function shareImageIn(tag: string) {
  const { shareImage } = contentIn(tag).site;
  return { url: contentFileUrl(shareImage.src), width: 1200, height: 630, alt: shareImage.alt };
}

/**
 * The locale Open Graph wants, language_TERRITORY ("en_GB"), from a language tag: "en-GB" as it is, and a tag
 * without a region ("fr") with the region its language most likely means ("fr_FR").
 */
export function ogLocaleOf(tag: string): string {
  try {
    const locale = new Intl.Locale(tag);
    const region = locale.region ?? locale.maximize().region;
    return region ? `${locale.language}_${region}` : locale.language;
  } catch {
    return tag.replace('-', '_');
  }
}

/** Open Graph's locale of a page in `tag`, and the venue's other languages as its alternates (contract §10). */
export function ogLocales(tag: string): { locale: string; alternateLocale?: string[] } {
  const others = languages.filter((other) => other !== tag).map(ogLocaleOf);
  return { locale: ogLocaleOf(tag), ...(others.length > 0 ? { alternateLocale: others } : {}) };
}

/**
 * A page's title, description, canonical link, language alternates and social cards, in language `tag`; `path` is
 * the page's address in the default language (`/venue`). Next.js replaces (does not merge) a parent's `openGraph`
 * and `twitter`, so every page states them in full through here.
 */
export function pageMetadata({
  tag,
  title,
  description,
  path,
  absoluteTitle,
}: {
  tag: string;
  title: string;
  description: string;
  path: string;
  absoluteTitle?: boolean;
}): Metadata {
  const { site } = contentIn(tag);
  const shareImage = shareImageIn(tag);
  const shareTitle = absoluteTitle ? title : `${title} · ${site.name}`;
  const own = localPath(path, tag, languages);
  const alternateLanguages = languageAlternates(path, languages, settings.siteUrl);
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    alternates: { canonical: own, ...(alternateLanguages ? { languages: alternateLanguages } : {}) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      ...ogLocales(tag),
      url: own,
      title: shareTitle,
      description,
      images: [shareImage],
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, images: [shareImage.url] },
  };
}
