import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { en } from '../../src/i18n/en';

const HELD_NOTE = en.heldDates.note;
import { test, expect } from './support/fixtures';
import { contactForm, text } from './support/forms';
import { holdScripts } from './support/hold-scripts';
import { TEST_NOW } from '../support/clock';
import { sentEmail } from './support/sends';

/**
 * The venue's held dates on the contact page (promises §11). The site under test is a local build, which reads the
 * demo's sample feed (content/calendar.ics) at build time, so the dates below are that feed's: 24 July 2027 is the
 * Fenwick/Osei wedding (all day), the 25th is free. The build's now is TEST_NOW (FOYER_NOW, playwright.config.ts),
 * and so is each page's clock, the picker's today: both inside the 24 months published from there, on any day.
 */
const HELD = '2027-07-24';
const FREE = '2027-07-25';
const SEND = '**/api/v1.0/email/send';
const root = path.resolve(import.meta.dirname, '../..');

const seed = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'Our wedding, about 90 guests.' };

function enquiry(page: Page) {
  const f = contactForm(page, 'enquiry');
  return {
    ...f,
    date: f.wrapper.locator('[name="event_date"]'),
    note: f.wrapper.locator('[aria-live="polite"][data-held]'),
    toggle: f.wrapper.getByRole('button', { name: 'Show held dates' }),
  };
}

/** A day's name as the picker says it: the browser's own Intl, in the page's language. */
const dayName = (page: Page, day: string) =>
  page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        timeZone: 'UTC',
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }).format(new Date(`${iso}T00:00:00Z`)),
    day,
  );

test.describe('held dates on the enquiry', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: new Date(TEST_NOW) });
  });

  test('the served page carries the held dates on an empty polite live region, and the day they were read', async ({
    page,
  }) => {
    const html = await (await page.request.get('/contact')).text();
    const region = /<p [^>]*aria-live="polite"[^>]*data-held="([\d\- ]+)"[^>]*><\/p>/.exec(html);
    expect(region, 'an empty live region with the dates').not.toBeNull();
    expect(region![1]!.split(' ')).toContain(HELD);
    expect(region![1]!.split(' ')).not.toContain(FREE);
    expect(html).toMatch(/>Held dates as of \d{1,2} [A-Z][a-z]+</);
    await page.goto('/contact');
    await expect(page.getByText(/^Held dates as of \d{1,2} [A-Z][a-z]+$/)).toBeVisible();
  });

  test('a held date shows the note, announced politely, and the enquiry sends that date as usual; a free one shows none', async ({
    page,
  }) => {
    const bodies: { template_params: Record<string, string> }[] = [];
    await page.route(SEND, async (route) => {
      bodies.push(sentEmail(route.request()));
      await text(200, 'OK')(route);
    });
    await page.goto('/contact');
    const f = enquiry(page);
    await expect(f.note).toBeEmpty();
    await f.date.fill(FREE);
    await expect(f.note).toBeEmpty();
    await f.date.fill(HELD);
    await expect(f.note).toHaveText(HELD_NOTE);
    await expect(f.date).toHaveAccessibleDescription(new RegExp(`^${HELD_NOTE} Held dates as of`));
    await f.fill(seed);
    await f.submit.click();
    await expect(f.success).toBeVisible();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_params.event_date).toBe(HELD);
    expect(bodies[0]!.template_params.message).toBe(seed.message);
  });

  test('before the scripts arrive, a held date shows the note too, and it stays through hydration', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.mainFrame().goto('/contact', { waitUntil: 'domcontentloaded' });
    await scripts.asked();
    const f = enquiry(page);
    await scripts.noneAwake();
    await f.date.fill(HELD);
    await expect(f.note).toHaveText(HELD_NOTE);
    await f.date.fill(FREE);
    await expect(f.note).toBeEmpty();
    await f.date.fill(HELD);
    await scripts.release();
    await expect(f.note).toHaveText(HELD_NOTE);
    await expect(f.date).toHaveValue(HELD);
    // React's side has taken over.
    await f.date.fill(FREE);
    await expect(f.note).toBeEmpty();
  });

  test('?date= preselects the event date, with the note when it is held', async ({ page }) => {
    await page.goto(`/contact?date=${HELD}#enquiry`);
    const f = enquiry(page);
    await expect(f.date).toHaveValue(HELD);
    await expect(f.note).toHaveText(HELD_NOTE);
    await page.goto('/contact?date=2031-02-30');
    await expect(f.date).toHaveValue('');
  });

  test('the picker marks held days by name, moves by keyboard, and choosing a day fills the native field', async ({
    page,
  }) => {
    await page.goto('/contact');
    const f = enquiry(page);
    await f.date.fill(FREE);
    await expect(f.toggle).toHaveAttribute('aria-expanded', 'false');
    await f.toggle.click();
    await expect(f.toggle).toHaveAttribute('aria-expanded', 'true');
    const grid = page.getByRole('grid', { name: 'July 2027' });
    await expect(grid).toBeVisible();
    const held = grid.getByRole('button', { name: `${await dayName(page, HELD)}, already held`, exact: true });
    const free = grid.getByRole('button', { name: await dayName(page, FREE), exact: true });
    await expect(held).toBeVisible();
    await expect(free).toBeFocused();
    await expect(free.locator('xpath=..')).toHaveAttribute('aria-selected', 'true');
    // 44 px targets, to the layout's rounding (a grid of fractions can give 43.9999).
    const box = await held.boundingBox();
    expect(Math.round(box!.width * 100) / 100).toBeGreaterThanOrEqual(44);
    expect(Math.round(box!.height * 100) / 100).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('PageDown');
    await expect(page.getByRole('grid', { name: 'August 2027' })).toBeVisible();
    await page.keyboard.press('PageUp');
    await page.keyboard.press('ArrowLeft');
    await expect(held).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(f.date).toHaveValue(HELD);
    await expect(f.note).toHaveText(HELD_NOTE);
    await expect(f.toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(f.toggle).toBeFocused();
    await expect(page.getByRole('grid')).toHaveCount(0);
    // Tapping a day works as well as the keyboard.
    await f.toggle.click();
    await page
      .getByRole('grid', { name: 'July 2027' })
      .getByRole('button', { name: await dayName(page, FREE) })
      .click();
    await expect(f.date).toHaveValue(FREE);
    await expect(f.note).toBeEmpty();
  });

  test('days before today cannot be chosen', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-07-10T10:00:00'));
    await page.goto('/contact');
    const f = enquiry(page);
    await f.toggle.click();
    const grid = page.getByRole('grid', { name: 'July 2027' });
    await expect(grid.getByRole('button', { name: await dayName(page, '2027-07-09'), exact: true })).toBeDisabled();
    await expect(grid.getByRole('button', { name: `${await dayName(page, '2027-07-10')}, today` })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });
});

