// @ts-check
/**
 * The screenshots of docs/staff.md (docs/img/editor-*.png): the editor as the site serves it, in headless
 * Chromium, on Sveltia's test backend seeded with the content folder (as tests/e2e/admin.spec.ts does).
 *
 *   npm start   (or PORT=4300 npm start), then:   node scripts/editor-screenshots.mjs [http://localhost:3000]
 *
 * Palette PNGs through sharp, small enough to commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { chromiumFlags, testBrowserPath } from '../tests/support/chromium.mjs';

const base = process.argv[2] ?? 'http://localhost:3000';
const out = path.resolve('docs/img');
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
const page = await browser.newPage({ viewport: { width: 1100, height: 680 }, locale: 'en-GB' });
/** @param {string} name */
const shoot = async (name) => {
  await page.waitForTimeout(600);
  const png = await sharp(await page.screenshot())
    .png({ palette: true, quality: 80, compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(out, `editor-${name}.png`), png);
  console.log(`docs/img/editor-${name}.png ${Math.round(png.length / 1024)} KB`);
};

await page.goto(`${base}/admin/`);
await page.getByRole('button', { name: 'Sign In Using Access Token' }).waitFor();
await shoot('sign-in');

/** @type {{ name: string, label: string, file: string }[]} */
let files = [];
await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
  const response = await route.fetch();
  const config = parse(await response.text());
  files = config.collections[0].files;
  await route.fulfill({ response, body: stringify({ ...config, backend: { name: 'test-repo' } }) });
});
await page.reload();
const seeded = Object.fromEntries(
  files.filter(({ file }) => fs.existsSync(file)).map(({ file }) => [file, fs.readFileSync(file, 'utf8')]),
);
await page.evaluate(async (seeded) => {
  const root = await (await navigator.storage.getDirectory()).getDirectoryHandle('sveltia-cms-test', { create: true });
  for (const [file, text] of Object.entries(seeded)) {
    const parts = file.split('/');
    let folder = root;
    for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
    const writable = await (
      await folder.getFileHandle(/** @type {string} */ (parts.at(-1)), { create: true })
    ).createWritable();
    await writable.write(text);
    await writable.close();
  }
}, seeded);
await page.getByRole('button', { name: 'Work with Test Repository' }).click();
const venue = files.find(({ name }) => name === 'venue');
await page.getByText(/** @type {any} */ (venue).label, { exact: true }).waitFor();
await shoot('files');

await page.getByText(/** @type {any} */ (venue).label, { exact: true }).click();
const capacity = page.locator('section.field[data-key-path="spaces.0.capacity"]');
await capacity.scrollIntoViewIfNeeded();
await page.locator('section.field[data-key-path="spaces.0.capacity.dinner"] input').fill('230');
await shoot('space');

// A value the schema refuses: the editor says why before it saves.
const id = page.locator('section.field[data-key-path="spaces.0.id"] input');
await id.scrollIntoViewIfNeeded();
await id.fill('Weaving Hall');
await page.getByRole('button', { name: 'Save', exact: true }).click();
await shoot('refused');

await browser.close();
