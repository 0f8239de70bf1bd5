import { describe, expect, it } from 'vitest';
import { clampDay, firstDayOfWeek, keyTarget, monthGrid, startOfWeek } from './month-grid';

describe('the picker’s calendar layout', () => {
  it('lays a month out in weeks from the language’s first day, empty cells around it', () => {
    // December 2026 starts on a Tuesday and ends on a Thursday.
    const monday = monthGrid(2026, 12, 1);
    expect(monday).toHaveLength(5);
    expect(monday[0]).toEqual([
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(monday[4]).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null, null]);
    const sunday = monthGrid(2026, 12, 7);
    expect(sunday[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05']);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthGrid(2027, 2, 1)).toHaveLength(4);
    for (const week of monthGrid(2027, 8, 1)) expect(week).toHaveLength(7);
  });

  it('moves by the APG date grid’s keys', () => {
    const at = '2026-12-05'; // a Saturday
    expect(keyTarget(at, 'ArrowRight', false, 1)).toBe('2026-12-06');
    expect(keyTarget(at, 'ArrowLeft', false, 1)).toBe('2026-12-04');
    expect(keyTarget(at, 'ArrowDown', false, 1)).toBe('2026-12-12');
    expect(keyTarget(at, 'ArrowUp', false, 1)).toBe('2026-11-28');
    expect(keyTarget(at, 'Home', false, 1)).toBe('2026-11-30');
    expect(keyTarget(at, 'End', false, 1)).toBe('2026-12-06');
    expect(keyTarget(at, 'Home', false, 7)).toBe('2026-11-29');
    expect(keyTarget(at, 'PageDown', false, 1)).toBe('2027-01-05');
    expect(keyTarget(at, 'PageUp', false, 1)).toBe('2026-11-05');
    expect(keyTarget(at, 'PageDown', true, 1)).toBe('2027-12-05');
    expect(keyTarget(at, 'Enter', false, 1)).toBeNull();
    expect(startOfWeek('2026-11-30', 1)).toBe('2026-11-30');
  });

  it('goes on to the next day by the left arrow in a right-to-left grid (promises §19)', () => {
    const at = '2026-12-05';
    expect(keyTarget(at, 'ArrowLeft', false, 6, true)).toBe('2026-12-06');
    expect(keyTarget(at, 'ArrowRight', false, 6, true)).toBe('2026-12-04');
    // Up and down, and the week's ends, are the same both ways.
    expect(keyTarget(at, 'ArrowDown', false, 6, true)).toBe('2026-12-12');
    expect(keyTarget(at, 'Home', false, 6, true)).toBe('2026-12-05');
  });

  it('keeps a day within the window', () => {
    expect(clampDay('2026-11-20', '2026-11-24', '2028-11-24')).toBe('2026-11-24');
    expect(clampDay('2029-01-01', '2026-11-24', '2028-11-24')).toBe('2028-11-24');
    expect(clampDay('2027-01-01', '2026-11-24', '2028-11-24')).toBe('2027-01-01');
  });

  it('knows where weeks start', () => {
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('fr')).toBe(1);
  });
});
