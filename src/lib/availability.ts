/**
 * The venue's held dates from its iCalendar feed (promises §11, issue #24): which calendar days, in the venue's time
 * zone, from today up to 24 months on, a busy event of the feed covers.
 *
 * ical.js does all of the iCalendar: it parses the text, resolves the feed's own VTIMEZONE blocks, expands RRULE,
 * RDATE and EXDATE and applies RECURRENCE-ID overrides (`Event.iterator`, `getOccurrenceDetails`). What is ours is
 * what the promises add on top: which events are busy, which venue-time days an occurrence covers (the 06:00 rule),
 * the window, and turning a TZID the feed does not define into an instant, with `Intl`, since ical.js knows no zone
 * database of its own. And what the repeats may cost (promises §15): the window is a horizon, and a budget of
 * occurrences for the whole feed; where ical.js's expansion begins and skips to, never which dates a rule has.
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
  dayOfWallTime,
  instantOf,
  isCalendarDate,
  wallClock,
  wallTime,
  wallTimeOf,
  type WallTime,
} from '@/shared/calendar';

type IcalEvent = InstanceType<typeof ICAL.Event>;
type IcalTime = InstanceType<typeof ICAL.Time>;

/** How far ahead dates are held, in months (promises §11: "from today up to 24 months on"). */
export const HELD_MONTHS = 24;

/**
 * An event running past midnight does not hold a last day on which it ends at or before this time (promises §11):
 * a party until 02:00 leaves the next day free for a wedding.
 */
const LAST_DAY_FREE_UNTIL_MINUTES = 6 * 60;

/**
 * Occurrences of the feed's repeating events a build reads, all events together (promises §15). Reading one costs
 * some 20 µs on the build machine, so this is about a second of build, whatever the feed. A venue's own repeats fit
 * many times over: in the 24-month window a weekly booking has 105 occurrences and a daily one 731, so this is some
 * 475 weekly or 68 daily series. Feeds past it repeat by the hour or the minute (an event made hourly by mistake, a
 * generated feed): the window's last days are what is cut, and `onCut` says so.
 */
export const OCCURRENCE_BUDGET = 50_000;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

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
  /** How many occurrences of repeating events the whole feed may have read; OCCURRENCE_BUDGET unless a test says. */
  budget?: number;
  /** Told, once, when the budget ran out before the window's end: what was cut. */
  onCut?: (cut: RepeatsCut) => void;
}

/** What the budget cut (promises §15: "what was cut is said in one line"). */
export interface RepeatsCut {
  /** The budget that ran out. */
  budget: number;
  /** Repeating events that still had occurrences in the window, unread. */
  events: number;
  /** The first day that may show as free though held: every day before it is held as the feed says. */
  from: string;
  /** The RRULE of the event read most (`FREQ=HOURLY`): the one to look at first. */
  busiest: string;
}

/**
 * The held dates of an iCalendar feed: sorted, unique `YYYY-MM-DD` days in the venue's zone, from `today` up to and
 * including the same day `months` later. Throws `CalendarFeedError` when the text is not a calendar ical.js can
 * read, and `RangeError` when the options are wrong (the venue's zone or today), which are the site's mistakes, not
 * the feed's.
 *
 * The repeating events are read together, a week at a time (`readTogether`), so that when `budget` runs out what
 * is cut is the window's last days, for every event alike, never a whole event; `onCut` is then told.
 */
