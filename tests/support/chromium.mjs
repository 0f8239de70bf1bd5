// @ts-check
/**
 * The one description of the browser every tool here drives (Playwright e2e, the Lighthouse bench, the
 * compression bench): Debian's Chromium, never a downloaded build, with flags that keep it quiet on a
 * machine whose only network is the package registries.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
