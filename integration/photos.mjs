// @ts-check
/**
 * The venue's photographs, made fit for the web at build time (a static export has no image server).
 *
 * Every photo in `<content>/photos/` (JPEG, PNG or WebP, any size) becomes WebP at several widths plus a JPEG
 * fallback, and gets its dominant colour as a placeholder. The photo the content names as the home page's hero
 * (`hero.photo` in `pages/home.yaml`) also gets a portrait crop for phones, whose hero is taller than wide. The
 * results go to `public/photos/` (copied into `out/` by
 * the build) and a manifest, `src/generated/photos.json`, that the React side reads at build time. Which
 * photo goes where, with its alt text, is the content's business (src/content/schema.ts). The share image
 * (`shareImage` in `site.yaml`) is cut from its photo, 1200 × 630 around its focal point, into the same folder, under
 * the name the content loader gives the pages (src/content/share-image.mjs).
 *
 * Encoding is cached in `node_modules/.cache/foyer-photos/` (FOYER_CACHE moves it), keyed by the photo's bytes, the
 * options below and this file's code, so a rebuild with unchanged photos encodes nothing. Run by integration/astro-foyer.mjs at the start of every build;
 * by hand: `node integration/photos.mjs`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { settingValue } from '../src/config/settings.mjs';
import { SHARE_IMAGE, shareCut, shareImageName } from '../src/content/share-image.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The venue's content folder, as the settings name it. */
function contentDir() {
  return path.resolve(root, settingValue(process.env, 'CONTENT_DIR'));
}

const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp'];

/**
 * The photo the content folder names as the home page's hero (`hero.photo.src` of `pages/home.yaml`), the one photo
 * that gets a portrait crop; null when it names none. The content check (src/content/load.ts, run before this step
 * in every build) reports a file that cannot be read or a hero photo that does not exist; here such a file only
 * means no crop.
 * @param {string} dir the content folder
 * @returns {string | null}
 */
