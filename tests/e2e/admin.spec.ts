/**
 * The staff's editor at /admin/ (promises §12): the real Sveltia bundle as the build serves it, in Chromium. Two
 * page loads: the sign-in page with the configuration as built (GitHub), then signed in with a token to a faked
 * GitHub API; and a session on Sveltia's `test-repo` backend, which keeps its files in the browser's private file
 * system (OPFS): the test seeds it with the content folder, saves a change and a photo as a member of staff would,
 * reads the files back and loads them with the build's loader.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { headersFor, parseHeadersFile } from '../../server/headers-file.mjs';
import { loadContent } from '../../src/content/load';
import { ANSWERS_FILE, answersFile } from '../../src/content/new-venue';
import { HAUS_AM_SEE } from '../../src/content/new-venue.test-support';
import { resolveSettings } from '../../src/config/settings.mjs';
import { baseURL } from '../../playwright.config';
import { test, expect } from './support/fixtures';
import { readTestRepo, seedTestRepo } from './support/test-repo';
import { gitHubAnswers } from './support/fake-github';

const settings = resolveSettings(process.env);

interface EditorField {
  name: string;
  fields?: EditorField[];
}

interface EditorFile {
  name: string;
  label: string;
  file: string;
  fields: EditorField[];
}

/**
 * Where a saved value departs from what src/content/editor-config.test.ts assumes of a save (its model of the
 * editor's writing): keys in the configuration's field order, no empty value written.
 */
