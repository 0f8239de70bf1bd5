/**
 * The typefaces of the scripts beyond Latin that a venue writes (Japanese, Chinese, Korean, Arabic, Hebrew): a
 * display and a text face per script, each a static `@fontsource/*` package, named in site.yaml's `fonts` or taken
 * from the defaults below. The pages (integration/subset-fonts.mjs, cut to the characters the venue writes) and the
 * brochure (src/features/brochure/, which embeds them) read the same choice and the same files: one module, so that
 * a venue's Japanese is drawn in one face everywhere.
 *
 * fontsource splits a face into files by unicode-range (a CJK face into some 120 numbered slices, an Arabic one into
 * `arabic`, `latin`…): `faceSlices` lists the slices of the script's own characters, which the Latin families
 * (Fraunces, Inter) leave to them.
 */
/** The scripts a face may be named for, by their ISO 15924 codes, as `Intl.Locale#maximize` gives a language's. */
export const SCRIPTS = ['Jpan', 'Hans', 'Hant', 'Kore', 'Arab', 'Hebr'] as const;
export type Script = (typeof SCRIPTS)[number];

export interface Typeface {
  /** A fontsource package's name without its scope: `noto-serif-jp` is `@fontsource/noto-serif-jp`. */
  display: string;
  text: string;
}

/**
 * The faces a venue gets for a script it writes when site.yaml names none. Arabic is Amiri throughout: the Noto
 * Arabic faces build their dotted letters from a dotless one and a mark, which the brochure's PDF text then reads as
 * the dotless letter (ث as ت; react-pdf#3533, fontkit#304); Amiri's letters are whole and read back as written.
 */
export const DEFAULT_TYPEFACES: Record<Script, Typeface> = {
  Jpan: { display: 'noto-serif-jp', text: 'noto-sans-jp' },
  Hans: { display: 'noto-serif-sc', text: 'noto-sans-sc' },
  Hant: { display: 'noto-serif-tc', text: 'noto-sans-tc' },
  Kore: { display: 'noto-serif-kr', text: 'noto-sans-kr' },
  Arab: { display: 'amiri', text: 'amiri' },
  Hebr: { display: 'noto-serif-hebrew', text: 'noto-sans-hebrew' },
};

/** Each script's name, as the build's messages say it. */
export const SCRIPT_NAMES: Record<Script, string> = {
  Jpan: 'Japanese',
  Hans: 'Chinese (simplified)',
  Hant: 'Chinese (traditional)',
  Kore: 'Korean',
  Arab: 'Arabic',
  Hebr: 'Hebrew',
};

/** The scripts whose lines break between phrases, not between any two characters (BudouX's, src/content/phrases.ts). */
export const PHRASE_SCRIPTS: ReadonlySet<Script> = new Set(['Jpan', 'Hans', 'Hant']);

/** The script a language is written in, where it is one of SCRIPTS (`ja` → `Jpan`, `zh-TW` → `Hant`, `en` → none). */
export function scriptOfLanguage(tag: string): Script | undefined {
  let script: string | undefined;
  try {
    script = new Intl.Locale(tag).maximize().script;
  } catch {
    return undefined;
  }
  return SCRIPTS.find((each) => each === script);
}

/** Han, kana and Hangul, and the marks and signs they share (、。「」ー, the full-width forms). */
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\uff00-\uffef]/u;

/**
 * The script of a character that a face of SCRIPTS draws: kana is Japanese, Hangul Korean; Han and the marks the CJK
 * scripts share go to the venue's first language written in one of them, or to none when it has no such language.
 */
export function scriptOfCharacter(char: string, languages: readonly string[]): Script | undefined {
  if (/\p{scx=Arabic}/u.test(char)) return 'Arab';
  if (/\p{scx=Hebrew}/u.test(char)) return 'Hebr';
  if (/\p{sc=Hangul}/u.test(char)) return 'Kore';
  // Kana, and the marks of kana alone (ー): not those Han shares (、).
  if (/[\p{scx=Hiragana}\p{scx=Katakana}]/u.test(char) && !/\p{scx=Han}/u.test(char)) return 'Jpan';
  if (CJK.test(char))
    return languages.map(scriptOfLanguage).find((script) => script && script !== 'Arab' && script !== 'Hebr');
  return undefined;
}

