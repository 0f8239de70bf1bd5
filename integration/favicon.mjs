// @ts-check
/**
 * `out/favicon.ico` (16, 32 and 48 px), drawn after the build (integration/site-files.mjs) from the icon the pages link
 * inline (src/shared/site-icon.server.ts): the venue's SVG, or its PNG at the tab's size. sharp draws the sizes and
 * png-to-ico packs them.
 */
import pngToIco from 'png-to-ico';
import sharp from 'sharp';

const SIZES = [16, 32, 48];

/**
 * @param {string | Buffer} icon an SVG's text (or bytes), or a PNG's bytes
 * @returns {Promise<Buffer>} an ICO holding the icon at 16, 32 and 48 px; a PNG only at the sizes it has pixels for
 */
export async function faviconIco(icon) {
  const input = Buffer.from(icon);
  const { width = 64, format } = await sharp(input).metadata();
  const vector = format === 'svg';
  const pngs = await Promise.all(
    // A vector is drawn at the density that makes it `size` pixels wide, so that it is not scaled as a bitmap; a
    // bitmap is never enlarged (a blurred 48 px is no better than the browser's own scaling).
    SIZES.filter((size, index) => vector || index === 0 || size <= width).map((size) =>
      sharp(input, vector ? { density: (72 * size) / width } : {})
        .resize(size, size)
        .png()
        .toBuffer(),
    ),
  );
  return pngToIco(pngs);
}
