/**
 * The held-dates picker's calendar arithmetic (./HeldDatePicker.tsx): calendar days as `YYYY-MM-DD`, months laid out
 * in weeks, and where each key moves. Days are zone-free: a date field holds a calendar day, and UTC arithmetic on
 * calendar days never meets a change of clocks. Imported by the picker alone, so it travels in the picker's chunk.
 */

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** A `YYYY-MM-DD` day from UTC parts; month and day may overflow (`Date.UTC` carries them). */
export function dayOf(year: number, month: number, date: number): string {
  const d = new Date(Date.UTC(year, month - 1, date));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function partsOf(day: string): [year: number, month: number, date: number] {
  return [Number(day.slice(0, 4)), Number(day.slice(5, 7)), Number(day.slice(8, 10))];
}

/** The day as a Date at 00:00 UTC, for Intl with `timeZone: 'UTC'`. */
export const utcDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  const [y, m, d] = partsOf(day);
  return dayOf(y, m, d + days);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The same day `months` later, or the month's last day when it has no such day (31 January → 28 February). */
export function addMonths(day: string, months: number): string {
  const [y, m, d] = partsOf(day);
  const first = dayOf(y, m + months, 1);
  const [fy, fm] = partsOf(first);
  return dayOf(fy, fm, Math.min(d, daysInMonth(fy, fm)));
}

/** Weekday 1 (Monday) to 7 (Sunday), as Intl.Locale's week info counts. */
export const weekdayOf = (day: string): number => utcDate(day).getUTCDay() || 7;

export function startOfWeek(day: string, firstDay: number): string {
  return addDays(day, -((weekdayOf(day) - firstDay + 7) % 7));
}

/**
 * A month as the picker shows it: rows of seven days starting on the language's first day of the week, with null
 * for the days of the months around it.
 */
export function monthGrid(year: number, month: number, firstDay: number): (string | null)[][] {
  const first = dayOf(year, month, 1);
  const weeks: (string | null)[][] = [];
  for (let day = startOfWeek(first, firstDay); ;) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(partsOf(day)[1] === month ? day : null);
    weeks.push(week);
    if (partsOf(day)[1] !== month) break;
  }
  return weeks;
}

/** The language's first day of the week (1 Monday … 7 Sunday): Intl's week info where the browser has it. */
export function firstDayOfWeek(language: string): number {
  try {
    const locale = new Intl.Locale(language) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const info = locale.getWeekInfo?.() ?? locale.weekInfo;
    if (info && info.firstDay >= 1 && info.firstDay <= 7) return info.firstDay;
  } catch {}
  // Firefox has no week info yet: Sunday where most calendars start on it, else Monday (ISO 8601).
  return /-(US|CA|MX|BR|JP|KR|IL|PH|IN|ZA)$/i.test(language) ? 7 : 1;
}

/**
 * Where a key moves the focused day in the grid (WAI-ARIA APG date picker): arrows by a day and a week, Home and End
 * to the week's ends, Page Up and Page Down by a month (with Shift, a year). Null for any other key.
 */
export function keyTarget(day: string, key: string, shift: boolean, firstDay: number): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, -1);
    case 'ArrowRight':
      return addDays(day, 1);
    case 'ArrowUp':
      return addDays(day, -7);
    case 'ArrowDown':
      return addDays(day, 7);
    case 'Home':
      return startOfWeek(day, firstDay);
    case 'End':
      return addDays(startOfWeek(day, firstDay), 6);
    case 'PageUp':
      return addMonths(day, shift ? -12 : -1);
    case 'PageDown':
      return addMonths(day, shift ? 12 : 1);
    default:
      return null;
  }
}

/** The day kept within [first, last]. */
export const clampDay = (day: string, first: string, last: string): string =>
  day < first ? first : day > last ? last : day;
