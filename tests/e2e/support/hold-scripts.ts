import type { Page, Route } from '@playwright/test';
import { expect, waitForHydration } from './fixtures';

/**
 * The document's own module (the motion loader, src/layouts/SiteDocument.astro) and the helper it imports: deferred
 * scripts that the browser runs before DOMContentLoaded, and no island's. Everything else under /_astro/ is an island's
 * code, or React's.
 */
const DOCUMENT_SCRIPT = /\/_astro\/(SiteDocument\.astro_astro_type_script[^/]*|preload-helper\.[\w-]+)\.js$/;

/**
 * Holds the islands' scripts unanswered until `release()`: the window before each island wakes (promises §8), in which
 * the page's controls must already work.
 */
export async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route('**/_astro/**/*.js', (route) => {
    if (released || DOCUMENT_SCRIPT.test(new URL(route.request().url()).pathname)) return route.fallback();
    held.push(route);
  });
  return {
    /** Resolves once the page has been read to its end (its early script has run): what a visitor has before any
     * island wakes. Not the paint's timing: a test that installs Playwright's clock has no real `performance`. */
    asked: () =>
      expect.poll(() => page.evaluate(() => document.readyState), { message: 'the page was read' }).not.toBe('loading'),
    /** No island of the page has woken. */
    noneAwake: () => expect(page.locator('astro-island:not([ssr])')).toHaveCount(0),
    async release() {
      released = true;
      // Requests of a page the visitor has left are gone: only the current page's are answered.
      for (const route of held.splice(0)) await route.fallback().catch(() => {});
      await waitForHydration(page);
    },
  };
}
