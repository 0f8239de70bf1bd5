import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  calendarDay,
  dayOfWallTime,
  dayParts,
  instantOf,
  isCalendarDate,
  isoWeekday,
  offsetAt,
  todayIn,
  utcDate,
  wallClock,
  wallTime,
  wallTimeOf,
} from './calendar';

const HOUR = 3_600_000;

/** Days from 1000 to 8999, drawn through Date rather than through the module under test. */
const days = fc
  .date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('8999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
/** Up to some 270 years either way: every result stays within four-digit years. */
const dayCounts = fc.integer({ min: -100_000, max: 100_000 });

/** February's length by the Gregorian rule, written out independently of Date. */
const monthLength = (year: number, month: number) =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

describe('calendar days', () => {
  it('makes a day from parts, carrying an overflowing month or day', () => {
    expect(calendarDay(2026, 12, 5)).toBe('2026-12-05');
    expect(calendarDay(2026, 13, 1)).toBe('2027-01-01');
    expect(calendarDay(2027, 3, 0)).toBe('2027-02-28');
    expect(calendarDay(2028, 2, 30)).toBe('2028-03-01');
    expect(calendarDay(2027, 1, -1)).toBe('2026-12-30');
    // Date.UTC would read year 50 as 1950.
    expect(calendarDay(50, 1, 1)).toBe('0050-01-01');
  });

  it('reads a day’s parts, or a date-time’s day', () => {
    expect(dayParts('2026-12-05')).toEqual([2026, 12, 5]);
    expect(dayParts('2027-03-28T01:30')).toEqual([2027, 3, 28]);
  });

  it('adds days across ends of months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // not a leap year: divisible by 100
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // a leap year: divisible by 400
    expect(addDays('2026-11-23', 732)).toBe('2028-11-24');
  });

  it('adds months, keeping the month’s last day where it is shorter', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-08-31', 18)).toBe('2028-02-29');
    expect(addMonths('2027-03-31', -1)).toBe('2027-02-28');
    expect(addMonths('2027-05-31', 1)).toBe('2027-06-30');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-11-24', 24)).toBe('2028-11-24');
    expect(addMonths('2027-01-15', -12)).toBe('2026-01-15');
    expect(addMonths('2028-02-29', 12)).toBe('2029-02-28');
  });

  it('numbers weekdays 1 (Monday) to 7 (Sunday)', () => {
    expect(isoWeekday('2024-01-01')).toBe(1);
    expect(isoWeekday('2026-12-05')).toBe(6);
    expect(isoWeekday('2026-12-06')).toBe(7);
    expect(isoWeekday('2028-02-29')).toBe(2);
  });

  it('knows which days the calendar has', () => {
    expect(isCalendarDate('2026-12-31')).toBe(true);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2000-02-29')).toBe(true);
    for (const text of [
      '2026-02-29',
      '2100-02-29',
      '2026-11-31',
      '2026-02-30',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '26-01-01',
      '2026-1-1',
      ' 2026-01-01',
      '2026-12-05T21:00', // a date-time's day is checked as text.slice(0, 10)
      '',
      '\uFFFD', // what a form reads from a field it cannot read
    ]) {
      expect(isCalendarDate(text), text).toBe(false);
    }
  });

  it('gives Intl the day itself at 00:00 UTC', () => {
    expect(utcDate('2026-12-05').toISOString()).toBe('2026-12-05T00:00:00.000Z');
    expect(utcDate('0050-01-01').toISOString()).toBe('0050-01-01T00:00:00.000Z');
  });

  it('undoes n days with -n, and adds a + b days as a then b', () => {
    fc.assert(
      fc.property(days, dayCounts, dayCounts, (day, a, b) => {
        expect(addDays(addDays(day, a), -a)).toBe(day);
        expect(addDays(day, a + b)).toBe(addDays(addDays(day, a), b));
      }),
    );
  });

  it('moves the weekday on by the days added', () => {
    fc.assert(
      fc.property(days, dayCounts, (day, n) => {
        expect(isoWeekday(addDays(day, n))).toBe(((((isoWeekday(day) - 1 + n) % 7) + 7) % 7) + 1);
      }),
    );
  });

  it('adds months to land in the right month, on the same day or that month’s last', () => {
    fc.assert(
      fc.property(days, fc.integer({ min: -1200, max: 1200 }), (day, n) => {
        const [year, month, date] = dayParts(day);
        const [toYear, toMonth, toDate] = dayParts(addMonths(day, n));
        expect(toYear * 12 + toMonth).toBe(year * 12 + month + n);
        expect(toDate).toBe(Math.min(date, monthLength(toYear, toMonth)));
      }),
    );
  });

  it('accepts exactly the days the Gregorian calendar has', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, date) => {
          const text = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
          const real = month >= 1 && month <= 12 && date >= 1 && date <= monthLength(year, month);
          expect(isCalendarDate(text)).toBe(real);
          if (real) expect(calendarDay(...dayParts(text))).toBe(text);
        },
      ),
    );
  });
});

