/**
 * The held-dates picker's calendar layout (./HeldDatePicker.tsx): months laid out in weeks, and where each key moves.
 * The days themselves are counted by src/shared/calendar.ts. Imported by the picker alone, so it travels in the
 * picker's chunk.
 */
import { addDays, addMonths, calendarDay, dayParts, isoWeekday } from '@/shared/calendar';

export function startOfWeek(day: string, firstDay: number): string {
  return addDays(day, -((isoWeekday(day) - firstDay + 7) % 7));
}

/**
 * A month as the picker shows it: rows of seven days starting on the language's first day of the week, with null
 * for the days of the months around it.
 */
export function monthGrid(year: number, month: number, firstDay: number): (string | null)[][] {
  const first = calendarDay(year, month, 1);
  const weeks: (string | null)[][] = [];
  for (let day = startOfWeek(first, firstDay); ;) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(dayParts(day)[1] === month ? day : null);
    weeks.push(week);
    if (dayParts(day)[1] !== month) break;
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
 * to the week's ends, Page Up and Page Down by a month (with Shift, a year). Null for any other key. `rtl`: the grid
 * runs right to left (its page's direction, promises §19), so the left arrow goes on to the next day, as it looks.
 */
export function keyTarget(day: string, key: string, shift: boolean, firstDay: number, rtl = false): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDays(day, rtl ? 1 : -1);
    case 'ArrowRight':
      return addDays(day, rtl ? -1 : 1);
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
