import { useEffect, useRef, useState, type ComponentType } from 'react';
import { heldAttribute, heldIds, showHeldNote, type HeldDateWords } from './held-dates';
import type { HeldDatePickerProps } from './HeldDatePicker';
import './forms.css';
import './held-dates.css';

let picker: Promise<ComponentType<HeldDatePickerProps>> | null = null;

/**
 * The picker's code (./HeldDatePicker.tsx, a chunk of its own) is fetched when a visitor shows interest in the
 * button, never with the page: most enquiries are sent without opening it. A failed load is forgotten, so the next
 * tap tries again.
 */
function loadPicker(): Promise<ComponentType<HeldDatePickerProps>> {
  picker ??= import('./HeldDatePicker')
    .then((module) => module.HeldDatePicker)
    .catch((error: unknown) => {
      picker = null;
      throw error;
    });
  return picker;
}

/** Set once, so React never writes the note's text: the inline script and the effect below own it. */
const EMPTY = { __html: '' };

export interface HeldDateHelpProps {
  formId: string;
  /** The date field's name. */
  field: string;
  dates: readonly string[];
  /** In the page's language. */
  words: HeldDateWords;
}

/**
 * What the enquiry's date field says about held dates (promises §11): the note when the chosen date is held, in a
 * live region that is in the served HTML and empty until needed; the day the dates were read; and, once the scripts
 * have arrived and when there are held dates, a button that opens a month grid marking them.
 *
 * The note's element carries the dates and the text (`data-held`, `data-note`), so that the page's inline script
 * says the note before hydration (src/shared/early/before-hydration.mjs), and this component after it. React renders
 * the element empty once and never touches its text again (`dangerouslySetInnerHTML`), so a note the inline script
 * wrote survives hydration as it is.
 */
export function HeldDateHelp({ formId, field, dates, words }: HeldDateHelpProps) {
  const ids = heldIds(formId);
  const note = useRef<HTMLParagraphElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Picker, setPicker] = useState<ComponentType<HeldDatePickerProps> | null>(null);
  const inputId = `${formId}-${field}`;

  useEffect(() => {
    const input = document.getElementById(inputId);
    const region = note.current;
    if (!(input instanceof HTMLInputElement) || !region) return;
    const update = () => showHeldNote(region, input.value);
    update();
    input.addEventListener('input', update);
    input.addEventListener('change', update);
    return () => {
      input.removeEventListener('input', update);
      input.removeEventListener('change', update);
    };
  }, [inputId]);

  const prefetch = () => {
    loadPicker().catch(() => {});
  };

  const show = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    loadPicker().then(
      (loaded) => setPicker(() => loaded),
      () => setOpen(false),
    );
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) toggle.current?.focus();
  };

  return (
    <>
      <p
        id={ids.note}
        ref={note}
        className="form-note"
        aria-live="polite"
        data-held={heldAttribute(dates)}
        data-note={words.note}
        data-field={field}
        dangerouslySetInnerHTML={EMPTY}
      />
      <div className="held-dates-line">
        <p id={ids.asOf} className="held-dates-as-of">
          {words.asOf}
        </p>
        {dates.length > 0 ? (
          <button
            ref={toggle}
            type="button"
            className="held-dates-toggle"
            aria-expanded={open}
            aria-controls={ids.panel}
            onClick={show}
            onPointerEnter={prefetch}
            onFocus={prefetch}
          >
            {words.show}
          </button>
        ) : null}
      </div>
      {dates.length > 0 ? (
        <div id={ids.panel} className="held-dates-panel" hidden={!open}>
          {open && Picker ? (
            <Picker
              held={dates}
              inputId={inputId}
              words={words.picker}
              onChoose={() => close(true)}
              onEscape={() => close(true)}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
