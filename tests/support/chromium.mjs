// @ts-check
/**
 * The one description of the browser every tool here drives (Playwright e2e, the Lighthouse bench, the
 * compression bench): Debian's Chromium, never a downloaded build, with flags that keep it quiet on a
 * machine whose only network is the package registries.
 */
import fs from 'node:fs';

/** The whole browser: Lighthouse and the benches measure pages in it, as a visitor's Chrome draws them. */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/**
 * What the end-to-end tests drive: the same Chromium's old headless shell (Debian's `chromium-headless-shell`, the
 * same version), which is what Playwright itself runs for headless tests. Same Blink, same V8, but without the full
 * browser around each tab: a new page costs half the CPU (0.8 against 1.5 core-seconds on this machine), and the
 * suite runs in 4.6 instead of 8.0 minutes. Where it is not installed the tests use the whole browser.
 */
const headlessShell = process.env.CHROMIUM_HEADLESS_SHELL_PATH || '/usr/bin/chromium-headless-shell';
export const testBrowserPath = fs.existsSync(headlessShell) ? headlessShell : chromiumPath;

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
