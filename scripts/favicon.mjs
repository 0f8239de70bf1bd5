// @ts-check
/**
 * `out/favicon.ico` (16, 32 and 48 px), drawn after the build (scripts/site-files.mjs) from the icon the pages link
 * inline, which is the venue's `icon.svg` (src/shared/head.tsx). sharp draws the sizes and png-to-ico packs them.
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
