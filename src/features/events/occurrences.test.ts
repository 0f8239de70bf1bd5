import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { venueEvent, type VenueEvent } from '@/content/schema';
import { comingOccurrences, utcIso, type Occurrence } from './occurrences';

const timeZone = 'Europe/London';
const at = (iso: string) => Date.parse(iso);
/** Long before every event below: nothing has ended, and the horizon is far. */
const LONG_AGO = at('2026-01-01T00:00:00Z');
/** Every date of a repeat, however far ahead. */
const EVERY = { now: LONG_AGO, timeZone, horizonWeeks: Infinity, horizonMonths: Infinity };

/** An event as the content writes it, read as the loader reads it (a repeat's defaults filled in, its checks passed). */
const event = (fields: Partial<z.input<typeof venueEvent>>): VenueEvent =>
  venueEvent.parse({
    id: 'night',
    title: 'Night',
    start: '2026-12-05T21:00',
    end: '02:00',
    description: 'A night.',
    tickets: 'https://tickets.example/night',
    ...fields,
  });

const spans = (list: Occurrence[]) => list.map((o) => `${o.startIso} → ${o.endIso}`);

describe('an event on the venue’s clock', () => {
  it('gives a winter evening its GMT offset, ending the next morning', () => {
    const [night] = comingOccurrences([event({})], { now: LONG_AGO, timeZone });
    expect(night).toMatchObject({
      key: 'night-2026-12-05',
      day: '2026-12-05',
      allDay: false,
      startIso: '2026-12-05T21:00:00+00:00',
      endIso: '2026-12-06T02:00:00+00:00',
    });
    expect(utcIso(night!.end)).toBe('2026-12-06T02:00:00Z');
  });

  it('gives a summer evening its BST offset', () => {
    const [night] = comingOccurrences([event({ start: '2027-06-04T21:00', end: '23:30' })], {
      now: LONG_AGO,
      timeZone,
    });
    expect(night!.startIso).toBe('2027-06-04T21:00:00+01:00');
    expect(night!.endIso).toBe('2027-06-04T23:30:00+01:00');
    expect(utcIso(night!.start)).toBe('2027-06-04T20:00:00Z');
  });

  it('reads an end with a date as written, and an end time equal to the start as the next day', () => {
    const [long] = comingOccurrences([event({ end: '2026-12-07T01:00' })], { now: LONG_AGO, timeZone });
    expect(long!.endIso).toBe('2026-12-07T01:00:00+00:00');
    const [day] = comingOccurrences([event({ end: '21:00' })], { now: LONG_AGO, timeZone });
    expect(day!.endIso).toBe('2026-12-06T21:00:00+00:00');
  });

  it('keeps a night across the spring change on the wall clock: 22:00 GMT to 03:00 BST', () => {
    const [night] = comingOccurrences([event({ start: '2027-03-27T22:00', end: '03:00' })], {
      now: LONG_AGO,
      timeZone,
    });
    expect(spans([night!])).toEqual(['2027-03-27T22:00:00+00:00 → 2027-03-28T03:00:00+01:00']);
    expect(night!.end - night!.start).toBe(4 * 3_600_000);
  });

  it('starts at a time the spring change skips an hour later, and at one the autumn change repeats the first time', () => {
    // instantOf's rule (src/shared/calendar.ts, where its cases are tested): the offset from before the change.
    const [spring] = comingOccurrences([event({ start: '2027-03-28T01:30', end: '04:00' })], {
      now: LONG_AGO,
      timeZone,
    });
    expect(spring!.startIso).toBe('2027-03-28T02:30:00+01:00');
    const [autumn] = comingOccurrences([event({ start: '2026-10-25T01:30', end: '04:00' })], {
      now: LONG_AGO,
      timeZone,
    });
    expect(utcIso(autumn!.start)).toBe('2026-10-25T00:30:00Z');
  });

  it('works in any zone Intl knows', () => {
    const [night] = comingOccurrences([event({})], { now: LONG_AGO, timeZone: 'America/New_York' });
    expect(night!.startIso).toBe('2026-12-05T21:00:00-05:00');
    const [kolkata] = comingOccurrences([event({})], { now: LONG_AGO, timeZone: 'Asia/Kolkata' });
    expect(kolkata!.startIso).toBe('2026-12-05T21:00:00+05:30');
  });

  it('lasts all day: from midnight to the midnight after its last day', () => {
    const [open] = comingOccurrences([event({ start: '2027-01-10', end: undefined })], { now: LONG_AGO, timeZone });
    expect(open).toMatchObject({
      allDay: true,
      day: '2027-01-10',
      lastDay: '2027-01-10',
      startIso: '2027-01-10T00:00:00+00:00',
      endIso: '2027-01-11T00:00:00+00:00',
    });
    const [fair] = comingOccurrences([event({ start: '2026-12-31', end: '2027-01-02' })], { now: LONG_AGO, timeZone });
    expect(fair).toMatchObject({ lastDay: '2027-01-02', endIso: '2027-01-03T00:00:00+00:00' });
  });
});

