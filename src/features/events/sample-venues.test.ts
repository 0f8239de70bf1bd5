/**
 * The demo venue (content/) and the example (examples/rooftop) are what a fresh clone shows and what the tests build:
 * on any day for years, their What's on has events to come and their sample calendar holds dates. Checked on set days,
 * never the day this runs: the 1st and the 15th of every month from December 2026 to June 2036, at noon on the
 * venue's clock.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { HELD_MONTHS, heldDates } from '@/lib/availability';
import { addDays, addMonths, instantOf, wallTimeOf } from '@/shared/calendar';
import { comingOccurrences } from './occurrences';

const root = path.resolve(import.meta.dirname, '../../..');

const days: string[] = [];
for (let first = '2026-12-01'; first <= '2036-06-01'; first = addMonths(first, 1)) days.push(first, addDays(first, 14));

describe.each(['content', 'examples/rooftop'])('the sample venue in %s, until mid-2036', (dir) => {
  const venue = loadContent(path.join(root, dir));
  const feed = fs.readFileSync(path.join(root, dir, 'calendar.ics'), 'utf8');
  const { timeZone } = venue.site;

  it('has events to come on any day: What’s on stays, and the home page shows three', () => {
    expect(days).toHaveLength(2 * 115);
    const short = days.filter(
      (day) =>
        comingOccurrences(venue.events, { now: instantOf(wallTimeOf(`${day}T12:00`), timeZone), timeZone }).length < 3,
    );
    expect(short).toEqual([]);
  });

  it('holds dates in its sample calendar on any day', () => {
    // The feed is expanded once, over all the days' windows (expanding it anew for each costs a second a year); a
    // day's own window is that list's dates from it to HELD_MONTHS on, as a few days read on their own confirm.
    const all = heldDates(feed, { timeZone, today: days[0]!, months: 12 * 12 });
    const heldOn = (today: string) => all.filter((day) => day >= today && day <= addMonths(today, HELD_MONTHS));
    for (const today of ['2027-08-01', '2030-06-01', '2036-06-15'])
      expect(heldOn(today), today).toEqual(heldDates(feed, { timeZone, today }));
    expect(days.filter((today) => heldOn(today).length === 0)).toEqual([]);
  });
});
