/**
 * The venue's brochure, a PDF per language made at build time from its content (React-PDF, no browser): the photos
 * made fit for print with sharp, the site's own fonts embedded and subset, and one render per language that the
 * pages (the link's size) and the endpoint (the file) share.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import sharp from 'sharp';
import { buildNow, settingValue } from '@/config/settings.mjs';
import type { Content } from '@/content/load';
import { languageCode } from '@/i18n/paths';
import { Brochure, DISPLAY, TEXT, type BrochureImages, type PrintImage } from './Brochure';

/** The file's name, in every language's folder. */
const BROCHURE_FILE = 'brochure.pdf';

/** Where language `tag`'s brochure lives: `/brochure.pdf` for the default language, `/fr/brochure.pdf` for another. */
export const brochurePath = (tag: string, languages: readonly string[]): string =>
  tag === languages[0] ? `/${BROCHURE_FILE}` : `/${languageCode(tag)}/${BROCHURE_FILE}`;

// The fonts: the site's Fraunces and Inter, as static faces (@fontsource/*, woff) that fontkit subsets for the PDF.
// The variable files the pages use would embed only their default instance. Each family's latin face covers
// English and French (é, ’, « »; not the narrow no-break space of "1 200", which Brochure.tsx's `printable` swaps);
// its latin-ext face stands behind it for the rarer letters a venue's words may hold (ł, ő).
const FONT_FILES = path.join(process.cwd(), 'node_modules', '@fontsource');
const WEIGHTS = { fraunces: [300, 500], inter: [400, 600] } as const;

function registerFonts(): void {
  const faces = (name: keyof typeof WEIGHTS, subset: string) =>
    WEIGHTS[name].map((fontWeight) => ({
      src: path.join(FONT_FILES, name, 'files', `${name}-${subset}-${fontWeight}-normal.woff`),
      fontWeight,
    }));
  Font.register({ family: DISPLAY[0]!, fonts: faces('fraunces', 'latin') });
  Font.register({ family: DISPLAY[1]!, fonts: faces('fraunces', 'latin-ext') });
  Font.register({ family: TEXT[0]!, fonts: faces('inter', 'latin') });
  Font.register({ family: TEXT[1]!, fonts: faces('inter', 'latin-ext') });
  // Whole words only: a hyphen React-PDF adds is not in the venue's text, and would split a name a reader searches.
  Font.registerHyphenationCallback((word) => [word]);
}
registerFonts();

/** Every face the brochure registers, as React-PDF looks each up. */
const FACES = [...DISPLAY, ...TEXT].flatMap((fontFamily) =>
  (DISPLAY.includes(fontFamily) ? WEIGHTS.fraunces : WEIGHTS.inter).map((fontWeight) => ({ fontFamily, fontWeight })),
);

/**
 * The faces loaded, with none of the glyphs an earlier PDF made. fontkit keeps one object per glyph for the life of
 * the process, holding the characters it was first made for; its subsetter, writing one PDF, makes the glyphs a
 * composite glyph is drawn from (the ’ inside another letter) with none, and the next PDF would map that glyph to no
 * text (pdftotext reads "l heure") and break its lines in the middle of words. Each render starts from a fresh set.
 */
async function freshFonts(): Promise<void> {
  for (const face of FACES) {
    await Font.load(face);
    const font = Font.getFont(face).data as { _glyphs?: Record<number, unknown> } | null;
    if (font?._glyphs) font._glyphs = {};
  }
}

/** The render under way: one at a time, as they share the faces' glyphs (and the CPU). */
let rendering: Promise<unknown> = Promise.resolve();

function renderAlone(document: ReactElement<DocumentProps>): Promise<Uint8Array> {
  const render = rendering.then(async () => {
    await freshFonts();
    return renderToBuffer(document);
  });
  rendering = render.catch(() => undefined);
  return render;
}

/** The longest side of a photo or plan in the PDF, in pixels: about 190 dpi across the A4 page. */
const PRINT_SIZE = 1600;
/** Where the prints are kept between builds (beside the encoded photos); a new version when encodePrint changes. */
const PRINT_CACHE = path.join(path.resolve(settingValue(process.env, 'FOYER_PHOTO_CACHE')), 'print');
const PRINT_CACHE_VERSION = 1;

/** Each file made fit for print once per build, whichever languages use it. */
const prints = new Map<string, Promise<PrintImage>>();

