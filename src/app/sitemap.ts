import type { MetadataRoute } from 'next';
import { site } from '@/config/site';
import { WHATS_ON_PATH } from '@/content/schema';
import { hasWhatsOn } from '@/features/events/coming.server';

export const dynamic = 'force-static';

/** Every page a visitor can land on; the 404 page is not one, nor What's on while nothing is coming. */
const sitemapPaths = ['/', '/venue', '/gallery', '/news', '/contact', ...(hasWhatsOn ? [WHATS_ON_PATH] : [])];

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths.map((path) => ({
    url: `${site.url}${path === '/' ? '/' : path}`,
    changeFrequency: path === '/news' || path === WHATS_ON_PATH ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
