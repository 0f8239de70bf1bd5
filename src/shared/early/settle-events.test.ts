// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { settleEvents } from './settle-events.mjs';

/** A list as EventList writes it: two months, the last item hidden by the limit. */
function list(limit?: number): HTMLElement {
  document.body.innerHTML = `
    <div data-events ${limit ? `data-limit="${limit}"` : ''}>
      <section data-events-group id="dec">
        <ol>
          <li id="a" data-ends="2026-12-06T02:00:00Z"></li>
          <li id="b" data-ends="2026-12-13T02:00:00Z"></li>
        </ol>
      </section>
      <section data-events-group id="jan">
        <ol><li id="c" data-ends="2027-01-02T02:00:00Z" ${limit ? 'hidden' : ''}></li></ol>
      </section>
      <p data-events-none hidden>Nothing coming.</p>
    </div>`;
  return document.querySelector<HTMLElement>('[data-events]')!;
}
const hidden = () => ['a', 'b', 'c', 'dec', 'jan'].filter((id) => document.getElementById(id)!.hidden);
const noneShown = () => !document.querySelector<HTMLElement>('[data-events-none]')!.hidden;

describe('a list of events built earlier', () => {
  it('shows everything still to come, and says when the first of them ends', () => {
    expect(settleEvents(list(), Date.parse('2026-12-01T00:00:00Z'))).toBe(Date.parse('2026-12-06T02:00:00Z'));
    expect(hidden()).toEqual([]);
    expect(noneShown()).toBe(false);
  });

  it('hides what has ended, and a month left empty', () => {
    expect(settleEvents(list(), Date.parse('2026-12-06T02:00:00Z'))).toBe(Date.parse('2026-12-13T02:00:00Z'));
    expect(hidden()).toEqual(['a']);
    settleEvents(list(), Date.parse('2026-12-20T00:00:00Z'));
    expect(hidden()).toEqual(['a', 'b', 'dec']);
  });

  it('says there is nothing coming once all have ended', () => {
    expect(settleEvents(list(), Date.parse('2027-02-01T00:00:00Z'))).toBeUndefined();
    expect(hidden()).toEqual(['a', 'b', 'c', 'dec', 'jan']);
    expect(noneShown()).toBe(true);
  });

  it('keeps to its limit, bringing the next one in as the first ends', () => {
    settleEvents(list(2), Date.parse('2026-12-01T00:00:00Z'));
    expect(hidden()).toEqual(['c', 'jan']);
    settleEvents(list(2), Date.parse('2026-12-07T00:00:00Z'));
    expect(hidden()).toEqual(['a']);
  });
});
