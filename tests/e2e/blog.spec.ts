import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { readDownToTheBlog, scrollToSection } from './support/visitor';

/**
 * The blog on the site (promises §5). `npm start` runs in local mode, so the build-time HTML holds
 * the sample blog's posts; these tests fake the blog at its network boundary to see what the
 * browser's refresh does with each kind of answer.
 */

const POSTS = '**/wp-json/wp/v2/posts**';
const BLOG_FAILURE = /^\[foyer\] The blog could not be read/;

/** A post in WordPress's shape. */
const wpPost = (id: number, title: string, date: string, extra: Record<string, unknown> = {}) => ({
  id,
  date,
  link: `https://blog.example/post-${id}/`,
  title: { rendered: title },
  excerpt: { rendered: `<p>Excerpt of ${id} &amp; more.</p>\n` },
  ...extra,
});

const threePosts = [
  wpPost(301, 'Summer Ball &#8211; Tickets on Sale', '2026-06-01T23:50:00'),
  wpPost(302, 'Bride&#8217;s &#8220;First Look&#8221; at the Hall', '2026-05-20T00:05:00'),
  wpPost(303, 'Gin &amp; Jazz Night', '2026-05-02T12:00:00'),
];

type Answer = { status?: number; body: string; delayMs?: number; contentType?: string };

/**
 * Answers the list route and/or the feed post; anything else goes on to the sample blog.
 */
async function fakeBlog(page: Page, answers: { list?: Answer; feed?: Answer }) {
  await page.route(POSTS, async (route: Route) => {
    const path = new URL(route.request().url()).pathname.replace(/\/$/, '');
    const answer = path.endsWith('/posts') ? answers.list : path.endsWith('/posts/856') ? answers.feed : undefined;
    if (!answer) return route.fallback();
    if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
    await route.fulfill({
      status: answer.status ?? 200,
      contentType: answer.contentType ?? 'application/json; charset=UTF-8',
      body: answer.body,
    });
  });
}

const json = (value: unknown): Answer => ({ body: JSON.stringify(value) });

/** The sample blog's first posts as the build put them in the HTML. */
const builtTitles = [
  'Spring Open Evening – Walk the Mill Hall by Candlelight',
  'Meet Ash & Ember, Our New Kitchen Partner',
  'Real Wedding: Hannah & Joe’s “Long Table” Supper',
];

async function expectBuiltNews(page: Page) {
  for (const [i, title] of builtTitles.entries()) {
    const block = page.locator(`#news${i + 1}`);
    await expect(block).toBeVisible();
    await expect(block.locator('h3')).toHaveText(title);
  }
}

