import type { APIRoute } from 'astro';
import { settings } from '@/config/public-settings';
import { content, languages } from '@/content';
import { newsSource } from '@/features/news/source.server';
import { languageAlternates, pageVersions } from '@/i18n/paths';
import { newsPageCount } from '@/shared/news-pages';
import { newsPagePath, newsPostPath, routeOf, ROUTES, type PageNeeds } from '@/shared/routes';
import { builtNeeds, isBuilt } from '@/views/routes.server';

/**
 * Every page a visitor can land on, in the route table's order (src/shared/routes.ts): those the build makes with
 * what it `has` (no What's on while nothing is coming, no news page on a site without news), then each of the
 * venue's own posts (`posts`, their slugs; promises §14) and the older pages of its news. The 404 page is not one.
 */
export const sitemapPaths = (has: Readonly<Record<PageNeeds, boolean>>, posts: readonly string[] = []): string[] => [
  ...Object.values(ROUTES)
    .filter((route) => !route.path.includes('[') && isBuilt(route, has))
    .map((route) => route.path),
  ...posts.map(newsPostPath),
  ...Array.from({ length: newsPageCount(posts.length) - 1 }, (_, older) => newsPagePath(older + 2)),
];

/** The slugs of the posts with a page of their own: the venue's own news, none while the news is a blog's. */
const postSlugs = (): string[] => (newsSource === 'content' ? (content.newsPosts ?? []).map((post) => post.slug) : []);

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
  /** hreflang → absolute URL, `x-default` last; absent for a venue with one language. */
  alternates?: Record<string, string>;
}

/**
 * Every language's version of every page, each with the same alternates as its head (promises §10). A sitemap's
 * addresses are absolute: where the build knows no address, it lists none.
 */
export function sitemapEntries(paths: readonly string[], tags: readonly string[], siteUrl: string): SitemapEntry[] {
  if (!siteUrl) return [];
  return paths.flatMap((path) => {
    const alternates = languageAlternates(path, tags, siteUrl);
    return pageVersions(path, tags).map((version) => ({
      url: `${siteUrl}${version.path}`,
      changeFrequency: routeOf(path)?.changes ?? 'monthly',
      priority: routeOf(path)?.priority ?? 0.7,
      ...(alternates ? { alternates } : {}),
    }));
  });
}

/** A URL inside the XML: the five characters XML reserves escaped (a plain origin and path has none of them). */
const xmlText = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap's XML: one element a line, each `<url>` with its alternates before its `changefreq` and `priority`,
 * and the `xhtml` namespace declared only when some entry has alternates (a venue with one language has none).
 */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const hasAlternates = entries.some((entry) => Object.keys(entry.alternates ?? {}).length > 0);
  let xml = '<?xml version="1.0" encoding="UTF-8"?>\n';
  xml += '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  xml += hasAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' : '>\n';
  for (const entry of entries) {
    xml += '<url>\n';
    xml += `<loc>${xmlText(entry.url)}</loc>\n`;
    for (const [hreflang, href] of Object.entries(entry.alternates ?? {})) {
      xml += `<xhtml:link rel="alternate" hreflang="${xmlText(hreflang)}" href="${xmlText(href)}" />\n`;
    }
    xml += `<changefreq>${entry.changeFrequency}</changefreq>\n`;
    xml += `<priority>${entry.priority}</priority>\n`;
    xml += '</url>\n';
  }
  xml += '</urlset>\n';
  return xml;
}

export const GET: APIRoute = () =>
  new Response(sitemapXml(sitemapEntries(sitemapPaths(builtNeeds, postSlugs()), languages, settings.siteUrl)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
