import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { ar } from './ar';
import { de } from './de';
import { descriptions } from './descriptions';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it as italian } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pt } from './pt';
import {
  COUNT_WORDS_SEPARATOR,
  dictionaryFor,
  dictionaryLanguages,
  entries,
  entryPaths,
  fill,
  fillParts,
  isPluralText,
  languageOf,
  plural,
  type Dictionary,
} from './index';

const require = createRequire(import.meta.url);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Every string of an entry: a text, or each form of a plural text. */
const textsOf = (text: string | object): string[] => (typeof text === 'string' ? [text] : Object.values(text));
/** CLDR's categories for a language, in a stable order. */
const categoriesOf = (code: string) => [...new Intl.PluralRules(code).resolvedOptions().pluralCategories].sort();

const DICTIONARIES: Record<string, Dictionary> = { en, de, es, fr, it: italian, nl, pt, ja, ar };
/**
 * Whether a plural category of a language holds one count alone (Arabic `one` is 1 and `two` is 2, where French
 * `one` is 0 and 1): its form may say the count in words ("ملفان", two files) instead of with "{count}".
 */
const oneCountOnly = (code: string, category: string) => {
  const rules = new Intl.PluralRules(code);
  return Array.from({ length: 1001 }, (_, n) => n).filter((n) => rules.select(n) === category).length === 1;
};
const translations = Object.entries(DICTIONARIES).filter(([code]) => code !== 'en');

