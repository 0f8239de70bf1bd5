/**
 * The pure rules of CONTRACT §3: validation, template choice, the payload and the failure texts.
 * Kept free of React and the DOM so that every rule is unit-tested on its own.
 */

export type FieldName = 'name' | 'email' | 'message' | 'subscriber';

/** A form with a message field (contact, attachments) or a subscribe form (`subscriber`, no message). */
export type FormKind = 'message' | 'subscribe';

export type FormValues = Partial<Record<FieldName, string>>;

/**
 * The WHATWG "valid e-mail address" pattern (HTML Living Standard, input type=email), made
 * case-insensitive as CONTRACT §3 asks.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export const VALIDATION_PREFIX = 'Oops, something went wrong! Please ';
const ITEM_TEXT: Record<'name' | 'email' | 'message', string> = {
  name: 'fill in your Name',
  email: 'enter a valid Email',
  message: 'fill in a Message',
};

export interface Validation {
  /** The invalid fields, in the order the visitor meets them (name, email/subscriber, message). */
  invalid: FieldName[];
  /** The failure message, or null when every field is valid. */
  message: string | null;
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

export function validate(values: FormValues, kind: FormKind): Validation {
  const invalid: FieldName[] = [];
  const items: string[] = [];
  const emailField: FieldName = kind === 'subscribe' ? 'subscriber' : 'email';
  if (kind === 'message' && (values.name ?? '').trim() === '') {
    invalid.push('name');
    items.push(ITEM_TEXT.name);
  }
  if (!isValidEmail(values[emailField] ?? '')) {
    invalid.push(emailField);
    items.push(ITEM_TEXT.email);
  }
  if (kind === 'message' && (values.message ?? '').trim() === '') {
    invalid.push('message');
    items.push(ITEM_TEXT.message);
  }
  return { invalid, message: items.length ? VALIDATION_PREFIX + items.join(', ') : null };
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

/**
 * `template_params` of CONTRACT §3. Values are sent trimmed; subscribe forms send an empty
 * `from_name` and `message`. Attachments add `file_name_N` / `image_data_N` from N = 1.
 */
export function buildTemplateParams(
  values: FormValues,
  kind: FormKind,
  toName: string,
  attachments: readonly Attachment[] = [],
): Record<string, string> {
  const params: Record<string, string> =
    kind === 'subscribe'
      ? { reply_to: (values.subscriber ?? '').trim(), from_name: '', to_name: toName, message: '' }
      : {
          reply_to: (values.email ?? '').trim(),
          from_name: (values.name ?? '').trim(),
          to_name: toName,
          message: (values.message ?? '').trim(),
        };
  attachments.forEach((file, index) => {
    params[`file_name_${index + 1}`] = file.name;
    params[`image_data_${index + 1}`] = file.dataUrl;
  });
  return params;
}

export const SIZE_LIMIT_ADVICE = 'Please try submitting the form twice, sending only one image per form';
export const RATE_LIMIT_ADVICE = 'Please wait a few seconds and try again.';
export const PROCESSING_PREFIX = 'Oops, something went wrong!';

/**
 * True when the service refused the email for its size (CONTRACT §3): the text names an attachments
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
export function failureText(failure: { status: number; text: string }): string {
  const base = `Oops! ${failure.text}`;
  if (isSizeLimitText(failure.text)) return joinSentences(base, SIZE_LIMIT_ADVICE);
  if (failure.status === 429) return joinSentences(base, RATE_LIMIT_ADVICE);
  return base;
}

/** The failure box's text when an attached image cannot be processed. */
export function processingFailureText(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return detail ? `${PROCESSING_PREFIX} ${detail}` : PROCESSING_PREFIX;
}
