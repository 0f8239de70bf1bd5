// @ts-check
/**
 * The picture a shared link shows (site.yaml's `shareImage`): 1200 × 630, cut by the photo step (integration/photos.mjs)
 * from any photo of the content folder, around its focal point. Its name is worked out here, from the photo's bytes
 * and the focal point, by the loader (for the pages' og:image) and by the photo step (for the file) alike: the two
 * agree without either reading what the other wrote, and a new photo or point is a new address, which the networks
 * that keep a shared picture fetch afresh.
 *
 * Plain JavaScript with JSDoc types, so that the photo step imports it as it is.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';

/** The size Open Graph and X's large card expect, and how the cut is encoded. */
export const SHARE_IMAGE = {
  width: 1200,
  height: 630,
  // 4:4:4: a share image is often lettering on a flat colour, which halved colour smudges.
  jpeg: { quality: 82, mozjpeg: true, chromaSubsampling: '4:4:4' },
  /** Raised when the cut or its encoding changes, so that every address changes with it. */
  version: 1,
};

/** Where the cut keeps in view when the content names no point: the middle. */
export const MIDDLE = Object.freeze({ x: 0.5, y: 0.5 });

/** Where the photo step publishes it: beside the photos (public/photos/, out/photos/). */
export const SHARE_IMAGE_FOLDER = '/photos/';

/**
 * @typedef {{ x: number, y: number }} FocalPoint from 0 to 1, across from the left and down from the top
 */

/**
 * The file's name: the photo's, then a hash of its bytes, the point and the encoding (`hero-share-1a2b3c4d.jpg`).
 * @param {string} src the photo, as the content names it (`photos/hero.jpg`)
 * @param {Uint8Array} bytes the photo's file
 * @param {FocalPoint} [focus]
 * @returns {string}
 */
export function shareImageName(src, bytes, focus = MIDDLE) {
  const stem = path.posix
    .basename(src, path.posix.extname(src))
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
  const hash = createHash('sha256')
    .update(bytes)
    .update(JSON.stringify([focus.x, focus.y, SHARE_IMAGE]))
    .digest('hex')
    .slice(0, 8);
  return `${stem}-share-${hash}.jpg`;
}

/**
 * The cut of a photo `width` × `height` (upright): the size it is scaled to, the least that covers 1200 × 630, and
 * where the 1200 × 630 window starts in it, centred on the point as far as the photo's edges allow.
 * @param {number} width @param {number} height @param {FocalPoint} [focus]
 * @returns {{ scaled: { width: number, height: number }, left: number, top: number }}
 */
export function shareCut(width, height, focus = MIDDLE) {
  const target = SHARE_IMAGE;
  const scale = Math.max(target.width / width, target.height / height);
  // Rounded up to the window at least, so that a rounding never leaves it a pixel short.
  const scaled = {
    width: Math.max(target.width, Math.round(width * scale)),
    height: Math.max(target.height, Math.round(height * scale)),
  };
  const start = (/** @type {number} */ at, /** @type {number} */ size, /** @type {number} */ window) =>
    Math.min(size - window, Math.max(0, Math.round(at * size - window / 2)));
  return {
    scaled,
    left: start(focus.x, scaled.width, target.width),
    top: start(focus.y, scaled.height, target.height),
  };
}
