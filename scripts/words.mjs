/**
 * `npm run words -- <language>`: writes the venue's words file for a language of its content folder (CONTENT_DIR,
 * `content/` by default), words.yaml for the default language and words.<tag>.yaml for another, with every entry of
 * the site's dictionary, its English beside it and what it is for above it (src/content/words-template.ts). A file
 * already there keeps every entry it has: only the missing ones are added. docs/languages.md says when to use it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { settingValue } from '../src/config/settings.mjs';
import './typescript-imports.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const { wordsFileName, wordsTemplate } = await import('../src/content/words-template.ts');

/** @param {string} message */
const stop = (message) => {
  console.error(message);
  process.exit(1);
};

const asked = process.argv[2]?.trim();
if (!asked || process.argv.length > 3)
  stop('Usage: npm run words -- <language>, the language as site.yaml lists it (npm run words -- ja).');
const folder = path.resolve(root, settingValue(process.env, 'CONTENT_DIR'));
/** The folder as the venue names it: relative where it is inside the project, else in full. */
const relative = path.relative(process.cwd(), folder);
const shown = relative === '' ? '.' : relative.startsWith('..') ? folder : relative;
const siteFile = path.join(folder, 'site.yaml');
if (!fs.existsSync(siteFile)) stop(`${shown}: no site.yaml here: is CONTENT_DIR the venue's content folder?`);

/** The venue's languages as site.yaml lists them, the default first. */
const site = parse(fs.readFileSync(siteFile, 'utf8')) ?? {};
/** @type {string[]} */
const languages = Array.isArray(site.languages) ? site.languages.map(String) : [String(site.language ?? 'en-GB')];
const tag = languages.find((listed) => listed.toLowerCase() === asked.toLowerCase());
if (!tag)
  stop(
    `${shown}/site.yaml does not list ${asked} among the venue's languages (${languages.join(', ')}): add it to ` +
      '`languages` first, or name one of those.',
  );

const name = wordsFileName(tag, languages[0]);
const file = path.join(folder, name);
const existing = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
let made;
try {
  made = wordsTemplate(tag, existing);
} catch (error) {
  stop(`${shown}/${name}: ${/** @type {Error} */ (error).message}; the file is left as it is.`);
}
if (existing !== undefined && made.added.length === 0) {
  console.log(`${shown}/${name} has every entry already (${made.kept}): nothing to add, the file is left as it is.`);
} else {
  fs.writeFileSync(file, made.text);
  console.log(
    existing === undefined
      ? `Wrote ${shown}/${name}: ${made.added.length} entries, each with its English beside it.`
      : `${shown}/${name}: kept its ${made.kept} entries as they were, added the ${made.added.length} missing.`,
  );
}
