/**
 * The pictures site.yaml names beside the words: the tab's icon (an SVG, or a square PNG the build draws smaller) and
 * the share image (any photo, cut 1200 × 630 around a focal point by the photo step, under a name the loader gives
 * the pages).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { copyOf, problemsOf } from './folders.test-support';
import { iconProblem, loadContent, loadContents } from './load';
import { MIDDLE, SHARE_IMAGE, shareCut, shareImageName } from './share-image.mjs';

const demo = path.resolve(import.meta.dirname, '../../content');
const rooftop = path.resolve(import.meta.dirname, '../../examples/rooftop');

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#17140f' } })
    .png()
    .toBuffer();

describe('the tab’s icon', () => {
  it('may be a square PNG of 180 px or more', async () => {
    expect(iconProblem('icon.png', await png(180, 180))).toBeUndefined();
    expect(iconProblem('icon.png', await png(512, 512))).toBeUndefined();
    const dir = copyOf(demo, { 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: photos/icon.png') });
    fs.writeFileSync(path.join(dir, 'photos/icon.png'), await png(256, 256));
    expect(loadContent(dir).site.icon).toBe('photos/icon.png');
  });

  it('refuses a PNG that is not square, one too small, and a file that is no PNG, by its field and line', async () => {
    expect(iconProblem('icon.png', await png(400, 300))).toBe(
      "icon.png is 400 × 300 px: expected a square picture, as wide as it is high (the tab and a phone's home screen show it square)",
    );
    expect(iconProblem('icon.png', await png(120, 120))).toBe(
      "icon.png is 120 × 120 px: expected at least 180 × 180 px (a phone's home screen shows it at 180 px)",
    );
    expect(iconProblem('icon.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      'icon.png is not a PNG picture (expected a .png file as an image editor saves it)',
    );
    const dir = copyOf(demo, { 'site.yaml': (t) => t.replace('icon: icon.svg', 'icon: icon.png') });
    fs.writeFileSync(path.join(dir, 'icon.png'), await png(64, 64));
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: icon: icon\.png is 64 × 64 px: expected at least 180 × 180 px .* \(line 16\)$/,
      ),
    ]);
  });

  it('is an SVG drawing when it is named .svg', () => {
    expect(iconProblem('icon.svg', fs.readFileSync(path.join(demo, 'icon.svg')))).toBeUndefined();
    expect(iconProblem('icon.svg', Buffer.from('GIF89a'))).toMatch(/is not an SVG drawing/);
  });
});

describe('the share image', () => {
  it('is cut around the focal point, as far as the photo’s edges allow', () => {
    // A 4000 × 2667 photo covers 1200 × 630 at 1200 × 800: the window slides down the spare 170 px.
    expect(shareCut(4000, 2667)).toEqual({ scaled: { width: 1200, height: 800 }, left: 0, top: 85 });
    expect(shareCut(4000, 2667, { x: 0.5, y: 0 })).toMatchObject({ top: 0 });
    expect(shareCut(4000, 2667, { x: 0.5, y: 1 })).toMatchObject({ top: 170 });
    expect(shareCut(4000, 2667, { x: 0.5, y: 0.6 })).toMatchObject({ top: 165 });
    // A tall photo is as wide as the window, and slides across nothing.
    const tall = shareCut(1000, 3000, { x: 0.9, y: 0.25 });
    expect(tall).toEqual({ scaled: { width: 1200, height: 3600 }, left: 0, top: 585 });
    // One already 1200 × 630 is itself.
    expect(shareCut(1200, 630, { x: 0.1, y: 0.9 })).toEqual({ scaled: { width: 1200, height: 630 }, left: 0, top: 0 });
    expect(shareCut(SHARE_IMAGE.width, SHARE_IMAGE.height)).toEqual(shareCut(1200, 630, MIDDLE));
  });

  it('is named after its photo, its bytes and its point: another of either is another address', () => {
    const bytes = Buffer.from('a photo');
    const name = shareImageName('photos/Hero Shot.JPG', bytes);
    expect(name).toMatch(/^hero-shot-share-[0-9a-f]{8}\.jpg$/);
    expect(shareImageName('photos/Hero Shot.JPG', bytes, MIDDLE)).toBe(name);
    expect(shareImageName('photos/Hero Shot.JPG', Buffer.from('another photo'))).not.toBe(name);
    expect(shareImageName('photos/Hero Shot.JPG', bytes, { x: 0.5, y: 0.3 })).not.toBe(name);
  });

  it('gives every language’s pages the address the photo step writes it to, from the photo and point in site.yaml', () => {
    const contents = loadContents(rooftop);
    const { site } = contents.get('en-GB')!;
    const expected = `/photos/${shareImageName('photos/hero.jpg', fs.readFileSync(path.join(rooftop, 'photos/hero.jpg')), { x: 0.5, y: 0.5 })}`;
    expect(site.shareImage.url).toBe(expected);
    expect(contents.get('fr')!.site.shareImage).toMatchObject({ url: expected, src: 'photos/hero.jpg' });
    expect(contents.get('fr')!.site.shareImage.alt).not.toBe(site.shareImage.alt);
    // A file outside photos/ will do too (the demo's card).
    expect(loadContent(demo).site.shareImage.url).toMatch(/^\/photos\/share-share-[0-9a-f]{8}\.jpg$/);
  });

  it('refuses a point outside the photo and a file that is no photo', () => {
    const dir = copyOf(demo, {
      'site.yaml': (t) => t.replace('  src: share.png', '  src: icon.svg\n  focus: { x: 1.5, y: 0.5 }'),
    });
    expect(problemsOf(dir, loadContent)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: shareImage\.src: expected a JPEG, PNG or WebP photo, .*got "icon\.svg"/),
      expect.stringMatching(
        /^x\/site\.yaml: shareImage\.focus\.x: expected a number from 0 to 1, got 1\.5 \(line \d+\)$/,
      ),
    ]);
  });
});
