import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './tests/support/chromium.mjs';
import { TEST_NOW } from './tests/support/clock';

// The build the suite starts takes TEST_NOW as now, so what it lists as coming and holds as booked does not depend on
// the day the tests run; set here, before anything reads the settings, so that the workers (which load this file
// too) and the specs' own reading of the content agree with it.
const fixedNow = (process.env.FOYER_NOW ??= TEST_NOW);

/** Each checkout may pick its own port so that several can run their e2e suites side by side. */
const port = Number(process.env.E2E_PORT || 3999);
export const baseURL = `http://localhost:${port}`;

const launchOptions = { executablePath: testBrowserPath, args: chromiumFlags };

/**
 * Specs whose subject does not depend on the screen: what is sent, fetched, sanitised, refused or kept (the payloads
 * of the forms, the attachments and the enquiry, the blog's answers and faults, the security policy, news pictures'
 * markup, the built HTML's validity, the held dates and events a page lists, the site's frame and its 404, the staff's
 * editor and its first-run panel, which are for desktops). They run on the desktop project only, which saves a fifth
 * of the suite's time on a two-core machine; how the same pages look and respond on a phone (layout, touch, motion,
 * the menu, the attachment widget, photos, accessibility, loading) is the mobile project's.
 */
const screenIndependent = [
  'admin',
  'attachments-sending',
  'blog',
  'enquiry',
  'faults',
  'first-run',
  'forms',
  'frame',
  'held-dates',
  'html',
  'news-pictures',
  'security',
  'sign-in',
  'whats-on',
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  // Each run empties its folder as it starts: the example venues' runs, beside this one, have their own.
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Alone on two cores, three workers ran the suite fastest (2.2 min; two 2.4–2.5, four 2.3): most of a test's time is
  // waiting on the page. In `npm test` it shares the cores with the example venues' suites, which fill those waits:
  // there two workers took less of the machine (642 against 660 CPU-seconds for the whole of `npm test`, 333 against
  // 340 s), so CI, which runs `npm test`, uses two.
  workers: process.env.CI ? 2 : Math.max(3, Math.floor(os.availableParallelism() / 2)),
  retries: process.env.CI ? 1 : 0,
  // What a test checks is never its time (speed is the benches'): the timeout only ends one that hangs. On a machine
  // half as fast as usual (the riad's build 15.9 CPU-seconds against 7.7), the editor's save took 31–35 s in npm
  // test.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The JSON report feeds the one-line summary that .ci/run prints (scripts/test-summary.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  // A trace records every action's snapshots and a screencast: a quarter of each test's time when kept for all of
  // them. Taken when a failed test runs again (CI retries once), which is when it is read.
  use: { baseURL, launchOptions, trace: 'on-first-retry' },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      testIgnore: screenIndependent,
      // Within the other specs, the tests marked as the same on every screen or for desktops only
      // (tests/e2e/support/screens.ts).
      grepInvert: /@any-screen|@desktop/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${baseURL}/`,
    env: {
      PORT: String(port),
      FOYER_WATCH: '0',
      FOYER_NOW: fixedNow,
    },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: 'pipe',
  },
});
