// @ts-check
/**
 * `npm run lint`'s formatting check: `prettier --check .`, with the files already seen formatted skipped by their
 * content. Prettier's own cache keys each file by its absolute path and hashes its options, path included, so a clean
 * clone at a new place (CI's) checked all 700 files again: 11 CPU-seconds against 2. Here a file is known by its path
 * within the checkout, its bytes and its options, under this Prettier: a clone of the same commit skips every file,
 * and any change (the file, `.prettierrc.json`, another Prettier) checks it again.
 *
 * The files are those `prettier --check .` reads: git's (tracked, or new and not ignored), less what `.gitignore` and
 * `.prettierignore` leave out and what Prettier has no parser for. Outside a git checkout it runs Prettier's own CLI.
 *
 *   node scripts/check-formatting.mjs   (package.json's `lint`)
 */
import { execFileSync, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where the files seen formatted are kept: beside the other tools' caches, which CI keeps between clones. */
export const STORE = 'node_modules/.cache/prettier/formatted.json';

/**
 * Checks every file of `cwd` that `prettier --check .` would, skipping those `store` has seen formatted as they are.
 * @param {string} cwd a git checkout
 * @param {string} store the file of what was seen formatted
 * @returns {Promise<{ unformatted: string[], checked: number, skipped: number }>} paths relative to `cwd`
 */
export async function checkFormatting(cwd, store) {
  // Prettier keeps the configurations it has read for the life of the process: read them as they are now.
  await prettier.clearConfigCache();
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  const ignorePath = ['.gitignore', '.prettierignore'].map((name) => path.join(cwd, name));
  /** @type {Set<string>} */
  let seen;
  try {
    const kept = JSON.parse(fs.readFileSync(store, 'utf8'));
    seen = new Set(kept.prettier === prettier.version ? kept.formatted : []);
  } catch {
    seen = new Set();
  }
  /** @type {string[]} */
  const formatted = [];
  /** @type {string[]} */
  const unformatted = [];
  let checked = 0;
  for (const file of [...new Set(listed)].sort()) {
    const filepath = path.join(cwd, file);
    // A tracked file deleted in the working tree.
    if (!fs.existsSync(filepath)) continue;
    const info = await prettier.getFileInfo(filepath, { ignorePath });
    if (info.ignored || !info.inferredParser) continue;
    const options = (await prettier.resolveConfig(filepath, { editorconfig: true })) ?? {};
    const input = fs.readFileSync(filepath, 'utf8');
    const key = crypto
      .createHash('sha256')
      .update(JSON.stringify([file.split(path.sep).join('/'), options, input]))
      .digest('hex');
    if (!seen.has(key)) {
      checked += 1;
      if (!(await prettier.check(input, { ...options, filepath }))) {
        unformatted.push(file);
        continue;
      }
    }
    formatted.push(key);
  }
  fs.mkdirSync(path.dirname(store), { recursive: true });
  fs.writeFileSync(store, JSON.stringify({ prettier: prettier.version, formatted }));
  return { unformatted, checked, skipped: formatted.length + unformatted.length - checked };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let inGit = true;
  try {
    execFileSync('git', ['rev-parse', '--is-inside-work-tree'], { cwd: root, stdio: 'ignore' });
  } catch {
    inGit = false;
  }
  if (!inGit) {
    const cli = spawnSync('npx', ['prettier', '--check', '.'], { cwd: root, stdio: 'inherit' });
    process.exit(cli.status ?? 1);
  }
  const { unformatted, checked, skipped } = await checkFormatting(root, path.join(root, STORE));
  for (const file of unformatted) console.error(`[warn] ${file}`);
  if (unformatted.length) {
    console.error(`[warn] Code style issues in ${unformatted.length} file(s). Run \`npm run format\` to fix them.`);
    process.exit(1);
  }
  console.log(`All matched files use Prettier code style! (${checked} checked, ${skipped} unchanged since)`);
}
