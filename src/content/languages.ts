/**
 * A venue's languages in its content (contract §10): the default language's words stay in each content file, and
 * every other language's words go in a file beside it, `pages/home.fr.yaml`, holding only the fields the schema
 * marks translatable (`.meta({ translatable: true })`, carried by `text`), in the same nesting, lists item by item.
 * That is the layout Sveltia CMS writes with `structure: multiple_files` and `omit_default_locale_from_file_path`.
 *
 * Everything here is derived from the schema: a field added to it is translated (or not) with no second edit.
 */
import { z } from 'zod';

/** What a file's schema says about its words: which fields each language writes for itself. */
export type Shape =
  /** The venue's words: each language has its own. `schema` checks them, without `.optional()`/`.default()`. */
  | { kind: 'words'; schema: z.ZodType }
  /** The same in every language: only in the default language's file. */
  | { kind: 'same' }
  | { kind: 'group'; fields: Record<string, Shape> }
  | { kind: 'list'; item: Shape };

const translatableMark = (schema: z.ZodType): boolean | undefined => {
  const mark = z.globalRegistry.get(schema)?.translatable;
  return typeof mark === 'boolean' ? mark : undefined;
};

/** Whether a shape holds any words at all (a group of numbers does not). */
export const hasWords = (shape: Shape): boolean =>
  shape.kind === 'words' ||
  (shape.kind === 'list' && hasWords(shape.item)) ||
  (shape.kind === 'group' && Object.values(shape.fields).some(hasWords));

/**
 * The words and the rest of a schema. The nearest mark decides (a field's own, else the wrapper's around it), except
 * that `translatable: false` on a group or list keeps everything under it the same in every language.
 */
export function shapeOf(schema: z.ZodType, inherited = false): Shape {
  const mark = translatableMark(schema);
  if (mark === false) return { kind: 'same' };
  const marked = mark ?? inherited;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodReadonly
  ) {
    return shapeOf(schema.def.innerType as z.ZodType, marked);
  }
  if (schema instanceof z.ZodObject) {
    const fields = Object.fromEntries(
      Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => [key, shapeOf(field)]),
    );
    return { kind: 'group', fields };
  }
  if (schema instanceof z.ZodArray) return { kind: 'list', item: shapeOf(schema.element as z.ZodType, marked) };
  // Anything else (text, a number, a union, a transform) is one value: words only when marked.
  return marked ? { kind: 'words', schema } : { kind: 'same' };
}

/**
 * The schema of a language's file: the words of the main schema, same nesting, each one optional (whether a word
 * is missing depends on what the default language's file holds: `missingWords` says it). Strict, so a field that
 * is the same in every language is refused there.
 */
export function wordsSchema(shape: Shape): z.ZodType {
  switch (shape.kind) {
    case 'words':
      return shape.schema;
    case 'list':
      return z.array(wordsSchema(shape.item), { error: 'expected a list' });
    case 'group':
      return z.strictObject(
        Object.fromEntries(
          Object.entries(shape.fields)
            .filter(([, field]) => hasWords(field))
            .map(([key, field]) => [key, wordsSchema(field).optional()]),
        ),
        { error: 'expected a group of fields' },
      );
    case 'same':
      return z.never();
  }
}

/** The shape at a path of keys and list indexes; undefined past the schema's end. */
export function shapeAt(shape: Shape, at: readonly PropertyKey[]): Shape | undefined {
  let here: Shape | undefined = shape;
  for (const key of at) {
    if (!here) return undefined;
    if (here.kind === 'list') here = typeof key === 'number' ? here.item : undefined;
    else if (here.kind === 'group') here = typeof key === 'string' ? here.fields[key] : undefined;
    else return here;
  }
  return here;
}

/** Whether the value at a path is (or lies in) the venue's words. */
export const isWordsAt = (shape: Shape, at: readonly PropertyKey[]): boolean => shapeAt(shape, at)?.kind === 'words';

/** What a language's file lacks or has too much of, against the default language's data, field by field. */
export interface WordsProblem {
  at: PropertyKey[];
  problem: 'missing' | 'extra' | 'length';
  /** For `length`: the default file's count. */
  expected?: number;
  got?: number;
}

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Compares a language's words with the default language's data: every word there needs its translation here, a
 * list has as many items, and nothing is translated that the default language leaves out.
 */
export function missingWords(shape: Shape, base: unknown, words: unknown, at: PropertyKey[] = []): WordsProblem[] {
  // An empty group is no words (an editor may write `dimensions: {}` for a space without a note).
  if (!wordsIn(shape, base)) return wordsIn(shape, words) ? [{ at, problem: 'extra' }] : [];
  if (words === undefined || words === null) return [{ at, problem: 'missing' }];
  if (shape.kind === 'group' && isGroup(base) && isGroup(words)) {
    return Object.entries(shape.fields).flatMap(([key, field]) =>
      missingWords(field, base[key], words[key], [...at, key]),
    );
  }
  if (shape.kind === 'list' && Array.isArray(base) && Array.isArray(words)) {
    if (base.length !== words.length) return [{ at, problem: 'length', expected: base.length, got: words.length }];
    return base.flatMap((item, index) => missingWords(shape.item, item, words[index], [...at, index]));
  }
  return [];
}

/** Whether some words are written in a value of this shape. */
function wordsIn(shape: Shape, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (shape.kind === 'words') return true;
  if (shape.kind === 'group')
    return isGroup(value) && Object.entries(shape.fields).some(([key, field]) => wordsIn(field, value[key]));
  return shape.kind === 'list' && Array.isArray(value) && value.length > 0 && hasWords(shape.item);
}

/** The default language's data with a language's words laid over it (checked first: same lists, same lengths). */
export function withWords(shape: Shape, base: unknown, words: unknown): unknown {
  if (words === undefined) return base;
  if (shape.kind === 'words') return words;
  if (shape.kind === 'group' && isGroup(base) && isGroup(words)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, field] of Object.entries(shape.fields)) {
      if (words[key] !== undefined) merged[key] = withWords(field, base[key], words[key]);
    }
    return merged;
  }
  if (shape.kind === 'list' && Array.isArray(base) && Array.isArray(words)) {
    return base.map((item: unknown, index) => withWords(shape.item, item, words[index]));
  }
  return base;
}

/** A language's code in paths and file names: its tag in lower case (`pt-BR` → `pt-br`). */
export const languageCode = (tag: string): string => tag.toLowerCase();

/** `pages/home.yaml` in French: `pages/home.fr.yaml`. */
export const languageFile = (file: string, tag: string): string =>
  file.replace(/(\.ya?ml)$/, `.${languageCode(tag)}$1`);

/** The language's name in English, for messages: "French", "Brazilian Portuguese". */
export function languageName(tag: string): string {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}