test.describe('news blocks on the home page', () => {
  test('are in the built HTML already: titles as text, long dates, links', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toMatch(
      /<article id="news1"[^>]*><p class="tagline"><time dateTime="2026-03-14">14 March 2026<\/time><\/p><h3[^>]*>Spring Open Evening – Walk/i,
    );
    expect(html).toContain('Meet Ash &amp; Ember, Our New Kitchen Partner');
    expect(html).not.toMatch(/<article id="news[123]"[^>]* hidden/);
    expect(html).toMatch(/<div id="ig_grid"[^>]*><figure/);
  });

  test('show the sample blog’s three latest posts with the local stand-in', async ({ page }) => {
    const answered = page.waitForResponse((r) => r.url().includes('/wp-json/wp/v2/posts?per_page=3') && r.ok());
    await page.goto('/');
    await readDownToTheBlog(page);
    await answered;
    await expectBuiltNews(page);
    await expect(page.locator('#news1 .tagline')).toHaveText('14 March 2026');
    await expect(page.locator('#news2 .tagline')).toHaveText('2 March 2026');
    const link = await page.locator('#news1 a').getAttribute('href');
    expect(link).toMatch(/\/blog\/spring-open-evening\/$/);
    const post = await page.request.get(link!);
    expect(post.status()).toBe(200);
  });

  test('take three posts from the blog: decoded text titles, the published date in any time zone, links', async ({
    browser,
    baseURL,
  }) => {
    // A visitor far west of the blog: a naive date would fall on the previous day.
    const context = await browser.newContext({ timezoneId: 'Pacific/Honolulu', baseURL });
    const page = await context.newPage();
    await fakeBlog(page, { list: json(threePosts) });
    await page.goto('/');
    await readDownToTheBlog(page);
    await expect(page.locator('#news1 h3')).toHaveText('Summer Ball – Tickets on Sale');
    await expect(page.locator('#news1 .tagline')).toHaveText('1 June 2026');
    await expect(page.locator('#news2 h3')).toHaveText('Bride’s “First Look” at the Hall');
    await expect(page.locator('#news2 .tagline')).toHaveText('20 May 2026');
    await expect(page.locator('#news3 h3')).toHaveText('Gin & Jazz Night');
    await expect(page.locator('#news3 a')).toHaveAttribute('href', 'https://blog.example/post-303/');
    await context.close();
  });

  test('hide the third block when the blog has two posts', async ({ page }) => {
    await fakeBlog(page, { list: json(threePosts.slice(0, 2)) });
    await page.goto('/');
    await readDownToTheBlog(page);
    await expect(page.locator('#news3')).toBeHidden();
    await expect(page.locator('#news3')).toHaveAttribute('hidden', '');
    await expect(page.locator('#news1 h3')).toHaveText('Summer Ball – Tickets on Sale');
    await expect(page.locator('#news2')).toBeVisible();
  });

  test('are all hidden when the blog has no posts', async ({ page }) => {
    await fakeBlog(page, { list: json([]) });
    await page.goto('/');
    await readDownToTheBlog(page);
    for (const n of [1, 2, 3]) await expect(page.locator(`#news${n}`)).toBeHidden();
  });

  // A blog that answers 404, 500, malformed JSON or JSON of the wrong shape: the fault table (faults.spec.ts, "blog …")
  // checks that the page logs it, keeps the built posts and feed, shows nothing of the answer and works on.

  test('keep showing the built posts while a slow blog answers, then show its answer', async ({ page }) => {
    await fakeBlog(page, { list: { ...json(threePosts), delayMs: 2_500 } });
    await page.goto('/');
    await readDownToTheBlog(page);
    await expectBuiltNews(page);
    await expect(page.locator('#news1 h3')).toHaveText('Summer Ball – Tickets on Sale', { timeout: 10_000 });
  });

  test('show a title carrying markup as text, and run nothing from it', async ({ page, errorGuard }) => {
    // The browser's parser reads the titles in an inert document; Chromium still reports the handler it saw there
    // (the known wrinkle, see fixtures.ts). Below: nothing ran, and no element of the markup reached the page.
    errorGuard.allowCspViolation('script-src-attr');
    await fakeBlog(page, {
      list: json([
        wpPost(401, 'Gala <img src="x" onerror="window.__pwned=1"> Night', '2026-05-01T10:00:00'),
        wpPost(402, 'Learn &lt;img onerror=window.__pwned=1&gt; tags', '2026-04-01T10:00:00'),
        wpPost(403, '<script>window.__pwned=1</script>Quiet Night', '2026-03-01T10:00:00'),
      ]),
    });
    await page.goto('/');
    await readDownToTheBlog(page);
    await expect(page.locator('#news1 h3')).toHaveText('Gala Night');
    await expect(page.locator('#news2 h3')).toHaveText('Learn <img onerror=window.__pwned=1> tags');
    // A script's text is not text a reader sees: the browser's parser leaves it out, as the build's does.
    await expect(page.locator('#news3 h3')).toHaveText('Quiet Night');
    await expect(page.locator('.news-blocks img, .news-blocks script')).toHaveCount(0);
    await page.waitForTimeout(300); // a broken image's error event would have fired by now
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  });

  test('refuse a post whose link would run script', async ({ page, errorGuard }) => {
    errorGuard.allow(BLOG_FAILURE);
    await fakeBlog(page, {
      list: json([wpPost(501, 'Fine', '2026-05-01T10:00:00', { link: 'javascript:window.__pwned=1' })]),
    });
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && BLOG_FAILURE.test(m.text()));
    await page.goto('/');
    await readDownToTheBlog(page);
    expect((await logged).text()).toContain('http(s) link');
    await expect(page.locator('a[href^="javascript:"]')).toHaveCount(0);
    await expectBuiltNews(page);
  });

  test('do not move anything when the refresh brings what the build showed', async ({ page }) => {
    // Hold the blog's answers until the built layout has been measured.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(POSTS, async (route) => {
      const response = await route.fetch();
      await held;
      await route.fulfill({ response });
    });
    const boxes = () =>
      page.evaluate(() =>
        ['#news1', '#news2', '#news3', '#ig_grid', '#ig_grid img:last-of-type'].map((s) => {
          const r = document.querySelector(s)?.getBoundingClientRect();
          return r ? [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)] : null;
        }),
      );
    await page.goto('/');
    await page.waitForLoadState('load');
    // The refresh starts as the blocks come near; the answers are held until the layout is measured.
    await readDownToTheBlog(page);
    const before = await boxes();
    const refreshed = Promise.all([
      page.waitForResponse((r) => r.url().includes('per_page=3')),
      page.waitForResponse((r) => r.url().includes('/posts/856')),
    ]);
    release();
    await refreshed;
    await page.waitForTimeout(200);
    expect(await boxes()).toEqual(before);
  });
});

