// @ts-check
/**
 * The site's font faces, cut at every build for the venue from the @fontsource-variable packages (npm) with HarfBuzz
 * (`subset-font`): run by the build's integration (integration/astro-foyer.mjs) with what the venue writes
 * (src/content/writing.ts), into src/generated/fonts/ and src/generated/fonts.css, which the layout imports.
 *
 * Why: the variable latin files weigh 88 KB, and on a phone every byte of them is on the way to the hero's first
 * paint (they are preloaded, so Lighthouse's slow-4G LCP waits for all of them). Each family is cut in two kinds:
 *   - `core`: what the venue's pages write: printable ASCII, the typographic marks of the site's words (– — ‘ ’ “ ” …
 *     £ € ²), the letters of each language the venue lists (CLDR's exemplar characters, both cases) with its quotation
 *     marks and what `Intl` writes in its figures, dates and times, and every character of the venue's content. Cut
 *     from each fontsource subset that holds some of them (latin; latin-ext for Polish ł or Welsh ŵ; vietnamese…),
 *     weight axis limited to the weights the CSS asks for, only the OpenType features browsers apply by default plus
 *     `tnum` (the timeline's times). Preloaded: a page in any of the venue's languages needs no other file.
 *   - `more`: the rest of each fontsource subset, same axis and features, with a `unicode-range` that leaves out the
 *     core's characters, so that a browser downloads it only for a page that shows one of them (a blog post's
 *     "smörgåsbord"). Not preloaded, and the same for every venue. It keeps the core glyphs too: the metrics of the
 *     size-adjusted fallback faces in src/styles/fonts.css were measured from the latin one, and stand in for all faces.
 * Cuts are cached in node_modules/.cache/foyer-fonts/ (FOYER_CACHE moves it), keyed by the source file, the characters and the options.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { settingValue } from '../src/config/settings.mjs';
import { nearestWeight, slicesFor, weightsOf } from '../src/content/font-files.ts';
import { characterMap, mergeSlices } from '../src/content/font-merge.ts';
import {
  PHRASE_SCRIPTS,
  SCRIPT_NAMES,
  charactersOfScript,
  scriptName,
  scriptOfLanguage,
  scriptsWritten,
  typefaceOf,
} from '../src/content/typefaces.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where a build writes the faces it cut, and their @font-face rules (the layout imports both). */
const FONTS_DIR = path.join(root, 'src', 'generated', 'fonts');
const FONTS_CSS = path.join(root, 'src', 'generated', 'fonts.css');

/**
 * The scripts whose faces beyond the first screen wait for the first paint: those of thousands of characters, whose
 * cut for a venue weighs a hundred kilobytes and more (Arabic's or Hebrew's, some 15 KB, load with the page).
 */
const LATER_SCRIPTS = new Set(['Jpan', 'Hans', 'Hant', 'Kore']);

/** @param {Face} face */
const waitsForPaint = (face) => !face.preload && face.script !== undefined && LATER_SCRIPTS.has(face.script);
const CACHE_DIR = path.resolve(root, settingValue(process.env, 'FOYER_CACHE'), 'foyer-fonts');

/** Default-on OpenType features (what a browser applies unasked) plus the ones our CSS asks for. */
const KEEP_FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'liga', 'clig', 'calt', 'kern', 'mark', 'mkmk', 'tnum'];
/** A script face's: the same, with Arabic's joining forms and cursive attachment, Hangul's jamo, Japanese's kana. */
const SCRIPT_FEATURES = [
  ...KEEP_FEATURES,
  ...['isol', 'init', 'medi', 'fina', 'med2', 'fin2', 'fin3', 'curs', 'rclt', 'ljmo', 'vjmo', 'tjmo', 'halt', 'vert'],
];

/**
 * @typedef {{ name: string, label: string, role: 'display' | 'text', pkg: string, weight: [number, number] }} Family
 * role: the CSS families it makes (`displayCore`, `displayMore`: src/styles/fonts.css);
 * weight: the lowest and highest the stylesheets ask of it
 */
/** @type {Family[]} */
export const FAMILIES = [
  { name: 'fraunces', label: 'Fraunces', role: 'display', pkg: '@fontsource-variable/fraunces', weight: [300, 600] },
  { name: 'inter', label: 'Inter', role: 'text', pkg: '@fontsource-variable/inter', weight: [400, 700] },
];

