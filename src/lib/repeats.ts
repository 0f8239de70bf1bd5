/**
 * An event's repeat as a venue keeps it ("every week on Friday and Saturday until June", "the first Sunday of the
 * month, ten times"), written as an iCalendar rule (RFC 5545 RRULE) for ical.js to expand: no date of a repeat is
 * counted here by hand. ical.js reads the same rules in the venue's booking feed (availability.ts).
 *
 * Zone-free and pure: a rule runs on the venue's wall clock (floating times, as the content writes them), and gives
 * calendar days; the events feature turns each into instants (src/features/events/occurrences.ts). The content's
 * schema checks a repeat with it (its start and its skipped dates are dates of the rule).
 *
 * Relative imports: the schema, and so this file, is loaded with astro.config.mjs, before any `@/` alias exists.
 */
import ICAL from 'ical.js';
import type { Day } from '../content/names';
import { addDays, addMonths, calendarDay, dayParts, utcDate } from '../shared/calendar';

/** How often a repeat comes round: each week (on some days), or each month (on a date, or "the first Sunday"). */
export const REPEAT_EVERY = ['week', 'month'] as const;
type RepeatEvery = (typeof REPEAT_EVERY)[number];

/** Which of its weekdays in the month a monthly repeat falls on: "the first Sunday", "the last Friday". */
export const WEEKS_OF_MONTH = ['first', 'second', 'third', 'fourth', 'last'] as const;
type WeekOfMonth = (typeof WEEKS_OF_MONTH)[number];

/**
 * A repeat as the content writes it (src/content/schema.ts checks the combinations): `every` week on `days`, or
 * every month on `dayOfMonth` or on the `weekOfMonth` `day`; every `interval` weeks or months; ending on `until` (a
 * last date) or after `count` dates; less the dates in `except`.
 */
export interface Repeat {
  every?: RepeatEvery;
  interval?: number;
  days?: readonly Day[];
  dayOfMonth?: number;
  weekOfMonth?: WeekOfMonth;
  day?: Day;
  until?: string;
  count?: number;
  except?: readonly string[];
}

const ICAL_DAYS: Readonly<Record<Day, string>> = {
  Monday: 'MO',
  Tuesday: 'TU',
  Wednesday: 'WE',
  Thursday: 'TH',
  Friday: 'FR',
  Saturday: 'SA',
  Sunday: 'SU',
};
/** RFC 5545's place of a weekday in its month: 1 the first, -1 the last. */
const WEEK_POSITIONS: Readonly<Record<WeekOfMonth, number>> = { first: 1, second: 2, third: 3, fourth: 4, last: -1 };

const DAY_MS = 86_400_000;

/**
 * The repeat as an RRULE: `FREQ=WEEKLY;WKST=MO;BYDAY=FR,SA;UNTIL=20361231T235959`, `FREQ=MONTHLY;BYDAY=1SU;COUNT=10`.
 * `allDay`: the event starts on a date alone, so UNTIL is a date too (RFC 5545 asks UNTIL to be DTSTART's kind).
 */
export function rruleOf(repeat: Repeat, allDay: boolean): string {
  const monthly = repeat.every === 'month';
  const parts = [`FREQ=${monthly ? 'MONTHLY' : 'WEEKLY'}`];
  if (repeat.interval !== undefined && repeat.interval > 1) parts.push(`INTERVAL=${repeat.interval}`);
  if (!monthly) {
    // Weeks run Monday to Sunday (ISO 8601, and RFC 5545's default, said aloud): every other week on Friday, Saturday
    // and Sunday keeps each weekend together.
    parts.push('WKST=MO');
    if (repeat.days?.length) parts.push(`BYDAY=${repeat.days.map((day) => ICAL_DAYS[day]).join(',')}`);
  } else if (repeat.weekOfMonth !== undefined && repeat.day !== undefined) {
    parts.push(`BYDAY=${WEEK_POSITIONS[repeat.weekOfMonth]}${ICAL_DAYS[repeat.day]}`);
  } else if (repeat.dayOfMonth !== undefined) {
    // A month without that date (the 31st of April) is skipped, as RFC 5545 says and ical.js does.
    parts.push(`BYMONTHDAY=${repeat.dayOfMonth}`);
  }
  if (repeat.count !== undefined) parts.push(`COUNT=${repeat.count}`);
  // Floating, as DTSTART is: the last date's end on the venue's clock, so a night on that date still happens.
  else if (repeat.until !== undefined)
    parts.push(`UNTIL=${repeat.until.replaceAll('-', '')}${allDay ? '' : 'T235959'}`);
  return parts.join(';');
}

/**
 * Where expanding may begin for the dates from `from` on: the event's first day moved on by whole periods of its rule
 * (`interval` weeks, or `interval` months), which a rule repeats exactly, so that a repeat begun years ago costs what
 * a new one does. A weekly rule keeps its weekday; a monthly one begins on its month's 1st, from which ical.js goes
 * on to the rule's first date (repeats.test.ts holds that to the whole expansion). A rule with a count is expanded
 * from its start: the count is counted from there.
 */
function expansionStart(first: string, repeat: Repeat, from: string | undefined): string {
  if (from === undefined || from <= first || repeat.count !== undefined) return first;
  const interval = repeat.interval ?? 1;
  if (repeat.every === 'month') {
    const [firstYear, firstMonth] = dayParts(first);
    const [fromYear, fromMonth] = dayParts(from);
    const periods = Math.floor(((fromYear - firstYear) * 12 + fromMonth - firstMonth) / interval);
    return periods > 0 ? addMonths(`${first.slice(0, 8)}01`, periods * interval) : first;
  }
  const days = Math.round((utcDate(from).getTime() - utcDate(first).getTime()) / DAY_MS);
  return addDays(first, Math.floor(days / (7 * interval)) * 7 * interval);
}

/**
 * The days, `YYYY-MM-DD`, soonest first, on which a repeat's rule has the event start, as ical.js expands it from the
 * event's `start` (`2026-12-05T21:00`, or a date alone for all day): only those from `from` (when given) to `to`.
 * The `except` dates are still among them: `repeatDays` leaves them out.
 */
export function ruleDays(start: string, repeat: Repeat, { from, to }: { from?: string; to: string }): string[] {
  const allDay = !start.includes('T');
  const [year, month, day] = dayParts(expansionStart(start.slice(0, 10), repeat, from));
  const [hour = 0, minute = 0] = allDay ? [] : start.slice(11).split(':').map(Number);
  const dtstart = ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: allDay });
  const expansion = ICAL.Recur.fromString(rruleOf(repeat, allDay)).iterator(dtstart);
  const days: string[] = [];
  for (let next = expansion.next(); next; next = expansion.next()) {
    const date = calendarDay(next.year, next.month, next.day);
    if (date > to) break;
    if (from === undefined || date >= from) days.push(date);
  }
  return days;
}

/** The days the event happens on, from `from` to `to`: its rule's days less `except`. */
export function repeatDays(start: string, repeat: Repeat, range: { from?: string; to: string }): string[] {
  const skipped = new Set(repeat.except ?? []);
  return ruleDays(start, repeat, range).filter((day) => !skipped.has(day));
}

/** Whether the rule has the event start on `day` (the schema's check of a start and of a skipped date). */
export const isRuleDay = (start: string, repeat: Repeat, day: string): boolean =>
  ruleDays(start, repeat, { from: day, to: day }).length > 0;
