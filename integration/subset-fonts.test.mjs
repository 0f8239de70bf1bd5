// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import { loadContents } from '../src/content/load';
import { characterMap } from '../src/content/font-merge';
import { venueWriting } from '../src/content/writing';
import { dictionaryFor, dictionaryLanguages, entryPaths } from '../src/i18n';
import {
  buildFonts,
  cutFaces,
  exemplarSet,
  FAMILIES,
  fontPlan,
  formatUnicodeRange,
  parseUnicodeRange,
  subsetsOf,
} from './subset-fonts.mjs';

const examples = path.join(import.meta.dirname, '..', 'examples');
const demo = venueWriting(loadContents(path.join(import.meta.dirname, '..', 'content')));

/** @param {string} char */
const point = (char) => /** @type {number} */ (char.codePointAt(0));

/**
 * The preloaded faces of a plan, and the characters of `text` each family's core lacks though the family draws them.
 * @param {ReturnType<typeof fontPlan>} plan
 * @param {string} text
 */
function coreLacks(plan, text) {
  /** @type {Record<string, string[]>} */
  const lacking = {};
  for (const family of FAMILIES) {
    const role = `${family.role}Core`;
    const core = new Set(plan.faces.filter((face) => face.family === role).flatMap((face) => [...face.range]));
    const drawn = new Set(subsetsOf(family).flatMap(({ points }) => [...points]));
    lacking[family.role] = [...new Set(text)].filter((char) => drawn.has(point(char)) && !core.has(point(char)));
  }
  return lacking;
}

describe('unicode ranges', () => {
  it('reads and writes CSS unicode-range values', () => {
    expect([...parseUnicodeRange('U+0041-0043, U+2013')]).toEqual([0x41, 0x42, 0x43, 0x2013]);
    expect(formatUnicodeRange(new Set([0x2013, 0x41, 0x43, 0x42, 0xa0]))).toBe('U+0041-0043, U+00A0, U+2013');
    expect(() => parseUnicodeRange('U+00G0')).toThrow(/not a unicode-range part/);
  });

  it('reads CLDR exemplar sets', () => {
    expect([...exemplarSet('[aà b {ch} x-z \\- \\[ \\]]')]).toEqual([
      'a',
      'à',
      'b',
      'c',
      'h',
      'x',
      'y',
      'z',
      '-',
      '[',
      ']',
    ]);
  });

  it("gives each character of a family's fontsource subsets to one subset, latin first", () => {
    for (const family of FAMILIES) {
      const subsets = subsetsOf(family);
      expect(subsets.map(({ subset }) => subset).slice(0, 2)).toEqual(['latin', 'latin-ext']);
      const seen = new Set();
      for (const { points } of subsets)
        for (const each of points) {
          expect(seen.has(each), `U+${each.toString(16)} in two subsets of ${family.name}`).toBe(false);
          seen.add(each);
        }
      // U+0304 (a combining macron) is listed by latin, latin-ext and vietnamese alike.
      expect(subsets[0]?.points.has(0x304)).toBe(true);
      expect(subsets[1]?.points.has(0x304)).toBe(false);
    }
  });
});

