/**
 * The one table of form fields. A field is one entry: its name, control, validation, template parameter, draft and
 * address preselection; the forms, the validation, the payload, the drafts and the tests all read it. Its words (label,
 * hint, the select's empty choice, the validation item) are the dictionary's, under the field's name
 * (src/i18n: `forms.fields`, `forms.checks`), so that one table serves every language. Adding a field to a form = one
 * entry here, its words in each dictionary, and its name in a form's list.
 *
 * Free of React and the DOM, so every rule is unit-tested on its own.
 */
import { calendarDay, isCalendarDate } from '@/shared/calendar';
import { ADDRESS_PARAMS, type ChoiceList, type VenueChoices } from './choices';

export type FieldName =
  | 'name'
  | 'email'
  | 'message'
  | 'subscriber'
  | 'event_date'
  | 'guest_count'
  | 'event_type'
  | 'space'
  | 'package'
  | 'phone';

type Control =
  | {
      kind: 'input';
      type: 'text' | 'email' | 'date' | 'number' | 'tel';
      inputMode?: 'numeric' | 'email' | 'tel';
      /** The browser's limits; the validation item says the same in words. */
      min?: number;
      max?: number;
      /** `min` = the visitor's today, set in the browser (the page is static). */
      minToday?: boolean;
    }
  | { kind: 'textarea' }
  /**
   * The first option is always "" (nothing chosen), shown as the dictionary's `forms.fields.<name>.empty`.
   * `whenOffered`: the field is left out of the form where the venue's list is empty (a venue without packages).
   */
  | { kind: 'select'; choices: ChoiceList; whenOffered?: boolean };

export interface FieldSpec {
  name: FieldName;
  control: Control;
  autoComplete?: string;
  /** True when the form cannot be sent without it (marked `aria-required`). */
  required: boolean;
  /**
   * The most characters the field takes (`characterCount`), which the visitor sees near it (promises §3). Past it the
   * field is invalid (`forms.tooLong.<name>`); what was typed or pasted is never cut, so there is no `maxlength`.
   */
  limit?: number;
  /**
   * The field's check: when it says no, the failure message lists the field's item (`forms.checks.<name>`).
   * `today` is the visitor's calendar date, `YYYY-MM-DD`.
   */
  check?: { isValid: (value: string, today: string) => boolean };
  /** The `template_params` key this field's value travels in. */
  param: string;
  /** The parameter's value from the typed value (default: trimmed), on a page in language `language`. */
  toParam?: (value: string, choices: VenueChoices) => string;
  /** Kept in the visitor's draft (never the honeypot). */
  draft: boolean;
  /** An address parameter (`/contact?space=…`) that preselects a choice; unknown values (and non-dates) are ignored. */
  fromAddress?: string;
}

/**
 * The value a field reports when the browser holds input it cannot read (`validity.badInput`: "lots"
 * typed into a number field in Firefox, half a date): no valid value looks like it, so the field's
 * check fails and the visitor is told, rather than the field being sent empty without a word.
 */
export const UNREADABLE = '\uFFFD';

/**
 * The WHATWG "valid e-mail address" pattern (HTML Living Standard, input type=email), made
 * case-insensitive as promises §3 asks.
 */
const EMAIL_PATTERN =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** The visitor's calendar date in their own time zone, `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  return calendarDay(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export const GUESTS_MIN = 1;
export const GUESTS_MAX = 10_000;
/**
 * A long enquiry, yet far below the email service's cap on one email's parameters (EmailJS's free plan: 50 KB): even
 * at four bytes a character in UTF-8, the message, name and phone stay under 21 KB together.
 */
export const MESSAGE_MAX_LENGTH = 5_000;
/** Room for the longest names people carry, with titles; a name is never a paragraph. */
export const NAME_MAX_LENGTH = 100;
/** Long enough for any international number with an extension and spaces; a phone is never an essay. */
export const PHONE_MAX_LENGTH = 40;
/** A field's counter shows from this share of its limit on: a warning in time, and quiet before it. */
const COUNTER_FROM = 0.9;

/**
 * The length the limits count: the characters of the trimmed value (what is sent), by code point, so that a character
 * beyond the BMP (most emoji, rarer CJK) counts once rather than twice; none takes more than four bytes in UTF-8.
 */
