// @ts-check
/**
 * The site's font files, cut from the @fontsource-variable packages (npm) with HarfBuzz (`subset-font`).
 *
 *   npm run fonts          rewrite src/app/fonts/*.woff2 and the unicode-ranges of src/app/fonts.css (after updating
 *                          a @fontsource-variable package)
 *
 * Why: the two variable latin files weigh 88 KB, and on a phone every byte of them is on the way to the hero's
 * first paint (they are preloaded, so Lighthouse's slow-4G LCP waits for all of them). Each family is cut in two:
 *   - `core`: printable ASCII, the typographic marks the venue's own text and the dictionaries use (– — ‘ ’ “ ” …
 *     ‹ › · × £ © € ² ¡ ¿), and the letters of each language the site has a dictionary for (`src/i18n/<code>.ts`), both
 *     cases, with its quotation marks and what `Intl` writes in its figures and dates (French: é è à ç œ Ç É « »
 *     and the narrow no-break space of "1 200"), so that a page in any of them needs no other file. Weight axis
 *     limited to the weights the CSS asks for, only the OpenType features browsers apply by default plus `tnum`
 *     (the timeline's times). Preloaded. Fraunces 26.8 KB + Inter 21.7 KB for the seven languages (22.7 + 18.9 with ASCII alone).
 *   - `more`: everything else fontsource's latin file covers (å, ø, þ, …), same axis and features, with a
 *     `unicode-range` that leaves out the core characters, so a browser downloads it only for a page that shows
 *     one of them (a blog post's "smörgåsbord"). Not preloaded. It keeps the core glyphs too: the metrics of the
 *     size-adjusted fallback face in fonts.css were measured from it, and stand in for both faces.
 * The unicode ranges are written into src/app/fonts.css, each after a marker comment (`npm run fonts: core` or
 * `more`) that names its cut; the unit test checks that file and the committed font files are what this writes.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import subsetFont from 'subset-font';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const FONTS_DIR = path.join(root, 'src', 'app', 'fonts');
export const FONTS_CSS = path.join(root, 'src', 'app', 'fonts.css');

/** Default-on OpenType features (what a browser applies unasked) plus the ones our CSS asks for. */
const KEEP_FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk', 'tnum'];

/** @typedef {{ name: string, pkg: string, file: string, weight: [number, number] }} Family */
/** @type {Family[]} weights: the lowest and highest the stylesheets ask of each family */
export const FAMILIES = [
  {
    name: 'fraunces',
    pkg: '@fontsource-variable/fraunces',
    file: 'fraunces-latin-wght-normal.woff2',
    weight: [300, 600],
  },
  { name: 'inter', pkg: '@fontsource-variable/inter', file: 'inter-latin-wght-normal.woff2', weight: [400, 700] },
];

/** Printable ASCII, no-break space, and the marks the venue's texts and the dictionaries use. */
export const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3],
  [0xa9, 0xa9],
  // ¡ of Spanish (CLDR counts it and ¿ as punctuation, not as letters of the language).
  [0xa1, 0xa1],
  // ² of the areas the venue page says ("476 m²", "5,060 ft²").
  [0xb2, 0xb2],
  // ¿ of Spanish.
  [0xbf, 0xbf],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
];

/** The languages the site has a dictionary for: `src/i18n/<code>.ts` (README, "Add a language"), `['en', 'fr']`. */
export function dictionaryLanguages() {
  return fs
    .readdirSync(path.join(root, 'src', 'i18n'))
    .map((file) => /^([a-z]{2,3})\.ts$/.exec(file)?.[1])
    .filter((code) => code !== undefined)
    .sort();
}

/**
 * The characters of a CLDR exemplar set as CLDR writes them (`[aàâ æ b cç … \- \[ \]]`: space-separated, `\`
 * escapes, `{ch}` for a sequence, `a-z` for a range).
 * @param {string} set
 * @returns {Set<string>}
 */
