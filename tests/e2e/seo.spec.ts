import type { APIRequestContext } from '@playwright/test';
import { JSDOM, VirtualConsole } from 'jsdom';
import { test, expect } from './support/fixtures';
import { pages } from './support/pages';
import { venue } from '../support/venue';
import { ANY_SCREEN } from './support/screens';

/**
 * What search engines and link previews read: the HTML as served, before any script (most of them run none), so
 * these tests read it as they do, without a browser page.
 */
async function served(request: APIRequestContext, path: string): Promise<Document> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  // A console of its own: jsdom's CSS parser does not know `@container` and would say so on the test's output.
  return new JSDOM(await response.text(), { virtualConsole: new VirtualConsole() }).window.document;
}

/** A JPEG's width and height, from its frame header (SOF0, or SOF2 when progressive), found segment by segment. */
function jpegSize(bytes: Buffer): [number, number] {
  for (let at = 2; at + 9 < bytes.length; at += 2 + bytes.readUInt16BE(at + 2)) {
    if (bytes[at + 1] === 0xc0 || bytes[at + 1] === 0xc2)
      return [bytes.readUInt16BE(at + 7), bytes.readUInt16BE(at + 5)];
  }
  return [0, 0];
}

test.describe('search and sharing', () => {
  test(
    'every page has its own title, description, canonical link and social cards',
    ANY_SCREEN,
    async ({ request }) => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const target of pages) {
        const page = await served(request, target.path);
        const title = page.title;
        expect(title).toContain(venue.site.name);
        titles.add(title);
        const meta = async (selector: string) => page.querySelector(selector)?.getAttribute('content') ?? null;
        const description = await meta('meta[name="description"]');
        expect(description?.length ?? 0).toBeGreaterThan(40);
        descriptions.add(description!);
        expect(await meta('meta[property="og:title"]')).toBeTruthy();
        expect(await meta('meta[property="og:description"]')).toBe(description);
        expect(await meta('meta[property="og:url"]')).toMatch(
          target.path === '/' ? /^https?:\/\/[^/]+\/?$/ : new RegExp(`${target.path}$`),
        );
        const image = await meta('meta[property="og:image"]');
        expect(image).toMatch(/^https?:\/\/[^/]+\//);
        // Cut 1200 × 630 from the photo site.yaml names, by the photo step, at the address the content loader gives.
        expect(new URL(image!).pathname).toBe(venue.site.shareImage.url);
        expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
        expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/^https?:\/\//);
        // The tab's icon travels inside the page (src/shared/site-icon.ts): no request of its own on the first screen.
        const icons = [...page.querySelectorAll('link[rel~="icon"]')].map((l) => l.getAttribute('href'));
        expect(icons).toHaveLength(1);
        expect(decodeURIComponent(icons[0] ?? '')).toMatch(/^data:image\/svg\+xml,<svg [^]*<\/svg>$/);
        // The home screen's icon of iPhones and iPads, drawn from the venue's at build.
        // From the root, so that any address serving the site (a preview's port too) loads it under its policy.
        expect(page.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('/apple-touch-icon.png');
      }
      expect(titles.size).toBe(pages.length);
      expect(descriptions.size).toBe(pages.length);
      const og = await request.get(venue.site.shareImage.url);
      expect(og.status()).toBe(200);
      expect(og.headers()['content-type']).toBe('image/jpeg');
      expect(jpegSize(await og.body())).toEqual([1200, 630]);
      const touch = await request.get('/apple-touch-icon.png');
      expect(touch.status()).toBe(200);
      expect(touch.headers()['content-type']).toBe('image/png');
      expect([(await touch.body()).readUInt32BE(16), (await touch.body()).readUInt32BE(20)]).toEqual([180, 180]);
      // For whatever asks for /favicon.ico by itself: an icon, not a 404.
      const ico = await request.get('/favicon.ico');
      expect(ico.status()).toBe(200);
      expect(ico.headers()['content-type']).toBe('image/x-icon');
      expect((await ico.body()).readUInt16LE(2), 'ICO type').toBe(1);
    },
  );

  test('sitemap.xml lists every page and robots.txt points to it', ANY_SCREEN, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const target of pages) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${target.path === '/' ? '/' : target.path}</loc>`));
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('the venue is described in schema.org JSON-LD as an EventVenue', ANY_SCREEN, async ({ request }) => {
    const page = await served(request, '/');
    const data = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data['@type']).toBe('EventVenue');
    expect(data.name).toBe(venue.site.name);
    expect(data.maximumAttendeeCapacity).toBe(venue.totals.mostGuests);
    expect(data.address['@type']).toBe('PostalAddress');
    expect(data.address.streetAddress).toBeTruthy();
    expect(data.address.postalCode).toBeTruthy();
    expect(data.maximumAttendeeCapacity).toBeGreaterThan(0);
    expect(data.openingHoursSpecification.length).toBeGreaterThan(0);
    expect(data.openingHoursSpecification[0]).toMatchObject({
      '@type': 'OpeningHoursSpecification',
      opens: expect.stringMatching(/^\d\d:\d\d$/),
    });
    // The page says the same capacity the data does.
    expect(page.querySelector('section.hero')?.textContent).toContain(String(data.maximumAttendeeCapacity));
  });
});