/** Printable ASCII, the no-break space, and the marks the site's own code writes (sizes "20 × 12 m", areas "476 m²"). */
const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa3, 0xa3],
  [0xa9, 0xa9],
  [0xb2, 0xb2],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

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
 * CLDR's data for a language tag, or for its language where CLDR has no entry of the tag's region (`en-CA` → `en`).
 * @param {string} tag
 * @param {string} file `characters`, `delimiters`
 */
function cldrOf(tag, file) {
  for (const code of [tag, tag.split('-')[0] ?? tag]) {
    try {
      return require(`cldr-misc-full/main/${code}/${file}.json`).main[code];
    } catch {
      // No data for this tag: the next one.
    }
  }
  return undefined;
}

/**
 * The letters of language `tag` as CLDR lists them (its exemplar characters, the main set: the auxiliary one is
 * loanwords), lower case.
 * @param {string} tag
 * @returns {Set<string>}
 */
function languageLetters(tag) {
  const exemplars = cldrOf(tag, 'characters')?.characters?.exemplarCharacters;
  return exemplars ? exemplarSet(exemplars) : new Set();
}

/**
 * What a page in language `tag` writes beyond ASCII: its letters in both cases, its punctuation (CLDR's: Spanish
 * ¡ and ¿) and quotation marks (CLDR's delimiters), and the separators of its figures and
 * the words of its dates and times as `Intl` writes them (src/i18n/format.ts, src/features/events/format.ts).
 * Without its letters where they are thousands (Japanese's kanji, Korean's syllables): what the venue writes of them
 * is in its content.
 * @param {string} tag
 * @returns {Set<number>}
 */
function languageCodePoints(tag) {
  const script = scriptOfLanguage(tag);
  const letters = script && (PHRASE_SCRIPTS.has(script) || script === 'Kore') ? '' : [...languageLetters(tag)].join('');
  // The marks a language adds to English's (Spanish ¡ ¿, French « »): English's own daggers and primes, which CLDR
  // lists for most languages, are left to the more face.
  const marks = (/** @type {string} */ code) =>
    exemplarSet(cldrOf(code, 'characters')?.characters?.punctuation ?? '[]');
  const english = marks('en');
  const punctuation = [...marks(tag)].filter((mark) => !english.has(mark)).join('');
  const format = (/** @type {Intl.DateTimeFormatOptions} */ options, /** @type {number} */ time) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options }).format(time);
  const days = Array.from({ length: 7 }, (_, day) => Date.UTC(2024, 0, 1 + day));
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2024, month, 5, 9, 30));
  const written = [
    letters,
    letters.toLocaleUpperCase(tag),
    punctuation,
    ...Object.values(cldrOf(tag, 'delimiters')?.delimiters ?? {}),
    new Intl.NumberFormat(tag).format(1234567.5),
    ...months.flatMap((time) => [
      format({ dateStyle: 'long' }, time),
      format({ month: 'short' }, time),
      format({ weekday: 'short', day: 'numeric', month: 'long' }, time),
    ]),
    ...days.flatMap((time) => [format({ weekday: 'long' }, time), format({ weekday: 'short' }, time)]),
    new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).formatRange(
      Date.UTC(2024, 0, 1, 9, 30),
      Date.UTC(2024, 0, 1, 17, 0),
    ),
    new Intl.DateTimeFormat(tag, { hour: 'numeric', timeZone: 'UTC' }).formatRange(
      Date.UTC(2024, 0, 1, 10),
      Date.UTC(2024, 0, 1, 22),
    ),
  ];
  return new Set([...written.join('')].map((char) => /** @type {number} */ (char.codePointAt(0))));
}

/** @param {string} char */
const point = (char) => /** @type {number} */ (char.codePointAt(0));

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

/** @typedef {{ subset: string, file: string, points: Set<number> }} Subset */

/**
 * A family's fontsource subsets (latin, latin-ext, vietnamese, cyrillic…), upright, as its `wght.css` declares them,
 * each with the code points it alone answers for: a point two subsets list (U+0304, U+2020) belongs to the first,
 * latin before latin-ext before the rest, so that no two faces of a family claim a character.
 * @param {Family} family
 * @returns {Subset[]}
 */
