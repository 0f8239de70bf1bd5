/**
 * A time zone's wall clock, read with `Intl` (no date library): the events' times (src/features/events) and the
 * calendar's held days (src/lib/availability.ts) both turn instants into the venue's own clock and back with it.
 */

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const clocks = new Map<string, Intl.DateTimeFormat>();

/** The date and time a zone's clocks show at an instant (ms since the epoch). */
export function wallClock(instant: number, timeZone: string): WallClock {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  const parts = Object.fromEntries(
    clock.formatToParts(new Date(instant)).map((part) => [part.type, Number(part.value)]),
  ) as Record<keyof WallClock, number>;
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** The zone's offset from UTC at an instant, in ms (London in summer: +3 600 000). */
export function offsetAt(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wall - (instant - (((instant % 1000) + 1000) % 1000));
}