describe('the dictionaries', () => {
  const english = entries(en);

  it('are every language registered, and each file its language', () => {
    expect([...dictionaryLanguages].sort()).toEqual(Object.keys(DICTIONARIES).sort());
    for (const [code, dictionary] of Object.entries(DICTIONARIES)) expect(dictionaryFor(code), code).toBe(dictionary);
  });

  it.each(translations)('%s has every English entry in English’s order, no other, none empty', (_, dictionary) => {
    expect(entries(dictionary).map(([path]) => path)).toEqual(english.map(([path]) => path));
    for (const [path, text] of entries(dictionary))
      // A separator may be a space alone (Japanese joins an address's lines with a full-width one); nothing is empty.
      for (const form of textsOf(text)) expect(/separator$/i.test(path) ? form : form.trim(), path).not.toBe('');
  });

  it.each(translations)('%s has the same placeholders as English in every entry and form', (code, dictionary) => {
    const theirs = new Map(entries(dictionary));
    for (const [path, text] of english) {
      const wanted = new Set(placeholders(textsOf(text).join(' ')));
      const their = theirs.get(path) ?? '';
      for (const [category, form] of typeof their === 'string' ? [['', their]] : Object.entries(their)) {
        const own = new Set(placeholders(form!));
        // A form said of one count alone may say it in words: "{count}" left out, and nothing else.
        if (category && wanted.has('count') && oneCountOnly(code, category)) own.add('count');
        expect(own, `${path} ${category}`).toEqual(wanted);
      }
    }
  });

  it.each(Object.entries(DICTIONARIES))(
    '%s gives each plural text exactly the plural categories of its language (CLDR, by Intl.PluralRules)',
    (code, dictionary) => {
      const plurals = entries(dictionary).filter(([, text]) => typeof text !== 'string');
      expect(plurals.map(([path]) => path)).toEqual(
        english.filter(([, text]) => typeof text !== 'string').map(([path]) => path),
      );
      for (const [path, text] of plurals) expect(Object.keys(text).sort(), path).toEqual(categoriesOf(code));
    },
  );

  it.each(Object.entries(DICTIONARIES))(
    '%s names its language as CLDR does, capitalised standing alone',
    (code, dictionary) => {
      const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? '';
      expect(dictionary.site.languageName).toBe(name.charAt(0).toLocaleUpperCase(code) + name.slice(1));
    },
  );

  it.each(translations)(
    '%s writes its own quotation marks (CLDR’s), typographic apostrophes and ellipses, a no-break space before a unit',
    (code, dictionary) => {
      const { delimiters } = require(`cldr-misc-full/main/${code}/delimiters.json`).main[code] as {
        delimiters: Record<
          'quotationStart' | 'quotationEnd' | 'alternateQuotationStart' | 'alternateQuotationEnd',
          string
        >;
      };
      // CLDR's quotation marks, primary then alternate.
      const allowed = [
        delimiters.quotationStart,
        delimiters.quotationEnd,
        delimiters.alternateQuotationStart,
        delimiters.alternateQuotationEnd,
      ];
      for (const [path, text] of entries(dictionary))
        for (const form of textsOf(text)) {
          expect(form, path).not.toMatch(/['"]|\.\.\./);
          // ’ is also every language's apostrophe (foto’s, dell’evento).
          for (const mark of form.match(/[«»“”„‚‘]/g) ?? []) expect(allowed, `${path}: ${mark}`).toContain(mark);
          if (code !== 'fr') expect(form, path).not.toMatch(/\} m\b/);
        }
      expect(dictionary.attachments.announce.quoted.replace(/[\u00a0\u202f]/g, '')).toBe(
        `${allowed[0]}{name}${allowed[1]}`,
      );
    },
  );

  it.each(Object.entries(DICTIONARIES))(
    '%s counts zero to twelve in words, each its own, none a figure',
    (_, words) => {
      const numbers = words.venue.countWords.split(COUNT_WORDS_SEPARATOR).map((word) => word.trim());
      expect(numbers).toHaveLength(13);
      expect(new Set(numbers).size).toBe(13);
      // Arabic's eleven and twelve are two words each ("أحد عشر").
      for (const word of numbers) expect(word).toMatch(/^\p{L}+(?: \p{L}+)?$/u);
    },
  );

  it('Spanish opens each exclamation and question with ¡ and ¿', () => {
    for (const [path, text] of entries(es))
      for (const form of textsOf(text)) {
        expect(form.match(/¡/g)?.length ?? 0, path).toBe(form.match(/!/g)?.length ?? 0);
        expect(form.match(/¿/g)?.length ?? 0, path).toBe(form.match(/\?/g)?.length ?? 0);
        for (const sentence of form.match(/¡[^!]*!/g) ?? []) expect(sentence, path).not.toMatch(/[.?]/);
      }
  });

  it('French writes a narrow no-break space before « ! ? : ; » and inside « guillemets »', () => {
    for (const [path, text] of entries(fr))
      for (const form of textsOf(text)) {
        expect(form, path).not.toMatch(/[^\u202f][!?;]|[^\u202f\d]:/);
        expect(form, path).not.toMatch(/«[^\u202f]|[^\u202f]»/);
      }
  });

  it('Japanese writes full-width punctuation, and no space between Japanese words', () => {
    const japanese = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー、。「」（）：]/u;
    for (const [path, text] of entries(ja))
      for (const form of textsOf(text)) {
        expect(form, path).not.toMatch(/[,.()!?:;]/);
        expect(form, path).not.toMatch(new RegExp(`${japanese.source} ${japanese.source}`, 'u'));
        expect(form, path).toMatch(/^[^\s]|^\s*$/);
      }
    // Polite sentences: each message a visitor reads ends with です・ます or their past, or asks with ください.
    for (const sentence of [ja.forms.failure.rateLimit, ja.forms.failure.network, ja.attachments.announce.cleared])
      expect(sentence).toMatch(/(ます|ました|です|ません|ください)。$/);
  });

  it('Arabic writes Arabic punctuation (، ؛ ؟), never a Latin comma, semicolon or question mark', () => {
    for (const [path, text] of entries(ar)) for (const form of textsOf(text)) expect(form, path).not.toMatch(/[,;?]/);
    expect(ar.site.separator).toBe('، ');
    expect(ar.venue.countWords.split('، ')).toHaveLength(13);
  });

  it('list every string, each form of a plural text its own, for what needs every letter (the fonts)', () => {
    expect(entryPaths(fr)).toEqual(
      expect.arrayContaining(['attachments.announce.files.one', 'attachments.announce.files.many', 'site.skipLink']),
    );
    expect(entryPaths(fr)).not.toContain('attachments.announce.files');
    expect(entries(fr).map(([path]) => path)).toContain('attachments.announce.files');
  });

  it('are plain data: strings all the way down, as client components receive them', () => {
    for (const [code, dictionary] of Object.entries(DICTIONARIES)) {
      expect(JSON.parse(JSON.stringify(dictionary)), code).toEqual(dictionary);
      for (const [path, text] of entries(dictionary))
        expect(typeof text === 'string' || isPluralText(text), `${code} ${path}`).toBe(true);
    }
  });

  it('describe only entries and groups English has, each in a sentence', () => {
    const groups = (value: object, prefix = ''): string[] =>
      Object.entries(value).flatMap(([key, inner]) =>
        typeof inner === 'string' || isPluralText(inner)
          ? []
          : [prefix + key, ...groups(inner as object, `${prefix}${key}.`)],
      );
    const known = new Set([...english.map(([path]) => path), ...groups(en)]);
    for (const [path, description] of Object.entries(descriptions)) {
      expect(known, path).toContain(path);
      expect(description, path).toMatch(/^\S.*[.)]$/);
    }
  });

  it('English holds the promises’ words', () => {
    expect(en.forms.failure.invalid).toBe('Oops, something went wrong! Please {items}');
    expect(en.heldDates.note).toBe(
      'That date is already held. Tell us anyway: plans change, and we keep a waiting list.',
    );
    expect(en.attachments.summary).toEqual({ none: 'Choose file...', many: '{count} files selected' });
  });
});

