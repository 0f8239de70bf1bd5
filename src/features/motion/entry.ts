/**
 * The scroll motion's entry: what the page's early script imports once the page has painted (the build emits it as
 * `/foyer-motion.js`, integration/astro-foyer.mjs). A module of its own so that nothing of it is asked for before the
 * first paint.
 */
import { loadMotionWhenUsed } from './load-motion';

loadMotionWhenUsed();
