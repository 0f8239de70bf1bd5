import { chromium } from '@playwright/test';
const [base, prefix, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width === 390 ? 844 : 800 }, reducedMotion: 'reduce' });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${prefix}-${p.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name });
    console.log(name);
  }
}
await browser.close();
