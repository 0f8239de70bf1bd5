/**
 * Making a visitor's photo small enough for the email service (promises §4): over 943718.4 bytes it is
 * compressed off the main thread to at most 0.9 MB and at most 1240 px on the longer side.
 *
 * browser-image-compression runs in its own web worker; the worker `importScripts` the library's UMD build
 * from `libURL`, which we serve from our own origin (see `WORKER_LIBRARY_PATH`) so no request leaves the site.
 * The library is only fetched (dynamic `import()`) when a large image is chosen.
 */

import { settings } from '@/config/public-settings';
import { formatBytes } from '@/lib/format-bytes.mjs';

/** Bytes above which an image is compressed before sending: the `EMAIL_IMAGE_MAX_MB` setting, 0.9 MB by default. */
export const COMPRESS_ABOVE_BYTES = settings.imageMaxBytes; // 943718.4 by default
/** Bytes a sent image may have at most: whole bytes, so the ceiling rounded down. */
export const MAX_SEND_BYTES = Math.floor(COMPRESS_ABOVE_BYTES); // 943718
/** Longer side of a compressed image, in pixels. */
const MAX_SIDE_PX = 1240;
/** Where our origin serves the library's UMD script for its worker (an endpoint written at build, src/pages/vendor). */
const WORKER_LIBRARY_PATH = '/vendor/browser-image-compression.js';

export function needsCompression(bytes: number): boolean {
  return bytes > COMPRESS_ABOVE_BYTES;
}

/** One try of the library, with the options that differ between tries. */
export interface CompressionAttempt {
  maxWidthOrHeight: number;
  initialQuality: number;
  /** Rounds the library may take to shrink further; it gives up after these. */
  maxIteration: number;
  fileType: 'image/jpeg';
}

/**
 * The tries, gentlest first. The library aims at `maxSizeMB` but does not promise it (it gives up after
 * `maxIteration` rounds), so each later try starts from a lower quality and a smaller side.
 * Every large image is sent as JPEG: the only type whose size the quality setting controls in every browser.
 * Keeping a large PNG as PNG (the library's own quantiser) took 6–19 s per 12 MP photo in the benchmark and
 * rarely fitted; as JPEG it fits in one try. A large GIF loses its animation; transparency becomes white.
 */
export function compressionAttempts(): CompressionAttempt[] {
  return [
    // Quality 1 (the library's default) makes a 1240 px photo over 1 MB, and the library then shrinks the
    // picture as well as the quality; starting at 0.9 fits at the full 1240 px in one go.
    { maxWidthOrHeight: MAX_SIDE_PX, initialQuality: 0.9, maxIteration: 10, fileType: 'image/jpeg' },
    { maxWidthOrHeight: 1024, initialQuality: 0.7, maxIteration: 10, fileType: 'image/jpeg' },
    { maxWidthOrHeight: 800, initialQuality: 0.5, maxIteration: 10, fileType: 'image/jpeg' },
  ];
}

export class CompressionError extends Error {
  override name = 'CompressionError';
  /** What a page says in its own language (./prepare.ts): the file, its smallest size, the tries and the limit. */
  constructor(
    message: string,
    readonly detail?: { name: string; size: string; tries: number; limit: string },
  ) {
    super(message);
  }
}

export type CompressFunction = (
  file: File,
  options: {
    maxSizeMB: number;
    maxWidthOrHeight: number;
    useWebWorker: boolean;
    libURL: string;
    initialQuality: number;
    maxIteration: number;
    fileType?: string;
    onProgress: (progress: number) => void;
    signal?: AbortSignal;
  },
) => Promise<Blob>;

export interface CompressOptions {
  /** 0–100, across all tries. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  /** The library; by default loaded on first use. */
  compress?: CompressFunction;
  /** Origin that serves the worker's copy of the library; by default this page's origin. */
  origin?: string;
}

async function loadLibrary(): Promise<CompressFunction> {
  const library = await import('browser-image-compression');
  return library.default as unknown as CompressFunction;
}

/**
 * Compress `file` until it is at most MAX_SEND_BYTES and MAX_SIDE_PX, trying harder each time.
 * Resolves to a File with the original name (extension changed when the type changed).
 */
export async function compressImage(file: File, options: CompressOptions = {}): Promise<File> {
  const compress = options.compress ?? (await loadLibrary());
  // The worker runs from a blob: URL, against which a relative libURL would not resolve.
  const libURL = new URL(WORKER_LIBRARY_PATH, options.origin ?? globalThis.location.origin).href;
  const attempts = compressionAttempts();
  const started = performance.now();
  let smallest = Infinity;
  for (const [index, attempt] of attempts.entries()) {
    options.signal?.throwIfAborted();
    const result = await compress(file, {
      maxSizeMB: COMPRESS_ABOVE_BYTES / 1024 / 1024,
      maxWidthOrHeight: attempt.maxWidthOrHeight,
      initialQuality: attempt.initialQuality,
      maxIteration: attempt.maxIteration,
      fileType: attempt.fileType,
      useWebWorker: true,
      libURL,
      signal: options.signal,
      onProgress: (percent) => options.onProgress?.(Math.round(((index + percent / 100) / attempts.length) * 100)),
    });
    smallest = Math.min(smallest, result.size);
    if (result.size <= MAX_SEND_BYTES) {
      options.onProgress?.(100);
      const type = result.type || attempt.fileType;
      const out = new File([result], renamed(file.name, type), { type, lastModified: file.lastModified });
      if (typeof performance.measure === 'function') {
        performance.measure('foyer:compress', {
          start: started,
          detail: { name: file.name, inBytes: file.size, outBytes: out.size, attempts: index + 1 },
        });
      }
      return out;
    }
  }
  const detail = {
    name: file.name,
    size: formatBytes(smallest),
    tries: attempts.length,
    limit: formatBytes(MAX_SEND_BYTES),
  };
  throw new CompressionError(
    `“${detail.name}” could not be made small enough to send (${detail.size} after ${detail.tries} tries, ` +
      `limit ${detail.limit}).`,
    detail,
  );
}

/** `photo.png` sent as JPEG becomes `photo.jpg`, so the recipient's mail program opens it. */
export function renamed(name: string, type: string): string {
  const extension = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp' }[type];
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (current === extension || (extension === 'jpg' && current === 'jpeg')) return name;
  return `${stem}.${extension}`;
}
