/**
 * The default language's files (site.yaml, venue.yaml, pages/…, events.yaml, prices.yaml, words.yaml), each read and
 * checked against its schema (src/content/schema.ts); the loaders of each kind then check what one file says of
 * another (src/content/loaders/).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { CONTENT_FILES, LAYOUTS, OPTIONAL_FILES, OWN_LANGUAGE_FILES } from '../schema';
import { shapeOf, type Shape } from '../languages';
import { CHECK_OPTIONS } from '../plain-issues';
import { withNewForms } from '../old-forms';
import { unknownEntries } from '../words';
import { keepAsTyped, type Mark, type ReadFile, type Reader } from './reading';

export type Key = keyof typeof CONTENT_FILES;
export type Parsed = { [K in Key]: z.infer<(typeof CONTENT_FILES)[K]['schema']> };

/** The files every folder has: `every content folder has …` names these. */
const REQUIRED_FILES = Object.entries(CONTENT_FILES)
  .filter(([key]) => !OPTIONAL_FILES.has(key as Key))
  .map(([, entry]) => entry.file);

/** Each file's words and the rest, from its schema. */
export const SHAPES = Object.fromEntries(
  Object.entries(CONTENT_FILES).map(([key, { schema }]) => [key, shapeOf(schema)]),
) as Record<Key, Shape>;

/** The default language's files as read and checked. */
export interface Files {
  /** Each file as read, by its kind: what finds a field's line. */
  docs: Map<Key, ReadFile>;
  /** Each file's data as its schema reads it, where the file is there and sound. */
  parsed: Partial<Parsed>;
  /** What marks a problem at a field of the file of kind `key`. */
  problemAt(key: Key): Mark;
  /** A list's ids must differ: the pages and links find each item by its id. */
  eachIdOnce(key: Key, list: string, items: readonly { id: string }[]): void;
}

/** Reads and checks every file of the default language; a missing file is a problem unless it is optional. */
export function readFiles(reader: Reader): Files {
  const { folder, problems, shown, read, problemIn, report } = reader;
  const docs = new Map<Key, ReadFile>();
  const parsed: Partial<Parsed> = {};
  for (const [key, { file, schema }] of Object.entries(CONTENT_FILES) as [Key, (typeof CONTENT_FILES)[Key]][]) {
    if (!fs.existsSync(path.join(folder, file))) {
      if (OPTIONAL_FILES.has(key)) continue;
      problems.push(`${shown(file)}: missing (every content folder has ${REQUIRED_FILES.join(', ')})`);
      continue;
    }
    const entry = read(file);
    if (!entry) continue;
    entry.data = withNewForms(key, entry.data);
    // A ZIP code typed without quotes is a number to YAML, which drops its leading zeros (02134 → 2134).
    if (key === 'site') keepAsTyped(entry, ['address', 'postalCode']);
    docs.set(key, entry);
    // A words file emptied of every replacement is the site's words as they are.
    const data = OWN_LANGUAGE_FILES.has(key) ? (entry.data ?? {}) : entry.data;
    const result = schema.safeParse(data, CHECK_OPTIONS);
    if (result.success) (parsed as Record<Key, unknown>)[key] = result.data;
    // Most often a typo: say which names the field may have.
    else
      report(file, entry, result.error.issues, (at, keys) => {
        if (key === 'words') return unknownEntries(at, keys);
        const layouts = at.at(-1) === 'capacity' || at.at(-1) === 'layoutNames';
        const known = layouts ? `the layouts ${LAYOUTS.join(', ')}` : 'the fields this file describes';
        return `unknown ${keys.map((k) => `"${k}"`).join(', ')}: expected only ${known}`;
      });
  }

  const problemAt = (key: Key) => problemIn(CONTENT_FILES[key].file, docs.get(key));
  const eachIdOnce = (key: Key, list: string, items: readonly { id: string }[]) => {
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const first = seen.get(item.id);
      if (first !== undefined)
        problemAt(key)(
          [list, index, 'id'],
          `"${item.id}" is already the id of ${list}[${first}]; each id must be different`,
        );
      else seen.set(item.id, index);
    });
  };
  return { docs, parsed, problemAt, eachIdOnce };
}
