// @ts-check
/**
 * Runs before `npm run lint`: lets ESLint's cache (node_modules/.cache/eslint/results.json, each file's result kept by
 * its content) serve another checkout of the same project. ESLint keys its entries by the file's absolute path, so a
 * clean clone at a new place (CI's, a second worktree) missed every entry and linted all 700 files again: 15
 * CPU-seconds instead of 1. A note beside the cache names the checkout that wrote it and the lockfile it was written
 * with: here the old checkout's paths become this one's, and a cache written with other packages (another ESLint or
 * plugin, whose rules a file's unchanged content does not cover) is dropped.
 *
 * Prettier's cache cannot move so (it hashes each file's options, absolute path included): scripts/check-formatting.mjs
 * keeps its own, by each file's path within the checkout and its content.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where package.json's `lint` has ESLint keep its results. */
const ESLINT_CACHE = 'node_modules/.cache/eslint/results.json';

/**
 * Rewrites `cacheFile` (JSON keyed by absolute paths) from the checkout its note names to `checkout`, or removes it
 * when it was written with other packages; then notes this checkout and these packages.
 * @param {string} cacheFile
 * @param {string} checkout
 * @param {string} packages a digest of the lockfile
 */
export function moveCache(cacheFile, checkout, packages) {
  const notePath = `${cacheFile}.checkout.json`;
  /** @type {{ checkout?: string, packages?: string }} */
  let note = {};
  try {
    note = JSON.parse(fs.readFileSync(notePath, 'utf8'));
  } catch {
    // No note: no cache yet, or one this step has never seen, kept as it is.
  }
  if (fs.existsSync(cacheFile) && note.packages && note.packages !== packages) fs.rmSync(cacheFile);
  else if (fs.existsSync(cacheFile) && note.checkout && note.checkout !== checkout) {
    // Paths sit in the file as JSON strings: the old checkout's prefix, escaped as JSON escapes it, becomes this one's.
    const from = JSON.stringify(note.checkout + path.sep).slice(1, -1);
    const to = JSON.stringify(checkout + path.sep).slice(1, -1);
    fs.writeFileSync(cacheFile, fs.readFileSync(cacheFile, 'utf8').replaceAll(from, to));
  }
  fs.mkdirSync(path.dirname(cacheFile), { recursive: true });
  fs.writeFileSync(notePath, JSON.stringify({ checkout, packages }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const packages = crypto
    .createHash('sha256')
    .update(fs.readFileSync(path.join(root, 'package-lock.json')))
    .digest('hex');
  moveCache(path.join(root, ESLINT_CACHE), root, packages);
}
