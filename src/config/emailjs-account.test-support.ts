/**
 * A venue's EmailJS account as its settings name it, for the tests of what reads them (the relay, the edge, staff
 * sign-in, the first-run page): one account, written once.
 */
export const VENUE_EMAILJS = {
  EMAILJS_PUBLIC_KEY: 'venue-public',
  EMAILJS_SERVICE_ID: 'venue_service',
  EMAILJS_TEMPLATE_MESSAGE: 'venue_message',
  EMAILJS_TEMPLATE_SUBSCRIBE: 'venue_subscribe',
  EMAILJS_TEMPLATE_ATTACHMENTS: 'venue_attachments',
} as const;
