/**
 * The pure rules of promises §3: validation, template choice, the payload and the failure texts.
 * Kept free of React and the DOM so that every rule is unit-tested on its own.
 */

import type { Dictionary } from '@/i18n';
import { fill, plural } from '@/i18n/fill';
import { formatNumber } from '@/i18n/format';
import { NO_CHOICES, type VenueChoices } from './choices';
import {
  characterCount,
  FORMS,
  limitZone,
  todayIso,
  type ExtraParam,
  type FieldName,
  type FieldSpec,
  type FormKind,
} from './fields';

export { isValidEmail, type FieldName, type FormKind } from './fields';

export type FormValues = Partial<Record<FieldName, string>>;

type AllFormWords = Dictionary['forms'];

/**
 * A form's words in the page's language (src/i18n: `forms`), as its island is handed them: what its own fields and
 * sends say, and nothing of the other forms' (an island's props are written into the page).
 */
export type FormWords = Pick<AllFormWords, 'hinted' | 'failure' | 'sending' | 'queued' | 'honeypot'> & {
  fields: Partial<AllFormWords['fields']>;
  checks: Partial<AllFormWords['checks']>;
  tooLong: Partial<AllFormWords['tooLong']>;
  /** What a field's counter says near its limit: only for a form with a field that has one. */
  counter?: AllFormWords['counter'];
  /** The page's language, in which the form writes its figures (the limits, the counter's count). */
  tag: string;
};

/** The page's forms by their words in the dictionary: the enquiry, the message with photos, the subscription. */
export type FormName = 'enquiry' | 'attachments' | 'subscribe';

/** What a form's island is handed: its words, and its own name, button and thanks (`form`). */
export type IslandFormWords = FormWords & { form: AllFormWords[FormName] };

const KIND_OF: Record<FormName, FormKind> = { enquiry: 'enquiry', attachments: 'message', subscribe: 'subscribe' };

/** The words of the form `name` out of the whole dictionary's, for a page in language `tag`. */
export function formWords(words: AllFormWords, name: FormName, tag: string): IslandFormWords {
  const fields = FORMS[KIND_OF[name]].fields;
  const own = new Set<string>(fields.map((field) => field.name));
  const mine = <T extends object>(all: T): Partial<T> =>
    Object.fromEntries(Object.entries(all).filter(([field]) => own.has(field))) as Partial<T>;
  const { hinted, failure, sending, queued, honeypot } = words;
  return {
    hinted,
    failure,
    sending,
    queued,
    honeypot,
    fields: mine(words.fields),
    checks: mine(words.checks),
    tooLong: mine(words.tooLong),
    ...(fields.some((field) => field.limit !== undefined) ? { counter: words.counter } : {}),
    tag,
    form: words[name],
  };
}

export interface Validation {
  /** The invalid fields, in the order the visitor meets them (the form's order in the table of fields). */
  invalid: FieldName[];
  /** The failure message, or null when every field is valid. */
  message: string | null;
}

/**
 * Checks every field of the form that has a check, in the form's order (promises §3, §7), then every field's limit,
 * and says what failed in `words`' language: the checks' items first, in the promised order, then the limits'.
 * `today` is the visitor's calendar date (`YYYY-MM-DD`), by default from the browser's own zone.
 */
export function validate(values: FormValues, kind: FormKind, words: FormWords, today: string = todayIso()): Validation {
  const invalid: FieldName[] = [];
  const items: string[] = [];
  const tooLong: string[] = [];
  for (const field of FORMS[kind].fields) {
    const value = values[field.name] ?? '';
    if (field.check && !field.check.isValid(value, today)) {
      invalid.push(field.name);
      items.push(checkItem(words, field.name));
    } else if (field.limit !== undefined && characterCount(value) > field.limit) {
      invalid.push(field.name);
      tooLong.push(tooLongItem(words, field));
    }
  }
  items.push(...tooLong);
  const message = items.length ? fill(words.failure.invalid, { items: items.join(words.failure.separator) }) : null;
  return { invalid, message };
}

/** A checked field's item; a check without words in the dictionary is a mistake in the code, said at once. */
function checkItem(words: FormWords, name: FieldName): string {
  const item = (words.checks as Partial<Record<FieldName, string>>)[name];
  if (item === undefined) throw new Error(`The field "${name}" has a check but no words for it (forms.checks.${name})`);
  return item;
}

/** A field's item over its limit, the limit written as the page's language writes figures ("5,000", "5.000"). */
function tooLongItem(words: FormWords, field: FieldSpec): string {
  const item = (words.tooLong as Partial<Record<FieldName, string>>)[field.name];
  if (item === undefined || field.limit === undefined)
    throw new Error(`The field "${field.name}" has a limit but no words for it (forms.tooLong.${field.name})`);
  return fill(item, { max: formatNumber(field.limit, words.tag) });
}

