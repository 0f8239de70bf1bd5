/**
 * The enquiry's held dates (promises §11): the shape of the words the form says about them, and when it says the note. The dates
 * themselves are read at build (src/lib/held-dates.server.ts) and travel in the contact page's HTML, on the note's
 * element (`data-held`), where the inline script before hydration and the form after it both read them.
 *
 * Free of React and the DOM but for `showHeldNote`, which the form and its tests share with the inline script's
 * ES5 copy (src/shared/early/before-hydration.mjs).
 */

/**
 * What the held-date help says, in the page's language (src/i18n: `heldDates`), as the form's island is handed it:
 * the "as of" line already filled with the day the calendar was read.
 */
export interface HeldDateWords {
  /** Shown with the event date when it is a held date (promises §11). */
  note: string;
  /** "Held dates as of 24 November". */
  asOf: string;
  /** The button that opens the picker. */
  show: string;
  picker: HeldDatePickerWords;
}

/** The picker's words: the previous and next month's buttons, a held day's and today's mark, the legend. */
export interface HeldDatePickerWords {
  previous: string;
  next: string;
  held: string;
  today: string;
  legend: string;
}

/** The ids of the note, the "as of" line and the picker's panel, from the form's id. */
export const heldIds = (formId: string) =>
  ({ note: `${formId}-held-note`, asOf: `${formId}-held-as-of`, panel: `${formId}-held-picker` }) as const;

/** The held dates as they travel in the page: `YYYY-MM-DD` separated by spaces. */
export const heldAttribute = (dates: readonly string[]): string => dates.join(' ');

/** Whether a value of the date field is one of the held dates (`data-held`). */
export function isHeld(value: string, held: string): boolean {
  const day = value.trim();
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && ` ${held} `.includes(` ${day} `);
}

/**
 * Says the note, or nothing, in the live region: the text is set only when it changes, so a screen reader announces
 * it once when a held date is chosen, and not again on each keystroke that keeps it.
 */
export function showHeldNote(note: HTMLElement, value: string): void {
  const text = isHeld(value, note.getAttribute('data-held') ?? '') ? (note.getAttribute('data-note') ?? '') : '';
  if (note.textContent !== text) note.textContent = text;
}