describe('wall times', () => {
  it('reads a date-time or a date (its midnight) as a wall time, and a wall time’s day', () => {
    expect(wallTimeOf('2026-12-05T21:00')).toBe(Date.parse('2026-12-05T21:00:00Z'));
    expect(wallTimeOf('2026-12-05T21:00:30')).toBe(Date.parse('2026-12-05T21:00:30Z'));
    expect(wallTimeOf('2026-12-05')).toBe(Date.parse('2026-12-05T00:00:00Z'));
    expect(wallTime({ year: 2026, month: 12, day: 5, hour: 21 })).toBe(wallTimeOf('2026-12-05T21:00'));
    expect(dayOfWallTime(wallTimeOf('2026-12-31T23:59'))).toBe('2026-12-31');
  });
});

describe('a zone’s clock', () => {
  it('shows the wall clock and the offset at an instant', () => {
    const summer = Date.parse('2027-07-01T12:00:00Z');
    expect(wallClock(summer, 'Europe/London')).toEqual({
      year: 2027,
      month: 7,
      day: 1,
      hour: 13,
      minute: 0,
      second: 0,
    });
    expect(offsetAt(summer, 'Europe/London')).toBe(HOUR);
    expect(offsetAt(Date.parse('2027-01-10T12:00:00.250Z'), 'Europe/London')).toBe(0);
    expect(offsetAt(summer, 'Asia/Kolkata')).toBe(5.5 * HOUR);
    expect(offsetAt(Date.parse('2027-01-10T12:00:00Z'), 'America/St_Johns')).toBe(-3.5 * HOUR);
  });

  it('is today on the venue’s clock', () => {
    const now = new Date('2026-11-23T20:00:00Z');
    expect(todayIn('Europe/London', now)).toBe('2026-11-23');
    expect(todayIn('Asia/Tokyo', now)).toBe('2026-11-24');
    expect(todayIn('America/Los_Angeles', new Date('2026-11-23T05:00:00Z'))).toBe('2026-11-22');
  });

  it('refuses a zone Intl does not know, with the site’s words', () => {
    expect(() => todayIn('GMT Standard Time')).toThrow('must be an IANA name such as Europe/London');
    expect(() => todayIn('')).toThrow(RangeError);
  });
});

