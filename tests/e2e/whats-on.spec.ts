/**
 * What's on (promises §11): the coming events, soonest first, on the venue's clock and in the page's language, with
 * their links; the home page's next three; each as a schema.org Event in the page's JSON-LD; the entry in the
 * navigation; and an event gone from a page built earlier once it has ended.
 *
 * The site under test was built at TEST_NOW (FOYER_NOW, playwright.config.ts), and each page's clock is set to it:
 * expectations come from the venue's content through the same module the build uses, read at that same instant, so
 * they hold on any day the tests run.
 */
import type { Page } from '@playwright/test';
import { test, expect, waitForHydration } from './support/fixtures';
import { holdScripts } from './support/hold-scripts';
import { TEST_NOW } from '../support/clock';
import { venue } from '../support/venue';
import { whenOf } from '../../src/features/events/format';
import { comingOccurrences, utcIso, type Occurrence } from '../../src/features/events/occurrences';
import { WHATS_ON_PATH } from '../../src/shared/routes';

const { site } = venue;
const words = venue.whatsOn!;
const zone = {
  language: site.language,
  timeZone: site.timeZone,
  separator: venue.dictionary.site.separator,
  timeRange: venue.dictionary.site.timeRange,
};
/** What the build listed as coming, and the page shows while its clock says TEST_NOW. */
const coming = comingOccurrences(venue.events, { now: Date.parse(TEST_NOW), timeZone: site.timeZone });
/** The same by key, to find a page's item among them. */
const comingByKey = new Map(coming.map((o) => [o.key, o]));

test.beforeAll(() => {
  expect(coming.length, `${venue.dir}/events.yaml has no event to come at ${TEST_NOW}: add some`).toBeGreaterThan(3);
});

// The page's clock at the build's now: what it hides as ended (src/shared/early/settle-events.mjs) is then what the
// build left out, whatever the day.
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(TEST_NOW) });
});

/** What the test reads of a JSON-LD Event; the rest is matched as a whole. */
interface EventData {
  startDate: string;
  endDate: string;
  url: string;
  image: string[];
  offers?: unknown;
}

/** The items a visitor sees in a list: key (from the title's id), start, end. */
async function shownItems(page: Page, list: string) {
  return page.locator(`${list} li[data-ends]:not([hidden])`).evaluateAll((items) =>
    items.map((item) => ({
      key: item.querySelector('h2, h3')?.id.replace(/^event-/, '') ?? '',
      ends: item.getAttribute('data-ends'),
      start: item.querySelector('time')?.getAttribute('datetime') ?? '',
    })),
  );
}