export function subsetsOf(family) {
  const css = fs.readFileSync(path.join(root, 'node_modules', family.pkg, 'wght.css'), 'utf8');
  /** @type {Subset[]} */
  const declared = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/files\/([^)]+-wght-normal\.woff2)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const subset = file.slice(family.name.length + 1, -'-wght-normal.woff2'.length);
    declared.push({ subset, file, points: parseUnicodeRange(range) });
  }
  const rank = (/** @type {string} */ subset) => ['latin', 'latin-ext'].indexOf(subset) >>> 0;
  declared.sort((a, b) => rank(a.subset) - rank(b.subset));
  if (declared[0]?.subset !== 'latin') throw new Error(`${family.pkg}/wght.css declares no latin subset`);
  const claimed = new Set();
  return declared.map(({ subset, file, points }) => {
    const own = new Set([...points].filter((point) => printable(point) && !claimed.has(point)));
    for (const point of own) claimed.add(point);
    return { subset, file, points: own };
  });
}

/**
 * @typedef {{ file: string, family: string, source: string, text: Set<number>, range: Set<number>, preload: boolean,
 *   script?: string, weight?: [number, number], parts?: Array<{ source: string, text: Set<number> }> }} Face
 *   file: the cut's name; family: the CSS family (`displayCore`); source: the fontsource file it is cut from;
 *   text: the characters it holds; range: its unicode-range; a script face (below) has its script (`Jpan`) and the
 *   weights it answers for (a static face: one weight, drawn for all those its Latin family answers for); parts: the
 *   slices it is made of, where it is several (each cut, then merged)
 */

/**
 * The faces a venue's pages need (above: core and more) and what its languages lose: letters of a language that a
 * family has no subset for (Greek in Fraunces) come from the visitor's own fonts, as do those of a script the venue
 * never writes (a Greek word in a blog post of an English venue).
 * A script beyond Latin that the venue writes (Japanese, Arabic…) has faces of its own (src/content/typefaces.ts), cut
 * below to the characters it writes in it; what neither those nor the Latin families draw is named too.
 * @param {{ languages: readonly string[], characters: string, fonts?: import('../src/content/writing.ts').VenueWriting['fonts'],
 *   firstScreen?: string }} writing src/content/writing.ts
 * @returns {{ faces: Face[], missing: string[] }}
 */
