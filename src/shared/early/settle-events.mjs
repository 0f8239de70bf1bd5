// @ts-check
/**
 * What a page built earlier shows of its events now (promises §11: an event is gone once it has ended). Each item
 * carries its end (`data-ends`, UTC); a list (`data-events`) shows the first `data-limit` items still running or to
 * come, hides a month (`data-events-group`) whose items are all gone, and shows the content's "nothing coming" line
 * (`data-events-none`) when none is left. The markup is src/features/events/EventList.tsx's.
 *
 * ES5 and free of outside names: the early inline script carries this function's own text (./before-hydration.mjs),
 * so a list is settled before the scripts arrive, and without them, as long as the page stays open.
 *
 * @param {HTMLElement} container the list @param {number} now ms since the epoch
 * @returns {number | undefined} when the next shown item ends, for the next look, if any does
 */
export function settleEvents(container, now) {
  var limit = Number(container.getAttribute('data-limit')) || Infinity;
  var shown = 0;
  var nextEnd;
  var items = container.querySelectorAll('[data-ends]');
  for (var i = 0; i < items.length; i++) {
    var item = /** @type {HTMLElement} */ (items[i]);
    var ends = Date.parse(item.getAttribute('data-ends') || '');
    var show = !(ends <= now) && shown < limit;
    item.hidden = !show;
    if (show) {
      shown += 1;
      if (nextEnd === undefined || ends < nextEnd) nextEnd = ends;
    }
  }
  var groups = container.querySelectorAll('[data-events-group]');
  for (var j = 0; j < groups.length; j++) {
    var group = /** @type {HTMLElement} */ (groups[j]);
    group.hidden = !group.querySelector('[data-ends]:not([hidden])');
  }
  var none = /** @type {HTMLElement | null} */ (container.querySelector('[data-events-none]'));
  if (none) none.hidden = shown > 0;
  return nextEnd;
}
