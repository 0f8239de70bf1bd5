/**
 * The site's own words, one dictionary per language (contract §10). English is the source: every other dictionary
 * must hold exactly its entries, which `tsc` checks through `Dictionary`, and a language the site has no dictionary
 * for stops the build with the list of entries it would need. Dictionaries are plain data (strings only), so that
 * a page can hand an island the very strings it shows (Astro writes an island's props into the page).
 */
import { en } from './en';
import { fr } from './fr';

/** The shape of a dictionary: English's entries, each any string. */
export type Words<T> = { readonly [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
export type Dictionary = Words<typeof en>;

/** By language subtag, lower case: `en-GB`, `en-US` and `en` all speak `en`. */
const DICTIONARIES: Readonly<Record<string, Dictionary>> = { en, fr };

/** The languages the site has a dictionary for: the fonts' core cut covers their letters (scripts/subset-fonts.mjs). */
export const dictionaryLanguages: readonly string[] = Object.keys(DICTIONARIES);

/** The language subtag of a BCP 47 tag: `en-GB` → `en`, `pt-BR` → `pt`. */
export const languageOf = (tag: string): string => tag.split(/[-_]/)[0]!.toLowerCase();

/** Every entry of a dictionary as a dotted path (`forms.enquiry.submit`), in the dictionary's order. */
export function entryPaths(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : entryPaths(value as object, `${prefix}${key}.`),
  );
}

/**
 * The dictionary for a page in language `tag`. A language with none is a mistake to stop the build for, naming what
 * a translator has to write.
 */
export function dictionaryFor(tag: string): Dictionary {
  const dictionary = DICTIONARIES[languageOf(tag)];
  if (!dictionary) {
    throw new Error(
      `No dictionary for the venue's language "${tag}": the site needs these words in it: ${entryPaths(en).join(', ')}`,
    );
  }
  return dictionary;
}

export { fill, fillParts, plural, type PluralText } from './fill';
export { formatLongDate, formatNumber } from './format';