// One visit for what the page shows: a load is most of what a test costs, and each check is a step of its own.
test.describe('the What’s on page', () => {
  test('lists what is coming, says its dates, describes each event in JSON-LD, and links it by keyboard', async ({
    page,
  }) => {
    const response = await page.goto(WHATS_ON_PATH);
    expect(response?.status()).toBe(200);
    await test.step('lists what is coming, soonest first, each with its date and time, description and link', async () => {
      await expect(page.locator('header.page-header h1')).toHaveText(words.header.title);
      const items = await shownItems(page, '#whats-on');
      expect(
        items.map((item) => item.key),
        'every date to come: the one-off events, and the weekly ones twelve weeks ahead',
      ).toEqual(coming.map((o) => o.key));
      const starts = items.map((item) => Date.parse(item.start));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));

      for (const item of items) {
        const occurrence = comingByKey.get(item.key);
        expect(occurrence, `${item.key} is a date of an event in the content`).toBeDefined();
        const { event } = occurrence!;
        expect(item.ends).toBe(utcIso(occurrence!.end));
        expect(item.start).toBe(occurrence!.startIso);
        const article = page.locator(`article:has(#event-${item.key})`);
        await expect(article.locator('#event-' + item.key)).toHaveText(event.title);
        await expect(article.locator('time')).toHaveText(whenOf(occurrence!, zone).text);
        await expect(article.locator('.event-description')).toHaveText(event.description);
        const link = article.locator('.event-action a');
        if (event.tickets) {
          await expect(link).toHaveText(words.links.tickets);
          await expect(link).toHaveAttribute('href', event.tickets);
          await expect(link).toHaveAttribute('rel', /noopener/);
        } else {
          await expect(link).toHaveText(words.links.enquire);
          await expect(link).toHaveAttribute('href', `/contact?date=${occurrence!.day}#enquiry`);
        }
      }
    });
    await test.step('says a date the way the page’s language does: “Saturday, 5 December 2026, 21:00–02:00”', async () => {
      const first = page.locator('#whats-on li[data-ends]:not([hidden]) time').first();
      await expect(first).toHaveText(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}(, \d{2}:\d{2}–\d{2}:\d{2})?$/);
    });
    await test.step('each coming event is a schema.org Event in the page’s JSON-LD, with its offsets, place and link', async () => {
      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.map((s) => JSON.parse(s.textContent ?? 'null')));
      const events = blocks.filter(Array.isArray).flat() as EventData[];
      const listed = await page
        .locator('#whats-on li[data-ends] time')
        .evaluateAll((times) => times.map((t) => t.getAttribute('datetime')));
      expect(events.map((e) => e.startDate)).toEqual(listed);
      for (const data of events) {
        const key = /#event-(.+)$/.exec(data.url)?.[1] ?? '';
        const occurrence = comingByKey.get(key) as Occurrence;
        expect(occurrence, data.url).toBeDefined();
        expect(data).toMatchObject({
          '@context': 'https://schema.org',
          '@type': 'Event',
          name: occurrence.event.title,
          description: occurrence.event.description,
          startDate: occurrence.startIso,
          eventStatus: 'https://schema.org/EventScheduled',
          eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
          location: {
            '@type': 'Place',
            name: site.name,
            address: {
              '@type': 'PostalAddress',
              streetAddress: site.address.street,
              postalCode: site.address.postalCode,
            },
          },
        });
        expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(data.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        if (!occurrence.allDay) expect(data.endDate).toBe(occurrence.endIso);
        expect(data.image[0]).toMatch(/^https?:\/\/[^/]+\/(photos|venue-files)\/.+\.(jpe?g|png|webp)$/);
        if (occurrence.event.tickets) expect(data.offers).toEqual({ '@type': 'Offer', url: occurrence.event.tickets });
        else expect(data.offers).toBeUndefined();
      }
    });
    await test.step('every link is reached by keyboard, shows its focus, and is a big enough target', async () => {
      const links = page.locator('#whats-on li[data-ends]:not([hidden]) .event-action a');
      const first = links.first();
      await first.focus();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      await expect(first).toBeFocused();
      expect(await first.evaluate((a) => getComputedStyle(a).outlineStyle)).not.toBe('none');
      for (const box of await links.evaluateAll((all) =>
        all.slice(0, 6).map((a) => a.getBoundingClientRect().toJSON()),
      ))
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    });
    await test.step('every event photo has its size and the venue’s own alt text', async () => {
      const photos = await page.locator('#whats-on .event-photo img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          alt: img.getAttribute('alt'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
        })),
      );
      expect(photos.length).toBeGreaterThan(0);
      const alts = new Set(venue.events.flatMap((event) => (event.photo ? [event.photo.alt] : [])));
      for (const photo of photos) {
        expect(alts).toContain(photo.alt);
        expect(Number(photo.width)).toBeGreaterThan(0);
        expect(Number(photo.height)).toBeGreaterThan(0);
      }
    });
    // Last: it leaves the page.
    const enquire = coming.find((o) => o.event.enquire);
    if (enquire) {
      await test.step('an enquiry link opens the enquiry with the event’s date in the address', async () => {
        await page.locator(`article:has(#event-${enquire!.key}) .event-action a`).click();
        await expect(page).toHaveURL(new RegExp(`/contact\\?date=${enquire!.day}#enquiry$`));
      });
    }
  });
});

