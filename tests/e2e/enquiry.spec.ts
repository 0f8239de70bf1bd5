import type { Page, Route } from '@playwright/test';
import { LOCAL_EMAIL } from '../../src/config/settings.mjs';
import { TEST_NOW } from '../support/clock';
import { venue } from '../support/venue';
import { FIELDS, FORMS, PHONE_MAX_LENGTH } from '../../src/features/forms/fields';
import { en } from '../../src/i18n/en';
import { test, expect } from './support/fixtures';
import { allowFailedRequests, contactForm, text } from './support/forms';
import { sentEmail } from './support/sends';

/**
 * The venue's enquiry (promises §7) on the built site, "Enquire about …" links, and EmailJS's own
 * answers. EmailJS is faked at its network boundary; the last journey goes through the real local outbox.
 */
const SEND = '**/api/v1.0/email/send';
const TO_NAME = `${venue.site.name} events team`;

async function fakeEmailJs(page: Page, reply: (route: Route) => Promise<void> | void) {
  const bodies: { template_id: string; template_params: Record<string, string> }[] = [];
  await page.route(SEND, async (route) => {
    bodies.push(sentEmail(route.request()));
    await reply(route);
  });
  return bodies;
}

/** The enquiry form with every field of its table row, found by name. */
function enquiry(page: Page) {
  const f = contactForm(page, 'enquiry');
  const field = (name: keyof typeof FIELDS) => f.wrapper.locator(`[name="${name}"]`);
  return { ...f, field };
}

const seed = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A long table for the whole family.' };

/** The visitor's calendar date, from the browser itself. */
const browserToday = (page: Page) =>
  page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });

