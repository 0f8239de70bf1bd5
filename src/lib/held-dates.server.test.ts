import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { calendarFeed, dayAndMonth, readVenueCalendar } from './held-dates.server';

vi.mock('server-only', () => ({}));

const root = '/srv/foyer';
const contentDir = 'examples/rooftop';
const sample = path.join(root, contentDir, 'calendar.ics');
const withSample = (file: string) => file === sample;
const noSample = () => false;

describe('calendarFeed: which feed a build reads (promises §11, local mode)', () => {
  it('reads AVAILABILITY_ICS when set: an address as given, a file from the project root', () => {
    const url = 'https://calendar.google.com/calendar/ical/x/private-abc/basic.ics';
    expect(calendarFeed({ AVAILABILITY_ICS: url }, { contentDir, root, exists: withSample })).toEqual({
      source: url,
      sample: false,
    });
    expect(calendarFeed({ AVAILABILITY_ICS: ' webcal://cal.example/x.ics ' }, { contentDir, root })?.source).toBe(
      'webcal://cal.example/x.ics',
    );
    expect(calendarFeed({ AVAILABILITY_ICS: 'private/bookings.ics' }, { contentDir, root })).toEqual({
      source: '/srv/foyer/private/bookings.ics',
      sample: false,
    });
    expect(calendarFeed({ AVAILABILITY_ICS: '/etc/venue.ics', FOYER_PRODUCTION: '1' }, { contentDir, root })).toEqual({
      source: '/etc/venue.ics',
      sample: false,
    });
  });

  it("unset in a local build: the content folder's calendar.ics when it has one", () => {
    expect(calendarFeed({}, { contentDir, root, exists: withSample })).toEqual({ source: sample, sample: true });
    expect(
      calendarFeed({ AVAILABILITY_ICS: '  ', FOYER_PRODUCTION: '0' }, { contentDir, root, exists: withSample }),
    ).toEqual({ source: sample, sample: true });
    expect(calendarFeed({}, { contentDir, root, exists: noSample })).toBeNull();
  });

  it('unset in a production build: no feed, even with a sample in the folder', () => {
    expect(calendarFeed({ FOYER_PRODUCTION: '1' }, { contentDir, root, exists: withSample })).toBeNull();
  });
});

describe('readVenueCalendar', () => {
  const venue = {
    contentDir,
    root,
    timeZone: 'Europe/London',
    language: 'en-GB',
    now: new Date('2026-11-23T23:30:00Z'),
  };

  it('gives the dates and the day they were read, in the venue’s zone and language', async () => {
    const load = vi.fn(async () => ({ dates: ['2026-12-05'], readAt: '2026-11-23T23:30:00.000Z' }));
    const calendar = await readVenueCalendar({}, { ...venue, exists: withSample, load });
    expect(calendar).toEqual({ dates: ['2026-12-05'], readOn: '23 November' });
    expect(load).toHaveBeenCalledWith(sample, expect.objectContaining({ timeZone: 'Europe/London', now: venue.now }));
    // Past midnight in Auckland, and an American page.
    expect(dayAndMonth('2026-11-23T23:30:00.000Z', 'en-US', 'Pacific/Auckland')).toBe('November 24');
  });

  it('is null with no feed, and null when the feed could not be read (the build said so)', async () => {
    const load = vi.fn(async () => ({ dates: [], readAt: '2026-11-23T23:30:00.000Z' }));
    expect(await readVenueCalendar({ FOYER_PRODUCTION: '1' }, { ...venue, exists: withSample, load })).toBeNull();
    expect(load).not.toHaveBeenCalled();
    const log = vi.fn();
    const failing = vi.fn(async (_source: string, options: { log?: (line: string) => void }) => {
      options.log?.('[foyer] The calendar feed at calendar.google.com could not be read: HTTP 404 Not Found.');
      return { dates: [], readAt: '2026-11-23T23:30:00.000Z' };
    });
    const calendar = await readVenueCalendar(
      { AVAILABILITY_ICS: 'https://calendar.google.com/x.ics' },
      { ...venue, load: failing, log },
    );
    expect(calendar).toBeNull();
    expect(log).toHaveBeenCalledOnce();
  });

  it('reads the demo’s sample feed for real: dates only', async () => {
    const calendar = await readVenueCalendar(
      {},
      { ...venue, contentDir: 'content', root: path.resolve(import.meta.dirname, '../..') },
    );
    expect(calendar?.dates).toContain('2026-12-05');
    expect(calendar?.dates).not.toContain('2026-12-12'); // the party ends at 01:00
    expect(JSON.stringify(calendar)).not.toMatch(/Patel|Okafor|wedding|google\.com/i);
  });

  it('reads the rooftop example’s sample feed: its buyouts, its weekly hire less the cancelled night, not its free time', async () => {
    const calendar = await readVenueCalendar(
      {},
      { ...venue, contentDir: 'examples/rooftop', root: path.resolve(import.meta.dirname, '../..') },
    );
    const dates = calendar?.dates ?? [];
    expect(dates).toEqual(
      expect.arrayContaining(['2026-12-19', '2026-12-31', '2027-01-14', '2027-03-25', '2027-04-15', '2027-07-11']),
    );
    expect(dates).toEqual(expect.arrayContaining(['2027-08-21', '2028-05-27']));
    for (const free of ['2027-01-01', '2027-02-11', '2027-03-04', '2027-02-06', '2027-03-13', '2027-08-22'])
      expect(dates, free).not.toContain(free);
    expect(JSON.stringify(calendar)).not.toMatch(/Quayside|Lindgren|buyout|google\.com/i);
  });
});
