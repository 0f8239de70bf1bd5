import type { APIRoute } from 'astro';
import { site } from '@/config/site';
import { content, languages } from '@/content';
import { NEWS_PATH, WHATS_ON_PATH } from '@/content/schema';
import { hasWhatsOn } from '@/features/events/coming.server';
import { hasNews, newsSource } from '@/features/news/source.server';
import { languageAlternates, pageVersions } from '@/i18n/paths';
import { newsPageCount, newsPagePath } from '@/shared/news-pages';

/**
 * Every page a visitor can land on; the 404 page is not one, nor What's on while nothing is coming, nor the news page
 * of a site without news. `posts`: the slugs of the venue's own posts (promises §14), each a page.
 */
export const sitemapPaths = (whatsOn: boolean, news = true, posts: readonly string[] = []): string[] => [
  '/',
  '/venue',
  '/gallery',
  ...(news ? [NEWS_PATH] : []),
  '/contact',
  ...(whatsOn ? [WHATS_ON_PATH] : []),
  ...posts.map((slug) => `${NEWS_PATH}/${slug}`),
  // The older pages of the venue's own news (src/shared/news-pages.ts): /news/page/2 on.
  ...Array.from({ length: newsPageCount(posts.length) - 1 }, (_, older) => newsPagePath(older + 2)),
];

/** The slugs of the posts with a page of their own: the venue's own news, none while the news is a blog's. */
const postSlugs = (): string[] => (newsSource === 'content' ? (content.newsPosts ?? []).map((post) => post.slug) : []);

/** The pages whose list moves as posts and events come: the news pages and What's on. */
const weekly = (path: string): boolean =>
  path === NEWS_PATH || path.startsWith(`${NEWS_PATH}/page/`) || path === WHATS_ON_PATH;

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  url: string;
  changeFrequency: 'weekly' | 'monthly';
  priority: number;
  /** hreflang → absolute URL, `x-default` last; absent for a venue with one language. */
  alternates?: Record<string, string>;
}

/** Every language's version of every page, each with the same alternates as its head (promises §10). */
export function sitemapEntries(paths: readonly string[], tags: readonly string[], siteUrl: string): SitemapEntry[] {
  return paths.flatMap((path) => {
    const alternates = languageAlternates(path, tags, siteUrl);
    return pageVersions(path, tags).map((version) => ({
      url: `${siteUrl}${version.path}`,
      changeFrequency: weekly(path) ? ('weekly' as const) : ('monthly' as const),
      priority: path === '/' ? 1 : 0.7,
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
 * The sitemap as Next's metadata route wrote it before the move, byte for byte (one element a line, `xmlns:xhtml`
 * only when some entry has alternates), so that the move to Astro changes nothing a crawler or a test reads.
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
  new Response(sitemapXml(sitemapEntries(sitemapPaths(hasWhatsOn, hasNews, postSlugs()), languages, site.url)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
