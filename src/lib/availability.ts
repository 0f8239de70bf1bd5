/**
 * The venue's held dates from its iCalendar feed (contract §11, issue #24): which calendar days, in the venue's time
 * zone, from today up to 24 months on, a busy event of the feed covers.
 *
 * ical.js does all of the iCalendar: it parses the text, resolves the feed's own VTIMEZONE blocks, expands RRULE,
 * RDATE and EXDATE and applies RECURRENCE-ID overrides (`Event.iterator`, `getOccurrenceDetails`). What is ours is
 * what the contract adds on top: which events are busy, which venue-time days an occurrence covers (the 06:00 rule),
 * the window, and turning a TZID the feed does not define into an instant, with `Intl`, since ical.js knows no zone
 * database of its own.
 *
 * Pure: no I/O. Reading the feed, and saying so loudly when it cannot be read, is `availability.server.ts`. Only dates
 * come out: nothing of an event's summary, description, people or UID is kept.
 *
 * Build-time only: ical.js is a large module, so the browser receives the dates this returns, never this module.
 */
import ICAL from 'ical.js';
import {
  addDays,
  addMonths,
  calendarDay,
  checkTimeZone,
  instantOf,
  isCalendarDate,
  wallClock,
  wallTime,
  type WallClock,
} from '@/shared/calendar';

type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** How far ahead dates are held, in months (contract §11: "from today up to 24 months on"). */
export const HELD_MONTHS = 24;

/**
 * An event running past midnight does not hold a last day on which it ends at or before this time (contract §11):
 * a party until 02:00 leaves the next day free for a wedding.
 */
const LAST_DAY_FREE_UNTIL_MINUTES = 6 * 60;

/**
 * Occurrences one event may have before the window ends. Expansion runs from the event's own start (a rule's COUNT
 * and its weekdays count from there), at some 30 µs an occurrence on the build machine: this lets a daily booking
 * since the 1970s through (about 0.6 s) and stops a rule repeating by the minute or the hour before it holds up the
 * build.
 */
const MAX_OCCURRENCES = 20_000;

/**
 * Outlook and Exchange name zones the Windows way. Their feeds normally define them in a VTIMEZONE, which ical.js
 * reads; this table covers a feed that names one without defining it. The IANA zone is CLDR's (windowsZones.xml,
 * territory 001). A name neither defined, nor an IANA name, nor listed here is read as the venue's own time.
 */
const WINDOWS_ZONES: Readonly<Record<string, string>> = {
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'W. Europe Standard Time': 'Europe/Berlin',
  'Romance Standard Time': 'Europe/Paris',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'GTB Standard Time': 'Europe/Bucharest',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Mountain Standard Time': 'America/Denver',
  'Pacific Standard Time': 'America/Los_Angeles',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'Tokyo Standard Time': 'Asia/Tokyo',
  UTC: 'Etc/UTC',
};

/** A feed the build cannot use: not iCalendar, or iCalendar ical.js cannot read. The message says why. */
export class CalendarFeedError extends Error {
  override name = 'CalendarFeedError';
}

export interface HeldDatesOptions {
  /** The venue's time zone, an IANA name such as `Europe/London`. */
  timeZone: string;
  /** Today in the venue's time zone, `YYYY-MM-DD` (see `todayIn` in src/shared/calendar.ts). */
  today: string;
  /** How many months ahead; 24 unless a test says otherwise. */
  months?: number;
  /** How many occurrences one event may have before the window ends; more makes the feed unreadable. */
  maxOccurrences?: number;
}

/**
 * The held dates of an iCalendar feed: sorted, unique `YYYY-MM-DD` days in the venue's zone, from `today` up to and
 * including the same day `months` later. Throws `CalendarFeedError` when the text is not a calendar ical.js can
 * read, and `RangeError` when the options are wrong (the venue's zone or today), which are the site's mistakes, not
 * the feed's.
 */
