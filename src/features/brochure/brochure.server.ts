/**
 * The venue's brochure, a PDF per language made at build time from its content (React-PDF, no browser): the photos
 * made fit for print with sharp, the site's own fonts embedded and subset, and one render per language that the
 * pages (the link's size) and the endpoint (the file) share.
 */
import 'server-only';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Font, renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';
import sharp from 'sharp';
import subsetFont from 'subset-font';
import { buildNow, settingValue } from '@/config/settings.mjs';
import { nearestWeight, slicesFor, weightsOf } from '@/content/font-files';
import { characterMap, mergeSlices } from '@/content/font-merge';
import type { Content } from '@/content/load';
import { addressLines, hoursText, sizeText } from '@/content/present';
import {
  charactersOfScript,
  intlCharacters,
  PHRASE_SCRIPTS,
  SCRIPT_NAMES,
  scriptName,
  scriptOfLanguage,
  scriptsWritten,
  typefaceOf,
} from '@/content/typefaces';
import { venueWriting } from '@/content/writing';
import { languageCode } from '@/i18n/paths';
import { fromText, includedGuestsText, priceText, ratesOf, termsOf } from '@/shared/prices/words';
import { Brochure, DISPLAY, TEXT, type BrochureFonts, type BrochureImages, type PrintImage } from './Brochure';

/** The file's name, in every language's folder. */
const BROCHURE_FILE = 'brochure.pdf';

/** Where language `tag`'s brochure lives: `/brochure.pdf` for the default language, `/fr/brochure.pdf` for another. */
export const brochurePath = (tag: string, languages: readonly string[]): string =>
  tag === languages[0] ? `/${BROCHURE_FILE}` : `/${languageCode(tag)}/${BROCHURE_FILE}`;

// The fonts: the site's Fraunces and Inter, as static faces (@fontsource/*, woff, made TrueType: trueTypeFace) that
// fontkit subsets for the PDF. The variable files the pages use would embed only their default instance. Each
// family's latin face covers English and French (é, ’, « »; not the narrow no-break space of "1 200", which
// Brochure.tsx's `printable` swaps); its latin-ext face stands behind it for the rarer letters a venue's words may
// hold (ł, ő).
const FONT_FILES = path.join(process.cwd(), 'node_modules', '@fontsource');
const WEIGHTS = { fraunces: [300, 500], inter: [400, 600] } as const;

/** Where the brochure's faces, made TrueType, are kept between builds. */
const PRINT_FACES = path.resolve(settingValue(process.env, 'FOYER_CACHE'), 'foyer-fonts', 'print');

/** Every character of Unicode's first plane (surrogates aside): what a face made TrueType whole keeps. */
const FIRST_PLANE = (() => {
  const points: string[] = [];
  for (let point = 0x20; point <= 0xffff; point++)
    if (point < 0xd800 || point > 0xdfff) points.push(String.fromCharCode(point));
  return points.join('');
})();

/**
 * A face as TrueType, cut by HarfBuzz to all it draws of the first plane with the forms its layout reaches, made
 * once and kept between builds by its bytes. fontkit reads a WOFF file's table
 * again, inflating it in JavaScript, for each glyph it measures or embeds: an Arabic brochure spent a third of its
 * build so. A TrueType file it reads in place.
 */
async function trueTypeFace(file: string): Promise<string> {
  const bytes = await fs.readFile(file);
  const key = createHash('sha256').update('truetype 1\0').update(bytes).digest('hex');
  const made = path.join(PRINT_FACES, `${key.slice(0, 32)}.ttf`);
  try {
    await fs.access(made);
    return made;
  } catch {
    // Not made yet: made below.
  }
  const font = await subsetFont(bytes, FIRST_PLANE, { targetFormat: 'truetype', preserveNameIds: [13, 14] });
  await fs.mkdir(PRINT_FACES, { recursive: true });
  await fs.writeFile(`${made}.${process.pid}`, font);
  await fs.rename(`${made}.${process.pid}`, made);
  return made;
}

let latinFaces: Promise<void> | undefined;