export function fontPlan({ languages, characters, fonts, firstScreen }) {
  const scriptFaces = scriptFacePlan({ languages, characters, fonts, firstScreen });
  /** Whether a script face of the venue's draws a character: the Latin families need not. @param {number} each */
  const covered = (each) => scriptFaces.covered.has(each);
  const written = codePointsOf(CORE_RANGES);
  // Each letter in both cases: the pages set some words in capitals (`text-transform: uppercase`), so "Kyōto" in a
  // label is drawn "KYŌTO", an Ō the content never writes.
  for (const char of characters)
    for (const each of new Set([char, ...char.toUpperCase(), ...char.toLowerCase()]))
      written.add(/** @type {number} */ (each.codePointAt(0)));
  const spoken = languages.map((tag) => ({
    tag,
    points: languageCodePoints(tag),
    letters: [...languageLetters(tag)].filter((char) => /\p{Ll}/u.test(char)).map(point),
  }));
  /** @type {Face[]} */
  const faces = [];
  /** @type {string[]} */
  const missing = [];
  for (const family of FAMILIES) {
    const subsets = subsetsOf(family);
    for (const { subset, file, points } of subsets) {
      // A language's letters beyond latin are cut into a core face only where it writes lower-case letters of that
      // subset (Polish ł, Welsh ŵ): French's Ÿ, the capital of its rare ÿ, is left to the more face, not preloaded.
      const needed = new Set(written);
      for (const language of spoken)
        if (subset === 'latin' || language.letters.some((letter) => points.has(letter)))
          for (const each of language.points) needed.add(each);
      const core = new Set([...points].filter((each) => needed.has(each)));
      const more = new Set([...points].filter((each) => !core.has(each)));
      const source = `${family.pkg}/files/${file}`;
      if (core.size > 0)
        faces.push({
          file: `${family.name}-core-${subset}.woff2`,
          family: `${family.role}Core`,
          source,
          text: core,
          range: core,
          preload: true,
        });
      // Latin's other letters for anyone's words (a blog post's "smörgåsbord", "Dvořák"); another script's only for a
      // venue that writes some of it: each face is a rule in every page's stylesheet.
      if (more.size > 0 && (core.size > 0 || subset === 'latin-ext'))
        faces.push({
          file: `${family.name}-more-${subset}.woff2`,
          family: `${family.role}More`,
          source,
          text: points,
          range: more,
          preload: false,
        });
    }
    const drawn = new Set(subsets.flatMap(({ points }) => [...points]));
    for (const { tag, points } of spoken) {
      const lacking = [...points].filter(
        (each) => /\p{L}/u.test(String.fromCodePoint(each)) && !drawn.has(each) && !covered(each),
      );
      if (lacking.length > 0)
        missing.push(
          `${family.label} lacks ${lacking.length} letters of ${tag} (${String.fromCodePoint(...lacking.slice(0, 6))}…): ` +
            "pages show them in the visitor's own fonts",
        );
    }
  }
  // A letter the venue writes that no face draws: named by its script, once.
  const drawnByAny = new Set([
    ...FAMILIES.flatMap((family) => subsetsOf(family).flatMap(({ points }) => [...points])),
    ...scriptFaces.covered,
  ]);
  /** @type {Map<string, string[]>} */
  const unmet = new Map();
  for (const char of new Set(characters)) {
    if (!/\p{L}/u.test(char) || drawnByAny.has(/** @type {number} */ (char.codePointAt(0)))) continue;
    const name = scriptName(char);
    unmet.set(name, [...(unmet.get(name) ?? []), char]);
  }
  for (const [name, chars] of unmet)
    missing.push(
      `the venue writes ${name} (${chars.slice(0, 6).join('')}${chars.length > 6 ? '…' : ''}, ${chars.length} letters) and no face covers it: ` +
        "pages show it in the visitor's own fonts" +
        (scriptFaces.unfaced.has(name) ? ` (${scriptFaces.unfaced.get(name)})` : ''),
    );
  return { faces: [...faces, ...scriptFaces.faces], missing: [...missing, ...scriptFaces.missing] };
}

/**
 * The faces of the scripts beyond Latin that a venue writes: for each, its display and its text face
 * (src/content/typefaces.ts), each cut from the fontsource slices that hold the characters the venue writes in that
 * script (its content, and its languages' dates and figures; an alphabet's letters whole), at the weight nearest
 * 400: a static face, answering for every weight of its Latin family (no bold drawn by the browser). The display
 * face's characters of the home page's first screen (the venue's name, the hero's title) are cut into files of their
 * own, preloaded by the pages in the script's languages (`-core-`: src/styles/fonts.ts); the rest (`-more-`) load as
 * a page shows one of their characters, by their unicode-range. A Japanese venue's content holds hundreds of kanji,
 * some 300 KB in a hundred files: preloaded whole, they would hold a phone's first paint; a CJK fallback has the
 * same widths, so a face that arrives later moves no line. A Chinese, Japanese or Korean venue's `-more-` faces wait
 * for the first paint (LATER_SCRIPTS: the pages add them then, src/shared/early/later-faces.mjs).
 * @param {{ languages: readonly string[], characters: string, fonts?: import('../src/content/writing.ts').VenueWriting['fonts'], firstScreen?: string }} writing
 */
