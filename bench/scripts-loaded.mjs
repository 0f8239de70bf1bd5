// @ts-check
/**
 * `node bench/scripts-loaded.mjs [/ /contact /fr …] [--files]`: the gzipped bytes of JavaScript each page of the
 * built site loads on a phone, and its font bytes, in a second per page instead of Lighthouse's minute: for trying a
 * change to the chunks or the fonts and reading its cost at once. It serves out/ as it is (build first), opens each
 * page in the test browser with a phone's screen and touch, waits until the network is quiet, and counts every script
 * the page fetched (its lazy imports too), then again after reading down to the page's foot and opening the menu,
 * gzipped at level 6 as `npm run bench` counts them, and every font file as sent. The figures match the bench's JS
 * and font columns; the bench remains the measure of record. Port: BENCH_PORT, else 4173.
 */
import zlib from 'node:zlib';
import { chromium, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from '../tests/support/chromium.mjs';
import { startPreview } from './preview.mjs';

const port = Number(process.env.BENCH_PORT || 4173);
const origin = `http://localhost:${port}`;
const paths = process.argv.slice(2).filter((a) => a.startsWith('/'));
const verbose = process.argv.includes('--files');

const { stop } = await startPreview({ port, build: false });
process.on('exit', stop);

const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
try {
  for (const pagePath of paths.length ? paths : ['/']) {
    const context = await browser.newContext({ ...devices['Moto G4'], viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    /** @type {Map<string, number>} */
    const scripts = new Map();
    /** @type {Map<string, number>} woff2 is compressed already: its bytes as sent */
    const fonts = new Map();
    /** @type {Promise<void>[]} */
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if ((type !== 'script' && type !== 'font') || !response.ok()) return;
      const url = response.url().replace(origin, '');
      pending.push(
        response.body().then((bytes) => {
          if (type === 'font') fonts.set(url, bytes.length);
          else scripts.set(url, zlib.gzipSync(bytes, { level: 6 }).length);
        }),
      );
    });
    await page.goto(origin + pagePath);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const sum = (/** @type {Map<string, number>} */ sizes) => [...sizes.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${pagePath.padEnd(12)} ${(sum(scripts) / 1000).toFixed(1)} KB gz in ${scripts.size} scripts; ` +
        `fonts ${(sum(fonts) / 1000).toFixed(1)} KB in ${fonts.size} files`,
    );
    // A visitor who reads down to the foot of the page, then opens the menu: every island they came near woke.
    for (let y = 0; y < 30; y++) {
      await page.mouse.wheel(0, 700);
      await page.waitForTimeout(120);
    }
    await page.locator('button.nav-trigger').tap();
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await Promise.all(pending);
    console.log(
      `${''.padEnd(12)} ${(sum(scripts) / 1000).toFixed(1)} KB gz in ${scripts.size} scripts after reading to the foot ` +
        'and opening the menu',
    );
    if (verbose) for (const [url, size] of [...scripts, ...fonts]) console.log(`  ${String(size).padStart(6)} ${url}`);
    await context.close();
  }
} finally {
  await browser.close();
  stop();
}
