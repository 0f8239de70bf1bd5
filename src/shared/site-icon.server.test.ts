import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { TAB_ICON_PX, TOUCH_ICON, tabIcon, touchIcon } from './site-icon.server';

vi.mock('server-only', () => ({}));

const demoIcon = fs.readFileSync(path.resolve(import.meta.dirname, '../../content/icon.svg'));

/** A square PNG logo as a venue might save it: a light disc on a transparent ground. */
const pngLogo = (side: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 3}" fill="#f4c76b"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

const pixel = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [...data.subarray(at, at + info.channels)];
};

describe('the tab’s icon', () => {
  it('is an SVG as it is, inside the page', async () => {
    const icon = await tabIcon('icon.svg', demoIcon);
    expect(icon.type).toBe('image/svg+xml');
    expect(decodeURIComponent(icon.href)).toBe(`data:image/svg+xml,${demoIcon.toString('utf8').trim()}`);
  });

  it(`is a PNG drawn at ${TAB_ICON_PX} px, inside the page`, async () => {
    const icon = await tabIcon('icon.png', await pngLogo(512));
    expect(icon.type).toBe('image/png');
    expect(icon.href).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(icon.href.slice('data:image/png;base64,'.length), 'base64');
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: TAB_ICON_PX, height: TAB_ICON_PX });
    // Small enough to travel in every page.
    expect(icon.href.length).toBeLessThan(2000);
  });
});

describe('the home screen’s icon', () => {
  it(`is ${TOUCH_ICON.px} px square and opaque, the SVG drawn at that size on the theme colour`, async () => {
    const png = await touchIcon('icon.svg', demoIcon, '#ff0000');
    const meta = await sharp(png).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 180, height: 180 });
    // The rounded corner, transparent in the drawing, is the theme colour; the middle of the letter is the letter's.
    expect((await pixel(png, 0, 0)).slice(0, 3)).toEqual([255, 0, 0]);
    expect((await pixel(png, 90, 90)).slice(0, 3)).toEqual([0xf6, 0xf1, 0xea]);
    expect(await sharp(png).stats()).toMatchObject({ isOpaque: true });
  });

  it('is a PNG scaled to that size', async () => {
    const png = await touchIcon('icon.png', await pngLogo(400), '#0f1220');
    expect(await sharp(png).metadata()).toMatchObject({ width: 180, height: 180 });
    expect((await pixel(png, 2, 2)).slice(0, 3)).toEqual([0x0f, 0x12, 0x20]);
    expect((await pixel(png, 90, 90)).slice(0, 3)).toEqual([0xf4, 0xc7, 0x6b]);
  });
});
