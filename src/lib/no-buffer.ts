/**
 * Stands in for Node's `buffer` in browser bundles. `entities` mentions `Buffer` only as a fallback
 * for runtimes without `atob`, which every browser has; without this alias the bundler would ship
 * an ~8 KB (gzipped) Buffer polyfill that never runs.
 */
export const Buffer = undefined;
