// @ts-check
import { describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { faviconIco } from './favicon.mjs';

/**
 * Whether a run of 32-bit BGRA pixels holds this colour, opaque.
 * @param {Buffer} pixels
 * @param {[number, number, number]} colour
 */
function holds(pixels, [r, g, b]) {
  for (let i = 0; i + 3 < pixels.length; i += 4)
    if (pixels[i] === b && pixels[i + 1] === g && pixels[i + 2] === r && pixels[i + 3] === 255) return true;
  return false;
}

describe('faviconIco', () => {
  it("packs the demo venue's icon at 16, 32 and 48 px: the dark square and the light letter in each", async () => {
    const ico = await faviconIco(fs.readFileSync(path.join(import.meta.dirname, '../content/icon.svg')));
    // ICONDIR: reserved 0, type 1 (icon), the number of images; then one 16-byte entry per image.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    const sizes = /** @type {Array<[number | undefined, number | undefined]>} */ ([]);
    for (let i = 0; i < 3; i++) {
      const entry = 6 + 16 * i;
      const [width, height] = [ico[entry], ico[entry + 1]];
      sizes.push([width, height]);
      const [bytes, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect(offset + bytes).toBeLessThanOrEqual(ico.length);
      // Each image is a 40-byte bitmap header and then its pixels, 4 bytes each.
      const pixels = ico.subarray(offset + 40, offset + 40 + (width ?? 0) * (height ?? 0) * 4);
      expect(holds(pixels, [0x17, 0x14, 0x0f]), `${width} px: the square`).toBe(true);
      expect(holds(pixels, [0xf6, 0xf1, 0xea]), `${width} px: the letter`).toBe(true);
    }
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });

  it("packs a PNG icon (the tab's 32 px one) at 16 and 32 px, never enlarged to 48", async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: '#17140f' } })
      .png()
      .toBuffer();
    const ico = await faviconIco(png);
    expect(ico.readUInt16LE(4)).toBe(2);
    expect([ico[6], ico[6 + 16]]).toEqual([16, 32]);
  });
});
