import type { Page } from '@playwright/test';
import { librariesIn } from '../../bench/pages.mjs';
import { test, expect } from './support/fixtures';
import { motionReady } from './support/visitor';
import { ANY_SCREEN, DESKTOP_ONLY } from './support/screens';

/** Scrolls, then lets two frames pass: the scroll event and what listens to it (classes, the browser's scroll-linked animations) have run. */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(
    (top) =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
    y,
  );
/** Lets `count` frames of the page pass: what a frame would have changed has changed by then. */
const frames = (page: Page, count: number) =>
  page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
const logo = '.site-header .logo';

/** Makes the logo's display whatever a test needs, before the motion feature reads it. */
async function forceLogoDisplay(page: Page, display: string) {
  await page.addInitScript((value) => {
    document.addEventListener('DOMContentLoaded', () => {
      // A constructed style sheet: the CSP forbids <style> elements, not the CSSOM.
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(`.site-header .logo { display: ${value} !important; }`);
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  }, display);
}

// Which threshold a logo gets is a rule of its display, the same on every screen: those four run on the desktop only.
test.describe('logo', () => {
  test('an inline-block logo is .scrolled past 50 px, and not above it', ANY_SCREEN, async ({ page }) => {
    await page.goto('/venue');
    await motionReady(page);
    expect(await page.locator(logo).evaluate((el) => getComputedStyle(el).display)).toBe('inline-block');
    await scrollTo(page, 40);
    await expect(page.locator(logo)).not.toHaveClass(/scrolled/);
    await scrollTo(page, 60);
    await expect(page.locator(logo)).toHaveClass(/scrolled/);
    await scrollTo(page, 0);
    await expect(page.locator(logo)).not.toHaveClass(/scrolled/);
  });

  test(
    'a logo of any other display is .scrolled only past 800 px; on home it starts light, over the dark hero',
    ANY_SCREEN,
    async ({ page }) => {
      await page.goto('/');
      await motionReady(page);
      // Light at the top of home, where the hero is a dark section.
      await expect(page.locator(logo)).toHaveClass(/light/);
      expect(await page.locator(logo).evaluate((el) => getComputedStyle(el).display)).toBe('block');
      await scrollTo(page, 400);
      await expect(page.locator(logo)).not.toHaveClass(/scrolled/);
      await scrollTo(page, 780);
      await expect(page.locator(logo)).not.toHaveClass(/scrolled/);
      await scrollTo(page, 820);
      await expect(page.locator(logo)).toHaveClass(/scrolled/);
      await scrollTo(page, 700);
      await expect(page.locator(logo)).not.toHaveClass(/scrolled/);
    },
  );

  test(
    'the threshold follows the display, not the page: forced inline-block on home, 50 px',
    ANY_SCREEN,
    async ({ page }) => {
      await forceLogoDisplay(page, 'inline-block');
      await page.goto('/');
      await motionReady(page);
      await scrollTo(page, 60);
      await expect(page.locator(logo)).toHaveClass(/scrolled/);
    },
  );

  test(
    'the threshold follows the display, not the page: forced block on the venue page, 800 px',
    ANY_SCREEN,
    async ({ page }) => {
      await forceLogoDisplay(page, 'block');
      await page.goto('/venue');
      await motionReady(page);
      await scrollTo(page, 200);
      await expect(page.locator(logo)).not.toHaveClass(/scrolled/);
      await scrollTo(page, 820);
      await expect(page.locator(logo)).toHaveClass(/scrolled/);
    },
  );

  // The colour follows the sections under the logo, the same code on every screen.
  test('turns .light while a dark section is under it', ANY_SCREEN, async ({ page }) => {
    await page.goto('/venue');
    await motionReady(page);
    await expect(page.locator(logo)).not.toHaveClass(/light/);
    const darkTop = await page
      .locator('main .dark-section')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollTo(page, darkTop + 50);
    await expect(page.locator(logo)).toHaveClass(/light/);
    await scrollTo(page, Math.max(0, darkTop - 400));
    await expect(page.locator(logo)).not.toHaveClass(/light/);
  });

  test('shrinks from 100% to 14% of its width over the hero', async ({ page }) => {
    await page.goto('/');
    await motionReady(page);
    const width = () => page.locator(logo).evaluate((el) => el.getBoundingClientRect().width);
    // 100% is the width of the logo's column in the header (beside the menu trigger).
    const column = await page.locator('.site-header .site-brand').evaluate((el) => el.getBoundingClientRect().width);
    expect(await width()).toBeCloseTo(column, 0);
    const heroBottom = await page
      .locator('section.hero')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await scrollTo(page, heroBottom + 20);
    await expect.poll(async () => Math.round(((await width()) / column) * 100)).toBe(14);
    await scrollTo(page, heroBottom / 2);
    await expect.poll(async () => Math.round(((await width()) / column) * 100)).toBeGreaterThan(40);
    await scrollTo(page, 0);
    await expect.poll(async () => Math.round(((await width()) / column) * 100)).toBe(100);
  });
});

test('parallax: a picture travels 20% of its height while its frame crosses the screen, covering the frame throughout', async ({
  page,
}) => {
  await page.goto('/venue');
  await motionReady(page);
  // The last frame: low enough on the page that its whole crossing can be scrolled to.
  const frame = page.locator('.parallax-frame').last();
  const { frameY, frameHeight, viewport, maxScroll } = await frame.evaluate((el) => ({
    frameY: el.getBoundingClientRect().top + window.scrollY,
    frameHeight: el.getBoundingClientRect().height,
    viewport: window.innerHeight,
    maxScroll: document.documentElement.scrollHeight - window.innerHeight,
  }));
  // The crossing runs from the frame's top at the screen's bottom to its bottom at the screen's top.
  const start = frameY - viewport;
  const end = frameY + frameHeight;
  const picture = () =>
    frame.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const image = el.querySelector('.parallax')!.getBoundingClientRect();
      return {
        top: image.top - box.top,
        bottom: image.bottom - box.top,
        height: image.height,
        scrollY: window.scrollY,
      };
    });
  const seen: { progress: number; top: number; height: number }[] = [];
  for (const progress of [0.1, 0.3, 0.5, 0.7, 0.9]) {
    const y = Math.round(start + progress * (end - start));
    if (y < 0 || y > maxScroll) continue;
    await scrollTo(page, y);
    await frames(page, 2);
    const at = await picture();
    expect(at.top, `picture top at ${progress}`).toBeLessThanOrEqual(0.5);
    expect(at.bottom, `picture bottom at ${progress}`).toBeGreaterThanOrEqual(frameHeight - 0.5);
    seen.push({ progress: (at.scrollY - start) / (end - start), top: at.top, height: at.height });
  }
  expect(seen.length, 'positions within the page').toBeGreaterThanOrEqual(3);
  const first = seen[0]!;
  const last = seen.at(-1)!;
  // Down the page the picture moves down through its frame: 20% of its height over the whole crossing.
  const travel = (last.top - first.top) / (last.progress - first.progress) / first.height;
  expect(travel).toBeCloseTo(0.2, 2);
});

