// @ts-check
/**
 * Where a form's typed values are kept in localStorage, by the form's id, and when they are read back: by the inline
 * script before the scripts arrive (./before-hydration.mjs) and by EmailForm after (src/features/forms/drafts.ts). Its
 * own tiny module, so that the browser's bundle takes the key without the build's minifier.
 */
export const DRAFT_PREFIX = 'foyer:draft:';

/**
 * How near the screen a form comes before its draft is read (an IntersectionObserver's rootMargin: a screen's height
 * above and below). Why not at once: the first read of localStorage on a page loads the whole store, synchronously,
 * by asking the browser process, which is busiest while the page loads. On this machine that read held the inline
 * script for 5–14 ms of its 9–18 (Lighthouse's trace: 17.6 ms, counted four times over on its phone), and every page
 * has a form (the footer's subscribe form), most of them far below the first screen. A visitor sees a form only when
 * it is near: read then, the draft is in its fields before they are in sight, and a page with no form in view never
 * reads the store while it loads.
 */
export const DRAFT_NEAR = '100% 0px';