test.describe('what the built site publishes of the feed', () => {
  /** The feed's lines, unfolded (RFC 5545 §3.1), with their values unescaped. */
  function feedValues(names: string[]): string[] {
    const raw = fs.readFileSync(path.join(root, 'content/calendar.ics'), 'utf8').replace(/\r?\n[ \t]/g, '');
    return raw
      .split(/\r?\n/)
      .map((line) => /^([A-Z-]+)(?:;[^:]*)?:(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null && names.includes(match[1]!))
      .map((match) => match[2]!.replace(/\\([,;\\])/g, '$1').replace(/\\n/gi, '\n'));
  }

  test('held dates alone: no summary, description, organiser, attendee, UID, calendar name or path', async ({}, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one look at the files is enough');
    const out = path.join(root, 'out');
    const words = [
      ...feedValues(['SUMMARY', 'DESCRIPTION', 'UID', 'X-WR-CALNAME', 'X-WR-CALDESC']),
      // The people: their addresses and names.
      ...feedValues(['ORGANIZER', 'ATTENDEE']).map((value) => value.replace(/^mailto:/i, '')),
      'Priya Patel',
      'Okafor',
      'calendar.ics',
      path.join(root, 'content'),
    ];
    expect(words.length).toBeGreaterThan(30);
    const files = fs
      .readdirSync(out, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name));
    const found: string[] = [];
    for (const file of files) {
      const body = fs.readFileSync(file, 'utf8');
      for (const word of words) if (body.includes(word)) found.push(`${path.relative(out, file)}: ${word}`);
    }
    expect(found).toEqual([]);
    // And the dates are there.
    expect(fs.readFileSync(path.join(out, 'contact.html'), 'utf8')).toContain(HELD);
  });
});