export function heldDates(
  icsText: string,
  { timeZone, today, months = HELD_MONTHS, maxOccurrences = MAX_OCCURRENCES }: HeldDatesOptions,
): string[] {
  checkTimeZone(timeZone);
  if (!isCalendarDate(today)) throw new RangeError(`today must be a date as YYYY-MM-DD, not "${today}"`);
  const last = addMonths(today, months);
  const held = new Set<string>();
  const hold = (from: string, to: string) => {
    for (let day = from < today ? today : from; day <= to && day <= last; day = addDays(day, 1)) held.add(day);
  };
  // An occurrence starting (by its own clock) after this cannot reach the window: no zone is two days off the venue's.
  const stopAfter = addDays(last, 2);

  try {
    for (const event of eventsOf(parseCalendar(icsText))) {
      for (const { start, end, item } of occurrences(event, stopAfter, maxOccurrences)) {
        if (!isBusy(item)) continue;
        hold(...daysCovered(start, end, zoneOf(item), timeZone));
      }
    }
  } catch (error) {
    if (error instanceof CalendarFeedError) throw error;
    // ical.js reads property values lazily, so a bad DTSTART or RRULE surfaces here rather than in the parser.
    throw new CalendarFeedError(`the feed is not valid iCalendar (${parserMessage(error)})`);
  }
  return [...held].sort();
}

// ---------------------------------------------------------------------------------------------------------------------
// Reading the feed (ical.js)

function parseCalendar(icsText: string): InstanceType<typeof ICAL.Component>[] {
  const text = icsText.replace(/^\uFEFF/, '');
  if (!/^BEGIN:VCALENDAR\r?$/im.test(text)) {
    // A private address that has been reset answers with a web page, not an error: say what came instead.
    const what = /^\s*</.test(text)
      ? 'it looks like a web page'
      : text.trim() === ''
        ? 'it is empty'
        : 'no BEGIN:VCALENDAR';
    throw new CalendarFeedError(`the feed is not an iCalendar calendar (${what})`);
  }
  let jcal: unknown[];
  try {
    jcal = ICAL.parse(text) as unknown[];
  } catch (error) {
    // Not kept as the cause: ical.js's message quotes the line, which loggers print with the cause.
    throw new CalendarFeedError(`the feed is not valid iCalendar (${parserMessage(error)})`);
  }
  // One component parses to ['vcalendar', …]; several to a list of them.
  const roots = typeof jcal[0] === 'string' ? [jcal] : (jcal as unknown[][]);
  return roots.map((root) => new ICAL.Component(root as never)).filter((root) => root.name === 'vcalendar');
}

/**
 * ical.js quotes the offending line in its parser errors, and a line of a feed may be an event's summary or
 * description: the build log gets the kind of error, not the line.
 */
function parserMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/ in '[^]*'$/, '').replace(/\) "[^]*"$/, ')');
}

/**
 * The feed's events, each series with its overrides (the VEVENTs sharing its UID that carry a RECURRENCE-ID) related
 * to it, so that ical.js moves, changes or cancels those occurrences. An override whose series is not in the feed is
 * an event of its own.
 */
function eventsOf(calendars: InstanceType<typeof ICAL.Component>[]): IcalEvent[] {
  const vevents = calendars.flatMap((calendar) => calendar.getAllSubcomponents('vevent'));
  const overrides = new Map<string, InstanceType<typeof ICAL.Component>[]>();
  const series: InstanceType<typeof ICAL.Component>[] = [];
  for (const vevent of vevents) {
    if (!vevent.hasProperty('dtstart')) continue; // nothing to place on a calendar
    if (vevent.hasProperty('recurrence-id')) {
      const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
      overrides.set(uid, [...(overrides.get(uid) ?? []), vevent]);
    } else series.push(vevent);
  }
  const events: IcalEvent[] = [];
  for (const vevent of series) {
    const uid = String(vevent.getFirstPropertyValue('uid') ?? '');
    events.push(new ICAL.Event(vevent, { exceptions: overrides.get(uid) ?? [] }));
    overrides.delete(uid); // two series with one UID: the first takes the overrides
  }
  for (const orphans of overrides.values()) events.push(...orphans.map((vevent) => new ICAL.Event(vevent)));
  return events;
}

interface Occurrence {
  start: IcalTime;
  end: IcalTime;
  /** The VEVENT that says what this occurrence is: the series, or the override that changed it. */
  item: IcalEvent;
}

/**
 * Every occurrence of an event that could touch the window, as ical.js expands it (a single event is one). Expansion
 * stops past the window, so a rule without end terminates; an override moved in from beyond that point still counts.
 */
