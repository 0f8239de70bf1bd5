/**
 * The one typed module around `@emailjs/browser`, and around the venue's enquiry relay, which takes the same request.
 *
 * Never in a page's initial JavaScript: only the forms' sending module (features/forms/send-form.ts) imports it,
 * and the forms load that on their first use, this module and the library with it, in one chunk. Whatever the
 * library rejects with (an `EmailJSResponseStatus`, a thrown string, a fetch `TypeError` when the network fails)
 * becomes one `EmailSendError` carrying the HTTP status (0 for the network) and the service's text.
 *
 * With the relay on (promises §16) the same JSON goes to the site's own origin with one more field, `altcha`, the proof
 * of work: the library builds its body itself and has no place for another field, so this module posts it, and reads
 * the answer as the library would (the relay answers with EmailJS's own status and text).
 */
import { init, send } from '@emailjs/browser';
import { version as libraryVersion } from '@emailjs/browser/package.json';
import { NETWORK_ERROR_TEXT, TIMEOUT_TEXT } from './email-texts';

export { NETWORK_ERROR_TEXT, TIMEOUT_TEXT } from './email-texts';

export interface EmailAccount {
  /** The EmailJS public key, sent as `user_id`. */
  publicKey: string;
  serviceId: string;
  /** API origin without a trailing slash; '' means this page's own origin (the local outbox, or the relay). */
  origin: string;
  /** The forms send through the venue's relay, with a proof of work (promises §16). */
  relay?: boolean;
}

export interface SendRequest {
  templateId: string;
  templateParams: Record<string, string>;
  /**
   * EmailJS's own rate limit: at most one send per `throttleMs` under this id (kept in localStorage).
   * A failed send does not count, so that a visitor can try again at once.
   */
  rateLimit?: { id: string; throttleMs: number };
  /** With the relay: a solved proof of work for this send (each is accepted once). */
  proof?: () => Promise<string>;
}

export interface EmailResponse {
  status: number;
  text: string;
}

/** Any failed send: `status` is the HTTP status, 0 when the request never got an answer. */
export class EmailSendError extends Error {
  constructor(
    readonly status: number,
    readonly text: string,
  ) {
    super(text);
    this.name = 'EmailSendError';
  }
}

/** A missing id is a setup mistake, not a visitor's: it is thrown before anything is loaded or sent. */
export class MissingEmailIdError extends Error {
  constructor(readonly id: 'public key (user id)' | 'service ID' | 'template ID') {
    super(`The ${id} is required to send an email. Set it in the site's settings (see docs/settings.md).`);
    this.name = 'MissingEmailIdError';
  }
}

/**
 * How long a send may take before the visitor is told. The library itself never gives up on a service
 * that accepts the request and does not answer; two photos at the size limit take a few seconds on 3G.
 */
const SEND_TIMEOUT_MS = 30_000;

function checkIds(account: EmailAccount, templateId: string): void {
  if (!account.publicKey.trim()) throw new MissingEmailIdError('public key (user id)');
  if (!account.serviceId.trim()) throw new MissingEmailIdError('service ID');
  if (!templateId.trim()) throw new MissingEmailIdError('template ID');
}

/** Sends one email; resolves on status 200 or the text "OK", rejects with an `EmailSendError` otherwise. */
export async function sendEmail(account: EmailAccount, request: SendRequest): Promise<EmailResponse> {
  checkIds(account, request.templateId);
  const origin = account.origin || window.location.origin;
  // `send()` reads the origin only from the library's global store, which `init()` sets. `init()` also
  // resets the store's storage provider, so the rate limit gets its storage with each send.
  init({ publicKey: account.publicKey }, origin);
  const limitRate = request.rateLimit
    ? { id: request.rateLimit.id, throttle: request.rateLimit.throttleMs }
    : undefined;
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new EmailSendError(0, TIMEOUT_TEXT)), SEND_TIMEOUT_MS);
    });
    const sending = account.relay
      ? sendThroughRelay(account, request)
      : send(account.serviceId, request.templateId, request.templateParams, {
          publicKey: account.publicKey,
          limitRate,
          storageProvider: limitRate ? rateLimitStorage : undefined,
        });
    const response = await Promise.race([sending, timeout]).finally(() => clearTimeout(timer));
    if (response.status === 200 || response.text === 'OK') return { status: response.status, text: response.text };
    throw new EmailSendError(response.status, readableText(response.status, response.text));
  } catch (error) {
    const failure = toSendError(error);
    if (request.rateLimit && failure.status !== 429) forgetRateLimit(request.rateLimit.id);
    throw failure;
  }
}

/**
 * The library's request, to the relay on this origin, with the proof of work. Its own rate limit is not asked: the
 * relay keeps a budget per visitor address, and the form sends once per click.
 */
async function sendThroughRelay(account: EmailAccount, request: SendRequest): Promise<EmailResponse> {
  if (!request.proof) throw new EmailSendError(0, 'The relay needs a proof of work, and none was given.');
  const altcha = await request.proof();
  const response = await fetch(`${window.location.origin}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      lib_version: libraryVersion,
      user_id: account.publicKey,
      service_id: account.serviceId,
      template_id: request.templateId,
      template_params: request.templateParams,
      altcha,
    }),
  });
  return { status: response.status, text: await response.text() };
}

function toSendError(error: unknown): EmailSendError {
  if (error instanceof EmailSendError) return error;
  if (isResponseStatus(error)) {
    if (error.text === 'OK') return new EmailSendError(error.status, error.text);
    // The library's own default for "no response" is status 0 / "Network Error".
    if (error.status === 0) return new EmailSendError(0, NETWORK_ERROR_TEXT);
    return new EmailSendError(error.status, readableText(error.status, error.text));
  }
  // fetch() rejects with a TypeError when the network fails or the request is blocked.
  if (error instanceof TypeError) return new EmailSendError(0, NETWORK_ERROR_TEXT);
  // The library throws plain strings for bad arguments.
  if (typeof error === 'string') return new EmailSendError(0, error);
  if (error instanceof Error) return new EmailSendError(0, error.message);
  return new EmailSendError(0, String(error));
}

function isResponseStatus(value: unknown): value is EmailResponse {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as EmailResponse).status === 'number' &&
    typeof (value as EmailResponse).text === 'string'
  );
}

/**
 * Proxies in front of a service answer errors such as 413 with an HTML page; the visitor should read
 * its title ("413 Request Entity Too Large"), not its markup. Plain text is kept as it came.
 */
function readableText(status: number, text: string): string {
  let readable = text.trim();
  if (/^<(!doctype|html|head|body)/i.test(readable) && typeof DOMParser !== 'undefined') {
    const doc = new DOMParser().parseFromString(readable, 'text/html');
    readable = (doc.title || doc.body.textContent || '').replace(/\s+/g, ' ').trim();
  }
  return readable || `The email service answered with status ${status}.`;
}

/** localStorage for the library's rate limit; blocked storage (privacy settings) means no limit, not a failure. */
const rateLimitStorage = {
  get: async (key: string) => {
    try {
      return window.localStorage.getItem(key) ?? undefined;
    } catch {
      return undefined;
    }
  },
  set: async (key: string, value: string) => {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // not kept: the next send is simply not limited
    }
  },
  remove: async (key: string) => forgetRateLimit(key),
};

function forgetRateLimit(id: string): void {
  try {
    window.localStorage.removeItem(id);
  } catch {
    // Storage may be unavailable (private mode); then the library kept nothing either.
  }
}
