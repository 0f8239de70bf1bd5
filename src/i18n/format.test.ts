import { describe, expect, it } from 'vitest';
import { en } from './en';
import {
  formatInstantTime,
  formatLongDate,
  formatNumber,
  formatTime,
  formatTimeRange,
  inSentence,
  isClockTime,
  timeOptions,
} from './format';

describe('formatLongDate', () => {
  it.each([
    ['en-US', 'April 5, 2024'],
    ['en-GB', '5 April 2024'],
    ['fr', '5 avril 2024'],
    ['fr-CA', '5 avril 2024'],
  ])('%s', (tag, long) => expect(formatLongDate('2024-04-05', tag)).toBe(long));

  it('is the date as written, whatever the zone of the machine or the time of day', () => {
    expect(formatLongDate('2026-03-14T23:30:00', 'en-GB')).toBe('14 March 2026');
    expect(formatLongDate('2026-03-14T00:10:00', 'en-US')).toBe('March 14, 2026');
  });

  it('with a time zone, is the day an instant falls on there', () => {
    expect(formatLongDate('2026-03-14T23:30:00Z', 'en-GB', 'Pacific/Auckland')).toBe('15 March 2026');
    expect(formatLongDate('2026-03-14', 'en-GB', 'Pacific/Auckland')).toBe('14 March 2026');
  });

  it('refuses what is not a date', () => {
    expect(() => formatLongDate('yesterday', 'en-GB')).toThrow(RangeError);
  });
});

describe('formatNumber', () => {
  it('groups as the language does', () => {
    expect(formatNumber(1200, 'en-GB')).toBe('1,200');
    expect(formatNumber(1200, 'en-US')).toBe('1,200');
    expect(formatNumber(1200, 'fr')).toBe('1\u202f200');
    expect(formatNumber(12.5, 'fr')).toBe('12,5');
    expect(formatNumber(350, 'fr')).toBe('350');
  });
});

describe('times (promises §14)', () => {
  it('says a time as the language does: "10 AM" in en-US, "10:00" in en-GB', () => {
    expect(formatTime('10:00', 'en-US')).toBe('10 AM');
    expect(formatTime('10:00', 'en-GB')).toBe('10:00');
    expect(formatTime('09:00', 'en-GB')).toBe('09:00');
    expect(formatTime('09:00', 'fr')).toBe('09:00');
    expect(formatTime('00:00', 'en-US')).toBe('12 AM');
  });

  it('gives the minutes on a 12-hour clock only where there are some', () => {
    expect(formatTime('09:30', 'en-US')).toBe('9:30 AM');
    expect(formatTime('17:05', 'en-US')).toBe('5:05 PM');
    expect(timeOptions('en-US', false)).toEqual({ hour: 'numeric' });
    expect(timeOptions('en-GB', false)).toEqual({ hour: '2-digit', minute: '2-digit' });
  });

  it('says a range from one time to another', () => {
    expect(formatTimeRange('10:00', '17:00', 'en-US', en.site.timeRange)).toBe('10 AM–5 PM');
    expect(formatTimeRange('10:00', '17:00', 'en-GB', en.site.timeRange)).toBe('10:00–17:00');
    expect(formatTimeRange('09:00', '18:00', 'en-GB', en.site.timeRange)).toBe('09:00–18:00');
    expect(formatTimeRange('16:00', '03:00', 'en-US', en.site.timeRange)).toBe('4 PM–3 AM');
  });

  it('writes no narrow no-break space, which the pages’ core fonts lack', () => {
    for (const tag of ['en-US', 'en-AU', 'fr', 'fr-CA', 'ko'])
      expect(formatTimeRange('09:30', '17:00', tag, en.site.timeRange)).not.toMatch(/[\u2009\u202f]/);
  });

  it('says an instant on the venue’s clock, whatever the machine’s', () => {
    // 03:30 UTC is 09:00 in Kolkata (UTC+5:30): minutes there are none.
    const instant = Date.UTC(2026, 0, 1, 3, 30);
    expect(formatInstantTime(instant, 'en-US', 'Asia/Kolkata')).toBe('9 AM');
    expect(formatInstantTime(instant, 'en-US', 'UTC')).toBe('3:30 AM');
    expect(formatInstantTime(instant, 'en-GB', 'Asia/Kolkata')).toBe('09:00');
  });

  it('knows a time as the content writes it, and refuses anything else', () => {
    expect(isClockTime('14:00')).toBe(true);
    expect(isClockTime('9:15')).toBe(true);
    expect(isClockTime('Late')).toBe(false);
    expect(isClockTime('24:00')).toBe(false);
    expect(() => formatTime('noon', 'en-GB')).toThrow(RangeError);
  });
});

describe('inSentence', () => {
  it('lowers a name inside a sentence, but for German, which keeps a noun’s capital', () => {
    expect(inSentence('Weddings', 'en-GB')).toBe('weddings');
    expect(inSentence('Mariages', 'fr')).toBe('mariages');
    expect(inSentence('Hochzeiten', 'de')).toBe('Hochzeiten');
    expect(inSentence('Stehempfang', 'de-AT')).toBe('Stehempfang');
  });
});
