/**
 * The schema's complaints in a venue's words (promises §14): what was expected and what to write, never zod's own
 * ("Invalid input: expected object, received undefined"). Given to every check of a content file as its error map,
 * it words what the schema has no message of its own for; a field's own message (`expected a whole number`) wins.
 */
import type { z } from 'zod';
import { inQuotes } from './yaml-errors';

/** `a, b or c` */
const either = (words: readonly string[], or = 'or'): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} ${or} ${words.at(-1)}`;

/** The fields of a group's schema, those it needs first: `eyebrow, title and, if you like, photos`. */
function fieldsOf(inst: unknown): string | undefined {
  const shape = (inst as { _zod?: { def?: { shape?: Record<string, { _zod?: { optin?: string } }> } } })?._zod?.def
    ?.shape;
  if (!shape) return undefined;
  const keys = Object.keys(shape);
  if (keys.length === 0) return undefined;
  // `optin`: zod's mark of a field that may be left out (`.optional()`, `.default()`).
  const needed = keys.filter((key) => shape[key]?._zod?.optin !== 'optional');
  const optional = keys.filter((key) => shape[key]?._zod?.optin === 'optional');
  if (needed.length === 0) return `${either(optional)}, each if you like`;
  return optional.length === 0
    ? either(needed, 'and')
    : `${either(needed, 'and')} (and, if you like, ${either(optional)})`;
}

/** What a wrong type is, in words a reader of YAML knows: "a number", "true or false", "a list". */
function typeInWords(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'number':
    case 'int':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'array':
      return 'a list';
    case 'object':
      return 'a group of fields';
    case 'date':
      return 'a date';
    default:
      return expected;
  }
}

type Issue = z.core.$ZodRawIssue;

function wrongType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  const { expected, input } = issue;
  if (expected === 'object') {
    const fields = fieldsOf(issue.inst);
    const group = fields ? `a group of fields, indented under it: ${fields}` : 'a group of fields, indented under it';
    return input === undefined
      ? `expected ${group}`
      : `expected ${group}, not ${Array.isArray(input) ? 'a list' : 'a single value'}`;
  }
  if (expected === 'string') return 'expected text';
  if (expected === 'array') return 'expected a list, each item on a line of its own under it, starting with "- "';
  if (expected === 'number' || expected === 'int')
    return typeof input === 'string'
      ? 'expected a number, written as digits alone (no quotes, units or words), like 12 or 8.5'
      : 'expected a number, like 12 or 8.5';
  if (expected === 'boolean') return 'expected true or false (without quotes)';
  return `expected ${typeInWords(expected)}`;
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const minimum = Number(issue.minimum);
  switch (issue.origin) {
    case 'array':
    case 'set':
      return minimum === 1 ? 'expected at least one item' : `expected at least ${minimum} items`;
    case 'string':
      return minimum === 1 ? 'expected text, not an empty one' : `expected at least ${minimum} characters`;
    default:
      return issue.inclusive ? `expected ${minimum} or more` : `expected more than ${minimum}`;
  }
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const maximum = Number(issue.maximum);
  switch (issue.origin) {
    case 'array':
    case 'set':
      return maximum === 1 ? 'expected one item at most' : `expected at most ${maximum} items`;
    case 'string':
      return `expected at most ${maximum} characters`;
    default:
      return issue.inclusive ? `expected ${maximum} or less` : `expected less than ${maximum}`;
  }
}

/** Each way a union could have been written, from its alternatives' own messages: "expected text, or a number". */
function noAlternative(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const ways = [
    ...new Set(
      issue.errors.flatMap((alternative) => {
        const first = alternative[0]?.message;
        return first
          ? [
              first
                .replace(/^expected /, '')
                .replace(/[,:;(].*$/, '')
                .trim(),
            ]
          : [];
      }),
    ),
  ];
  return ways.length > 0 ? `expected ${ways.join(', or ')}` : 'is not one of the forms this field takes';
}

/**
 * The plain message of an issue the schema has no message for, or undefined (a key the schema lacks: the loader
 * says what the file may hold).
 */
function plainMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      return wrongType(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_value':
      return issue.values.length === 1
        ? `expected ${String(issue.values[0])}`
        : `expected one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_union':
      return noAlternative(issue);
    case 'invalid_format':
      if (issue.format === 'email') return 'expected an email address, like events@example.com';
      if (issue.format === 'url') return 'expected a link starting with https://';
      return 'is not written in the form this field takes';
    case 'not_multiple_of':
      return `expected a multiple of ${String(issue.divisor)}`;
    case 'invalid_key':
    case 'invalid_element':
      return 'holds a name or an item this field does not take';
    case 'custom':
      return 'is not as this field takes it';
    default:
      return undefined;
  }
}

/**
 * What to do where YAML read what was meant as text as something else, whatever the field's message: a number or
 * true/false typed bare, or a text holding ": ", which YAML reads as a name and a value. Undefined otherwise.
 */
export function hintFor(issue: z.core.$ZodIssue & { input?: unknown }): string | undefined {
  if (issue.code !== 'invalid_type' || issue.expected !== 'string') return undefined;
  const { input } = issue;
  if (typeof input === 'number' || typeof input === 'boolean')
    return `YAML reads ${String(input)} as ${typeof input === 'number' ? 'a number' : 'true or false'}: put it in quotes, ${inQuotes(String(input))}`;
  if (input !== null && typeof input === 'object' && !Array.isArray(input) && Object.keys(input).length === 1) {
    const [[name, value]] = Object.entries(input) as [[string, unknown]];
    if (typeof value === 'string' || typeof value === 'number')
      return `YAML read the ": " in it as a name and a value: put the whole text in quotes, ${inQuotes(`${name}: ${String(value)}`)}`;
  }
  return undefined;
}

/** The options of every check of a content file: what was written is kept for "got …", and the messages are plain. */
export const CHECK_OPTIONS = {
  reportInput: true,
  error: plainMessage,
} as const satisfies z.core.ParseContext<z.core.$ZodIssue>;