function scriptFacePlan({ languages, characters, fonts, firstScreen = '' }) {
  /** @type {Face[]} */
  const faces = [];
  /** @type {string[]} */
  const missing = [];
  const covered = new Set();
  /** Why a script has no face (its packages are not installed), by Unicode's name of the script. @type {Map<string, string>} */
  const unfaced = new Map();
  const spoken = languages.map((tag) =>
    [...languageCodePoints(tag)].map((each) => String.fromCodePoint(each)).join(''),
  );
  const first = new Set([...firstScreen].map(point));
  for (const script of scriptsWritten(languages, characters)) {
    const own = languages.filter((tag) => scriptOfLanguage(tag) === script);
    const text = [characters, ...own.map((tag) => spoken[languages.indexOf(tag)])].join('');
    const wanted = charactersOfScript(script, text, languages);
    if (wanted.size === 0) continue;
    const typeface = typefaceOf(script, fonts);
    for (const role of /** @type {const} */ (['display', 'text'])) {
      const name = typeface[role];
      let weight;
      try {
        weight = nearestWeight(weightsOf(name), 400);
      } catch (error) {
        // A face the venue named must be there; a default one may be left out of the site's packages.
        if (fonts?.[script]?.[role])
          throw new Error(`site.yaml: fonts.${script}.${role}: ${/** @type {Error} */ (error).message}`);
        const why = `its default ${role} face: ${/** @type {Error} */ (error).message}`;
        for (const char of [...wanted].map((each) => String.fromCodePoint(each)))
          if (/\p{L}/u.test(char)) unfaced.set(scriptName(char), why);
        continue;
      }
      const { slices, lacking } = slicesFor(name, weight, wanted);
      const family = /** @type {Family} */ (FAMILIES.find((each) => each.role === role));
      // The display face's characters of the first screen in a small preloaded file of their own (`core`), the
      // rest in another (`more`), as Latin's core and more; each one file of all the slices that hold some
      // (src/content/font-merge.ts), so that a page asks for two files a face, not one a slice. Named by the
      // source, not the role: a face that is both the display and the text one (Amiri) is the same files.
      /** @type {Array<{ source: string, text: Set<number> }>} */
      const coreParts = [];
      /** @type {Array<{ source: string, text: Set<number> }>} */
      const moreParts = [];
      for (const slice of slices) {
        for (const each of slice.used) covered.add(each);
        const source = `@fontsource/${name}/${slice.woff2}`;
        const core = new Set(
          [...slice.used].filter((each) => first.has(each) && (role === 'display' || name === typeface.display)),
        );
        const rest = new Set([...slice.used].filter((each) => !core.has(each)));
        if (core.size > 0) coreParts.push({ source, text: core });
        if (rest.size > 0) moreParts.push({ source, text: rest });
      }
      for (const [parts, preload] of /** @type {const} */ ([
        [coreParts, true],
        [moreParts, false],
      ])) {
        if (parts.length === 0) continue;
        const text = new Set(parts.flatMap((part) => [...part.text]));
        faces.push({
          file: `${script.toLowerCase()}-${preload ? 'core' : 'more'}-${name}-${weight}.woff2`,
          family: `${role}${script}`,
          source: /** @type {{ source: string }} */ (parts[0]).source,
          ...(parts.length > 1 ? { parts } : {}),
          text,
          range: text,
          preload,
          script,
          weight: family.weight,
        });
      }
      const letters = lacking.filter((each) => /\p{L}/u.test(String.fromCodePoint(each)));
      if (letters.length > 0)
        missing.push(
          `@fontsource/${name} lacks ${letters.length} letters of the venue's ${SCRIPT_NAMES[script]} (${String.fromCodePoint(...letters.slice(0, 6))}…): ` +
            "pages show them in the visitor's own fonts",
        );
    }
  }
  return { faces, missing, covered, unfaced };
}

/**
 * One face cut from its fontsource file (or found in the cache).
 * @param {Face} face
 * @param {Family | undefined} family its Latin family (variable: its weight axis cut); none for a script face (static)
 * @returns {Promise<Buffer>}
 */
