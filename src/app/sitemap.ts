import type { MetadataRoute } from 'next';
import { site } from '@/config/site';
import { languages } from '@/content';
import { WHATS_ON_PATH } from '@/content/schema';
import { hasWhatsOn } from '@/features/events/coming.server';
import { languageAlternates, pageVersions } from '@/i18n/paths';

export const dynamic = 'force-static';

/** Every page a visitor can land on; the 404 page is not one, nor What's on while nothing is coming. */
const sitemapPaths = ['/', '/venue', '/gallery', '/news', '/contact', ...(hasWhatsOn ? [WHATS_ON_PATH] : [])];

/** Every language's version of every page, each with the same alternates as its head (contract §10). */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths.flatMap((path) => {
    const alternates = languageAlternates(path, languages, site.url);
    return pageVersions(path, languages).map((version) => ({
      url: `${site.url}${version.path}`,
      changeFrequency: path === '/news' || path === WHATS_ON_PATH ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
      ...(alternates ? { alternates: { languages: alternates } } : {}),
    }));
  });
}