/** The Latin families, registered once, before the first render. */
function registerLatinFaces(): Promise<void> {
  latinFaces ??= (async () => {
    const faces = (name: keyof typeof WEIGHTS, subset: string) =>
      Promise.all(
        WEIGHTS[name].map(async (fontWeight) => ({
          src: await trueTypeFace(path.join(FONT_FILES, name, 'files', `${name}-${subset}-${fontWeight}-normal.woff`)),
          fontWeight,
        })),
      );
    Font.register({ family: DISPLAY[0]!, fonts: await faces('fraunces', 'latin') });
    Font.register({ family: DISPLAY[1]!, fonts: await faces('fraunces', 'latin-ext') });
    Font.register({ family: TEXT[0]!, fonts: await faces('inter', 'latin') });
    Font.register({ family: TEXT[1]!, fonts: await faces('inter', 'latin-ext') });
  })();
  latinFaces.catch(() => (latinFaces = undefined));
  return latinFaces;
}
// Whole words only: a hyphen React-PDF adds is not in the venue's text, and would split a name a reader searches.
// (A Japanese or Chinese brochure's texts end lines between phrases: their own callback, Brochure.tsx.)
Font.registerHyphenationCallback((word) => [word]);

/** Every Latin face the brochure registers, as React-PDF looks each up. */
const FACES = [...DISPLAY, ...TEXT].flatMap((fontFamily) =>
  (DISPLAY.includes(fontFamily) ? WEIGHTS.fraunces : WEIGHTS.inter).map((fontWeight) => ({ fontFamily, fontWeight })),
);

/**
 * Every character a brochure may write: its content's, what `Intl` says in its language (hours, lists), and what
 * the brochure makes of its content as the pages do (the address in the country's way, Japan's 〒; sizes, hours,
 * prices and their terms).
 */
function brochureCharacters(content: Content): string {
  const tag = content.language;
  const dict = content.dictionary;
  const prices = content.prices;
  const said = [
    ...addressLines(content.site.address, { country: true, tag }),
    ...content.site.hours.map((slot) => hoursText(slot, tag, dict.site.hours.line, dict.site.timeRange)),
    ...content.venue.spaces.map((space) => sizeText(space, content.site.units, dict, tag)),
    ...(prices
      ? [
          ...prices.packages.flatMap((pack) => [
            fromText(pack, prices.currency, dict.prices, tag),
            includedGuestsText(pack, prices.currency, dict.prices, tag),
            ...termsOf(pack, prices.currency, dict.prices, tag),
            ...ratesOf(pack, prices.currency, dict.prices, tag),
          ]),
          ...prices.addOns.map((addOn) => priceText(addOn.price, addOn.per, prices.currency, dict.prices, tag)),
        ]
      : []),
  ];
  return venueWriting(new Map([[tag, content]])).characters + intlCharacters(tag) + said.join('');
}

/**
 * The faces of the scripts beyond Latin that a brochure writes (Japanese, Arabic…: src/content/typefaces.ts, the
 * venue's or the defaults), from static fontsource files, registered with React-PDF: each face a family
 * (`noto-serif-jp display`) of one file per weight the brochure asks of its Latin family (the nearest the face has),
 * made of the slices that hold its characters (printFace), following DISPLAY or TEXT in the brochure's families,
 * where React-PDF looks for each character's face in turn. A letter that no face draws stops the build, naming it: React-PDF
 * would draw nothing, or its Helvetica.
 */