export function exemplarSet(set) {
  const body = [...set.trim().replace(/^\[|\]$/g, '')];
  /** @type {Set<string>} */
  const chars = new Set();
  for (let i = 0; i < body.length; i++) {
    const char = body[i] === '\\' ? body[++i] : body[i];
    if (char === undefined || (char === ' ' && body[i - 1] !== '\\')) continue;
    if (char === '{' && body[i - 1] !== '\\') {
      const end = body.indexOf('}', i);
      for (const inner of body.slice(i + 1, end)) chars.add(inner);
      i = end;
    } else if (body[i + 1] === '-' && body[i + 2] !== undefined && body[i + 2] !== ' ') {
      const last = /** @type {string} */ (body[i + 2] === '\\' ? body[i + 3] : body[i + 2]);
      for (
        let point = /** @type {number} */ (char.codePointAt(0));
        point <= /** @type {number} */ (last.codePointAt(0));
        point++
      )
        chars.add(String.fromCodePoint(point));
      i += body[i + 2] === '\\' ? 3 : 2;
    } else chars.add(char);
  }
  return chars;
}

const require = createRequire(import.meta.url);

/**
 * What a page in language `code` writes beyond ASCII: its letters in both cases (CLDR's exemplar characters, the
 * main set: the auxiliary one is loanwords), its quotation marks (CLDR's delimiters), and the separators of its
 * figures and the words of its long dates as `Intl` writes them (src/i18n/format.ts).
 * @param {string} code
 * @returns {Set<number>}
 */
export function languageCodePoints(code) {
  const cldr = (/** @type {string} */ file) => require(`cldr-misc-full/main/${code}/${file}.json`).main[code];
  const letters = [...exemplarSet(cldr('characters').characters.exemplarCharacters)].join('');
  const dates = Array.from({ length: 12 }, (_, month) =>
    new Intl.DateTimeFormat(code, { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, month, 5)),
  );
  const written = [
    letters,
    letters.toLocaleUpperCase(code),
    ...Object.values(cldr('delimiters').delimiters),
    new Intl.NumberFormat(code).format(1234567.5),
    ...dates,
  ];
  return new Set([...written.join('')].map((char) => /** @type {number} */ (char.codePointAt(0))));
}

/**
 * The core cut: `CORE_RANGES` and what every dictionary's language writes, as far as fontsource's latin file has it.
 * @param {Set<number>} latin
 */
export function corePoints(latin) {
  const core = codePointsOf(CORE_RANGES);
  for (const code of dictionaryLanguages())
    for (const point of languageCodePoints(code)) if (latin.has(point) && printable(point)) core.add(point);
  return core;
}

/** Control characters never reach a font. @param {number} point */
const printable = (point) => point >= 0x20 && !(point >= 0x7f && point <= 0x9f);

/** @param {number[][]} ranges @returns {Set<number>} */
const codePointsOf = (ranges) =>
  new Set(
    ranges.flatMap(([from, to]) =>
      Array.from(
        { length: /** @type {number} */ (to) - /** @type {number} */ (from) + 1 },
        (_, i) => /** @type {number} */ (from) + i,
      ),
    ),
  );

/**
 * The code points of a CSS unicode-range value ("U+0000-00FF, U+0131, …").
 * @param {string} value
 */
export function parseUnicodeRange(value) {
  return codePointsOf(
    value.split(',').map((part) => {
      const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
      if (!match) throw new Error(`not a unicode-range part: "${part}"`);
      const from = parseInt(/** @type {string} */ (match[1]), 16);
      return [from, match[2] ? parseInt(match[2], 16) : from];
    }),
  );
}

/**
 * The shortest unicode-range value for a set of code points.
 * @param {Set<number>} points
 */
export function formatUnicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  /** @type {string[]} */
  const parts = [];
  const hex = (/** @type {number} */ n) => n.toString(16).toUpperCase().padStart(4, '0');
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && /** @type {number} */ (sorted[j + 1]) === /** @type {number} */ (sorted[j]) + 1)
      j++;
    parts.push(
      i === j
        ? `U+${hex(/** @type {number} */ (sorted[i]))}`
        : `U+${hex(/** @type {number} */ (sorted[i]))}-${hex(/** @type {number} */ (sorted[j]))}`,
    );
    i = j + 1;
  }
  return parts.join(', ');
}

