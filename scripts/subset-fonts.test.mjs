// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { describe, expect, it } from 'vitest';
import { dictionaryFor, dictionaryLanguages, entryPaths } from '../src/i18n';
import {
  cutFonts,
  dictionaryLanguages as dictionaryFiles,
  exemplarSet,
  FAMILIES,
  FONTS_CSS,
  FONTS_DIR,
  formatUnicodeRange,
  parseUnicodeRange,
  unicodeRanges,
  withUnicodeRanges,
} from './subset-fonts.mjs';

const fontsCss = fs.readFileSync(FONTS_CSS, 'utf8');

describe('unicode ranges', () => {
  it('reads and writes CSS unicode-range values', () => {
    expect([...parseUnicodeRange('U+0041-0043, U+2013')]).toEqual([0x41, 0x42, 0x43, 0x2013]);
    expect(formatUnicodeRange(new Set([0x2013, 0x41, 0x43, 0x42, 0xa0]))).toBe('U+0041-0043, U+00A0, U+2013');
    expect(() => parseUnicodeRange('U+00G0')).toThrow(/not a unicode-range part/);
  });

  it('splits fontsource latin into core and more with nothing lost and nothing twice', () => {
    const { core, more } = unicodeRanges();
    const corePoints = parseUnicodeRange(core);
    const morePoints = parseUnicodeRange(more);
    expect([...corePoints].filter((point) => morePoints.has(point))).toEqual([]);
    // A letter of no language the site has a dictionary for (Danish, Swedish) waits for the `more` face.
    expect(morePoints.has('å'.codePointAt(0) ?? 0)).toBe(true);
    // French, and German: a venue in German reads its ß and umlauts from the preloaded face.
    for (const char of '’éÉçœ«»\u202fßäöüÄÖÜñ¡¿') expect(corePoints.has(char.codePointAt(0) ?? 0), char).toBe(true);
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

  it('cover in the core every character of every dictionary and of the example venue’s French words', () => {
    expect(dictionaryFiles()).toEqual([...dictionaryLanguages].sort());
    const core = parseUnicodeRange(unicodeRanges().core);
    const latin = parseUnicodeRange(`${unicodeRanges().core}, ${unicodeRanges().more}`);
    /** The characters of `text` a latin font draws but the core lacks. @param {string} text */
    const missing = (text) =>
      [...new Set(text)].filter((char) => latin.has(char.codePointAt(0) ?? 0) && !core.has(char.codePointAt(0) ?? 0));
    for (const code of dictionaryLanguages) {
      const dictionary = dictionaryFor(code);
      const words = entryPaths(dictionary).map((entry) =>
        entry.split('.').reduce((/** @type {any} */ at, key) => at[key], dictionary),
      );
      expect(missing(words.join('')), `the ${code} dictionary`).toEqual([]);
    }
    const rooftop = path.join(import.meta.dirname, '..', 'examples', 'rooftop');
    const french = [
      ...fs.readdirSync(rooftop).map((file) => path.join(rooftop, file)),
      ...fs.readdirSync(path.join(rooftop, 'pages')).map((file) => path.join(rooftop, 'pages', file)),
    ].filter((file) => file.endsWith('.fr.yaml'));
    expect(french.length).toBeGreaterThan(3);
    expect(missing(french.map((file) => fs.readFileSync(file, 'utf8')).join(''))).toEqual([]);
  });

  it('are the ones fonts.css declares, for both faces of both families', async () => {
    const { core, more } = unicodeRanges();
    // Prettier wraps a long range over several lines.
    const declared = [...fontsCss.matchAll(/unicode-range:\s*([^;]+);/g)].map((match) =>
      match[1]?.replace(/\s+/g, ' '),
    );
    expect(declared).toEqual([core, more, core, more]);
    expect(await withUnicodeRanges(fontsCss), 'src/app/fonts.css is not what `npm run fonts` writes').toBe(fontsCss);
  });

  it('are written after each marker, and a face without one is refused', async () => {
    const face = (/** @type {string} */ marker) =>
      `@font-face {\n  font-family: 'a';\n  ${marker}unicode-range: U+0041;\n}\n`;
    const ranges = { core: 'U+0020-007E', more: 'U+00A1' };
    expect(await withUnicodeRanges(face('/* npm run fonts: more */\n  '), ranges)).toBe(
      face('/* npm run fonts: more */\n  ').replace('U+0041', 'U+00A1'),
    );
    await expect(withUnicodeRanges(face('/* npm run fonts: core */\n  ') + face(''), ranges)).rejects.toThrow(
      /1 of fonts\.css's 2 unicode-ranges lack/,
    );
  });
});

describe('the committed font files', () => {
  it('are exactly what `npm run fonts` cuts from the installed fontsource packages', async () => {
    const cut = await cutFonts();
    expect(cut.map(({ file }) => file).sort()).toEqual(
      FAMILIES.flatMap(({ name }) => [`${name}-core.woff2`, `${name}-more.woff2`]).sort(),
    );
    for (const { file, bytes } of cut) {
      const committed = fs.readFileSync(path.join(FONTS_DIR, file));
      expect(
        committed.equals(bytes),
        `${file} differs from what scripts/subset-fonts.mjs cuts: run \`npm run fonts\``,
      ).toBe(true);
    }
    /** Name records are UTF-16BE in a decompressed font. @param {Buffer} woff2 */
    const nameText = async (woff2) =>
      Buffer.from(await fontverter.convert(woff2, 'sfnt'))
        .swap16()
        .toString('utf16le');
    for (const { file, bytes } of cut) {
      // The OFL asks every copy, modified ones too, to carry the copyright notice and the licence (here, its address).
      const family = FAMILIES.find(({ name }) => file.startsWith(`${name}-`));
      const source = await nameText(
        fs.readFileSync(
          path.join(import.meta.dirname, '..', 'node_modules', family?.pkg ?? '', 'files', family?.file ?? ''),
        ),
      );
      const licence = /https:\/\/(?:scripts\.sil\.org\/OFL|openfontlicense\.org)/.exec(source)?.[0];
      const copyright = /Copyright [^\0]*?Authors/.exec(source)?.[0];
      expect(licence && copyright, `${family?.file} names its licence and authors`).toBeTruthy();
      const kept = await nameText(bytes);
      expect(kept.includes(licence ?? '-'), `${file} lost its licence record`).toBe(true);
      expect(kept.includes(copyright ?? '-'), `${file} lost its copyright record`).toBe(true);
    }
    const core = cut
      .filter(({ file }) => file.endsWith('-core.woff2'))
      .reduce((sum, { bytes }) => sum + bytes.length, 0);
    // The preloaded pair; the budget for a phone's LCP has room for about this much font. 42.2 KB with ASCII alone,
    // 46.3 KB with French too: ~4 KB on every page, against 61 KB more on every French one; 48.6 KB with the letters
    // of German, Spanish, Italian, Dutch and Portuguese as well (the seven dictionaries of issue 37).
    expect(core).toBeLessThan(49_000);
  }, 30_000);
});
