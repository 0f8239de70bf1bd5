import type { Page } from '@playwright/test';
import { breakpoints } from '../../src/config/breakpoints';
import { test, expect } from './support/fixtures';
import { openAndSettle } from './support/page-watch';
import { scrollToSection } from './support/visitor';
import { ANY_SCREEN, DESKTOP_ONLY } from './support/screens';
import { sentEmail } from './support/sends';

/**
 * Code a page or device does not need is not loaded there (issue 7, BRIEF "Speed budgets"): Lenis not on
 * phones, email and compression code not before a form is used, the compression worker only for a large image.
 * Chunk names are hashed, so every script the page or its workers receive is recognised by its content.
 */

test.describe('smooth scrolling library', () => {
  test('home: Lenis is loaded on a desktop', DESKTOP_ONLY, async ({ page }) => {
    test.skip((page.viewportSize()?.width ?? 0) < breakpoints.tablet, 'desktops only');
    const log = await openAndSettle(page, '/');
    await expect.poll(() => log.loaded(), { message: 'Lenis requested on a desktop' }).toContain('lenis');
  });

  test('home: Lenis is not loaded on a desktop that asks for reduced motion', DESKTOP_ONLY, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const log = await openAndSettle(page, '/');
    expect(await log.loaded()).not.toContain('lenis');
  });
});

test.describe('email code', () => {
  /** The emails the page sends, counted at the email service's faked network boundary (it answers 200 "OK"). */
  let sends: unknown[];
  test.beforeEach(async ({ page }) => {
    sends = [];
    await page.route('**/api/v1.0/email/send', (route) => {
      sends.push(sentEmail(route.request()));
      return route.fulfill({ status: 200, body: 'OK' });
    });
  });

  /** Our own sending code (features/forms/send-form.ts: the rate limit's key), which comes with the library. */
  const sendingCode = 'foyer:last-sent:';

  test(
    'focusing a field of the subscribe form loads the email code, and sends nothing',
    ANY_SCREEN,
    async ({ page }) => {
      const log = await openAndSettle(page, '/');
      expect(await log.loaded()).not.toContain('emailjs');
      expect(await log.holds(sendingCode), 'our sending code on load').toBe(false);

      await page.locator('form:has([name=subscriber]) [name=subscriber]').first().focus();
      await expect.poll(() => log.loaded(), { message: 'email library requested on focus' }).toContain('emailjs');
      expect(await log.holds(sendingCode), 'our sending code with it').toBe(true);
      await page.waitForLoadState('networkidle');
      expect(sends).toEqual([]);
    },
  );

  test(
    'a subscribe sent as the first use of the form (no focus, no tap) loads the code and sends once',
    ANY_SCREEN,
    async ({ page }) => {
      const log = await openAndSettle(page, '/');
      const wrapper = page.locator('.form-wrapper.subscribe').first();
      // As a browser's autofill leaves it: a value typed by no one, no event the form listens to.
      await wrapper.locator('[name=subscriber]').evaluate((input: HTMLInputElement) => {
        input.value = 'first-use@example.com';
      });
      expect(await log.loaded()).not.toContain('emailjs');
      await wrapper.locator('form').evaluate((form: HTMLFormElement) => {
        form.requestSubmit();
        form.requestSubmit();
      });
      await expect(wrapper.locator('.success-box')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(sends).toHaveLength(1);
      expect(sends[0]).toMatchObject({ template_params: { reply_to: 'first-use@example.com', message: '' } });
      expect(await log.loaded()).toContain('emailjs');
    },
  );

  test(
    'email code that fails to load: the network failure is shown, and the next send loads it and sends',
    ANY_SCREEN,
    async ({ page, errorGuard }) => {
      errorGuard.allow(/^Failed to load resource/);
      let refuse = true;
      await page.route('**/_astro/*.js', async (route) => {
        const response = await route.fetch();
        const body = await response.text();
        if (refuse && body.includes(sendingCode)) return route.abort('failed');
        return route.fulfill({ response, body });
      });
      await openAndSettle(page, '/');
      const wrapper = page.locator('.form-wrapper.subscribe').first();
      await wrapper.locator('[name=subscriber]').fill('retry@example.com');
      await wrapper.locator('[type=submit]').click();
      await expect(wrapper.locator('.failure-box')).toHaveText(
        'Oops! Network Error. Your message was not sent: please check your connection and try again.',
      );
      expect(sends).toEqual([]);

      refuse = false;
      await wrapper.locator('[type=submit]').click();
      await expect(wrapper.locator('.success-box')).toBeVisible();
      await expect(wrapper.locator('.failure-box')).toBeHidden();
      expect(sends).toHaveLength(1);
    },
  );

  test('the subscribe form loads the email library once it is used, not before', ANY_SCREEN, async ({ page }) => {
    const log = await openAndSettle(page, '/');
    expect(await log.loaded()).not.toContain('emailjs');
    const form = page.locator('form:has([name=subscriber])').first();
    await form.locator('[name=subscriber]').fill('visitor@example.com');
    await form.locator('[type=submit]').click();
    await expect
      .poll(() => log.loaded(), { message: 'email library requested after the form was used' })
      .toContain('emailjs');
  });

  test('the enquiry form loads the email library once it is used, not before', ANY_SCREEN, async ({ page }) => {
    const log = await openAndSettle(page, '/contact');
    const form = page.locator('form:has([name=message])').first();
    await form.locator('[name=name]').click();
    await form.locator('[name=name]').pressSequentially('Ada');
    await form.locator('[name=email]').fill('ada@example.com');
    await form.locator('[name=message]').fill('A wedding for 80 people in June.');
    await form.locator('[type=submit]').click();
    await expect
      .poll(() => log.loaded(), { message: 'email library requested after the form was used' })
      .toContain('emailjs');
  });
});

test.describe('compression code', () => {
  const tinyPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  /** A PNG of random noise: it does not compress, so it is well over the 0.9 MB threshold. */
  async function largePng(page: Page): Promise<Buffer> {
    const dataUrl = await page.evaluate(() => {
      const canvas = document.createElement('canvas');
      canvas.width = 900;
      canvas.height = 700;
      const context = canvas.getContext('2d')!;
      const image = context.createImageData(canvas.width, canvas.height);
      for (let offset = 0; offset < image.data.length; offset += 65536) {
        crypto.getRandomValues(image.data.subarray(offset, offset + 65536));
      }
      for (let i = 3; i < image.data.length; i += 4) image.data[i] = 255;
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/png');
    });
    const bytes = Buffer.from(dataUrl.split(',')[1]!, 'base64');
    expect(bytes.length).toBeGreaterThan(943718.4);
    return bytes;
  }

  test('the compression worker starts only when a large image is chosen', ANY_SCREEN, async ({ page }) => {
    const log = await openAndSettle(page, '/contact');
    const input = page.locator('#email-attach-uploader input[type=file]');
    const large = await largePng(page);

    await input.setInputFiles({ name: 'small.png', mimeType: 'image/png', buffer: tinyPng });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    expect(log.workers, 'no worker for a small image').toEqual([]);
    // The worker imports the library's own copy; nothing of it is fetched for a small image either.
    expect(await log.loaded()).not.toContain('compression');

    await input.setInputFiles({ name: 'large.png', mimeType: 'image/png', buffer: large });
    await expect.poll(() => log.workers.length, { message: 'a worker compresses the large image' }).toBeGreaterThan(0);
    await expect
      .poll(() => log.loaded(), { message: 'compression code requested for the large image' })
      .toContain('compression');
  });
});

test.describe('motion code', () => {
  test('home: GSAP loads on a phone only on the first scroll, on a desktop when the browser is idle; ScrollTrigger never, the browser linking motion to scrolling itself', async ({
    page,
    isMobile,
  }) => {
    const log = await openAndSettle(page, '/');
    if (isMobile) {
      expect(await log.loaded()).not.toContain('gsap');
      expect(await log.loaded()).not.toContain('scrolltrigger');
      await expect(page.locator('html')).not.toHaveAttribute('data-motion');
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 300);
    }
    await expect.poll(() => log.loaded(), { message: 'motion code requested' }).toContain('gsap');
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
    // Parallax and the logo are the stylesheets' in Chromium (CSS scroll-driven animations): the scripted fallback,
    // with ScrollTrigger, is for browsers without them.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(await log.loaded()).not.toContain('scrolltrigger');
  });

  test('where the browser cannot link motion to scrolling, ScrollTrigger comes with GSAP and shrinks the logo itself', async ({
    page,
  }) => {
    // A browser without CSS scroll-driven animations, as the motion code sees it (Chromium's stylesheets still run
    // theirs: what shows it is the script's is the width it writes on the logo).
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (text: string) => boolean;
      CSS.supports = ((text: string) => !text.includes('animation-timeline') && supports(text)) as typeof CSS.supports;
    });
    const log = await openAndSettle(page, '/');
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => log.loaded(), { message: 'motion code requested' }).toContain('scrolltrigger');
    const logo = page.locator('.site-header .logo');
    const heroBottom = await page.locator('section.hero').evaluate((el) => el.getBoundingClientRect().bottom);
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.round(heroBottom / 2));
    await expect.poll(() => logo.getAttribute('style')).toMatch(/width: \d+(\.\d+)?%/);
  });
});

