import type { Page, Request } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { contactForm } from './support/forms';
import { holdScripts } from './support/hold-scripts';
import { pages } from './support/pages';
import { ANY_SCREEN, onPhonesOnlyFor } from './support/screens';
import { watchToggleAnimations } from './support/toggle-animations';
import { sentEmail } from './support/sends';

/**
 * promises §8 on the built site: the controls work before their islands' scripts have arrived (a route holds every
 * island's script until the test releases it, ./support/hold-scripts.ts), each island takes over the state they left, and with JavaScript off
 * the page still shows everything, opens the menu, and sends nothing.
 */

const trigger = 'button.nav-trigger';

/** A load that does not wait for hydration (the shared fixture's `page.goto` does). */
const open = (page: Page, path: string) => page.mainFrame().goto(path, { waitUntil: 'domcontentloaded' });

/** Every request that carries a typed value anywhere (URL or body), or is a POST of the page itself. */
function leaks(page: Page, values: string[]) {
  const found: string[] = [];
  page.on('request', (request: Request) => {
    const where = `${request.url()} ${request.postData() ?? ''}`;
    const path = new URL(request.url()).pathname;
    if (request.url().includes('/api/v1.0/email/send')) return;
    if (values.some((value) => where.includes(value) || where.includes(encodeURIComponent(value))))
      found.push(`${request.method()} ${request.url()}`);
    if (request.method() === 'POST' && !path.startsWith('/api/')) found.push(`POST ${request.url()}`);
  });
  return found;
}

/** The emails the page sends (through the local outbox: the real path), counted. */
function sends(page: Page) {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v1.0/email/send')) bodies.push(sentEmail(request));
  });
  return bodies;
}

