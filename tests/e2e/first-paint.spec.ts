import { test, expect } from './support/fixtures';
import { fontLog } from './support/page-watch';
import { readDownToTheBlog } from './support/visitor';
import { ANY_SCREEN } from './support/screens';

/**
 * What stands between a phone and the first sight of a page (issue 7): only the HTML, which carries its stylesheets
 * (astro.config.mjs: inlineStylesheets), and the two small preloaded font faces. The islands' scripts are asked for
 * after the first paint (integration/directives/), and the faces for rarer characters only by a page that shows one
 * (integration/subset-fonts.mjs).
 */

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
            link: 'https://blog.example/smorgasbord/',
            // å: a letter of none of the site's dictionaries' languages, so not in the preloaded core face.
            title: { rendered: 'Sm&ouml;rg&aring;sbord Evenings in the Loom Loft' },
            excerpt: { rendered: '<p>Coffee.</p>' },
          },
        ]),
      });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(
      fonts.some((name) => name.startsWith('fraunces-more')),
      'more face before the blog came near',
    ).toBe(false);
    await readDownToTheBlog(page);
    await expect(page.locator('#news1 h3')).toHaveText('Smörgåsbord Evenings in the Loom Loft');
    await expect.poll(() => fonts.filter((name) => name.startsWith('fraunces-more'))).toHaveLength(1);
  },
);
