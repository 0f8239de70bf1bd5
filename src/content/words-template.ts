/**
 * A venue's words file for one language, written for whoever writes its words (`npm run words -- <tag>`,
 * scripts/words.mjs): every entry of the site's dictionary, nested as src/i18n/en.ts nests it, with its English beside
 * it as a comment and, where its use is not plain, what it is for above it (src/i18n/descriptions.ts). An entry holds
 * the words the site ships in that language, to change in place; for a language the site ships none for, it is left
 * empty, and the build names each entry still empty (src/content/words.ts). An existing file keeps every entry it
 * has, its comments too: only the missing ones are added.
 *
 * Plain TypeScript with relative imports, which Node runs as it is (scripts/words.mjs), with no build step.
 */
import { Document, isMap, isScalar, parseDocument, type Pair, type Scalar, type YAMLMap } from 'yaml';
import { descriptions } from '../i18n/descriptions';
import { en } from '../i18n/en';
import { entries, languageOf, shippedDictionaryFor } from '../i18n/index';
import { languageFile, languageName } from './languages';
import { pluralCategoriesOf, WORDS_FILE } from './words';

/** What `wordsTemplate` made of a file. */
export interface WordsTemplate {
  /** The file's new text. */
  text: string;
  /** The entries it added (a plural entry's forms each: `attachments.announce.files.few`), in the dictionary's order. */
  added: string[];
  /** How many entries (and plural forms) the file had already, kept as they were. */
  kept: number;
}

/** The words file of language `tag` in a venue whose default language is `defaultLanguage`: words.yaml, words.ja.yaml. */
export const wordsFileName = (tag: string, defaultLanguage: string): string =>
  tag.toLowerCase() === defaultLanguage.toLowerCase() ? WORDS_FILE : languageFile(WORDS_FILE, tag);

const header = (tag: string, shipped: boolean): string =>
  [
    ` The site's own words in ${languageName(tag)} for this venue (docs/languages.md): each entry here is shown`,
    ` instead of the site's. Beside each, its English; what is in braces ({name}) is the site's to fill in.`,
    ...(shipped
      ? [
          ` Each entry holds the words the site ships (src/i18n/${languageOf(tag)}.ts): change those the venue`,
          ` says otherwise, and remove the others to keep the site's own, which may improve.`,
        ]
      : [
          ` The site has no ${languageName(tag)} words of its own: write every empty entry, each form of a count`,
          ` too; the build names each one still empty.`,
        ]),
    ` Written by \`npm run words -- ${tag}\`, which adds any entry a later version of the site has, and keeps these.`,
  ].join('\n');

/**
 * The words file of language `tag`: a new one, or `existing` (its text) with the entries it lacks added at the end of
 * their groups. Throws on a file that is no YAML map, or whose group is something else (a text where the dictionary
 * has a group), naming it.
 */
export function wordsTemplate(tag: string, existing?: string): WordsTemplate {
  const shipped = shippedDictionaryFor(tag);
  const categories = pluralCategoriesOf(tag);
  const doc = existing === undefined ? new Document({}) : parseDocument(existing);
  if (doc.errors.length > 0) throw new Error(`it is not YAML the site can read: ${doc.errors[0]!.message}`);
  if (doc.contents === null || (isScalar(doc.contents) && doc.contents.value === null))
    doc.contents = doc.createNode({});
  if (!isMap(doc.contents))
    throw new Error('expected a map of groups of words (site:, forms:, …), as src/i18n/en.ts nests them');
  if (existing === undefined) doc.commentBefore = header(tag, shipped !== undefined);
  const root = doc.contents as YAMLMap;
  const added: string[] = [];
  let kept = 0;

  /** A new entry or group in `map`, its description (if any) above it. */
  const put = (map: YAMLMap, at: string[], value: unknown, comment?: string): Pair => {
    const pair = doc.createPair(at.at(-1)!, value);
    const description = descriptions[at.join('.')];
    if (description) (pair.key as Scalar).commentBefore = ` ${description}`;
    // English as it is, quoted where spaces begin or end it (a separator, ", ").
    if (comment !== undefined)
      (pair.value as Scalar).comment = ` ${/^\s|\s$/.test(comment) ? `“${comment}”` : comment}`;
    map.items.push(pair);
    return pair;
  };

  /** The group at `at`, made where it is not there yet (or left empty). */
  const groupAt = (at: string[]): YAMLMap =>
    at.reduce((map, key, index) => {
      const here = at.slice(0, index + 1);
      const found = map.get(key, true);
      if (isMap(found)) return found;
      if (found !== undefined && !(isScalar(found) && found.value === null))
        throw new Error(`${here.join('.')}: expected a group of the site's words, found a text`);
      if (found !== undefined) map.delete(key);
      return put(map, here, {}).value as YAMLMap;
    }, root);

  for (const [path, english] of entries(en)) {
    const at = path.split('.');
    const group = groupAt(at.slice(0, -1));
    const key = at.at(-1)!;
    const own = valueAt(shipped, at);
    if (typeof english === 'string') {
      if (group.has(key)) kept++;
      else {
        put(group, at, typeof own === 'string' ? own : null, english);
        added.push(path);
      }
      continue;
    }
    // A text that depends on a count: a form for each plural category of the language, English's beside each.
    const written = group.get(key, true);
    if (isScalar(written) && typeof written.value === 'string') {
      // One text for every count, as words files were once written (src/content/old-forms.ts): kept as it is.
      kept++;
      continue;
    }
    let forms: YAMLMap;
    if (isMap(written)) forms = written;
    else {
      if (written !== undefined) group.delete(key);
      const pair = put(group, at, {});
      (pair.key as Scalar).commentBefore = [
        descriptions[path],
        `A form for each count ${languageName(tag)} tells apart: ${categories.join(', ')}.`,
      ]
        .filter(Boolean)
        .map((line) => ` ${line}`)
        .join('\n');
      forms = pair.value as YAMLMap;
    }
    for (const category of categories) {
      if (forms.has(category)) kept++;
      else {
        const shippedForm = (own as Record<string, string> | undefined)?.[category];
        put(forms, [...at, category], shippedForm ?? null, english[category] ?? english.other);
        added.push(`${path}.${category}`);
      }
    }
  }
  return { text: doc.toString({ lineWidth: 0, nullStr: '' }), added, kept };
}

const valueAt = (value: unknown, at: readonly string[]): unknown =>
  at.reduce<unknown>((here, key) => (here && typeof here === 'object' ? (here as never)[key] : undefined), value);
