import type { Page, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Holds the site's script files unanswered until `release()`: the window between the first paint and hydration
 * (promises §8), in which the page's controls must already work.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_next/static/**/*.js', (route) => {
    if (released) return route.fallback();
    held.push(route);
  });
  return {
    /** Resolves once the page's loader has asked for its scripts: the page has painted, and nothing has run. */
    asked: () => expect.poll(() => held.length, { message: 'the loader asked for the scripts' }).toBeGreaterThan(0),
    async release() {
      released = true;
      // Requests of a page the visitor has left are gone: only the current page's are answered.
      for (const route of held.splice(0)) await route.fallback().catch(() => {});
      await expect(page.locator('html'), 'the page hydrated').toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
    },
  };
}
