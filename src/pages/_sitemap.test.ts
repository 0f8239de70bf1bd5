/**
 * The sitemap and robots.txt endpoints (src/pages/sitemap.xml.ts, robots.txt.ts). The `_` keeps this file out of
 * Astro's routes: every other .ts file under src/pages is an endpoint.
 */
import { describe, expect, it, vi } from 'vitest';
import { settings } from '@/config/public-settings';
import { languages } from '@/content';
import { pageVersions } from '@/i18n/paths';
import { builtNeeds } from '@/views/routes.server';
import { GET as robotsGET, robotsTxt } from './robots.txt';
import { GET, sitemapEntries, sitemapPaths, sitemapXml } from './sitemap.xml';

vi.mock('server-only', () => ({}));

const URL_ = 'https://venue.example';
const two = ['en-GB', 'fr'];
/** Every page, in the menu's order, of a site with news and events to come. */
const PAGES = ['/', '/venue', '/gallery', '/news', '/contact', '/whats-on'];
const everything = { news: true, events: true };

/** The endpoints take Astro's context; these read nothing of it. */
const text = async (response: Response | Promise<Response>) => (await response).text();
const context = {} as Parameters<typeof GET>[0];

describe('sitemap.xml', () => {
  it('writes each version of a page with its alternates, its change frequency and priority, one element a line', () => {
    // Two pages of out/sitemap.xml for a venue in two languages.
    expect(sitemapXml(sitemapEntries(['/', '/news'], two, URL_))).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...[
          ['/', '/fr'],
          ['/news', '/fr/news'],
        ].flatMap(([en, fr]) =>
          [en, fr].flatMap((loc) => [
            '<url>',
            `<loc>${URL_}${loc}</loc>`,
            `<xhtml:link rel="alternate" hreflang="en-GB" href="${URL_}${en}" />`,
            `<xhtml:link rel="alternate" hreflang="fr" href="${URL_}${fr}" />`,
            `<xhtml:link rel="alternate" hreflang="x-default" href="${URL_}${en}" />`,
            `<changefreq>${en === '/news' ? 'weekly' : 'monthly'}</changefreq>`,
            `<priority>${en === '/' ? '1' : '0.7'}</priority>`,
            '</url>',
          ]),
        ),
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('has no alternates, nor their namespace, for a venue with one language', () => {
    const xml = sitemapXml(sitemapEntries(sitemapPaths(everything), ['en-GB'], URL_));
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n');
    expect(xml).not.toContain('xhtml');
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual(
      PAGES.map((path) => `${URL_}${path}`),
    );
  });

  it("lists What's on only while something is coming, and never the 404 page or the editor", () => {
    expect(sitemapPaths(everything)).toEqual(PAGES);
    expect(sitemapPaths({ news: true, events: false })).toEqual(PAGES.filter((path) => path !== '/whats-on'));
  });

  it('lists the news page only where the site has news, and each of the venue’s own posts in every language', () => {
    expect(sitemapPaths({ news: false, events: true })).toEqual(PAGES.filter((path) => path !== '/news'));
    const news = { news: true, events: false };
    expect(sitemapPaths(news, ['spring', 'winter']).slice(-2)).toEqual(['/news/spring', '/news/winter']);
    // Ten posts fill two pages of the news (src/shared/news-pages.ts): the older one is listed, and changes weekly.
    const ten = Array.from({ length: 10 }, (_, index) => `post-${index}`);
    expect(sitemapPaths(news, ten).slice(-2)).toEqual(['/news/post-9', '/news/page/2']);
    expect(
      sitemapEntries(['/news/page/2', '/news/post-9'], ['en-GB'], URL_).map((entry) => entry.changeFrequency),
    ).toEqual(['weekly', 'monthly']);
    const xml = sitemapXml(sitemapEntries(['/news/spring'], two, URL_));
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${URL_}/news/spring`,
      `${URL_}/fr/news/spring`,
    ]);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${URL_}/fr/news/spring" />`);
  });

  it('escapes what XML reserves in an address', () => {
    // A plain origin and page path has none of these, so only such an address changes.
    const entry = { url: 'https://x.example/?a=1&b=2', changeFrequency: 'monthly', priority: 1 } as const;
    expect(sitemapXml([entry])).toContain('<loc>https://x.example/?a=1&amp;b=2</loc>');
  });

  it("lists every language's version of every page of this build, each with every language's as alternates", async () => {
    const xml = await text(GET(context));
    const urls = [...xml.matchAll(/<url>\n<loc>([^<]+)<\/loc>\n((?:<xhtml:link [^\n]+\n)*)/g)];
    // The demo venue's news is its sample blog's: no post has a page of its own.
    const pages = sitemapPaths(builtNeeds);
    expect(urls.map((match) => match[1])).toEqual(
      pages.flatMap((path) => pageVersions(path, languages).map((version) => `${settings.siteUrl}${version.path}`)),
    );
    for (const [, loc, links] of urls) {
      const page = pages.find((path) =>
        pageVersions(path, languages).some((v) => `${settings.siteUrl}${v.path}` === loc),
      )!;
      const versions = pageVersions(page, languages);
      const expected =
        languages.length < 2
          ? []
          : [
              ...versions.map((v) => [v.tag, `${settings.siteUrl}${v.path}`]),
              ['x-default', `${settings.siteUrl}${versions[0]!.path}`],
            ];
      expect([...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]])).toEqual(expected);
    }
    expect(xml).not.toContain('/admin');
  });
});

describe('robots.txt', () => {
  it('lets every crawler read every page, and points to the host and the sitemap', async () => {
    expect(robotsTxt(URL_)).toBe(`User-Agent: *\nAllow: /\n\nHost: ${URL_}\nSitemap: ${URL_}/sitemap.xml\n`);
    expect(await text(robotsGET(context))).toBe(robotsTxt(settings.siteUrl));
  });
});
