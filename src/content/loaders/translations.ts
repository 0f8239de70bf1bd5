/**
 * Each other language's files (`site.fr.yaml`, `pages/home.fr.yaml`, `words.fr.yaml`), read as its words schema reads
 * them (src/content/languages.ts) and matched with the default language's file: every word there, no more.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES, OWN_LANGUAGE_FILES } from '../schema';
import { ITEM_ID, languageFile, languageName, missingWords, shapeAt, wordsSchema } from '../languages';
import { CHECK_OPTIONS } from '../plain-issues';
import { withNewForms } from '../old-forms';
import { unknownEntries } from '../words';
import { SHAPES, type Files, type Key } from './files';
import { fieldPath, lineOf, type ReadFile, type Reader } from './reading';

/** The other languages' words as read. */
export interface Translations {
  /** Each other language's words, file by file, as its schema reads them. */
  words: Map<string, Partial<Record<Key, unknown>>>;
  /** The other languages' own files (words.fr.yaml) as read, by their name: what finds a field's line. */
  ownFiles: Map<string, ReadFile>;
}

/** Reads and checks the files of each of `otherLanguages` (the venue's languages but the default). */
export function readTranslations(
  reader: Reader,
  { docs, parsed, problemAt }: Files,
  otherLanguages: readonly string[],
): Translations {
  const { folder, problems, shown, read, problemIn, report } = reader;
  const words = new Map<string, Partial<Record<Key, unknown>>>();
  const ownFiles = new Map<string, ReadFile>();
  for (const tag of otherLanguages) {
    const name = languageName(tag);
    const found: Partial<Record<Key, unknown>> = {};
    words.set(tag, found);
    for (const key of Object.keys(CONTENT_FILES) as Key[]) {
      const { file } = CONTENT_FILES[key];
      const own = languageFile(file, tag);
      // A language's own file (its words replacing the site's) translates nothing: optional, with or without the
      // default language's, and matched with no other file (src/content/words.ts).
      if (OWN_LANGUAGE_FILES.has(key)) {
        const entry = fs.existsSync(path.join(folder, own)) ? read(own) : undefined;
        if (!entry) continue;
        ownFiles.set(own, entry);
        entry.data = withNewForms(key, entry.data);
        const result = CONTENT_FILES[key].schema.safeParse(entry.data ?? {}, CHECK_OPTIONS);
        if (result.success) found[key] = result.data;
        else report(own, entry, result.error.issues, unknownEntries);
        continue;
      }
      const hasDefault = fs.existsSync(path.join(folder, file));
      if (!fs.existsSync(path.join(folder, own))) {
        if (hasDefault)
          problems.push(
            `${shown(own)}: missing: the ${name} words of ${file} (site.yaml lists ${tag} among the venue's languages)`,
          );
        continue;
      }
      if (!hasDefault) {
        problems.push(
          `${shown(own)}: ${file} is not there, so it has no words to translate: add it, or remove this file`,
        );
        continue;
      }
      const entry = read(own);
      if (!entry) continue;
      entry.data = withNewForms(key, entry.data);
      const shape = SHAPES[key];
      const result = wordsSchema(shape).safeParse(entry.data ?? {}, CHECK_OPTIONS);
      if (!result.success) {
        report(own, entry, result.error.issues, (at, keys) => {
          const here = shapeAt(shape, at);
          return keys
            .map((k) =>
              here?.kind === 'group' && here.fields[k]
                ? `"${k}" is the same in every language: it belongs in ${file} only`
                : `unknown "${k}": expected only the ${name} words of the fields of ${file}`,
            )
            .join('; ');
        });
        continue;
      }
      found[key] = result.data;
      // Checked against what the default language's file says (its data as written), once that file is sound.
      if (parsed[key] === undefined) continue;
      const mark = problemIn(own, entry);
      const base = docs.get(key)!;
      /** An item of the default language's file, as its reader finds it: `spaces[1] "bar" (line 18)`. */
      const inBase = (at: readonly PropertyKey[], id?: string) => {
        const line = lineOf(base.doc, base.lines, at);
        return `${fieldPath(at)}${id ? ` "${id}"` : ''} (${file}${line ? `, line ${line}` : ''})`;
      };
      for (const gap of missingWords(shape, base.data, entry.data ?? {})) {
        switch (gap.problem) {
          case 'missing':
            mark(
              gap.at,
              gap.base
                ? `missing the ${name} words of ${inBase(gap.base, gap.id)}`
                : `missing the ${name} words (the default language's are in ${file})`,
            );
            break;
          case 'extra':
            mark(gap.at, `${file} has nothing here, so there is nothing to translate: leave it out here too`);
            break;
          case 'same':
            mark(
              gap.at,
              `${gap.value} is a time, the same in every language: ${file} gives it once, and each language's page says it in its own way; leave it out here`,
            );
            break;
          case 'length':
            mark(
              gap.at,
              `expected ${gap.expected} item${gap.expected === 1 ? '' : 's'}, one for each in ${file} and in the same order, got ${gap.got}`,
            );
            break;
          case 'unmatched':
            mark(
              gap.at,
              `these ${name} words are for the item with ${ITEM_ID} "${gap.id}", which ${file} no longer has: remove them, or give them the ${ITEM_ID} of the item they translate`,
            );
            break;
          case 'twice-in-base':
            problemAt(key)(
              gap.base,
              `"${gap.id}" is already the ${ITEM_ID} of another item of this list; each item needs its own, or its words in ${name} could be on either`,
            );
            break;
          case 'twice':
            mark(gap.at, `a second item with ${ITEM_ID} "${gap.id}": each item of ${file} has its ${name} words once`);
            break;
          case 'no-id':
            if (gap.base)
              problemAt(key)(
                gap.base,
                `needs an ${ITEM_ID}, so that its words in ${name} (${own}) follow it when the list changes (the editor fills one in)`,
              );
            else
              mark(
                gap.at,
                `expected the ${ITEM_ID} of the item of ${file} these words are for${gap.guess ? ` (in the same place there: ${ITEM_ID}: ${gap.guess})` : ''}`,
              );
            break;
        }
      }
    }
  }
  return { words, ownFiles };
}
