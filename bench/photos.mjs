// @ts-check
/**
 * The photo figures of `npm run bench` (issue 14): how long the photo step takes cold (empty cache, as in a fresh
 * clone) and warm (unchanged photos), and, on a 390 px phone at 2×, what each page's images weigh before any scroll
 * and after scrolling to the end, and whether every photo shown is within 1.5× of the width its box needs.
 *
 * Alone: node bench/photos.mjs --origin=http://localhost:3402 (a served out/) [--no-encode]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildPhotos } from '../integration/photos.mjs';
import { formatPhotos } from './photos-format.mjs';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.mjs';

const PHOTO_PAGES = [
  { name: 'home', path: '/' },
  { name: 'venue', path: '/venue' },
  { name: 'gallery', path: '/gallery' },
];

/** Times the photo step twice into a scratch folder: first with an empty cache, then again. */
async function encodeTimes() {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bench-photos-'));
  const where = {
    publicDir: path.join(scratch, 'public'),
    manifestFile: path.join(scratch, 'photos.json'),
    cacheDir: path.join(scratch, 'cache'),
    log: () => {},
  };
  try {
    const cold = await buildPhotos(where);
    const warm = await buildPhotos(where);
    const photos = Object.keys(cold.manifest.photos).length;
    let files = 0;
    let bytes = 0;
    for (const name of fs.readdirSync(where.publicDir)) {
      files++;
      bytes += fs.statSync(path.join(where.publicDir, name)).size;
    }
    return { photos, files, bytes, coldMs: cold.ms, warmMs: warm.ms, warmEncoded: warm.encoded };
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Loads each page as a 390×844 phone at 2× (no throttling: bytes and widths do not depend on speed).
 * @param {string} origin
 */
async function phoneImages(origin) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  const results = [];
  try {
    for (const target of PHOTO_PAGES) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      /** @type {Map<string, number>} */
      const images = new Map();
      page.on('response', async (response) => {
        if (response.request().resourceType() !== 'image') return;
        const body = await response.body().catch(() => null);
        if (body) images.set(response.url(), body.length);
      });
      await page.goto(origin + target.path, { waitUntil: 'networkidle' });
      const before = [...images.values()].reduce((a, b) => a + b, 0);
      const beforeFiles = [...images.keys()].map((u) => new URL(u).pathname);
      // Read down the page, so that every lazy photo loads and picks its file.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(50);
      }
      await page.waitForLoadState('networkidle');
      await page.waitForFunction(() =>
        [...document.images]
          .filter((i) => i.loading !== 'lazy' || i.getBoundingClientRect().top < innerHeight * 3)
          .every((i) => i.complete),
      );
      const after = [...images.values()].reduce((a, b) => a + b, 0);
      const widths = await page.locator('img[src^="/photos/"]').evaluateAll((imgs) =>
        /** @type {HTMLImageElement[]} */ (imgs)
          .filter((img) => img.currentSrc && img.naturalWidth > 0)
          .map((img) => {
            const box = img.getBoundingClientRect();
            const needed = Math.max(box.width, box.height * (img.naturalWidth / img.naturalHeight)) * devicePixelRatio;
            const candidates = [...(img.closest('picture')?.querySelectorAll('source') ?? []), img]
              .flatMap((el) => (el.getAttribute('srcset') ?? '').split(', '))
              .map((c) => ({ url: c.split(' ')[0] ?? '', width: Number((c.split(' ')[1] ?? '').replace('w', '')) }));
            const chosen = candidates.find((c) => c.url === new URL(img.currentSrc).pathname);
            const sameSet = candidates.filter(
              (c) =>
                c.url.includes('-portrait-') === Boolean(chosen?.url.includes('-portrait-')) &&
                c.url.split('.').pop() === chosen?.url.split('.').pop(),
            );
            const smallest = Math.min(...sameSet.map((c) => c.width));
            return {
              file: chosen?.url ?? img.currentSrc,
              width: chosen?.width ?? img.naturalWidth,
              needed: Math.round(needed),
              smallest,
            };
          }),
      );
      const tooWide = widths.filter((w) => w.width > w.smallest && w.width > 1.5 * w.needed);
      results.push({
        page: target.name,
        beforeScrollBytes: before,
        beforeScrollFiles: beforeFiles,
        allBytes: after,
        photos: widths.length,
        tooWide,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

/** @param {{ origin: string, encode?: boolean }} options */
export async function photoFigures({ origin, encode = true }) {
  return { encode: encode ? await encodeTimes() : null, phone: await phoneImages(origin) };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const origin =
    process.argv.find((a) => a.startsWith('--origin='))?.slice(9) ??
    `http://localhost:${process.env.BENCH_PORT || 4173}`;
  const figures = await photoFigures({ origin, encode: !process.argv.includes('--no-encode') });
  console.log(formatPhotos(figures).join('\n'));
}
