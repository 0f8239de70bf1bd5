import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { fill } from '@/i18n/fill';
import { addDays, addMonths, calendarDay, dayParts, isCalendarDate, utcDate } from '@/shared/calendar';
import { todayIso } from './fields';
import type { HeldDatePickerWords } from './held-dates';
import { clampDay, firstDayOfWeek, keyTarget, monthGrid } from './month-grid';
import styles from './HeldDates.module.css';
import { intlLocale } from '@/i18n/locale';
import { isRightToLeft } from '@/shared/direction';

/** How far ahead the picker goes: as far as a calendar's held dates are published (promises §11, 24 months). */
const MONTHS_AHEAD = 24;

export interface HeldDatePickerProps {
  /** `YYYY-MM-DD` held days. */
  held: readonly string[];
  /** The native date field it fills: that field, not the picker, is what the form sends. */
  inputId: string;
  /** In the page's language, as `<html lang>` says it: the names of months and days come from `Intl` in that one. */
  words: HeldDatePickerWords;
  /** After a day was chosen (the field holds it): the picker closes. */
  onChoose: () => void;
  onEscape: () => void;
}

/**
 * A month grid marking the venue's held days (promises §11), in its own chunk, loaded from ./HeldDateHelp.tsx when a
 * visitor opens it. It enhances the native date field and never replaces it: choosing a day writes the field's
 * value and fires `input` and `change`, so the note, the draft and the send see it as if typed.
 *
 * The WAI-ARIA APG date picker grid: a `table role=grid` of day buttons with one in the tab order, arrows by a day and a
 * week, Home/End, Page Up/Down by a month (Shift: a year); each day named in full by `Intl` in the page's language,
 * a held one "…, already held". Days before the visitor's today (and past the published window) cannot be chosen.
 * No date library: `Intl` names the months and days, and src/shared/calendar.ts and ./month-grid.ts count them.
 */
export function HeldDatePicker({ held, inputId, words, onChoose, onEscape }: HeldDatePickerProps) {
  const titleId = useId();
  const grid = useRef<HTMLTableElement>(null);
  const moved = useRef(true); // focus the day on opening
  const language = (typeof document !== 'undefined' && document.documentElement.lang) || 'en';
  const today = todayIso();
  const last = addMonths(today, MONTHS_AHEAD);
  const heldSet = useMemo(() => new Set(held), [held]);
  const firstDay = useMemo(() => firstDayOfWeek(language), [language]);
  const names = useMemo(() => dateNames(language), [language]);

  const input = () => document.getElementById(inputId) as HTMLInputElement | null;
  const [chosen] = useState(() => {
    const value = input()?.value ?? '';
    return isCalendarDate(value) ? value : '';
  });
  const [focused, setFocused] = useState(() => clampDay(chosen || today, today, last));
  const [year, month] = dayParts(focused);
  const weeks = monthGrid(year, month, firstDay);
  const monthStart = calendarDay(year, month, 1);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const moveTo = (day: string, focus: boolean) => {
    moved.current = focus;
    setFocused(clampDay(day, today, last));
  };

  const onGridKey = (event: KeyboardEvent) => {
    const target = keyTarget(focused, event.key, event.shiftKey, firstDay, isRightToLeft(event.currentTarget));
    if (target === null) return;
    event.preventDefault();
    moveTo(target, true);
  };

  const choose = (day: string) => {
    const field = input();
    if (!field) return;
    field.value = day;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
    onChoose();
  };

  const weekdays = weeks[0]!.map((_, i) => addDays(calendarDay(2024, 1, firstDay), i)); // 1 January 2024 was a Monday

  return (
    <div
      className={styles.picker}
      role="group"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onEscape();
      }}
    >
      <div className={styles.head}>
        <button
          type="button"
          aria-label={words.previous}
          disabled={monthStart <= today}
          onClick={() => moveTo(addMonths(focused, -1), false)}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <p id={titleId} aria-live="polite">
          {names.month.format(utcDate(monthStart))}
        </p>
        <button
          type="button"
          aria-label={words.next}
          disabled={addMonths(monthStart, 1) > last}
          onClick={() => moveTo(addMonths(focused, 1), false)}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={titleId} onKeyDown={onGridKey}>
        <thead>
          <tr>
            {weekdays.map((day) => (
              <th key={day} scope="col" abbr={names.weekday.format(utcDate(day))}>
                {names.weekdayShort.format(utcDate(day))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (day === null) return <td key={i} role="gridcell" />;
                const isHeld = heldSet.has(day);
                const out = day < today || day > last;
                // "Saturday 5 December 2026, already held, today": each a whole phrase of the language's words.
                const dated = names.full.format(utcDate(day));
                const held = isHeld ? fill(words.held, { date: dated }) : dated;
                const label = day === today ? fill(words.today, { date: held }) : held;
                return (
                  <td key={day} role="gridcell" aria-selected={day === chosen}>
                    <button
                      type="button"
                      data-day={day}
                      data-held={isHeld || undefined}
                      data-today={day === today || undefined}
                      tabIndex={day === focused ? 0 : -1}
                      disabled={out}
                      aria-label={label}
                      onClick={() => choose(day)}
                      onFocus={() => day !== focused && setFocused(day)}
                    >
                      {dayParts(day)[2]}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <span aria-hidden="true" />
        {words.legend}
      </p>
    </div>
  );
}

/** The page's language's names of months and days (the days are UTC midnights: names of calendar days). */
function dateNames(language: string) {
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(language), { timeZone: 'UTC', ...options });
  return {
    month: format({ month: 'long', year: 'numeric' }),
    weekday: format({ weekday: 'long' }),
    weekdayShort: format({ weekday: 'short' }),
    full: format({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
  };
}
