import type { Page } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { pages } from './support/pages';
import { readDownToTheBlog } from './support/visitor';
import { ANY_SCREEN, onPhonesOnlyFor } from './support/screens';

/**
 * What stands between a phone and the first sight of a page (issue 7): only the HTML, which carries its stylesheets
 * (scripts/inline-css.mjs), and the two small preloaded font faces. The scripts are asked for once the page has
 * painted (scripts/hydrate-after-paint.mjs), and the faces for rarer characters only by a page that shows one
 * (scripts/subset-fonts.mjs).
 */

/** Every .woff2 the page asks for, by file name. */
function fontLog(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.woff2')) fonts.push(url.pathname.split('/').pop() ?? '');
  });
  return fonts;
}

// One load per page checks all of it: the suite's time is mostly page loads.
for (const target of pages) {
  test(
    `${target.name}: painted before any script is asked for, in the two core faces fetched once each, then hydrated`,
    onPhonesOnlyFor(target.name, ['home']),
    async ({ page }) => {
      const fonts = fontLog(page);
      await page.goto(target.path);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready);
      expect(fonts.map((name) => name.replace(/[-.].*$/, '')).sort()).toEqual(['fraunces_core', 'inter_core']);
      // Drawn in the site's faces, not a fallback.
      expect(
        await page.evaluate(
          () => document.fonts.check('400 40px displayCore') && document.fonts.check('400 16px textCore'),
        ),
      ).toBe(true);
      const timing = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        const chunks = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
        return { fcp, chunks };
      });
      expect(timing.fcp, 'first contentful paint').not.toBeNull();
      expect(timing.chunks.length, 'scripts loaded').toBeGreaterThan(3);
      for (const chunk of timing.chunks)
        expect(chunk.startTime, `${chunk.name} asked for before the first paint`).toBeGreaterThanOrEqual(
          timing.fcp ?? Infinity,
        );
      // Hydrated: the menu button answers.
      const trigger = page.locator('button.nav-trigger');
      await trigger.click();
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('body')).toHaveClass(/nav-open/);
      // The page's own stylesheets came in its HTML: none was fetched, before or after React took over, and React
      // did not add a second, enabled copy of any.
      const sheets = await page.evaluate(() => {
        const inlined = [...document.querySelectorAll('style[data-inlined-from]')].map((style) =>
          style.getAttribute('data-inlined-from'),
        );
        const fetched = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
        const enabled = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')].map(
          (link) => new URL(link.href).pathname,
        );
        return { inlined, fetched, enabled };
      });
      expect(sheets.inlined.length, 'stylesheets in the HTML').toBeGreaterThan(0);
      for (const href of sheets.inlined) {
        expect(sheets.fetched, `${href} fetched`).not.toContain(href);
        expect(sheets.enabled, `${href} linked again`).not.toContain(href);
      }
    },
  );
}

test(
  'a blog title with a letter outside the core brings in the display face that has it',
  ANY_SCREEN,
  async ({ page }) => {
    const fonts = fontLog(page);
    await page.route('**/wp-json/wp/v2/posts**', async (route) => {
      if (!new URL(route.request().url()).pathname.replace(/\/$/, '').endsWith('/posts')) return route.fallback();
      await route.fulfill({
        contentType: 'application/json; charset=UTF-8',
        body: JSON.stringify([
          {
            id: 401,
            date: '2026-06-01T19:00:00',
            link: 'https://blog.example/manana/',
            title: { rendered: 'Ma&ntilde;ana Evenings in the Loom Loft' },
            excerpt: { rendered: '<p>Coffee.</p>' },
          },
        ]),
      });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      fonts.some((name) => name.startsWith('fraunces_more')),
      'more face before the blog came near',
    ).toBe(false);
    await readDownToTheBlog(page);
    await expect(page.locator('#news1 h3')).toHaveText('Mañana Evenings in the Loom Loft');
    await expect.poll(() => fonts.filter((name) => name.startsWith('fraunces_more'))).toHaveLength(1);
  },
);
