/**
 * What the venue supplies is data, never code, and nothing outside its folder (promises §15). The checks the content
 * loader (./load.ts) makes on the folder as files, before and beside the schema's on the words:
 * - a link (symbolic) that leads out of the folder stops the build, naming it: the build machine's files (/etc, a
 *   home folder, another project) are never read, let alone published;
 * - a field that takes a picture gets a picture, judged by its first bytes, never by its name: `art: calendar.ics`
 *   would publish the private feed;
 * - `files/` publishes documents and pictures of the kinds a venue hands its visitors, and nothing a browser would
 *   run as a page or a program (HTML, XML, scripts), nor the content's own YAML or feed.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A file or folder of the content folder that is a link to somewhere outside it (or to nothing). */
export interface LinkOut {
  /** The link, relative to the content folder (`photos/pw.svg`). */
  file: string;
  /** Where it leads, or null when it leads nowhere. */
  target: string | null;
}

/**
 * Every symbolic link below `folder` that leads outside it, or nowhere. Links are not followed while looking, so a
 * link to `/` costs nothing; links that stay inside the folder are fine (a photo used under two names).
 */
export function linksOutOf(folder: string): LinkOut[] {
  const root = fs.realpathSync(folder);
  const inside = (target: string) => target === root || target.startsWith(root + path.sep);
  const found: LinkOut[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) {
        let target: string | null;
        try {
          target = fs.realpathSync(file);
        } catch {
          target = null;
        }
        if (target === null || !inside(target))
          found.push({ file: path.relative(folder, file).split(path.sep).join('/'), target });
      } else if (entry.isDirectory() && entry.name !== 'node_modules' && entry.name !== '.git') walk(file);
    }
  };
  walk(folder);
  return found.sort((a, b) => a.file.localeCompare(b.file));
}

/** The kinds of picture a venue's fields take, as the bytes say. */
export type PictureKind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'svg';

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * The picture `bytes` hold, or null when they are no picture: the signatures of the raster formats, and for SVG,
 * text whose first element is `<svg` (after an optional byte-order mark, XML declaration, comments and doctype).
 * Only the first bytes are looked at; whether the picture decodes is the photo step's and the browser's business.
 */
export function pictureKind(bytes: Uint8Array): PictureKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (
    startsWith(bytes, ascii('ftyp'), 4) &&
    (startsWith(bytes, ascii('avif'), 8) || startsWith(bytes, ascii('avis'), 8))
  )
    return 'avif';
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 4096));
  const prolog =
    /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>\s*)*<svg[\s/>]/i;
  return prolog.test(head) ? 'svg' : null;
}

/** The kind of picture of the file at `file`, or null (reads its first bytes only). */
function pictureKindOf(file: string): PictureKind | null {
  const handle = fs.openSync(file, 'r');
  try {
    const bytes = new Uint8Array(4096);
    const read = fs.readSync(handle, bytes, 0, bytes.length, 0);
    return pictureKind(bytes.subarray(0, read));
  } finally {
    fs.closeSync(handle);
  }
}

/**
 * What `files/` may publish, by ending, with the type it is served as: documents a venue hands out and pictures.
 * Nothing a browser runs (HTML, XML, JavaScript), nor the content's YAML, Markdown or calendar feed.
 */
export const PUBLISHED_FILE_TYPES: Readonly<Record<string, string>> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.odt': 'application/vnd.oasis.opendocument.text',
  '.ods': 'application/vnd.oasis.opendocument.spreadsheet',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** The pictures among them: a file of `files/` named as one must be one, by its bytes. */
const PICTURE_ENDINGS: Readonly<Record<string, PictureKind[]>> = {
  '.svg': ['svg'],
  '.png': ['png'],
  '.jpg': ['jpeg'],
  '.jpeg': ['jpeg'],
  '.gif': ['gif'],
  '.webp': ['webp'],
  '.avif': ['avif'],
};

/**
 * Why the file at `file` (named `name`, as the content names it) is not the picture its name says, with what to do;
 * or null when it is one. A photo the photo step encodes anew need only be a picture (`asNamed: false`); a file
 * published as it is must be what its name says, since its name gives the type it is served as.
 */
export function pictureProblem(file: string, name: string, { asNamed = true } = {}): string | null {
  const ending = path.extname(name).toLowerCase();
  const kind = pictureKindOf(file);
  if (kind === null)
    return `${name} is not a picture: give a picture (SVG, PNG, JPEG, GIF, WebP or AVIF), like photos/hall-plan.svg`;
  if (asNamed && !(PICTURE_ENDINGS[ending] ?? []).includes(kind))
    return `${name} holds ${kind.toUpperCase()}, which its name does not say: save it again with the ending of what it is`;
  return null;
}

/**
 * Why a file of `files/` (by its path inside it, and its absolute path) cannot be published, with what to do; or
 * null when it can.
 */
export function publishedFileProblem(name: string, file: string): string | null {
  const ending = path.extname(name).toLowerCase();
  if (!(ending in PUBLISHED_FILE_TYPES)) {
    const kinds = Object.keys(PUBLISHED_FILE_TYPES)
      .map((kind) => kind.slice(1))
      .join(', ');
    return `a ${ending ? `${ending} file` : 'file without an ending'} is not published: files/ takes documents and pictures (${kinds}), nothing a browser would run as a page or a program. Save it as a PDF, or remove it`;
  }
  return ending in PICTURE_ENDINGS ? pictureProblem(file, name) : null;
}

/** The content folder's own files for visitors (a menu, its terms): published under /files/ (promises §13). */
export const VENUE_FILES_DIR = 'files';

/**
 * Every file in the content folder's files/, by its path inside it (`menus/winter.pdf`), sorted; hidden files (a
 * `.DS_Store`, an editor's lock) are left out. Links out of the folder have stopped the build before (linksOutOf).
 */
export function venueFiles(dir: string): string[] {
  const root = path.join(dir, VENUE_FILES_DIR);
  if (!fs.existsSync(root)) return [];
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        !path
          .relative(root, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .some((part) => part.startsWith('.')),
    )
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}
