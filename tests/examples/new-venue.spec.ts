/**
 * The folder `npm run new-venue` writes, as its owner first builds it (promises §18; tests/support/new-venue.mjs):
 * besides the other specs' checks of every page, the build says no word of the demo or the examples anywhere, the
 * brochure in each language included, and what the owner did not answer is the country's default or a placeholder
 * that names its field. Reads the build; no browser.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { expect, test } from '@playwright/test';
import { loadContents } from '../../src/content/load';
import { otherVenuesWords, wordsIn } from '../../src/content/other-venues.test-support';
import { builtSite, venue } from '../support/venue';
import { ANY_SCREEN } from '../e2e/support/screens';
import { NEW_VENUE_DIR, NEW_VENUE_NAME } from '../support/new-venue.mjs';

const root = path.resolve(import.meta.dirname, '../..');

test.skip(path.resolve(venue.dir) !== path.resolve(root, NEW_VENUE_DIR), 'the folder npm run new-venue wrote');

test('every page and brochure, in each language, names the venue and no other', ANY_SCREEN, () => {
  const theirs = otherVenuesWords(root);
  for (const [index, language] of [...loadContents(venue.dir).keys()].entries()) {
    const prefix = index === 0 ? '' : `${language.toLowerCase()}/`;
    for (const page of ['index', 'venue', 'gallery', 'news', 'contact']) {
      const file = page === 'index' && prefix ? `${prefix.slice(0, -1)}.html` : `${prefix}${page}.html`;
      const html = fs.readFileSync(path.join(builtSite, file), 'utf8');
      const { document } = new JSDOM(html).window;
      expect(document.documentElement.lang, file).toBe(language);
      expect(document.title, file).toContain(NEW_VENUE_NAME);
      expect(wordsIn(theirs, html), file).toEqual([]);
    }
    const brochure = spawnSync('pdftotext', [path.join(builtSite, `${prefix}brochure.pdf`), '-'], { encoding: 'utf8' });
    expect(brochure.stdout, `${prefix}brochure.pdf`).toContain(NEW_VENUE_NAME);
    expect(wordsIn(theirs, brochure.stdout), `${prefix}brochure.pdf`).toEqual([]);
  }
});

test(
  'sizes in feet, the default in the United States; a space shows its photo without a floor plan',
  ANY_SCREEN,
  () => {
    const html = fs.readFileSync(path.join(builtSite, 'venue.html'), 'utf8');
    expect(html).toContain('1,800 sq ft');
    expect(html).toMatch(/<article id="space-1" class="space-detail">.*alt="\[spaces\[0\]\.photo\.alt\]"/s);
  },
);