test(
  'the supplier band is skipped, animation and all, until it nears the screen, and holds its own height meanwhile',
  ANY_SCREEN,
  async ({ page }) => {
    const moving = () =>
      page.evaluate(() =>
        document
          .getAnimations()
          .filter((a) => (a.effect as KeyframeEffect | null)?.target?.classList.contains('logo-marquee-track'))
          .map((a) => a.playState),
      );
    await page.goto('/');
    // At the top of the page the band is far below: once the browser has seen that, it skips the band, animation and
    // all.
    await expect.poll(moving).toEqual([]);
    const band = page.locator('.logo-marquee');
    const held = await band.evaluate((el) => el.getBoundingClientRect().height);
    await band.scrollIntoViewIfNeeded();
    await expect.poll(moving).toEqual(['running']);
    // The height it held while skipped is its own: nothing moved when it came into view.
    expect(Math.abs((await band.evaluate((el) => el.getBoundingClientRect().height)) - held)).toBeLessThan(0.5);
  },
);

test.describe('reveals', () => {
  // How a phone's reveals start (on first use, leaving what is in view as it is) is the phone test below; the fade
  // itself is the same code on every screen.
  test(
    'the hero is visible from the first paint; fade-ins below the fold fade in over 2 s when reached',
    ANY_SCREEN,
    async ({ page }) => {
      await page.goto('/');
      await motionReady(page);
      for (const selector of ['section.hero', 'section.hero h1', '.hero-photo']) {
        expect(await page.locator(selector).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      }
      const below = page.locator('.occasion-list .fade-in').first();
      await expect.poll(() => below.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(0);
      // Scroll it to mid-screen and watch it, frame by frame, from the page.
      const samples = await below.evaluate(
        (el) =>
          new Promise<{ t: number; opacity: number }[]>((resolve) => {
            window.scrollTo({
              top: el.getBoundingClientRect().top + window.scrollY - window.innerHeight / 2,
              behavior: 'instant',
            });
            const start = performance.now();
            const seen: { t: number; opacity: number }[] = [];
            const tick = () => {
              const t = performance.now() - start;
              seen.push({ t, opacity: Number(getComputedStyle(el).opacity) });
              if (t < 5000 && seen[seen.length - 1]!.opacity < 1) requestAnimationFrame(tick);
              else resolve(seen);
            };
            requestAnimationFrame(tick);
          }),
      );
      const began = samples.find((s) => s.opacity > 0);
      const ended = samples.find((s) => s.opacity >= 1);
      expect(began, 'it starts fading in').toBeDefined();
      expect(ended, 'it ends fully visible').toBeDefined();
      expect(samples.filter((s) => s.opacity > 0 && s.opacity < 1).length).toBeGreaterThan(5);
      expect(ended!.t - began!.t).toBeGreaterThan(1500);
      expect(ended!.t - began!.t).toBeLessThan(3000);
    },
  );

  // The same code on every screen; on a phone the cards a reader reaches are the reveals' (the phone test below).
  test('cards that arrive later rise 40 px into place, one after another', ANY_SCREEN, async ({ page }) => {
    await page.goto('/news');
    await motionReady(page);
    // What the blog feature renders (promises §2 card markup), added the way it would be: after load.
    const { start, during } = await page.evaluate(async () => {
      const grid = document.querySelector('.news-grid')!;
      // The blog's refresh replaces the cards the build rendered.
      grid.replaceChildren();
      for (let i = 1; i <= 3; i++) {
        const card = document.createElement('article');
        card.className = 'card';
        card.innerHTML = `<div class="card-body"><p class="tagline">April ${i}, 2026</p><h3><a href="/news">Post ${i}</a></h3></div>`;
        grid.append(card);
      }
      const cards = () => Array.from(grid.querySelectorAll('article.card'));
      const y = (el: Element) => Math.round(new DOMMatrix(getComputedStyle(el).transform).m42);
      // After the microtasks of the insertion: still before any frame is painted.
      await new Promise<void>((resolve) => queueMicrotask(resolve));
      const start = cards().map((el) => ({ y: y(el), opacity: getComputedStyle(el).opacity }));
      // Mid-way: the frame in which the second card has begun to rise (or, if none ever does, after 3 s).
      const began = performance.now();
      await new Promise<void>((resolve) => {
        const tick = () =>
          y(cards()[1]!) < 40 || performance.now() - began > 3000 ? resolve() : requestAnimationFrame(tick);
        requestAnimationFrame(tick);
      });
      return { start, during: cards().map(y) };
    });
    expect(start.map((card) => card.y)).toEqual([40, 40, 40]);
    expect(start.map((card) => card.opacity)).toEqual(['0', '0', '0']);
    expect(during[0]).toBeLessThan(during[1]!);
    expect(during[1]).toBeLessThanOrEqual(during[2]!);
    await expect
      .poll(
        () =>
          page
            .locator('article.card')
            .evaluateAll((cards) => cards.map((el) => new DOMMatrix(getComputedStyle(el).transform).m42)),
        { timeout: 4000 },
      )
      .toEqual([0, 0, 0]);
  });

  test(
    'with reduced motion everything is shown at once, without smooth scrolling or shrinking',
    ANY_SCREEN,
    async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await motionReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-motion', 'reduced');
      await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'off');
      await expect(page.locator('html')).not.toHaveClass(/lenis/);
      const opacities = await page
        .locator('.fade-in')
        .evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
      expect(opacities.length).toBeGreaterThan(5);
      expect(new Set(opacities)).toEqual(new Set(['1']));
      // The logo does not animate: it stays at its final size and nothing is written on it.
      expect(await page.locator(logo).getAttribute('style')).toBeNull();
      const heroBottom = await page
        .locator('section.hero')
        .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      const before = await page.locator(logo).evaluate((el) => el.getBoundingClientRect().width);
      await scrollTo(page, heroBottom / 2);
      expect(await page.locator(logo).evaluate((el) => el.getBoundingClientRect().width)).toBe(before);
    },
  );
});

