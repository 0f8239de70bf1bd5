// @ts-check
/** What the outbox accepts, checked as EmailJS checks it: the account's ids, the body's shape, the size limit. */
import { LOCAL_EMAIL, serverSettings } from '../../../src/config/settings.mjs';

/** The ids local-mode builds send, from the one settings module. */
const OUTBOX_ACCOUNT = {
  publicKey: LOCAL_EMAIL.publicKey,
  serviceId: LOCAL_EMAIL.serviceId,
  // The forms' three, and staff sign-in's link, which only the edge sends (promises §17).
  templates: [...Object.values(LOCAL_EMAIL.templates), LOCAL_EMAIL.signInTemplate],
};

/** OUTBOX_MAX_BYTES's default (src/config/settings.mjs): one attachment at the compression ceiling fits, two do not. */
export const DEFAULT_MAX_BYTES = serverSettings({}).outbox.maxBytes;

/**
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function maxBytesFrom(env) {
  return serverSettings(env).outbox.maxBytes;
}

/**
 * Checks a parsed body the way EmailJS does; returns the reason it is refused, or null.
 * @param {unknown} body
 * @param {string} [accessToken] the private key strict mode asks for (promises §16); unset, none is asked
 * @returns {string | null}
 */
export function refusal(body, accessToken) {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return 'The request body must be a JSON object: {lib_version, user_id, service_id, template_id, template_params}.';
  }
  const b = /** @type {Record<string, unknown>} */ (body);
  const ids = [
    ['user_id', 'The user ID (public key)', [OUTBOX_ACCOUNT.publicKey]],
    ['service_id', 'The service ID', [OUTBOX_ACCOUNT.serviceId]],
    ['template_id', 'The template ID', OUTBOX_ACCOUNT.templates],
  ];
  for (const [key, label, accepted] of /** @type {[string, string, string[]][]} */ (ids)) {
    const value = b[key];
    if (typeof value !== 'string' || value.trim() === '') return `${label} is required (field "${key}").`;
    if (!accepted.includes(value)) {
      return `${label} is invalid: "${value}". The local outbox accepts only ${accepted.map((a) => `"${a}"`).join(', ')}.`;
    }
  }
  // EmailJS's strict mode ("Use Private Key"): a send without the account's private key is refused. The key is
  // never kept with the email (store.mjs keeps the fields it names).
  if (accessToken !== undefined && b.accessToken !== accessToken) {
    return b.accessToken === undefined
      ? 'The private key (accessToken) is required: this account sends in strict mode.'
      : 'The private key (accessToken) is invalid.';
  }
  const params = b.template_params;
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
    return 'The template params have to be an object (field "template_params").';
  }
  return null;
}
