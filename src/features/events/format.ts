/**
 * How an occurrence's date and time read, in the page's language and on the venue's clock: "Saturday, 5 December
 * 2026, 21:00–02:00" (en-GB), the date alone for an all-day event. `Intl` words and orders the parts per language.
 */
import { fill } from '@/i18n/fill';
import { formatInstantTime, timeOptions } from '@/i18n/format';
import { addDays } from '@/shared/calendar';
import type { Occurrence } from './occurrences';
import { intlLocale } from '@/i18n/locale';

/** A night that ends by this time the next morning is one evening: "21:00–02:00", not two dates. */
const NEXT_MORNING_UNTIL = '06:00';

export interface When {
  /** "Saturday, 5 December 2026" (all-day over several days: "Thursday 31 December 2026 – Saturday 2 January 2027") */
  date: string;
  /** "21:00–02:00" (en-GB), "9 PM–2 AM" (en-US); absent for all-day events and for the rare timed event over several days (`date` says it all). */
  time?: string;
  /** The whole: "Saturday, 5 December 2026, 21:00–02:00", date and time joined by the language's separator. */
  text: string;
  /** For a date badge: "5", "Dec", "Sat". */
  badge: { day: string; month: string; weekday: string };
}

/**
 * ICU sets a range's dash between thin spaces and "9:00 PM" with a narrow no-break space: plain ones read the same,
 * and spare the preloaded faces (integration/subset-fonts.mjs) two characters.
 */
const tidy = (text: string): string => text.replace(/\u2009/g, ' ').replace(/\u202f/g, '\u00a0');

interface WhenOptions {
  language: string;
  timeZone: string;
  /** Between the date and the time: the language's (its dictionary's `site.separator`), never code's. */
  separator: string;
  /** From the start's time to the end's: the dictionary's `site.timeRange` ("{from}–{to}"). */
  timeRange: string;
}

export function whenOf(occurrence: Occurrence, options: WhenOptions): When {
  const when = whenIn(occurrence, options);
  return {
    date: tidy(when.date),
    ...(when.time === undefined ? {} : { time: tidy(when.time) }),
    text: tidy(when.text),
    badge: when.badge,
  };
}

function whenIn(occurrence: Occurrence, { language, timeZone, separator, timeRange }: WhenOptions): When {
  const date = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(language), { timeZone, ...options }).format(occurrence.start);
  const badge = { day: part({ day: 'numeric' }), month: part({ month: 'short' }), weekday: part({ weekday: 'short' }) };
  const { start, end } = occurrence;

  if (occurrence.allDay) {
    // `end` is the midnight after the last day: a moment before it is on the last day.
    const text = occurrence.lastDay === occurrence.day ? date.format(start) : date.formatRange(start, end - 1);
    return { date: text, text, badge };
  }
  // The end as the venue's clock shows it: `2026-12-06T02:00…` → day 2026-12-06, time 02:00.
  const endDay = occurrence.endIso.slice(0, 10);
  const endTime = occurrence.endIso.slice(11, 16);
  const oneEvening =
    endDay === occurrence.day || (endDay === addDays(occurrence.day, 1) && endTime <= NEXT_MORNING_UNTIL);
  if (oneEvening) {
    // Each time as the pages say every time (src/i18n/format.ts): "21:00" (en-GB), "9 PM" (en-US).
    const time = fill(timeRange, {
      from: formatInstantTime(start, language, timeZone),
      to: formatInstantTime(end, language, timeZone),
    });
    return { date: date.format(start), time, text: `${date.format(start)}${separator}${time}`, badge };
  }
  const minutes = occurrence.startIso.slice(14, 16) !== '00' || occurrence.endIso.slice(14, 16) !== '00';
  const text = new Intl.DateTimeFormat(intlLocale(language), {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...timeOptions(language, minutes),
  }).formatRange(start, end);
  return { date: text, text, badge };
}