test.describe('scrolling', () => {
  test('an address hash scrolls to its element', async ({ page }) => {
    await page.goto('/venue#faq');
    // With a hash the motion feature loads at once, phones included: no first use is needed.
    await expect(page.locator('html')).toHaveAttribute('data-motion', /on|reduced/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  });

  test('a link to a section scrolls there over 1000 ms', async ({ page }) => {
    await page.goto('/');
    await motionReady(page);
    // Smooth scrolling decided (and, on the desktop, Lenis running): the hash links listen from then on.
    await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', /on|off/);
    const { target, samples } = await page.evaluate(
      () =>
        new Promise<{ target: number; samples: { t: number; y: number }[] }>((resolve) => {
          const el = document.getElementById('spaces')!;
          const target = Math.round(
            el.getBoundingClientRect().top + window.scrollY - parseFloat(getComputedStyle(el).scrollMarginTop),
          );
          const samples: { t: number; y: number }[] = [];
          const start = performance.now();
          document.querySelector<HTMLAnchorElement>('a[href="#spaces"]')!.click();
          const tick = () => {
            const t = performance.now() - start;
            samples.push({ t, y: Math.round(window.scrollY) });
            if (t < 1600) requestAnimationFrame(tick);
            else resolve({ target, samples });
          };
          requestAnimationFrame(tick);
        }),
    );
    const arrived = samples.find((s) => Math.abs(s.y - target) <= 2);
    expect(arrived, 'it arrives').toBeDefined();
    // One frame to close a menu, then 1000 ms of easing: not a jump, not a crawl.
    expect(arrived!.t).toBeGreaterThan(850);
    expect(arrived!.t).toBeLessThan(1600);
    expect(samples.filter((s) => s.y > 0 && s.y < target - 2).length).toBeGreaterThan(8);
    await expect(page).toHaveURL(/#spaces$/);
  });

  test('with reduced motion a link to a section jumps there', ANY_SCREEN, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await motionReady(page);
    // Every frame's scroll position, from before the click until the section is reached.
    const start = await page.evaluate(() => {
      const w = window as unknown as { positions: number[] };
      w.positions = [];
      const sample = () => {
        w.positions.push(Math.round(scrollY));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
      return Math.round(scrollY);
    });
    await page.locator('a[href="#spaces"]').click();
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('spaces')!.getBoundingClientRect().top)))
      .toBeLessThan(120);
    // A jump, not the 1000 ms scroll: no frame shows the page between where it was and the section. (Counted in
    // frames, not milliseconds, so that a busy machine cannot fail it.)
    const end = await page.evaluate(() => Math.round(scrollY));
    const positions = await page.evaluate(() => (window as unknown as { positions: number[] }).positions);
    expect(end).toBeGreaterThan(start + 200);
    expect(positions.filter((y) => y > start + 1 && y < end - 1)).toEqual([]);
  });

  test('smooth scrolling is on on the desktop and off on the phone, and Lenis is only loaded where it runs', async ({
    page,
  }, testInfo) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/');
    // On the phone the motion feature, which decides, loads on the visitor's first use.
    await motionReady(page);
    await page.waitForLoadState('networkidle');
    const lenisLoaded = (await Promise.all(scripts)).some((text) => text.includes('lenis-stopped'));
    if (testInfo.project.name === 'desktop') {
      await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'on');
      await expect(page.locator('html')).toHaveClass(/\blenis\b/);
      expect(lenisLoaded).toBe(true);
      // The overlay stops Lenis, and closing it starts it again.
      await page.locator('button.nav-trigger').click();
      await expect(page.locator('html')).toHaveClass(/lenis-stopped/);
      await page.keyboard.press('Escape');
      await expect(page.locator('html')).not.toHaveClass(/lenis-stopped/);
    } else {
      await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'off');
      await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
      expect(lenisLoaded).toBe(false);
    }
  });

  test.describe('off on a desktop browser when', DESKTOP_ONLY, () => {
    test('the window is narrower than the tablet breakpoint', async ({ page }) => {
      await page.setViewportSize({ width: 1000, height: 800 });
      await page.goto('/venue');
      await motionReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'off');
      await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
    });

    test('a .body-scroll element exists', async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          const marker = document.createElement('div');
          marker.className = 'body-scroll';
          document.body.append(marker);
        });
      });
      await page.goto('/venue');
      await motionReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'off');
      await expect(page.locator('html')).not.toHaveClass(/\blenis\b/);
    });

    test('the device is a tablet, however wide', async ({ browser }) => {
      const context = await browser.newContext({
        viewport: { width: 1366, height: 1024 },
        userAgent:
          'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        hasTouch: true,
      });
      const page = await context.newPage();
      await page.goto('/venue');
      await motionReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-smooth-scroll', 'off');
      await context.close();
    });
  });
});

