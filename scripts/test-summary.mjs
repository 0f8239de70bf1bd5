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
/** Every example's run (reports/playwright-examples-<folder>.json), added up. */
const exampleReports = (() => {
  try {
    return fs
      .readdirSync(new URL('../reports/', import.meta.url))
      .filter((file) => /^playwright-examples-[\w-]+\.json$/.test(file))
      .map(read)
      .filter(Boolean);
  } catch {
    return [];
  }
})();
/** @param {string} key */
const exampleStat = (key) => exampleReports.reduce((sum, report) => sum + (report?.stats?.[key] ?? 0), 0);
const examples = exampleReports.length ? { stats: {} } : null;
/** @param {string} key */
const unitAndBuild = (key) => (vitest?.[key] ?? 0) + (build?.[key] ?? 0);
/** @param {string} key */
const browser = (key) => (playwright?.stats?.[key] ?? 0) + exampleStat(key);
const passed = unitAndBuild('numPassedTests') + browser('expected') + browser('flaky');
const failed = unitAndBuild('numFailedTests') + browser('unexpected');
const skipped = unitAndBuild('numPendingTests') + unitAndBuild('numTodoTests') + browser('skipped');
const missing = [
  ['vitest', vitest],
  ['vitest-build', build],
  ['playwright', playwright],
  ['playwright-examples', examples],
].filter(([, report]) => !report);
if (missing.length) console.log(`(missing report: ${missing.map(([name]) => name).join(' ')})`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
