/**
 * The faces of the scripts beyond Latin (src/content/typefaces.ts, font-files.ts): which a venue gets, from site.yaml
 * or the defaults, and the fontsource slices that hold what it writes.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { slicesFor, weightsOf, nearestWeight } from './font-files';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent } from './load';
import {
  charactersOfScript,
  DEFAULT_TYPEFACES,
  scriptName,
  scriptOfCharacter,
  scriptOfLanguage,
  scriptsWritten,
  typefaceOf,
} from './typefaces';

const demo = path.resolve(import.meta.dirname, '../../content');
const KYOTO = '京都・北区　大正十三年創建の京町家で、少人数の結婚式を。奥座敷、坪庭と縁側、蔵。';

describe('the script of a language and of a character', () => {
  it('knows the scripts with faces of their own by the language', () => {
    expect(['ja', 'zh', 'zh-TW', 'zh-Hant', 'ko', 'ar', 'ar-MA', 'he', 'en-GB', 'fr'].map(scriptOfLanguage)).toEqual([
      'Jpan',
      'Hans',
      'Hant',
      'Hant',
      'Kore',
      'Arab',
      'Arab',
      'Hebr',
      undefined,
      undefined,
    ]);
  });

  it('gives Han and the CJK marks to the venue’s own Han language', () => {
    expect(scriptOfCharacter('ー', ['en-GB'])).toBe('Jpan');
    expect(scriptOfCharacter('京', ['en-GB', 'ja'])).toBe('Jpan');
    expect(scriptOfCharacter('京', ['zh-TW'])).toBe('Hant');
    expect(scriptOfCharacter('、', ['ko'])).toBe('Kore');
    expect(scriptOfCharacter('京', ['en-GB'])).toBeUndefined();
    expect(scriptOfCharacter('ض', ['en-GB'])).toBe('Arab');
    expect(scriptOfCharacter('a', ['ja'])).toBeUndefined();
    expect(scriptName('ไ')).toBe('Thai');
  });

  it('finds the scripts a venue writes, by its languages and its words', () => {
    expect(scriptsWritten(['en-GB', 'ja'], 'Hello')).toEqual(['Jpan']);
    expect(scriptsWritten(['en-GB'], 'Hello الفناء')).toEqual(['Arab']);
    expect(scriptsWritten(['en-GB', 'fr'], 'Crème brûlée')).toEqual([]);
    expect([...charactersOfScript('Jpan', 'Kyoto 京都・北区', ['ja'])].map((p) => String.fromCodePoint(p))).toEqual([
      '京',
      '都',
      '・',
      '北',
      '区',
    ]);
  });
});

describe('the faces of a script', () => {
  it('are the defaults where site.yaml names none, and its own where it does', () => {
    expect(typefaceOf('Jpan', undefined)).toEqual({ display: 'noto-serif-jp', text: 'noto-sans-jp' });
    expect(typefaceOf('Arab', undefined)).toEqual({ display: 'amiri', text: 'amiri' });
    expect(typefaceOf('Jpan', { Jpan: { text: 'noto-serif-jp' } })).toEqual({
      display: 'noto-serif-jp',
      text: 'noto-serif-jp',
    });
    for (const faces of Object.values(DEFAULT_TYPEFACES)) expect(faces.display).toMatch(/^[a-z0-9-]+$/);
  });

  it('are read from site.yaml, with a plain message for a wrong one', () => {
    const site = (fonts: string) => copyOf(demo, { 'site.yaml': (text) => `${text}\nfonts: ${fonts}\n` });
    expect(loadContent(site('{ Jpan: { display: noto-sans-jp } }')).site.fonts).toEqual({
      Jpan: { display: 'noto-sans-jp' },
    });
    expect(problemsOf(site('{ Jpan: { display: Noto Serif JP } }'), loadContent)).toEqual([
      expect.stringMatching(
        /^x\/site\.yaml: fonts\.Jpan\.display: expected the name of a fontsource package, like noto-serif-jp \(for @fontsource\/noto-serif-jp\), got "Noto Serif JP" \(line \d+\)$/,
      ),
    ]);
    expect(problemsOf(site('{ ja: { display: noto-serif-jp } }'), loadContent)).toEqual([
      expect.stringMatching(/^x\/site\.yaml: fonts: unknown "ja": expected only the fields this file describes/),
    ]);
  });

  it('names a face that is not installed', () => {
    expect(() => weightsOf('noto-serif-klingon')).toThrow(
      '@fontsource/noto-serif-klingon is not installed: add it to the site (npm install @fontsource/noto-serif-klingon)',
    );
  });

  it('takes the weight nearest the one asked for', () => {
    expect(nearestWeight([400, 700], 500)).toBe(400);
    expect(nearestWeight([400, 700], 600)).toBe(700);
    expect(nearestWeight(weightsOf('noto-serif-jp'), 300)).toBe(300);
  });

  it('holds every character the venue writes in a CJK face, in the slices that have them', () => {
    const wanted = charactersOfScript('Jpan', KYOTO, ['en-GB', 'ja']);
    const { slices, lacking } = slicesFor('noto-serif-jp', 400, wanted);
    expect(lacking).toEqual([]);
    const held = slices.flatMap((slice) => [...slice.used]);
    expect(new Set(held)).toEqual(wanted);
    // Each character in one slice only, and each slice a file of the package.
    expect(held).toHaveLength(wanted.size);
    for (const slice of slices) expect(slice.woff2).toMatch(/^files\/noto-serif-jp-\d+-400-normal\.woff2$/);
  });
});
