import { test, expect } from './support/fixtures';
import { ANY_SCREEN, DESKTOP_ONLY } from './support/screens';

const trigger = 'button.nav-trigger';

test.describe('navigation overlay', () => {
  // Keys and focus: the same on every screen, and a keyboard's use is a desktop's. One visit, a step each.
  test(
    'keys and focus: Escape, the trigger, Tab and Shift+Tab, and the page behind inert',
    ANY_SCREEN,
    async ({ page }) => {
      await page.goto('/venue');
      await test.step('Escape closes it and gives focus back to the trigger', async () => {
        await page.locator(trigger).click();
        await expect(page.locator('body')).toHaveClass(/nav-open/);
        await expect(page.locator('.nav-overlay')).toBeVisible();
        // Opening moves focus into the menu.
        await expect(page.locator('.nav-links a').first()).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(page.locator('body')).not.toHaveClass(/nav-open/);
        await expect(page.locator('.nav-overlay')).toBeHidden();
        await expect(page.locator(trigger)).toBeFocused();
        await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'false');
      });

      await test.step('closing with the trigger keeps focus on it, and the page behind is inert while open', async () => {
        await page.locator(trigger).click();
        await expect(page.locator('main')).toHaveAttribute('inert', '');
        await expect(page.locator('.site-footer')).toHaveAttribute('inert', '');
        await page.locator(trigger).click();
        await expect(page.locator(trigger)).toBeFocused();
        await expect(page.locator('main')).not.toHaveAttribute('inert');
      });

      await test.step('Tab and Shift+Tab stay inside the overlay and its trigger', async () => {
        await page.locator(trigger).click();
        await expect(page.locator('body')).toHaveClass(/nav-open/);
        const stops = await page.locator('.nav-overlay a:visible, .nav-overlay button:visible').count();
        expect(stops).toBeGreaterThan(4);
        const inside = () =>
          page.evaluate(() => {
            const active = document.activeElement;
            return !!active && (active.matches('button.nav-trigger') || !!active.closest('.nav-overlay'));
          });
        for (let i = 0; i < stops + 3; i++) {
          await page.keyboard.press('Tab');
          expect(await inside(), `focus after ${i + 1} Tab presses`).toBe(true);
        }
        await page.locator(trigger).focus();
        await page.keyboard.press('Shift+Tab');
        expect(await inside()).toBe(true);
        await expect(page.locator(trigger)).not.toBeFocused();
        await page.keyboard.press('Tab');
        await expect(page.locator(trigger)).toBeFocused();
      });
    },
  );

  test('the page behind does not scroll while it is open', async ({ page }) => {
    await page.goto('/venue');
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.locator(trigger).click();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('End');
    await page.waitForTimeout(400);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press('Escape');
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  test('sub-menus show on hover and on keyboard focus', DESKTOP_ONLY, async ({ page }) => {
    await page.goto('/');
    await page.locator(trigger).click();
    const entry = page.locator('.nav-links > li:has(.sub-menu)').first();
    const subMenu = entry.locator('.sub-menu');
    await expect(subMenu).toBeHidden();
    await entry.locator('> a').hover();
    await expect(subMenu).toBeVisible();
    await page.mouse.move(5, 5);
    await expect(subMenu).toBeHidden();

    // Keyboard: focusing the entry's link shows its sub-menu, and Tab goes into it.
    await entry.locator('> a').focus();
    await expect(subMenu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(subMenu.locator('a').first()).toBeFocused();
    // Past the sub-menu's last link, whatever their number: it hides once focus leaves it.
    for (let link = await subMenu.locator('a').count(); link > 0; link--) await page.keyboard.press('Tab');
    await expect(subMenu).toBeHidden();
  });

  test('on a touch screen, sub-menus are shown without hover', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'touch screens only');
    await page.goto('/');
    await page.locator(trigger).click();
    await expect(page.locator('.nav-links .sub-menu a').first()).toBeVisible();
  });

  test('a link in the overlay to a section of the current page closes it and scrolls there', async ({
    page,
  }, testInfo) => {
    await page.goto('/venue');
    await page.locator(trigger).click();
    if (testInfo.project.name === 'desktop')
      await page.locator('.nav-links > li:has(a[href="/venue#faq"]) > a').hover();
    await page.locator('.nav-overlay a[href="/venue#faq"]').click();
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    await expect(page).toHaveURL(/\/venue#faq$/);
    await expect
      .poll(() => page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top)), {
        timeout: 4000,
      })
      .toBeLessThan(120);
  });
});
