// @ts-check
/** Prints one closing line for the whole test run from the Vitest and Playwright JSON reports. */
import fs from 'node:fs';

/** @param {string} file */
const read = (file) => {
  try {
    return JSON.parse(fs.readFileSync(new URL(`../reports/${file}`, import.meta.url), 'utf8'));
  } catch {
    return null;
  }
};

const vitest = read('vitest.json');
const playwright = read('playwright.json');
const passed = (vitest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (playwright?.stats?.unexpected ?? 0);
const skipped = (vitest?.numPendingTests ?? 0) + (vitest?.numTodoTests ?? 0) + (playwright?.stats?.skipped ?? 0);
if (!vitest || !playwright) console.log(`(missing report: ${!vitest ? 'vitest ' : ''}${!playwright ? 'playwright' : ''})`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
