/**
 * The site's words made the venue's (promises §14): any entry of the site's dictionary (src/i18n) replaced in the
 * content, per language: `words.yaml` for the default language, `words.<code>.yaml` beside it for each other one.
 *
 * Unlike the other content files, a language's words file is no translation of the default's: each language replaces
 * what it likes of its own dictionary (the French one keeps "Envoyer la demande" while the English one says "Send
 * inquiry"), so the loader matches nothing between them and lays neither over the other; each file is laid over its
 * language's shipped dictionary alone. A language the site ships no dictionary for (Welsh, Polish) gives every
 * entry in its file, each plural entry with its language's CLDR forms, and the build names each one still missing.
 *
 * The file's schema is made from the English dictionary's shape, so an entry added to the dictionary is one a venue
 * may replace, and one the staff's editor shows with its English words as the hint, with no second edit.
 */
import { z } from 'zod';
// Relative, not '@/': schema.ts imports this, and the Astro integration loads it before any alias exists.
import { en } from '../i18n/en';
import { isPluralText, PLURAL_CATEGORIES, type PluralCategory } from '../i18n/fill';
import { descriptions } from '../i18n/descriptions';
import { dictionaryLanguages, entries, shippedDictionaryFor, type Dictionary } from '../i18n/index';
import { languageName } from './languages';

/** A plural entry as a venue writes it: the forms it replaces, by CLDR category. */
type PluralForms = { readonly [C in PluralCategory]?: string };

/** The dictionary's shape with every entry optional: what a words file may hold. */
type Replacing<T> = {
  readonly [K in keyof T]?: T[K] extends string
    ? string
    : T[K] extends { other: string }
      ? Exclude<keyof T[K], PluralCategory> extends never
        ? PluralForms
        : Replacing<T[K]>
      : Replacing<T[K]>;
};
export type WordsFile = Replacing<typeof en>;

/** The file of the default language; each other language's is beside it (`words.fr.yaml`). */
export const WORDS_FILE = 'words.yaml';

/** What a top-level group of the dictionary holds, for the editor's hints. */
const SECTIONS: Record<keyof typeof en, string> = {
  site: "Every page's own words: the skip link, the logo's link, the language's name in the switcher.",
  navigation: "The menu's buttons and names.",
  forms: "The forms' labels, buttons, checks and messages (the enquiry, the photos and the footer's sign-up).",
  heldDates: 'What the enquiry says of dates the venue already holds, and its date picker.',
  attachments: 'The photo form’s file picker, what it announces, and its problems with a file.',
  venue: "The spaces' sizes and capacities.",
  layouts: 'What the tables and cards call each layout (the venue may name some in venue.yaml instead).',
  news: 'The news page’s words.',
  gallery: "The photo viewer's words.",
  prices: 'The packages, their terms and the enquiry’s estimate.',
  brochure: 'The headings and labels of the brochure (the PDF).',
};

/** `{count}`, `{name}`: what the site fills in. */
const placeholdersOf = (text: string): string[] => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];

/** The English words as a hint: what staff replace, and the placeholders they keep. */
function hintFor(english: string): string {
  const kept = placeholdersOf(english);
  if (kept.length === 0) return `In English: “${english}”`;
  const them = kept.length === 1 ? 'it' : 'them';
  return `In English: “${english}” (keep ${kept.map((name) => `{${name}}`).join(', ')}: the site fills ${them} in)`;
}

/** Longer than a line: a box of several lines in the editor. */
const LONG = 70;

const entryText = (description: string, english: string) =>
  // Not trimmed: a separator (", ") or a word that follows a figure (" files") keeps its spaces.
  z
    .string({ error: 'expected text' })
    .min(1, { error: 'expected text (leave the entry out to keep the site’s own)' })
    .meta({ description, translatable: true, ...(english.length > LONG ? { editor: { widget: 'text' } } : {}) })
    .optional();

const CATEGORY_HINTS: Record<PluralCategory, string> = {
  zero: 'The form for the counts a language calls "zero" (Welsh, Arabic, Latvian).',
  one: 'The form for the counts a language calls "one" (English: 1).',
  two: 'The form for the counts a language calls "two" (Welsh, Arabic, Slovenian).',
  few: 'The form for the counts a language calls "few" (Polish, Czech: 2 to 4; Welsh: 3).',
  many: 'The form for the counts a language calls "many" (French: a round million; Polish: 5 to 21; Welsh: 6).',
  other: 'The form for every other count: each language has it.',
};

