/**
 * What a page built earlier shows of its events now (promises §11: an event is gone once it has ended). Each item
 * carries its end (`data-ends`, UTC); the list shows the first `data-limit` items still running or to come, hides
 * a month whose items are all gone, and shows the content's "nothing coming" line when none is left. Plain DOM, so
 * it is the same few lines on every page that lists events, and the server's HTML stays what React hydrated.
 */
export const EVENTS_SELECTORS = {
  list: '[data-events]',
  item: '[data-ends]',
  group: '[data-events-group]',
  none: '[data-events-none]',
} as const;

/** Settles `container` at `now` (ms); returns when the next shown item ends, for the next look, if any does. */
export function settleEvents(container: HTMLElement, now: number): number | undefined {
  const limit = Number(container.dataset.limit) || Infinity;
  let shown = 0;
  let nextEnd: number | undefined;
  for (const item of container.querySelectorAll<HTMLElement>(EVENTS_SELECTORS.item)) {
    const ends = Date.parse(item.dataset.ends ?? '');
    const show = !(ends <= now) && shown < limit;
    item.hidden = !show;
    if (show) {
      shown += 1;
      if (nextEnd === undefined || ends < nextEnd) nextEnd = ends;
    }
  }
  for (const group of container.querySelectorAll<HTMLElement>(EVENTS_SELECTORS.group))
    group.hidden = !group.querySelector(`${EVENTS_SELECTORS.item}:not([hidden])`);
  const none = container.querySelector<HTMLElement>(EVENTS_SELECTORS.none);
  if (none) none.hidden = shown > 0;
  return nextEnd;
}