describe('weekly repeats', () => {
  const clubNights = event({
    id: 'club',
    start: '2026-12-04T22:00',
    end: '03:00',
    repeat: { days: ['Friday', 'Saturday'], until: '2026-12-26', except: ['2026-12-25'] },
  });

  it('happen on each named day from the start until the last date, less the exceptions', () => {
    const days = comingOccurrences([clubNights], { now: LONG_AGO, timeZone, horizonWeeks: 1000 }).map((o) => o.day);
    expect(days).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-11',
      '2026-12-12',
      '2026-12-18',
      '2026-12-19',
      '2026-12-26',
    ]);
  });

  it('keep their wall-clock times across the change of offset', () => {
    const fridays = event({
      start: '2027-03-19T22:00',
      end: '03:00',
      repeat: { days: ['Friday'], until: '2027-04-09' },
    });
    expect(spans(comingOccurrences([fridays], { now: LONG_AGO, timeZone, horizonWeeks: 1000 }))).toEqual([
      '2027-03-19T22:00:00+00:00 → 2027-03-20T03:00:00+00:00',
      '2027-03-26T22:00:00+00:00 → 2027-03-27T03:00:00+00:00',
      '2027-04-02T22:00:00+01:00 → 2027-04-03T03:00:00+01:00',
      '2027-04-09T22:00:00+01:00 → 2027-04-10T03:00:00+01:00',
    ]);
  });

  it('come every other week when the interval is 2, each week’s days together (weeks run Monday to Sunday)', () => {
    const fortnightly = event({
      start: '2026-12-04T22:00',
      end: '03:00',
      repeat: { interval: 2, days: ['Friday', 'Saturday'], until: '2027-01-16' },
    });
    expect(comingOccurrences([fortnightly], EVERY).map((o) => o.day)).toEqual([
      '2026-12-04',
      '2026-12-05',
      '2026-12-18',
      '2026-12-19',
      '2027-01-01',
      '2027-01-02',
      '2027-01-15',
      '2027-01-16',
    ]);
    // A Saturday and the Sunday after it are one weekend, not two weeks' days.
    const weekends = event({ repeat: { interval: 2, days: ['Saturday', 'Sunday'], count: 4 } });
    expect(comingOccurrences([weekends], EVERY).map((o) => o.day)).toEqual([
      '2026-12-05',
      '2026-12-06',
      '2026-12-19',
      '2026-12-20',
    ]);
  });

  it('end after a count of dates, a skipped date among them (as RFC 5545 counts)', () => {
    const three = event({ start: '2026-12-04T22:00', repeat: { days: ['Friday'], count: 3, except: ['2026-12-11'] } });
    expect(comingOccurrences([three], EVERY).map((o) => o.day)).toEqual(['2026-12-04', '2026-12-18']);
  });

  it('are listed twelve weeks ahead; a one-off event however far ahead', () => {
    const weekly = event({
      id: 'weekly',
      start: '2026-11-27T22:00',
      end: '03:00',
      repeat: { days: ['Friday'], until: '2027-12-31' },
    });
    const later = event({ id: 'later', start: '2027-10-01T19:00', end: '23:00' });
    const now = at('2026-11-23T12:00:00Z');
    const list = comingOccurrences([weekly, later], { now, timeZone });
    const fridays = list.filter((o) => o.event.id === 'weekly');
    expect(fridays).toHaveLength(12);
    expect(fridays.at(-1)!.day).toBe('2027-02-12');
    expect(fridays.every((o) => o.start < now + 12 * 7 * 86_400_000)).toBe(true);
    expect(list.at(-1)!.key).toBe('later-2027-10-01');
    expect(comingOccurrences([weekly], { now, timeZone, horizonWeeks: 1 }).map((o) => o.day)).toEqual(['2026-11-27']);
    // No horizon: every Friday to the last one.
    const every = comingOccurrences([weekly], { now, timeZone, horizonWeeks: Infinity });
    expect(every).toHaveLength(58);
    expect(every.at(-1)!.day).toBe('2027-12-31');
  });
});

