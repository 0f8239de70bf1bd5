import { describe, expect, it } from 'vitest';
import { formatLongDate, formatNumber } from './format';

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
