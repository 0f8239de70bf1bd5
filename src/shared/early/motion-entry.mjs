// @ts-check
/**
 * Where the scroll motion's entry is served (src/features/motion/entry.ts): a file of a fixed name beside the pages,
 * which the early script imports once the page has painted. A script the page linked would be asked for while the page
 * loads, and Lighthouse counts a script asked for then on the first paint's path (0.8 s → 1.04 s on a phone here).
 * Not content-hashed, so hosts revalidate it (README, "Deploying"); what it imports is.
 */
export const MOTION_ENTRY = '/foyer-motion.js';
