import { describe, expect, it } from 'vitest';
import { en } from './en';
import { fr } from './fr';
import { dictionaryFor, entryPaths, fill, fillParts, languageOf, plural, type Dictionary } from './index';

const at = (dictionary: Dictionary, path: string): unknown =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], dictionary);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('the dictionaries', () => {
  const english = entryPaths(en);

  it('French has every English entry, no other, none empty', () => {
    expect(entryPaths(fr)).toEqual(english);
    for (const path of english) expect(String(at(fr, path)).trim(), path).not.toBe('');
  });

  it('each French text has the same placeholders as its English one', () => {
    for (const path of english)
      expect(placeholders(String(at(fr, path))), path).toEqual(placeholders(String(at(en, path))));
  });

  it('French writes typographic apostrophes and a narrow no-break space before « ! ? : ; »', () => {
    for (const path of english) {
      const text = String(at(fr, path));
      expect(text, path).not.toMatch(/'/);
      expect(text, path).not.toMatch(/[^\u202f][!?;]|[^\u202f\d]:/);
      expect(text, path).not.toMatch(/«[^\u202f]|[^\u202f]»/);
    }
  });

  it('are plain data: strings all the way down, as client components receive them', () => {
    expect(JSON.parse(JSON.stringify(fr))).toEqual(fr);
    expect(JSON.parse(JSON.stringify(en))).toEqual(en);
  });

  it('English holds the contract’s words', () => {
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
  ])('%s', (tag, dictionary) => expect(dictionaryFor(tag)).toBe(dictionary));

  it('stops on a language without a dictionary, naming it and every entry it would need', () => {
    expect(() => dictionaryFor('de')).toThrowError(
      /^No dictionary for the venue's language "de": the site needs these words in it: site\.skipLink, /,
    );
    let message = '';
    try {
      dictionaryFor('pt-BR');
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('"pt-BR"');
    for (const path of entryPaths(en)) expect(message).toContain(path);
    expect(message).toContain('forms.enquiry.submit');
    expect(message).toContain('attachments.announce.files.one');
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
  });
});
