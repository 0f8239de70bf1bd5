/**
 * Dates and figures in a page's language (promises §10): `Intl` knows each language's own forms, so the site writes
 * none of its own.
 */
import { fill } from './fill';
import { intlLocale } from './locale';

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
  return new Intl.DateTimeFormat(intlLocale(tag), { dateStyle: 'long', timeZone: inZone ? timeZone : 'UTC' }).format(
    date,
  );
}

/** A figure grouped as the language groups it: "1,200" (en), "1 200" (fr, with a narrow no-break space). */
export function formatNumber(value: number, tag: string): string {
  return new Intl.NumberFormat(intlLocale(tag)).format(value);
}

/**
 * ICU writes "10 AM" with a narrow no-break space: a no-break space reads the same, and spares the preloaded faces
 * (integration/subset-fonts.mjs) a character.
 */
const plainSpaces = (text: string): string => text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0');

/** Whether the language reads the clock in 12 hours ("5 PM"), not 24 ("17:00"). */
const twelveHours = (tag: string): boolean => {
  const { hourCycle } = new Intl.DateTimeFormat(intlLocale(tag), { hour: 'numeric' }).resolvedOptions();
  return hourCycle === 'h11' || hourCycle === 'h12';
};

/**
 * `Intl` options that say a time as the language does (promises §14): a 24-hour clock with its minutes, "09:00"
 * (en-GB, fr); a 12-hour one as people write it, "10 AM", the minutes only where there are some ("9:30 AM"), as
 * `Intl` would otherwise write "10:00 AM".
 */
export function timeOptions(tag: string, minutes: boolean): Intl.DateTimeFormatOptions {
  if (!twelveHours(tag)) return { hour: '2-digit', minute: '2-digit' };
  return minutes ? { hour: 'numeric', minute: '2-digit' } : { hour: 'numeric' };
}

const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** Whether a text is a time as the content writes one: `09:00`, `14:30`. */
export const isClockTime = (text: string): boolean => CLOCK.test(text.trim());

/** An instant, on the clock of `timeZone`, as the language says the time: "9 PM", "21:00". */
export function formatInstantTime(instant: number | Date, tag: string, timeZone: string): string {
  const date = new Date(instant);
  const minutes = Number(new Intl.DateTimeFormat('en', { timeZone, minute: 'numeric' }).format(date)) !== 0;
  return plainSpaces(new Intl.DateTimeFormat(intlLocale(tag), { timeZone, ...timeOptions(tag, minutes) }).format(date));
}

/** A time of day as the content writes it (`09:00`) as the language says it: "9 AM" (en-US), "09:00" (en-GB). */
export function formatTime(time: string, tag: string): string {
  const match = CLOCK.exec(time.trim());
  if (!match) throw new RangeError(`Not a time like 09:00: ${JSON.stringify(time)}`);
  return formatInstantTime(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2])), tag, 'UTC');
}

/**
 * From one time to another, "10 AM–5 PM" (en-US), "10:00–17:00" (en-GB), "10:00〜17:00" (ja): each said by `Intl`,
 * joined as the dictionary's `site.timeRange` joins them (an en dash without spaces in English, as the promises write
 * it; ICU's own range would set thin spaces around it, and fold "10–11 AM").
 */
export const formatTimeRange = (from: string, to: string, tag: string, range: string): string =>
  fill(range, { from: formatTime(from, tag), to: formatTime(to, tag) });

/** Languages that write a noun with its capital inside a sentence too ("350 Stehempfang", "Anfragen: Hochzeiten"). */
const NOUNS_CAPITALISED = new Set(['de', 'lb']);

/**
 * A name (a layout, a kind of event) as it reads inside a sentence in language `tag`: lower case ("Enquire about
 * weddings"), but for languages that keep a noun's capital there.
 */
export const inSentence = (name: string, tag: string): string =>
  NOUNS_CAPITALISED.has(tag.split('-')[0]!.toLowerCase()) ? name : name.toLocaleLowerCase(tag);
