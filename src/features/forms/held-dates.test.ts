// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fill } from '@/i18n';
import { en } from '@/i18n/en';
import { isHeld, showHeldNote } from './held-dates';

const HELD_NOTE = en.heldDates.note;
const heldAsOfText = (readOn: string) => fill(en.heldDates.asOf, { date: readOn });

describe('the held-date note (promises §11)', () => {
  it('has the promises’ exact words', () => {
    expect(HELD_NOTE).toBe('That date is already held. Tell us anyway: plans change, and we keep a waiting list.');
    expect(heldAsOfText('23 November')).toBe('Held dates as of 23 November');
  });

  it('knows a held date among the page’s, and nothing else', () => {
    const held = '2026-12-05 2026-12-11 2027-07-24';
    expect(isHeld('2026-12-05', held)).toBe(true);
    expect(isHeld(' 2027-07-24 ', held)).toBe(true);
    expect(isHeld('2026-12-06', held)).toBe(false);
    expect(isHeld('', held)).toBe(false);
    expect(isHeld('2026-12', held)).toBe(false);
    expect(isHeld('2026-12-05 2026-12-11', held)).toBe(false);
    expect(isHeld('2026-12-05', '')).toBe(false);
  });

  it('writes the note into its live region only when it changes', () => {
    const note = document.createElement('p');
    note.setAttribute('data-held', '2026-12-05');
    note.setAttribute('data-note', HELD_NOTE);
    const writes: string[] = [];
    new MutationObserver((records) => writes.push(...records.map(() => note.textContent ?? ''))).observe(note, {
      childList: true,
      characterData: true,
      subtree: true,
    });
    showHeldNote(note, '2026-12-05');
    showHeldNote(note, '2026-12-05');
    expect(note.textContent).toBe(HELD_NOTE);
    showHeldNote(note, '2026-12-06');
    expect(note.textContent).toBe('');
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(writes).toHaveLength(2);
        resolve();
      }),
    );
  });
});