export function heroPhotoSrc(dir) {
  let home;
  try {
    home = parseYaml(fs.readFileSync(path.join(dir, 'pages', 'home.yaml'), 'utf8'));
  } catch {
    return null;
  }
  const src = home?.hero?.photo?.src;
  // `/photos/x.jpg` (as the staff's editor writes an upload) is the same file as `photos/x.jpg` (src/content/schema.ts).
  return typeof src === 'string' && src.trim() !== '' ? path.posix.normalize(src.trim().replace(/^\//, '')) : null;
}

/**
 * The share image site.yaml names: its photo (`photos/hero.jpg`, or a file elsewhere in the folder, `share.png`) and
 * its focal point when it gives one; null when it names none. As with the hero, a file that cannot be read means no
 * cut here: the content check, run before this step in every build, names the problem.
 * @param {string} dir the content folder
 * @returns {{ src: string, focus?: import('../src/content/share-image.mjs').FocalPoint } | null}
 */
export function shareImageOf(dir) {
  let site;
  try {
    site = parseYaml(fs.readFileSync(path.join(dir, 'site.yaml'), 'utf8'));
  } catch {
    return null;
  }
  const src = site?.shareImage?.src;
  if (typeof src !== 'string' || src.trim() === '') return null;
  const { x, y } = site.shareImage.focus ?? {};
  return {
    src: path.posix.normalize(src.trim().replace(/^\//, '')),
    ...(typeof x === 'number' && typeof y === 'number' ? { focus: { x, y } } : {}),
  };
}

/**
 * Cuts the share image into the cache folder (or finds it there), under its name.
 * @param {{ contentDir: string, cacheDir: string }} o
 * @returns {Promise<{ name: string, file: string, cut: boolean } | null>} null when the content names none
 */
async function cutShareImage({ contentDir: dir, cacheDir }) {
  const share = shareImageOf(dir);
  const source = share && path.join(dir, share.src);
  if (!share || !source || !fs.existsSync(source)) return null;
  const bytes = fs.readFileSync(source);
  const name = shareImageName(share.src, bytes, share.focus);
  const file = path.join(cacheDir, 'share', name);
  if (fs.existsSync(file)) return { name, file, cut: false };
  let jpeg;
  try {
    const original = await sharp(bytes).metadata();
    const upright = (original.orientation ?? 1) >= 5;
    const width = (upright ? original.height : original.width) ?? 0;
    const height = (upright ? original.width : original.height) ?? 0;
    const { scaled, left, top } = shareCut(width, height, share.focus);
    // Stood up by its EXIF orientation, scaled to cover the window, then cut (an extract after a resize cuts the
    // resized image); a transparent PNG on white, which JPEG needs.
    jpeg = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(scaled.width, scaled.height, { fit: 'fill' })
      .extract({ left, top, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height })
      .flatten({ background: '#ffffff' })
      .jpeg(SHARE_IMAGE.jpeg)
      .toBuffer();
  } catch (error) {
    throw new PhotoError(
      `${share.src}: cannot be decoded as a photo for the share image (${error instanceof Error ? error.message : error})`,
    );
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, jpeg);
  fs.renameSync(tmp, file);
  return { name, file, cut: true };
}

/**
 * Widths step by at most 1.5×, so whatever box a photo fills, the browser finds a file no more than 1.5 times
 * wider than the box needs. WebP for every browser that matters, JPEG as the fallback at fewer widths.
 * AVIF would save about a fifth of the bytes but takes twenty times the CPU to encode (see docs/photos.md).
 */
export const PHOTO_OPTIONS = {
  version: 2,
  widths: [320, 480, 720, 1080, 1600, 2400],
  fallbackWidths: [720, 1600],
  webp: { quality: 68, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true, progressive: true },
  /**
   * The phone's hero: on portrait screens the hero's gradient (src/views/home.css, `.hero::after`) darkens the lower
   * two fifths by 82–94% and the rest by 15–35%, so fine detail there is hardly seen. Quality 45 halves the file
   * (the phone's first screen waits for it on slow 4G) without visible loss under the gradient. 720 is there for
   * the common 360–412 px Android screens at 1.75–2×, which would otherwise get the 828 file (30% more bytes).
   */
  portrait: { aspect: 9 / 16, widths: [480, 640, 720, 828, 1080], webp: { quality: 45, effort: 6 } },
};

/**
 * Photos encoded side by side: one per core. The WebP and JPEG encoders use one thread each, so one photo at a
 * time left every other core idle (the second venue's twelve photos: 14.4 s on two cores, now about half).
 */
const PHOTOS_AT_ONCE = Math.max(1, os.availableParallelism());

/**
 * Runs `work` on every item, at most `limit` at once, and returns the results in the items' order. When some
 * fail, it throws the first failure in that order (not in time), so a build names the same photo every time.
 * @template T, R
 * @param {readonly T[]} items @param {number} limit @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
export async function inParallel(items, limit, work) {
  /** @type {PromiseSettledResult<R>[]} */
  const settled = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      settled[index] = await work(/** @type {T} */ (items[index])).then(
        (value) => ({ status: /** @type {const} */ ('fulfilled'), value }),
        (reason) => ({ status: /** @type {const} */ ('rejected'), reason }),
      );
    }
  };
  await Promise.all(Array.from({ length: Math.min(Math.max(1, limit), items.length) }, lane));
  const failure = settled.find((result) => result.status === 'rejected');
  if (failure) throw failure.reason;
  return settled.map((result) => /** @type {PromiseFulfilledResult<R>} */ (result).value);
}

/**
 * @typedef {{ width: number, url: string }} Candidate
 * @typedef {{ webp: Candidate[], jpeg: Candidate[], width: number, height: number }} Rendition
 * @typedef {{ src: string, width: number, height: number, colour: string, landscape: Rendition, portrait?: Rendition }} PhotoEntry
 * @typedef {{ photos: Record<string, PhotoEntry> }} PhotoManifest
 */

class PhotoError extends Error {}

const sha = (/** @type {string | Buffer} */ data) => createHash('sha256').update(data).digest('hex');
/** This file's own code, in each photo's cache folder: a cache kept between clones (FOYER_CACHE) gives no file of an older encoder. */
const ENCODER = sha(fs.readFileSync(fileURLToPath(import.meta.url)));

/** @param {{ r: number, g: number, b: number }} c */
const hex = (c) => `#${[c.r, c.g, c.b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/**
 * Encodes one photo into the cache folder (or finds it there).
 * @param {{ file: string, src: string, cacheDir: string, options: typeof PHOTO_OPTIONS, portrait: boolean }} job
 *   portrait: whether the photo also gets the phone's portrait crop (the home hero's)
 * @returns {Promise<{ entry: PhotoEntry, files: string[], encoded: boolean }>}
 */
async function encodePhoto({ file, src, cacheDir, options, portrait }) {
  const bytes = fs.readFileSync(file);
  const stem = path
    .basename(src, path.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  // The name is part of the key: the files are named after it, and two photos with the same bytes under two names,
  // encoded side by side, must not share a folder. Whether it has a portrait crop is too: the same photo stops or
  // starts being the hero without changing a byte.
  const key = sha(`${sha(bytes)}\n${stem}\n${JSON.stringify(options)}\n${portrait}\n${sharp.versions.vips}`).slice(
    0,
    16,
  );
  // The folder's key has the encoder's code too; the files' names (from `key`) do not, so that an edit of this file
  // gives the visitors no new addresses for the same pictures.
  const dir = path.join(cacheDir, sha(`${key}\n${ENCODER}`).slice(0, 16));
  const metaFile = path.join(dir, 'meta.json');
  if (fs.existsSync(metaFile)) {
    const meta = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    return {
      entry: { ...meta.entry, src },
      files: meta.files.map((/** @type {string} */ f) => path.join(dir, f)),
      encoded: false,
    };
  }
  let image;
  let width;
  let height;
  try {
    const original = await sharp(bytes).metadata();
    const upright = (original.orientation ?? 1) >= 5;
    width = (upright ? original.height : original.width) ?? 0;
    height = (upright ? original.width : original.height) ?? 0;
    // Decode once, upright (EXIF orientation), at the largest size we serve; every width comes from this.
    // The hero's portrait crop is as tall as the photo, so its widest file decides how tall the decode must be.
    const largest = Math.max(...options.widths);
    const tallest = portrait ? Math.max(...options.portrait.widths) / options.portrait.aspect : 0;
    const box = Math.max(largest, Math.ceil((tallest * width) / Math.max(1, height)));
    image = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize({ width: box, height: box, fit: 'inside', withoutEnlargement: true })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new PhotoError(`${src}: cannot be decoded as a photo (${error instanceof Error ? error.message : error})`);
  }
  const raw = { raw: { width: image.info.width, height: image.info.height, channels: /** @type {3} */ (3) } };
  const from = () => sharp(image.data, raw);
  const { dominant } = await from().resize(64).stats();

  const tmp = `${dir}.${process.pid}.tmp`;
  fs.rmSync(tmp, { recursive: true, force: true });
  fs.mkdirSync(tmp, { recursive: true });
  /** @type {string[]} */
  const files = [];

  /**
   * @param {() => import('sharp').Sharp} base the image to cut widths from
   * @param {number} fullWidth @param {number} fullHeight @param {number[]} webpWidths @param {number[]} jpegWidths @param {string} tag
   * @param {import('sharp').WebpOptions} [webp] the rendition's own WebP settings, if not the photos' own
   * @returns {Promise<Rendition>}
   */
  async function rendition(base, fullWidth, fullHeight, webpWidths, jpegWidths, tag, webp = options.webp) {
    const fit = (/** @type {number[]} */ list) => {
      const within = list.filter((w) => w < fullWidth);
      // Never enlarge; a photo smaller than a listed width is served at its own width instead.
      return within.length < list.length ? [...within, fullWidth] : within;
    };
    /** @type {Rendition} */
    const out = { webp: [], jpeg: [], width: fullWidth, height: fullHeight };
    for (const [format, list] of /** @type {const} */ ([
      ['webp', fit(webpWidths)],
      ['jpeg', fit(jpegWidths)],
    ])) {
      for (const w of list) {
        const name = `${stem}${tag}-${key.slice(0, 8)}-${w}.${format === 'jpeg' ? 'jpg' : 'webp'}`;
        const pipeline = base().resize({ width: w });
        await (format === 'webp' ? pipeline.webp(webp) : pipeline.jpeg(options.jpeg)).toFile(path.join(tmp, name));
        files.push(name);
        out[format].push({ width: w, url: `/photos/${name}` });
      }
    }
    return out;
  }

  const landscape = await rendition(
    from,
    image.info.width,
    image.info.height,
    options.widths,
    options.fallbackWidths,
    '',
  );
  /** @type {PhotoEntry} */
  const entry = { src, width, height, colour: hex(dominant), landscape };
  if (portrait) {
    const cropWidth = Math.min(image.info.width, Math.round(image.info.height * options.portrait.aspect));
    const left = Math.round((image.info.width - cropWidth) / 2);
    const crop = () => from().extract({ left, top: 0, width: cropWidth, height: image.info.height });
    const cropBuffer = await crop().raw().toBuffer();
    const croppedRaw = { raw: { width: cropWidth, height: image.info.height, channels: /** @type {3} */ (3) } };
    entry.portrait = await rendition(
      () => sharp(cropBuffer, croppedRaw),
      cropWidth,
      image.info.height,
      options.portrait.widths,
      [options.portrait.widths.at(-1) ?? 1080],
      '-portrait',
      options.portrait.webp,
    );
  }
  fs.writeFileSync(path.join(tmp, 'meta.json'), JSON.stringify({ entry: { ...entry, src: undefined }, files }));
  fs.rmSync(dir, { recursive: true, force: true });
  fs.renameSync(tmp, dir);
  return { entry, files: files.map((f) => path.join(dir, f)), encoded: true };
}

/** Writes a file only when its content changes, so `npm start`'s freshness check does not see a new source. */
function writeIfChanged(/** @type {string} */ file, /** @type {string} */ text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

/**
 * @param {{ contentDir?: string, publicDir?: string, manifestFile?: string, cacheDir?: string, options?: typeof PHOTO_OPTIONS, log?: (line: string) => void, parallel?: number, hero?: string | null }} [o]
 *   hero: the photo that gets the portrait crop (`photos/…`), by default the one the content names (heroPhotoSrc)
 * @returns {Promise<{ manifest: PhotoManifest, encoded: number, cached: number, ms: number }>}
 */
export async function buildPhotos(o = {}) {
  const startedAt = Date.now();
  const dir = o.contentDir ?? contentDir();
  const publicDir = o.publicDir ?? path.join(root, 'public', 'photos');
  const manifestFile = o.manifestFile ?? path.join(root, 'src', 'generated', 'photos.json');
  const cacheDir = o.cacheDir ?? path.resolve(root, settingValue(process.env, 'FOYER_CACHE'), 'foyer-photos');
  const options = o.options ?? PHOTO_OPTIONS;
  const log = o.log ?? ((line) => console.log(line));

  const hero = o.hero === undefined ? heroPhotoSrc(dir) : o.hero;
  const photosDir = path.join(dir, 'photos');
  const names = fs.existsSync(photosDir)
    ? fs
        .readdirSync(photosDir)
        .filter((n) => PHOTO_EXTENSIONS.includes(path.extname(n).toLowerCase()))
        .sort()
    : [];

  /** @type {PhotoManifest} */
  const manifest = { photos: {} };
  const wanted = new Map();
  let encoded = 0;
  const results = await inParallel(names, o.parallel ?? PHOTOS_AT_ONCE, (name) =>
    encodePhoto({
      file: path.join(photosDir, name),
      src: `photos/${name}`,
      cacheDir,
      options,
      portrait: `photos/${name}` === hero,
    }),
  );
  for (const result of results) {
    if (result.encoded) encoded++;
    manifest.photos[result.entry.src] = result.entry;
    for (const file of result.files) wanted.set(path.basename(file), file);
  }
  const share = await cutShareImage({ contentDir: dir, cacheDir });
  if (share) wanted.set(share.name, share.file);

  // public/photos/ holds exactly this build's files: copy what is missing, remove what is no longer made.
  fs.mkdirSync(publicDir, { recursive: true });
  for (const existing of fs.readdirSync(publicDir)) {
    if (!wanted.has(existing)) fs.rmSync(path.join(publicDir, existing), { recursive: true, force: true });
  }
  for (const [name, file] of wanted) {
    const target = path.join(publicDir, name);
    if (!fs.existsSync(target)) fs.copyFileSync(file, target);
  }
  writeIfChanged(manifestFile, `${JSON.stringify(manifest, null, 1)}\n`);
  const ms = Date.now() - startedAt;
  log(
    `[photos] ${names.length} photo(s) from ${path.relative(root, photosDir) || photosDir}: ${encoded} encoded, ${names.length - encoded} from the cache${share ? `; the share image ${share.cut ? 'cut' : 'from the cache'}` : ''}, ${(ms / 1000).toFixed(1)} s`,
  );
  return { manifest, encoded, cached: names.length - encoded, ms };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPhotos().catch((error) => {
    console.error(`[photos] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
