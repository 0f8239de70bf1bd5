import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedLabel, loadHeldDates, readFeed, scrub } from './availability.server';

vi.mock('server-only', () => ({}));

/** A Google Calendar "secret address in iCal format": the path is the secret. */
const GOOGLE =
  'https://calendar.google.com/calendar/ical/abc%40group.calendar.google.com/private-0123456789abcdef/basic.ics';
const SECRETS = ['/calendar/ical', 'abc%40group', 'abc@group', 'private-0123456789abcdef', 'basic.ics'];

const now = new Date('2026-11-23T09:00:00Z');
const venue = { timeZone: 'Europe/London', now };

/** The demo venue's feed (content/calendar.ics), exported from Google Calendar in shape. */
const demoFeed = await fs.readFile(path.join(import.meta.dirname, '../../content/calendar.ics'), 'utf8');

/** A fetch that answers every request with this body and status, and records what it was asked. */
function fakeFetch(body: string, init: ResponseInit = {}) {
  return vi.fn(async (input: string | URL | Request, options?: RequestInit) => {
    void input;
    void options;
    return new Response(body, { headers: { 'content-type': 'text/calendar; charset=utf-8' }, ...init });
  });
}

/** Loads over a fake fetch and keeps what the build would log: the loud lines, and the warnings. */
async function load(source: string | undefined, fetch: typeof globalThis.fetch, extra = {}) {
  const log = vi.fn<(line: string) => void>();
  const warn = vi.fn<(line: string) => void>();
  const result = await loadHeldDates(source, { ...venue, fetch, log, warn, ...extra });
  return {
    result,
    lines: log.mock.calls.map(([line]) => line),
    warnings: warn.mock.calls.map(([line]) => line),
  };
}

/** A feed of `count` events repeating each hour without end from 10:00 on the build's day, as issue #43 met. */
const hourlyFeed = (count: number) =>
  [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Foyer//tests//EN',
    ...Array.from({ length: count }, (_, i) =>
      [
        'BEGIN:VEVENT',
        `UID:hourly-${i}@foyer.test`,
        'DTSTART:20261123T100000Z',
        'DURATION:PT1H',
        'RRULE:FREQ=HOURLY',
        'END:VEVENT',
      ].join('\r\n'),
    ),
    'END:VCALENDAR',
  ].join('\r\n');

let dir = '';
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'foyer-availability-'));
});
afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('feedLabel', () => {
  it('names a URL by its host, never its path, query or credentials', () => {
    expect(feedLabel(GOOGLE)).toBe('calendar.google.com');
    expect(feedLabel('http://127.0.0.1:8080/feed.ics?key=secret')).toBe('127.0.0.1:8080');
    expect(feedLabel('https://venue:pa55word@bookings.example/cal.ics')).toBe('bookings.example');
    expect(feedLabel('webcal://p01-caldav.icloud.com/published/2/MTIzNDU2Nzg5')).toBe('p01-caldav.icloud.com');
    expect(feedLabel(' https://calendar.google.com/x ')).toBe('calendar.google.com');
  });

  it('names a file by its base name', () => {
    expect(feedLabel('/srv/venues/hollin-hall/calendar.ics')).toBe('calendar.ics');
    expect(feedLabel('content/calendar.ics')).toBe('calendar.ics');
  });
});

describe('scrub', () => {
  it('takes the address out of a message, whole, decoded or in pieces', () => {
    const decoded = decodeURIComponent(GOOGLE);
    const said = scrub(
      `GET ${GOOGLE} failed; ${decoded}; /calendar/ical/abc%40group.calendar.google.com/private-0123456789abcdef/basic.ics; token private-0123456789abcdef`,
      GOOGLE,
    );
    for (const secret of SECRETS) expect(said).not.toContain(secret);
    expect(said).toBe('GET calendar.google.com failed; calendar.google.com; …; token …');
  });

  it('cuts any other URL in a message to its scheme and host', () => {
    expect(scrub('redirected to https://accounts.example/login?continue=abc', GOOGLE)).toBe(
      'redirected to https://accounts.example',
    );
  });

  it('names a file by its base name wherever its path appears', () => {
    const file = path.join(dir, 'missing', 'calendar.ics');
    expect(scrub(`ENOENT: no such file or directory, open '${file}'`, file)).toBe(
      "ENOENT: no such file or directory, open 'calendar.ics'",
    );
  });
});

