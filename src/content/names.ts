/**
 * The fixed names content is written with (days, months, what a price is for): plain lists with no schema code, so a
 * browser island can use them without carrying the schema's library.
 */

/** The days of the week as the content names them, Monday first. */
export const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Day = (typeof DAYS)[number];

/** The months as the content names them (the seasons a price applies to). */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export type Month = (typeof MONTHS)[number];

/** What a price is for: each guest, each hour, each day, or the whole event. */
export const PRICE_UNITS = ['guest', 'hour', 'day', 'event'] as const;
export type PriceUnit = (typeof PRICE_UNITS)[number];
