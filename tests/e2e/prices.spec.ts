import type { Page } from '@playwright/test';
import { LOCAL_EMAIL } from '../../src/config/settings.mjs';
import { formatMoney } from '../../src/shared/prices/money';
import { fromPrice } from '../../src/shared/prices/packages';
import { fromText } from '../../src/shared/prices/words';
import { brochureSize } from '../../src/features/brochure/size';
import { fill } from '../../src/i18n/fill';
import { en } from '../../src/i18n/en';
import { TEST_NOW } from '../support/clock';
import { venue } from '../support/venue';
import { test, expect } from './support/fixtures';
import { ANY_SCREEN } from './support/screens';
import { contactForm } from './support/forms';
import { holdScripts } from './support/hold-scripts';
import { sentEmail } from './support/sends';

/**
 * Prices, packages, floor plans and the venue's own files on the built demo (promises §13): what the venue page
 * shows and search engines read, the estimate and the package in the enquiry, the plan in the viewer's dialog.
 * EmailJS is faked at its network boundary, but for the journey to the real local outbox.
 */
const prices = venue.prices!;
const [wedding, conference] = prices.packages;

const SEND = '**/api/v1.0/email/send';
async function fakeEmailJs(page: Page) {
  const bodies: { template_id: string; template_params: Record<string, string> }[] = [];
  await page.route(SEND, async (route) => {
    bodies.push(sentEmail(route.request()));
    await route.fulfill({ status: 200, body: 'OK' });
  });
  return bodies;
}

const enquiry = (page: Page) => {
  const f = contactForm(page, 'enquiry');
  return { ...f, field: (name: string) => f.wrapper.locator(`[name="${name}"]`) };
};
const seed = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Eighty of us, a June Saturday.' };

test.describe('the packages on the venue page', () => {
  test('shows every package with its price "from", what it includes and its link to the enquiry', async ({ page }) => {
    await page.goto('/venue');
    const section = page.locator('section#packages');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(prices.title);
    const cards = section.locator('.package-card');
    await expect(cards).toHaveCount(prices.packages.length);
    for (const [index, pack] of prices.packages.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(pack.name);
      await expect(card.locator('.package-price')).toHaveText(fromText(pack, prices.currency, en.prices, 'en-GB'));
      for (const line of pack.includes) await expect(card.getByText(line, { exact: true })).toBeVisible();
      await expect(card.getByRole('link', { name: `${en.prices.enquire}: ${pack.name}` })).toHaveAttribute(
        'href',
        `/contact?package=${pack.id}#enquiry`,
      );
    }
    // Each space says its packages and the lowest price among them.
    await expect(page.locator('#weaving-hall .space-facts')).toContainText(
      `${en.prices.spacePackages}From £48 per guest${prices.packages.map((pack) => pack.name).join(', ')}`,
    );
    for (const addOn of prices.addOns) await expect(section.getByText(addOn.name)).toBeVisible();
    for (const note of prices.notes) await expect(section.getByText(note)).toBeVisible();
  });

  test('gives search engines the range of prices and each package as an Offer', ANY_SCREEN, async ({ page }) => {
    const read = async (path: string) => {
      await page.goto(path);
      return JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
        priceRange?: string;
        makesOffer?: { '@type': string; name: string; price: number; priceCurrency: string; url: string }[];
      };
    };
    const onVenuePage = await read('/venue');
    expect(onVenuePage.priceRange).toBe('£48–£4,200');
    expect(onVenuePage.makesOffer).toEqual(
      prices.packages.map((pack) =>
        expect.objectContaining({
          '@type': 'Offer',
          name: pack.name,
          price: fromPrice(pack),
          priceCurrency: 'GBP',
          url: expect.stringMatching(new RegExp(`/venue#package-${pack.id}$`)),
        }),
      ),
    );
    // The other pages say the range; the offers are the venue page's, where the packages are.
    const onHome = await read('/');
    expect(onHome.priceRange).toBe(onVenuePage.priceRange);
    expect(onHome.makesOffer).toBeUndefined();
  });

  test('quotes a package’s price in the questions, from the content', ANY_SCREEN, async ({ page }) => {
    await page.goto('/venue');
    await expect(page.locator('#faq')).toContainText(
      `Weddings start at ${formatMoney(fromPrice(wedding!), 'GBP', 'en-GB')} a guest`,
    );
  });
});

