/**
 * The pure rules of promises §3: validation, template choice, the payload and the failure texts.
 * Kept free of React and the DOM so that every rule is unit-tested on its own.
 */

import type { Dictionary } from '@/i18n';
import { fill } from '@/i18n/fill';
import { NO_CHOICES, type VenueChoices } from './choices';
import { FORMS, todayIso, type ExtraParam, type FieldName, type FormKind } from './fields';

export { EMAIL_PATTERN, isValidEmail, type FieldName, type FormKind } from './fields';

export type FormValues = Partial<Record<FieldName, string>>;

type AllFormWords = Dictionary['forms'];

/**
 * A form's words in the page's language (src/i18n: `forms`), as its island is handed them: what its own fields and
 * sends say, and nothing of the other forms' (an island's props are written into the page).
 */
export type FormWords = Pick<AllFormWords, 'failure' | 'sending' | 'queued' | 'honeypot'> & {
  fields: Partial<AllFormWords['fields']>;
  checks: Partial<AllFormWords['checks']>;
};

/** The page's forms by their words in the dictionary: the enquiry, the message with photos, the subscription. */
export type FormName = 'enquiry' | 'attachments' | 'subscribe';

/** What a form's island is handed: its words, and its own name, button and thanks (`form`). */
export type IslandFormWords = FormWords & { form: AllFormWords[FormName] };

const KIND_OF: Record<FormName, FormKind> = { enquiry: 'enquiry', attachments: 'message', subscribe: 'subscribe' };

/** The words of the form `name` out of the whole dictionary's. */
export function formWords(words: AllFormWords, name: FormName): IslandFormWords {
  const own = new Set<string>(FORMS[KIND_OF[name]].fields.map((field) => field.name));
  const mine = <T extends object>(all: T): Partial<T> =>
    Object.fromEntries(Object.entries(all).filter(([field]) => own.has(field))) as Partial<T>;
  const { failure, sending, queued, honeypot } = words;
  return {
    failure,
    sending,
    queued,
    honeypot,
    fields: mine(words.fields),
    checks: mine(words.checks),
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
 * Checks every field of the form that has a check, in the form's order (promises §3, §7), and says what failed in
 * `words`' language. `today` is the visitor's calendar date (`YYYY-MM-DD`), by default from the browser's own zone.
 */
export function validate(values: FormValues, kind: FormKind, words: FormWords, today: string = todayIso()): Validation {
  const invalid: FieldName[] = [];
  const items: string[] = [];
  for (const field of FORMS[kind].fields) {
    if (!field.check || field.check.isValid(values[field.name] ?? '', today)) continue;
    invalid.push(field.name);
    items.push(checkItem(words, field.name));
  }
  const message = items.length ? fill(words.failure.invalid, { items: items.join(words.failure.separator) }) : null;
  return { invalid, message };
}

/** A checked field's item; a check without words in the dictionary is a mistake in the code, said at once. */
function checkItem(words: FormWords, name: FieldName): string {
  const item = (words.checks as Partial<Record<FieldName, string>>)[name];
  if (item === undefined) throw new Error(`The field "${name}" has a check but no words for it (forms.checks.${name})`);
  return item;
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
 * `estimate`, contract §13: as `extra` gives it, else ""; never on other forms). Values are sent trimmed. Attachments
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

/** The failure box's text for a failed send: "Oops! " + the service's text (+ advice where it helps). */
export function failureText(failure: { status: number; text: string }, words: FormWords): string {
  const base = fill(words.failure.service, { text: failure.text });
  if (isSizeLimitText(failure.text)) return joinSentences(base, words.failure.sizeLimit);
  if (failure.status === 429) return joinSentences(base, words.failure.rateLimit);
  return base;
}

/** The failure box's text when an attached image cannot be processed. */
export function processingFailureText(error: unknown, words: FormWords): string {
  const detail = error instanceof Error ? error.message : String(error);
  return detail ? `${words.failure.processing} ${detail}` : words.failure.processing;
}