async function scriptFonts(content: Content): Promise<{
  fonts: BrochureFonts;
  faces: Array<{ fontFamily: string; fontWeight: number }>;
}> {
  const tag = content.language;
  const characters = brochureCharacters(content);
  const languages = content.languages;
  const fonts: BrochureFonts = {
    display: [...DISPLAY],
    text: [...TEXT],
    rtl: ['Arab', 'Hebr'].includes(scriptOfLanguage(tag) ?? ''),
  };
  const faces: Array<{ fontFamily: string; fontWeight: number }> = [];
  const drawn = new Set<number>();
  for (const script of scriptsWritten([tag], characters)) {
    if (PHRASE_SCRIPTS.has(script) && PHRASE_SCRIPTS.has(scriptOfLanguage(tag)!)) fonts.phrases = tag;
    const wanted = charactersOfScript(script, characters, languages);
    const typeface = typefaceOf(script, content.site.fonts);
    for (const [role, weights] of [
      ['display', WEIGHTS.fraunces],
      ['text', WEIGHTS.inter],
    ] as const) {
      const name = typeface[role];
      const available = weightsOf(name);
      const files: Array<{ src: string; fontWeight: number }> = [];
      for (const fontWeight of weights) {
        const { slices } = slicesFor(name, nearestWeight(available, fontWeight), wanted);
        for (const slice of slices) for (const point of slice.used) drawn.add(point);
        if (slices.length > 0) files.push({ src: await printFace(name, slices), fontWeight });
      }
      if (files.length === 0) continue;
      // Named by its files too: React-PDF keeps a family's first files, and another brochure's are other cuts.
      const family = `${name} ${role} ${createHash('sha256')
        .update(files.map(({ src }) => src).join('\0'))
        .digest('hex')
        .slice(0, 8)}`;
      Font.register({ family, fonts: files });
      fonts[role].push(family);
      for (const { fontWeight } of files) faces.push({ fontFamily: family, fontWeight });
    }
    const lacking = [...wanted].filter((point) => !drawn.has(point) && /\p{L}/u.test(String.fromCodePoint(point)));
    if (lacking.length > 0)
      throw new Error(
        `the brochure in ${tag}: ${SCRIPT_NAMES[script]} letters that neither @fontsource/${typeface.display} nor ` +
          `@fontsource/${typeface.text} draws: ${String.fromCodePoint(...lacking.slice(0, 12))}` +
          ' (name other faces in site.yaml: fonts)',
      );
  }
  return { fonts, faces };
}

/**
 * One TrueType file of a face's slices that hold the brochure's characters, each cut to those (HarfBuzz) and merged
 * (src/content/font-merge.ts): React-PDF then draws a Japanese text with one font, not one a slice (a family each,
 * a run of text each, and PDFKit embedding a slice again for each text, as every slice bears the face's name). A
 * face of one file (Amiri's Arabic) is that file made TrueType (trueTypeFace), whole, with the joining forms that shape its letters. Kept by
 * the sources and the characters.
 */
async function printFace(name: string, slices: ReturnType<typeof slicesFor>['slices']): Promise<string> {
  const dir = path.join(process.cwd(), 'node_modules', '@fontsource', name);
  if (slices.length === 1) return trueTypeFace(path.join(dir, slices[0]!.woff));
  const texts = slices.map((slice) => String.fromCodePoint(...[...slice.used].sort((a, b) => a - b)));
  const key = createHash('sha256').update(`print ${name} 1`);
  slices.forEach((slice, i) => key.update(slice.woff2).update(texts[i]!));
  const file = path.join(PRINT_FACES, `${key.digest('hex').slice(0, 32)}.ttf`);
  try {
    await fs.access(file);
    return file;
  } catch {
    // Not made yet: made below.
  }
  const cuts = await Promise.all(
    slices.map(async (slice, i) => {
      const font = await subsetFont(await fs.readFile(path.join(dir, slice.woff2)), texts[i]!, {
        targetFormat: 'truetype',
        preserveNameIds: [13, 14],
      });
      return { font, cmap: characterMap(font) };
    }),
  );
  await fs.mkdir(PRINT_FACES, { recursive: true });
  await fs.writeFile(`${file}.${process.pid}`, mergeSlices(cuts));
  await fs.rename(`${file}.${process.pid}`, file);
  return file;
}

/**
 * The characters of a brochure that none of its faces draws (the Latin families' and its scripts'), by their script: a
 * script with no face (Thai, Greek in Fraunces) stops the build, where React-PDF would draw nothing in its place or
 * take its Helvetica, which no PDF embeds.
 */
