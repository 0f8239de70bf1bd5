/**
 * The venue's calendar feed at build time (promises §11): read from AVAILABILITY_ICS, an http(s) URL or a file, and
 * turned into held dates by `availability.ts`.
 *
 * A feed's address is usually a secret (Google's "secret address in iCal format" lets anyone holding it read every
 * booking), so the build names a feed by its host, or a file by its name, and scrubs the address from any error it
 * repeats. A feed that cannot be read never fails the build: one loud line says so, and no date is shown as held.
 */
import 'server-only';
import { readFile as readFileFromDisk } from 'node:fs/promises';
import path from 'node:path';
import { todayIn } from '@/shared/calendar';
import { heldDates, type RepeatsCut } from './availability';

/**
 * How long the build waits for the feed's host: calendar hosts answer in a second or two, and a hung one must not
 * hang the build.
 */
const FETCH_TIMEOUT_MS = 30_000;

export interface ReadFeedOptions {
  /** The network boundary, for tests: `globalThis.fetch` unless given. */
  fetch?: typeof fetch;
  /** The disk, for tests: `fs.promises.readFile` unless given. */
  readFile?: (file: string, encoding: 'utf8') => Promise<string>;
  timeoutMs?: number;
}

/**
 * The feed's address as a URL when it is one. `webcal://` is what calendar apps hand out for the same https address,
 * so it is read as https.
 */
function feedUrl(source: string): URL | null {
  const address = source.trim();
  if (!/^(https?|webcal):\/\//i.test(address)) return null;
  return new URL(address.replace(/^webcal:/i, 'https:'));
}

/** What messages call the feed: the host of a URL (`calendar.google.com`), the name of a file (`calendar.ics`). */
export function feedLabel(source: string): string {
  try {
    const url = feedUrl(source);
    if (url) return url.host;
  } catch {
    return 'an address that is not a URL';
  }
  return path.basename(source.trim());
}

/** The feed's text, from its URL or its file. Throws with the reason (an HTTP status, a file error) when it cannot. */
export async function readFeed(source: string, options: ReadFeedOptions = {}): Promise<string> {
  const url = feedUrl(source);
  if (!url) return (options.readFile ?? readFileFromDisk)(source.trim(), 'utf8');
  const response = await (options.fetch ?? fetch)(url, {
    headers: { accept: 'text/calendar, */*;q=0.1' },
    signal: AbortSignal.timeout(options.timeoutMs ?? FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`);
  return response.text();
}

export interface HeldDatesAtBuild {
  /** Sorted, unique `YYYY-MM-DD` days in the venue's time zone. */
  dates: string[];
  /** When the build read the feed (ISO 8601, UTC). */
  readAt: string;
}

export interface LoadHeldDatesOptions extends ReadFeedOptions {
  /** The venue's time zone, an IANA name. */
  timeZone: string;
  months?: number;
  /** The build's now (`buildNow`, src/config/settings.mjs): the window's first day and `readAt`. */
  now: Date;
  /** Where the loud line goes: console.error unless given. */
  log?: (line: string) => void;
  /** The occurrences of repeating events the feed may have read: OCCURRENCE_BUDGET unless a test says otherwise. */
  budget?: number;
  /**
   * Where the line saying what the budget cut goes: console.warn unless given. Not `log`: the feed was read, and the
   * dates before the cut are published.
   */
  warn?: (line: string) => void;
}

/**
 * The held dates the build publishes: none when no feed is set, and none, with one loud line naming the feed by its
 * host and the error, when it cannot be fetched or read. When its repeats are more than the budget, the dates up to
 * the cut, and one line saying what was cut (promises §15). A wrong venue time zone is the site's mistake, not the
 * feed's: it throws.
 */
export async function loadHeldDates(
  source: string | undefined,
  { timeZone, months, now, log = console.error, budget, warn = console.warn, ...read }: LoadHeldDatesOptions,
): Promise<HeldDatesAtBuild> {
  const today = todayIn(timeZone, now);
  const readAt = now.toISOString();
  if (source === undefined || source.trim() === '') return { dates: [], readAt };
  try {
    const text = await readFeed(source, read);
    const onCut = (cut: RepeatsCut) => warn(cutLine(feedLabel(source), cut));
    return { dates: heldDates(text, { timeZone, today, months, budget, onCut }), readAt };
  } catch (error) {
    log(
      `[foyer] The calendar feed at ${feedLabel(source)} could not be read: ${reason(error, source)}. ` +
        'No date is shown as held.',
    );
    return { dates: [], readAt };
  }
}

/**
 * What the budget cut, for the venue: how many repeating events, from which day its calendar may show a held day as
 * free, and the rule to look at first (an RRULE says nothing of a booking, unlike its summary).
 */
function cutLine(label: string, { budget, events, from, busiest }: RepeatsCut): string {
  const cut = events === 1 ? 'one repeating event was cut' : `${events} repeating events were cut`;
  return (
    `[foyer] The calendar feed at ${label} repeats more than a build reads: ${cut} after ` +
    `${budget.toLocaleString('en-US')} occurrences (the most read: RRULE ${busiest}), so days from ${from} on may ` +
    'show as free.'
  );
}

/**
 * The error as the build log may say it: its message and its cause's (Node's fetch says "fetch failed" and keeps
 * the why in the cause), with the feed's address taken out wherever it appears.
 */
function reason(error: unknown, source: string): string {
  const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
  const cause = error instanceof Error && error.cause !== undefined ? message(error.cause) : '';
  const said = cause && !message(error).includes(cause) ? `${message(error)} (${cause})` : message(error);
  return scrub(said, source).replace(/\.$/, '');
}

/**
 * Takes a feed's address out of a message: the whole address becomes its label (host or file name), and any path,
 * query, secret token or credentials of it left over become "…". Any other URL keeps only its scheme and host.
 */
export function scrub(text: string, source: string): string {
  const address = source.trim();
  const label = feedLabel(source);
  const replacements: [string, string][] = [];
  let url: URL | null = null;
  try {
    url = feedUrl(address);
  } catch {}
  if (url) {
    for (const whole of [address, url.href]) replacements.push([whole, label], [safeDecode(whole), label]);
    // What is left of it: the path and query as sent and decoded, credentials, and each long path segment or query
    // value alone ("private-0123…" is the secret of a Google feed). Short words ("calendar", "basic.ics") stay
    // readable.
    const parts = [url.pathname + url.search, url.pathname, url.search, url.hash, url.username, url.password];
    const tokens = [...url.pathname.split('/'), ...url.searchParams.values()].filter((token) => token.length >= 12);
    for (const part of [...parts, ...tokens]) {
      for (const form of [part, safeDecode(part)]) {
        if (form.length >= 4 && !url.host.includes(form)) replacements.push([form, '…']);
      }
    }
  } else {
    replacements.push([path.resolve(address), label], [address, label]);
  }
  let scrubbed = text;
  for (const [secret, by] of replacements.sort((a, b) => b[0].length - a[0].length)) {
    if (secret !== '') scrubbed = scrubbed.split(secret).join(by);
  }
  return scrubbed.replace(/\b(?:https?|webcal):\/\/[^\s'"<>()]+/gi, (found) => {
    try {
      const other = new URL(found);
      return `${other.protocol}//${other.host}`;
    } catch {
      return '…';
    }
  });
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