test.describe('blog refresh', () => {
  test(
    'home: the blog is asked again only when its blocks near the viewport; the sanitiser comes with the feed, no entity table ever',
    ANY_SCREEN,
    async ({ page }) => {
      const asked: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.includes('/wp-json/wp/v2/posts')) asked.push(`${url.pathname}${url.search}`);
      });
      const log = await openAndSettle(page, '/');
      // Reading the hero, then a little further: the news blocks are still more than a screen away.
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 200);
      // Lenis eases a wheel over a second on the desktop: let it end, or it would pull the page back later.
      let last = -1;
      await expect
        .poll(
          async () => {
            const [previous, now] = [last, (last = await page.evaluate(() => window.scrollY))];
            return now > 0 && now === previous;
          },
          { intervals: [250] },
        )
        .toBe(true);
      expect(asked, 'blog requests before the news came near').toEqual([]);
      expect(await log.loaded()).not.toContain('entities-html');
      expect(await log.loaded()).not.toContain('dompurify');

      await scrollToSection(page, '.news-blocks');
      await expect
        .poll(() => asked.filter((url) => url.includes('per_page=3')), { message: 'latest posts asked for' })
        .toHaveLength(1);
      await scrollToSection(page, '#ig_grid');
      await expect
        .poll(() => asked.filter((url) => /\/posts\/\d+/.test(url)), { message: 'feed post asked for' })
        .toHaveLength(1);
      await expect.poll(() => log.loaded(), { message: 'sanitiser loaded with the feed' }).toContain('dompurify');
      // Titles are decoded by the browser's own HTML parser (src/lib/plain-text.browser.ts).
      expect(await log.loaded()).not.toContain('entities-html');
      // Once each: scrolling away and back asks nothing more.
      await scrollTo0(page);
      await scrollToSection(page, '.news-blocks');
      await page.waitForTimeout(300);
      expect(asked).toHaveLength(2);
    },
  );
});

const scrollTo0 = (page: Page) => page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
