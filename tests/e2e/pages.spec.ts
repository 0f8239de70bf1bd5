import { test, expect } from './support/fixtures';
import { axeViolations } from './support/axe';
import { pages } from './support/pages';
import { fontLog, imageRequests, ScriptLog, settle } from './support/page-watch';
import { altTexts, venue } from '../support/venue';
import { onPhonesOnlyFor } from './support/screens';

/**
 * Each page as a visitor first loads it, checked in one load: what stands before its first paint (issue 7), the code
 * it does not load (issue 7, BRIEF "Speed budgets"), its inline scripts under the policy (promises §6), its alt
 * texts, axe, and its photos' markup, origins and files (issue 14). Every check reads the same fresh load, and a
 * load is most of what an e2e test costs; each is a step, so a failure names its check.
 */

/** Pages whose photos are checked file by file: the others show the same components. */
const PHOTO_PAGES: readonly string[] = ['/', '/venue', '/gallery'];

for (const target of pages) {
  // On a phone: the home page and the photo pages (a phone's files for its boxes, its layouts of photos).
  test(
    `${target.name}: painted before its scripts, loads only what it needs, accessible, its photos sized and its own`,
    onPhonesOnlyFor(target.name, ['home', 'venue', 'gallery']),
    async ({ page, isMobile, baseURL }) => {
      const fonts = fontLog(page);
      const images = imageRequests(page);
      const log = new ScriptLog(page);
      await page.goto(target.path);
      await expect(page.locator(target.marker).first()).toBeAttached();
      await page.waitForLoadState('networkidle');

      // First, before the motion code a desktop loads when idle: axe scrolls to what it checks, and would catch
      // fade-ins mid-way.
      await test.step('axe finds no serious or critical violation', async () => {
        expect(await axeViolations(page)).toEqual([]);
      });

      // What a picture shows is the venue's to say: every alt text on a page is written in its content folder (the
      // examples' smoke test holds the same for the second venue).
      await test.step("every alt text is the venue's own words, from its content", async () => {
        const alts = await altTexts(page);
        expect(alts.notFromContent).toEqual([]);
        if (target.name !== 'contact') expect(alts.all.length).toBeGreaterThan(0);
        if (target.name === 'home') expect(alts.all).toContain(venue.home.hero.photo?.alt);
      });

      await settle(page);

      await test.step('painted before the islands ask for their scripts, in the two core faces fetched once each', async () => {
        await page.evaluate(() => document.fonts.ready);
        // The faces the build cut for this venue (integration/subset-fonts.mjs), and nothing for a rarer character.
        const preloaded = await page
          .locator('link[rel="preload"][as="font"]')
          .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href.split('/').pop() ?? ''));
        expect([...fonts].sort()).toEqual([...preloaded].sort());
        expect(preloaded.map((name) => name.replace(/\..*$/, '')).sort()).toEqual([
          'fraunces-core-latin',
          'inter-core-latin',
        ]);
        // Drawn in the site's faces, not a fallback.
        expect(
          await page.evaluate(
            () => document.fonts.check('400 40px displayCore') && document.fonts.check('400 16px textCore'),
          ),
        ).toBe(true);
        const timing = await page.evaluate(() => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
          // The islands' code (each island's component and React's renderer), which must wait for the paint.
          const islands = new Set(
            Array.from(document.querySelectorAll('astro-island')).flatMap((island) => [
              island.getAttribute('component-url'),
              island.getAttribute('renderer-url'),
            ]),
          );
          const chunks = performance
            .getEntriesByType('resource')
            .filter((entry) => islands.has(new URL(entry.name).pathname))
            .map((entry) => ({ name: new URL(entry.name).pathname, startTime: entry.startTime }));
          // A classic script with a src would stop the parser: the page's own scripts are modules (deferred).
          const blocking = Array.from(document.querySelectorAll('script[src]:not([type="module"])')).map((script) =>
            script.getAttribute('src'),
          );
          return { fcp, chunks, blocking };
        });
        expect(timing.fcp, 'first contentful paint').not.toBeNull();
        expect(timing.blocking, 'scripts that block the parser').toEqual([]);
        for (const chunk of timing.chunks)
          expect(chunk.startTime, `${chunk.name} asked for before the first paint`).toBeGreaterThanOrEqual(
            timing.fcp ?? Infinity,
          );
      });

      await test.step('no email, compression or entity-table code on first load, and no worker', async () => {
        const loaded = await log.loaded();
        expect(loaded).not.toContain('emailjs');
        expect(loaded).not.toContain('compression');
        // Blog titles are decoded by the browser's own parser: the entity table is for the build only.
        expect(loaded).not.toContain('entities-html');
        expect(log.workers, 'web workers started on load').toEqual([]);
      });

      if (isMobile) {
        await test.step('no smooth scrolling code on a phone, once read down', async () => {
          await page.mouse.wheel(0, 600);
          await page.waitForLoadState('networkidle');
          expect(await log.loaded(), 'smooth scrolling on a phone').not.toContain('lenis');
        });
      }

      if (PHOTO_PAGES.includes(target.path)) {
        await test.step('every image has its size, every photo a srcset and sizes', async () => {
          const markup = await page.locator('img').evaluateAll((imgs) =>
            imgs.map((img) => ({
              src: img.getAttribute('src') ?? '',
              width: img.getAttribute('width'),
              height: img.getAttribute('height'),
              srcset: img.getAttribute('srcset'),
              sizes: img.getAttribute('sizes'),
              alt: img.getAttribute('alt'),
              style: img.getAttribute('style'),
              sources: [...(img.closest('picture')?.querySelectorAll('source') ?? [])].map((s) => ({
                srcset: s.getAttribute('srcset'),
                sizes: s.getAttribute('sizes'),
                type: s.getAttribute('type'),
              })),
            })),
          );
          const photos = markup.filter((image) => image.src.startsWith('/photos/'));
          expect(photos.length, 'photos on the page').toBeGreaterThan(0);
          for (const image of markup) {
            expect(Number(image.width), `${image.src} width`).toBeGreaterThan(0);
            expect(Number(image.height), `${image.src} height`).toBeGreaterThan(0);
            expect(image.alt, `${image.src} alt`).not.toBeNull();
            expect(image.style, `${image.src} has no style attribute (CSP)`).toBeNull();
          }
          for (const photo of photos) {
            expect(photo.srcset, photo.src).toMatch(/^\/photos\/\S+\.jpg \d+w(, \/photos\/\S+\.jpg \d+w)+$/);
            expect(photo.sizes, photo.src).toBeTruthy();
            const webp = photo.sources.find((s) => s.type === 'image/webp' && !s.srcset?.includes('-portrait-'));
            expect(webp?.srcset, `${photo.src} WebP`).toMatch(
              /^\/photos\/\S+\.webp \d+w(, \/photos\/\S+\.webp \d+w)+$/,
            );
            expect(webp?.sizes).toBe(photo.sizes);
          }
        });

        // The test's context starts with an empty cache, where Chromium would otherwise reuse a larger file it has.
        await test.step('each photo shown is the file its box needs: no more than 1.5 times as wide', async () => {
          // Bring every photo into view in turn so that each lazy one loads and picks its file.
          const count = await page.locator('img[src^="/photos/"]').count();
          for (let i = 0; i < count; i++) {
            const img = page.locator('img[src^="/photos/"]').nth(i);
            await img.scrollIntoViewIfNeeded();
            await expect
              .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), {
                message: `${target.path} photo ${i} loads`,
              })
              .toBe(true);
          }
          const checked = await page.locator('img[src^="/photos/"]').evaluateAll((imgs) =>
            (imgs as HTMLImageElement[]).map((img) => {
              const box = img.getBoundingClientRect();
              const ratio = img.naturalWidth / img.naturalHeight;
              // object-fit: cover draws the picture at least as wide as the box and as tall as it.
              const drawnWidth = Math.max(box.width, box.height * ratio);
              const all = [...(img.closest('picture')?.querySelectorAll('source') ?? []), img].flatMap((el) =>
                (el.getAttribute('srcset') ?? '').split(', '),
              );
              const chosen = all.find((c) => c.startsWith(new URL(img.currentSrc).pathname + ' '));
              const smallest = Math.min(
                ...all
                  .filter((c) => c.split(' ')[0]?.split('-').includes('portrait') === chosen?.includes('-portrait-'))
                  .map((c) => Number(c.split(' ')[1]?.replace('w', ''))),
              );
              return {
                file: new URL(img.currentSrc).pathname,
                fileWidth: Number(chosen?.split(' ')[1]?.replace('w', '')),
                needed: drawnWidth * devicePixelRatio,
                smallest,
              };
            }),
          );
          for (const photo of checked) {
            expect(photo.file, 'a WebP file (every Chromium takes WebP)').toMatch(/\.webp$/);
            if (photo.fileWidth === photo.smallest) continue; // nothing smaller to choose
            expect(
              photo.fileWidth,
              `${target.path} ${photo.file}: ${photo.fileWidth} px for ${Math.round(photo.needed)} px`,
            ).toBeLessThanOrEqual(photo.needed * 1.5);
          }
        });

        await test.step('no image from another origin, down to the foot of the page', async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          const origin = new URL(baseURL ?? '').origin;
          expect(images.length).toBeGreaterThan(0);
          for (const request of images) expect(new URL(request.url()).origin, request.url()).toBe(origin);
        });
      }

      await test.step('the menu wakes on first use: its inline scripts ran under the policy, its stylesheets came inline', async () => {
        // Astro starts each island from inline scripts: a menu whose island woke means they ran, and the error guard
        // fails the test on any violation of the policy.
        const trigger = page.locator('button.nav-trigger');
        await page.evaluate(() => window.scrollTo(0, 0));
        await trigger.click();
        await expect(page.locator('astro-island:has(button.nav-trigger)')).not.toHaveAttribute('ssr', /.*/);
        await expect(trigger).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator('body')).toHaveClass(/nav-open/);
        // The page's own stylesheets came in its HTML: none was linked or fetched, before or after an island woke.
        const sheets = await page.evaluate(() => ({
          inline: document.querySelectorAll('head style').length,
          linked: [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href')),
          fetched: performance
            .getEntriesByType('resource')
            .map((entry) => new URL(entry.name).pathname)
            .filter((path) => path.endsWith('.css')),
        }));
        expect(sheets.inline, 'stylesheets in the HTML').toBeGreaterThan(0);
        expect(sheets.linked, 'stylesheets linked').toEqual([]);
        expect(sheets.fetched, 'stylesheets fetched').toEqual([]);
      });
    },
  );
}
