// @ts-check
/**
 * `out/favicon.ico` (16, 32 and 48 px), drawn by the post-build pass from the icon the pages link inline, which is
 * the venue's `icon.svg` (src/app/_site/SiteDocument.tsx). sharp draws the sizes and png-to-ico packs them.
 * Not a route of the app: a route importing sharp or png-to-ico makes Turbopack add its async-module support to
 * the runtime chunk that every page loads (+0.45 KB gzipped).
 */
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

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
