// @ts-check
/**
 * Where the scroll motion's entry is served (src/features/motion/entry.ts): a file of a fixed name beside the pages,
 * which the early script imports once the page has painted. A script the page linked would be asked for while the page
 * loads, and Lighthouse counts a script asked for then on the first paint's path (0.8 s → 1.04 s on a phone here).
 * Not content-hashed, so hosts revalidate it (docs/deploying.md); what it imports is.
 */
export const MOTION_ENTRY = '/foyer-motion.js';

/** Signs that the visitor has started to use the page: motion is only seen from here on (src/features/motion). */
export const FIRST_USE_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'];

/**
 * `<html data-first-use>`: the visitor used the page before the motion's entry had arrived (the early script watches
 * from the start), so the entry starts the motion at once rather than at the next use.
 */
export const FIRST_USE_MARK = 'data-first-use';
