/**
 * The venue the built site shows, read from the same content folder and settings the build used, so the tests
 * expect the venue's own words instead of repeating them.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { loadContent } from '../../src/content/load';
import { buildNow, resolveSettings, settingValue } from '../../src/config/settings.mjs';
import { comingOccurrences } from '../../src/features/events/occurrences';
import { pages } from '../e2e/support/pages';
import { loadSampleBlog } from '../../server/stand-ins/sample-blog/posts.mjs';

const settings = resolveSettings(process.env);

/**
 * The folder the suite's server built the site into and serves, from the project: out/, or an example venue's own
 * (OUT_DIR, playwright.examples.config.ts).
 */
export const builtSite = settingValue(process.env, 'OUT_DIR');

export const venue = loadContent(settings.contentDir, { siteName: settings.siteName });

/**
 * The pages this venue's site has (promises §11): What's on only while an event is to come at the build's now, as the
 * build decides it (src/features/events/coming.server.ts). Every example venue has them all; a new venue's folder
 * (`npm run new-venue`) has no events yet, and its example run checks the pages it has.
 */
export const venuePages = pages.filter(
  (target) =>
    target.name !== 'whats-on' ||
    (venue.whatsOn !== undefined &&
      comingOccurrences(venue.events, { now: buildNow(process.env).getTime(), timeZone: venue.site.timeZone }).length >
        0),
);

/** Whether the venue has news to show: posts in its folder, or (in local mode) its sample blog's. */
export const hasNewsToShow = (venue.newsPosts?.length ?? 0) > 0 || loadSampleBlog(venue.dir).posts.length > 0;

/**
 * Every text written in a content folder's YAML files (its pages and its sample blog included) and in the front
 * matter of its news posts (news/*.md), as written.
 */
function wordsOfContentFolder(dir: string): Set<string> {
  const words = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string') words.add(value.trim());
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const walk = (folder: string): void => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ya?ml$/.test(entry.name)) collect(parse(fs.readFileSync(full, 'utf8')));
      else if (/\.md$/.test(entry.name))
        collect(parse(/^---\r?\n([^]*?)\r?\n---/.exec(fs.readFileSync(full, 'utf8'))?.[1] ?? ''));
    }
  };
  walk(dir);
  return words;
}

/**
 * The page's non-empty alt texts, the news and feed pictures' included, and those among them its venue did not
 * write (none should be: every `alt` is one of the content folder's texts). The page is read down to its end first, so that the blog's
 * blocks have had their refresh.
 */
export async function altTexts(
  page: Page,
  words = wordsOfContentFolder(venue.dir),
): Promise<{ all: string[]; notFromContent: string[] }> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
      }),
  );
  const alts = await page
    .locator('img[alt]')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')?.trim() ?? '').filter(Boolean));
  const all = [...new Set(alts)];
  return { all, notFromContent: all.filter((alt) => !words.has(alt)) };
}