describe('readFeed', () => {
  it('fetches a URL, asking for iCalendar', async () => {
    const fetch = fakeFetch('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    await expect(readFeed(GOOGLE, { fetch })).resolves.toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    const [input, options] = fetch.mock.calls[0]!;
    expect(String(input)).toBe(GOOGLE);
    expect(new Headers(options?.headers).get('accept')).toMatch(/^text\/calendar/);
    expect(options?.signal).toBeInstanceOf(AbortSignal);
  });

  it('reads a webcal:// address over https', async () => {
    const fetch = fakeFetch('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    await readFeed('webcal://p01-caldav.icloud.com/published/2/MTIz', { fetch });
    expect(String(fetch.mock.calls[0]![0])).toBe('https://p01-caldav.icloud.com/published/2/MTIz');
  });

  it('throws the HTTP status of an answer that is not a success', async () => {
    await expect(
      readFeed(GOOGLE, { fetch: fakeFetch('Not Found', { status: 404, statusText: 'Not Found' }) }),
    ).rejects.toThrow('HTTP 404 Not Found');
  });

  it('reads a file', async () => {
    const file = path.join(dir, 'calendar.ics');
    await fs.writeFile(file, demoFeed);
    await expect(readFeed(file)).resolves.toBe(demoFeed);
  });

  it('reads a file through the reader it is given', async () => {
    const readFile = vi.fn(async () => 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
    await expect(readFeed(' venues/x/calendar.ics ', { readFile })).resolves.toContain('VCALENDAR');
    expect(readFile).toHaveBeenCalledWith('venues/x/calendar.ics', 'utf8');
  });
});

describe('loadHeldDates', () => {
  it('holds no date, quietly, when no feed is set', async () => {
    const fetch = fakeFetch('');
    for (const source of [undefined, '', '  ']) {
      const { result, lines } = await load(source, fetch);
      expect(result).toEqual({ dates: [], readAt: '2026-11-23T09:00:00.000Z' });
      expect(lines).toEqual([]);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('holds the demo venue’s dates', async () => {
    const { result, lines, warnings } = await load(GOOGLE, fakeFetch(demoFeed));
    expect(lines).toEqual([]);
    expect(warnings).toEqual([]); // its repeats are well within the budget: nothing is said of cutting
    expect(result.readAt).toBe('2026-11-23T09:00:00.000Z');
    expect(result.dates).toEqual([
      '2026-12-05', // an all-day wedding marked busy (the wedding of 14 November is past)
      '2026-12-11', // a Christmas party until 01:00: not the Saturday
      '2026-12-24', // closed 24–26 December every year (DTEND 27th, exclusive)
      '2026-12-25',
      '2026-12-26',
      '2027-01-12', // the choir's Tuesdays…
      '2027-01-19',
      '2027-01-26', // (the viewing evening of the 28th is shown as free)
      '2027-02-02', // (the birthday of the 6th is cancelled)
      '2027-02-09', // (16 February is an EXDATE)
      '2027-02-23',
      '2027-03-04', // 2 March moved to Thursday 4th
      '2027-03-09',
      '2027-03-16', // (23 March cancelled by an override)
      '2027-03-30', // the rule's UNTIL
      '2027-04-15', // a launch written in UTC (the bank holiday of 3 May is shown as free)
      '2027-05-29', // weddings until 00:30 and 01:00: their own day only
      '2027-06-19',
      '2027-07-24',
      '2027-08-14', // a provisional hold
      '2027-09-04', // the beer festival, every first Saturday of September
      '2027-09-22', // a two-day conference
      '2027-09-23',
      '2027-10-30', // a club night until 03:00 as the clocks go back
      '2027-12-24', // Christmas again
      '2027-12-25',
      '2027-12-26',
      '2028-06-10',
      '2028-09-02', // the beer festival again; Christmas 2028 is past the 24 months
    ]);
  });

  it('publishes nothing of the feed but dates', async () => {
    const { result } = await load(GOOGLE, fakeFetch(demoFeed));
    expect(Object.keys(result).sort()).toEqual(['dates', 'readAt']);
    const published = JSON.stringify(result.dates) + result.readAt; // the values, without the keys' own words
    // Every value of the feed's private properties, and each word of them, unfolded as ical.js reads them.
    const unfolded = demoFeed.replace(/\r?\n[ \t]/g, '');
    const values = [
      ...unfolded.matchAll(/^(?:SUMMARY|DESCRIPTION|LOCATION|UID|ORGANIZER|ATTENDEE|X-WR-[A-Z]+)[^:]*:(.*)$/gm),
    ].map((match) => match[1]!.trim());
    expect(values.length).toBeGreaterThan(40);
    const words = values
      .flatMap((value) => value.split(/[^\p{L}\p{N}@.%+-]+/u))
      .filter((word) => /\p{L}{3}/u.test(word));
    for (const text of [...values, ...words, GOOGLE, ...SECRETS]) expect(published).not.toContain(text);
    expect(result.dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  });

  it('says loudly, naming the host and the status, when the feed cannot be fetched', async () => {
    const { result, lines } = await load(GOOGLE, fakeFetch('Not Found', { status: 404, statusText: 'Not Found' }));
    expect(result.dates).toEqual([]);
    expect(lines).toEqual([
      '[foyer] The calendar feed at calendar.google.com could not be read: HTTP 404 Not Found. No date is shown as held.',
    ]);
  });

  it('never repeats the secret path or query, even when the error quotes the address', async () => {
    const source = 'https://bookings.example/ics/export.ics?key=s3cr3t-0123456789abcdef&user=venue';
    const fetch = vi.fn(async () => {
      throw new TypeError('fetch failed', {
        cause: new Error(`connect ECONNREFUSED for ${source} (redirect from ${GOOGLE})`),
      });
    });
    const { lines } = await load(source, fetch);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(
      '[foyer] The calendar feed at bookings.example could not be read: fetch failed ' +
        '(connect ECONNREFUSED for bookings.example (redirect from https://calendar.google.com)). No date is shown as held.',
    );
    for (const secret of ['s3cr3t', 'key=', 'export.ics', '/ics', ...SECRETS]) expect(lines[0]).not.toContain(secret);
  });

  it('gives up on a host that does not answer in time', async () => {
    const fetch = vi.fn(
      (_input: string | URL | Request, options?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          options?.signal?.addEventListener('abort', () => reject(options.signal?.reason));
        }),
    );
    const { result, lines } = await load(GOOGLE, fetch, { timeoutMs: 20 });
    expect(result.dates).toEqual([]);
    expect(lines[0]).toMatch(/^\[foyer\] The calendar feed at calendar\.google\.com could not be read: .*timeout/);
  });

  it('says loudly when the answer is not a calendar (a reset address answers with a sign-in page)', async () => {
    const { result, lines } = await load(GOOGLE, fakeFetch('<!DOCTYPE html><html><title>Sign in</title></html>'));
    expect(result.dates).toEqual([]);
    expect(lines).toEqual([
      '[foyer] The calendar feed at calendar.google.com could not be read: the feed is not an iCalendar calendar ' +
        '(it looks like a web page). No date is shown as held.',
    ]);
  });

  it('says loudly when the calendar is malformed, without quoting it', async () => {
    const broken = demoFeed.replace('SUMMARY:Hire – Patel/Okafor', 'SUMMARY Hire – Patel/Okafor');
    const { result, lines } = await load(GOOGLE, fakeFetch(broken));
    expect(result.dates).toEqual([]);
    expect(lines).toEqual([
      '[foyer] The calendar feed at calendar.google.com could not be read: the feed is not valid iCalendar ' +
        '(invalid line (no token ";" or ":")). No date is shown as held.',
    ]);
  });

  it('names a missing file by its name alone', async () => {
    const file = path.join(dir, 'nowhere', 'calendar.ics');
    const { result, lines } = await load(file, fakeFetch(''));
    expect(result.dates).toEqual([]);
    expect(lines).toEqual([
      "[foyer] The calendar feed at calendar.ics could not be read: ENOENT: no such file or directory, open 'calendar.ics'. " +
        'No date is shown as held.',
    ]);
  });

  it('reads the demo venue’s file as the build would', async () => {
    const { result, lines } = await load('content/calendar.ics', fakeFetch(''));
    expect(lines).toEqual([]);
    expect(result.dates).toHaveLength(29);
  });

  it('says in one line what the budget cut, and publishes the days before the cut (promises §15)', async () => {
    const { result, lines, warnings } = await load(GOOGLE, fakeFetch(hourlyFeed(200)), { budget: 2_000 });
    expect(lines).toEqual([]);
    expect(warnings).toEqual([
      '[foyer] The calendar feed at calendar.google.com repeats more than a build reads: 200 repeating events were ' +
        'cut after 2,000 occurrences (the most read: RRULE FREQ=HOURLY), so days from 2027-01-24 on may show as free.',
    ]);
    expect(result.dates[0]).toBe('2026-11-23');
    expect(result.dates).toContain('2027-01-23');
    for (const secret of SECRETS) expect(warnings[0]).not.toContain(secret);
  });

  it('says nothing of cutting when 200 endless hourly events fit the budget', async () => {
    const { result, lines, warnings } = await load(GOOGLE, fakeFetch(hourlyFeed(200)), { months: 3 });
    expect([lines, warnings]).toEqual([[], []]);
    expect(result.dates).toHaveLength(93); // every day from 23 November to 23 February
  });

  it('throws on a venue time zone that is not one: the site’s mistake, not the feed’s', async () => {
    await expect(
      loadHeldDates(GOOGLE, { timeZone: 'Europe/Londres', now, fetch: fakeFetch(demoFeed) }),
    ).rejects.toThrow(RangeError);
  });
});
