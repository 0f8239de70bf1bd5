// @ts-check
/**
 * After the build: the pages in Japanese or Chinese get a <wbr> between the phrases of their headings and short
 * texts (src/content/phrases.ts says why and where). Before the site files (scripts/site-files.mjs), which compress
 * the pages as they then are. A page in another language is read only as far as its `<html lang>`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { breakPhrases, breaksByPhrase } from '../src/content/phrases.ts';

/**
 * @param {string} outDir the built site
 * @returns {number} how many pages it changed
 */
export function breakPhrasesInPages(outDir) {
  let changed = 0;
  for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = fs.readFileSync(file, 'utf8');
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html.slice(0, 2000))?.[1];
    // The 404 page says its words in every language, each in its own `lang`.
    if (!(lang && breaksByPhrase(lang)) && !/\slang="(ja|zh)[-"]/.test(html)) continue;
    const broken = breakPhrases(html);
    if (broken === html) continue;
    fs.writeFileSync(file, broken);
    changed++;
  }
  return changed;
}
