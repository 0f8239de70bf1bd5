import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures';
import { pages } from './support/pages';

for (const target of pages) {
  test(`axe finds no serious or critical violation on ${target.name}`, async ({ page }) => {
    await page.goto(target.path);
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).analyze();
    const severe = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
    expect(severe).toEqual([]);
  });
}

test('axe finds no serious or critical violation with the overlay open', async ({ page }) => {
  await page.goto('/');
  await page.locator('button.nav-trigger').click();
  await expect(page.locator('body')).toHaveClass(/nav-open/);
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(severe).toEqual([]);
});