describe('dictionaryFor', () => {
  it.each([
    ['en', en],
    ['en-GB', en],
    ['en-US', en],
    ['EN-gb', en],
    ['fr', fr],
    ['fr-CA', fr],
    ['fr-FR', fr],
    ['de', de],
    ['de-AT', de],
    ['de-CH', de],
    ['es', es],
    ['es-MX', es],
    ['es-419', es],
    ['it-CH', italian],
    ['nl', nl],
    ['nl-BE', nl],
    ['pt-BR', pt],
    ['pt-PT', pt],
    ['ja', ja],
    ['ja-JP', ja],
    ['ar', ar],
    ['ar-EG', ar],
    ['ar-SA', ar],
  ])('%s', (tag, dictionary) => expect(dictionaryFor(tag)).toBe(dictionary));

  it('stops on a language without a dictionary, naming it and every entry it would need', () => {
    expect(() => dictionaryFor('cy')).toThrowError(
      /^No dictionary for the venue's language "cy": the site needs these words in it: site\.skipLink, /,
    );
    let message = '';
    try {
      dictionaryFor('pl-PL');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"pl-PL"');
    for (const [path] of entries(en)) expect(message).toContain(path);
    expect(message).toContain('forms.enquiry.submit, ');
    // A plural text with the forms the language needs, not English's.
    expect(message).toContain('attachments.announce.files (one, few, many, other), ');
    expect(() => dictionaryFor('cy')).toThrowError(/prices\.estimate\.guests \(zero, one, two, few, many, other\)/);
  });

  it('reads the language subtag', () => {
    expect(languageOf('pt-BR')).toBe('pt');
    expect(languageOf('cy')).toBe('cy');
  });
});

describe('fill', () => {
  it('puts values in their placeholders, as often as they appear', () => {
    expect(fill('Held dates as of {date}', { date: '24 November' })).toBe('Held dates as of 24 November');
    expect(fill('{a} and {b} and {a}', { a: 1, b: 'two' })).toBe('1 and two and 1');
  });

  it('leaves a placeholder without a value, and a value’s own braces, as they are', () => {
    expect(fill('{known} {unknown}', { known: '{unknown}' })).toBe('{unknown} {unknown}');
    expect(fill('{toString}', {})).toBe('{toString}');
  });

  it('cuts a template at its placeholders for values of any kind', () => {
    const link = { tag: 'a' };
    expect(fillParts('Write to us at {email} or call {phone} instead.', { email: link, phone: 7 })).toEqual([
      'Write to us at ',
      link,
      ' or call ',
      7,
      ' instead.',
    ]);
  });

  it('chooses the plural form by the language’s rules', () => {
    const files = en.attachments.announce.files;
    expect(plural(files, 1, 'en-GB')).toBe('1 file');
    expect(plural(files, 0, 'en-GB')).toBe('0 files');
    expect(plural(fr.attachments.announce.files, 0, 'fr')).toBe('0 fichier');
    expect(plural(fr.attachments.announce.files, 2, 'fr')).toBe('2 fichiers');
    expect(plural(de.attachments.announce.files, 1, 'de-AT')).toBe('1 Datei');
    expect(plural(de.attachments.announce.files, 0, 'de')).toBe('0 Dateien');
  });

  it('says round millions with the `many` form where the language has one', () => {
    const guests = (dictionary: Dictionary, tag: string, count: number) =>
      plural(dictionary.prices.estimate.guests, count, tag, { count: new Intl.NumberFormat(tag).format(count) });
    expect(guests(fr, 'fr', 1_000_000)).toBe('1\u202f000\u202f000 d’invités');
    expect(guests(fr, 'fr', 1_000_001)).toBe('1\u202f000\u202f001 invités');
    expect(guests(es, 'es', 2_000_000)).toBe('2.000.000 de invitados');
    expect(guests(italian, 'it', 1_000_000)).toBe('1.000.000 di ospiti');
    expect(guests(pt, 'pt-BR', 1_000_000)).toBe('1.000.000 de convidados');
    expect(guests(de, 'de', 1_000_000)).toBe('1.000.000 Gäste');
  });

  it('says Arabic’s six plural forms, and Japanese’s one', () => {
    const files = (count: number) => plural(ar.attachments.announce.files, count, 'ar');
    expect([0, 1, 2, 3, 10, 11, 99, 100, 102].map(files)).toEqual([
      'لا ملفات',
      'ملف واحد',
      'ملفان',
      '3 ملفات',
      '10 ملفات',
      '11 ملفًا',
      '99 ملفًا',
      '100 ملف',
      '102 ملف',
    ]);
    expect(plural(ar.prices.estimate.guests, 2, 'ar-EG')).toBe('لضيفين');
    expect(plural(ar.prices.estimate.guests, 40, 'ar-EG')).toBe('لـ40 ضيفًا');
    expect([1, 2, 1_000_000].map((count) => plural(ja.attachments.announce.files, count, 'ja'))).toEqual([
      '1件のファイル',
      '2件のファイル',
      '1000000件のファイル',
    ]);
  });

  it('follows the page’s own tag where a language’s regions count differently', () => {
    // Brazil says "0 arquivo", Portugal "0 arquivos".
    expect(plural(pt.attachments.announce.files, 0, 'pt-BR')).toBe('0 arquivo');
    expect(plural(pt.attachments.announce.files, 0, 'pt-PT')).toBe('0 arquivos');
  });

  it('falls back to `other` for a category the text does not give', () => {
    const polish = { one: '{count} plik', other: '{count} pliku' };
    expect(plural(polish, 1, 'pl')).toBe('1 plik');
    expect(plural(polish, 5, 'pl')).toBe('5 pliku');
    expect(plural({ other: '{count} x' }, 1, 'en')).toBe('1 x');
  });

  it('knows a plural text from a group of entries', () => {
    expect(isPluralText(en.attachments.announce.files)).toBe(true);
    expect(isPluralText({ one: 'a', few: 'b', other: 'c' })).toBe(true);
    expect(isPluralText(en.attachments.summary)).toBe(false);
    expect(isPluralText({ one: 'a' })).toBe(false);
    expect(isPluralText({ other: 'a', label: 'b' })).toBe(false);
    expect(isPluralText('other')).toBe(false);
  });
});
