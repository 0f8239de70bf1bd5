import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from '@playwright/test';
import { drawPhoto } from '../../support/photo.mjs';

/**
 * Files a visitor might choose, made once per test worker: photos drawn by headless Chromium's canvas
 * (gradients, shapes and grain, so JPEG cannot shrink them much: a real phone photo's 4–12 MB), and the
 * other kinds of file the widget meets.
 */
export interface AttachmentFiles {
  dir: string;
  smallPng: string;
  /** 1×1 GIF. */
  gif: string;
  /** 4000×3000 JPEG of several MB. */
  largeJpeg: string;
  /** The same pixels with an EXIF Orientation of 6 (rotate 90° clockwise to view). */
  largeJpegRotated: string;
  /** 3000×2000 PNG of several MB. */
  largePng: string;
  pdf: string;
  mp4: string;
  txt: string;
  /** A JPEG header followed by noise: no browser can decode it. */
  corruptJpeg: string;
  heic: string;
  smallPng2: string;
  smallPng3: string;
}

export { drawPhoto };

/** Inserts an APP1 EXIF segment holding only an Orientation tag right after the JPEG's SOI marker. */
function withExifOrientation(jpeg: Buffer, orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'ascii'); // big-endian TIFF
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4); // IFD0 right after the header
  tiff.writeUInt16BE(1, 8); // one entry
  tiff.writeUInt16BE(0x0112, 10); // Orientation
  tiff.writeUInt16BE(3, 12); // SHORT
  tiff.writeUInt32BE(1, 14); // count
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
}

const GIF_1X1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

export async function makeAttachmentFiles(browser: Browser, workerIndex: number): Promise<AttachmentFiles> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `foyer-attach-${workerIndex}-`));
  const write = (name: string, bytes: Buffer | string) => {
    const file = path.join(dir, name);
    fs.writeFileSync(file, bytes);
    return file;
  };
  const page = await browser.newPage();
  try {
    const largeJpeg = Buffer.from(await drawPhoto(page, 4000, 3000, 'image/jpeg'), 'base64');
    const largePng = Buffer.from(await drawPhoto(page, 3000, 2000, 'image/png', 7), 'base64');
    const small = (seed: number) => drawPhoto(page, 300, 200, 'image/png', seed).then((b) => Buffer.from(b, 'base64'));
    let noise = 12345;
    const garbage = Buffer.alloc(6000, 0).map(() => (noise = (noise * 1103515245 + 12345) >>> 0) & 0xff);
    return {
      dir,
      smallPng: write('terrace.png', await small(2)),
      smallPng2: write('hall.png', await small(3)),
      smallPng3: write('garden.png', await small(4)),
      gif: write('dance.gif', Buffer.from(GIF_1X1, 'base64')),
      largeJpeg: write('wedding.jpg', largeJpeg),
      largeJpegRotated: write('portrait.jpg', withExifOrientation(largeJpeg, 6)),
      largePng: write('banner.png', largePng),
      pdf: write('floor-plan.pdf', '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
      mp4: write(
        'walkthrough.mp4',
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(2000)]),
      ),
      txt: write('notes.txt', 'Sixty guests, a long table, candles.\n'),
      corruptJpeg: write(
        'broken.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), garbage]),
      ),
      heic: write(
        'IMG_0042.HEIC',
        Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(3000)]),
      ),
    };
  } finally {
    await page.close();
  }
}
