// @ts-check
/**
 * Post-build step: writes `out/favicon.ico` (16, 32 and 48 px) from the icon the pages link inline, which is the
 * venue's `icon.svg` (src/app/layout.tsx). Browsers ask for `/favicon.ico` whatever a page links, and would log a
 * 404 without it. sharp draws the sizes and png-to-ico packs them.
 * Not a route of the app: a route importing sharp or png-to-ico makes Turbopack add its async-module support to
 * the runtime chunk that every page loads (+0.45 KB gzipped).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SVG_DATA_URL = 'data:image/svg+xml,';

/**
 * The SVG of the icon a page links as a `data:` URL, or null.
 * @param {string} html
 * @returns {string | null}
 */
export function iconOfPage(html) {
  /** @type {string | null} */
  let found = null;
  /** @param {any} node */
  const visit = (node) => {
    if (found !== null) return;
    const attrs = Object.fromEntries((node.attrs ?? []).map((/** @type {any} */ a) => [a.name, a.value]));
    if (node.tagName === 'link' && /(^|\s)icon(\s|$)/.test(attrs.rel ?? '') && attrs.href?.startsWith(SVG_DATA_URL))
      found = decodeURIComponent(attrs.href.slice(SVG_DATA_URL.length));
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return found;
}

/**
 * @param {string | Buffer} svg
 * @returns {Promise<Buffer>} an ICO holding the icon at 16, 32 and 48 px
 */
export async function faviconIco(svg) {
  const input = Buffer.from(svg);
  const { width = 64 } = await sharp(input).metadata();
  const pngs = await Promise.all(
    // Drawn at the density that makes it `size` pixels wide, so that the vector is not scaled as a bitmap.
    [16, 32, 48].map((size) =>
      sharp(input, { density: (72 * size) / width })
        .resize(size, size)
        .png()
        .toBuffer(),
    ),
  );
  return pngToIco(pngs);
}

/** @param {{ outDir?: string }} [options] */
export async function writeFavicon({ outDir = path.join(root, 'out') } = {}) {
  const home = path.join(outDir, 'index.html');
  const svg = iconOfPage(fs.readFileSync(home, 'utf8'));
  if (svg === null) throw new Error(`[favicon] ${home} links no icon as a data:image/svg+xml URL`);
  fs.writeFileSync(path.join(outDir, 'favicon.ico'), await faviconIco(svg));
}
