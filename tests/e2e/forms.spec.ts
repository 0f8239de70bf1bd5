import type { Page, Request, Route } from '@playwright/test';
import { LOCAL_EMAIL } from '../../src/config/settings.mjs';
import { venue } from '../support/venue';
import { test, expect } from './support/fixtures';
import { axeViolations } from './support/axe';
import { allowFailedRequests, contactForm, text } from './support/forms';
import { sentEmail } from './support/sends';

/**
 * promises §3 on the built site. EmailJS is faked at its network boundary with Playwright routes;
 * the last journey goes through the real local outbox.
 */
const SEND = '**/api/v1.0/email/send';
const TO_NAME = `${venue.site.name} events team`;
const NETWORK_ERROR_TEXT =
  'Oops! Network Error. Your message was not sent: please check your connection and try again.';

/** Answers every send with `reply` and keeps the request bodies. */
async function fakeEmailJs(page: Page, reply: (route: Route) => Promise<void> | void) {
  const bodies: unknown[] = [];
  await page.route(SEND, async (route) => {
    bodies.push(sentEmail(route.request()));
    await reply(route);
  });
  return bodies;
}

const enquiry = (page: Page) => contactForm(page, 'enquiry');

async function fillEnquiry(
  page: Page,
  values = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A June wedding for 80.' },
) {
  const f = enquiry(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.message.fill(values.message);
  return f;
}

test.describe('forms', () => {
  test('a message form refuses empty fields with the exact message, focuses the first one and sends nothing', async ({
    page,
  }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = enquiry(page);
    await expect(f.success).toBeHidden();
    await expect(f.failure).toBeHidden();

    await f.submit.click();
    await expect(f.failure).toBeVisible();
    await expect(f.failure).toHaveText(
      'Oops, something went wrong! Please fill in your Name, enter a valid Email, fill in a Message',
    );
    await expect(f.failure).toHaveAttribute('role', 'alert');
    await expect(f.name).toBeFocused();
    await expect(f.name).toHaveAttribute('aria-invalid', 'true');
    await expect(f.name).toHaveAttribute('aria-describedby', (await f.failure.getAttribute('id'))!);
    await expect(f.success).toBeHidden();
    expect(await axeViolations(page, { within: '.form-wrapper.enquiry', everyImpact: true })).toEqual([]);

    await f.name.fill('  Ada  ');
    await f.email.fill('ada@example');
    await f.message.fill('   ');
    await f.email.fill('not an email');
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops, something went wrong! Please enter a valid Email, fill in a Message');
    await expect(f.email).toBeFocused();
    await expect(f.name).not.toHaveAttribute('aria-invalid', 'true');

    await f.email.fill('ADA@EXAMPLE.COM');
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops, something went wrong! Please fill in a Message');
    await expect(f.message).toBeFocused();
    expect(bodies).toEqual([]);
  });

  test('a message over its limit: a counter near it, kept whole, refused with its item and not sent (promises §3)', async ({
    page,
  }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = await fillEnquiry(page);
    const counter = f.wrapper.locator('#enquiry-form-message-count');
    const announced = f.wrapper.locator('.field-message [aria-live="polite"]');
    const words = (count: number) => 'We would like the hall. '.repeat(Math.ceil(count / 24)).slice(0, count);

    await f.message.fill(words(4_499));
    await expect(counter).toHaveCount(0);
    await expect(announced).toBeEmpty();
    await f.message.fill(words(4_620));
    await expect(counter).toHaveText('4,620 of 5,000 characters');
    await expect(announced).toHaveText('4,620 of 5,000 characters');
    await expect(f.message).toHaveAttribute('aria-describedby', /enquiry-form-message-count/);

    const long = words(5_120);
    await f.message.fill(long);
    await expect(counter).toHaveText('120 characters too many');
    await expect(announced).toHaveText('120 characters too many');
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops, something went wrong! Please shorten your Message to 5,000 characters');
    await expect(f.message).toBeFocused();
    await expect(f.message).toHaveAttribute('aria-invalid', 'true');
    await expect(f.message).toHaveValue(long);
    expect(await axeViolations(page, { within: '.form-wrapper.enquiry', everyImpact: true })).toEqual([]);
    expect(bodies).toEqual([]);

    await f.message.fill(long.slice(0, 5_000));
    await expect(counter).toHaveText('5,000 of 5,000 characters');
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect((bodies[0] as { template_params: { message: string } }).template_params.message).toBe(
      long.slice(0, 5_000).trim(),
    );
  });

  test('the subscribe form checks only the subscriber field', async ({ page }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/');
    const wrapper = page.locator('.form-wrapper.subscribe');
    await expect(wrapper.locator('[name="message"]')).toHaveCount(0);
    await wrapper.locator('[name="subscriber"]').fill('someone@');
    await wrapper.locator('[type="submit"]').click();
    await expect(wrapper.locator('.failure-box')).toHaveText('Oops, something went wrong! Please enter a valid Email');
    await expect(wrapper.locator('[name="subscriber"]')).toBeFocused();
    expect(bodies).toEqual([]);
  });

  test('success: the exact payload, a sending state, then the submit hidden and the success box shown', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const bodies = await fakeEmailJs(page, async (route) => {
      await held;
      await text(200, 'OK')(route);
    });
    await page.goto('/contact');
    const f = await fillEnquiry(page, {
      name: '  Ada Lovelace ',
      email: ' Ada@Example.com ',
      message: ' A June wedding\nfor 80. ',
    });
    await f.submit.click();

    await expect(f.submit).toBeDisabled();
    await expect(f.submit).toHaveText('Sending…');
    await expect.poll(() => bodies.length).toBe(1);
    release();

    await expect(f.success).toBeVisible();
    await expect(f.success).toHaveAttribute('role', 'status');
    await expect(f.success).toContainText('Thank you');
    await expect(f.submit).toBeHidden();
    await expect(f.failure).toBeHidden();
    expect(bodies).toEqual([
      {
        lib_version: '4.4.1',
        user_id: LOCAL_EMAIL.publicKey,
        service_id: LOCAL_EMAIL.serviceId,
        template_id: LOCAL_EMAIL.templates.message,
        template_params: {
          reply_to: 'Ada@Example.com',
          from_name: 'Ada Lovelace',
          to_name: TO_NAME,
          message: 'A June wedding\nfor 80.',
          // promises §7: the enquiry's details, present on every send of the enquiry form, "" when not given.
          event_date: '',
          guest_count: '',
          event_type: '',
          space: '',
          // promises §13: the package and its estimate, on every send of the enquiry form.
          package: '',
          phone: '',
          estimate: '',
          // promises §10: the enquiry's sends carry the page's language.
          language: 'en-GB',
        },
      },
    ]);
  });

  test('the subscribe form sends the subscribe template with an empty name and message', async ({ page }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/news');
    const wrapper = page.locator('.form-wrapper.subscribe');
    await wrapper.locator('[name="subscriber"]').fill('news@example.org');
    await wrapper.locator('[type="submit"]').click();
    await expect(wrapper.locator('.success-box')).toBeVisible();
    expect(bodies).toEqual([
      {
        lib_version: '4.4.1',
        user_id: LOCAL_EMAIL.publicKey,
        service_id: LOCAL_EMAIL.serviceId,
        template_id: LOCAL_EMAIL.templates.subscribe,
        template_params: { reply_to: 'news@example.org', from_name: '', to_name: TO_NAME, message: '' },
      },
    ]);
  });

  test('a double click sends one email', async ({ page }) => {
    const bodies = await fakeEmailJs(page, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await text(200, 'OK')(route);
    });
    await page.goto('/contact');
    const f = await fillEnquiry(page);
    // Any failure shown on the way (such as a rate-limit refusal of a second send) would be a second attempt.
    await f.failure.evaluate((box: HTMLElement) => {
      new MutationObserver(() => {
        if (!box.hidden) document.body.dataset.failureShown = 'yes';
      }).observe(box, { attributes: true, childList: true, subtree: true });
    });
    await f.submit.dblclick();
    await f.form.evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect(f.success).toBeVisible();
    await page.waitForTimeout(300);
    expect(bodies).toHaveLength(1);
    await expect(page.locator('body')).not.toHaveAttribute('data-failure-shown', 'yes');
  });

  // Each answer of the service that fails (400, 403, 413, 500, 502, 429, EmailJS's own texts) and what the form
  // shows and keeps: faults.spec.ts, on one visit.

  test('a network error shows a failure, and a second try can succeed at once', async ({ page, errorGuard }) => {
    allowFailedRequests(errorGuard);
    let calls = 0;
    await page.route(SEND, (route) => (++calls === 1 ? route.abort('failed') : text(200, 'OK')(route)));
    await page.goto('/contact');
    const f = await fillEnquiry(page);
    await f.submit.click();
    await expect(f.failure).toHaveText(NETWORK_ERROR_TEXT);
    await expect(f.success).toBeHidden();

    // The failed send does not count against the rate limit.
    await f.submit.click();
    await expect(f.success).toBeVisible();
    await expect(f.failure).toBeHidden();
    expect(calls).toBe(2);
  });

  test('a draft survives a failed send and a reload, and is cleared after success', async ({ page, errorGuard }) => {
    allowFailedRequests(errorGuard);
    let ok = false;
    await page.route(SEND, (route) => (ok ? text(200, 'OK')(route) : text(500, 'Internal Server Error')(route)));
    await page.goto('/contact');
    const f = await fillEnquiry(page, { name: 'Grace', email: 'grace@example.com', message: 'Launch party\nin May' });
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops! Internal Server Error');

    await page.reload();
    await expect(f.name).toHaveValue('Grace');
    await expect(f.email).toHaveValue('grace@example.com');
    await expect(f.message).toHaveValue('Launch party\nin May');
    // Another form on the page keeps its own draft.
    await expect(page.locator('.form-wrapper.attachments [name="name"]')).toHaveValue('');

    ok = true;
    await f.submit.click();
    await expect(f.success).toBeVisible();
    await page.reload();
    await expect(f.name).toHaveValue('');
    await expect(f.message).toHaveValue('');
  });

  test('a bot that fills the honeypot sees success and sends nothing', async ({ page }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = await fillEnquiry(page);
    await f.form.locator('[name="website"]').fill('https://spam.example', { force: true });
    await f.submit.click();
    await expect(f.success).toBeVisible();
    await page.waitForTimeout(300);
    expect(bodies).toEqual([]);
  });

  test('the email library is not in the initial page JS; it loads on first use', async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/contact');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes('/api/v1.0/email/send'))).toBe(false);

    await enquiry(page).name.focus();
    await expect.poll(() => scripts.some((s) => s.includes('/api/v1.0/email/send'))).toBe(true);
  });

  test('journey: an enquiry goes through the real local outbox and is on the outbox page', async ({ page }) => {
    const marker = `Outbox journey ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1.0/email/send')) sent.push(request);
    });
    await page.goto('/contact');
    const f = await fillEnquiry(page, { name: 'Journey <b>Tester</b>', email: 'journey@example.com', message: marker });
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(await (await sent[0]!.response())?.text()).toBe('OK');

    await page.goto('/outbox');
    const email = page.locator('article.email', { hasText: marker });
    await expect(email).toHaveCount(1);
    await expect(email.locator('h2')).toHaveText('Journey <b>Tester</b> <journey@example.com>');
    await expect(email).toContainText(LOCAL_EMAIL.templates.message);
    await expect(email).toContainText(TO_NAME);
    // Newest first.
    const times = await page
      .locator('article.email time')
      .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
    expect(times).toEqual([...times].sort().reverse());
  });
});
