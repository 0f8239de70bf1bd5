import { test, expect, waitForIsland } from './support/fixtures';
import { ANY_SCREEN } from './support/screens';
import { watchToggleAnimations } from './support/toggle-animations';

test.describe('toggle blocks', () => {
  test('the answers are in the HTML while closed', ANY_SCREEN, async ({ request }) => {
    const html = await (await request.get('/venue')).text();
    expect(html).toContain('Can we bring our own caterer?');
    expect(html).toContain('any caterer with public liability insurance');
  });

  test('a click opens and closes a block, saying so with aria-expanded', ANY_SCREEN, async ({ page }) => {
    await page.goto('/venue');
    const toggle = page.locator('.toggle').nth(1);
    const head = toggle.locator('button.toggle-head');
    const body = toggle.locator('.toggle-body');
    await expect(head).toHaveAttribute('aria-expanded', 'false');
    await expect(body).toBeHidden();
    expect(await head.getAttribute('aria-controls')).toBe(await body.getAttribute('id'));

    await head.click();
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveClass(/\bopen\b/);
    await expect(body).toBeVisible();
    // The others stay closed.
    await expect(page.locator('.toggle.open')).toHaveCount(1);

    await head.click();
    await expect(head).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).not.toHaveClass(/\bopen\b/);
    await expect(body).toBeHidden();
  });

  test('the keyboard opens a block too', ANY_SCREEN, async ({ page }) => {
    await page.goto('/venue');
    const head = page.locator('.toggle button.toggle-head').first();
    await head.focus();
    await page.keyboard.press('Enter');
    await expect(head).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(head).toHaveAttribute('aria-expanded', 'false');
  });

  test('opening and closing last body height / 800 seconds', ANY_SCREEN, async ({ page }) => {
    const animations = await watchToggleAnimations(page);
    await page.goto('/venue');
    // Read down to the questions: their island wakes as they near, and the animation is the island's.
    await waitForIsland(page, '.toggle');
    const toggle = page.locator('.toggle').first();
    await toggle.locator('button.toggle-head').click();
    await expect(toggle.locator('.toggle-body')).toBeVisible();
    await toggle.locator('button.toggle-head').click();
    await expect(toggle.locator('.toggle-body')).toBeHidden();
    const calls = await animations();
    expect(calls).toHaveLength(2);
    for (const call of calls) {
      expect(call.height).toBeGreaterThan(40);
      expect(call.duration).toBeCloseTo((call.height / 800) * 1000, 3);
    }
  });

  test('with reduced motion a block opens at once', ANY_SCREEN, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/venue');
    const toggle = page.locator('.toggle').first();
    await toggle.locator('button.toggle-head').click();
    const animations = await toggle.locator('.toggle-body').evaluate((body) => body.getAnimations().length);
    expect(animations).toBe(0);
    await expect(toggle.locator('.toggle-body')).toBeVisible();
  });
});