function unlikeTheModel(fields: EditorField[], value: unknown, at: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => unlikeTheModel(fields, item, `${at}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  const keys = Object.keys(value);
  const order = fields.map((field) => field.name).filter((name) => keys.includes(name));
  return [
    ...(keys.join() === order.join() ? [] : [`${at}: keys ${keys.join()} where the fields say ${order.join()}`]),
    ...keys.flatMap((key) => {
      const item = (value as Record<string, unknown>)[key];
      if (item === '' || item === null) return [`${at}.${key}: empty`];
      const field = fields.find((candidate) => candidate.name === key);
      return field?.fields ? unlikeTheModel(field.fields, item, `${at}.${key}`) : [];
    }),
  ];
}

/** Requests that leave this origin (data: and blob: URLs are the page's own). */
function foreignRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = request.url();
    if (!url.startsWith(`${baseURL}/`) && !/^(data|blob):/.test(url)) seen.push(url);
  });
  return seen;
}

/** GitHub's API faked at the network boundary for a repository that holds `files` (support/fake-github.ts). */
async function fakeGitHub(page: Page, files: Record<string, string>) {
  const answer = gitHubAnswers(files);
  await page.route('https://api.github.com/**', async (route) => {
    const { status, json } = answer(new URL(route.request().url()).pathname, route.request().postData() ?? '');
    return json === undefined ? route.fulfill({ status }) : route.fulfill({ status, json });
  });
}

/** Icons are a font's ligatures: drawn, each is one square glyph; without the font, a word ("article"). */
async function expectIconsDrawn(page: Page) {
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll('.material-symbols-outlined')]
      .map((icon) => {
        const { width } = icon.getBoundingClientRect();
        return { name: icon.textContent?.trim() ?? '', width, size: parseFloat(getComputedStyle(icon).fontSize) };
      })
      .filter((icon) => icon.width > 0),
  );
  expect(icons.length, 'icons on the page').toBeGreaterThan(3);
  for (const icon of icons)
    expect(icon.width, `the icon "${icon.name}" as a glyph, not a word`).toBeLessThanOrEqual(icon.size * 1.1);
  expect(await page.evaluate(() => document.fonts.check('24px "Material Symbols Outlined"'))).toBe(true);
}

test.describe('the staff’s editor', () => {
  // A British member of staff: the editor's words in en-GB come from the site too, not a package CDN.
  test.use({ locale: 'en-GB' });

  test('/admin/ has its own policy and noindex, the pages keep theirs; signed in, it reaches GitHub’s API alone', async ({
    page,
    request,
  }) => {
    const rules = parseHeadersFile(fs.readFileSync(path.join(process.cwd(), 'out/_headers'), 'utf8'));
    const admin = await request.get('/admin/');
    const policy = admin.headers()['content-security-policy']!;
    expect(policy).toBe(new Map(headersFor(rules, '/admin/')).get('Content-Security-Policy'));
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toMatch(/connect-src 'self' blob: data: https:\/\/api\.github\.com;/);
    expect(admin.headers()['x-robots-tag']).toBe('noindex');
    // Served without the slash too (npm start does), with the same policy.
    expect((await request.get('/admin')).headers()['content-security-policy']).toBe(policy);
    const site = (await request.get('/')).headers()['content-security-policy'];
    expect(site).toBe(new Map(headersFor(rules, '/')).get('Content-Security-Policy'));
    expect(site).not.toBe(policy);
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/admin');

    const away = foreignRequests(page);
    const locale = page.waitForResponse(`${baseURL}/admin/locales/en-GB.json`);
    await page.goto('/admin/');
    expect((await locale).ok()).toBe(true);
    // The page's own (Sveltia adds one more once it runs).
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', 'noindex, nofollow');
    // No OAuth helper is set: GitHub's sign-in is by token only.
    await expect(page.getByRole('button', { name: 'Sign In Using Access Token' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    // Beside the sign-in, the owner's first-run panel (promises §18; tests/e2e/first-run.spec.ts).
    const firstRun = page.getByRole('region', { name: 'Setting up the site' });
    await expect(firstRun).toBeVisible();
    expect(await page.evaluate(() => document.fonts.check('16px "Source Sans 3"'))).toBe(true);
    expect(away, 'requests to another origin').toEqual([]);

    // Signed in to GitHub (its API faked): the editor reaches GitHub's API and nothing else, no status page, no CDN.
    const config = parse(await (await request.get('/admin/config.yml')).text());
    await fakeGitHub(
      page,
      Object.fromEntries(
        (config.collections[0].files as EditorFile[])
          .filter(({ file }) => fs.existsSync(file))
          .map(({ file }) => [file, fs.readFileSync(file, 'utf8')]),
      ),
    );
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
    await page
      .getByRole('textbox')
      .last()
      .fill(`github_pat_${'0'.repeat(70)}`);
    await page.keyboard.press('Enter');
    const venueFile = (config.collections[0].files as EditorFile[]).find(({ name }) => name === 'venue')!;
    await page.getByText(venueFile.label, { exact: true }).click();
    await expect(page.locator('section.field[data-key-path="spaces.0.name"] input')).toHaveValue(
      parse(fs.readFileSync(venueFile.file, 'utf8')).spaces[0].name,
    );
    await expectIconsDrawn(page);
    // Signed in: the panel is gone, and the editor has the whole window.
    await expect(firstRun).toBeHidden();
    expect(await page.locator('#nc-root').evaluate((box) => box.getBoundingClientRect().left)).toBe(0);
    expect(new Set(away.map((url) => new URL(url).origin))).toEqual(new Set(['https://api.github.com']));
  });

  test('a save in the editor writes a file the build loads', async ({ page }) => {
    const away = foreignRequests(page);
    // The configuration as built, on the backend that keeps the repository in the browser.
    let files: EditorFile[] = [];
    await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
      const response = await route.fetch();
      const config = parse(await response.text());
      files = config.collections[0].files;
      await route.fulfill({ response, body: stringify({ ...config, backend: { name: 'test-repo' } }) });
    });
    await page.goto('/admin/');
    const signIn = page.getByRole('button', { name: 'Work with Test Repository' });
    await expect(signIn).toBeVisible();

    // Every content file the configuration names, at its path in the repository.
    const seeded = Object.fromEntries(
      files.filter(({ file }) => fs.existsSync(file)).map(({ file }) => [file, fs.readFileSync(file, 'utf8')]),
    );
    await seedTestRepo(page, seeded);

    const venueFile = files.find(({ name }) => name === 'venue')!;
    expect(seeded[venueFile.file], 'the venue file at the path the configuration names').toBeDefined();
    await signIn.click();
    await page.getByText(venueFile.label, { exact: true }).click();
    await expectIconsDrawn(page);

    const before = parse(seeded[venueFile.file]!).spaces[0];
    const dinner = (before.capacity.dinner ?? 0) + 7;
    // The editor draws a group's fields once it scrolls into view.
    await page.locator('section.field[data-key-path="spaces.0.capacity"]').scrollIntoViewIfNeeded();
    const field = page.locator('section.field[data-key-path="spaces.0.capacity.dinner"] input');
    await field.fill(String(dinner));

    // A new photo for the space, uploaded as staff do: into the content folder's photos/.
    const upload = {
      name: 'editor-upload.jpg',
      mimeType: 'image/jpeg',
      buffer: fs.readFileSync(path.join(settings.contentDir, before.photo.src)),
    };
    await page.locator('section.field[data-key-path="spaces.0.photo"]').scrollIntoViewIfNeeded();
    const photo = page.locator('section.field[data-key-path="spaces.0.photo.src"]');
    await photo.getByRole('button', { name: 'Replace Image' }).click();
    await page.getByRole('dialog').locator('input[type=file]').setInputFiles(upload);
    await expect(page.getByRole('dialog').getByText('editor-upload.jpg')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Insert' }).click();
    await expect(photo).toContainText('editor-upload.jpg');
    await page.getByRole('button', { name: 'Save', exact: true }).click();

    const readBack = (file = venueFile.file, as: 'text' | 'base64' = 'text') => readTestRepo(page, file, as);
    await expect.poll(async () => parse(await readBack()).spaces[0].capacity.dinner).toBe(dinner);
    const saved = await readBack();
    expect(unlikeTheModel(venueFile.fields, parse(saved), 'venue')).toEqual([]);

    // The saved file in a copy of the content folder, read by the loader the build uses.
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-admin-'));
    try {
      fs.cpSync(settings.contentDir, copy, { recursive: true });
      fs.writeFileSync(path.join(copy, 'venue.yaml'), saved);
      const photoFolder = path.posix.dirname(venueFile.file).replace(/^\.$/, '');
      const uploaded = await readBack(path.posix.join(photoFolder, 'photos/editor-upload.jpg'), 'base64');
      fs.writeFileSync(path.join(copy, 'photos/editor-upload.jpg'), Buffer.from(uploaded, 'base64'));
      const loaded = loadContent(copy, { siteName: settings.siteName });
      expect(loaded.venue.spaces[0]!.capacity.dinner).toBe(dinner);
      expect(loaded.venue.spaces[0]!.photo!.src).toBe('photos/editor-upload.jpg');
      expect(loaded.venue.spaces.map((space) => space.id)).toEqual(
        parse(seeded[venueFile.file]!).spaces.map((space: { id: string }) => space.id),
      );
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
    expect(away, 'requests to another origin').toEqual([]);
  });

  // The demo's question (promises §18): what the repository's workflow turns into the venue's own folder
  // (src/content/new-venue.test.ts runs that command on such a file).
  test("the demo's owner answers Your venue's own site, saving the answers the command reads", async ({ page }) => {
    let answers = '';
    await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
      const response = await route.fetch();
      const config = parse(await response.text());
      answers = config.collections[2].files[0].file;
      await route.fulfill({ response, body: stringify({ ...config, backend: { name: 'test-repo' } }) });
    });
    await page.goto('/admin/');
    const signIn = page.getByRole('button', { name: 'Work with Test Repository' });
    await expect(signIn).toBeVisible();
    expect(answers).toBe(`content/${ANSWERS_FILE}`);
    // As the demo ships it: nothing answered yet.
    await seedTestRepo(page, { [answers]: fs.readFileSync(path.join(settings.contentDir, ANSWERS_FILE), 'utf8') });
    await signIn.click();
    await page.getByRole('treeitem', { name: /Your venue's own site/ }).click();
    await page.getByRole('gridcell', { name: 'Your venue', exact: true }).click();
    const field = (name: string) => page.locator(`section.field[data-key-path="${name}"]`);
    await field('name').locator('input').fill(HAUS_AM_SEE.name);
    for (const tag of HAUS_AM_SEE.languages) {
      await field('languages').getByRole('button', { name: /^Add/ }).click();
      await field('languages').locator('input').last().fill(tag);
    }
    await field('country').locator('input').fill(HAUS_AM_SEE.country);
    await field('timeZone').locator('input').fill(HAUS_AM_SEE.timeZone);
    await field('currency').locator('input').fill(HAUS_AM_SEE.currency);
    await expect(field('units').getByRole('radio', { name: 'metric' })).toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(async () => parse(await readTestRepo(page, answers)).name).toBe(HAUS_AM_SEE.name);
    expect(answersFile.parse(parse(await readTestRepo(page, answers)))).toEqual(HAUS_AM_SEE);
  });
});
