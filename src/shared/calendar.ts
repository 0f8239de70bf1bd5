/**
 * Calendar days and a time zone's clock, with no date library: the one place the site counts days and turns wall
 * times into instants and back (the events, the held dates, the date fields and their picker, the content's checks).
 *
 * Days are `YYYY-MM-DD` text counted with UTC arithmetic: a calendar day has no zone, and UTC never changes its
 * clocks, so whole days add exactly. Zones are read with `Intl`, which knows their rules.
 *
 * The held-dates picker's chunk carries this module to the browser: it stays small and imports nothing.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The ms of a date and time read as UTC; parts overflow into the next. Not Date.UTC, which reads years 0–99 as 19xx. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The `YYYY-MM-DD` of a number of ms read as UTC. */
function utcDay(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Calendar days, `YYYY-MM-DD`

/** A day from its parts; month and day overflow into the next (month 13 is next January, day 0 the last of before). */
export const calendarDay = (year: number, month: number, day: number): string => utcDay(utcMs(year, month, day));

/** `2026-12-05` → [2026, 12, 5]; of a date-time, its day's. */
export function dayParts(day: string): [year: number, month: number, day: number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/**
 * Whether the text is a day the calendar has, written `YYYY-MM-DD` and nothing more: not `2026-02-29`, `2026-11-31`
 * or `2026-1-1`. A date-time's day is checked as `isCalendarDate(text.slice(0, 10))`.
 */
export function isCalendarDate(text: string): boolean {
  // A day that does not exist overflows into another, so it does not survive the round trip.
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && calendarDay(...dayParts(text)) === text;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = dayParts(day);
  return calendarDay(year, month, date + days);
}

/** The same day `months` later, or that month's last day when it is shorter (31 January → 28 or 29 February). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = dayParts(day);
  const [, , lastOfMonth] = dayParts(calendarDay(year, month + months + 1, 0));
  return calendarDay(year, month + months, Math.min(date, lastOfMonth));
}

/** The day as a Date at 00:00 UTC: what Intl, with `timeZone: 'UTC'`, names as that very day. */
export const utcDate = (day: string): Date => new Date(utcMs(...dayParts(day)));

/** 1 (Monday) to 7 (Sunday), as ISO 8601 and Intl.Locale's week info count. */
export const isoWeekday = (day: string): number => utcDate(day).getUTCDay() || 7;

// ---------------------------------------------------------------------------------------------------------------------
// A time zone's clock

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The date and time a zone's clocks show at an instant (ms since the epoch). */
export function wallClock(instant: number, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(
    clock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<keyof WallClock, number>;
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/**
 * A date and time on some clock, as a number: the ms since the epoch it would be if the clock were UTC's. Zone-free,
 * so whole days (86 400 000 ms) add to it exactly; `instantOf` says which instant it is in a zone.
 */
export type WallTime = number;

/** A wall time from its parts (a WallClock, an ical.js time); seconds and the time of day default to 0. */
export function wallTime({
  year,
  month,
  day,
  hour = 0,
  minute = 0,
  second = 0,
}: Pick<WallClock, 'year' | 'month' | 'day'> & Partial<WallClock>): WallTime {
  return utcMs(year, month, day, hour, minute, second);
}

/** `2026-12-05T21:00` (seconds optional) as a wall time; a date alone is its midnight. */
export function wallTimeOf(text: string): WallTime {
  const [year, month, day] = dayParts(text);
  const [hour = 0, minute = 0, second = 0] = text.slice(11).split(':').filter(Boolean).map(Number);
  return utcMs(year, month, day, hour, minute, second);
}

/** The calendar day of a wall time. */
export const dayOfWallTime = (wall: WallTime): string => utcDay(wall);

/** The zone's offset from UTC at an instant, in ms (London in summer: +3 600 000). */
export function offsetAt(instant: number, timeZone: string): number {
  const wholeSecond = instant - (((instant % 1000) + 1000) % 1000);
  return wallTime(wallClock(instant, timeZone)) - wholeSecond;
}

const DAY = 86_400_000;

/**
 * The instant (ms) a wall time names on a zone's clock. Where the clocks change, a wall time names no instant or two;
 * both are read as Temporal's "compatible" disambiguation reads them, which is also RFC 5545 §3.3.5's rule for
 * iCalendar times:
 * - a time the clocks skip (01:30 on London's spring morning) is read with the offset from before the change, so it
 *   lands as much later as the clocks jump (02:30 BST), as a diary entry would;
 * - a time the clocks show twice (01:30 on London's autumn morning) is the first of the two (01:30 BST, not GMT).
 */
export function instantOf(wall: WallTime, timeZone: string): number {
  // A zone changes its offset at most once in a day: the offsets a day either side are both readings there can be.
  const before = offsetAt(wall - DAY, timeZone);
  const after = offsetAt(wall + DAY, timeZone);
  const readings = [...new Set([wall - before, wall - after])].filter(
    (instant) => instant + offsetAt(instant, timeZone) === wall,
  );
  return readings.length > 0 ? Math.min(...readings) : wall - before;
}

/**
 * Throws a RangeError unless the text is a time zone Intl knows, an IANA name: the venue's zone is the site's
 * setting, and a wrong one must stop the build with a message saying what to write.
 */
export function checkTimeZone(timeZone: string): void {
  try {
    if (timeZone.trim() !== '') {
      new Intl.DateTimeFormat('en-US', { timeZone });
      return;
    }
  } catch {}
  throw new RangeError(`The venue's time zone must be an IANA name such as Europe/London, not "${timeZone}"`);
}

/** Today's date on a zone's clock, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  checkTimeZone(timeZone);
  const wall = wallClock(now.getTime(), timeZone);
  return calendarDay(wall.year, wall.month, wall.day);
}