/**
 * What a field's counter says of `count` characters (`characterCount`) against the field's `limit` (promises §3):
 * near it, "4,620 of 5,000 characters"; over it, "120 characters too many"; nothing below `COUNTER_FROM` of it.
 */
export function counterText(count: number, limit: number, words: Pick<FormWords, 'counter' | 'tag'>): string {
  const zone = limitZone(count, limit);
  if (zone === 'quiet') return '';
  if (!words.counter) throw new Error('A field with a limit, but no words for its counter (forms.counter)');
  const figure = (n: number) => formatNumber(n, words.tag);
  if (zone === 'near') return fill(words.counter.count, { count: figure(count), max: figure(limit) });
  return plural(words.counter.over, count - limit, words.tag, { count: figure(count - limit) });
}

export interface Templates {
  message: string;
  subscribe: string;
  attachments: string;
}

/** Attached files win; else a message field; else the subscribe template. */
export function chooseTemplate(
  form: { attachmentCount: number; hasMessageField: boolean },
  templates: Templates,
): string {
  if (form.attachmentCount > 0) return templates.attachments;
  if (form.hasMessageField) return templates.message;
  return templates.subscribe;
}

export interface Attachment {
  name: string;
  dataUrl: string;
}

/** What a page adds to its form's sends beyond the fields (the enquiry's estimate, as the page shows it). */
export type ExtraParams = Partial<Record<ExtraParam, string>>;

/**
 * `template_params` of promises §3 and §7: the seed's four first (`reply_to`, `from_name`, `to_name`,
 * `message`; "" where the form has no such field, as on subscribe forms), then each other field's
 * parameter in the form's order, always present ("" when empty), then the form's extra parameters (the enquiry's
 * `estimate`, promises §13: as `extra` gives it, else ""; never on other forms). Values are sent trimmed. Attachments
 * add `file_name_N` / `image_data_N` from N = 1.
 */
export function buildTemplateParams(
  values: FormValues,
  kind: FormKind,
  toName: string,
  attachments: readonly Attachment[] = [],
  /** The venue's choices in the page's language: a choice travels as the text the visitor read. */
  choices: VenueChoices = NO_CHOICES,
  extra: ExtraParams = {},
): Record<string, string> {
  const params: Record<string, string> = { reply_to: '', from_name: '', to_name: toName, message: '' };
  for (const field of FORMS[kind].fields) {
    const value = values[field.name] ?? '';
    params[field.param] = field.toParam ? field.toParam(value, choices) : value.trim();
  }
  for (const name of FORMS[kind].extraParams) params[name] = extra[name] ?? '';
  attachments.forEach((file, index) => {
    params[`file_name_${index + 1}`] = file.name;
    params[`image_data_${index + 1}`] = file.dataUrl;
  });
  return params;
}

/**
 * True when the service refused the email for its size (promises §3): the text names an attachments
 * size limit (EmailJS calls the images "variables" in its own message), or a proxy's "Request Entity Too Large".
 */
export function isSizeLimitText(text: string): boolean {
  return (
    /request entity too large/i.test(text) ||
    /(attachments?|variables?)('s)?\s+size\s+limit/i.test(text) ||
    /size\s+limit\s+(of|for)\s+(the\s+)?attachments?/i.test(text)
  );
}

/** Joins two sentences, adding a full stop only where the first has no closing punctuation. */
function joinSentences(first: string, second: string): string {
  const head = first.trimEnd();
  return /[.!?…]$/.test(head) ? `${head} ${second}` : `${head}. ${second}`;
}

/**
 * Whether a failed send calls for the size-limit advice (promises §3): the service refused the email for its size,
 * and images went with it. Without images the advice to send one per form would not help: the text alone is shown.
 */
export function isImageSizeLimit(failure: { text: string; attachments: number }): boolean {
  return failure.attachments > 0 && isSizeLimitText(failure.text);
}

/**
 * The failure box's text for a failed send: "Oops! " + the service's text (+ advice where it helps). `attachments`:
 * how many files went with the send.
 */
export function failureText(
  failure: { status: number; text: string; attachments: number },
  words: Pick<FormWords, 'failure'>,
): string {
  const base = fill(words.failure.service, { text: failure.text });
  if (isImageSizeLimit(failure)) return joinSentences(base, words.failure.sizeLimit);
  if (failure.status === 429) return joinSentences(base, words.failure.rateLimit);
  return base;
}

/** The failure box's text when an attached image cannot be processed. */
export function processingFailureText(error: unknown, words: Pick<FormWords, 'failure'>): string {
  const detail = error instanceof Error ? error.message : String(error);
  return detail ? `${words.failure.processing} ${detail}` : words.failure.processing;
}