describe("the faces cut for a venue's languages and words", () => {
  it('preload for a venue in British English a small core in each family, and leave the rest to the more faces', () => {
    const plan = fontPlan(demo);
    const preloaded = plan.faces.filter((face) => face.preload);
    expect(preloaded.map((face) => face.file)).toEqual(['fraunces-core-latin.woff2', 'inter-core-latin.woff2']);
    expect(coreLacks(plan, demo.characters)).toEqual({ display: [], text: [] });
    // No French letter in this venue's words: é waits for the more face, fetched by a page that shows one.
    const more = plan.faces.find((face) => face.file === 'fraunces-more-latin.woff2');
    expect(more?.range.has(point('é'))).toBe(true);
    expect(preloaded[0]?.range.has(point('é'))).toBe(false);
    expect(plan.missing).toEqual([]);
    // Latin's other letters wait in their own faces; no other script is declared for a venue that writes none.
    expect(plan.faces.map((face) => face.file)).toEqual([
      'fraunces-core-latin.woff2',
      'fraunces-more-latin.woff2',
      'fraunces-more-latin-ext.woff2',
      'inter-core-latin.woff2',
      'inter-more-latin.woff2',
      'inter-more-latin-ext.woff2',
    ]);
    // Within a family, no character is claimed by two faces (a browser would fetch both).
    for (const role of ['display', 'text']) {
      const all = plan.faces.filter((face) => face.family.startsWith(role)).flatMap((face) => [...face.range]);
      expect(new Set(all).size, role).toBe(all.length);
    }
  });

  it('hold in the core every character a venue writes, in any language: its words, its news, its amounts', () => {
    const smorgasbord = { languages: ['en-US'], characters: 'Smörgåsbord nights, 1–2 ½ pints' };
    expect(coreLacks(fontPlan(smorgasbord), smorgasbord.characters)).toEqual({ display: [], text: [] });
    // In capitals too, as a label in `text-transform: uppercase` draws them: Kyōto's Ō, which no content writes.
    const kyoto = { languages: ['en-GB'], characters: 'Kyōto, Gion' };
    expect(coreLacks(fontPlan(kyoto), 'KYŌTO, GION')).toEqual({ display: [], text: [] });
    for (const example of ['rooftop', 'barn']) {
      const venue = venueWriting(loadContents(path.join(examples, example)));
      expect(coreLacks(fontPlan(venue), venue.characters), example).toEqual({ display: [], text: [] });
    }
    const rooftop = loadContents(path.join(examples, 'rooftop'));
    const writing = venueWriting(rooftop);
    expect(writing.languages).toEqual(['en-GB', 'fr']);
    // French words, amounts as French writes them ("1 234 567 £", a narrow no-break space), the site's own words.
    for (const char of '’éÉç«»\u202f£') expect(writing.characters, char).toContain(char);
    const french = /** @type {import('../src/content/load').Content} */ (rooftop.get('fr')).dictionary;
    const words = entryPaths(french).map((entry) =>
      entry.split('.').reduce((/** @type {any} */ at, key) => at[key], french),
    );
    expect([...new Set(words.join(''))].filter((char) => !writing.characters.includes(char))).toEqual([]);
  });

  it('hold in the core the letters, quotation marks, figures and dates of each language the venue lists', () => {
    const plan = (/** @type {string[]} */ languages) => fontPlan({ languages, characters: '' });
    expect(coreLacks(plan(['de']), 'ßäöüÄÖÜ„“')).toEqual({ display: [], text: [] });
    expect(coreLacks(plan(['fr']), '’éÉçœ«»\u202f')).toEqual({ display: [], text: [] });
    expect(coreLacks(plan(['es']), 'ñÑáÁ¿¡')).toEqual({ display: [], text: [] });
    // Every language the site has a dictionary for: its letters are all its language's (a blog post in it, whose
    // words the build never sees, needs no other face for them either).
    for (const code of dictionaryLanguages) {
      const dictionary = dictionaryFor(code);
      const words = entryPaths(dictionary)
        .map((entry) => entry.split('.').reduce((/** @type {any} */ at, key) => at[key], dictionary))
        .join('')
        .replace(/\P{L}/gu, '');
      expect(coreLacks(plan([code]), words), `the ${code} dictionary`).toEqual({ display: [], text: [] });
    }
  });

  it('cut a preloaded latin-ext core for a language that needs one (Polish, Welsh), and name letters no face draws', () => {
    const polish = fontPlan({ languages: ['pl'], characters: '' });
    const preloaded = polish.faces.filter((face) => face.preload);
    expect(preloaded.map((face) => face.file)).toEqual([
      'fraunces-core-latin.woff2',
      'fraunces-core-latin-ext.woff2',
      'inter-core-latin.woff2',
      'inter-core-latin-ext.woff2',
    ]);
    expect(coreLacks(polish, 'ąćęłńśźżĄĆĘŁŃŚŹŻóÓ„”')).toEqual({ display: [], text: [] });
    const ext = preloaded[1];
    // Only the letters Polish writes, not all of latin-ext.
    expect(ext?.range.size).toBeLessThan(30);
    expect(coreLacks(fontPlan({ languages: ['en-GB', 'cy'], characters: '' }), 'ŵŷŴŶâ')).toEqual({
      display: [],
      text: [],
    });
    // Greek: Inter has it, Fraunces does not, and the build says so.
    const greek = fontPlan({ languages: ['el'], characters: '' });
    expect(coreLacks(greek, 'αβγΩ')).toEqual({ display: [], text: [] });
    expect(
      greek.faces.filter((face) => face.file.includes('-greek.')).map((face) => [face.file, face.preload]),
    ).toEqual([
      ['inter-core-greek.woff2', true],
      ['inter-more-greek.woff2', false],
    ]);
    expect(greek.missing).toEqual([
      expect.stringMatching(/^Fraunces lacks \d+ letters of el \(α.*\): pages show them in the visitor's own fonts$/),
    ]);
  });

  it('stay within the budget of a phone’s first paint', async () => {
    const preloadedBytes = async (/** @type {ReturnType<typeof fontPlan>} */ plan) =>
      (await cutFaces(plan.faces.filter((face) => face.preload))).reduce((sum, { bytes }) => sum + bytes.length, 0);
    // Fraunces and Inter as the demo writes them: 42.0 KB (48.7 KB when every venue's core held the letters of all
    // seven dictionaries' languages).
    expect(await preloadedBytes(fontPlan(demo))).toBeLessThan(43_000);
    expect(await preloadedBytes(fontPlan({ languages: [...dictionaryLanguages], characters: '' }))).toBeLessThan(
      49_000,
    );
  }, 60_000);
});

describe('the build’s font step', () => {
  it('writes the faces and their rules, removes what another venue left, and keeps the fonts’ licence', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-fonts-'));
    try {
      const css = path.join(dir, 'fonts.css');
      const fonts = path.join(dir, 'fonts');
      const lines = /** @type {string[]} */ ([]);
      const quiet = {
        dir: fonts,
        css,
        log: (/** @type {string} */ line) => lines.push(line),
        warn: () => {},
      };
      await buildFonts({ languages: ['pl'], characters: '' }, quiet);
      expect(fs.readdirSync(fonts)).toContain('inter-core-latin-ext.woff2');
      const { faces, cut } = await buildFonts(demo, quiet);
      expect(fs.readdirSync(fonts).sort()).toEqual(faces.map((face) => face.file).sort());
      expect(fs.readdirSync(fonts)).not.toContain('inter-core-latin-ext.woff2');
      expect(lines.at(-1)).toMatch(/^\[fonts\] 6 faces for en-GB: \d+\.\d KB preloaded/);
      const rules = fs.readFileSync(css, 'utf8');
      for (const face of faces) {
        const rule = rules.split('@font-face').find((block) => block.includes(`./fonts/${face.file}'`)) ?? '';
        expect(rule).toContain(`font-family: '${face.family}';`);
        expect(parseUnicodeRange(/unicode-range: ([^;]+);/.exec(rule)?.[1] ?? '')).toEqual(face.range);
      }
      /** Name records are UTF-16BE in a decompressed font. @param {Buffer} woff2 */
      const nameText = async (woff2) =>
        Buffer.from(await fontverter.convert(woff2, 'sfnt'))
          .swap16()
          .toString('utf16le');
      for (const { face, bytes } of cut.filter(({ face }) => face.preload)) {
        // The OFL asks every copy, modified ones too, to carry the copyright notice and the licence (here, its address).
        const source = await nameText(
          fs.readFileSync(path.join(import.meta.dirname, '..', 'node_modules', face.source)),
        );
        const licence = /https:\/\/(?:scripts\.sil\.org\/OFL|openfontlicense\.org)/.exec(source)?.[0];
        const copyright = /Copyright [^\0]*?Authors/.exec(source)?.[0];
        expect(licence && copyright, `${face.source} names its licence and authors`).toBeTruthy();
        const kept = await nameText(bytes);
        expect(kept.includes(licence ?? '-'), `${face.file} lost its licence record`).toBe(true);
        expect(kept.includes(copyright ?? '-'), `${face.file} lost its copyright record`).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the faces of the scripts beyond Latin', () => {
  const KYOTO = '京都・北区　大正十三年創建の京町家で、少人数の結婚式を。奥座敷、坪庭と縁側、蔵。Kyoto';
  const kyoto = { languages: ['en-GB', 'ja'], characters: KYOTO, firstScreen: '京町家で、少人数の結婚式を' };

  it('cut a display and a text face for Japanese from the slices that hold what the venue writes', async () => {
    const plan = fontPlan(kyoto);
    const japanese = plan.faces.filter((face) => face.script === 'Jpan');
    for (const family of ['displayJpan', 'textJpan']) {
      const faces = japanese.filter((face) => face.family === family);
      const held = new Set(faces.flatMap((face) => [...face.text]));
      for (const char of '京都北区大正創建少人数結婚式奥座敷坪庭縁側蔵・、。')
        expect(held.has(point(char)), `${family} holds ${char}`).toBe(true);
      // The dates a Japanese page says (年, 月, 日 and the weekdays), with no other of CLDR's thousands of kanji.
      for (const char of '年月日曜火水木金土') expect(held.has(point(char)), `${family} holds ${char}`).toBe(true);
      expect(held.size).toBeLessThan(120);
      const source = family === 'displayJpan' ? 'noto-serif-jp' : 'noto-sans-jp';
      // Two files at most: the first screen's characters and the rest, each of all the slices that hold some.
      expect(faces.map((face) => face.file)).toEqual(
        family === 'displayJpan'
          ? [`jpan-core-${source}-400.woff2`, `jpan-more-${source}-400.woff2`]
          : [`jpan-more-${source}-400.woff2`],
      );
      for (const face of faces) expect(face.parts?.length).toBeGreaterThan(1);
      // Preloaded: the display face's characters of the first screen, in files of their own, and only those.
      const first = new Set([...'京町家で、少人数の結婚式を'].map(point));
      for (const face of faces.filter((each) => each.preload))
        expect(
          [...face.text].every((each) => first.has(each)),
          face.file,
        ).toBe(true);
      if (family === 'displayJpan')
        for (const face of faces.filter((each) => !each.preload))
          expect(
            [...face.text].some((each) => first.has(each)),
            face.file,
          ).toBe(false);
      expect(faces.some((face) => face.preload)).toBe(family === 'displayJpan');
      expect(faces.filter((face) => face.preload).every((face) => face.file.startsWith('jpan-core-'))).toBe(true);
    }
    expect(japanese.find((face) => face.family === 'displayJpan')?.source).toMatch(/^@fontsource\/noto-serif-jp\//);
    expect(japanese.find((face) => face.family === 'textJpan')?.source).toMatch(/^@fontsource\/noto-sans-jp\//);
    // The Latin families no longer name the Japanese they leave to these faces.
    expect(plan.missing).toEqual([]);
    // Each cut is one font of those characters, merged from its slices: every character in its character map.
    const cut = await cutFaces(japanese);
    for (const { face, bytes } of cut) {
      expect(bytes.subarray(0, 4).toString()).toBe('wOF2');
      const map = characterMap(Buffer.from(await fontverter.convert(bytes, 'sfnt')));
      expect(
        [...face.text].filter((each) => !map.has(each)),
        face.file,
      ).toEqual([]);
    }
  }, 60_000);

  it("take the venue's own faces, and Amiri for Arabic by default", () => {
    const chosen = fontPlan({ ...kyoto, fonts: { Jpan: { display: 'noto-sans-jp' } } }).faces;
    expect(chosen.find((face) => face.family === 'displayJpan')?.source).toMatch(/^@fontsource\/noto-sans-jp\//);
    const riad = fontPlan({ languages: ['en-GB', 'ar'], characters: 'عرس في الرياض', firstScreen: 'دار' }).faces;
    // One file for both, Amiri being the display and the text face, preloaded as the display's.
    expect(riad.filter((face) => face.script === 'Arab').map((face) => [face.family, face.file, face.preload])).toEqual(
      [
        ['displayArab', 'arab-core-amiri-400.woff2', true],
        ['displayArab', 'arab-more-amiri-400.woff2', false],
        ['textArab', 'arab-core-amiri-400.woff2', true],
        ['textArab', 'arab-more-amiri-400.woff2', false],
      ],
    );
    expect(() => fontPlan({ ...kyoto, fonts: { Jpan: { text: 'noto-sans-klingon' } } })).toThrow(
      'site.yaml: fonts.Jpan.text: @fontsource/noto-sans-klingon is not installed',
    );
  });

  it('name a script the venue writes that no face covers', () => {
    expect(fontPlan({ languages: ['en-GB'], characters: 'ร้านอาหาร' }).missing).toEqual([
      "the venue writes Thai (รานอห, 5 letters) and no face covers it: pages show it in the visitor's own fonts",
    ]);
  });

  it("put their families in the stacks and break Japanese between phrases, and leave a Latin venue's rules alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-fonts-'));
    try {
      const quiet = {
        dir: path.join(dir, 'fonts'),
        css: path.join(dir, 'fonts.css'),
        log: () => {},
        warn: () => {},
      };
      await buildFonts(kyoto, quiet);
      const css = fs.readFileSync(quiet.css, 'utf8');
      // The Japanese faces beyond the first screen wait for the first paint (src/shared/early/later-faces.mjs): declared
      // for a browser without scripts alone, where the pages read them once painted. The core's as ever.
      const [before, after] = css.split('@media (scripting: none) {');
      expect(after?.match(/font-family: '(display|text)Jpan';\n {2}src: url\('\.\/fonts\/jpan-more-/g)).toHaveLength(2);
      expect(before).not.toContain('jpan-more-');
      expect(css).toMatch(/@font-face \{\n {2}font-family: 'displayJpan';\n {2}src: url\('\.\/fonts\/jpan-core-/);
      expect(css).toContain("--font-display-core: 'displayCore', 'displayJpan';");
      expect(css).toContain('word-break: auto-phrase;');
      expect(css).toMatch(
        /:is\(:lang\(ja\)\)\[data-phrases\],\n:is\(:lang\(ja\)\) \[data-phrases\] \{\n {2}word-break: keep-all;/,
      );
      await buildFonts(demo, quiet);
      expect(fs.readFileSync(quiet.css, 'utf8')).not.toMatch(/Jpan|data-phrases|html:root|scripting/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