async function undrawnLetters(content: Content, families: BrochureFonts): Promise<Map<string, string[]>> {
  const characters = brochureCharacters(content);
  const fontsOf = async (chain: string[], fontWeight: number) =>
    Promise.all(
      chain.map(async (fontFamily) => {
        await Font.load({ fontFamily, fontWeight });
        return Font.getFont({ fontFamily, fontWeight })?.data as {
          hasGlyphForCodePoint(point: number): boolean;
        } | null;
      }),
    );
  const chains = [
    ...(await fontsOf(families.display, WEIGHTS.fraunces[0])),
    ...(await fontsOf(families.text, WEIGHTS.inter[0])),
  ];
  const undrawn = new Map<string, string[]>();
  for (const char of new Set(characters)) {
    // Spaces and invisible marks are no glyph (Brochure.tsx's `printable` drops the marks of direction).
    if (/[\s\p{Cf}\p{Cc}\p{Zs}]/u.test(char)) continue;
    const point = char.codePointAt(0)!;
    if (chains.some((font) => font?.hasGlyphForCodePoint(point))) continue;
    const name = scriptName(char);
    undrawn.set(name, [...(undrawn.get(name) ?? []), char]);
  }
  return undrawn;
}

/**
 * The faces loaded, with none of the glyphs an earlier PDF made. fontkit keeps one object per glyph for the life of
 * the process, holding the characters it was first made for; its subsetter, writing one PDF, makes the glyphs a
 * composite glyph is drawn from (the ’ inside another letter) with none, and the next PDF would map that glyph to no
 * text (pdftotext reads "l heure") and break its lines in the middle of words. Each render starts from a fresh set.
 */
async function freshFonts(extra: ReadonlyArray<{ fontFamily: string; fontWeight: number }> = []): Promise<void> {
  for (const face of [...FACES, ...extra]) {
    await Font.load(face);
    const font = Font.getFont(face).data as FontkitFont | null;
    if (font?._glyphs) font._glyphs = {};
  }
}

interface FontkitFont {
  _glyphs?: Record<number, unknown>;
}

/** The render under way: one at a time, as they share the faces' glyphs (and the CPU). */
let rendering: Promise<unknown> = Promise.resolve();

function renderAlone(
  content: Content,
  document: (fonts: BrochureFonts) => ReactElement<DocumentProps>,
): Promise<Uint8Array> {
  const render = rendering.then(async () => {
    await registerLatinFaces();
    // The faces of its scripts, registered for this render.
    const { fonts, faces } = await scriptFonts(content);
    await freshFonts(faces);
    const undrawn = await undrawnLetters(content, fonts);
    if (undrawn.size > 0)
      throw new Error(
        `the brochure in ${content.language} writes characters that no face draws: ` +
          [...undrawn].map(([name, chars]) => `${name} (${chars.slice(0, 12).join('')})`).join(', ') +
          '. Name faces for the script in site.yaml (fonts), or leave those words out.',
      );
    return renderToBuffer(document(fonts));
  });
  rendering = render.catch(() => undefined);
  return render;
}

/**
 * The faces a drawing's words are printed in. sharp draws an SVG's text (librsvg, Pango) in the fonts fontconfig
 * finds, which are the build machine's: Liberation Sans for a plan's `Inter, Arial, sans-serif` on one, DejaVu on
 * another, and on a host's build image without fonts a box for every letter. Given a configuration of its own that
 * names the site's Latin faces alone (made TrueType: trueTypeFace), a plan's labels print in Inter, and its serif
 * words in Fraunces, on every machine. fontconfig reads it (FONTCONFIG_FILE) once a process, when the process draws
 * its first word: the drawings are drawn in a process of their own (draw-drawing.mjs).
 */