function* occurrences(event: IcalEvent, stopAfter: string, most: number): Generator<Occurrence> {
  if (event.isRecurrenceException()) {
    yield { start: event.startDate, end: event.endDate, item: event };
    return;
  }
  const expansion = event.iterator();
  let count = 0;
  for (let next = expansion.next(); next; next = expansion.next()) {
    if (dayOf(next) > stopAfter) break;
    if (++count > most) {
      throw new CalendarFeedError(
        `an event repeats more than ${most} times before the end of the window (RRULE ${String(
          event.component.getFirstPropertyValue('rrule'),
        )})`,
      );
    }
    const details = event.getOccurrenceDetails(next);
    yield { start: details.startDate, end: details.endDate, item: details.item };
  }
  for (const override of Object.values(event.exceptions)) {
    if (dayOf(override.recurrenceId) > stopAfter)
      yield { start: override.startDate, end: override.endDate, item: override };
  }
}

/** Busy unless the event (or this occurrence's override) is free time or cancelled (contract §11). */
function isBusy(item: IcalEvent): boolean {
  const value = (name: string) => String(item.component.getFirstPropertyValue(name) ?? '').toUpperCase();
  return value('status') !== 'CANCELLED' && value('transp') !== 'TRANSPARENT';
}

/**
 * The TZID an occurrence's times are in, when the feed does not define it: ical.js then reads them as floating, so
 * it is taken from the VEVENT itself. The start's TZID serves the end too; the two differ in no calendar we know.
 */
function zoneOf(item: IcalEvent): string | undefined {
  const tzid = item.component.getFirstProperty('dtstart')?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

// ---------------------------------------------------------------------------------------------------------------------
// Days in the venue's time zone (ours: the contract's rules, and Intl for zones the feed does not define)

/**
 * The first and last venue-time day an occurrence holds. An all-day event holds its dates up to
 * its exclusive DTEND (RFC 5545 §3.6.1). A timed one holds every day it overlaps, except a last day on which it
 * ends at or before 06:00 (contract §11); one without length holds the day it starts.
 */
function daysCovered(start: IcalTime, end: IcalTime, tzid: string | undefined, venueZone: string): [string, string] {
  if (start.isDate) {
    const first = dayOf(start);
    const last = end.isDate ? addDays(dayOf(end), -1) : dayOf(end);
    return [first, last < first ? first : last];
  }
  const from = venueWallTime(start, tzid, venueZone);
  const to = venueWallTime(end, tzid, venueZone);
  if (to.day <= from.day) return [from.day, from.day];
  return [from.day, to.minutes <= LAST_DAY_FREE_UNTIL_MINUTES ? addDays(to.day, -1) : to.day];
}

/** An ical.js time as the venue's clock shows it: its day and minutes since midnight. */
function venueWallTime(time: IcalTime, tzid: string | undefined, venueZone: string): { day: string; minutes: number } {
  const at = (wall: Omit<WallClock, 'second'>) => ({
    day: calendarDay(wall.year, wall.month, wall.day),
    minutes: wall.hour * 60 + wall.minute,
  });
  if (time.zone.tzid !== 'floating') {
    // UTC, or a zone the feed defines in a VTIMEZONE: ical.js knows the instant.
    return at(wallClock(time.toUnixTime() * 1000, venueZone));
  }
  // Floating (no TZID: venue time), or a TZID the feed names without defining it: a time its clocks skip or show
  // twice is read by instantOf's rule, which is RFC 5545's.
  const zone = tzid === undefined ? undefined : ianaZone(tzid);
  if (zone === undefined || zone === ianaZone(venueZone)) return at(time);
  return at(wallClock(instantOf(wallTime(time), zone), venueZone));
}

const zones = new Map<string, string | undefined>();

/** The IANA zone a TZID names: itself when Intl knows it, a Windows name through the table, else undefined. */
function ianaZone(tzid: string): string | undefined {
  if (!zones.has(tzid)) {
    let zone: string | undefined;
    try {
      zone = new Intl.DateTimeFormat('en-US', { timeZone: WINDOWS_ZONES[tzid] ?? tzid }).resolvedOptions().timeZone;
    } catch {
      zone = undefined;
    }
    zones.set(tzid, zone);
  }
  return zones.get(tzid);
}

/** The calendar day an ical.js time reads, on its own clock. */
const dayOf = (time: IcalTime) => calendarDay(time.year, time.month, time.day);
