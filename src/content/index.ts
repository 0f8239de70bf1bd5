/**
 * The venue's content for the pages (build-time code only, never an island's: `server-only` stops a browser bundle
 * that imports it), read once from Astro's content layer: the collections of src/content.config.ts, which our loader
 * fills from the content folder (src/content/collections.ts). The Astro integration (integration/astro-foyer.mjs) has
 * checked the folder before any page renders, so a page never meets a bad file.
 *
 * `content` is in the venue's default language; `contentIn(tag)` gives the same shape in any of `languages`, so a
 * page renders every language from one code path.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import { getCollection } from 'astro:content';
import { serverSettings } from '@/config/server-settings';
import type { Dictionary } from '@/i18n';
import { contentsFrom } from './collections';
import type { Content } from './load';
import { ANSWERS_FILE } from './new-venue';

const contents = await contentsFrom(getCollection);

/** The venue's languages as it lists them, the default first. */
export const languages: readonly string[] = [...contents.keys()];

/** The content in one of the venue's languages. */
export function contentIn(tag: string): Content {
  const found = contents.get(tag);
  if (!found) throw new Error(`The venue does not speak ${tag}: its languages are ${languages.join(', ')}`);
  return found;
}

/**
 * The site's own words for a page in language `tag` (labels, buttons, the forms' messages, the brochure's headings):
 * its dictionary with the venue's replacements from words.yaml laid over (promises §14). Every page and build step
 * takes its words here, never from src/i18n's `dictionaryFor`, so that a replaced word is shown wherever the site's
 * own would be.
 */
export const wordsFor = (tag: string): Dictionary => contentIn(tag).dictionary;

export const content: Content = contentIn(languages[0]!);
export const { site: venueSite } = content;

/**
 * The folder is Foyer's demo: it holds the answers file that puts a venue's own site in its place (src/content/
 * new-venue.ts `ANSWERS_FILE`), which the editor then offers and the first-run panel at /admin/ points to.
 */
export const isDemo = fs.existsSync(path.join(serverSettings.contentDir, ANSWERS_FILE));