function pluralSchema(english: Readonly<Record<string, string>>, forWhat: (hint: string) => string) {
  const forms = Object.fromEntries(
    PLURAL_CATEGORIES.map((category) => {
      const own = english[category];
      return [category, entryText(own === undefined ? CATEGORY_HINTS[category] : hintFor(own), own ?? '')];
    }),
  );
  const description = forWhat(
    'Words that change with a count: a form for each plural category of the language, only those it has ' +
      '(English: one, other; French: one, many, other; Welsh: zero, one, two, few, many, other). ' +
      `In English: ${Object.entries(english)
        .map(([category, text]) => `${category} “${text}”`)
        .join(', ')}.`,
  );
  return z
    .strictObject(forms, { error: 'expected the forms of a count, like { one: …, other: … }' })
    .meta({ description })
    .optional();
}

function groupSchema(english: object, at: string): z.ZodObject {
  const fields = Object.fromEntries(
    Object.entries(english).map(([key, value]) => {
      // What the entry is for, where its English does not say it (src/i18n/descriptions.ts), before its English.
      const path = at ? `${at}.${key}` : key;
      const forWhat = (hint: string) => (descriptions[path] ? `${descriptions[path]} ${hint}` : hint);
      if (typeof value === 'string') return [key, entryText(forWhat(hintFor(value)), value)];
      if (isPluralText(value)) return [key, pluralSchema(value as Record<string, string>, forWhat)];
      const description =
        at === ''
          ? SECTIONS[key as keyof typeof en]
          : forWhat(`The site's words for ${[...at.split('.'), key].join(' › ')}.`);
      return [
        key,
        groupSchema(value as object, at ? `${at}.${key}` : key)
          .meta({ description })
          .optional(),
      ];
    }),
  );
  return z.strictObject(fields, {
    error: `expected a group of the site's words, like ${Object.keys(english).slice(0, 3).join(', ')}`,
  });
}

/**
 * The schema of a words file: the English dictionary's entries, nesting and all, each optional. Every entry is the
 * venue's words (`translatable`), so a venue of several languages writes each language's in its own file.
 */
export const wordsFile = groupSchema(en, '') as unknown as z.ZodType<WordsFile>;

/** The value at a dotted path of a dictionary-shaped object. */
const valueAt = (value: unknown, at: readonly PropertyKey[]): unknown =>
  at.reduce<unknown>((here, key) => (here && typeof here === 'object' ? (here as never)[key] : undefined), value);

/** The message for keys the schema does not have at `at`: the entries the dictionary has there. */
export function unknownEntries(at: readonly PropertyKey[], keys: readonly string[]): string {
  const english = valueAt(en, at);
  const names = keys.map((key) => `"${key}"`).join(', ');
  if (isPluralText(english))
    return `unknown ${names}: expected the forms of a count (${PLURAL_CATEGORIES.join(', ')}), only those the language has`;
  const known = english && typeof english === 'object' ? Object.keys(english).join(', ') : '';
  return `unknown ${names}: the site's words have no such entry ${at.length > 0 ? 'here' : 'at the top'}; expected only ${known}`;
}

/** A problem of a words file, at its field (`forms.enquiry.submit`, a plural's `…files.few`). */
export interface WordsProblem {
  at: string[];
  message: string;
}

/** The plural categories of a language, in CLDR's order. */
export const pluralCategoriesOf = (tag: string): PluralCategory[] => {
  const used = new Intl.PluralRules(tag).resolvedOptions().pluralCategories as readonly string[];
  return PLURAL_CATEGORIES.filter((category) => used.includes(category));
};

const quoted = (text: string) => `“${text}”`;
const inEnglish = (english: string | Readonly<Record<string, string>>) =>
  typeof english === 'string'
    ? `in English: ${quoted(english)}`
    : `in English: ${Object.entries(english)
        .map(([category, text]) => `${category} ${quoted(text)}`)
        .join(', ')}`;

/**
 * What is wrong with a language's words (the schema has checked their shape): a placeholder the entry does not have
 * (the page would show it as written), a plural form the language does not use, and, for a language the site ships
 * no dictionary for, each entry and each plural form still missing.
 */
