// @ts-check
/**
 * Where a form's typed values are kept in localStorage, by the form's id, and when they are read back: by the inline
 * script before the scripts arrive (./before-hydration.mjs) and by EmailForm after (src/features/forms/drafts.ts). Its
 * own tiny module, so that the browser's bundle takes the key without the build's minifier.
 */
export const DRAFT_PREFIX = 'foyer:draft:';

/**
 * How near the screen a form comes before its draft is read (an IntersectionObserver's rootMargin: a screen's height
 * above and below). Why not at once: the first look at localStorage on a page waits for the browser process, which
 * is busiest while the page loads: `window.localStorage` took 1–9 ms here, the first `getItem` 0.5–11 ms more, and
 * the inline script that did both took 4–13 ms where it now takes 1–6 (17.6 ms in one of Lighthouse's traces, which
 * its phone counts four times over). Every page has a form (the footer's), most of them far below the first screen.
 * A visitor sees a form only when it is near: read then, the draft is in its fields before they are in sight, and a
 * page with no form in view never touches the store while it loads.
 */
export const DRAFT_NEAR = '100% 0px';
