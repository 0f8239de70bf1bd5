/**
 * The staff's editor saving a venue of two languages (promises §10, §12): the real Sveltia bundle as the example's
 * build serves it, on Sveltia's `test-repo` backend, which keeps the repository in the browser's private file system
 * (OPFS): the test seeds it with the example's content folder, edits as a member of staff would (a French word, two
 * spaces reordered, a question added in English and in French), saves, reads back the files the editor wrote, and
 * loads them with the build's own loader: each French word must be on its own item.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { expect, test } from '../e2e/support/fixtures';
import { DESKTOP_ONLY } from '../e2e/support/screens';
import { readTestRepo, seedTestRepo } from '../e2e/support/test-repo';
import { resolveSettings } from '../../src/config/settings.mjs';
import { loadContents } from '../../src/content/load';

const settings = resolveSettings(process.env);
/** The content folder as the editor names it, from the repository's root (`examples/rooftop`). */
const folder = path.relative(process.cwd(), path.resolve(settings.contentDir)).split(path.sep).join('/');
/** Every YAML file of the content folder, by its path in the repository. */
function contentFiles(): Record<string, string> {
  return Object.fromEntries(
    fs
      .readdirSync(settings.contentDir, { recursive: true })
      .map(String)
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => [`${folder}/${file}`, fs.readFileSync(path.join(settings.contentDir, file), 'utf8')]),
  );
}

/**
 * A field of the entry, in the default language's pane (the first) or the other language's (the second, once that
 * pane draws it: the editor draws a group's fields as they come into view).
 */
async function field(page: Page, keyPath: string, pane: 'default' | 'other'): Promise<Locator> {
  const fields = page.locator(`section.field[data-key-path="${keyPath}"]`);
  if (pane === 'default') return fields.first();
  // Down the other pane, field by field, until the editor has drawn this one there.
  const parent = keyPath.replace(/\.\d+(\..*)?$/, '');
  await expect(async () => {
    if ((await fields.count()) < 2)
      await page.locator(`section.field[data-key-path^="${parent}."]`).last().scrollIntoViewIfNeeded();
    expect(await fields.count()).toBe(2);
  }).toPass({ timeout: 10_000 });
  return fields.last();
}

/** Saves the entry and waits until the file holds `expected`. */
async function save(page: Page, file: string, holds: (text: string) => boolean) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // A file being written cannot be read for a moment: that is "not yet".
  await expect.poll(async () => holds(await readTestRepo(page, file).catch(() => '')), { timeout: 15_000 }).toBe(true);
}

// The second venue's French files beside its English ones (venue.fr.yaml): the third venue (examples/barn) speaks one
// language, and a new venue's folder in French and English has its French in venue.yaml.
const speaksFrench =
  loadContents(settings.contentDir, { siteName: settings.siteName }).has('fr') &&
  fs.existsSync(path.join(settings.contentDir, 'venue.fr.yaml'));

