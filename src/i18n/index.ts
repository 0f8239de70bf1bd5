/**
 * The site's own words, one dictionary per language (promises §10). English is the source: every other dictionary
 * must hold exactly its entries, which `tsc` checks through `Dictionary` (and dictionary.test.ts: each plural text
 * with exactly its language's CLDR categories). Pages take their words from the content (src/content `wordsFor`),
 * which lays the venue's replacements over these (promises §14) and gives a language with no dictionary here from
 * the content alone, its build stopped while an entry is missing. Dictionaries are plain data (strings only), so that a page can hand an island
 * the very strings it shows (Astro writes an island's props into the page).
 */
import { ar } from './ar';
import { de } from './de';
import { en } from './en';
import { es } from './es';
import { isPluralText, type PluralCategory, type PluralText } from './fill';
import { fr } from './fr';
import { it } from './it';
import { ja } from './ja';
import { nl } from './nl';
import { pt } from './pt';

/**
 * The shape of a dictionary: English's entries, each any string; where English has a plural text (`{ one, other }`),
 * one with the categories of the dictionary's own language (French `{ one, many, other }`).
 */
type Words<T> = {
  readonly [K in keyof T]: T[K] extends string
    ? string
    : T[K] extends { other: string }
      ? Exclude<keyof T[K], PluralCategory> extends never
        ? PluralText
        : Words<T[K]>
      : Words<T[K]>;
};
export type Dictionary = Words<typeof en>;

/** By language subtag, lower case: `en-GB`, `en-US` and `en` all speak `en`; `pt-BR` and `pt-PT`, `pt`. */
const DICTIONARIES: Readonly<Record<string, Dictionary>> = { en, de, es, fr, it, nl, pt, ja, ar };

/** The languages the site has a dictionary for. */
export const dictionaryLanguages: readonly string[] = Object.keys(DICTIONARIES);

/** Between the number words of `venue.countWords`: the language's own comma (Latin ",", Arabic "،", Japanese "、"). */
export const COUNT_WORDS_SEPARATOR = /[,،、]/;

/** The language subtag of a BCP 47 tag: `en-GB` → `en`, `pt-BR` → `pt`. */
export const languageOf = (tag: string): string => tag.split(/[-_]/)[0]!.toLowerCase();

/**
 * Every string of a dictionary as a dotted path (`forms.enquiry.submit`), in the dictionary's order; each form of a
 * plural text is one (`attachments.announce.files.one`).
 */
export function entryPaths(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : entryPaths(value as object, `${prefix}${key}.`),
  );
}

/**
 * Every entry of a dictionary with its dotted path, in the dictionary's order: a text, or a plural text as one entry
 * (`attachments.announce.files`), since its forms are its language's categories, not English's.
 */
export function entries(dictionary: object, prefix = ''): [path: string, text: string | PluralText][] {
  return Object.entries(dictionary).flatMap(([key, value]): [string, string | PluralText][] =>
    typeof value === 'string' || isPluralText(value)
      ? [[prefix + key, value]]
      : entries(value as object, `${prefix}${key}.`),
  );
}

/**
 * The dictionary the site ships for language `tag`, if any: a venue's content may replace its entries, or give them
 * all where there is none (src/content/words.ts).
 */
export const shippedDictionaryFor = (tag: string): Dictionary | undefined => DICTIONARIES[languageOf(tag)];

/**
 * The dictionary for a page in language `tag`. A language with none is a mistake to stop the build for, naming what
 * a translator has to write: each plural text with the forms that language needs (`… (one, few, many, other)`).
 */
export function dictionaryFor(tag: string): Dictionary {
  const dictionary = shippedDictionaryFor(tag);
  if (!dictionary) {
    const categories = new Intl.PluralRules(tag).resolvedOptions().pluralCategories;
    const needed = entries(en).map(([path, text]) =>
      typeof text === 'string' ? path : `${path} (${categories.join(', ')})`,
    );
    throw new Error(
      `No dictionary for the venue's language "${tag}": the site needs these words in it: ${needed.join(', ')}`,
    );
  }
  return dictionary;
}

export { fill, fillParts, isPluralText, plural, type PluralText } from './fill';
export { formatNumber } from './format';