export function characterCount(value: string): number {
  const text = value.trim();
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** Where a value stands against a field's limit: below the counter, near the limit (counter shown), or over it. */
export type LimitZone = 'quiet' | 'near' | 'over';

export function limitZone(count: number, limit: number): LimitZone {
  if (count > limit) return 'over';
  return count >= Math.ceil(limit * COUNTER_FROM) ? 'near' : 'quiet';
}

const filled = (value: string) => value.trim() !== '';
/** Optional fields are checked only when filled (promises §7). */
const whenFilled = (isValid: (value: string, today: string) => boolean) => (value: string, today: string) =>
  !filled(value) || isValid(value.trim(), today);

/** The chosen option's text, or "" for an empty or unknown value (a tampered page, an old draft). */
const choiceText = (list: ChoiceList) => (value: string, choices: VenueChoices) =>
  (choices[list] ?? []).find((choice) => choice.value === value.trim())?.text ?? '';

export const FIELDS: Readonly<Record<FieldName, FieldSpec>> = {
  name: {
    name: 'name',
    control: { kind: 'input', type: 'text' },
    autoComplete: 'name',
    required: true,
    limit: NAME_MAX_LENGTH,
    check: { isValid: filled },
    param: 'from_name',
    draft: true,
  },
  email: {
    name: 'email',
    control: { kind: 'input', type: 'email' },
    autoComplete: 'email',
    required: true,
    check: { isValid: isValidEmail },
    param: 'reply_to',
    draft: true,
  },
  subscriber: {
    name: 'subscriber',
    control: { kind: 'input', type: 'email' },
    autoComplete: 'email',
    required: true,
    check: { isValid: isValidEmail },
    param: 'reply_to',
    draft: true,
  },
  message: {
    name: 'message',
    control: { kind: 'textarea' },
    required: true,
    limit: MESSAGE_MAX_LENGTH,
    check: { isValid: filled },
    param: 'message',
    draft: true,
  },
  event_date: {
    name: 'event_date',
    control: { kind: 'input', type: 'date', minToday: true },
    required: false,
    check: {
      // ISO dates compare as strings.
      isValid: whenFilled((value, today) => isCalendarDate(value) && value >= today),
    },
    param: 'event_date',
    draft: true,
    // `/contact?date=2026-12-05#enquiry`: an event's "Enquire" link, or a day chosen elsewhere.
    fromAddress: ADDRESS_PARAMS.date,
  },
  guest_count: {
    name: 'guest_count',
    control: { kind: 'input', type: 'number', inputMode: 'numeric', min: GUESTS_MIN, max: GUESTS_MAX },
    required: false,
    check: {
      isValid: whenFilled((value) => /^\d+$/.test(value) && Number(value) >= GUESTS_MIN && Number(value) <= GUESTS_MAX),
    },
    param: 'guest_count',
    draft: true,
  },
  event_type: {
    name: 'event_type',
    control: { kind: 'select', choices: 'eventKinds' },
    required: false,
    param: 'event_type',
    toParam: choiceText('eventKinds'),
    draft: true,
    fromAddress: ADDRESS_PARAMS.event,
  },
  space: {
    name: 'space',
    control: { kind: 'select', choices: 'spaces' },
    required: false,
    param: 'space',
    toParam: choiceText('spaces'),
    draft: true,
    fromAddress: ADDRESS_PARAMS.space,
  },
  // Promises §13: sent as the package's name; `/contact?package=mill-wedding` chooses it.
  package: {
    name: 'package',
    control: { kind: 'select', choices: 'packages', whenOffered: true },
    required: false,
    param: 'package',
    toParam: choiceText('packages'),
    draft: true,
    fromAddress: ADDRESS_PARAMS.package,
  },
  phone: {
    name: 'phone',
    control: { kind: 'input', type: 'tel', inputMode: 'tel' },
    autoComplete: 'tel',
    required: false,
    limit: PHONE_MAX_LENGTH,
    param: 'phone',
    draft: true,
  },
};

/** Which form asks what: the contact page's enquiry, its photo form, and the subscribe form. */
export type FormKind = 'enquiry' | 'message' | 'subscribe';

/** A template parameter a form sends beyond its fields', written by its page: the enquiry's estimate (promises §13). */
export type ExtraParam = 'estimate';

export interface FormSpec {
  /** The fields in the order the visitor meets them, which is also the order of validation items and focus. */
  fields: readonly FieldSpec[];
  /** A message field: the message template (promises §3). */
  hasMessageField: boolean;
  /** The parameters every send of the form carries after its fields' ("" where its page gives none). */
  extraParams: readonly ExtraParam[];
}

const seedMessageFields = [FIELDS.name, FIELDS.email, FIELDS.message];

export const FORMS: Readonly<Record<FormKind, FormSpec>> = {
  // promises §7: the seed's three, then the venue's questions in the order of its table. The space
  // (not in §7) sits beside the kind of event, and the package (promises §13) after them: choices from the venue's
  // content. The estimate the page shows for the package travels with every send, "" when there is none.
  enquiry: {
    fields: [
      ...seedMessageFields,
      FIELDS.event_date,
      FIELDS.guest_count,
      FIELDS.event_type,
      FIELDS.space,
      FIELDS.package,
      FIELDS.phone,
    ],
    hasMessageField: true,
    extraParams: ['estimate'],
  },
  message: { fields: seedMessageFields, hasMessageField: true, extraParams: [] },
  subscribe: { fields: [FIELDS.subscriber], hasMessageField: false, extraParams: [] },
};

/** Every field name any form keeps in a draft. */
export const DRAFT_FIELDS: readonly FieldName[] = (Object.values(FIELDS) as FieldSpec[])
  .filter((field) => field.draft)
  .map((field) => field.name);