describe('instantOf: a wall time on a zone’s clock', () => {
  const utc = (wall: string, timeZone: string) => new Date(instantOf(wallTimeOf(wall), timeZone)).toISOString();

  it('reads an ordinary time with the offset of its day', () => {
    expect(utc('2026-12-05T21:00', 'Europe/London')).toBe('2026-12-05T21:00:00.000Z');
    expect(utc('2027-06-04T21:00', 'Europe/London')).toBe('2027-06-04T20:00:00.000Z');
    expect(utc('2026-12-05T21:00', 'Asia/Kolkata')).toBe('2026-12-05T15:30:00.000Z');
  });

  it('reads London’s skipped and repeated 01:30 as RFC 5545 and Temporal’s "compatible" do', () => {
    // 28 March 2027: 01:00 GMT becomes 02:00 BST. 01:30 is read at GMT, so it is 02:30 BST, the same instant as 02:30.
    expect(utc('2027-03-28T01:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    expect(utc('2027-03-28T02:30', 'Europe/London')).toBe('2027-03-28T01:30:00.000Z');
    expect(utc('2027-03-28T00:30', 'Europe/London')).toBe('2027-03-28T00:30:00.000Z');
    // 31 October 2027: 02:00 BST becomes 01:00 GMT, so 01:30 comes twice; the first, in BST, is meant.
    expect(utc('2027-10-31T01:30', 'Europe/London')).toBe('2027-10-31T00:30:00.000Z');
    expect(utc('2027-10-31T02:30', 'Europe/London')).toBe('2027-10-31T02:30:00.000Z');
  });

  it('gives RFC 5545 §3.3.5’s own examples', () => {
    expect(utc('2007-11-04T01:30', 'America/New_York')).toBe('2007-11-04T05:30:00.000Z'); // 01:30 EDT
    expect(utc('2007-03-11T02:30', 'America/New_York')).toBe('2007-03-11T07:30:00.000Z'); // 03:30 EDT
  });

  it('keeps the rule south of the equator and with an offset of half an hour', () => {
    // Sydney: 3 October 2027, 02:00 AEST becomes 03:00 AEDT; 4 April 2027, 03:00 AEDT becomes 02:00 AEST.
    expect(utc('2027-10-03T02:30', 'Australia/Sydney')).toBe('2027-10-02T16:30:00.000Z'); // 03:30 AEDT
    expect(utc('2027-04-04T02:30', 'Australia/Sydney')).toBe('2027-04-03T15:30:00.000Z'); // AEDT, the first
    // St John's (−03:30, summer −02:30): 14 March 2027 skips 02:00–03:00; 7 November 2027 repeats 01:00–02:00.
    expect(utc('2027-03-14T02:30', 'America/St_Johns')).toBe('2027-03-14T06:00:00.000Z'); // 03:30 NDT
    expect(utc('2027-11-07T01:30', 'America/St_Johns')).toBe('2027-11-07T04:00:00.000Z'); // NDT, the first
    expect(utc('2027-01-10T21:00', 'America/St_Johns')).toBe('2027-01-11T00:30:00.000Z');
  });

  const zones = fc.constantFrom(
    'Europe/London',
    'America/New_York',
    'Australia/Sydney',
    'America/St_Johns',
    'Australia/Lord_Howe', // summer time of half an hour
    'Asia/Kolkata',
  );
  const minutes = fc
    .integer({ min: Date.parse('2000-01-01T00:00:00Z') / 60_000, max: Date.parse('2040-01-01T00:00:00Z') / 60_000 })
    .map((minute) => minute * 60_000);

  it('finds an instant again from the wall time it shows, or the first instant showing it', () => {
    fc.assert(
      fc.property(zones, minutes, (timeZone, instant) => {
        const wall = wallTime(wallClock(instant, timeZone));
        const found = instantOf(wall, timeZone);
        expect(wallTime(wallClock(found, timeZone))).toBe(wall);
        expect(found).toBeLessThanOrEqual(instant);
        expect(instant - found).toBeLessThanOrEqual(HOUR);
      }),
    );
  });

  /** Every change of a zone's offset between two instants: when, and the offsets before and after. */
  function changesOfOffset(timeZone: string, from: number, to: number) {
    const WEEK = 7 * 24 * HOUR;
    const changes: { timeZone: string; at: number; before: number; after: number }[] = [];
    // No zone below changes its offset twice in a week: a week's ends tell whether it changed within.
    for (let start = from; start < to; start += WEEK) {
      const before = offsetAt(start, timeZone);
      const after = offsetAt(start + WEEK, timeZone);
      if (before === after) continue;
      let [low, high] = [start, start + WEEK]; // the offset before at low, after at high: halve to the minute
      while (high - low > 60_000) {
        const middle = low + Math.floor((high - low) / 120_000) * 60_000;
        if (offsetAt(middle, timeZone) === before) low = middle;
        else high = middle;
      }
      changes.push({ timeZone, at: high, before, after });
    }
    return changes;
  }

  it('reads every wall time up to the end of a change of clocks with the offset before it, then the one after', () => {
    const from = Date.parse('2000-01-01T00:00:00Z');
    const to = Date.parse('2040-01-01T00:00:00Z');
    const changes = [
      'Europe/London',
      'America/New_York',
      'Australia/Sydney',
      'America/St_Johns',
      'Australia/Lord_Howe',
    ].flatMap((timeZone) => changesOfOffset(timeZone, from, to));
    expect(changes.length).toBeGreaterThan(5 * 2 * 30); // two a year in each zone (New York's moved in 2007)
    fc.assert(
      fc.property(fc.constantFrom(...changes), fc.integer({ min: -120, max: 180 }), (change, minute) => {
        const { timeZone, at, before, after } = change;
        // The walls the change skips or shows twice run from at + min(before, after) to at + max(before, after).
        const wall = at + Math.min(before, after) + minute * 60_000;
        const expected = wall < at + Math.max(before, after) ? wall - before : wall - after;
        expect(instantOf(wall, timeZone)).toBe(expected);
      }),
      { numRuns: 500 },
    );
  });
});
