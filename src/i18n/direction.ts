/**
 * Which way a language is written (promises §19): CLDR's answer, as `Intl.Locale` gives it (`getTextInfo()`, or the
 * older `textInfo` getter), so that no list of right-to-left languages is kept here: Arabic, Hebrew, Persian, Urdu,
 * Pashto, Kurdish in Arabic script (`ckb`), Uzbek written in it (`uz-Arab`) and every other come from the data, and
 * a Latin-script tag of a right-to-left language (`az-Latn`) is left to right.
 */
export type Direction = 'ltr' | 'rtl';

/** What Node 24 and Chromium have, and TypeScript's library does not yet describe. */
interface WithTextInfo {
  getTextInfo?: () => { direction?: string };
  textInfo?: { direction?: string };
}

/** `ar`, `he-IL`, `fa` → `rtl`; `en-GB`, `fr`, and a tag `Intl` cannot read → `ltr`. */
export function direction(tag: string): Direction {
  let locale: Intl.Locale & WithTextInfo;
  try {
    locale = new Intl.Locale(tag);
  } catch {
    return 'ltr';
  }
  const info = locale.getTextInfo?.() ?? locale.textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * The `dir` an element in language `tag` needs inside one in language `within`: its direction where the two differ
 * (an Arabic switcher link on an English page, an English 404 section on an Arabic one), else none, so that a page
 * in one direction carries no `dir` but its document's (a left-to-right document none at all: `ltr` is the default).
 */
export const dirWithin = (tag: string, within?: string): Direction | undefined => {
  const own = direction(tag);
  return own !== (within === undefined ? 'ltr' : direction(within)) ? own : undefined;
};

/** The scripts whose type has italics of its own; Han, Kana, Hangul, Arabic, Hebrew and the rest have none. */
const SCRIPTS_WITH_ITALICS = new Set(['Latn', 'Cyrl', 'Grek']);

/**
 * Whether a page in language `tag` is written in a script with no italics (its likeliest script, CLDR's): the page
 * then asks the browser to slant nothing (promises §19), where it would draw a fake italic of Japanese or Arabic.
 */
export function writtenUpright(tag: string): boolean {
  try {
    return !SCRIPTS_WITH_ITALICS.has(new Intl.Locale(tag).maximize().script ?? 'Latn');
  } catch {
    return false;
  }
}