test.describe('the venue’s enquiry', () => {
  // The visitor's today, which the event date may not precede: fixed, so the dates typed below stay to come.
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(TEST_NOW) });
  });

  test('asks the four details with visible labels, in the table’s order, with today as the earliest date', async ({
    page,
  }) => {
    await page.goto('/contact');
    const f = enquiry(page);
    const names = await f.form
      .locator('[name]:not([name="website"])')
      .evaluateAll((els) => els.map((e) => e.getAttribute('name')));
    expect(names).toEqual(FORMS.enquiry.fields.map((field) => field.name));
    for (const spec of FORMS.enquiry.fields) {
      await expect(
        page.getByLabel(en.forms.fields[spec.name].label, { exact: false }).and(f.field(spec.name)),
      ).toBeVisible();
    }
    await expect(f.field('event_date')).toHaveAttribute('type', 'date');
    await expect(f.field('event_date')).toHaveAttribute('min', await browserToday(page));
    await expect(f.field('guest_count')).toHaveAttribute('inputmode', 'numeric');
    await expect(f.field('phone')).toHaveAttribute('autocomplete', 'tel');
    await expect(f.field('event_type').locator('option').first()).toHaveAttribute('value', '');
    await expect(f.field('event_type').locator('option')).toContainText(['Weddings', 'Launches', 'Galas & dinners']);
  });

  test('sends every detail in its own parameter, and the message as typed', async ({ page }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.fill(seed);
    await f.field('event_date').fill('2031-06-14');
    await f.field('guest_count').fill('120');
    await f.field('event_type').selectOption({ label: 'Galas & dinners' });
    await f.field('space').selectOption({ label: 'The Engine House' });
    await f.field('phone').fill(' +44 1632 960418 ');
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_id).toBe(LOCAL_EMAIL.templates.message);
    expect(bodies[0]!.template_params).toEqual({
      reply_to: seed.email,
      from_name: seed.name,
      to_name: TO_NAME,
      message: seed.message,
      event_date: '2031-06-14',
      guest_count: '120',
      event_type: 'Galas & dinners',
      space: 'The Engine House',
      // Promises §13: the package and its estimate, "" when none is chosen.
      package: '',
      phone: '+44 1632 960418',
      estimate: '',
      // The page's language (promises §10): the demo speaks British English.
      language: 'en-GB',
    });
  });

  test('sends the details empty when none is given, and never from the subscribe form', async ({ page }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.fill(seed);
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies[0]!.template_params).toMatchObject({
      event_date: '',
      guest_count: '',
      event_type: '',
      space: '',
      package: '',
      phone: '',
      estimate: '',
    });

    const subscribe = page.locator('.form-wrapper.subscribe');
    await subscribe.locator('[name="subscriber"]').fill('ada@example.com');
    await subscribe.locator('[type=submit]').click();
    await expect(subscribe.locator('.success-box')).toBeVisible();
    expect(Object.keys(bodies[1]!.template_params)).toEqual(['reply_to', 'from_name', 'to_name', 'message']);
  });

  test('a date in 1999 and a guest count of 1e5: the promises’ items, focus on the date, nothing sent, nothing lost', async ({
    page,
  }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.fill(seed);
    await f.field('event_date').fill('1999-06-12');
    // A number field takes "e": the browser reads 1e5 as 100000, over the venue's 10000.
    await f.field('guest_count').pressSequentially('1e5');
    await f.submit.click();
    await expect(f.failure).toHaveText(
      'Oops, something went wrong! Please choose an event date from today on, enter a number of guests',
    );
    await expect(f.field('event_date')).toBeFocused();
    await expect(f.field('event_date')).toHaveAttribute('aria-invalid', 'true');
    await expect(f.field('guest_count')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
    await expect(f.message).toHaveValue(seed.message);

    await f.field('event_date').fill('');
    await f.field('guest_count').fill('0');
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops, something went wrong! Please enter a number of guests');
    await expect(f.field('guest_count')).toBeFocused();
    expect(bodies).toHaveLength(0);
  });

  test('the seed’s items come first, in the promises’ example', async ({ page }) => {
    await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.email.fill(seed.email);
    await f.message.fill(seed.message);
    await f.field('event_date').fill('1999-12-31');
    await f.submit.click();
    await expect(f.failure).toHaveText(
      'Oops, something went wrong! Please fill in your Name, choose an event date from today on',
    );
    await expect(f.name).toBeFocused();
  });

  test('a 5,000-character phone number is kept whole and refused (promises §3); letters in the guest count never arrive', async ({
    page,
  }) => {
    const bodies = await fakeEmailJs(page, text(200, 'OK'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.fill(seed);
    await f.field('phone').fill('0'.repeat(5000));
    await expect(f.field('phone')).toHaveValue('0'.repeat(5000));
    await expect(f.wrapper.locator('#enquiry-form-phone-count')).toHaveText('4,960 characters too many');
    await f.field('guest_count').pressSequentially('lots');
    await expect(f.field('guest_count')).toHaveValue('');
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops, something went wrong! Please shorten your Phone number to 40 characters');
    await expect(f.field('phone')).toBeFocused();
    expect(bodies).toHaveLength(0);

    await f.field('phone').fill('0'.repeat(PHONE_MAX_LENGTH));
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies[0]!.template_params.phone).toBe('0'.repeat(PHONE_MAX_LENGTH));
    expect(bodies[0]!.template_params.guest_count).toBe('');
  });

  test('the draft keeps the details through a failed send and a reload', async ({ page, errorGuard }) => {
    allowFailedRequests(errorGuard);
    await fakeEmailJs(page, text(500, 'Internal Server Error'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.fill(seed);
    await f.field('event_date').fill('2031-09-20');
    await f.field('guest_count').fill('80');
    await f.field('event_type').selectOption({ label: 'Weddings' });
    await f.field('phone').fill('07700 900123');
    await f.submit.click();
    await expect(f.failure).toHaveText('Oops! Internal Server Error');
    await page.reload();
    const again = enquiry(page);
    await expect(again.field('event_date')).toHaveValue('2031-09-20');
    await expect(again.field('guest_count')).toHaveValue('80');
    await expect(again.field('event_type')).toHaveValue('weddings');
    await expect(again.field('phone')).toHaveValue('07700 900123');
    await expect(again.message).toHaveValue(seed.message);
  });

  // EmailJS's own failure texts (412, its 413's and 400's wording, 429), with the details kept: faults.spec.ts.

  test('journey: the details reach the real local outbox and its page', async ({ page }) => {
    const marker = `Details journey ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/contact?space=wharf-yard');
    const f = enquiry(page);
    await expect(f.field('space')).toHaveValue('wharf-yard');
    await f.fill({ ...seed, message: marker });
    await f.field('guest_count').fill('150');
    await f.field('event_type').selectOption({ label: 'Launches' });
    await f.submit.click();
    await expect(f.success).toBeVisible();
    await page.goto('/outbox');
    const email = page.locator('article.email', { hasText: marker });
    await expect(email.locator('dd[data-param="guest_count"]')).toHaveText('150');
    await expect(email.locator('dd[data-param="event_type"]')).toHaveText('Launches');
    await expect(email.locator('dd[data-param="space"]')).toHaveText('The Wharf Yard');
    await expect(email.locator('dd[data-param="event_date"]')).toHaveText('not given');
  });
});

test.describe('Enquire about …', () => {
  test('a space on the home page opens the enquiry with that space chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Enquire about The Weaving Hall' }).click();
    await expect(page).toHaveURL(/\/contact\?space=weaving-hall#enquiry$/);
    await expect(enquiry(page).field('space')).toHaveValue('weaving-hall');
    await expect(enquiry(page).field('event_type')).toHaveValue('');
  });

  test('a kind of event on the home page opens the enquiry with that kind chosen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Enquire about weddings' }).click();
    await expect(page).toHaveURL(/\/contact\?event=weddings#enquiry$/);
    await expect(enquiry(page).field('event_type')).toHaveValue('weddings');
  });

  test('every space on the venue page has its link, each to its own space', async ({ page }) => {
    await page.goto('/venue');
    const links = page.locator('#spaces a.enquire-link');
    const hrefs = await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')));
    expect(hrefs).toEqual(venue.venue.spaces.map((space) => `/contact?space=${space.id}#enquiry`));
    await links.nth(2).click();
    await expect(enquiry(page).field('space')).toHaveValue('loom-loft');
  });

  test('an unknown or hostile value in the address is ignored and never shown', async ({ page }) => {
    await page.goto('/contact?event=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&space=the-attic');
    const f = enquiry(page);
    await expect(f.field('event_type')).toHaveValue('');
    await expect(f.field('space')).toHaveValue('');
    await expect(page.locator('body')).not.toContainText('the-attic');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
  });
});