test.describe('feed block', () => {
  test('shows the feed post’s pictures, lazy, with sizes, linked in a new tab', async ({ page }) => {
    await page.goto('/');
    const images = page.locator('#ig_grid img');
    await expect(images).toHaveCount(9);
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute('loading', 'lazy');
      await expect(img).toHaveAttribute('width', '600');
      await expect(img).toHaveAttribute('height', '600');
    }
    const link = page.locator('#ig_grid a').first();
    await expect(link).toHaveAttribute('target', '_blank');
    // The sample blog's pictures are paths on this site: its own links, with no rel (docs/promises.md §15). A link
    // elsewhere gets one: "sanitises a feed carrying scripts" below.
    await expect(link).toHaveAttribute('href', /^\/wp-content\//);
    await expect(link).not.toHaveAttribute('rel');
    await images.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.last().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(600);
  });

  test('lays its pictures out in full rows on a phone, a tablet and a wide screen', async ({ page }) => {
    await page.goto('/');
    const pictures = page.locator('#ig_grid img');
    await expect(pictures).toHaveCount(9);
    for (const [width, height, columns] of [
      [390, 844, 3],
      [800, 1000, 3],
      [1280, 800, 3],
    ] as const) {
      await page.setViewportSize({ width, height });
      const rows = await pictures.evaluateAll((imgs) => {
        const byTop = new Map<number, number[]>();
        for (const img of imgs) {
          const box = img.getBoundingClientRect();
          const top = Math.round(box.top + window.scrollY);
          byTop.set(top, [...(byTop.get(top) ?? []), Math.round(box.width)]);
        }
        return [...byTop.values()];
      });
      expect(
        rows.map((row) => row.length),
        `${width} px: pictures a row`,
      ).toEqual(rows.map(() => columns));
      // Square pictures that share the row evenly, none of them huge on a wide screen.
      const widths = rows.flat();
      expect(Math.max(...widths) - Math.min(...widths), `${width} px`).toBeLessThanOrEqual(1);
      expect(Math.max(...widths), `${width} px`).toBeLessThanOrEqual(18 * 16);
    }
  });

  test('sanitises a feed carrying scripts and handlers: nothing runs, normal images stay', async ({
    page,
    errorGuard,
  }) => {
    errorGuard.allow(/status of 404 .*\/nope\.png\]$/); // the broken image, whose handler must not run
    // The known wrinkle under the CSP: Chromium reports script-src-attr and style-src-attr while DOMPurify merely
    // parses the handlers and style attributes below; the assertions at the end prove none ran or reached the page.
    errorGuard.allowCspViolation('script-src-attr');
    errorGuard.allowCspViolation('style-src-attr');
    const payload = [
      '<script>window.__pwned = 1</script>',
      '<img src="/nope.png" onerror="window.__pwned = 2" width="10" height="10" alt="broken">',
      '<a href="javascript:window.__pwned=3" id="news1">click</a>',
      '<svg onload="window.__pwned=4"><circle r="1"/></svg>',
      '<iframe srcdoc="<script>parent.__pwned=5</script>"></iframe>',
      '<div onmouseover="window.__pwned=6" style="position:fixed;inset:0">cover</div>',
      '<form action="https://evil.example"><input name="q"></form>',
      '<figure><a href="https://blog.example/one.jpg"><img src="/wp-content/uploads/2024/06/hollin-feed-01.svg" width="600" height="600" alt="Good one"></a></figure>',
      '<figure><img src="/wp-content/uploads/2024/06/hollin-feed-02.svg" width="600" height="600" alt="Good two"></figure>',
    ].join('\n');
    await fakeBlog(page, { feed: json({ id: 856, content: { rendered: payload } }) });
    await page.goto('/');
    await scrollToSection(page, '#ig_grid');
    const grid = page.locator('#ig_grid');
    await expect(grid.locator('img')).toHaveCount(3);
    await expect(grid.locator('img[alt="Good one"]')).toHaveAttribute('loading', 'lazy');
    await expect(grid.locator('img[alt="Good two"]')).toBeVisible();
    await expect(grid.locator('script, iframe, svg, form, input, [style]')).toHaveCount(0);
    await expect(page.locator('[onerror], [onload], [onmouseover], a[href^="javascript:"]')).toHaveCount(0);
    await expect(page.locator('[id="news1"]')).toHaveCount(1);
    await expect(grid.locator('a[href="https://blog.example/one.jpg"]')).toHaveAttribute('rel', 'noopener noreferrer');
    await grid.locator('img[alt="broken"]').scrollIntoViewIfNeeded();
    await page.mouse.move(10, 10);
    await page.waitForTimeout(500); // the broken image has had time to fail
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
    for (const violation of errorGuard.allowedViolations) {
      expect(['script-src-attr', 'style-src-attr']).toContain(violation.effectiveDirective);
    }
  });

  test('logs a failed feed answer and keeps the built feed', async ({ page, errorGuard }) => {
    errorGuard.allow(BLOG_FAILURE);
    errorGuard.allow(/Failed to load resource: the server responded with a status of 500/);
    await fakeBlog(page, { feed: { status: 500, body: 'Internal error' } });
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && BLOG_FAILURE.test(m.text()));
    await page.goto('/');
    await scrollToSection(page, '#ig_grid');
    expect((await logged).text()).toContain('feed post 856');
    await expect(page.locator('#ig_grid img')).toHaveCount(9);
  });
});