/** The latin subset's unicode-range, as the fontsource package itself declares it. @param {Family} family */
export function latinRangeOf(family) {
  const css = fs.readFileSync(path.join(root, 'node_modules', family.pkg, 'wght.css'), 'utf8');
  const face = css.split('@font-face').find((block) => block.includes(`files/${family.file}`));
  const range = face && /unicode-range:\s*([^;]+);/.exec(face)?.[1];
  if (!range) throw new Error(`${family.pkg}/wght.css declares no unicode-range for ${family.file}`);
  return parseUnicodeRange(range);
}

/** The two unicode-range values every family uses (the same for both: both latin files cover the same range). */
export function unicodeRanges() {
  const latins = FAMILIES.map(latinRangeOf).map((points) => formatUnicodeRange(points));
  if (new Set(latins).size !== 1)
    throw new Error(`the fontsource latin files cover different ranges: ${latins.join(' | ')}`);
  const latin = latinRangeOf(/** @type {Family} */ (FAMILIES[0]));
  const core = corePoints(latin);
  for (const point of codePointsOf(CORE_RANGES))
    if (!latin.has(point)) throw new Error(`core character U+${point.toString(16)} is not in fontsource's latin file`);
  const more = new Set([...latin].filter((point) => !core.has(point) && printable(point)));
  return { core: formatUnicodeRange(core), more: formatUnicodeRange(more) };
}

/** A `unicode-range` declaration and the marker comment before it that names its cut. */
const MARKED_RANGE = /(\/\* npm run fonts: (core|more) \*\/\s*unicode-range:)[^;]*;/g;

/**
 * `css` (fonts.css) with the range of its cut after each marker, formatted as Prettier would (it wraps long ranges),
 * so that the file passes `prettier --check` as written.
 * @param {string} css
 * @param {{ core: string, more: string }} ranges
 */
export async function withUnicodeRanges(css, ranges = unicodeRanges()) {
  let marked = 0;
  const written = css.replace(MARKED_RANGE, (_, head, /** @type {'core' | 'more'} */ cut) => {
    marked++;
    return `${head} ${ranges[cut]};`;
  });
  // A face without a marker would keep a stale range that nothing checks.
  const declared = (css.match(/unicode-range\s*:/g) ?? []).length;
  if (marked === 0 || marked !== declared)
    throw new Error(
      `${declared - marked} of fonts.css's ${declared} unicode-ranges lack a /* npm run fonts: … */ marker`,
    );
  return prettier.format(written, { ...(await prettier.resolveConfig(FONTS_CSS)), filepath: FONTS_CSS });
}

/**
 * Both cuts of every family, as bytes.
 * @returns {Promise<Array<{ file: string, bytes: Buffer }>>}
 */
export async function cutFonts() {
  /** @type {Array<{ file: string, bytes: Buffer }>} */
  const files = [];
  for (const family of FAMILIES) {
    const source = fs.readFileSync(path.join(root, 'node_modules', family.pkg, 'files', family.file));
    const [min, max] = family.weight;
    // Name records 13 and 14 (licence and its URL) join HarfBuzz's default 0–6 (copyright, names): the OFL asks
    // every copy, modified ones included, to carry its notice and licence.
    const options = /** @type {const} */ ({
      targetFormat: 'woff2',
      variationAxes: { wght: { min, max } },
      keepFeatures: KEEP_FEATURES,
      preserveNameIds: [13, 14],
    });
    const latin = latinRangeOf(family);
    const latinText = String.fromCodePoint(...[...latin].filter(printable));
    files.push({
      file: `${family.name}-core.woff2`,
      bytes: await subsetFont(source, String.fromCodePoint(...corePoints(latin)), options),
    });
    files.push({ file: `${family.name}-more.woff2`, bytes: await subsetFont(source, latinText, options) });
  }
  return files;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(FONTS_DIR, { recursive: true });
  for (const { file, bytes } of await cutFonts()) {
    fs.writeFileSync(path.join(FONTS_DIR, file), bytes);
    console.log(`[fonts] src/app/fonts/${file}: ${(bytes.length / 1000).toFixed(1)} KB`);
  }
  fs.writeFileSync(FONTS_CSS, await withUnicodeRanges(fs.readFileSync(FONTS_CSS, 'utf8')));
  console.log('[fonts] src/app/fonts.css: unicode-ranges written');
}
