// @ts-check
/**
 * The photos below the first screen wait for it, on a page with a priority photo (the home hero, the venue's first
 * space). Chromium fetches every lazy photo within 1,250–3,000 px of the screen as soon as the page is laid out, so
 * without this the home page's space photos (~110 KB) share a slow phone's bandwidth with the fonts and the hero.
 * FIRST_SCREEN, rendered just before that photo, marks `<html data-first-screen>`, which hides lazy photos
 * (src/features/photos/photos.css: `display: none` in a box sized without them, so nothing moves); the early script
 * (./before-hydration.mjs) takes the mark away once the page has painted its first content and the photo has arrived,
 * or PHOTO_WAIT_MS after the paint. Without JavaScript there is no mark, and photos load as usual.
 */

/** Marks `<html data-first-screen>` while a page's first screen loads. */
export const FIRST_SCREEN = 'document.documentElement.setAttribute("data-first-screen","")';

/** The longest the photos below wait for a page's priority photo after the first paint. */
export const PHOTO_WAIT_MS = 3000;

/**
 * Takes the mark away when the first screen is done (see above), and calls `painted` once the page has painted its
 * first content. ES5, free of outside names: the early inline script carries this function's own text.
 * @param {any} d the document @param {number} wait PHOTO_WAIT_MS @param {() => void} painted
 */
export function releaseFirstScreen(d, wait, painted) {
  var h = d.documentElement;
  var done = 0;
  var go = function () {
    if (done) return;
    done = 1;
    h.removeAttribute('data-first-screen');
  };
  var after = function () {
    painted();
    if (!h.hasAttribute('data-first-screen')) return;
    var m = d.querySelector('img[fetchpriority=high]');
    if (!m || m.complete) return go();
    m.addEventListener('load', go);
    m.addEventListener('error', go);
    setTimeout(go, wait);
  };
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
    new PerformanceObserver(function (l, o) {
      /** @type {any[]} */
      var e = l.getEntries();
      for (var i = 0; i < e.length; i++)
        if (e[i].name == 'first-contentful-paint') {
          o.disconnect();
          setTimeout(after, 0);
        }
    }).observe({ type: 'paint', buffered: true });
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5: a catch needs its binding
  } catch (e) {
    after();
  }
}
