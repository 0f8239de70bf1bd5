import type { Page, Request } from '@playwright/test';
import { librariesIn } from '../../../bench/pages.mjs';

/** What a page asks for and receives while a test watches it: scripts (by library), fonts, images. */

type Library = ReturnType<typeof librariesIn>[number];

export class ScriptLog {
  readonly libraries = new Set<Library>();
  readonly workers: string[] = [];
  private readonly texts: string[] = [];
  private readonly pending: Promise<void>[] = [];

  constructor(page: Page) {
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('javascript') && response.request().resourceType() !== 'script') return;
      this.pending.push(
        response.text().then(
          (text) => {
            this.texts.push(text);
            librariesIn(text).forEach((library) => this.libraries.add(library));
          },
          () => undefined, // a response whose body is gone (page navigated away) has nothing to tell
        ),
      );
    });
    page.on('worker', (worker) => this.workers.push(worker.url()));
  }

  /** Libraries seen so far, once every script received has been read. */
  async loaded(): Promise<Library[]> {
    await Promise.all(this.pending);
    return [...this.libraries].sort();
  }

  /** Whether a script received so far holds `marker` (code of our own, which has no entry in the bench's table). */
  async holds(marker: string): Promise<boolean> {
    await Promise.all(this.pending);
    return this.texts.some((text) => text.includes(marker));
  }
}

/** Loads the page and lets it settle: hydration, idle callbacks, anything started after load. */
export async function openAndSettle(page: Page, path: string): Promise<ScriptLog> {
  const log = new ScriptLog(page);
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await settle(page);
  return log;
}

/** Lets a loaded page's idle-time work (a deferred import, say) run, which starts after the network went quiet once. */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))));
  await page.waitForLoadState('networkidle');
}

/** Every .woff2 the page asks for, by file name. */
export function fontLog(page: Page): string[] {
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.woff2')) fonts.push(url.pathname.split('/').pop() ?? '');
  });
  return fonts;
}

/** Every image request the page makes, from the moment it is called. */
export function imageRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') seen.push(request);
  });
  return seen;
}
