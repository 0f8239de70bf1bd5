/**
 * What a chosen file is, as far as the widget and the email are concerned. Browsers leave `type` empty for
 * types they do not know (HEIC on most desktops), so the name's extension is the fallback.
 */
import { fill } from '@/i18n/fill';
export type FileKind = 'preview' | 'image' | 'heic' | 'pdf' | 'video' | 'other';

/** Types shown as a thumbnail (promises §4): png, jpeg and gif. */
const PREVIEW_TYPES = new Set(['image/png', 'image/jpeg', 'image/gif']);
const BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  jfif: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The file's type, or the one its extension implies when the browser gave none. */
export function effectiveType(file: { name: string; type: string }): string {
  return (file.type || BY_EXTENSION[extensionOf(file.name)] || '').toLowerCase();
}

export function fileKind(file: { name: string; type: string }): FileKind {
  const type = effectiveType(file);
  const extension = extensionOf(file.name);
  if (type === 'image/heic' || type === 'image/heif' || extension === 'heic' || extension === 'heif') return 'heic';
  if (PREVIEW_TYPES.has(type)) return 'preview';
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  return 'other';
}

/**
 * Why this file cannot go into the email, or null when it can. The attachments email carries images only
 * (`image_data_N`); other files may be chosen and are shown with an icon, but are refused on sending.
 * HEIC is refused rather than converted: no browser but Safari decodes it, and a decoder is megabytes of code.
 * (iPhones themselves convert to JPEG when a photo is picked in Safari; HEIC arrives by copying files.)
 */
export function refusalFor(
  file: { name: string; type: string },
  words: { heic: string; notImage: string },
): string | null {
  switch (fileKind(file)) {
    case 'heic':
      return fill(words.heic, { name: file.name });
    case 'pdf':
    case 'video':
    case 'other':
      return fill(words.notImage, { name: file.name });
    default:
      return null;
  }
}
