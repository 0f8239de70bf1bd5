/**
 * What a visitor reads when an email did not go (the texts of `./emailjs.ts`), in a module of their own: a form shows
 * them even when the email code itself could not be loaded, and importing them must not bring that code along.
 */

/** What a visitor reads when the service accepted the request and never answered. */
export const TIMEOUT_TEXT =
  'The email service did not answer in time. Your message may not have arrived: please try again in a moment.';

/** What a visitor reads when the request never reached the service (or the email code never reached the page). */
export const NETWORK_ERROR_TEXT =
  'Network Error. Your message was not sent: please check your connection and try again.';
