/**
 * What a form does once its fields are valid: choose the template, build the payload and send it through EmailJS
 * (promises §3, §7). Never in a page's initial JavaScript: EmailForm loads this module (with `@/lib/emailjs` and the
 * EmailJS library, one chunk) on the visitor's first use of a form: a focus, a tap, typing, or the send itself.
 * It answers with the outcome rather than an error class, so that EmailForm holds no part of it. With the relay on
 * (promises §16), loading it starts the proof of work its first send carries (proof-of-work.ts).
 */
import { adminLabel, settings } from '@/config/public-settings';
import { fill } from '@/i18n/fill';
import { EmailSendError, NETWORK_ERROR_TEXT, sendEmail, TIMEOUT_TEXT } from '@/lib/emailjs';
import type { VenueChoices } from './choices';
import { FORMS } from './fields';
import {
  buildTemplateParams,
  chooseTemplate,
  failureText,
  isImageSizeLimit,
  type Attachment,
  type ExtraParams,
  type FormKind,
  type FormValues,
  type FormWords,
} from './form-logic';
import { prepareProof, takeProof } from './proof-of-work';

// The visitor's first use of a form loads this module: with the relay on, the proof of work starts now, while they
// write. Its solver comes in this chunk (1.1 KB gzipped) even without the relay: a chunk of its own would add to
// the scripts every page loads before any use (the bundler's runtime for it), which must not grow.
if (settings.email.relay) prepareProof();

export interface FormSend {
  /** The form's id: its rate limit is kept under it. */
  formId: string;
  kind: FormKind;
  /** The checked values. */
  values: FormValues;
  /** How many files are chosen (the template depends on it), and those files ready to send. */
  attachmentCount: number;
  attachments: readonly Attachment[];
  /** EmailJS's own rate limit for the form, in milliseconds (failed sends do not count). */
  throttleMs: number;
  /** The forms' words in the page's language. */
  words: FormWords;
  /** The page's language tag, sent as `language` beside the form's own params (promises §10). */
  language?: string;
  /** The venue's choices in the page's language, for the texts its selects send. */
  choices?: VenueChoices;
  /** The form's extra parameters as its page says them (the enquiry's estimate). */
  extra?: ExtraParams;
}

/**
 * The service's error text as the visitor reads it: the service speaks English, but the two texts the email client
 * writes itself (no answer, no network) are the dictionary's, said in the page's language.
 */
function serviceText(text: string, words: FormWords): string {
  if (text === TIMEOUT_TEXT) return words.failure.timeout;
  if (text === NETWORK_ERROR_TEXT) return words.failure.network;
  return text;
}

export type SendOutcome =
  | { sent: true }
  /** `text`: the failure box's text; `sizeLimit`: the service refused for its size an email that carried images. */
  | { sent: false; text: string; sizeLimit: boolean };

export async function sendForm(form: FormSend): Promise<SendOutcome> {
  try {
    const templateId = chooseTemplate(
      { attachmentCount: form.attachmentCount, hasMessageField: FORMS[form.kind].hasMessageField },
      settings.email.templates,
    );
    await sendEmail(settings.email, {
      templateId,
      templateParams: {
        ...buildTemplateParams(form.values, form.kind, adminLabel, form.attachments, form.choices, form.extra),
        ...(form.language ? { language: form.language } : {}),
      },
      rateLimit: { id: `foyer:last-sent:${form.formId}`, throttleMs: form.throttleMs },
      proof: settings.email.relay ? takeProof : undefined,
    });
    return { sent: true };
  } catch (error) {
    // A second try needs a new proof (each is accepted once): it starts while the visitor reads the failure.
    if (settings.email.relay) prepareProof();
    if (error instanceof EmailSendError) {
      const failure = {
        status: error.status,
        text: serviceText(error.text, form.words),
        attachments: form.attachmentCount,
      };
      return { sent: false, text: failureText(failure, form.words), sizeLimit: isImageSizeLimit(failure) };
    }
    // A setup mistake (a missing id): say it plainly rather than fail silently.
    console.error(error);
    const text = error instanceof Error ? error.message : String(error);
    return { sent: false, text: fill(form.words.failure.service, { text }), sizeLimit: false };
  }
}
