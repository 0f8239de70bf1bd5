import { test, expect } from './support/fixtures';
import { pages } from './support/pages';
import { venue } from '../support/venue';
import { contentFileUrl } from '../../src/content/present';
import { ANY_SCREEN } from './support/screens';

test.describe('search and sharing', () => {
  test('every page has its own title, description, canonical link and social cards', ANY_SCREEN, async ({ page }) => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const target of pages) {
      await page.goto(target.path);
      const title = await page.title();
      expect(title).toContain(venue.site.name);
      titles.add(title);
      const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
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
      expect(new URL(image!).pathname).toBe(contentFileUrl(venue.site.shareImage.src));
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/^https?:\/\//);
      // The tab's icon travels inside the page (src/shared/site-icon.ts): no request of its own on the first screen.
      const icons = await page
        .locator('link[rel~="icon"]')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')));
      expect(icons).toHaveLength(1);
      expect(decodeURIComponent(icons[0] ?? '')).toMatch(/^data:image\/svg\+xml,<svg [^]*<\/svg>$/);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
    const og = await page.request.get(contentFileUrl(venue.site.shareImage.src));
    expect(og.status()).toBe(200);
    expect(og.headers()['content-type']).toMatch(/^image\//);
    // For whatever asks for /favicon.ico by itself: an icon, not a 404.
    const ico = await page.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect(ico.headers()['content-type']).toBe('image/x-icon');
    expect((await ico.body()).readUInt16LE(2), 'ICO type').toBe(1);
  });

  test('sitemap.xml lists every page and robots.txt points to it', ANY_SCREEN, async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const target of pages) {
      expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${target.path === '/' ? '/' : target.path}</loc>`));
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/User-Agent: \*/i);
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
  });

  test('the venue is described in schema.org JSON-LD as an EventVenue', ANY_SCREEN, async ({ page }) => {
    await page.goto('/');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
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
    await expect(page.locator('section.hero')).toContainText(String(data.maximumAttendeeCapacity));
  });
});
