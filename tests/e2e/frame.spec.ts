import { test, expect, waitForHydration } from './support/fixtures';
import { pages } from './support/pages';

test.describe('site frame', () => {
  test('every page type is reachable from the navigation overlay', async ({ page }) => {
    // A visitor's round: on each page the overlay leads to the next page type, and from the last one home again.
    await page.goto('/');
    for (const target of [...pages.slice(1), pages[0]]) {
      await waitForHydration(page);
      const trigger = page.locator('button.nav-trigger');
      await trigger.click();
      const overlay = page.locator('.nav-overlay');
      await expect(overlay).toBeVisible();
      const href = target.path;
      await overlay.locator(`.nav-links a[href="${href}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${href === '/' ? '/$' : `${href}$`}`));
      await expect(page.locator(target.marker).first()).toBeAttached();
      await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    }
  });

  test('the trigger toggles body.nav-open and says so with aria-expanded', async ({ page }) => {
    await page.goto('/news');
    const trigger = page.locator('button.nav-trigger');
    const overlayId = await trigger.getAttribute('aria-controls');
    expect(overlayId).toBeTruthy();
    await expect(page.locator(`[id="${overlayId}"]`)).toHaveClass(/nav-overlay/);

    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    await trigger.click();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.nav-overlay .nav-links .sub-menu').first()).toBeAttached();
    await expect(page.locator('.nav-overlay .nav-secondary')).toBeVisible();
    await trigger.click();
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.nav-overlay')).toBeHidden();
  });

  test('an unknown address answers 404 with the site frame', async ({ page, errorGuard }) => {
    errorGuard.allow(/status of 404.*\/no-such-page\]$/);
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('header.page-header')).toContainText('left the building');
    await expect(page.locator('button.nav-trigger')).toBeVisible();
  });
});
