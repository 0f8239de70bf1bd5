// `node bench/menu-window.mjs ORIGIN [RUNS] [PATH]` (issue 13): the first-paint window on a simulated slow phone,
// from the first contentful paint to the moment a tap on the menu button has opened the overlay (a tap every 100 ms
// from the first paint on, as an impatient visitor does). Slow 4G as Lighthouse's mobile preset (150 ms RTT, 1.6 Mbps
// down, 750 kbps up) and 4x CPU throttling. Run it against a served build, under the shared lock (it drives Chromium).
import { chromium, devices } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.mjs';
const [origin, runsArg, pathArg] = process.argv.slice(2);
const runs = Number(runsArg || 3);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const results = [];
for (let i = 0; i < runs; i++) {
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const w = window;
    const check = () => {
      const overlay = document.querySelector('.nav-overlay');
      if (overlay && overlay.checkVisibility() && !w.__menuAt) w.__menuAt = performance.now();
      if (!w.__menuAt) requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
  await page.goto(origin + (pathArg || '/'), { waitUntil: 'commit' });
  let fcp = null;
  while (fcp === null)
    fcp = await page
      .evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null)
      .catch(() => null);
  let taps = 0;
  let at = null;
  while (at === null) {
    await page
      .locator('button.nav-trigger')
      .tap({ noWaitAfter: true, timeout: 5000 })
      .catch(() => {});
    taps++;
    await page.waitForTimeout(100);
    at = await page.evaluate(() => window.__menuAt ?? null);
  }
  // Whether the menu's island had woken by the time the menu showed (it wakes on the first tap).
  const hydrated = await page.evaluate(
    () => !document.querySelector('button.nav-trigger')?.closest('astro-island')?.hasAttribute('ssr'),
  );
  results.push({
    fcp: Math.round(fcp),
    menu: Math.round(at),
    window: Math.round(at - fcp),
    taps,
    hydratedWhenOpen: hydrated,
  });
  console.log(JSON.stringify(results.at(-1)));
  await context.close();
}
await browser.close();
const sorted = results.map((r) => r.window).sort((a, b) => a - b);
console.log(
  `median first paint → working menu: ${sorted[Math.floor(sorted.length / 2)]} ms over ${runs} runs (${sorted.join(', ')})`,
);