describe('a repeat begun years ago', () => {
  const until = '2036-12-31';
  it('lists the night still running, then the next twelve weeks', () => {
    const clubNights = event({
      start: '2026-11-27T22:00',
      end: '03:00',
      repeat: { days: ['Friday', 'Saturday'], until },
    });
    // Saturday 7 June 2036, 02:30 on the venue's clock: Friday's night runs until 03:00.
    const list = comingOccurrences([clubNights], { now: at('2036-06-07T01:30:00Z'), timeZone });
    expect(list[0]!.key).toBe('night-2036-06-06');
    expect(list.map((o) => o.day).slice(1, 3)).toEqual(['2036-06-07', '2036-06-13']);
    expect(list).toHaveLength(2 * 12 + 1);
  });

  it('lists a weekend running since Friday on its Sunday', () => {
    const weekends = event({ start: '2026-12-04', end: '2026-12-06', repeat: { days: ['Friday'], until } });
    const [first] = comingOccurrences([weekends], { now: at('2036-06-08T22:00:00Z'), timeZone });
    expect(first).toMatchObject({ day: '2036-06-06', lastDay: '2036-06-08', endIso: '2036-06-09T00:00:00+01:00' });
  });
});

describe('monthly repeats', () => {
  const days = (list: Occurrence[]) => list.map((o) => o.day);

  it('on the 31st skip the months without one, as RFC 5545 says and ical.js does (no 30th instead)', () => {
    const lastNights = event({
      start: '2027-01-31T19:00',
      end: '23:00',
      repeat: { every: 'month', dayOfMonth: 31, count: 5 },
    });
    expect(days(comingOccurrences([lastNights], EVERY))).toEqual([
      '2027-01-31',
      '2027-03-31',
      '2027-05-31',
      '2027-07-31',
      '2027-08-31',
    ]);
  });

  it('on "the first Sunday" keep the wall-clock time across London’s spring change and New York’s autumn one', () => {
    const market = (start: string) =>
      event({ start, end: '16:00', repeat: { every: 'month', weekOfMonth: 'first', day: 'Sunday', count: 3 } });
    expect(spans(comingOccurrences([market('2027-03-07T11:00')], EVERY))).toEqual([
      '2027-03-07T11:00:00+00:00 → 2027-03-07T16:00:00+00:00',
      '2027-04-04T11:00:00+01:00 → 2027-04-04T16:00:00+01:00',
      '2027-05-02T11:00:00+01:00 → 2027-05-02T16:00:00+01:00',
    ]);
    // 7 November 2027 is both New York's first Sunday and the morning its clocks go back.
    const newYork = comingOccurrences([market('2027-10-03T11:00')], { ...EVERY, timeZone: 'America/New_York' });
    expect(spans(newYork)).toEqual([
      '2027-10-03T11:00:00-04:00 → 2027-10-03T16:00:00-04:00',
      '2027-11-07T11:00:00-05:00 → 2027-11-07T16:00:00-05:00',
      '2027-12-05T11:00:00-05:00 → 2027-12-05T16:00:00-05:00',
    ]);
  });

  it('on "the last Friday" keep the wall-clock time across New York’s spring change and London’s autumn one', () => {
    const lastFridays = (start: string) =>
      event({ start, end: '23:00', repeat: { every: 'month', weekOfMonth: 'last', day: 'Friday', count: 3 } });
    const newYork = comingOccurrences([lastFridays('2027-02-26T20:00')], { ...EVERY, timeZone: 'America/New_York' });
    expect(newYork.map((o) => o.startIso)).toEqual([
      '2027-02-26T20:00:00-05:00',
      '2027-03-26T20:00:00-04:00',
      '2027-04-30T20:00:00-04:00',
    ]);
    expect(comingOccurrences([lastFridays('2027-09-24T20:00')], EVERY).map((o) => o.startIso)).toEqual([
      '2027-09-24T20:00:00+01:00',
      '2027-10-29T20:00:00+01:00',
      '2027-11-26T20:00:00+00:00',
    ]);
  });

  it('skip the dates in except, still counted', () => {
    const market = event({
      start: '2026-12-06T11:00',
      end: '16:00',
      repeat: { every: 'month', weekOfMonth: 'first', day: 'Sunday', count: 3, except: ['2027-01-03'] },
    });
    expect(days(comingOccurrences([market], EVERY))).toEqual(['2026-12-06', '2027-02-07']);
  });

  it('come every other month when the interval is 2', () => {
    const quiz = event({
      start: '2027-01-05T19:00',
      end: '22:00',
      repeat: { every: 'month', interval: 2, dayOfMonth: 5, until: '2027-09-30' },
    });
    expect(days(comingOccurrences([quiz], EVERY))).toEqual([
      '2027-01-05',
      '2027-03-05',
      '2027-05-05',
      '2027-07-05',
      '2027-09-05',
    ]);
  });

  it('last all day, from midnight to the midnight after their last day, on each date', () => {
    const fair = event({
      start: '2027-03-06',
      end: '2027-03-07',
      repeat: { every: 'month', weekOfMonth: 'first', day: 'Saturday', count: 2 },
    });
    expect(comingOccurrences([fair], EVERY)).toMatchObject([
      {
        allDay: true,
        day: '2027-03-06',
        lastDay: '2027-03-07',
        startIso: '2027-03-06T00:00:00+00:00',
        endIso: '2027-03-08T00:00:00+00:00',
      },
      {
        allDay: true,
        day: '2027-04-03',
        lastDay: '2027-04-04',
        startIso: '2027-04-03T00:00:00+01:00',
        endIso: '2027-04-05T00:00:00+01:00',
      },
    ]);
  });

  it('are listed twelve months ahead (not twelve weeks), and one begun years ago lists the day still running', () => {
    const market = event({
      start: '2026-12-06T11:00',
      end: '16:00',
      repeat: { every: 'month', weekOfMonth: 'first', day: 'Sunday', until: '2037-12-31' },
    });
    const coming = comingOccurrences([market], { now: at('2027-01-10T12:00:00Z'), timeZone });
    expect(coming).toHaveLength(12);
    expect([coming[0]!.day, coming.at(-1)!.day]).toEqual(['2027-02-07', '2028-01-02']);
    expect(days(comingOccurrences([market], { now: at('2027-01-10T12:00:00Z'), timeZone, horizonMonths: 1 }))).toEqual([
      '2027-02-07',
    ]);
    // Sunday 1 June 2036, 15:00 on the venue's clock: the market runs until 16:00.
    const later = comingOccurrences([market], { now: at('2036-06-01T14:00:00Z'), timeZone });
    expect(days(later).slice(0, 2)).toEqual(['2036-06-01', '2036-07-06']);
    expect(later).toHaveLength(12);
    expect(later.at(-1)!.day).toBe('2037-05-03');
  });
});

describe('what has ended', () => {
  const night = event({});

  it('is left out once its end has come, and kept while it runs', () => {
    expect(comingOccurrences([night], { now: at('2026-12-05T23:00:00Z'), timeZone })).toHaveLength(1);
    expect(comingOccurrences([night], { now: at('2026-12-06T01:59:59Z'), timeZone })).toHaveLength(1);
    expect(comingOccurrences([night], { now: at('2026-12-06T02:00:00Z'), timeZone })).toHaveLength(0);
  });

  it('drops the past repeats and keeps the rest, soonest first across events', () => {
    const weekly = event({
      id: 'weekly',
      title: 'Weekly',
      start: '2026-11-06T19:00',
      end: '21:00',
      repeat: { days: ['Friday'], until: '2026-12-11' },
    });
    const oneOff = event({ id: 'one-off', title: 'One-off', start: '2026-11-28T12:00', end: '14:00' });
    const list = comingOccurrences([weekly, oneOff], { now: at('2026-11-23T12:00:00Z'), timeZone });
    expect(list.map((o) => o.key)).toEqual([
      'weekly-2026-11-27',
      'one-off-2026-11-28',
      'weekly-2026-12-04',
      'weekly-2026-12-11',
    ]);
  });
});
