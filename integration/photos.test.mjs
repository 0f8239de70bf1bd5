// @ts-check
/**
 * The photo step (integration/photos.mjs) on real files made here with sharp: the widths and formats it writes,
 * the cache that makes a second build encode nothing, and the messages that stop a build.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '../src/content/load';
import { shareImageName } from '../src/content/share-image.mjs';
import { PHOTO_OPTIONS, buildPhotos, heroPhotoSrc, inParallel, shareImageOf } from './photos.mjs';

let tmp = '';

/**
 * A photo-like JPEG: coloured grain over the whole frame, so it has detail to encode (a camera's file is mostly
 * sensor grain at full size). The grain is random bytes, not libvips' gaussian noise, which takes 4.5 s to make
 * 6000×4000 pixels here against 0.1 s.
 */
async function makeJpeg(
  /** @type {string} */ file,
  /** @type {number} */ width,
  /** @type {number} */ height,
  quality = 80,
) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .linear(0.5, 64)
    .tint({ r: 180, g: 110, b: 70 })
    .jpeg({ quality })
    .toFile(file);
}

/** A content folder with the given photos and gallery.yaml text, and where the step writes. */
function venue(/** @type {string} */ name) {
  const dir = path.join(tmp, name);
  fs.mkdirSync(path.join(dir, 'photos'), { recursive: true });
  return {
    contentDir: dir,
    publicDir: path.join(dir, 'out-photos'),
    manifestFile: path.join(dir, 'photos.json'),
    cacheDir: path.join(dir, 'cache'),
    log: () => {},
  };
}

/** Names `src` as the home page's hero photo in the content folder's pages/home.yaml, as a venue writes it. */
function nameHero(/** @type {string} */ contentDir, /** @type {string} */ src) {
  fs.mkdirSync(path.join(contentDir, 'pages'), { recursive: true });
  fs.writeFileSync(
    path.join(contentDir, 'pages/home.yaml'),
    `hero:\n  eyebrow: Here\n  title: A venue\n  photo: { src: ${src}, alt: 'What the hero shows' }\n`,
  );
}

