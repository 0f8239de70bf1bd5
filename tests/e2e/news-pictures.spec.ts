import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { createServer } from '../../server/index.mjs';
import { test, expect } from './support/fixtures';
import { allowFailedRequests } from './support/forms';
import { readDownToTheBlog, scrollToSection } from './support/visitor';

/**
 * News with pictures (promises §9) and blogs as they are in the wild, on the built site. The sample
 * blog gives featured images in WordPress's sizes; a second preview server, started here over the same
 * `out/`, plays a blog with plain permalinks or a locked REST API (SAMPLE_BLOG_MODE).
 */

const POSTS = '**/wp-json/wp/v2/posts**';

const wpPost = (id: number, title: string, media?: unknown) => ({
  id,
  date: '2026-05-02T12:00:00',
  link: `https://blog.example/post-${id}/`,
  title: { rendered: title },
  excerpt: { rendered: '' },
  ...(media === undefined ? {} : { _embedded: { 'wp:featuredmedia': [media] } }),
});

/** Serves the built site with the sample blog in the given mode, on a free port; stopped after the test. */
async function siteWithBlog(mode: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const server = (await createServer({ env: { SAMPLE_BLOG_MODE: mode } })) as Server;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Every picture in `scope` has loaded (complete, with pixels). */
async function expectLoaded(page: Page, selector: string) {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .evaluateAll((imgs) => (imgs as HTMLImageElement[]).every((i) => i.complete && i.naturalWidth > 0)),
    )
    .toBe(true);
}

test.describe('news with pictures', () => {
  test('the news cards show their featured images from the build: srcset, alt, size, lazy; a post without one shows none', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/news')).text();
    expect(html.match(/<div class="card-media"><img /g)?.length).toBe(8);
    expect(html).toMatch(
      /<img src="\/wp-content\/uploads\/2026\/03\/spring-open-evening-photo-768x512\.svg" srcSet="[^"]+ 300w, [^"]+ 768w, [^"]+ 1024w, [^"]+ 1536w"/,
    );

    await page.goto('/news');
    const cards = page.locator('.news-grid article.card');
    await expect(cards).toHaveCount(9);
    const first = cards.first().locator('.card-media img');
    await expect(first).toHaveAttribute('alt', 'Candlelight through the arched windows of the Mill Hall');
    await expect(first).toHaveAttribute('width', '1536');
    await expect(first).toHaveAttribute('height', '1024');
    await expect(first).toHaveAttribute('loading', 'lazy');
    await expect(first).toHaveAttribute('sizes', /100vw/);
    const dates = cards.filter({ hasText: '2027 Dates Are Open' });
    await expect(dates).toHaveCount(1);
    await expect(dates.locator('img')).toHaveCount(0);
    // A picture whose media entry has no alt text is shown as decoration: alt="", still with its size.
    const silent = cards.filter({ hasText: 'Northern Cycle Co.' }).locator('img');
    await expect(silent).toHaveAttribute('alt', '');
    await expect(silent).toHaveAttribute('height', '1024');
    await scrollToSection(page, '.news-grid');
    await first.scrollIntoViewIfNeeded();
    await expectLoaded(page, '.news-grid article.card:first-child img');
    const box = await first.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1.5, 1);
  });

  test('a media entry without sizes is shown from its full file, with its width and height', async ({ page }) => {
    await page.goto('/news');
    const lift = page.locator('.news-grid article.card', { hasText: 'A Lift to the Gallery' });
    // The ninth post is on the second page of the sample blog: load it.
    if ((await lift.count()) === 0) await page.getByRole('button', { name: 'Show older posts' }).click();
    const img = lift.locator('img');
    await expect(img).toHaveAttribute('src', /\/accessibility-improvements-photo\.svg$/);
    await expect(img).toHaveAttribute('srcset', /accessibility-improvements-photo\.svg 1536w$/);
    await expect(img).toHaveAttribute('width', '1536');
  });

  test('the home page’s news blocks show the pictures, title and date as before', async ({ page }) => {
    await page.goto('/');
    await readDownToTheBlog(page);
    for (const n of [1, 2, 3]) {
      const block = page.locator(`#news${n}`);
      await expect(block.locator('.news-block-media img')).toHaveAttribute('srcset', / 300w, .* 1536w$/);
      await expect(block.locator('.news-block-media img')).toHaveAttribute('loading', 'lazy');
    }
    await expect(page.locator('#news1 h3')).toHaveText('Spring Open Evening – Walk the Mill Hall by Candlelight');
    await page.locator('#news1').scrollIntoViewIfNeeded();
    await expectLoaded(page, '#news1 img');
  });

  test('a javascript: or other non-http(s) picture is never rendered; the post still is', async ({ page }) => {
    const hostile = (url: string) => ({
      media_type: 'image',
      alt_text: 'x',
      source_url: url,
      media_details: { width: 600, height: 400, sizes: { medium: { source_url: url, width: 300, height: 200 } } },
    });
    await page.route(POSTS, (route) =>
      route.fulfill({
        json: [
          wpPost(401, 'Script Picture', hostile('javascript:alert(1)')),
          wpPost(402, 'Data Picture', hostile('data:image/svg+xml,<svg onload=alert(1)>')),
          wpPost(403, 'No Sizes, No Size', {
            media_type: 'image',
            source_url: 'https://blog.example/a.jpg',
            media_details: {},
          }),
        ],
        headers: { 'X-WP-TotalPages': '1' },
      }),
    );
    await page.goto('/news');
    const cards = page.locator('.news-grid article.card');
    await expect(cards).toHaveCount(3);
    await expect(cards.first().locator('h3')).toHaveText('Script Picture');
    await expect(page.locator('.news-grid img')).toHaveCount(0);
    const markup = await page.locator('.news-grid').innerHTML();
    expect(markup).not.toMatch(/javascript:|data:image/);
    await expect(page.getByRole('button', { name: 'Show older posts' })).toHaveCount(0);
  });

  test('older posts load on demand from the blog’s next page, focus on the first of them', async ({ page }) => {
    await page.goto('/news');
    const cards = page.locator('.news-grid article.card');
    await expect(cards).toHaveCount(9);
    const more = page.getByRole('button', { name: 'Show older posts' });
    const asked = page.waitForRequest((r) => r.url().includes('/wp/v2/posts') && r.url().includes('page=2'));
    await more.click();
    await asked;
    await expect(cards).toHaveCount(13);
    await expect(cards.nth(9).locator('h3 a')).toBeFocused();
    await expect(more).toHaveCount(0);
    const titles = await cards.locator('h3').allTextContents();
    expect(new Set(titles).size).toBe(13);
  });

  test('older posts that fail to load say so, log it, and can be asked again', async ({ page, errorGuard }) => {
    allowFailedRequests(errorGuard);
    errorGuard.allow(/^\[foyer\] The blog could not be read \(posts, page 2\)/);
    let fail = true;
    await page.route(POSTS, (route) =>
      fail && route.request().url().includes('page=2')
        ? route.fulfill({ status: 503, body: 'busy' })
        : route.fallback(),
    );
    await page.goto('/news');
    await page.getByRole('button', { name: 'Show older posts' }).click();
    await expect(page.locator('.news-more-status')).toHaveText(
      'The older posts could not be loaded. Please try again in a moment.',
    );
    fail = false;
    await page.getByRole('button', { name: 'Show older posts' }).click();
    await expect(page.locator('.news-grid article.card')).toHaveCount(13);
  });
});

