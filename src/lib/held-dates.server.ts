/**
 * The venue's held dates as a build publishes them (promises §11, issue #24): which feed the build reads, read once
 * per build, in the venue's time zone. The reading itself (fetch or file, the loud line when it fails) is
 * `availability.server.ts`; the iCalendar is `availability.ts`. Only dates and the day they were read leave here:
 * never the feed's address, path or words.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { serverSettings } from '@/config/server-settings';
import { buildNow, isProductionBuild, settingValue, type RawSettings } from '@/config/settings.mjs';
import { venueSite } from '@/content';
import { loadHeldDates, type LoadHeldDatesOptions } from './availability.server';
import { intlLocale } from '@/i18n/locale';
import { todayIn } from '@/shared/calendar';

/** The sample feed a content folder may hold for local mode (the demo's `content/calendar.ics`). */
const SAMPLE_FEED_FILE = 'calendar.ics';

export interface FeedChoice {
  /** An address (`https://…`, `webcal://…`) as set, or an absolute file path. */
  source: string;
  /** The content folder's sample feed, read because the build is local and AVAILABILITY_ICS is unset. */
  sample: boolean;
}

/**
 * Which feed a build reads, or null for none. The one place that decides it:
 * - `AVAILABILITY_ICS` set: that feed. A file path is relative to the project's root (where the build runs, as
 *   `CONTENT_DIR` is), so the same setting names the same file from `npm run build`, `npm start` and a host's build.
 * - unset, in a build that is not for deployment (no FOYER_PRODUCTION=1): the content folder's `calendar.ics` when it
 *   has one, so a first look at an example shows held dates, as local mode shows the sample blog.
 * - unset in a production build: none (promises §11, "Unset: no date is shown as held"). A sample feed is never
 *   published as a venue's bookings.
 */
export function calendarFeed(
  env: RawSettings,
  {
    contentDir,
    root = process.cwd(),
    exists = fs.existsSync,
  }: { contentDir: string; root?: string; exists?: (file: string) => boolean },
): FeedChoice | null {
  const set = settingValue(env, 'AVAILABILITY_ICS');
  if (set !== '') return { source: /^[a-z][a-z\d+.-]*:\/\//i.test(set) ? set : path.resolve(root, set), sample: false };
  if (isProductionBuild(env)) return null;
  const sample = path.resolve(root, contentDir, SAMPLE_FEED_FILE);
  return exists(sample) ? { source: sample, sample: true } : null;
}

export interface VenueCalendar {
  /** Sorted `YYYY-MM-DD` days in the venue's time zone, from the build's today up to 24 months on. */
  dates: string[];
  /** The day the build read the feed, in the venue's language and zone ("24 November"), for "Held dates as of …". */
  readOn: string;
}

export interface ReadVenueCalendarOptions {
  contentDir: string;
  timeZone: string;
  /** The page's language tag, for `readOn`. */
  language: string;
  root?: string;
  exists?: (file: string) => boolean;
  /** The build's now: `buildNow(env)` unless a test says otherwise. */
  now?: Date;
  load?: (source: string, options: LoadHeldDatesOptions) => ReturnType<typeof loadHeldDates>;
  log?: (line: string) => void;
}

/**
 * The venue's calendar for the pages: null when there is no feed, and null too when it could not be read (the build
 * has said so loudly): a page then claims neither held dates nor a day they were read on.
 */
export async function readVenueCalendar(
  env: RawSettings,
  {
    contentDir,
    timeZone,
    language,
    root,
    exists,
    now = buildNow(env),
    load = loadHeldDates,
    log = console.error,
  }: ReadVenueCalendarOptions,
): Promise<VenueCalendar | null> {
  const feed = calendarFeed(env, { contentDir, root, exists });
  if (!feed) return null;
  let failed = false;
  const { dates, readAt } = await load(feed.source, {
    timeZone,
    now,
    log: (line) => {
      failed = true;
      log(line);
    },
  });
  if (failed) return null;
  return { dates, readOn: dayAndMonth(readAt, language, timeZone) };
}

/** "24 November" (en-GB), "November 24" (en-US): the calendar day of an instant in the venue's zone. */
export function dayAndMonth(iso: string, language: string, timeZone: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), { day: 'numeric', month: 'long', timeZone }).format(
    new Date(iso),
  );
}

let read: Promise<VenueCalendar | null> | undefined;
/** When that one read happened: each language's contact page says the day in its own words. */
let readAt: string | undefined;

/**
 * The venue's calendar, read once per build process however many pages ask (as `once` does for the blog in
 * wordpress.server.ts): one request to the calendar's host, and one set of dates for every page of a build, with
 * the day it was read in the page's `language` (promises §10).
 */
export async function venueCalendar(language: string = venueSite.language): Promise<VenueCalendar | null> {
  read ??= readVenueCalendar(process.env, {
    contentDir: serverSettings.contentDir,
    timeZone: venueSite.timeZone,
    language: venueSite.language,
    load: async (source, options) => {
      const loaded = await loadHeldDates(source, options);
      readAt = loaded.readAt;
      return loaded;
    },
  });
  const calendar = await read;
  if (!calendar || !readAt || language === venueSite.language) return calendar;
  return { ...calendar, readOn: dayAndMonth(readAt, language, venueSite.timeZone) };
}

/**
 * What the owner's first-run page at /admin/ says of the calendar (promises §18): which feed the build read, whether
 * it could, when, and how many days it holds. All of it is on the contact page already ("Held dates as of …"); the
 * feed's address never leaves the build.
 */
export interface CalendarAtBuild {
  /** none: AVAILABILITY_ICS unset; sample: the content folder's own calendar.ics (a local build); set: the venue's. */
  feed: 'none' | 'sample' | 'set';
  read: boolean;
  /**
   * The day it was read (`YYYY-MM-DD` in the venue's zone), or null: the day, as the contact page says it, so that two
   * builds of the same tree on the same day write the same files (docs/deploying.md).
   */
  readOn: string | null;
  heldDates: number;
}

export async function calendarAtBuild(): Promise<CalendarAtBuild> {
  const feed = calendarFeed(process.env, { contentDir: serverSettings.contentDir });
  if (!feed) return { feed: 'none', read: false, readOn: null, heldDates: 0 };
  const calendar = await venueCalendar();
  return {
    feed: feed.sample ? 'sample' : 'set',
    read: calendar !== null,
    readOn: calendar && readAt ? todayIn(venueSite.timeZone, new Date(readAt)) : null,
    heldDates: calendar?.dates.length ?? 0,
  };
}
