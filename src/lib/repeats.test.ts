import { describe, expect, it } from 'vitest';
import { addDays } from '@/shared/calendar';
import { isRuleDay, repeatDays, ruleDays, rruleOf, type Repeat } from './repeats';

describe('a repeat as an RRULE', () => {
  it('says weekly days with Monday as the week’s first, and the last date to its end', () => {
    expect(rruleOf({ days: ['Friday', 'Saturday'], until: '2036-12-31' }, false)).toBe(
      'FREQ=WEEKLY;WKST=MO;BYDAY=FR,SA;UNTIL=20361231T235959',
    );
    expect(rruleOf({ every: 'week', interval: 2, days: ['Sunday'], until: '2036-12-31' }, true)).toBe(
      'FREQ=WEEKLY;INTERVAL=2;WKST=MO;BYDAY=SU;UNTIL=20361231',
    );
  });

  it('says a monthly date, "the first Sunday" and "the last Friday"', () => {
    expect(rruleOf({ every: 'month', dayOfMonth: 31, count: 6 }, false)).toBe('FREQ=MONTHLY;BYMONTHDAY=31;COUNT=6');
    expect(rruleOf({ every: 'month', interval: 1, weekOfMonth: 'first', day: 'Sunday', count: 10 }, false)).toBe(
      'FREQ=MONTHLY;BYDAY=1SU;COUNT=10',
    );
    expect(
      rruleOf({ every: 'month', interval: 3, weekOfMonth: 'last', day: 'Friday', until: '2027-12-31' }, true),
    ).toBe('FREQ=MONTHLY;INTERVAL=3;BYDAY=-1FR;UNTIL=20271231');
  });
});

describe('the days of a repeat', () => {
  const firstSundays: Repeat = { every: 'month', weekOfMonth: 'first', day: 'Sunday', until: '2027-06-30' };

  it('are the rule’s, from the start, up to `to`, less `except` (which ruleDays keeps)', () => {
    const repeat = { ...firstSundays, except: ['2027-01-03'] };
    expect(ruleDays('2026-12-06T11:00', repeat, { to: '2027-02-28' })).toEqual([
      '2026-12-06',
      '2027-01-03',
      '2027-02-07',
    ]);
    expect(repeatDays('2026-12-06T11:00', repeat, { to: '2027-02-28' })).toEqual(['2026-12-06', '2027-02-07']);
    expect(repeatDays('2026-12-06T11:00', repeat, { from: '2027-04-05', to: '9999-12-31' })).toEqual([
      '2027-05-02',
      '2027-06-06',
    ]);
  });

  it('begin, when the start is not one of them, at the rule’s next date: ical.js’s way, which the checks rely on', () => {
    expect(ruleDays('2027-01-10T11:00', firstSundays, { to: '2027-03-31' })).toEqual(['2027-02-07', '2027-03-07']);
    expect(isRuleDay('2027-01-10T11:00', firstSundays, '2027-01-10')).toBe(false);
    expect(isRuleDay('2027-01-03T11:00', firstSundays, '2027-01-03')).toBe(true);
    expect(isRuleDay('2027-01-03T11:00', firstSundays, '2027-02-07')).toBe(true);
    expect(isRuleDay('2027-01-03T11:00', firstSundays, '2027-02-14')).toBe(false);
    // Before the start, and after the last date, there are none.
    expect(isRuleDay('2027-01-03T11:00', firstSundays, '2026-12-06')).toBe(false);
    expect(isRuleDay('2027-01-03T11:00', firstSundays, '2027-07-04')).toBe(false);
  });

  // Expanding from near `from` (the start moved on by whole weeks or months) must give what expanding from the start
  // gives: every rule below, from every 19th day over six years.
  it.each<[string, string, Repeat]>([
    ['weekly', '2026-11-27T22:00', { every: 'week', days: ['Friday', 'Saturday'], until: '2032-12-31' }],
    [
      'fortnightly',
      '2026-12-05T10:00',
      { every: 'week', interval: 2, days: ['Saturday', 'Monday'], until: '2032-12-31' },
    ],
    [
      'every third week, all day',
      '2026-12-02',
      { every: 'week', interval: 3, days: ['Wednesday'], until: '2032-12-31' },
    ],
    ['the 31st', '2027-01-31T19:00', { every: 'month', dayOfMonth: 31, until: '2032-12-31' }],
    ['every other 30th', '2027-01-30T19:00', { every: 'month', interval: 2, dayOfMonth: 30, until: '2032-12-31' }],
    [
      'the first Sunday',
      '2026-12-06T11:00',
      { every: 'month', weekOfMonth: 'first', day: 'Sunday', until: '2032-12-31' },
    ],
    [
      'every fifth last Friday, all day',
      '2027-01-29',
      { every: 'month', interval: 5, weekOfMonth: 'last', day: 'Friday', until: '2032-12-31' },
    ],
    ['a count', '2026-12-05T10:00', { every: 'week', days: ['Saturday'], count: 200 }],
  ])('are the same from any day when expanded from near it: %s', (_, start, repeat) => {
    const all = ruleDays(start, repeat, { to: '9999-12-31' });
    expect(all.length).toBeGreaterThan(10);
    for (let from = start.slice(0, 10); from <= '2033-01-31'; from = addDays(from, 19)) {
      const to = addDays(from, 400);
      expect(ruleDays(start, repeat, { from, to }), from).toEqual(all.filter((day) => day >= from && day <= to));
    }
  });
});