test.describe('an event gone once it has ended', () => {
  test('a page built earlier hides an ended event, and then the next, as their ends pass', async ({ page }) => {
    await page.goto(WHATS_ON_PATH);
    const [first, second] = await shownItems(page, '#whats-on');
    // The browser's clock a minute before the first event ends.
    await page.clock.setSystemTime(Date.parse(first!.ends!) - 60_000);
    await page.reload();
    await waitForHydration(page);
    const item = (key: string) => page.locator(`#whats-on li:has(#event-${key})`);
    await expect(item(first!.key)).toBeVisible();
    await page.clock.runFor(61_000);
    await expect(item(first!.key)).toBeHidden();
    await expect(item(second!.key)).toBeVisible();

    // Later: the home page's next three move on too.
    await page.goto('/');
    await waitForHydration(page);
    const home = await shownItems(page, '#next-events');
    expect(home.map((i) => i.key)).not.toContain(first!.key);
    expect(home[0]?.key).toBe(second!.key);
  });

  test('before the scripts arrive, an event that has ended is hidden already', async ({ page }) => {
    await page.goto(WHATS_ON_PATH);
    const [first, second] = await shownItems(page, '#whats-on');
    await page.clock.setSystemTime(Date.parse(first!.ends!) + 1000);
    const scripts = await holdScripts(page);
    await page.mainFrame().goto(WHATS_ON_PATH, { waitUntil: 'domcontentloaded' });
    await scripts.asked();
    await scripts.noneAwake();
    await expect(page.locator(`#whats-on li:has(#event-${first!.key})`)).toBeHidden();
    await expect(page.locator(`#whats-on li:has(#event-${second!.key})`)).toBeVisible();
    await scripts.release();
    await expect(page.locator(`#whats-on li:has(#event-${first!.key})`)).toBeHidden();
  });

  test('with every event over, the list says nothing is coming', async ({ page }) => {
    await page.goto(WHATS_ON_PATH);
    const ends = await page
      .locator('#whats-on li[data-ends]')
      .evaluateAll((items) => items.map((item) => Date.parse(item.getAttribute('data-ends') ?? '')));
    await page.clock.setSystemTime(Math.max(...ends) + 1000);
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('#whats-on li[data-ends]:visible')).toHaveCount(0);
    await expect(page.locator('#whats-on [data-events-group]:visible')).toHaveCount(0);
    await expect(page.locator('#whats-on [data-events-none]')).toHaveText(words.nothingComing);
    await expect(page.locator('#whats-on [data-events-none]')).toBeVisible();
  });
});

test('the home page shows the next three, with a link to the rest, and the navigation has the entry', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await test.step('the home page shows the next three, with a link to the rest', async () => {
    await expect(page.locator('#events-title')).toHaveText(words.home.title);
    const home = await shownItems(page, '#next-events');
    expect(home).toHaveLength(3);
    expect(home.map((i) => i.key)).toEqual(coming.slice(0, 3).map((o) => o.key));
    const more = page.locator(`section:has(#events-title) a[href="${WHATS_ON_PATH}"]`);
    await expect(more).toHaveText(words.home.more);
  });
  await test.step('the navigation has its entry while events are coming, and the sitemap lists the page', async () => {
    await page.locator('button.nav-trigger').click();
    const entry = site.navigation.main.find((link) => link.href === WHATS_ON_PATH);
    await expect(page.locator(`.nav-links a[href="${WHATS_ON_PATH}"]`)).toHaveText(entry!.label);
    await expect(page.locator(`.nav-links a[href="${WHATS_ON_PATH}"]`)).toBeVisible();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${WHATS_ON_PATH}</loc>`));
  });
});
