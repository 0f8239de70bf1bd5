/**
 * A venue's languages in its content (promises §10): the default language's words stay in each content file, and
 * every other language's words go in a file beside it, `pages/home.fr.yaml`, holding only the fields the schema
 * marks translatable (`.meta({ translatable: true })`, carried by `text`), in the same nesting. A list whose items
 * have an `id` is matched item by item by that id, so staff may reorder, remove or add items in the default
 * language's file without a translation moving onto another item; its items carry their `id` in every language's
 * file. Other lists (of plain texts: paragraphs) are matched by position. That is the layout Sveltia CMS writes with
 * `structure: multiple_files` and `omit_default_locale_from_file_path`, the `id` field being `i18n: duplicate`.
 *
 * Everything here is derived from the schema: a field added to it is translated (or not) with no second edit.
 */
import { z } from 'zod';
// Relative, not '@/': the Astro integration loads this file with astro.config.mjs, before any alias exists.
import { isClockTime } from '../i18n/format';

/** What a file's schema says about its words: which fields each language writes for itself. */
export type Shape =
  /**
   * The venue's words: each language has its own. `schema` checks them, without `.optional()`/`.default()`. With
   * `sameWhen`, a value it matches is data, not words (a time of day, `14:00`): the same in every language, written
   * once in the default language's file, never asked of another. `mayRepeat`: a language may leave them out and
   * show the default language's (the venue's name).
   */
  | { kind: 'words'; schema: z.ZodType; sameWhen?: (value: unknown) => boolean; mayRepeat?: boolean }
  /** The same in every language: only in the default language's file. */
  | { kind: 'same' }
  | { kind: 'group'; fields: Record<string, Shape> }
  /** `keyed`: its items are groups with an `id`, which matches a translation to its item. */
  | { kind: 'list'; item: Shape; keyed: boolean };

/** The field that names an item of a list in every language's file. */
export const ITEM_ID = 'id';

/** A time of day on the 24-hour clock, `14:00`, as the pages tell one (each says it its language's way: 2 PM, 14:00). */
const isTimeOfDay = (value: unknown): boolean => typeof value === 'string' && isClockTime(value);

/**
 * `.meta({ timeOrWords: true })` on a text field: a time of day written there (`14:00`) is data, the same in every
 * language; anything else written there ("Late") is words, which each language writes for itself.
 */
const isTimeOrWords = (schema: z.ZodType): boolean => z.globalRegistry.get(schema)?.timeOrWords === true;

const translatableMark = (schema: z.ZodType): boolean | undefined => {
  const mark = z.globalRegistry.get(schema)?.translatable;
  return typeof mark === 'boolean' ? mark : undefined;
};

/** `.meta({ mayRepeat: true })`: words another language may leave as the default language writes them. */
const mayRepeatMark = (schema: z.ZodType): boolean => z.globalRegistry.get(schema)?.mayRepeat === true;

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
  if (schema instanceof z.ZodArray) {
    const item = shapeOf(schema.element as z.ZodType, marked);
    return { kind: 'list', item, keyed: item.kind === 'group' && item.fields[ITEM_ID]?.kind === 'same' };
  }
  // Anything else (text, a number, a union, a transform) is one value: words only when marked.
  if (!marked) return { kind: 'same' };
  if (isTimeOrWords(schema)) return { kind: 'words', schema, sameWhen: isTimeOfDay };
  return mayRepeatMark(schema) ? { kind: 'words', schema, mayRepeat: true } : { kind: 'words', schema };
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
      return z.array(shape.keyed ? keyedItemSchema(shape.item) : wordsSchema(shape.item), { error: 'expected a list' });
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