/** Small widths keep the tests quick where the widths themselves are not the point. */
const QUICK = {
  ...PHOTO_OPTIONS,
  widths: [160, 320],
  fallbackWidths: [320],
  portrait: { ...PHOTO_OPTIONS.portrait, widths: [180] },
};

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-photos-'));
});
afterAll(() => {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

describe('buildPhotos', () => {
  // A camera's photo as a venue uploads it (6000×4000, about 12 MB) is also the one whose widths are checked: encoding
  // it at full quality is the slowest thing in the unit tests, so it is done once.
  it('takes a 6000×4000 camera JPEG of about 12 MB: WebP at every width up to 2400 and a JPEG fallback, with size and colour in the manifest', async () => {
    const v = venue('widths');
    const camera = path.join(v.contentDir, 'photos/hall.jpg');
    await makeJpeg(camera, 6000, 4000, 90);
    expect(fs.statSync(camera).size).toBeGreaterThan(10e6);
    await makeJpeg(path.join(v.contentDir, 'photos/small.jpg'), 800, 600);
    const { manifest, encoded } = await buildPhotos(v);
    expect(encoded).toBe(2);

    const hall = manifest.photos['photos/hall.jpg'];
    expect(hall).toMatchObject({ src: 'photos/hall.jpg', width: 6000, height: 4000 });
    expect(hall?.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(hall?.landscape.webp.map((c) => c.width)).toEqual([320, 480, 720, 1080, 1600, 2400]);
    expect(hall?.landscape.jpeg.map((c) => c.width)).toEqual([720, 1600]);
    // No width is more than 1.5 times the one below it: whatever a box needs, a file within 1.5× exists.
    const widths = hall?.landscape.webp.map((c) => c.width) ?? [];
    for (let i = 1; i < widths.length; i++) expect((widths[i] ?? 0) / (widths[i - 1] ?? 1)).toBeLessThanOrEqual(1.5);

    for (const candidate of [...(hall?.landscape.webp ?? []), ...(hall?.landscape.jpeg ?? [])]) {
      const file = path.join(v.publicDir, path.basename(candidate.url));
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height], candidate.url).toEqual([
        candidate.width,
        Math.round((candidate.width * 2) / 3),
      ]);
      expect(meta.format).toBe(candidate.url.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(candidate.url).toMatch(/^\/photos\/hall-[0-9a-f]{8}-\d+\.(webp|jpg)$/);
    }
    // Never enlarged: an 800 px photo stops at 800.
    expect(manifest.photos['photos/small.jpg']?.landscape.webp.map((c) => c.width)).toEqual([320, 480, 720, 800]);
    expect(JSON.parse(fs.readFileSync(v.manifestFile, 'utf8'))).toEqual(manifest);
  }, 180_000);

  it('encodes nothing the second time, and again only what changed', async () => {
    const v = venue('cache');
    await makeJpeg(path.join(v.contentDir, 'photos/a.jpg'), 1200, 800);
    await makeJpeg(path.join(v.contentDir, 'photos/b.png'), 1000, 700);
    const cold = await buildPhotos({ ...v, options: QUICK });
    expect(cold.encoded).toBe(2);

    fs.rmSync(v.publicDir, { recursive: true });
    const warm = await buildPhotos({ ...v, options: QUICK });
    expect(warm).toMatchObject({ encoded: 0, cached: 2 });
    expect(warm.manifest).toEqual(cold.manifest);
    // The output folder is whole again, from the cache.
    for (const entry of Object.values(warm.manifest.photos)) {
      for (const c of entry.landscape.webp)
        expect(fs.existsSync(path.join(v.publicDir, path.basename(c.url))), c.url).toBe(true);
    }

    await makeJpeg(path.join(v.contentDir, 'photos/b.png'), 1000, 600);
    const changed = await buildPhotos({ ...v, options: QUICK });
    expect(changed.encoded).toBe(1);
    // The old b's files are gone from the output; only this build's files remain.
    const listed = new Set(
      Object.values(changed.manifest.photos).flatMap((e) =>
        [...e.landscape.webp, ...e.landscape.jpeg].map((c) => path.basename(c.url)),
      ),
    );
    expect(new Set(fs.readdirSync(v.publicDir))).toEqual(listed);

    const otherOptions = await buildPhotos({ ...v, options: { ...QUICK, webp: { quality: 50, effort: 4 } } });
    expect(otherOptions.encoded).toBe(2);
  }, 120_000);

  it('stops with the name of a photo that cannot be decoded', async () => {
    const v = venue('broken');
    await makeJpeg(path.join(v.contentDir, 'photos/fine.jpg'), 400, 300);
    fs.writeFileSync(path.join(v.contentDir, 'photos/broken.jpg'), 'this is not a JPEG');
    await expect(buildPhotos({ ...v, options: QUICK })).rejects.toThrow(
      /^photos\/broken\.jpg: cannot be decoded as a photo/,
    );
    // A JPEG cut off half way is as broken.
    const whole = fs.readFileSync(path.join(v.contentDir, 'photos/fine.jpg'));
    fs.rmSync(path.join(v.contentDir, 'photos/broken.jpg'));
    fs.writeFileSync(path.join(v.contentDir, 'photos/truncated.jpg'), whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(buildPhotos({ ...v, options: QUICK })).rejects.toThrow(/^photos\/truncated\.jpg: cannot be decoded/);
  });

  it('makes a 9:16 portrait crop for the hero only, and stands photos up by their EXIF orientation', async () => {
    const v = venue('hero');
    await makeJpeg(path.join(v.contentDir, 'photos/hero.jpg'), 1600, 1000);
    nameHero(v.contentDir, 'photos/hero.jpg');
    const sideways = path.join(v.contentDir, 'photos/sideways.jpg');
    await makeJpeg(path.join(tmp, 'upright.jpg'), 600, 400);
    await sharp(path.join(tmp, 'upright.jpg')).withMetadata({ orientation: 6 }).toFile(sideways);
    const { manifest } = await buildPhotos({ ...v, options: QUICK });
    const hero = manifest.photos['photos/hero.jpg'];
    expect((hero?.portrait?.width ?? 0) / (hero?.portrait?.height ?? 1)).toBeCloseTo(9 / 16, 2);
    expect(hero?.portrait?.webp.map((c) => c.width)).toEqual([180]);
    const made = await sharp(path.join(v.publicDir, path.basename(hero?.portrait?.webp[0]?.url ?? ''))).metadata();
    expect((made.width ?? 0) / (made.height ?? 1)).toBeCloseTo(9 / 16, 1);
    const upright = manifest.photos['photos/sideways.jpg'];
    expect(upright?.portrait).toBeUndefined();
    expect(upright).toMatchObject({ width: 400, height: 600 });
    expect((upright?.landscape.width ?? 0) / (upright?.landscape.height ?? 1)).toBeCloseTo(2 / 3, 2);
  }, 60_000);

  it('crops for phones the photo the content names as the hero, a PNG of any name, and no other', async () => {
    const v = venue('png-hero');
    const png = path.join(v.contentDir, 'photos/roof-at-dusk.png');
    await makeJpeg(path.join(tmp, 'png-hero.jpg'), 1600, 1000);
    await sharp(path.join(tmp, 'png-hero.jpg')).png().toFile(png);
    // A photo called hero that the content does not name as the hero is a photo like any other.
    await makeJpeg(path.join(v.contentDir, 'photos/hero.jpg'), 900, 600);
    nameHero(v.contentDir, 'photos/roof-at-dusk.png');
    expect(heroPhotoSrc(v.contentDir)).toBe('photos/roof-at-dusk.png');

    const { manifest } = await buildPhotos({ ...v, options: QUICK });
    const hero = manifest.photos['photos/roof-at-dusk.png'];
    expect(hero).toMatchObject({ src: 'photos/roof-at-dusk.png', width: 1600, height: 1000 });
    expect(hero?.colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(hero?.landscape.webp.map((c) => c.width)).toEqual([160, 320]);
    expect(hero?.portrait?.webp.map((c) => c.width)).toEqual([180]);
    for (const c of [
      ...(hero?.landscape.webp ?? []),
      ...(hero?.landscape.jpeg ?? []),
      ...(hero?.portrait?.webp ?? []),
    ]) {
      expect(c.url).toMatch(/^\/photos\/roof-at-dusk(-portrait)?-[0-9a-f]{8}-\d+\.(webp|jpg)$/);
      const made = await sharp(path.join(v.publicDir, path.basename(c.url))).metadata();
      expect(made.format, c.url).toBe(c.url.endsWith('.webp') ? 'webp' : 'jpeg');
      expect(made.width, c.url).toBe(c.width);
    }
    expect(manifest.photos['photos/hero.jpg']?.portrait).toBeUndefined();
    expect(JSON.parse(fs.readFileSync(v.manifestFile, 'utf8'))).toEqual(manifest);

    // The content names another hero: the crop moves with it, from the cache where the bytes are unchanged.
    nameHero(v.contentDir, 'photos/hero.jpg');
    const moved = await buildPhotos({ ...v, options: QUICK });
    expect(moved.encoded).toBe(2);
    expect(moved.manifest.photos['photos/hero.jpg']?.portrait?.webp).toHaveLength(1);
    expect(moved.manifest.photos['photos/roof-at-dusk.png']?.portrait).toBeUndefined();
    nameHero(v.contentDir, 'photos/roof-at-dusk.png');
    expect((await buildPhotos({ ...v, options: QUICK })).encoded).toBe(0);
  }, 60_000);

  it.each(['content', 'examples/rooftop'])('reads the hero of %s as the content loader does', (dir) => {
    const folder = path.join(path.dirname(import.meta.dirname), dir);
    expect(heroPhotoSrc(folder)).toBe(loadContent(folder).home.hero.photo?.src);
    expect(heroPhotoSrc(folder)).toMatch(/^photos\//);
  });

  it('encodes photos side by side; the same bytes under two names make two sets of files', async () => {
    const v = venue('twins');
    await makeJpeg(path.join(v.contentDir, 'photos/a-first.jpg'), 500, 300);
    fs.copyFileSync(path.join(v.contentDir, 'photos/a-first.jpg'), path.join(v.contentDir, 'photos/b-twin.jpg'));
    await makeJpeg(path.join(v.contentDir, 'photos/c-other.jpg'), 400, 300);
    const { manifest, encoded } = await buildPhotos({ ...v, options: QUICK, parallel: 3 });
    expect(encoded).toBe(3);
    expect(Object.keys(manifest.photos)).toEqual(['photos/a-first.jpg', 'photos/b-twin.jpg', 'photos/c-other.jpg']);
    const written = fs.readdirSync(v.publicDir);
    for (const [src, entry] of Object.entries(manifest.photos)) {
      const stem = path.basename(src, '.jpg');
      for (const { url } of [...entry.landscape.webp, ...entry.landscape.jpeg]) {
        expect(path.basename(url).startsWith(`${stem}-`), url).toBe(true);
        expect(written, url).toContain(path.basename(url));
      }
    }
  });
});

describe('the share image', () => {
  /** Names `src` (with `focus`, YAML) as the share image in the content folder's site.yaml, as a venue writes it. */
  function nameShare(/** @type {string} */ contentDir, /** @type {string} */ src, focus = '') {
    fs.writeFileSync(
      path.join(contentDir, 'site.yaml'),
      `name: A venue\nshareImage:\n  src: ${src}\n  alt: The venue\n${focus ? `  focus: ${focus}\n` : ''}`,
    );
  }
  /** A photo red on its left half and blue on its right. */
  const halves = (/** @type {string} */ file, /** @type {number} */ width, /** @type {number} */ height) =>
    sharp({ create: { width, height, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: { create: { width: width / 2, height, channels: 3, background: '#0000ff' } },
          left: width / 2,
          top: 0,
        },
      ])
      .jpeg({ quality: 95 })
      .toFile(file);
  /** The mean colour of a picture, [r, g, b]. */
  const mean = async (/** @type {string} */ file) =>
    (await sharp(file).stats()).channels.slice(0, 3).map((channel) => Math.round(channel.mean));

  it('is cut 1200 × 630 around its focal point, under the name the loader gives it, and kept in the cache', async () => {
    const v = venue('share');
    const photo = path.join(v.contentDir, 'photos/wide.jpg');
    await halves(photo, 2400, 630);
    nameShare(v.contentDir, '/photos/wide.jpg', '{ x: 0, y: 0.5 }');
    expect(shareImageOf(v.contentDir)).toEqual({ src: 'photos/wide.jpg', focus: { x: 0, y: 0.5 } });
    const name = shareImageName('photos/wide.jpg', fs.readFileSync(photo), { x: 0, y: 0.5 });
    /** @type {string[]} */
    const lines = [];
    await buildPhotos({ ...v, options: QUICK, log: (line) => lines.push(line) });
    const left = path.join(v.publicDir, name);
    expect(await sharp(left).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const [red, , blue] = await mean(left);
    expect(red).toBeGreaterThan(240);
    expect(blue).toBeLessThan(15);
    expect(lines.at(-1)).toContain('the share image cut');

    // Another point is another file, and the first one leaves the output.
    nameShare(v.contentDir, 'photos/wide.jpg', '{ x: 1, y: 0.5 }');
    await buildPhotos({ ...v, options: QUICK });
    const right = path.join(v.publicDir, shareImageName('photos/wide.jpg', fs.readFileSync(photo), { x: 1, y: 0.5 }));
    expect((await mean(right))[2]).toBeGreaterThan(240);
    expect(fs.existsSync(left)).toBe(false);

    // Back to the first: from the cache.
    nameShare(v.contentDir, 'photos/wide.jpg', '{ x: 0, y: 0.5 }');
    lines.length = 0;
    await buildPhotos({ ...v, options: QUICK, log: (line) => lines.push(line) });
    expect(lines.at(-1)).toContain('the share image from the cache');
    expect(fs.existsSync(left)).toBe(true);
  }, 60_000);

  it('may be a file outside photos/, which is cut but not made into photos', async () => {
    const v = venue('share-card');
    await sharp({ create: { width: 1200, height: 630, channels: 4, background: '#16120e' } })
      .png()
      .toFile(path.join(v.contentDir, 'card.png'));
    nameShare(v.contentDir, 'card.png');
    const { manifest } = await buildPhotos({ ...v, options: QUICK });
    expect(manifest.photos).toEqual({});
    const name = shareImageName('card.png', fs.readFileSync(path.join(v.contentDir, 'card.png')));
    expect(fs.readdirSync(v.publicDir)).toEqual([name]);
  });

  it('stops with the name of a photo that cannot be decoded', async () => {
    const v = venue('share-broken');
    fs.writeFileSync(path.join(v.contentDir, 'broken.jpg'), 'this is not a JPEG');
    nameShare(v.contentDir, 'broken.jpg');
    await expect(buildPhotos({ ...v, options: QUICK })).rejects.toThrow(
      /^broken\.jpg: cannot be decoded as a photo for the share image/,
    );
  });

  it.each(['content', 'examples/rooftop'])('of %s is written where the content loader says', (dir) => {
    const folder = path.join(path.dirname(import.meta.dirname), dir);
    const share = shareImageOf(folder);
    expect(share).not.toBeNull();
    const bytes = fs.readFileSync(path.join(folder, share?.src ?? ''));
    expect(`/photos/${shareImageName(share?.src ?? '', bytes, share?.focus)}`).toBe(
      loadContent(folder).site.shareImage.url,
    );
  });
});

describe('inParallel', () => {
  const later = (/** @type {number} */ ms, /** @type {unknown} */ value, fail = false) =>
    new Promise((resolve, reject) => setTimeout(() => (fail ? reject(value) : resolve(value)), ms));

  it('keeps the items’ order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const result = await inParallel([30, 5, 20, 1, 10], 2, async (ms) => {
      most = Math.max(most, ++running);
      await later(ms, null);
      running--;
      return ms * 2;
    });
    expect(result).toEqual([60, 10, 40, 2, 20]);
    expect(most).toBe(2);
  });

  it('throws the first failure in the items’ order, not the first in time', async () => {
    const work = (/** @type {[number, string, boolean]} */ [ms, name, fail]) => later(ms, new Error(name), fail);
    await expect(
      inParallel(
        [
          [5, 'fine', false],
          [40, 'slow failure', true],
          [1, 'quick failure', true],
        ],
        3,
        work,
      ),
    ).rejects.toThrow('slow failure');
  });
});
