/**
 * Dates and figures in a page's language (contract §10): `Intl` knows each language's own forms, so the site writes
 * none of its own.
 */

/**
 * A calendar date (`YYYY-MM-DD`, or an ISO date-time) in the language's long form: "April 5, 2024" (en-US),
 * "5 April 2024" (en-GB), "5 avril 2024" (fr). Without a time zone the date is the one written, the same day wherever
 * the page is read (a blog's dates carry no offset); with one, a date-time with its offset is the day it is there.
 */
export function formatLongDate(isoDate: string, tag: string, timeZone?: string): string {
  const text = isoDate.trim();
  const written = /^(\d{4}-\d{2}-\d{2})(?:[T ]|$)/.exec(text);
  const inZone = timeZone !== undefined && text.length > 10;
  const date = written ? new Date(inZone ? text : `${written[1]}T00:00:00Z`) : new Date(NaN);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an ISO date: ${JSON.stringify(isoDate)}`);
  return new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: inZone ? timeZone : 'UTC' }).format(date);
}

/** A figure grouped as the language groups it: "1,200" (en), "1 200" (fr, with a narrow no-break space). */
export function formatNumber(value: number, tag: string): string {
  return new Intl.NumberFormat(tag).format(value);
}
