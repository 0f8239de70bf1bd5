import type { MetadataRoute } from 'next';
import { site } from '@/config/site';

export const dynamic = 'force-static';

/** Every page a visitor can land on; the 404 page is not one. */
const sitemapPaths = ['/', '/venue', '/gallery', '/news', '/contact'] as const;

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPaths.map((path) => ({
    url: `${site.url}${path === '/' ? '/' : path}`,
    changeFrequency: path === '/news' ? 'weekly' : 'monthly',
    priority: path === '/' ? 1 : 0.7,
  }));
}