export function wordsProblems(words: WordsFile | undefined, tag: string): WordsProblem[] {
  const shipped = shippedDictionaryFor(tag) !== undefined;
  const name = languageName(tag);
  const categories = pluralCategoriesOf(tag);
  const problems: WordsProblem[] = [];
  const unknownPlaceholders = (text: string, english: string, at: string[]) => {
    const allowed = placeholdersOf(english);
    for (const placeholder of placeholdersOf(text).filter((p) => !allowed.includes(p)))
      problems.push({
        at,
        message: `no placeholder {${placeholder}} in this entry, which the page would show as written: ${
          allowed.length > 0 ? `it has ${allowed.map((p) => `{${p}}`).join(', ')}` : 'it has none'
        }`,
      });
  };
  const lacking = `the site has no ${name} words of its own, so this file gives every entry`;
  for (const [path, english] of entries(en)) {
    const at = path.split('.');
    const own = valueAt(words, at);
    if (typeof english === 'string') {
      if (typeof own === 'string') unknownPlaceholders(own, english, at);
      else if (!shipped) problems.push({ at, message: `missing: ${lacking} (${inEnglish(english)})` });
      continue;
    }
    // A plural entry: English's placeholders are those of all its forms.
    const allPlaceholders = Object.values(english).join(' ');
    const forms = (own ?? {}) as PluralForms;
    for (const [category, text] of Object.entries(forms) as [PluralCategory, string][]) {
      if (!categories.includes(category))
        problems.push({
          at: [...at, category],
          message: `${name} has no "${category}" form: its plural forms are ${categories.join(', ')}`,
        });
      else unknownPlaceholders(text, allPlaceholders, [...at, category]);
    }
    if (shipped) continue;
    if (own === undefined)
      problems.push({
        at,
        message: `missing: ${lacking}, here with the forms ${categories.join(', ')} (${inEnglish(english)})`,
      });
    else
      for (const category of categories.filter((c) => forms[c] === undefined))
        problems.push({
          at: [...at, category],
          message: `missing the "${category}" form: ${name} counts with ${categories.join(', ')} (${inEnglish(english)})`,
        });
  }
  return problems;
}

/**
 * What the build says of a language the site ships no dictionary for, whose words file is not there: the file, and
 * every entry it needs (each plural entry with the language's forms).
 */
export function missingWordsFile(tag: string): string {
  const categories = pluralCategoriesOf(tag).join(', ');
  const needed = entries(en).map(([path, text]) => (typeof text === 'string' ? path : `${path} (${categories})`));
  return `missing: the site has no ${languageName(tag)} words of its own (it ships them in ${dictionaryLanguages.map(languageName).join(', ')}), so this file gives every entry of its dictionary: ${needed.join(', ')}`;
}

/**
 * The site's words in language `tag`: its shipped dictionary with the venue's replacements laid over, entry by entry
 * (a plural entry form by form). For a language with no dictionary, the venue's words alone, which the content's
 * check (`wordsProblems`) has found complete.
 */
export function dictionaryWith(tag: string, words: WordsFile | undefined): Dictionary {
  const shipped = shippedDictionaryFor(tag);
  // Nothing replaced: the shipped dictionary itself, the very strings every other page of that language has.
  if (shipped && (words === undefined || Object.keys(words).length === 0)) return shipped;
  const merge = (english: object, base: unknown, own: unknown, at: string): unknown =>
    Object.fromEntries(
      Object.entries(english).map(([key, value]) => {
        const path = `${at}${key}`;
        const from = valueAt(base, [key]);
        const replaced = valueAt(own, [key]);
        if (typeof value === 'string') {
          const text = replaced ?? from;
          if (typeof text !== 'string') throw new Error(`The site's words in ${tag} have no ${path}`);
          return [key, text];
        }
        if (isPluralText(value)) {
          const forms = { ...(from as object | undefined), ...(replaced as object | undefined) } as PluralForms;
          if (forms.other === undefined) throw new Error(`The site's words in ${tag} have no ${path}.other`);
          return [key, forms];
        }
        return [key, merge(value as object, from, replaced, `${path}.`)];
      }),
    );
  return merge(en, shipped, words, '') as Dictionary;
}