async function cutFace(face, family) {
  if (face.parts) return cutMerged(face, face.parts);
  const source = fs.readFileSync(path.join(root, 'node_modules', face.source));
  // Name records 13 and 14 (licence and its URL) join HarfBuzz's default 0–6 (copyright, names): the OFL asks every
  // copy, modified ones included, to carry its notice and licence.
  const options = family
    ? /** @type {const} */ ({
        targetFormat: 'woff2',
        variationAxes: { wght: { min: family.weight[0], max: family.weight[1] } },
        keepFeatures: KEEP_FEATURES,
        preserveNameIds: [13, 14],
      })
    : /** @type {const} */ ({ targetFormat: 'woff2', keepFeatures: SCRIPT_FEATURES, preserveNameIds: [13, 14] });
  const text = String.fromCodePoint(...[...face.text].sort((a, b) => a - b));
  const key = createHash('sha256').update(source).update(JSON.stringify(options)).update(text).digest('hex');
  const cached = path.join(CACHE_DIR, `${key.slice(0, 32)}.woff2`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const bytes = await subsetFont(source, text, options);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  // Written whole or not at all: a build stopped mid-write leaves no half face for the next one to find.
  fs.writeFileSync(`${cached}.${process.pid}`, bytes);
  fs.renameSync(`${cached}.${process.pid}`, cached);
  return bytes;
}

/**
 * A script face made of several slices: each cut to its characters, the cuts merged into one font, and that cut
 * again to WOFF2 by HarfBuzz (which also checks it). Cached as the other faces.
 * @param {Face} face
 * @param {Array<{ source: string, text: Set<number> }>} parts
 * @returns {Promise<Buffer>}
 */
async function cutMerged(face, parts) {
  const sources = parts.map((part) => fs.readFileSync(path.join(root, 'node_modules', part.source)));
  const texts = parts.map((part) => String.fromCodePoint(...[...part.text].sort((a, b) => a - b)));
  const options = /** @type {const} */ ({ targetFormat: 'woff2', preserveNameIds: [13, 14] });
  const hash = createHash('sha256').update(`merged ${MERGE_VERSION}`).update(JSON.stringify(options));
  sources.forEach((source, i) => hash.update(source).update(/** @type {string} */ (texts[i])));
  const cached = path.join(CACHE_DIR, `${hash.digest('hex').slice(0, 32)}.woff2`);
  if (fs.existsSync(cached)) return fs.readFileSync(cached);
  const cuts = await Promise.all(
    sources.map(async (source, i) => {
      const font = await subsetFont(source, /** @type {string} */ (texts[i]), {
        targetFormat: 'truetype',
        preserveNameIds: [13, 14],
      });
      return { font, cmap: characterMap(font) };
    }),
  );
  const text = String.fromCodePoint(...[...face.text].sort((a, b) => a - b));
  const bytes = await subsetFont(mergeSlices(cuts), text, options);
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(`${cached}.${process.pid}`, bytes);
  fs.renameSync(`${cached}.${process.pid}`, cached);
  return bytes;
}

/** A new version when the merge changes: the cache's merged faces are made again. */
const MERGE_VERSION = 1;

/**
 * Every face of a plan, as bytes.
 * @param {Face[]} faces
 * @returns {Promise<Array<{ face: Face, bytes: Buffer }>>}
 */
export async function cutFaces(faces) {
  return Promise.all(
    faces.map(async (face) => ({
      face,
      bytes: await cutFace(face, face.script ? undefined : FAMILIES.find(({ pkg }) => face.source.startsWith(pkg))),
    })),
  );
}

/**
 * The @font-face rules of a plan, the preloaded faces first. `./fonts/…` is resolved and hashed by Vite, to the same
 * files as the layout's `?url` preloads (src/styles/fonts.ts).
 * @param {Face[]} faces
 */
function fontFaceCss(faces) {
  const rule = (/** @type {Face} */ face) => {
    const weight =
      face.weight ?? /** @type {Family} */ (FAMILIES.find(({ pkg }) => face.source.startsWith(pkg))).weight;
    return [
      '@font-face {',
      `  font-family: '${face.family}';`,
      `  src: url('./fonts/${face.file}') format('woff2');`,
      `  font-weight: ${weight[0]} ${weight[1]};`,
      '  font-display: swap;',
      `  unicode-range: ${formatUnicodeRange(face.range)};`,
      '}',
    ].join('\n');
  };
  const later = faces.filter(waitsForPaint);
  // The faces the pages add once painted (src/shared/early/later-faces.mjs reads them here), and a browser without
  // scripts at once.
  const withoutScripts = later.length ? `@media (scripting: none) {\n${later.map(rule).join('\n')}\n}\n` : '';
  const rules = faces.filter((face) => !waitsForPaint(face)).map(rule);
  return `/* Cut by integration/subset-fonts.mjs for this venue at every build: edits here are lost. */\n${rules.join('\n')}\n${withoutScripts}${scriptCss(faces)}`;
}

/**
 * For a venue that writes scripts beyond Latin: their families in the stacks (after the Latin core, whose
 * unicode-range leaves them their characters; on a page in a script's language, its own first, for the Han that
 * Japanese and Chinese share), and Japanese and Chinese lines broken between phrases: by the browser where it can
 * (`word-break: auto-phrase`, Chromium 119+), elsewhere at the <wbr> the build put between BudouX's phrases
 * (src/content/phrases.ts) in headings and short texts (`data-phrases`), never inside a word. Nothing for a Latin
 * venue: its stylesheet stays as it was.
 * @param {Face[]} faces
 */
function scriptCss(faces) {
  const scripts = [...new Set(faces.flatMap(({ script }) => (script ? [script] : [])))];
  if (scripts.length === 0) return '';
  const stack = (/** @type {string} */ role, /** @type {string[]} */ order) =>
    [`'${role}Core'`, ...order.map((script) => `'${role}${script}'`)].join(', ');
  const rules = [
    // `html:root` outranks src/styles/fonts.css's `:root`, which the layout imports after this file.
    `html:root {\n  --font-display-core: ${stack('display', scripts)};\n  --font-text-core: ${stack('text', scripts)};\n}`,
  ];
  // Several scripts (Japanese and Chinese share Han): each language's own first on its pages and words.
  if (scripts.length > 1)
    for (const script of scripts) {
      const order = [script, ...scripts.filter((each) => each !== script)];
      const langs = SCRIPT_LANGS[/** @type {keyof typeof SCRIPT_LANGS} */ (script)];
      rules.push(
        `${langs.flatMap((lang) => [`html:root:lang(${lang})`, `:lang(${lang})`]).join(', ')} {\n  --font-display-core: ${stack('display', order)};\n  --font-text-core: ${stack('text', order)};\n}`,
      );
    }
  const phrased = scripts.filter((script) => PHRASE_SCRIPTS.has(/** @type {any} */ (script)));
  if (phrased.length > 0) {
    const langs = phrased.flatMap((script) => SCRIPT_LANGS[/** @type {'Jpan' | 'Hans' | 'Hant'} */ (script)]);
    const any = `:is(${langs.map((lang) => `:lang(${lang})`).join(', ')})`;
    rules.push(
      `@supports (word-break: auto-phrase) {\n  ${any} {\n    word-break: auto-phrase;\n  }\n}`,
      `${any}[data-phrases],\n${any} [data-phrases] {\n  word-break: keep-all;\n  overflow-wrap: anywhere;\n}`,
    );
  }
  return `${rules.join('\n')}\n`;
}

/** The languages of each script, as `:lang()` matches them. */
const SCRIPT_LANGS = {
  Jpan: ['ja'],
  Hans: ['zh'],
  Hant: ['zh-Hant', 'zh-TW', 'zh-HK', 'zh-MO'],
  Kore: ['ko'],
  Arab: ['ar', 'fa', 'ur'],
  Hebr: ['he', 'yi'],
};

/** @param {string} file @param {Buffer | string} data */
function writeIfChanged(file, data) {
  if (fs.existsSync(file) && fs.readFileSync(file).equals(Buffer.from(data))) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
}

/**
 * The build's step: cuts the faces the venue needs into src/generated/fonts/ (removing any other), writes their rules
 * into src/generated/fonts.css, and names the letters no family draws.
 * @param {{ languages: readonly string[], characters: string }} writing
 * @param {{ log?: (line: string) => void, warn?: (line: string) => void, dir?: string, css?: string }} [o]
 */
export async function buildFonts(writing, o = {}) {
  const started = Date.now();
  const dir = o.dir ?? FONTS_DIR;
  const { faces, missing } = fontPlan(writing);
  const cut = await cutFaces(faces);
  for (const { face, bytes } of cut) writeIfChanged(path.join(dir, face.file), bytes);
  const kept = new Set(faces.map(({ file }) => file));
  for (const file of fs.readdirSync(dir)) if (!kept.has(file)) fs.rmSync(path.join(dir, file));
  writeIfChanged(o.css ?? FONTS_CSS, fontFaceCss(faces));
  for (const line of missing) (o.warn ?? console.warn)(`[fonts] ${line}`);
  const preloaded = [...new Map(cut.filter(({ face }) => face.preload).map(({ face, bytes }) => [face.file, bytes]))]
    .map(([, bytes]) => bytes.length)
    .reduce((sum, length) => sum + length, 0);
  (o.log ?? console.log)(
    `[fonts] ${faces.length} faces for ${writing.languages.join(', ')}: ${(preloaded / 1000).toFixed(1)} KB preloaded (${Date.now() - started} ms)`,
  );
  return { faces, cut, missing };
}