test.describe('a floor plan', () => {
  test('shows beside its space, and opens large in the viewer’s dialog', async ({ page }) => {
    await page.goto('/venue');
    const spaces = venue.venue.spaces.filter((space) => space.plan);
    expect(spaces.length).toBeGreaterThan(0);
    const link = page.locator(`#${spaces[1]!.id} a.space-plan`);
    await expect(link.getByRole('img')).toHaveAttribute('alt', spaces[1]!.plan!.alt);
    await link.click();
    const dialog = page.getByRole('dialog', { name: en.gallery.viewer });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: spaces[1]!.plan!.alt })).toBeVisible();
    await expect(dialog).toContainText(`${spaces[1]!.name}: floor plan`);
    await expect(dialog).toContainText(`2 / ${spaces.length}`);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('is a link to the drawing itself before the viewer’s script', ANY_SCREEN, async ({ page, request }) => {
    await page.goto('/venue');
    const href = await page.locator('a.space-plan').first().getAttribute('href');
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});

test.describe('the brochure', () => {
  test('is linked from the menu, the venue page and the contact page with its size, and is that PDF', async ({
    page,
    request,
  }) => {
    const response = await request.get('/brochure.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    const bytes = await response.body();
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const text = fill(en.prices.brochure, { size: brochureSize(bytes.byteLength, 'en-GB') });
    for (const path of ['/venue', '/contact']) {
      await page.goto(path);
      const links = page.locator('a[type="application/pdf"][href="/brochure.pdf"]');
      // The menu's, and the page's own.
      await expect(links).toHaveCount(2);
      await expect(links.filter({ visible: true }).first()).toHaveText(text);
    }
    await page.goto('/');
    await page.locator('.nav-trigger').first().click();
    await expect(page.locator('#site-header').getByRole('link', { name: text })).toBeVisible();
  });
});

test.describe('the venue’s own files', () => {
  test('are published under /files/, and nothing else of the content folder is', ANY_SCREEN, async ({ request }) => {
    const response = await request.get('/files/drinks-menu.pdf');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('application/pdf');
    for (const path of ['/files/../prices.yaml', '/prices.yaml', '/files/prices.yaml', '/venue-files/prices.yaml'])
      expect((await request.get(path)).status(), path).toBe(404);
  });
});

test.describe('the package in the enquiry', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(TEST_NOW) });
  });

  test('an "Enquire about this package" link opens the enquiry with it chosen', async ({ page }) => {
    await page.goto('/venue');
    await page.getByRole('link', { name: `${en.prices.enquire}: ${conference!.name}` }).click();
    await expect(page).toHaveURL(/\/contact\?package=day-conference#enquiry$/);
    await expect(enquiry(page).field('package')).toHaveValue('day-conference');
  });

  test('shows the estimate for the date and guests typed, and sends it with the package, the message as typed', async ({
    page,
  }) => {
    const bodies = await fakeEmailJs(page);
    await page.goto('/contact?package=mill-wedding');
    const f = enquiry(page);
    await expect(f.field('package')).toHaveValue('mill-wedding');
    const estimate = page.locator('#enquiry-form-estimate');
    await expect(estimate).toHaveAttribute('aria-live', 'polite');
    await f.field('event_date').fill('2027-06-12'); // a Saturday in June: £95 a guest
    await f.field('guest_count').fill('80');
    await expect(estimate).toHaveText('About £7,600 for 80 guests on a Saturday in June');
    // Fewer guests than the package is priced for: the minimum spend sets the figure, and the words say so.
    await f.field('guest_count').fill('30');
    await expect(estimate).toHaveText('About £5,700 for 30 guests on a Saturday in June, the package’s minimum');
    await f.field('guest_count').fill('80');
    await f.fill(seed);
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_id).toBe(LOCAL_EMAIL.templates.message);
    expect(bodies[0]!.template_params).toMatchObject({
      package: wedding!.name,
      estimate: 'About £7,600 for 80 guests on a Saturday in June',
      message: seed.message,
      guest_count: '80',
      event_date: '2027-06-12',
    });
  });

  test('sends no package and no estimate when none is chosen, and says when a package is not offered', async ({
    page,
  }) => {
    const bodies = await fakeEmailJs(page);
    await page.goto('/contact');
    const f = enquiry(page);
    await f.field('event_date').fill('2027-06-12');
    await f.field('package').selectOption({ label: conference!.name });
    await expect(page.locator('#enquiry-form-estimate')).toHaveText(
      `${conference!.name} is not offered on a Saturday in June: choose another date or package`,
    );
    await f.field('package').selectOption('');
    await expect(page.locator('#enquiry-form-estimate')).toHaveText('');
    await f.fill(seed);
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies[0]!.template_params).toMatchObject({ package: '', estimate: '' });
  });

  test('journey: the package and the estimate reach the real local outbox', ANY_SCREEN, async ({ page }) => {
    const marker = `Package journey ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
    await page.goto('/contact?package=hall-hire');
    const f = enquiry(page);
    await f.field('event_date').fill('2027-06-11'); // a Friday: the higher rate
    await f.fill({ ...seed, message: marker });
    await expect(page.locator('#enquiry-form-estimate')).toHaveText('About £4,200 on a Friday in June');
    await f.submit.click();
    await expect(f.success).toBeVisible();
    await page.goto('/outbox');
    const email = page.locator('article.email', { hasText: marker });
    await expect(email.locator('dd[data-param="package"]')).toHaveText('Hall hire');
    await expect(email.locator('dd[data-param="estimate"]')).toHaveText('About £4,200 on a Friday in June');
  });
});

test.describe('the package before the scripts arrive (promises §8, §13)', () => {
  test('chosen and sent before the scripts: nothing leaves, and once they arrive one send carries the package and its estimate', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date(TEST_NOW) });
    const bodies = await fakeEmailJs(page);
    const scripts = await holdScripts(page);
    await page.mainFrame().goto('/contact', { waitUntil: 'domcontentloaded' });
    await scripts.asked();
    const f = enquiry(page);
    await f.field('package').selectOption({ label: wedding!.name });
    await f.field('event_date').fill('2027-06-12');
    await f.field('guest_count').fill('80');
    await f.fill(seed);
    await f.submit.click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(bodies).toHaveLength(0);
    // The estimate is the island's: its region is there, empty, until the scripts arrive.
    await expect(page.locator('#enquiry-form-estimate')).toHaveText('');

    await scripts.release();
    await expect(f.success).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_params).toMatchObject({
      package: wedding!.name,
      estimate: 'About £7,600 for 80 guests on a Saturday in June',
      message: seed.message,
    });
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test('the select offers every package and keeps the one chosen; the page says how else to reach the venue', async ({
      page,
    }) => {
      // Not the fixture's goto, which waits for islands to wake: none will.
      await page.mainFrame().goto('/contact', { waitUntil: 'domcontentloaded' });
      const select = enquiry(page).field('package');
      await expect(select.locator('option')).toHaveText([
        en.forms.fields.package.empty,
        ...prices.packages.map((pack) => pack.name),
      ]);
      await select.selectOption({ label: conference!.name });
      await expect(select).toHaveValue('day-conference');
      await expect(page.locator('#enquiry')).toContainText('This form sends with JavaScript, which is off');
    });
  });
});
