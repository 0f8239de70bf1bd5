/**
 * The venue's events as the days they happen on (promises §11 "What's on"): each date of a repeat (weekly or monthly,
 * expanded by ical.js: src/lib/repeats.ts) becomes an occurrence of its own, each occurrence gets its start and end as
 * instants, and what has ended is left out.
 *
 * Content writes times as the venue reads its diary ("2026-12-05T21:00"), on the venue's clock. Turning such a wall
 * time into an instant needs the zone's offset on that day, which changes twice a year (Europe/London: GMT in winter,
 * BST in summer): `Intl` knows the rules, so no table is kept here, and `instantOf` (src/shared/calendar.ts) says how
 * a time the clocks skip or show twice is read. Pure functions of the content and a "now", so
 * the build, the tests and the e2e specs all agree.
 */
import type { VenueEvent } from '@/content/schema';
import { repeatDays } from '@/lib/repeats';
import { addDays, dayOfWallTime, instantOf, offsetAt, wallTimeOf, type WallTime } from '@/shared/calendar';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** How far ahead weekly repeats are listed: twelve weeks (promises §11). One-off events are listed however far. */
const REPEAT_HORIZON_WEEKS = 12;
/**
 * How far ahead monthly repeats are listed: twelve months, so a monthly market shows its next dates a year on
 * (twelve weeks would show two or three), while the page stays a programme rather than a calendar.
 */
const REPEAT_HORIZON_MONTHS = 12;

export interface Occurrence {
  event: VenueEvent;
  /** Unique on a page: the event's id and the day this occurrence starts (`club-night-2026-12-05`). */
  key: string;
  /** The venue's calendar day it starts on, `2026-12-05`: the date an enquiry about it asks for. */
  day: string;
  /** For an all-day occurrence, its last day (the same as `day` for one day). */
  lastDay?: string;
  allDay: boolean;
  /** Instants, in ms. `end` is exclusive: an all-day event ends at the next midnight on the venue's clock. */
  start: number;
  end: number;
  /** ISO 8601 with the venue's UTC offset on that day: `2026-12-05T21:00:00+00:00`, `2027-06-04T21:00:00+01:00`. */
  startIso: string;
  endIso: string;
}

/** `+01:00` */
function offsetText(offset: number): string {
  const minutes = Math.abs(offset) / MINUTE;
  const pad = (n: number) => String(Math.floor(n)).padStart(2, '0');
  return `${offset < 0 ? '-' : '+'}${pad(minutes / 60)}:${pad(minutes % 60)}`;
}

/** `2026-12-05T21:00:00+00:00`: the instant as the venue's clock shows it, with the offset of that moment. */
export function isoWithOffset(instant: number, timeZone: string): string {
  const offset = offsetAt(instant, timeZone);
  return `${new Date(instant + offset).toISOString().slice(0, 19)}${offsetText(offset)}`;
}

/** `2026-12-06T02:00:00Z`: what the browser compares with its clock (data-ends). */
export const utcIso = (instant: number): string => new Date(instant).toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * An event's first start and end as wall times. A time-only end is on the start's day, or the next morning when it
 * is not after the start (21:00–02:00). An all-day event ends at the midnight after its last day.
 */
function wallSpan(event: VenueEvent): { start: WallTime; end: WallTime; allDay: boolean } {
  const start = wallTimeOf(event.start);
  const allDay = !event.start.includes('T');
  if (allDay) return { start, end: wallTimeOf(event.end ?? event.start) + DAY, allDay };
  const end = event.end ?? '';
  if (/^\d{2}:\d{2}$/.test(end)) {
    const sameDay = wallTimeOf(`${event.start.slice(0, 10)}T${end}`);
    return { start, end: sameDay > start ? sameDay : sameDay + DAY, allDay };
  }
  return { start, end: wallTimeOf(end), allDay };
}

/** The instant `months` after `now` on UTC's calendar (Infinity for no horizon): a monthly repeat's horizon. */
function monthsAfter(now: number, months: number): number {
  if (!Number.isFinite(months)) return Infinity;
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** One occurrence of an event starting on `day`, keeping the event's wall-clock times and length. */
function occurrenceOn(event: VenueEvent, day: string, timeZone: string): Occurrence {
  const span = wallSpan(event);
  const shift = wallTimeOf(day) - wallTimeOf(event.start.slice(0, 10));
  const startWall = span.start + shift;
  const endWall = span.end + shift;
  const start = instantOf(startWall, timeZone);
  const end = instantOf(endWall, timeZone);
  return {
    event,
    key: `${event.id}-${day}`,
    day,
    ...(span.allDay ? { lastDay: dayOfWallTime(endWall - DAY) } : {}),
    allDay: span.allDay,
    start,
    end,
    startIso: isoWithOffset(start, timeZone),
    endIso: isoWithOffset(end, timeZone),
  };
}

/**
 * The occurrences still to come at `now`, soonest first: every one-off event that has not ended, and each date of a
 * repeat that has not ended and starts within `horizonWeeks` (12) of a weekly repeat, `horizonMonths` (12) of a
 * monthly one. An event has ended once its end is not after `now`.
 */
export function comingOccurrences(
  events: readonly VenueEvent[],
  {
    now,
    timeZone,
    horizonWeeks = REPEAT_HORIZON_WEEKS,
    horizonMonths = REPEAT_HORIZON_MONTHS,
  }: { now: number; timeZone: string; horizonWeeks?: number; horizonMonths?: number },
): Occurrence[] {
  return events
    .flatMap((event) => {
      const { repeat } = event;
      if (!repeat) return [occurrenceOn(event, event.start.slice(0, 10), timeZone)].filter((o) => o.end > now);
      const horizon = repeat.every === 'month' ? monthsAfter(now, horizonMonths) : now + horizonWeeks * 7 * DAY;
      // The horizon's day on UTC's clock, a day late so that no zone's offset can cut off an occurrence inside it.
      // No horizon (a test listing every date of a repeat): up to its last date.
      const lastStart = Number.isFinite(horizon) ? addDays(dayOfWallTime(horizon), 1) : '9999-12-31';
      // A repeat's dates that have ended are skipped before their instants are worked out, and ical.js expands from
      // near them (src/lib/repeats.ts; a repeat with a count, of at most 1000 dates, from its start), so that one begun
      // years ago costs what a new one does: an occurrence starting before this day (its length before now, on UTC's
      // clock, less a day for any zone's offset, as lastStart adds one) has ended.
      const { start, end } = wallSpan(event);
      const firstStart = addDays(dayOfWallTime(now - (end - start)), -1);
      return repeatDays(event.start, repeat, { from: firstStart, to: lastStart })
        .map((day) => occurrenceOn(event, day, timeZone))
        .filter((occurrence) => occurrence.end > now && occurrence.start < horizon);
    })
    .sort((a, b) => a.start - b.start || a.end - b.end || a.event.title.localeCompare(b.event.title));
}
