import type { Page } from '@playwright/test';
import { breakpoints } from '../../../src/config/breakpoints';
import { expect, waitForHydration } from './fixtures';

/**
 * What a visitor does before the site's late work starts (src/features/motion/Motion.tsx and whenNear() in
 * src/features/news/use-latest-news.ts): tests do the same instead of expecting it to have happened at load.
 */

/** True where Motion.tsx waits for the visitor's first use instead of the browser's idle time. */
const motionWaitsForUse = (page: Page) =>
  page.evaluate(
    (tablet) => !window.matchMedia(`(min-width: ${tablet}px) and (pointer: fine)`).matches,
    breakpoints.tablet,
  );

/**
 * Waits until the motion feature has marked the page. On a desktop it loads by itself when the browser is idle;
 * on a phone or tablet the visitor's first use loads it: here a key press, which moves nothing, so the positions
 * a test scrolls to stay exact.
 */
export async function motionReady(page: Page): Promise<void> {
  // A key pressed before React took over would go unheard (pages opened outside the shared fixture).
  await waitForHydration(page);
  const html = page.locator('html');
  if ((await html.getAttribute('data-motion')) === null && (await motionWaitsForUse(page))) {
    await page.keyboard.press('Shift');
  }
  await expect(html).toHaveAttribute('data-motion', /on|reduced/);
}

/**
 * Scrolls the section holding `selector` to the middle of the viewport, as a visitor reading down the page does,
 * and lets two frames pass so that intersection observers have seen it.
 */
export async function scrollToSection(page: Page, selector: string): Promise<void> {
  await page.locator(selector).evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        // The section around the block: past the island that wraps it (`display: contents`, which has no box).
        let section = element.parentElement ?? element;
        while (section !== element && getComputedStyle(section).display === 'contents')
          section = section.parentElement ?? element;
        section.scrollIntoView({ block: 'center', behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
}

/**
 * The home page's news blocks (`#news1..3`) and then its feed block (`#ig_grid`) come into view, each read long enough
 * for its island to wake. A visitor who scrolls past a section before the page has loaded leaves its island asleep
 * until they come back (`client:near` watches from the load on): the blocks keep the build's posts meanwhile, which
 * a test reading on at once from the feed block took for a refresh that never came (a flake of 2–8 % a test).
 */
export async function readDownToTheBlog(page: Page): Promise<void> {
  // The blocks' observers exist once React has taken over (pages opened outside the shared fixture).
  await waitForHydration(page);
  for (const section of ['.news-blocks', '#ig_grid']) {
    await scrollToSection(page, section);
    await expect(page.locator(`astro-island[ssr]:has(${section})`), `${section} woke`).toHaveCount(0, {
      timeout: 15_000,
    });
  }
}

/**
 * Waits for the page's finite, timed CSS animations and transitions to end (the overlay's opening, the menu button's
 * colours): what axe measures must be the colours a visitor is left looking at, not a frame of the way there.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        // Not those driven by scrolling (the parallax, the logo over the hero): they end only with the page.
        .filter((animation) => animation.timeline instanceof DocumentTimeline)
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