/** An item of a keyed list in a language's file: its words and the id of the item they are for. */
function keyedItemSchema(item: Shape): z.ZodType {
  const words = wordsSchema(item) as z.ZodObject;
  return words.extend({ [ITEM_ID]: z.string({ error: 'expected the id of the item these words are for' }).optional() });
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
export type WordsProblem =
  /** No words where the default language's file has some; `base` is that place in the default file, when it differs. */
  | { problem: 'missing'; at: PropertyKey[]; base?: PropertyKey[]; id?: string }
  | { problem: 'extra'; at: PropertyKey[] }
  /** Another value where the default file has data in a field of words (`sameWhen`: a time), which is `value`. */
  | { problem: 'same'; at: PropertyKey[]; value: string }
  /** A list matched by position holds another number of items: the default file's count, and this one's. */
  | { problem: 'length'; at: PropertyKey[]; expected: number; got: number }
  /** An item of a keyed list without its id: in the default file (`base`), or here (`at`, with the id it may mean). */
  | { problem: 'no-id'; at: PropertyKey[]; base?: PropertyKey[]; guess?: string }
  /** An item of a keyed list whose id the default file does not have (its item is gone), or that comes twice here. */
  | { problem: 'unmatched' | 'twice'; at: PropertyKey[]; id: string }
  /** Two items of the default file with one id: neither's words could be told from the other's. */
  | { problem: 'twice-in-base'; at: PropertyKey[]; base: PropertyKey[]; id: string };

const isGroup = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Compares a language's words with the default language's data: every word there needs its translation here, a
 * list has as many items, and nothing is translated that the default language leaves out.
 */
export function missingWords(shape: Shape, base: unknown, words: unknown, at: PropertyKey[] = []): WordsProblem[] {
  // A time is written once: nothing is asked here, and the same time written again is no mistake.
  if (shape.kind === 'words' && shape.sameWhen?.(base))
    return words === undefined || words === null || words === base
      ? []
      : [{ at, problem: 'same', value: String(base) }];
  // An empty group is no words (an editor may write `dimensions: {}` for a space without a note).
  if (!wordsIn(shape, base)) return wordsIn(shape, words) ? [{ at, problem: 'extra' }] : [];
  if (words === undefined || words === null)
    return shape.kind === 'words' && shape.mayRepeat ? [] : [{ at, problem: 'missing' }];
  if (shape.kind === 'group' && isGroup(base) && isGroup(words)) {
    return Object.entries(shape.fields).flatMap(([key, field]) =>
      missingWords(field, base[key], words[key], [...at, key]),
    );
  }
  if (shape.kind === 'list' && shape.keyed && Array.isArray(base) && Array.isArray(words))
    return missingByIds(shape, base, words, at);
  if (shape.kind === 'list' && Array.isArray(base) && Array.isArray(words)) {
    if (base.length !== words.length) return [{ at, problem: 'length', expected: base.length, got: words.length }];
    return base.flatMap((item, index) => missingWords(shape.item, item, words[index], [...at, index]));
  }
  return [];
}

const idOf = (item: unknown): string | undefined => {
  const id = isGroup(item) ? item[ITEM_ID] : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

/**
 * A keyed list, item by item through the ids: each of the default file's items needs its words under its id, and
 * each item here needs an id the default file has (a translation whose item was removed is someone's work to remove
 * or move, never words to pin on whatever item now stands in its place).
 */
function missingByIds(
  shape: Extract<Shape, { kind: 'list' }>,
  base: unknown[],
  words: unknown[],
  at: PropertyKey[],
): WordsProblem[] {
  const problems: WordsProblem[] = [];
  const baseIds = new Map<string, number>();
  base.forEach((item, index) => {
    const id = idOf(item);
    if (id === undefined) {
      if (wordsIn(shape.item, item)) problems.push({ at, base: [...at, index], problem: 'no-id' });
    } else if (baseIds.has(id)) problems.push({ at, base: [...at, index], problem: 'twice-in-base', id });
    else baseIds.set(id, index);
  });
  const seen = new Map<string, number>();
  words.forEach((item, index) => {
    const id = idOf(item);
    if (id === undefined) {
      const guess = idOf(base[index]);
      problems.push({ at: [...at, index], problem: 'no-id', ...(guess ? { guess } : {}) });
      // Said once: the item in the same place is not reported as missing its words as well.
      if (guess !== undefined && !seen.has(guess)) seen.set(guess, -1);
    } else if (seen.has(id)) problems.push({ at: [...at, index], problem: 'twice', id });
    else if (!baseIds.has(id)) problems.push({ at: [...at, index], problem: 'unmatched', id });
    else seen.set(id, index);
  });
  for (const [id, baseIndex] of baseIds) {
    const index = seen.get(id);
    if (index === -1) continue;
    if (index === undefined) {
      if (wordsIn(shape.item, base[baseIndex])) problems.push({ at, base: [...at, baseIndex], problem: 'missing', id });
    } else
      problems.push(
        ...missingWords(shape.item, base[baseIndex], words[index], [...at, index]).map((problem) =>
          // Where the item stands elsewhere in the default file, the message says where.
          problem.problem === 'missing' && baseIndex !== index
            ? { ...problem, base: [...at, baseIndex, ...problem.at.slice(at.length + 1)] }
            : problem,
        ),
      );
  }
  return problems;
}

/** Whether some words are written in a value of this shape. */
function wordsIn(shape: Shape, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (shape.kind === 'words') return !shape.sameWhen?.(value);
  if (shape.kind === 'group')
    return isGroup(value) && Object.entries(shape.fields).some(([key, field]) => wordsIn(field, value[key]));
  return shape.kind === 'list' && Array.isArray(value) && value.length > 0 && hasWords(shape.item);
}

/** The default language's data with a language's words laid over it (checked first: same lists, same lengths). */
export function withWords(shape: Shape, base: unknown, words: unknown): unknown {
  if (words === undefined) return base;
  if (shape.kind === 'words') return shape.sameWhen?.(base) ? base : words;
  if (shape.kind === 'group' && isGroup(base) && isGroup(words)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, field] of Object.entries(shape.fields)) {
      if (words[key] !== undefined) merged[key] = withWords(field, base[key], words[key]);
    }
    return merged;
  }
  if (shape.kind === 'list' && shape.keyed && Array.isArray(base) && Array.isArray(words)) {
    const byId = new Map(words.map((item) => [idOf(item), item]));
    return base.map((item: unknown) => withWords(shape.item, item, withoutId(byId.get(idOf(item)))));
  }
  if (shape.kind === 'list' && Array.isArray(base) && Array.isArray(words)) {
    return base.map((item: unknown, index) => withWords(shape.item, item, words[index]));
  }
  return base;
}

/** A keyed item's words, less the id that found them (the default language's item has it already). */
function withoutId(item: unknown): unknown {
  if (!isGroup(item)) return item;
  return Object.fromEntries(Object.entries(item).filter(([key]) => key !== ITEM_ID));
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
