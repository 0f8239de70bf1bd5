/**
 * The site's words replaced in the content (promises §14): the schema made from the English dictionary, the merge
 * over each language's dictionary, and what the build names for a language the site ships no dictionary for.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { entries } from '@/i18n';
import { en } from '@/i18n/en';
import { fr } from '@/i18n/fr';
import { copyOf, problemsOf } from './folders.test-support';
import { loadContent, loadContents } from './load';
import {
  dictionaryWith,
  missingWordsFile,
  pluralCategoriesOf,
  wordsFile,
  wordsProblems,
  type WordsFile,
} from './words';

const root = path.resolve(import.meta.dirname, '../..');
const demo = path.join(root, 'content');
const rooftop = path.join(root, 'examples/rooftop');

/**
 * Every entry of the English dictionary as a words file for language `tag`: each text marked with the language, each
 * plural entry with the language's forms (English's `other` where English has no such form).
 */
function everyEntry(tag: string): WordsFile {
  const out: Record<string, unknown> = {};
  for (const [at, text] of entries(en)) {
    const keys = at.split('.');
    const group = keys.slice(0, -1).reduce<Record<string, unknown>>((here, key) => {
      here[key] ??= {};
      return here[key] as Record<string, unknown>;
    }, out);
    group[keys.at(-1)!] =
      typeof text === 'string'
        ? `${text} [${tag}]`
        : Object.fromEntries(
            pluralCategoriesOf(tag).map((category) => [category, `${text[category] ?? text.other} [${tag}]`]),
          );
  }
  return out as WordsFile;
}

/** The rooftop example with a third language, `tag`, its venue's words copied from the French. */
function rooftopIn(tag: string, words?: (file: WordsFile) => unknown): string {
  const dir = copyOf(rooftop, {
    'site.yaml': (text) => text.replace('languages: [en-GB, fr]', `languages: [en-GB, fr, ${tag}]`),
  });
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.fr.yaml')))
    fs.copyFileSync(path.join(dir, file), path.join(dir, file.replace(/\.fr\.yaml$/, `.${tag}.yaml`)));
  if (words) fs.writeFileSync(path.join(dir, `words.${tag}.yaml`), stringify(words(everyEntry(tag))));
  return dir;
}

describe('the words file’s schema', () => {
  it('is the English dictionary’s entries, each optional, nested as the dictionary nests', () => {
    expect(wordsFile.safeParse({}).success).toBe(true);
    expect(wordsFile.parse({ forms: { enquiry: { submit: 'Send inquiry' } } })).toEqual({
      forms: { enquiry: { submit: 'Send inquiry' } },
    });
    expect(wordsFile.parse(everyEntry('en'))).toEqual(everyEntry('en'));
    // A plural entry holds forms by CLDR category, any of the six; a group is no text.
    expect(wordsFile.safeParse({ attachments: { announce: { files: { few: 'x' } } } }).success).toBe(true);
    expect(wordsFile.safeParse({ attachments: { announce: { files: { plenty: 'x' } } } }).success).toBe(false);
    expect(wordsFile.safeParse({ forms: { enquiry: 'Send' } }).success).toBe(false);
    expect(wordsFile.safeParse({ forms: { enquiry: { submit: '' } } }).success).toBe(false);
  });

  it('keeps the spaces a text begins or ends with (a separator, a word after a figure)', () => {
    expect(wordsFile.parse({ forms: { failure: { separator: ' · ' } } })).toEqual({
      forms: { failure: { separator: ' · ' } },
    });
  });
});