test.describe('news page', () => {
  test('lists the sample blog’s latest nine posts as cards, in the built HTML and after the refresh', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/news')).text();
    expect(html.match(/<article class="card">/g)).toHaveLength(9);
    await page.goto('/news');
    const cards = page.locator('.news-grid article.card');
    await expect(cards).toHaveCount(9);
    await expect(cards.first().locator('h3 a')).toHaveText(builtTitles[0]!);
    await expect(cards.first().locator('p.tagline')).toHaveText('14 March 2026');
    await expect(cards.nth(2).locator('.card-body > h3 > a')).toHaveText(builtTitles[2]!);
    await expect(cards.first().locator('p.card-excerpt')).toContainText('Mill Hall, the Loom Room');
  });

  test('shows what the blog answers: two posts, then none', async ({ page }) => {
    await fakeBlog(page, { list: json(threePosts.slice(0, 2)) });
    await page.goto('/news');
    const cards = page.locator('.news-grid article.card');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(1).locator('h3 a')).toHaveText('Bride’s “First Look” at the Hall');
    await expect(cards.nth(1).locator('.card-excerpt')).toHaveText('Excerpt of 302 & more.');

    await page.unrouteAll();
    await fakeBlog(page, { list: json([]) });
    await page.reload();
    await expect(cards).toHaveCount(0);
  });

  test('keeps the built cards when the blog fails', async ({ page, errorGuard }) => {
    errorGuard.allow(BLOG_FAILURE);
    await fakeBlog(page, { list: { body: '<html>Maintenance</html>', contentType: 'text/html' } });
    const logged = page.waitForEvent('console', (m) => m.type() === 'error' && BLOG_FAILURE.test(m.text()));
    await page.goto('/news');
    expect((await logged).text()).toContain('latest 9 posts');
    await expect(page.locator('.news-grid article.card')).toHaveCount(9);
  });
});
