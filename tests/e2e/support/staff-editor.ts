/**
 * The staff's editor (the real Sveltia bundle at /admin/) as a member of staff uses it with email sign-in (promises
 * §17): shared by tests/e2e/sign-in.spec.ts (under `npm start`) and tests/examples/edge.spec.ts (both hosts).
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { editorBackend } from '../../../src/features/admin/backend.mjs';
import { expect } from './fixtures';

/** A file of the editor's one collection, as the built config.yml lists it. */
export interface EditorFile {
  name: string;
  label: string;
  file: string;
}

/** A file's path in the default language: a venue in several languages names each file with `{{locale}}`. */
const defaultFile = (file: string) => file.replace('.{{locale}}', '');

/**
 * The files the built editor edits (out/admin/config.yml), each in its default language's path, and the text of
 * every file of theirs that exists (each language's, as the editor reads them), for a fake GitHub.
 */
export function editorFiles(configFile: string): { files: EditorFile[]; texts: Record<string, string> } {
  const config = parse(fs.readFileSync(configFile, 'utf8')) as {
    collections: { files: EditorFile[] }[];
    i18n?: { locales: string[] };
  };
  const files = config.collections[0]!.files.map((entry) => ({ ...entry, file: defaultFile(entry.file) }));
  const paths = config.collections[0]!.files.flatMap(({ file }) =>
    file.includes('{{locale}}')
      ? [defaultFile(file), ...(config.i18n?.locales ?? []).map((locale) => file.replace('{{locale}}', locale))]
      : [file],
  );
  const texts = Object.fromEntries(
    paths.filter((file) => fs.existsSync(file)).map((file) => [file, fs.readFileSync(file, 'utf8')]),
  );
  return { files, texts };
}

/**
 * /admin/ with the configuration as built for a site with email sign-in on `site` (the suites' builds have none),
 * its sign-in button pressed: the sign-in window it opens.
 */
export async function openEditor(page: Page, site: string, repo: string): Promise<Page> {
  await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text());
    const backend = editorBackend({ EDITOR_SIGN_IN: 'email', EDITOR_REPO: repo, SITE_URL: site }).config;
    await route.fulfill({ response, body: stringify({ ...config, backend }) });
  });
  await page.goto(`${site}/admin/`);
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Sign In with \W?GitHub\W?$/ }).click();
  return opened;
}

/** In the sign-in window: the email typed, a link asked for; the window waits. */
export async function askForLink(window: Page, email: string): Promise<void> {
  await window.getByLabel('Your email').fill(email);
  await window.getByRole('button', { name: 'Send me a link' }).click();
  await expect(window.getByText('Keep this window open')).toBeVisible();
}

/** The emailed link opened in another tab of the editor's browser, and taken: the waiting window signs the editor in. */
export async function openLink(page: Page, window: Page, link: string): Promise<Page> {
  const tab = await page.context().newPage();
  await tab.goto(link);
  await tab.getByRole('button', { name: 'Sign in' }).click();
  await expect(tab.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
  await expect.poll(() => window.isClosed()).toBe(true);
  return tab;
}

/** In the signed-in editor: the first package's price raised by 4 and saved. The price before. */
export async function raiseFirstPrice(page: Page, files: EditorFile[]): Promise<{ file: string; before: number }> {
  const prices = files.find(({ name }) => name === 'prices')!;
  await page.getByText(prices.label, { exact: true }).click();
  const before = (parse(fs.readFileSync(prices.file, 'utf8')) as { packages: { price: number }[] }).packages[0]!.price;
  // The editor draws a list item's fields as they scroll into view.
  const field = page.locator('section.field[data-key-path="packages.0.price"] input');
  await expect(async () => {
    await page.locator('section.field[data-key-path="packages.0.name"]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await expect(field).toHaveValue(String(before), { timeout: 1000 });
  }).toPass();
  await field.fill(String(before + 4));
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  return { file: prices.file, before };
}

/** The one commit a save made (GitHub's GraphQL `createCommitOnBranch`), as the fake GitHub received it. */
export function savedCommit(bodies: string[]) {
  const saves = bodies.filter((body) => body.includes('createCommitOnBranch'));
  expect(saves).toHaveLength(1);
  return JSON.parse(saves[0]!).variables.input as {
    message: { body: string };
    fileChanges: { additions: { path: string; contents: string }[] };
  };
}