describe('the site’s words with the venue’s', () => {
  it('are the shipped dictionary itself when nothing is replaced', () => {
    expect(dictionaryWith('en-GB', undefined)).toBe(en);
    expect(dictionaryWith('fr', {})).toBe(fr);
  });

  it('replace only what the venue gives, in its language alone', () => {
    const english = dictionaryWith('en-US', { forms: { enquiry: { submit: 'Send inquiry' } } });
    expect(english.forms.enquiry.submit).toBe('Send inquiry');
    expect({ ...english, forms: { ...english.forms, enquiry: en.forms.enquiry } }).toEqual(en);
    expect(dictionaryWith('fr', { layouts: { reception: 'Debout' } }).layouts).toEqual({
      ...fr.layouts,
      reception: 'Debout',
    });
  });

  it('replace a plural entry form by form, keeping the language’s other forms', () => {
    const words = dictionaryWith('fr', { prices: { estimate: { guests: { one: '{count} convive' } } } });
    expect(words.prices.estimate.guests).toEqual({ ...fr.prices.estimate.guests, one: '{count} convive' });
  });

  it('are the venue’s alone in a language the site ships none for', () => {
    const welsh = dictionaryWith('cy', everyEntry('cy'));
    expect(welsh.forms.enquiry.submit).toBe('Send enquiry [cy]');
    expect(Object.keys(welsh.attachments.announce.files)).toEqual(['zero', 'one', 'two', 'few', 'many', 'other']);
    expect(entries(welsh).map(([at]) => at)).toEqual(entries(en).map(([at]) => at));
    expect(() => dictionaryWith('cy', { forms: { enquiry: { submit: 'Anfon' } } })).toThrow(/site\.skipLink/);
  });
});