test.describe(() => {
  test.skip(!speaksFrench, 'a venue without French files beside its first language’s');
  test(
    'the real editor saves both languages, and each French word stays on its own item',
    DESKTOP_ONLY,
    async ({ page }) => {
      test.setTimeout(90_000);
      await page.route(/\/admin\/config\.yml(\?|$)/, async (route) => {
        const response = await route.fetch();
        const config = parse(await response.text());
        await route.fulfill({ response, body: stringify({ ...config, backend: { name: 'test-repo' } }) });
      });
      await page.goto('/admin/');
      const signIn = page.getByRole('button', { name: 'Work with Test Repository' });
      await expect(signIn).toBeVisible();
      const seeded = contentFiles();
      await seedTestRepo(page, seeded);
      await signIn.click();
      const venueFile = `${folder}/venue.yaml`;
      const venueFrench = `${folder}/venue.fr.yaml`;
      const idsIn = (file: string) => parse(seeded[file]!).spaces.map((space: { id: string }) => space.id) as string[];
      const before = idsIn(venueFile);
      /** The French file's own order, which the editor keeps. */
      const frenchBefore = idsIn(venueFrench);
      expect(before.length).toBeGreaterThan(2);

      // The spaces: the first two swapped in English, and a French name changed.
      await page.getByText('Spaces, occasions and suppliers', { exact: true }).click();
      await (await field(page, 'spaces', 'default')).getByRole('button', { name: 'Reorder Item' }).first().focus();
      await page.keyboard.press('ArrowDown');
      await expect((await field(page, 'spaces.0.id', 'default')).locator('input')).toHaveValue(before[1]!);
      await page.getByText('French', { exact: true }).last().click();
      const firstFrench = (await field(page, 'spaces.0.name', 'other')).locator('input');
      // The French list keeps its own order: its first item is still the one it was.
      await expect((await field(page, 'spaces.0.id', 'other')).locator('input')).toHaveValue(frenchBefore[0]!);
      const renamed = `${await firstFrench.inputValue()} panoramique`;
      await firstFrench.fill(renamed);
      await save(page, venueFrench, (text) => text.includes(renamed));

      // A question added in English, and its French words in the item the editor adds to the French list (a save
      // closes the entry).
      await page.getByText('Venue page', { exact: true }).click();
      await (await field(page, 'faq', 'default')).scrollIntoViewIfNeeded();
      const questions = await field(page, 'faq.questions', 'default');
      await expect(questions).toBeVisible();
      const count = parse(seeded[`${folder}/pages/venue.yaml`]!).faq.questions.length as number;
      await questions.getByRole('button', { name: /^Add/ }).last().click();
      const added = `faq.questions.${count}`;
      await (await field(page, `${added}.q`, 'default')).locator('input').fill('Can we bring the dog?');
      await (
        await field(page, `${added}.a`, 'default')
      )
        .locator('textarea')
        .fill('Well-behaved dogs are welcome on the terrace.');
      await page.getByText('French', { exact: true }).last().click();
      await (await field(page, 'faq', 'other')).scrollIntoViewIfNeeded();
      await (await field(page, `${added}.q`, 'other')).locator('input').fill('Peut-on venir avec le chien ?');
      await (
        await field(page, `${added}.a`, 'other')
      )
        .locator('textarea')
        .fill('Les chiens sages sont les bienvenus sur la terrasse.');
      await save(page, `${folder}/pages/venue.fr.yaml`, (text) => text.includes('venir avec le chien'));

      // What the editor wrote, in a copy of the content folder, read by the build's own loader.
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-editor-languages-'));
      try {
        fs.cpSync(settings.contentDir, copy, { recursive: true });
        const written = ['venue.yaml', 'venue.fr.yaml', 'pages/venue.yaml', 'pages/venue.fr.yaml'];
        for (const file of written)
          fs.writeFileSync(path.join(copy, file), await readTestRepo(page, `${folder}/${file}`));
        const saved = parse(fs.readFileSync(path.join(copy, 'venue.fr.yaml'), 'utf8'));
        // The French file as the editor keeps it: its own order, each item named by its space's id.
        expect(saved.spaces.map((space: { id: string }) => space.id)).toEqual(frenchBefore);

        const contents = loadContents(copy, { siteName: settings.siteName });
        const english = contents.get('en-GB')!;
        const french = contents.get('fr')!;
        const original = loadContents(settings.contentDir, { siteName: settings.siteName }).get('fr')!;
        const frenchName = (id: string) => original.venue.spaces.find((space) => space.id === id)!.name;
        expect(english.venue.spaces.map((space) => space.id)).toEqual([before[1], before[0], ...before.slice(2)]);
        // Each French name on its own space, in the new order; the one renamed on the space it was renamed on.
        expect(french.venue.spaces.map((space) => [space.id, space.name])).toEqual(
          english.venue.spaces.map((space) => [
            space.id,
            space.id === frenchBefore[0] ? renamed : frenchName(space.id),
          ]),
        );
        const [englishQuestion, frenchQuestion] = [english, french].map((content) =>
          content.venuePage.faq.questions.at(-1)!,
        );
        expect(englishQuestion).toMatchObject({ q: 'Can we bring the dog?' });
        expect(frenchQuestion).toMatchObject({ id: englishQuestion!.id, q: 'Peut-on venir avec le chien ?' });
        expect(englishQuestion!.id, 'an id the editor filled in').toMatch(/^[0-9a-f-]{8,}$/);
      } finally {
        fs.rmSync(copy, { recursive: true, force: true });
      }
    },
  );
});