/** Unicode's scripts as the build names them when no face draws a letter of theirs. */
const NAMED_SCRIPTS = [
  'Arabic', 'Armenian', 'Bengali', 'Cyrillic', 'Devanagari', 'Ethiopic', 'Georgian', 'Greek', 'Gujarati', 'Gurmukhi',
  'Han', 'Hangul', 'Hebrew', 'Hiragana', 'Kannada', 'Katakana', 'Khmer', 'Lao', 'Malayalam', 'Myanmar', 'Sinhala',
  'Syriac', 'Tamil', 'Telugu', 'Thaana', 'Thai', 'Tibetan',
]; // prettier-ignore

/** The Unicode script of a letter, by its name (`Thai`), or `another script`. */
export function scriptName(char: string): string {
  return NAMED_SCRIPTS.find((name) => new RegExp(`\\p{Script=${name}}`, 'u').test(char)) ?? 'another script';
}

/** The venue's faces for a script: site.yaml's `fonts`, else the default. */
export function typefaceOf(script: Script, fonts: Partial<Record<Script, Partial<Typeface>>> | undefined): Typeface {
  return { ...DEFAULT_TYPEFACES[script], ...fonts?.[script] };
}

/**
 * The scripts of SCRIPTS that a venue writes: its languages' and its characters'. Han in a venue with no Han
 * language is none of them (the build names it: no face covers it).
 */
export function scriptsWritten(languages: readonly string[], characters: string): Script[] {
  const found = new Set<Script>();
  for (const tag of languages) {
    const script = scriptOfLanguage(tag);
    if (script) found.add(script);
  }
  for (const char of new Set(characters)) {
    const script = scriptOfCharacter(char, languages);
    if (script) found.add(script);
  }
  return SCRIPTS.filter((script) => found.has(script));
}

/** What a script face draws rather than the Latin faces: past Latin and Greek, and not the general punctuation. */
export const beyondLatin = (point: number): boolean =>
  point >= 0x0590 && !(point >= 0x2000 && point <= 0x206f) && !(point >= 0x20a0 && point <= 0x20cf);

/** The characters of `characters` that a script face draws, for a venue writing `languages`: those of `script`. */
export function charactersOfScript(script: Script, characters: string, languages: readonly string[]): Set<number> {
  const points = new Set<number>();
  for (const char of characters) {
    const point = char.codePointAt(0)!;
    if (!beyondLatin(point)) continue;
    const own = scriptOfCharacter(char, languages);
    // Marks and signs of no script of their own (the Arabic comma's neighbours, ー) go with the script face too.
    if (own === script || (own === undefined && !/\p{L}/u.test(char))) points.add(point);
  }
  return points;
}

/**
 * What `Intl` writes in language `tag` beyond the content's own words: its weekdays and months, long dates, times and
 * their ranges, lists and lengths. A page or a brochure says them (src/content/present.ts), so its faces need them.
 */
export function intlCharacters(tag: string): string {
  const date = (options: Intl.DateTimeFormatOptions, time: number) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options }).format(time);
  const days = Array.from({ length: 7 }, (_, day) => Date.UTC(2024, 0, 1 + day, 9, 30));
  const months = Array.from({ length: 12 }, (_, month) => Date.UTC(2024, month, 5, 21, 30));
  const range = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(tag, { timeZone: 'UTC', ...options }).formatRange(
      Date.UTC(2024, 0, 1, 9, 30),
      Date.UTC(2024, 0, 1, 23, 0),
    );
  const units = ['meter', 'foot'].flatMap((unit) =>
    (['short', 'long'] as const).map((unitDisplay) =>
      new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay }).format(1234.5),
    ),
  );
  return [
    ...days.flatMap((time) => [date({ weekday: 'long' }, time), date({ weekday: 'short' }, time)]),
    ...months.flatMap((time) => [
      date({ dateStyle: 'long' }, time),
      date({ dateStyle: 'full' }, time),
      date({ month: 'short' }, time),
      date({ hour: 'numeric', minute: '2-digit' }, time),
    ]),
    range({ hour: 'numeric', minute: '2-digit' }),
    range({ hour: 'numeric' }),
    new Intl.ListFormat(tag, { type: 'conjunction' }).format(['a', 'b', 'c']),
    new Intl.ListFormat(tag, { type: 'disjunction' }).format(['a', 'b', 'c']),
    new Intl.NumberFormat(tag).format(1234567.5),
    ...units,
  ].join('');
}