test.describe('blogs in the wild', () => {
  test('plain permalinks: /wp-json/ answers 404, the browser finds ?rest_route= and shows the blog’s posts', async ({
    page,
    errorGuard,
  }) => {
    allowFailedRequests(errorGuard);
    const site = await siteWithBlog('plain');
    try {
      const restRoute = page.waitForResponse((r) => r.url().includes('/?rest_route=/wp/v2/posts&per_page=9') && r.ok());
      await page.goto(`${site.origin}/news`);
      await restRoute;
      await expect(page.locator('.news-grid article.card')).toHaveCount(9);
      await page.getByRole('button', { name: 'Show older posts' }).click();
      await expect(page.locator('.news-grid article.card')).toHaveCount(13);
      expect((await page.request.get(`${site.origin}/wp-json/wp/v2/posts`)).status()).toBe(404);
    } finally {
      await site.close();
    }
  });

  for (const [mode, code] of [
    ['locked', 'rest_login_required'],
    ['locked-plugin', 'rest_cannot_access'],
  ] as const) {
    test(`a locked REST API (${code}): the built posts stay, the console names the cause and the fix`, async ({
      page,
      errorGuard,
    }) => {
      allowFailedRequests(errorGuard);
      errorGuard.allow(/^\[foyer\] The blog could not be read/);
      const site = await siteWithBlog(mode);
      try {
        const logged = page.waitForEvent(
          'console',
          (m) => m.type() === 'error' && m.text().startsWith('[foyer] The blog could not be read'),
        );
        await page.goto(`${site.origin}/news`);
        const text = (await logged).text();
        expect(text).toContain(`401 ${code}`);
        expect(text).toContain('Allow public read access to /wp/v2/posts');
        await expect(page.locator('.news-grid article.card')).toHaveCount(9);
      } finally {
        await site.close();
      }
    });
  }
});
