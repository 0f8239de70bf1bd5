import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, testBrowserPath } from './tests/support/chromium.mjs';
import { TEST_NOW } from './tests/support/clock';

/**
 * An example venue (examples/rooftop, or EXAMPLE_DIR: examples/barn) built from its own content folder and
 * smoke-tested page by page: the proof that a venue's site is its content. Run beside the demo's e2e suite
 * (`npm run test:examples`, `npm run test:examples:barn`); each builds into its own folder, out-examples/<venue>.
 */
const port = Number(process.env.EXAMPLE_PORT || 3998);
export const EXAMPLE_DIR = process.env.EXAMPLE_DIR || 'examples/rooftop';
// A venue written first in another script (examples/kyoto, examples/riad): on a phone, its own spec alone
// (tests/examples/scripts.spec.ts); the other specs' phone layouts are the Latin venues', tested by their runs.
const otherScript = /^(examples\/)?(kyoto|riad)\/?$/.test(EXAMPLE_DIR);
process.env.CONTENT_DIR = EXAMPLE_DIR;
// Its own build folder, so that its run goes beside the demo's (`npm test` runs them side by side): the servers it
// starts, the specs and the workers read it from here.
const outDir = (process.env.OUT_DIR ??= `out-examples/${path.basename(EXAMPLE_DIR)}`);
// The example's build takes TEST_NOW as now, as the demo's does (playwright.config.ts): the same pages on any day.
const fixedNow = (process.env.FOYER_NOW ??= TEST_NOW);
// The second venue's run sends through the enquiry relay (`npm run test:examples` sets EMAIL_RELAY=1; promises §16):
// its forms, in both languages, and tests/examples/edge.spec.ts. The private key is given to the build too, as a
// careless deployment would: edge.spec.ts finds it in no file the build wrote; the local outbox asks the relay for it.
const relay = process.env.EMAIL_RELAY ?? '0';
const privateKey = (process.env.EMAILJS_PRIVATE_KEY ??= 'e2e-private-key-never-in-a-page');

const launchOptions = { executablePath: testBrowserPath, args: chromiumFlags };

export default defineConfig({
  testDir: 'tests/examples',
  // Its own, beside the demo's (playwright.config.ts): each run empties its folder as it starts.
  outputDir: `test-results/examples-${path.basename(EXAMPLE_DIR)}`,
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // What a test checks is never its time (speed is the benches'): the timeout only ends one that hangs. On a machine
  // half as fast as usual (the riad's build 15.9 CPU-seconds against 7.7), the editor's save took 31–35 s in npm
  // test.
  timeout: 60_000,
  // One report per example (reports/playwright-examples-rooftop.json): scripts/test-summary.mjs adds them all up.
  reporter: [['list'], ['json', { outputFile: `reports/playwright-examples-${path.basename(EXAMPLE_DIR)}.json` }]],
  use: { baseURL: `http://localhost:${port}`, launchOptions },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      // The HTML checker reads the built files, whatever the screen, and the relay's spec is about what is sent:
      // once, on desktop.
      testIgnore: otherScript
        ? ['**/html.spec.ts', '**/smoke.spec.ts', '**/languages.spec.ts', '**/prices.spec.ts', '**/editor.spec.ts']
        : ['**/html.spec.ts', '**/edge.spec.ts'],
      // Tests marked as the same on every screen or for desktops only (tests/e2e/support/screens.ts).
      grepInvert: /@any-screen|@desktop/,
    },
  ],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://localhost:${port}/`,
    env: {
      PORT: String(port),
      FOYER_WATCH: '0',
      CONTENT_DIR: EXAMPLE_DIR,
      OUT_DIR: outDir,
      FOYER_NOW: fixedNow,
      EMAIL_RELAY: relay,
      EMAILJS_PRIVATE_KEY: privateKey,
    },
    // Never someone else's server: this one must serve the example's build.
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