/**
 * Holds back the chunk with the motion code, or with another library's (recognised by its content: chunk names are
 * hashed). Returns a function that lets it through, or, with `never`, fails it as a lost connection would.
 */
async function holdMotionCode(
  page: Page,
  { never = false, library = 'gsap' as ReturnType<typeof librariesIn>[number] } = {},
): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!librariesIn(body).includes(library)) return route.fulfill({ response, body });
    if (never) return route.abort('connectionreset');
    await released;
    return route.fulfill({ response, body });
  });
  return release;
}

test.describe('motion that arrives late, or never', () => {
  test('without the motion code nothing is hidden: every fade-in is visible, and the logo is light on the hero', async ({
    page,
    errorGuard,
  }) => {
    errorGuard.allow(/^\[foyer\] Motion could not load/);
    errorGuard.allow(/^Failed to load resource/);
    await holdMotionCode(page, { never: true });
    const failed = page.waitForEvent('console', (m) => m.type() === 'error' && /Motion could not load/.test(m.text()));
    await page.goto('/');
    // A light logo over the dark hero from the first paint, as motion would make it: the dark one is not seen there.
    const colour = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    await expect.poll(() => colour(logo)).toBe(await colour('section.hero h1'));
    // Reading down the page: the first scroll asks for the motion code, which never arrives.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 400);
    await failed;
    const fades = page.locator('main .fade-in');
    expect(await fades.count()).toBeGreaterThan(5);
    for (const fade of await fades.all()) {
      await fade.scrollIntoViewIfNeeded();
      expect(await fade.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect(await fade.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    }
    await expect(page.locator('html')).not.toHaveAttribute('data-motion');
    // Chunks still on their way when the test ends have no page left to go to.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test(
    'without the smooth-scrolling code a desktop scrolls natively, says why, and nothing fails',
    DESKTOP_ONLY,
    async ({ page, errorGuard }) => {
      errorGuard.allow(/^Failed to load resource/);
      await holdMotionCode(page, { never: true, library: 'lenis' });
      const warned = page.waitForEvent(
        'console',
        (m) => m.type() === 'warning' && /^\[foyer\] Smooth scrolling could not load/.test(m.text()),
      );
      await page.goto('/');
      await motionReady(page);
      await warned;
      const html = page.locator('html');
      await expect(html).toHaveAttribute('data-smooth-scroll', 'off');
      await expect(html).not.toHaveClass(/\blenis\b/);
      await page.mouse.move(200, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    },
  );

  test('motion that arrives while the menu is open leaves the page behind still, and then runs', async ({
    page,
    isMobile,
  }) => {
    const release = await holdMotionCode(page);
    await page.goto('/');
    const html = page.locator('html');
    // The visitor opens the menu first: on a phone that is the first use that asks for the motion code.
    await page.locator('button.nav-trigger').click();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await expect(html).not.toHaveAttribute('data-motion');
    release();
    await expect(html).toHaveAttribute('data-motion', 'on');
    await expect(html).toHaveAttribute('data-smooth-scroll', isMobile ? 'off' : 'on');
    // Lenis, started on the desktop while the overlay is open, starts stopped.
    if (!isMobile) await expect(html).toHaveClass(/lenis-stopped/);
    await page.mouse.move(200, 400);
    await page.evaluate(() => {
      const w = window as Window & { wheeled?: Promise<void> };
      w.wheeled = new Promise((resolve) =>
        window.addEventListener('wheel', () => resolve(), { once: true, capture: true }),
      );
    });
    await page.mouse.wheel(0, 900);
    await page.evaluate(() => (window as Window & { wheeled?: Promise<void> }).wheeled);
    // Lenis, or the browser, would have moved the page within a few frames of the wheel.
    await frames(page, 10);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    if (!isMobile) await expect(html).not.toHaveClass(/lenis-stopped/);
    // The logo is light on the hero, then .scrolled past 800 px (the block logo's threshold) and not light.
    await expect(page.locator(logo)).toHaveClass(/light/);
    await scrollTo(page, 900);
    await expect(page.locator(logo)).toHaveClass(/scrolled/);
    const heroBottom = await page
      .locator('section.hero')
      .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
    await scrollTo(page, heroBottom + 100);
    await expect(page.locator(logo)).not.toHaveClass(/light/);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  test('on a phone, content in view when motion arrives stays as it is; what is below fades in when reached', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phones load motion on first use');
    await page.goto('/');
    const inView = page.locator('.intro .fade-in').first();
    await inView.scrollIntoViewIfNeeded(); // the first use
    await expect(page.locator('html')).toHaveAttribute('data-motion', 'on');
    // The reveals have looked at it (and left it as it was, being in view).
    await expect(inView).toHaveAttribute('data-motion-seen', '1');
    expect(await inView.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    const below = page.locator('.occasion-list .fade-in').first();
    await expect.poll(() => below.evaluate((el) => Number(getComputedStyle(el).opacity))).toBe(0);
    await below.scrollIntoViewIfNeeded();
    await expect.poll(() => below.evaluate((el) => Number(getComputedStyle(el).opacity)), { timeout: 5000 }).toBe(1);
  });
});
