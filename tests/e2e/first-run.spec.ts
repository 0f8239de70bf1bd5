import fs from 'node:fs';
import path from 'node:path';
import { FOLDER_PATTERN } from '../../server/stand-ins/outbox/store.mjs';
import { serverSettings } from '../../src/config/settings.mjs';
import { buildSetup } from '../../src/features/admin/first-run/build-setup';
import type { BuildSetup } from '../../src/features/admin/first-run/status';
import { TEST_WORDS } from '../../src/features/forms/test-sends';
import { baseURL } from '../../playwright.config';
import { axeViolations } from './support/axe';
import { test, expect } from './support/fixtures';
import { startSite, type SiteServer } from './support/site-server';

/**
 * The owner's first-run panel at /admin/, before sign-in (promises §18): the suite's own build and server, which have
 * nothing set and no edge; then a second `npm start` whose edge has everything, with the build's set-up as a build
 * with everything would write it, and one test email sent through the relay to the suite's local outbox, which plays
 * EmailJS at its network boundary. The rows' every case is src/features/admin/first-run/status.test.ts's.
 */
const root = path.resolve(import.meta.dirname, '../..');
test.describe.configure({ mode: 'serial' });

const ROWS = ["The site's address", "The site's edge", 'Emails (EmailJS)', 'The enquiry relay', 'Staff sign-in'];

test('with nothing set: each piece to do and the one thing to do, beside the editor’s sign-in, by keyboard', async ({
  page,
}) => {
  await page.goto('/admin/');
  const panel = page.getByRole('region', { name: 'Setting up the site' });
  await expect(panel.locator('.first-run-summary')).toHaveText('5 things to do.');
  for (const title of ROWS) {
    const row = panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
    await expect(row.getByRole('heading')).toContainText('To do');
    await expect(row.locator('.first-run-todo')).toContainText(/^To do: \S/);
  }
  await expect(panel.getByRole('heading', { name: /booking calendar/ })).toContainText('Optional');
  // The suite's site is the demo: the panel points its owner to the editor's question that replaces it.
  await expect(panel.getByText(/^This site shows Foyer's demo venue\. .*Your venue's own site/)).toBeVisible();
  // The suite's host serves files alone: the build's own file answers at the edge's address, and no test can go.
  await expect(panel.getByText('Nothing answers at /api/')).toBeVisible();
  await expect(panel.getByText('Tests: they go through the edge (above).')).toBeVisible();
  // The editor's own sign-in, beside the panel, unchanged.
  await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
  expect(await axeViolations(page, { within: '#first-run', everyImpact: true })).toEqual([]);

  // The keyboard reaches the panel first, with a visible focus, and may skip it; the details fold and open again.
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link', { name: 'Skip to the sign-in' })).toBeFocused();
  await page.keyboard.press('Tab');
  const toggle = panel.getByRole('button', { name: 'Hide the details' });
  await expect(toggle).toBeFocused();
  expect(await toggle.evaluate((button) => getComputedStyle(button).outlineStyle)).toBe('solid');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Show the details' })).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('list').first()).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('heading', { name: ROWS[0] })).toBeVisible();
});

/** The edge's settings, everything there; the EmailJS "account" is the suite's outbox, at its real path. */
const SECRETS = {
  EMAILJS_PRIVATE_KEY: 'first-run-private-key',
  EDGE_SECRET: 'first-run-edge-secret',
  STAFF_EMAILS: 'owner@venue.example',
  GITHUB_APP_PRIVATE_KEY: 'first-run-app-key',
};
const everything = (origin: string) => ({
  SITE_URL: origin,
  EMAIL_RELAY: '1',
  EMAILJS_PUBLIC_KEY: 'local-public-key',
  EMAILJS_SERVICE_ID: 'local_outbox',
  EMAILJS_TEMPLATE_MESSAGE: 'local_message',
  EMAILJS_TEMPLATE_SUBSCRIBE: 'local_subscribe',
  EMAILJS_TEMPLATE_ATTACHMENTS: 'local_attachments',
  EMAILJS_TEMPLATE_SIGN_IN: 'local_sign_in',
  EMAILJS_ORIGIN: baseURL,
  EDITOR_SIGN_IN: 'email',
  EDITOR_REPO: 'venue/site',
  GITHUB_APP_ID: '12345',
  GITHUB_APP_INSTALLATION_ID: '678',
  ...SECRETS,
});

let site: SiteServer | undefined;
test.afterAll(() => site?.stop());

test('with everything set: one line, every row set up, and a test email through the relay to the venue', async ({
  page,
}) => {
  site = await startSite(everything);
  // The build's part as a build with these settings writes it (the suite's build has none of them), the calendar read.
  await page.route(/\/admin\/setup\.json$/, async (route) => {
    const built = (await (await route.fetch()).json()) as BuildSetup;
    const setup = buildSetup(
      { ...everything(site!.origin), FOYER_PRODUCTION: '1' },
      {
        calendar: { ...built.calendar, feed: 'set', read: true },
        venueEmail: built.email.venueEmail,
        tests: built.email.tests,
      },
    );
    await route.fulfill({ json: setup });
  });
  const started = Date.now();
  await page.goto(`${site.origin}/admin/`);
  const panel = page.getByRole('region', { name: 'Setting up the site' });
  await expect(panel.locator('.first-run-summary')).toHaveText('Everything is set up.');
  const show = panel.getByRole('button', { name: 'Show the details' });
  await expect(show).toHaveAttribute('aria-expanded', 'false');
  await show.click();
  for (const title of [...ROWS, 'The booking calendar']) {
    await expect(panel.getByRole('heading', { name: title })).toContainText('Set up');
  }
  // Nothing the edge holds is on the page: not a secret, not the staff.
  const text = (await panel.textContent()) ?? '';
  for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);

  await panel.getByRole('button', { name: 'Send a test of the Enquiry template' }).click();
  await expect(panel.getByRole('status').filter({ hasText: 'Sent' })).toHaveText(/^✓? ?Sent: look in \S+@\S+\.$/, {
    timeout: 15_000,
  });
  // In the outbox, as EmailJS would deliver it: the message template, the test's words, the venue's own address.
  const outbox = path.resolve(root, serverSettings(process.env).outbox.dir);
  const sent = fs
    .readdirSync(outbox)
    .filter((folder) => FOLDER_PATTERN.test(folder))
    .map((folder) => JSON.parse(fs.readFileSync(path.join(outbox, folder, 'params.json'), 'utf8')))
    .filter((email) => Date.parse(email.received_at) >= started - 1000)
    .filter((email) => email.template_params?.from_name === TEST_WORDS);
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ template_id: 'local_message', user_id: 'local-public-key' });
  expect(sent[0].template_params.message).toContain(TEST_WORDS);
  expect(JSON.stringify(sent[0])).not.toMatch(/altcha|first-run-private-key/);
});