test.describe('before the scripts arrive', () => {
  test('the menu opens on the first tap, its links work, and React takes over the open menu', async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/venue');
    await scripts.asked();
    await expect(page.locator('.nav-overlay')).toBeHidden();
    // As served, the trigger is the popover's invoker alone (HTML forbids aria-expanded beside popovertarget); the
    // inline script says its state from its first moment, before any tap.
    await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'false');
    await page.locator(trigger).click();
    await expect(page.locator('.nav-overlay')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    // The inline script says what the tap did.
    await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.nav-links a[href="/news"]')).toBeVisible();

    // Hand-over: what the platform opened is what React now holds, and everything it does works on it.
    await scripts.release();
    await expect(page.locator('.nav-overlay')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.locator(trigger).focus();
    await page.keyboard.press('Escape');
    await expect(page.locator('.nav-overlay')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    await expect(page.locator(trigger)).toBeFocused();
    await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.locator(trigger).click();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await expect(page.locator('.nav-links a').first()).toBeFocused();
    await page.locator(trigger).click();
    await expect(page.locator('.nav-overlay')).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
  });

  test(
    'the trigger is served without aria-expanded and carries it once any script runs, untouched',
    ANY_SCREEN,
    async ({ page }) => {
      const scripts = await holdScripts(page);
      const served = await (await open(page, '/news'))?.text();
      expect(served).toMatch(/<button[^>]*class="nav-trigger"/);
      expect(served).not.toMatch(/<button[^>]*class="nav-trigger"[^>]*aria-expanded/);
      await scripts.asked();
      await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'false');
      await scripts.release();
      await expect(page.locator(trigger)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.locator(trigger)).toHaveAttribute('popovertarget', 'site-header');
    },
  );

  test('the photos below the first screen follow the hero, without waiting for the scripts', async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/');
    await scripts.asked();
    await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
    const last = page.locator('img[loading="lazy"]').last();
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await scripts.noneAwake();
  });

  // The phone's tap on a link of the menu opened before the scripts is the first test's.
  test('a link in the menu opened before the scripts goes to its page', ANY_SCREEN, async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/');
    await scripts.asked();
    await page.locator(trigger).click();
    await page.locator('.nav-links > li > a[href="/news"]').click();
    await expect(page).toHaveURL(/\/news$/);
    await expect(page.locator('.news-grid')).toBeVisible();
  });

  test(
    'a toggle block opens and closes from its head, and React takes over an open one',
    ANY_SCREEN,
    async ({ page }) => {
      const animations = await watchToggleAnimations(page);
      const scripts = await holdScripts(page);
      await open(page, '/venue');
      await scripts.asked();
      const [first, second] = [page.locator('.toggle').nth(0), page.locator('.toggle').nth(1)];
      for (const toggle of [first, second]) {
        await toggle.locator('button.toggle-head').click();
        await expect(toggle.locator('.toggle-body')).toBeVisible();
        await expect(toggle).toHaveClass(/\bopen\b/);
        await expect(toggle.locator('button.toggle-head')).toHaveAttribute('aria-expanded', 'true');
      }
      await second.locator('button.toggle-head').click();
      await expect(second.locator('.toggle-body')).toBeHidden();
      await expect(second.locator('button.toggle-head')).toHaveAttribute('aria-expanded', 'false');

      await scripts.release();
      await expect(first.locator('.toggle-body')).toBeVisible();
      await expect(first.locator('button.toggle-head')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator('.toggle.open')).toHaveCount(1);
      // From here React's head closes it, with the duration rule of promises §6, and reopens it.
      await first.locator('button.toggle-head').click();
      await expect(first.locator('button.toggle-head')).toHaveAttribute('aria-expanded', 'false');
      await expect(first.locator('.toggle-body')).toBeHidden();
      await expect(first).not.toHaveClass(/\bopen\b/);
      await second.locator('button.toggle-head').click();
      await expect(second.locator('.toggle-body')).toBeVisible();
      const calls = await animations();
      expect(calls).toHaveLength(2);
      for (const call of calls) expect(call.duration).toBeCloseTo((call.height / 800) * 1000, 3);
    },
  );

  test(
    'a send before the scripts goes nowhere natively, says "One moment…", and two taps send one email once they arrive',
    ANY_SCREEN,
    async ({ page }) => {
      const values = { name: 'Jane Secret', email: 'jane@example.com', message: 'my private message' };
      const leaked = leaks(page, Object.values(values));
      const sent = sends(page);
      const scripts = await holdScripts(page);
      await open(page, '/contact');
      await scripts.asked();
      const f = contactForm(page, 'enquiry');
      await f.fill(values);
      await f.submit.click();
      await f.submit.click();
      await expect(f.form).toHaveAttribute('data-queued', '');
      // The words are the dictionary's, on the button; CSS shows them (a browser may report the `attr()` unresolved).
      await expect(f.submit).toHaveAttribute('data-queued-text', 'One moment…');
      expect(await f.submit.evaluate((button) => getComputedStyle(button, '::after').content)).toMatch(
        /^("One moment…"|attr\(data-queued-text\))$/,
      );
      await expect(page).toHaveURL(/\/contact$/);
      await f.expectValues(values);
      expect(leaked).toEqual([]);
      expect(sent).toHaveLength(0);

      await scripts.release();
      await expect(f.success).toBeVisible();
      await expect(f.submit).toBeHidden();
      await page.waitForLoadState('networkidle');
      expect(sent).toHaveLength(1);
      expect(sent[0]).toMatchObject({
        template_params: { from_name: values.name, reply_to: values.email, message: values.message },
      });
      expect(leaked).toEqual([]);
      await expect(page).toHaveURL(/\/contact$/);
    },
  );

  test(
    'the subscribe form puts no address in the URL either, and an invalid send is checked once the scripts arrive',
    ANY_SCREEN,
    async ({ page }) => {
      const leaked = leaks(page, ['not-an-address']);
      const sent = sends(page);
      const scripts = await holdScripts(page);
      await open(page, '/news');
      await scripts.asked();
      const subscribe = page.locator('.form-wrapper.subscribe');
      await subscribe.locator('[name="subscriber"]').fill('not-an-address');
      await subscribe.locator('[type="submit"]').click();
      await expect(page).toHaveURL(/\/news$/);
      await expect(subscribe.locator('[name="subscriber"]')).toHaveValue('not-an-address');
      await scripts.release();
      await expect(subscribe.locator('.failure-box')).toHaveText(
        'Oops, something went wrong! Please enter a valid Email',
      );
      await expect(subscribe.locator('[name="subscriber"]')).toBeFocused();
      expect(sent).toHaveLength(0);
      expect(leaked).toEqual([]);
    },
  );

  test(
    'what is typed before the scripts is kept as a draft: leaving and coming back loses nothing',
    ANY_SCREEN,
    async ({ page }) => {
      const scripts = await holdScripts(page);
      await open(page, '/contact');
      await scripts.asked();
      const values = {
        name: 'Jane Draft',
        email: 'jane@example.com',
        message: 'Kept while the scripts were on their way',
      };
      await contactForm(page, 'enquiry').fill(values);
      // Away before the scripts arrived, and back: before the scripts, then after them.
      await open(page, '/venue');
      await open(page, '/contact');
      await contactForm(page, 'enquiry').expectValues(values);
      await scripts.release();
      await contactForm(page, 'enquiry').expectValues(values);
      await page.reload();
      await contactForm(page, 'enquiry').expectValues(values);
    },
  );

  test(
    'a page asks for no stored draft while its forms are far below the screen; a draft is in its field when the visitor gets there',
    ANY_SCREEN,
    async ({ page }) => {
      // Every look at localStorage is counted: its first costs the page a round trip to the browser (DRAFT_NEAR).
      await page.addInitScript(() => {
        const w = window as unknown as { storageAsked: number };
        w.storageAsked = 0;
        const store = Object.getOwnPropertyDescriptor(Window.prototype, 'localStorage') ? Window.prototype : window;
        const getter = Object.getOwnPropertyDescriptor(store, 'localStorage')?.get;
        Object.defineProperty(store, 'localStorage', {
          configurable: true,
          get() {
            w.storageAsked += 1;
            return getter?.call(this);
          },
        });
      });
      const subscriber = page.locator('.site-footer [name="subscriber"]');
      const keep = (value: string) =>
        page.evaluate(
          (draft) => window.localStorage.setItem('foyer:draft:subscribe-form', JSON.stringify({ subscriber: draft })),
          value,
        );
      const asked = () => page.evaluate(() => (window as unknown as { storageAsked: number }).storageAsked);
      /** After the page's first frames: what the inline script and the observers it started have done by then. */
      const settled = () =>
        page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

      // Before the scripts: the inline script's part.
      const scripts = await holdScripts(page);
      await open(page, '/');
      await scripts.asked();
      await keep('early@example.com');
      await open(page, '/');
      await scripts.asked();
      await settled();
      expect(await asked(), 'stored drafts looked at while the page loaded').toBe(0);
      await expect(subscriber).toHaveValue('');
      await subscriber.scrollIntoViewIfNeeded();
      await expect(subscriber).toHaveValue('early@example.com');

      // After them: React's part, on a page loaded again at its top.
      await scripts.release();
      await keep('later@example.com');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.reload(); // the fixture's: it waits for hydration
      await settled();
      expect(await asked(), 'stored drafts looked at while the page loaded and hydrated').toBe(0);
      await expect(subscriber).toHaveValue('');
      await subscriber.scrollIntoViewIfNeeded();
      await expect(subscriber).toHaveValue('later@example.com');
    },
  );

  test('a draft typed before the scripts is the one the React form restores', ANY_SCREEN, async ({ page }) => {
    const scripts = await holdScripts(page);
    await open(page, '/contact');
    await scripts.asked();
    const values = { name: 'Jane Early', email: 'jane@example.com', message: 'Typed before any script file arrived' };
    await contactForm(page, 'enquiry').fill(values);
    await scripts.release();
    // Back on the page with its inline script emptied (the element kept, so React hydrates over the same markup):
    // whatever fills the fields now is the React form reading the draft the inline script kept, by the same key.
    let emptied = false;
    await page.route('**/contact', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        /(<script id="__foyer_early">)[\s\S]*?(<\/script>)/,
        (_, open, close) => {
          emptied = true;
          return open + close;
        },
      );
      await route.fulfill({ response, body: html });
    });
    await page.goto('/contact');
    expect(emptied, 'the inline script was taken out').toBe(true);
    await contactForm(page, 'enquiry').expectValues(values);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test(
    'the photos below the first screen are not held: they arrive as the visitor scrolls to them; the logo shrinks over the hero all the same',
    ANY_SCREEN,
    async ({ page }) => {
      await open(page, '/');
      await expect(page.locator('html')).not.toHaveAttribute('data-first-screen');
      // The logo's share of its column: the stylesheet's scroll-driven animation, no script (promises §6).
      const logoPercent = () =>
        page
          .locator('.site-header .logo')
          .evaluate((logo) =>
            Math.round((logo.getBoundingClientRect().width / logo.parentElement!.getBoundingClientRect().width) * 100),
          );
      expect(await logoPercent()).toBe(100);
      const last = page.locator('img[loading="lazy"]').last();
      await last.scrollIntoViewIfNeeded();
      await expect
        .poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await expect.poll(logoPercent).toBe(14);
    },
  );

  for (const target of pages) {
    // On a phone too for the home page; the others' content is shown by the same rules.
    test(
      `${target.name}: all content is shown, the menu opens, and each form says how else to reach the venue`,
      onPhonesOnlyFor(target.name, ['home']),
      async ({ page }) => {
        await open(page, target.path);
        await expect(page.locator(target.marker)).toBeVisible();
        // Nothing left invisible by the motion styles.
        const hidden = await page.locator('.fade-in').evaluateAll(
          (elements) =>
            elements.filter((element) => {
              const style = getComputedStyle(element);
              return style.opacity !== '1' || style.visibility !== 'visible' || style.display === 'none';
            }).length,
        );
        expect(hidden).toBe(0);
        for (const body of await page.locator('.toggle-body').all()) await expect(body).toBeVisible();

        const forms = page.locator('.form-wrapper');
        expect(await forms.count()).toBeGreaterThan(0);
        for (const wrapper of await forms.all()) {
          const note = wrapper.locator('xpath=following::p[contains(@class, "form-elsewhere")][1]');
          await expect(note).toBeVisible();
          await expect(note.locator('a[href^="mailto:"]')).toBeVisible();
          await expect(note.locator('a[href^="tel:"]')).toBeVisible();
        }

        await expect(page.locator(trigger), 'served without aria-expanded').not.toHaveAttribute('aria-expanded');
        await page.locator(trigger).click();
        await expect(page.locator('.nav-overlay')).toBeVisible();
        await expect(page.locator('.nav-links a').first()).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(page.locator('.nav-overlay')).toBeHidden();
      },
    );
  }

  test('a form sends nothing anywhere: no request, no navigation, values kept', ANY_SCREEN, async ({ page }) => {
    const values = { name: 'Jane Secret', email: 'jane@example.com', message: 'my private message' };
    const leaked = leaks(page, Object.values(values));
    const sent = sends(page);
    await open(page, '/contact');
    const f = contactForm(page, 'enquiry');
    await f.fill(values);
    await f.submit.click();
    await f.name.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await f.expectValues(values);
    const subscribe = page.locator('.form-wrapper.subscribe');
    await subscribe.locator('[name="subscriber"]').fill('jane@example.com');
    await subscribe.locator('[name="subscriber"]').press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await page.waitForLoadState('networkidle');
    expect(leaked).toEqual([]);
    expect(sent).toEqual([]);
  });
});
