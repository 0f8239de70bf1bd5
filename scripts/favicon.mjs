// @ts-check
/**
 * Post-build step: writes `out/favicon.ico` from the site's icon (src/config/site-icon.mjs), 16, 32 and 48 px, drawn
 * by sharp and packed by png-to-ico. Pages link the icon inline; this file is for whatever asks for `/favicon.ico`
 * by itself (browsers do, whatever a page links), which would otherwise get a 404 and log an error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pngToIco from 'png-to-ico';
import sharp from 'sharp';
import { SITE_ICON_SVG } from '../src/config/site-icon.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @returns {Promise<Buffer>} an ICO holding the icon at 16, 32 and 48 px */
export async function faviconIco() {
  const pngs = await Promise.all(
    [16, 32, 48].map((size) =>
      sharp(Buffer.from(SITE_ICON_SVG), { density: (72 * size) / 64 })
        .resize(size, size)
        .png()
        .toBuffer(),
    ),
  );
  return pngToIco(pngs);
}

/** @param {{ outDir?: string }} [options] */
export async function writeFavicon({ outDir = path.join(root, 'out') } = {}) {
  fs.writeFileSync(path.join(outDir, 'favicon.ico'), await faviconIco());
}
