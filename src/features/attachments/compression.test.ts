import { describe, expect, it } from 'vitest';
import {
  COMPRESS_ABOVE_BYTES,
  CompressionError,
  MAX_SEND_BYTES,
  compressImage,
  compressionAttempts,
  needsCompression,
  renamed,
  type CompressFunction,
} from './compression';
import { fileKind, refusalFor } from './file-kinds';
import { en } from '@/i18n/en';

describe('the compression decision', () => {
  it('compresses images over 943718.4 bytes only', () => {
    expect(COMPRESS_ABOVE_BYTES).toBe(943718.4);
    expect(MAX_SEND_BYTES).toBe(943718);
    expect(needsCompression(943718)).toBe(false);
    expect(needsCompression(943719)).toBe(true);
    expect(needsCompression(12 * 1024 * 1024)).toBe(true);
  });

  it('tries harder each time, never over 1240 px, as JPEG', () => {
    const attempts = compressionAttempts();
    expect(attempts[0]).toMatchObject({ maxWidthOrHeight: 1240, fileType: 'image/jpeg' });
    expect(attempts.every((a) => a.maxWidthOrHeight <= 1240 && a.fileType === 'image/jpeg')).toBe(true);
    for (let i = 1; i < attempts.length; i++) {
      const [before, now] = [attempts[i - 1]!, attempts[i]!];
      expect(now.maxWidthOrHeight < before.maxWidthOrHeight && now.initialQuality < before.initialQuality).toBe(true);
    }
  });

  it('names a file by what it became', () => {
    expect(renamed('party.png', 'image/jpeg')).toBe('party.jpg');
    expect(renamed('party.JPEG', 'image/jpeg')).toBe('party.JPEG');
    expect(renamed('party', 'image/jpeg')).toBe('party.jpg');
    expect(renamed('party.gif', 'image/png')).toBe('party.png');
  });
});

/** Stands in for browser-image-compression: returns the sizes it is told to, in order. */
function library(sizes: number[], calls: Parameters<CompressFunction>[1][] = []): CompressFunction {
  return async (_file, options) => {
    calls.push(options);
    const size = sizes.shift() ?? 0;
    return new Blob([new Uint8Array(size)], { type: options.fileType ?? 'image/png' });
  };
}

describe('compressImage', () => {
  const big = new File([new Uint8Array(2_000_000)], 'hall.png', { type: 'image/png' });
  const origin = 'https://foyer.example';

  it('accepts the first result at or under 943718 bytes, with the library in a worker loaded from our origin', async () => {
    const calls: Parameters<CompressFunction>[1][] = [];
    const progress: number[] = [];
    const out = await compressImage(big, {
      compress: library([MAX_SEND_BYTES + 1, MAX_SEND_BYTES], calls),
      origin,
      onProgress: (p) => progress.push(p),
    });
    expect(out.size).toBe(MAX_SEND_BYTES);
    expect(out.name).toBe('hall.jpg');
    expect(out.type).toBe('image/jpeg');
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatchObject({
      maxSizeMB: 0.9,
      maxWidthOrHeight: 1240,
      useWebWorker: true,
      fileType: 'image/jpeg',
    });
    expect(calls[1]!.maxWidthOrHeight).toBeLessThan(1240);
    expect(calls[0]!.libURL).toBe('https://foyer.example/vendor/browser-image-compression.js');
    expect(progress.at(-1)).toBe(100);
  });

  it('gives up after a bounded number of tries with a clear error', async () => {
    const calls: Parameters<CompressFunction>[1][] = [];
    const error = await compressImage(big, { compress: library([5e6, 3e6, 2e6, 1e6], calls), origin }).catch((e) => e);
    expect(error).toBeInstanceOf(CompressionError);
    expect(error.message).toMatch(/“hall.png” could not be made small enough to send \(1.9 MB after 3 tries/);
    expect(calls).toHaveLength(3);
  });

  it('stops when aborted', async () => {
    const abort = new AbortController();
    abort.abort();
    await expect(compressImage(big, { compress: library([1]), origin, signal: abort.signal })).rejects.toThrow();
  });
});

describe('which files can be sent', () => {
  it('previews png, jpeg and gif, by type or by extension', () => {
    expect(fileKind({ name: 'a.png', type: 'image/png' })).toBe('preview');
    expect(fileKind({ name: 'a.jpeg', type: '' })).toBe('preview');
    expect(fileKind({ name: 'a.gif', type: 'image/gif' })).toBe('preview');
    expect(fileKind({ name: 'a.webp', type: 'image/webp' })).toBe('image');
    expect(fileKind({ name: 'a.pdf', type: 'application/pdf' })).toBe('pdf');
    expect(fileKind({ name: 'a.mp4', type: 'video/mp4' })).toBe('video');
    expect(fileKind({ name: 'a.txt', type: 'text/plain' })).toBe('other');
    expect(fileKind({ name: 'IMG_0001.HEIC', type: '' })).toBe('heic');
    expect(fileKind({ name: 'x', type: 'image/heif' })).toBe('heic');
  });

  it('refuses HEIC and anything that is not an image, saying why', () => {
    expect(refusalFor({ name: 'a.jpg', type: 'image/jpeg' }, en.attachments.problems)).toBeNull();
    expect(refusalFor({ name: 'a.webp', type: 'image/webp' }, en.attachments.problems)).toBeNull();
    expect(refusalFor({ name: 'IMG_0001.HEIC', type: 'image/heic' }, en.attachments.problems)).toMatch(
      /“IMG_0001.HEIC” is an iPhone HEIC photo/,
    );
    expect(refusalFor({ name: 'menu.pdf', type: 'application/pdf' }, en.attachments.problems)).toMatch(
      /“menu.pdf” is not an image/,
    );
    expect(refusalFor({ name: 'clip.mp4', type: 'video/mp4' }, en.attachments.problems)).toMatch(/not an image/);
  });
});
