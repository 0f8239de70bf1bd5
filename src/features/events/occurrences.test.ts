import { describe, expect, it } from 'vitest';
import type { VenueEvent } from '@/content/schema';
import { comingOccurrences, utcIso, type Occurrence } from './occurrences';

const timeZone = 'Europe/London';
const at = (iso: string) => Date.parse(iso);
/** Long before every event below: nothing has ended, and the horizon is far. */
const LONG_AGO = at('2026-01-01T00:00:00Z');

const event = (fields: Partial<VenueEvent>): VenueEvent => ({
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
    repeat: { weekly: ['Friday', 'Saturday'], until: '2026-12-26', except: ['2026-12-25'] },
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
      repeat: { weekly: ['Friday'], until: '2027-04-09' },
    });
    expect(spans(comingOccurrences([fridays], { now: LONG_AGO, timeZone, horizonWeeks: 1000 }))).toEqual([
      '2027-03-19T22:00:00+00:00 → 2027-03-20T03:00:00+00:00',
      '2027-03-26T22:00:00+00:00 → 2027-03-27T03:00:00+00:00',
      '2027-04-02T22:00:00+01:00 → 2027-04-03T03:00:00+01:00',
      '2027-04-09T22:00:00+01:00 → 2027-04-10T03:00:00+01:00',
    ]);
  });

  it('are listed twelve weeks ahead; a one-off event however far ahead', () => {
    const weekly = event({
      id: 'weekly',
      start: '2026-11-27T22:00',
      end: '03:00',
      repeat: { weekly: ['Friday'], until: '2027-12-31' },
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
      repeat: { weekly: ['Friday', 'Saturday'], until },
    });
    // Saturday 7 June 2036, 02:30 on the venue's clock: Friday's night runs until 03:00.
    const list = comingOccurrences([clubNights], { now: at('2036-06-07T01:30:00Z'), timeZone });
    expect(list[0]!.key).toBe('night-2036-06-06');
    expect(list.map((o) => o.day).slice(1, 3)).toEqual(['2036-06-07', '2036-06-13']);
    expect(list).toHaveLength(2 * 12 + 1);
  });

  it('lists a weekend running since Friday on its Sunday', () => {
    const weekends = event({ start: '2026-12-04', end: '2026-12-06', repeat: { weekly: ['Friday'], until } });
    const [first] = comingOccurrences([weekends], { now: at('2036-06-08T22:00:00Z'), timeZone });
    expect(first).toMatchObject({ day: '2036-06-06', lastDay: '2036-06-08', endIso: '2036-06-09T00:00:00+01:00' });
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
      repeat: { weekly: ['Friday'], until: '2026-12-11' },
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