describe('a language’s words checked', () => {
  it('need nothing where the site ships the language’s dictionary', () => {
    expect(wordsProblems({}, 'en-GB')).toEqual([]);
    expect(wordsProblems({ forms: { enquiry: { submit: 'Envoyer' } } }, 'fr-CA')).toEqual([]);
  });

  it('may use only the entry’s own placeholders, which the page fills in', () => {
    expect(
      wordsProblems(
        {
          site: { homeLink: '{site_name}: home', skipLink: 'Skip {to}' },
          attachments: { announce: { files: { one: 'One file', other: '{count} files of {names}' } } },
        },
        'en-GB',
      ),
    ).toEqual([
      {
        at: ['site', 'skipLink'],
        message: expect.stringMatching(/^no placeholder \{to\} in this entry, .*it has none$/),
      },
      {
        at: ['site', 'homeLink'],
        message: expect.stringMatching(/^no placeholder \{site_name\} .*: it has \{name\}$/),
      },
      { at: ['attachments', 'announce', 'files', 'other'], message: expect.stringContaining('{names}') },
    ]);
  });

  it('give a plural entry only the forms its language counts with', () => {
    expect(wordsProblems({ prices: { minimumHours: { few: 'x', other: 'y' } } }, 'en-GB')).toEqual([
      {
        at: ['prices', 'minimumHours', 'few'],
        message: 'British English has no "few" form: its plural forms are one, other',
      },
    ]);
    expect(wordsProblems({ prices: { minimumHours: { many: '{count} heures' } } }, 'fr')).toEqual([]);
  });

  it('name every entry and form still missing where the site ships no dictionary', () => {
    expect(wordsProblems(everyEntry('cy'), 'cy')).toEqual([]);
    const file = everyEntry('cy') as { forms: { enquiry: Record<string, string> }; prices: Record<string, unknown> };
    delete file.forms.enquiry.submit;
    file.prices.minimumHours = { one: 'Awr', other: '{count} awr' };
    expect(wordsProblems(file as WordsFile, 'cy')).toEqual([
      {
        at: ['forms', 'enquiry', 'submit'],
        message:
          'missing: the site has no Welsh words of its own, so this file gives every entry (in English: “Send enquiry”)',
      },
      ...['zero', 'two', 'few', 'many'].map((form) => ({
        at: ['prices', 'minimumHours', form],
        message: `missing the "${form}" form: Welsh counts with zero, one, two, few, many, other (in English: one “At least {count} hour”, other “At least {count} hours”)`,
      })),
    ]);
    const polish = wordsProblems({}, 'pl');
    expect(polish).toHaveLength(entries(en).length);
    expect(polish).toContainEqual({
      at: ['attachments', 'announce', 'files'],
      message: expect.stringContaining('here with the forms one, few, many, other'),
    });
  });

  it('say every entry a missing file would give', () => {
    const message = missingWordsFile('pl');
    expect(message).toMatch(/^missing: the site has no Polish words of its own \(it ships them in English, /);
    for (const [at] of entries(en)) expect(message).toContain(at);
    expect(message).toContain('attachments.announce.files (one, few, many, other)');
  });
});

describe('the pages’ words', () => {
  it('come from the content, replacements and all: no code outside the dictionaries calls dictionaryFor', () => {
    const src = path.join(root, 'src');
    const calling = fs
      .readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(tsx?|astro|mjs)$/.test(file) && !file.startsWith('i18n') && !/\.test\./.test(file))
      .filter((file) => /\bdictionaryFor\(/.test(fs.readFileSync(path.join(src, file), 'utf8')));
    expect(calling).toEqual([]);
  });
});

describe('words files in a content folder', () => {
  const replacing = (words: unknown) => (text: string) => text + stringify(words);

  it('replace a word of the default language, and no other language’s', () => {
    const dir = copyOf(rooftop, { 'words.yaml': replacing({ forms: { enquiry: { submit: 'Send inquiry' } } }) });
    const contents = loadContents(dir);
    expect(contents.get('en-GB')!.dictionary.forms.enquiry.submit).toBe('Send inquiry');
    expect(contents.get('fr')!.dictionary).toBe(fr);
  });

  it('give a language its own words, whatever the default language’s file replaces', () => {
    // words.fr.yaml with no words.yaml, and then with one replacing other entries: nothing is missing or extra.
    const french = { forms: { enquiry: { submit: 'Envoyer ma demande' } }, layouts: { reception: 'Debout' } };
    for (const english of [undefined, replacing({ news: { readPost: 'Read on' } })]) {
      const dir = copyOf(rooftop, {
        'words.fr.yaml': replacing(french),
        ...(english ? { 'words.yaml': english } : {}),
      });
      const contents = loadContents(dir);
      expect(contents.get('fr')!.dictionary.forms.enquiry.submit).toBe('Envoyer ma demande');
      expect(contents.get('fr')!.dictionary.layouts.reception).toBe('Debout');
      expect(contents.get('fr')!.dictionary.news.readPost).toBe(fr.news.readPost);
      expect(contents.get('en-GB')!.dictionary.news.readPost).toBe(english ? 'Read on' : en.news.readPost);
    }
  });

  it('keep their placeholders for the page to fill, not the content’s figures', () => {
    const dir = copyOf(demo, {
      'words.yaml': replacing({ attachments: { photos: { one: '{count} picture', other: '{count} pictures' } } }),
    });
    expect(loadContent(dir).dictionary.attachments.photos).toEqual({
      one: '{count} picture',
      other: '{count} pictures',
    });
  });

  it('read the old forms of the words: one text for a count, the words read after Clear all', () => {
    const dir = copyOf(demo, {
      'words.yaml': replacing({
        attachments: { photos: '{count} pictures', clear: 'Empty', clearHidden: ' the tray' },
      }),
    });
    const { attachments } = loadContent(dir).dictionary;
    expect(attachments.photos).toEqual({ one: '{count} photo', other: '{count} pictures' });
    expect(attachments.clearName).toBe('Empty the tray');
    const alone = copyOf(demo, { 'words.yaml': replacing({ attachments: { clearHidden: ' the tray' } }) });
    expect(loadContent(alone).dictionary.attachments.clearName).toBe(en.attachments.clearName);
  });

  it('count the spaces in the page’s language, or in the venue’s own number words', () => {
    const german = loadContent(
      copyOf(demo, { 'site.yaml': (text) => text.replace('language: en-GB', 'language: de') }),
    );
    expect(german.venuePage.seo.description).toMatch(/^Vier spaces for /);
    expect(german.venuePage.header.lede).toContain('Its vier spaces can hold');
    // The venue's own words for its numbers, in one language alone (a venue of "salles" would say "une").
    const own = copyOf(rooftop, {
      'words.fr.yaml': replacing({ venue: { countWords: 'zéro, une, deux, nos trois' } }),
    });
    expect(loadContents(own).get('fr')!.venuePage.header.lede).toMatch(/^Nos trois espaces sur un même étage/);
    expect(loadContents(own).get('en-GB')!.venuePage.header.lede).toMatch(/^Three spaces on one floor/);
    expect(loadContents(copyOf(rooftop, {})).get('fr')!.venuePage.header.lede).toMatch(/^Trois espaces sur/);
    // Past the words it has, the figure.
    const few = copyOf(demo, { 'words.yaml': replacing({ venue: { countWords: 'none, one, two' } }) });
    expect(loadContent(few).venuePage.header.lede).toContain('Its 4 spaces can hold');
  });

  it('may be emptied of every entry', () => {
    expect(loadContent(copyOf(demo, { 'words.yaml': () => '' })).dictionary).toBe(en);
    expect(loadContent(copyOf(demo, { 'words.yaml': () => '{}\n' })).dictionary).toBe(en);
  });

  it('name an entry the site does not have, and the ones it has there, by file, field and line', () => {
    const dir = copyOf(rooftop, {
      'words.fr.yaml': () => 'forms:\n  enquiry:\n    sumbit: Envoyer\n',
      'words.yaml': () => 'prices:\n  minimumHours:\n    few: Few hours\n',
    });
    expect(problemsOf(dir, loadContents)).toEqual([
      'x/words.fr.yaml: forms.enquiry: unknown "sumbit": the site\'s words have no such entry here; expected only label, submit, success (line 3)',
      'x/words.yaml: prices.minimumHours.few: British English has no "few" form: its plural forms are one, other (line 3)',
    ]);
  });

  it('are only for the venue’s languages, the default’s in words.yaml', () => {
    expect(problemsOf(copyOf(rooftop, { 'words.de.yaml': () => 'news: { readPost: Lesen }\n' }), loadContents)).toEqual(
      [expect.stringMatching(/^x\/words\.de\.yaml: site\.yaml does not list de among the venue's languages/)],
    );
    expect(problemsOf(copyOf(rooftop, { 'words.en-gb.yaml': () => '{}\n' }), loadContents)).toEqual([
      expect.stringMatching(/^x\/words\.en-gb\.yaml: en-GB is the default language, whose words are in words\.yaml/),
    ]);
  });

  describe('in a language the site ships no dictionary for', () => {
    it('are the build’s to ask for, naming the file and every entry', () => {
      const problems = problemsOf(rooftopIn('cy'), loadContents);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(
        /^x\/words\.cy\.yaml: missing: the site has no Welsh words of its own .*: site\.skipLink, /,
      );
      expect(problems[0]).toContain('prices.estimate.guests (zero, one, two, few, many, other)');
    });

    it('are the venue’s words alone once it gives them all', () => {
      const welsh = loadContents(rooftopIn('cy', (file) => file)).get('cy')!;
      expect(welsh.dictionary.forms.enquiry.submit).toBe('Send enquiry [cy]');
      expect(welsh.dictionary.prices.estimate.guests.two).toBe('{count} guests [cy]');
      // Its spaces counted in its own number words (the copied French says "{Space_count_word} espaces").
      expect(welsh.venuePage.header.lede).toMatch(/^Three espaces sur un même étage/);
    });

    it('name each entry still missing at its field', () => {
      const dir = rooftopIn('cy', (file) => {
        const { forms, ...rest } = file;
        return { ...rest, forms: { ...forms, enquiry: { ...forms!.enquiry, submit: undefined } } };
      });
      expect(problemsOf(dir, loadContents)).toEqual([
        expect.stringMatching(
          /^x\/words\.cy\.yaml: forms\.enquiry\.submit: missing: the site has no Welsh words of its own, so this file gives every entry \(in English: “Send enquiry”\) \(line \d+\)$/,
        ),
      ]);
    });

    it('may be the default language’s, in words.yaml', () => {
      const dir = copyOf(demo, {
        'site.yaml': (text) => text.replace('language: en-GB', 'language: cy'),
        'words.yaml': () => stringify(everyEntry('cy')),
      });
      const content = loadContent(dir);
      expect(content.language).toBe('cy');
      expect(content.dictionary.site.skipLink).toBe('Skip to content [cy]');
    });
  });
});
