// @ts-check
/**
 * The enquiry's details (the site's table of fields, src/features/forms/fields.ts: the params beyond the seed's
 * four, and the estimate shown with the package), with the labels the venue reads them under on /outbox and in the terminal.
 */
export const ENQUIRY_DETAILS = /** @type {const} */ ([
  ['event_date', 'Event date'],
  ['guest_count', 'Guests'],
  ['event_type', 'Kind of event'],
  ['space', 'Space'],
  ['package', 'Package'],
  ['phone', 'Phone'],
  ['estimate', 'Estimate'],
]);

/**
 * The details an email carries, labelled, in the table's order; [] for an email without them (subscribe, photos).
 * @param {Record<string, unknown>} params
 */
export function enquiryDetails(params) {
  if (!ENQUIRY_DETAILS.some(([key]) => key in params)) return [];
  return ENQUIRY_DETAILS.map(([key, label]) => ({
    key,
    label,
    value: typeof params[key] === 'string' ? params[key] : '',
  }));
}
