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
const build = read('vitest-build.json');
const playwright = read('playwright.json');
/** @param {string} key */
const unitAndBuild = (key) => (vitest?.[key] ?? 0) + (build?.[key] ?? 0);
const passed = unitAndBuild('numPassedTests') + (playwright?.stats?.expected ?? 0) + (playwright?.stats?.flaky ?? 0);
const failed = unitAndBuild('numFailedTests') + (playwright?.stats?.unexpected ?? 0);
const skipped = unitAndBuild('numPendingTests') + unitAndBuild('numTodoTests') + (playwright?.stats?.skipped ?? 0);
const missing = [['vitest', vitest], ['vitest-build', build], ['playwright', playwright]].filter(([, report]) => !report);
if (missing.length) console.log(`(missing report: ${missing.map(([name]) => name).join(' ')})`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
