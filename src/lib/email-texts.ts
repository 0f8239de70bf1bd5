/**
 * What a visitor reads when an email did not go (the texts of `./emailjs.ts`), in a module of their own: a form shows
 * them even when the email code itself could not be loaded, and importing them must not bring that code along.
 */

import { en } from '@/i18n/en';

/**
 * What a visitor reads when the service accepted the request and never answered: the English dictionary's words,
 * which the email client's errors carry; a form says its own language's (`failureText` in
 * src/features/forms/form-logic.ts).
 */
export const TIMEOUT_TEXT = en.forms.failure.timeout;

/** What a visitor reads when the request never reached the service (or the email code never reached the page). */
export const NETWORK_ERROR_TEXT = en.forms.failure.network;