let drawingFaces: Promise<string> | undefined;
function drawingFontConfig(): Promise<string> {
  drawingFaces ??= (async () => {
    const dir = path.join(PRINT_FACES, 'drawings');
    await fs.mkdir(dir, { recursive: true });
    const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    // Each static file names its weight in its family ("Inter SemiBold", "Fraunces Light"): named here by the family
    // a drawing asks for, each file keeps its weight, and a bold label takes the heavier face.
    const families: string[] = [];
    const family = { inter: 'Inter', fraunces: 'Fraunces' } as const;
    for (const [name, weights] of Object.entries(WEIGHTS) as Array<[keyof typeof WEIGHTS, readonly number[]]>)
      for (const subset of ['latin', 'latin-ext'])
        for (const weight of weights) {
          const face = await trueTypeFace(
            path.join(FONT_FILES, name, 'files', `${name}-${subset}-${weight}-normal.woff`),
          );
          const copy = path.join(dir, `${name}-${subset}-${weight}.ttf`);
          await fs.copyFile(face, `${copy}.${process.pid}`);
          await fs.rename(`${copy}.${process.pid}`, copy);
          families.push(
            `<match target="scan"><test name="file"><string>${xml(copy)}</string></test>` +
              `<edit name="family" mode="assign" binding="same"><string>${family[name]}</string></edit></match>`,
          );
        }
    const alias = (asked: string, face: string) =>
      `<alias binding="same"><family>${asked}</family><prefer><family>${face}</family></prefer></alias>`;
    const config = path.join(dir, 'fonts.conf');
    await fs.writeFile(
      `${config}.${process.pid}`,
      '<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd"><fontconfig>' +
        `<dir>${xml(dir)}</dir><cachedir>${xml(path.join(dir, 'cache'))}</cachedir>` +
        families.join('') +
        ['sans-serif', 'Arial', 'Helvetica', 'system-ui'].map((asked) => alias(asked, family.inter)).join('') +
        ['serif', 'Georgia', 'Times', 'Times New Roman'].map((asked) => alias(asked, family.fraunces)).join('') +
        '</fontconfig>',
    );
    await fs.rename(`${config}.${process.pid}`, config);
    return config;
  })();
  drawingFaces.catch(() => (drawingFaces = undefined));
  return drawingFaces;
}

/** The longest side of a photo or plan in the PDF, in pixels: about 190 dpi across the A4 page. */
const PRINT_SIZE = 1600;
/** Where the prints are kept between builds (beside the encoded photos); a new version when encodePrint changes. */
const PRINT_CACHE = path.resolve(settingValue(process.env, 'FOYER_CACHE'), 'foyer-photos', 'print');
// 3: a drawing's words in the site's faces (drawingFontConfig), not the build machine's.
const PRINT_CACHE_VERSION = 3;

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
export async function encodePrint(file: string, bytes: Buffer): Promise<PrintImage> {
  const extension = path.extname(file).toLowerCase();
  if (extension === '.svg') {
    const { width = PRINT_SIZE, height = PRINT_SIZE } = await sharp(bytes).metadata();
    const density = Math.min(2400, Math.max(72, (72 * PRINT_SIZE) / Math.max(width, height)));
    const data = await drawDrawing(file, bytes, density, await drawingFontConfig());
    const drawn = await sharp(data).metadata();
    return { data, format: 'png', width: drawn.width ?? PRINT_SIZE, height: drawn.height ?? PRINT_SIZE };
  }
  const image = sharp(bytes)
    .rotate()
    .resize({ width: PRINT_SIZE, height: PRINT_SIZE, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' });
  const photo = extension === '.jpg' || extension === '.jpeg';
  const { data, info } = await (
    photo ? image.jpeg({ quality: 75, mozjpeg: true }) : image.png({ palette: true, compressionLevel: 9 })
  ).toBuffer({ resolveWithObject: true });
  return { data, format: photo ? 'jpg' : 'png', width: info.width, height: info.height };
}

/** An SVG drawn as a PNG by draw-drawing.mjs, in a process of its own whose fontconfig reads `fontConfig`. */
function drawDrawing(file: string, svg: Buffer, density: number, fontConfig: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const drawing = spawn(
      process.execPath,
      [path.join(process.cwd(), 'src/features/brochure/draw-drawing.mjs'), String(density), String(PRINT_SIZE)],
      { env: { ...process.env, FONTCONFIG_FILE: fontConfig }, stdio: ['pipe', 'pipe', 'pipe'] },
    );
    const out: Buffer[] = [];
    let errors = '';
    drawing.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    drawing.stderr.on('data', (chunk: Buffer) => (errors += chunk));
    drawing.on('error', reject);
    drawing.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`${path.basename(file)} could not be drawn: ${errors.trim()}`)),
    );
    drawing.stdin.end(svg);
  });
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
      return renderAlone(
        content,
        (fonts) =>
          createElement(Brochure, {
            content,
            dict: content.dictionary,
            siteUrl: siteUrl.replace(/\/+$/, ''),
            images,
            madeOn: buildDay(),
            fonts,
          }) as unknown as ReactElement<DocumentProps>,
      );
    })();
    brochures.set(key, file);
    file.catch(() => brochures.delete(key));
  }
  return file;
}
