import { describe, expect, it } from 'vitest';
import type { VenueEvent } from '@/content/schema';
import { whenOf } from './format';
import { comingOccurrences } from './occurrences';

const timeZone = 'Europe/London';
const occurrence = (fields: Partial<VenueEvent>, zone = timeZone) =>
  comingOccurrences(
    [
      {
        id: 'e',
        title: 'E',
        start: '2026-12-05T21:00',
        end: '02:00',
        description: 'E.',
        enquire: true,
        ...fields,
      },
    ],
    { now: 0, timeZone: zone, horizonWeeks: 1e4 },
  )[0]!;

describe('when an event is, in words', () => {
  it('joins the date and the time with the language’s separator, not a comma of code’s', () => {
    const when = whenOf(occurrence({}), { language: 'ja', timeZone, separator: '、', timeRange: '{from}〜{to}' });
    expect(when.text).toBe(`${when.date}、${when.time}`);
    expect(when.text).not.toContain(',');
  });

  it('says a night in the page’s language, on the venue’s clock', () => {
    expect(whenOf(occurrence({}), { language: 'en-GB', timeZone, separator: ', ', timeRange: '{from}–{to}' })).toEqual({
      date: 'Saturday, 5 December 2026',
      time: '21:00–02:00',
      text: 'Saturday, 5 December 2026, 21:00–02:00',
      badge: { day: '5', month: 'Dec', weekday: 'Sat' },
    });
    expect(
      whenOf(occurrence({}), { language: 'en-US', timeZone, separator: ', ', timeRange: '{from}–{to}' }).text,
    ).toBe('Saturday, December 5, 2026, 9 PM–2 AM');
    expect(
      whenOf(occurrence({ start: '2027-06-04T09:30', end: '12:00' }), {
        language: 'fr',
        timeZone,
        separator: ', ',
        timeRange: '{from}–{to}',
      }).text,
    ).toBe('vendredi 4 juin 2027, 09:30–12:00');
    // A 12-hour clock says the minutes only where there are some (promises §14: en-US "10 AM").
    expect(
      whenOf(occurrence({ start: '2027-06-04T09:30', end: '12:00' }), {
        language: 'en-US',
        timeZone,
        separator: ', ',
        timeRange: '{from}–{to}',
      }).time,
    ).toBe('9:30 AM–12 PM');
  });

  it('follows the venue’s clock, whatever the machine’s', () => {
    // 00:30 in Auckland is still the day before in UTC, where the build machine may be.
    const early = occurrence({ start: '2026-12-05T00:30', end: '02:00' }, 'Pacific/Auckland');
    expect(
      whenOf(early, { language: 'en-GB', timeZone: 'Pacific/Auckland', separator: ', ', timeRange: '{from}–{to}' })
        .text,
    ).toBe('Saturday, 5 December 2026, 00:30–02:00');
  });

  it('gives an all-day event its date, or its first and last days', () => {
    const day = whenOf(occurrence({ start: '2027-01-10', end: undefined }), {
      language: 'en-GB',
      timeZone,
      separator: ', ',
      timeRange: '{from}–{to}',
    });
    expect(day.text).toBe('Sunday, 10 January 2027');
    expect(day.time).toBeUndefined();
    expect(
      whenOf(occurrence({ start: '2026-12-31', end: '2027-01-02' }), {
        language: 'en-GB',
        timeZone,
        separator: ', ',
        timeRange: '{from}–{to}',
      }).text,
    ).toBe(
      // Plain spaces around the dash, where ICU sets thin ones the pages' core fonts do not hold.
      'Thursday 31 December 2026 – Saturday 2 January 2027',
    );
  });

  it('names both dates of an event that runs past the next morning', () => {
    const text = whenOf(occurrence({ end: '2026-12-06T11:00' }), {
      language: 'en-GB',
      timeZone,
      separator: ', ',
      timeRange: '{from}–{to}',
    }).text;
    expect(text).toContain('5 December 2026');
    expect(text).toContain('6 December 2026');
    expect(text).toContain('11:00');
  });
});
