import pngToIco from 'png-to-ico';
import sharp from 'sharp';

/** An ICO holding an SVG icon at 16, 32 and 48 px: drawn by sharp, packed by png-to-ico. */
export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const pngs = await Promise.all(
    [16, 32, 48].map(async (size) => {
      const { width = size } = await sharp(svg).metadata();
      // Drawn at the density that makes it `size` pixels wide, so that the vector is not scaled as a bitmap.
      return sharp(svg, { density: (72 * size) / width })
        .resize(size, size)
        .png()
        .toBuffer();
    }),
  );
  return pngToIco(pngs);
}