export function heldDates(
  icsText: string,
  { timeZone, today, months = HELD_MONTHS, budget = OCCURRENCE_BUDGET, onCut }: HeldDatesOptions,
): string[] {
  checkTimeZone(timeZone);
  if (!isCalendarDate(today)) throw new RangeError(`today must be a date as YYYY-MM-DD, not "${today}"`);
  const last = addMonths(today, months);
  // An occurrence starting (by its own clock) after stopAfter cannot reach the window: no zone is two days off the
  // venue's.
  const window: Window = { timeZone, today, last, stopAfter: addDays(last, 2), held: new Set() };
  let cut: RepeatsCut | null = null;
  try {
    const repeating: Series[] = [];
    for (const event of eventsOf(parseCalendar(icsText))) {
      if (!event.isRecurring() || event.isRecurrenceException() || leavesNoDay(event))
        holdOccurrence(window, oneOff(event));
      else {
        const series = startSeries(event, window);
        if (series) repeating.push(series);
      }
    }
    cut = readTogether(repeating, window, budget);
    for (const series of repeating) {
      for (const override of unread(series, window)) holdOccurrence(window, override);
    }
  } catch (error) {
    if (error instanceof CalendarFeedError) throw error;
    // ical.js reads property values lazily, so a bad DTSTART or RRULE surfaces here rather than in the parser.
    throw new CalendarFeedError(`the feed is not valid iCalendar (${parserMessage(error)})`);
  }
  if (cut) onCut?.(cut);
  return [...window.held].sort();
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

/** An event that does not repeat (an override whose series is not in the feed among them), as ical.js places it. */
function oneOff(event: IcalEvent): Occurrence {
  if (event.isRecurrenceException()) return { start: event.startDate, end: event.endDate, item: event };
  const details = event.getOccurrenceDetails(event.startDate);
  return { start: details.startDate, end: details.endDate, item: details.item };
}

// ---------------------------------------------------------------------------------------------------------------------
// Repeats, at a bounded cost (promises §15)

/**
 * Whether a rule's month and day parts leave no day after the event's start (`FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30`): such an
 * event happens once, at its start, which is what ical.js gives first. ical.js 2.2.1 then looks for the second
 * occurrence of a daily, hourly or finer rule for ever, inside one call, where no budget of ours can stop it
 * (kewisch/ical.js#1038): a feed of one line would hold the build up. Its monthly expansion of the same parts gives up
 * once it has tried every kind of month, so that one is asked.
 */
function leavesNoDay(event: IcalEvent): boolean {
  return event.component.getAllProperties('rrule').some((property) => {
    const { freq, parts } = property.getFirstValue() as InstanceType<typeof ICAL.Recur>;
    if (freq === 'MONTHLY' || freq === 'YEARLY') return false; // their own expansion gives up by itself
    const dayParts = (['BYMONTH', 'BYMONTHDAY'] as const).filter((part) => parts[part]?.length);
    if (dayParts.length === 0) return false;
    const probe = ICAL.Recur.fromString(
      ['FREQ=MONTHLY', ...dayParts.map((part) => `${part}=${parts[part]!.join(',')}`)].join(';'),
    ).iterator(event.startDate);
    probe.next(); // the start itself
    return probe.next() === null;
  });
}

interface Window {
  timeZone: string;
  today: string;
  last: string;
  stopAfter: string;
  held: Set<string>;
}

/** A repeating event as it is read: ical.js's expansion of it, and the occurrence it gives next. */
interface Series {
  event: IcalEvent;
  expansion: ReturnType<IcalEvent['iterator']>;
  /** The occurrence to read next, or null once the series has nothing more for the window. */
  next: IcalTime | null;
  /** Its day on its own clock. */
  nextDay: string;
  /** Occurrences read. */
  read: number;
  /** The wall-clock ms between occurrences of a steady rule (`steadyStep`), else null. */
  step: number | null;
  /** Whether the expansion may skip occurrences that would hold only days already held (`skipHeldDays`). */
  skips: boolean;
}

/** The wall-clock length of each unit of a rule's FREQ, for the frequencies `steadyStep` knows. */
const STEADY_UNITS: Readonly<Record<string, number>> = {
  SECONDLY: 1000,
  MINUTELY: MINUTE,
  HOURLY: 60 * MINUTE,
  DAILY: DAY,
  WEEKLY: 7 * DAY,
};

/**
 * The wall-clock ms between a rule's occurrences when it is steady: one RRULE, every INTERVAL seconds, minutes,
 * hours, days or weeks with no COUNT (counted from the start), no RDATE and no BY part (but a weekly rule's weekdays,
 * which repeat with its weeks). Every occurrence of such a rule is then its start moved on by whole steps, so ical.js
 * may begin its expansion at any of them and give what it gives from the start from there on. Otherwise null.
 */
function steadyStep(event: IcalEvent): number | null {
  if (event.component.getAllProperties('rrule').length !== 1 || event.component.hasProperty('rdate')) return null;
  const { freq, count, interval, parts: by } = rule(event);
  const unit = STEADY_UNITS[freq];
  if (unit === undefined || count) return null;
  if (event.startDate.isDate && unit < DAY) return null;
  const parts = Object.keys(by);
  const weekdays = freq === 'WEEKLY' && parts.length === 1 && parts[0] === 'BYDAY';
  if (parts.length > 0 && !weekdays) return null;
  if (weekdays && !(by.BYDAY ?? []).every((day) => /^[A-Z]{2}$/.test(String(day)))) return null;
  return unit * (interval || 1);
}

/** A repeating event's (first) RRULE, as ical.js reads it. */
const rule = (event: IcalEvent) => event.component.getFirstPropertyValue('rrule') as InstanceType<typeof ICAL.Recur>;

/** An event's length on the wall clock, in ms (none for one that ends before it starts). */
const lengthOf = (event: IcalEvent): number => Math.max(0, event.duration.toSeconds() * 1000);

/** An ical.js time `wall` on the clock of `like`: its zone, and a date alone when it is one. */
function icalTimeAt(wall: WallTime, like: IcalTime): IcalTime {
  const at = new Date(wall);
  const parts = { year: at.getUTCFullYear(), month: at.getUTCMonth() + 1, day: at.getUTCDate() };
  const time = { hour: at.getUTCHours(), minute: at.getUTCMinutes(), second: at.getUTCSeconds() };
  return ICAL.Time.fromData({ ...parts, ...(like.isDate ? {} : time), isDate: like.isDate }, like.zone);
}

/**
 * A repeating event ready to read, or null when it can hold nothing (cancelled or free, with no override saying
 * otherwise). A steady rule begun long ago is expanded from its last occurrence that ends two days before the
 * window (no zone is two days off the venue's), so that it costs what a new one does: the horizon's other end.
 * Not past an override, which only the occurrence it replaces, met on the way, brings in.
 */
function startSeries(event: IcalEvent, window: Window): Series | null {
  const overrides = Object.values(event.exceptions);
  const overridden = overrides.length > 0;
  if (!overridden && !isBusy(event)) return null;
  const step = steadyStep(event);
  const first = event.startDate;
  let from = first;
  if (step !== null) {
    const steps = Math.floor((wallTimeOf(window.today) - 2 * DAY - lengthOf(event) - wallTime(first)) / step);
    const later = steps > 0 ? icalTimeAt(wallTime(first) + steps * step, first) : first;
    if (overrides.every(({ recurrenceId }) => recurrenceId.compare(later) >= 0)) from = later;
  }
  const series: Series = {
    event,
    expansion: event.iterator(from),
    next: null,
    nextDay: '',
    read: 0,
    step,
    // Only where every occurrence is a whole number of steps from the start, on a clock, none moved or cancelled.
    skips: step !== null && Object.keys(rule(event).parts).length === 0 && !first.isDate && !overridden,
  };
  advance(series, window);
  return series;
}

/** The series' next occurrence from its expansion: null past the window. */
function advance(series: Series, window: Window): void {
  const next = series.expansion.next();
  series.nextDay = next ? dayOf(next) : '';
  series.next = next && series.nextDay <= window.stopAfter ? next : null;
}

/**
 * Reads the repeating events a week at a time, each up to that week's end on its own clock, until the window's end or
 * the budget's: a cut then falls on the window's last days for every event alike. A week, not a day: within it a
 * rule that skips (`skipHeldDays`) passes over the days another has held. What was cut, or null.
 */
function readTogether(all: Series[], window: Window, budget: number): RepeatsCut | null {
  let active = all.filter((series) => series.next !== null);
  let spent = 0;
  for (let week = window.today; active.length > 0; week = addDays(week, 7)) {
    const end = addDays(week, 6);
    for (const series of active) {
      while (series.next !== null && series.nextDay <= end) {
        if (spent >= budget) {
          const busiest = all.reduce((most, one) => (one.read > most.read ? one : most));
          return {
            budget,
            events: active.filter((one) => one.next !== null).length,
            // Every occurrence before this week on its own clock has been read: one day less on the venue's.
            from: week === window.today ? week : addDays(week, -1),
            busiest: String(busiest.event.component.getFirstPropertyValue('rrule') ?? 'RDATE'),
          };
        }
        spent++;
        read(series, window);
      }
    }
    active = active.filter((series) => series.next !== null);
  }
  return null;
}

/** Holds the series' next occurrence, and moves on to the one after (or, skipping, to the next that matters). */
function read(series: Series, window: Window): void {
  const occurrence = series.next!;
  series.read++;
  const details = series.event.getOccurrenceDetails(occurrence);
  const through = holdOccurrence(window, { start: details.startDate, end: details.endDate, item: details.item });
  if (series.skips && through !== null) skipHeldDays(series, occurrence, through, window);
  else advance(series, window);
}

/**
 * After an occurrence of a steady rule has held the days up to `through`, ical.js's expansion begins anew at the
 * first occurrence that could hold a day not yet held: the ones between would hold only held days. Only days matter,
 * so a rule repeating by the hour or the minute costs an occurrence or two a day, not 24 or 1440, and none on days
 * other events hold.
 */
function skipHeldDays(series: Series, occurrence: IcalTime, through: string, window: Window): void {
  let day = addDays(through, 1);
  if (day < window.today) day = window.today;
  while (window.held.has(day)) day = addDays(day, 1);
  if (day > window.last) {
    series.next = null;
    return;
  }
  // The earliest time on the venue's clock an occurrence holding `day` starts at: the day's midnight, or, for one
  // longer than six hours, its length before the day's 06:00 (daysCovered).
  const earliest = wallTimeOf(day) - Math.max(0, lengthOf(series.event) - LAST_DAY_FREE_UNTIL_MINUTES * MINUTE);
  const step = series.step!;
  const first = wallTime(series.event.startDate);
  const readAt = wallTime(occurrence);
  /** The wall time, on the rule's own clock, of its first occurrence at or after `wall` (and after this one). */
  const stepFrom = (wall: WallTime) => Math.max(first + Math.ceil((wall - first) / step) * step, readAt + step);
  const tzid = zoneOf(series.event);
  /** How far the venue's clock is ahead of the rule's at a time on the rule's clock. */
  const ahead = (time: IcalTime) => venueWallTime(time, tzid, window.timeZone) - wallTime(time);
  const here = ahead(occurrence);
  let at = stepFrom(earliest - here);
  // The clocks may change between here and there: from the earlier of the two offsets, none that matters is skipped.
  const there = ahead(icalTimeAt(at, series.event.startDate));
  if (there > here) at = stepFrom(earliest - there);
  if (at === readAt + step)
    advance(series, window); // the very next one: no need to begin anew
  else restart(series, at, window);
}

/** Expands the series anew from the wall time `wall` of its own clock, one of its occurrences. */
function restart(series: Series, wall: WallTime, window: Window): void {
  series.expansion = series.event.iterator(icalTimeAt(wall, series.event.startDate));
  advance(series, window);
}

/**
 * The series' overrides of occurrences beyond where its expansion stopped (the window's end, or the budget's), each
 * as the occurrence it makes: one may move a booking into the window.
 */
function unread(series: Series, window: Window): Occurrence[] {
  return Object.values(series.event.exceptions)
    .filter(({ recurrenceId }) =>
      series.next ? recurrenceId.compare(series.next) >= 0 : dayOf(recurrenceId) > window.stopAfter,
    )
    .map((override) => ({ start: override.startDate, end: override.endDate, item: override }));
}

/** Busy unless the event (or this occurrence's override) is free time or cancelled (promises §11). */
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
// Days in the venue's time zone (ours: the promises’ rules, and Intl for zones the feed does not define)

/**
 * Holds the days in the window a busy occurrence covers. The last day it covers, in or past the window, or null
 * when it holds nothing.
 */
function holdOccurrence(window: Window, { start, end, item }: Occurrence): string | null {
  if (!isBusy(item)) return null;
  const [from, to] = daysCovered(start, end, zoneOf(item), window.timeZone);
  for (let day = from < window.today ? window.today : from; day <= to && day <= window.last; day = addDays(day, 1))
    window.held.add(day);
  return to;
}

/**
 * The first and last venue-time day an occurrence holds. An all-day event holds its dates up to
 * its exclusive DTEND (RFC 5545 §3.6.1). A timed one holds every day it overlaps, except a last day on which it
 * ends at or before 06:00 (promises §11); one without length holds the day it starts.
 */
function daysCovered(start: IcalTime, end: IcalTime, tzid: string | undefined, venueZone: string): [string, string] {
  if (start.isDate) {
    const first = dayOf(start);
    const last = end.isDate ? addDays(dayOf(end), -1) : dayOf(end);
    return [first, last < first ? first : last];
  }
  const from = venueWallTime(start, tzid, venueZone);
  const to = venueWallTime(end, tzid, venueZone);
  const [fromDay, toDay] = [dayOfWallTime(from), dayOfWallTime(to)];
  if (toDay <= fromDay) return [fromDay, fromDay];
  const endsEarly = Math.floor((to - wallTimeOf(toDay)) / MINUTE) <= LAST_DAY_FREE_UNTIL_MINUTES; // seconds aside
  return [fromDay, endsEarly ? addDays(toDay, -1) : toDay];
}

/** An ical.js time as the venue's clock shows it. */
function venueWallTime(time: IcalTime, tzid: string | undefined, venueZone: string): WallTime {
  if (time.zone.tzid !== 'floating') {
    // UTC, or a zone the feed defines in a VTIMEZONE: ical.js knows the instant.
    return wallTime(wallClock(time.toUnixTime() * 1000, venueZone));
  }
  // Floating (no TZID: venue time), or a TZID the feed names without defining it: a time its clocks skip or show
  // twice is read by instantOf's rule, which is RFC 5545's.
  const zone = tzid === undefined ? undefined : ianaZone(tzid);
  if (zone === undefined || zone === ianaZone(venueZone)) return wallTime(time);
  return wallTime(wallClock(instantOf(wallTime(time), zone), venueZone));
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
