import { axeViolations } from './support/axe';
import { test, expect } from './support/fixtures';
import { venue } from '../support/venue';
import { ANY_SCREEN } from './support/screens';
import { animationsSettled } from './support/visitor';

// Each page as first loaded: pages.spec.ts.
test('axe finds no serious or critical violation with the overlay open', ANY_SCREEN, async ({ page }) => {
  await page.goto('/');
  await page.locator('button.nav-trigger').click();
  await expect(page.locator('body')).toHaveClass(/nav-open/);
  await animationsSettled(page);
  expect(await axeViolations(page)).toEqual([]);
});

test(
  'venue: a layout a space does not offer is seen as a dash and heard as "not offered"',
  ANY_SCREEN,
  async ({ page }) => {
    const missing = venue.venue.spaces.flatMap((space) =>
      venue.totals.layouts.filter((layout) => space.capacity[layout] === undefined),
    );
    test.skip(missing.length === 0, 'every space offers every layout in this venue');
    await page.goto('/venue');
    const cells = page.getByRole('cell', { name: 'not offered', exact: true });
    await expect(cells).toHaveCount(missing.length);
    for (const cell of await cells.all()) {
      await expect(cell.locator('[aria-hidden="true"]')).toHaveText('–');
      await expect(cell.locator('[aria-hidden="true"]')).toBeVisible();
    }
    // The hidden words stay inside the table's own scrolling box: the page is no wider than the screen.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, 'page width against the screen').toBeLessThanOrEqual(page.viewportSize()!.width);
  },
);