/** A content file made fit for print (encodePrint), once per build and kept between builds. */
function printImage(file: string): Promise<PrintImage> {
  let made = prints.get(file);
  if (!made) {
    made = (async () => {
      // Kept between builds beside the encoded photos, by the file's bytes: a build or a dev reload that changed no
      // photo reads them back instead of encoding them again.
      const bytes = await fs.readFile(file);
      const key = createHash('sha256')
        .update(bytes)
        .update(`\0${file.split('.').pop()}\0${PRINT_SIZE}\0${PRINT_CACHE_VERSION}`)
        .digest('hex');
      const cached = path.join(PRINT_CACHE, `${key.slice(0, 32)}.json`);
      try {
        const { format, width, height } = JSON.parse(await fs.readFile(cached, 'utf8')) as Omit<PrintImage, 'data'>;
        return { data: await fs.readFile(cached.replace(/\.json$/, `.${format}`)), format, width, height };
      } catch {
        // Not made yet: made below.
      }
      const print = await encodePrint(file, bytes);
      await fs.mkdir(PRINT_CACHE, { recursive: true });
      await fs.writeFile(cached.replace(/\.json$/, `.${print.format}`), print.data);
      await fs.writeFile(cached, JSON.stringify({ format: print.format, width: print.width, height: print.height }));
      return print;
    })();
    prints.set(file, made);
    // A failed file is read again by the next render, not remembered.
    made.catch(() => prints.delete(file));
  }
  return made;
}

/**
 * A photo as JPEG, or a drawing (an SVG, a PNG) as PNG, at most PRINT_SIZE on its longest side, on white. An SVG is
 * drawn at the density that gives that size (React-PDF draws little of SVG itself).
 */
async function encodePrint(file: string, bytes: Buffer): Promise<PrintImage> {
  const extension = path.extname(file).toLowerCase();
  let density: number | undefined;
  if (extension === '.svg') {
    const { width = PRINT_SIZE, height = PRINT_SIZE } = await sharp(bytes).metadata();
    density = Math.min(2400, Math.max(72, (72 * PRINT_SIZE) / Math.max(width, height)));
  }
  const image = sharp(bytes, density ? { density } : {})
    .rotate()
    .resize({ width: PRINT_SIZE, height: PRINT_SIZE, fit: 'inside', withoutEnlargement: !density })
    .flatten({ background: '#ffffff' });
  const photo = extension === '.jpg' || extension === '.jpeg';
  const { data, info } = await (
    photo ? image.jpeg({ quality: 75, mozjpeg: true }) : image.png({ palette: true, compressionLevel: 9 })
  ).toBuffer({ resolveWithObject: true });
  return { data, format: photo ? 'jpg' : 'png', width: info.width, height: info.height };
}

async function brochureImages(content: Content): Promise<BrochureImages> {
  const file = (src: string) => printImage(path.join(content.dir, src));
  const hero = content.home.hero.photo;
  const spaces = await Promise.all(
    content.venue.spaces.map(async (space) => {
      const picture = space.photo?.src ?? space.art;
      const [photo, plan] = await Promise.all([
        picture ? file(picture) : undefined,
        space.plan ? file(space.plan.src) : undefined,
      ]);
      return [space.id, { ...(photo ? { photo } : {}), ...(plan ? { plan } : {}) }] as const;
    }),
  );
  return {
    ...(hero ? { hero: await file(hero.src) } : {}),
    spaces: Object.fromEntries(spaces),
  };
}

/** The build's day (its clock, FOYER_NOW in the tests), at midnight UTC: what the PDF says it was made on. */
function buildDay(): Date {
  const now = buildNow(process.env);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** One render per folder, language and address: the pages and the endpoint ask for the same file. */
const brochures = new Map<string, Promise<Uint8Array>>();

/**
 * The brochure of `content` (a language of a venue's folder) as PDF bytes. `siteUrl` is the site's address without
 * a trailing slash: the brochure links the enquiry page and prints the address.
 */
export function brochureFile(content: Content, siteUrl: string): Promise<Uint8Array> {
  const key = [content.dir, content.language, siteUrl].join('\0');
  let file = brochures.get(key);
  if (!file) {
    file = (async () => {
      const images = await brochureImages(content);
      const document = createElement(Brochure, {
        content,
        dict: content.dictionary,
        siteUrl: siteUrl.replace(/\/+$/, ''),
        images,
        madeOn: buildDay(),
      }) as unknown as ReactElement<DocumentProps>;
      return renderAlone(document);
    })();
    brochures.set(key, file);
    file.catch(() => brochures.delete(key));
  }
  return file;
}
