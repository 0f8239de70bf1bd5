// @ts-check
/**
 * When `npm start` must build before it serves: `out/` missing or incomplete, built with other settings, or older
 * than anything the build reads. Kept apart from `start.mjs` (which serves as soon as it is imported) so that the
 * decision can be tested.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { BUILD_SETTING_NAMES, settingValue } from '../src/config/settings.mjs';

/**
 * Everything `next build` and the post-build steps read, relative to the project's root: the site's code, the
 * venue's content folder, the local sample blog (the build reads it in local mode), and the build's own scripts
 * and configuration.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function buildInputs(env) {
  return [
    'src',
    'public',
    settingValue(env, 'CONTENT_DIR'),
    'server/stand-ins',
    'scripts',
    'next.config.ts',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ];
}

/** What the build itself writes below its inputs (scripts/photos.mjs): never a reason to build again. */
export const BUILD_OUTPUTS = ['public/photos', 'src/generated'];

/**
 * @param {string} root
 * @param {string} file absolute
 */
export const isBuildOutput = (root, file) =>
  BUILD_OUTPUTS.some((output) => (file + path.sep).startsWith(path.join(root, output) + path.sep));

/** @param {string} target @param {string} [root] @returns {number} newest mtime below target (build outputs aside), 0 if absent */
export function newestMtime(target, root = '') {
  if (root && isBuildOutput(root, target)) return 0;
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry), root));
  return newest;
}

/** @param {Record<string, string | undefined>} env */
export function settingsHash(env) {
  const values = BUILD_SETTING_NAMES.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  return createHash('sha256').update(values).digest('hex');
}

export const STAMP_FILE = '.foyer-build.json';

/**
 * @param {{ root: string, outDir: string, env: Record<string, string | undefined> }} options
 * @returns {string | null} why a build is needed, or null
 */
export function buildReason({ root, outDir, env }) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return 'out/ is missing';
  if (!fs.existsSync(path.join(outDir, '_headers'))) return 'out/ has no _headers';
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(outDir, STAMP_FILE), 'utf8'));
  } catch {
    return 'out/ has no build stamp';
  }
  if (stamp.settings !== settingsHash(env)) return 'the settings changed';
  for (const input of buildInputs(env)) {
    if (newestMtime(path.resolve(root, input), root) > stamp.builtAt) return `${input} changed since out/ was built`;
  }
  return null;
}

/**
 * @param {{ outDir: string, env: Record<string, string | undefined>, startedAt: number }} options
 */
export function writeStamp({ outDir, env, startedAt }) {
  fs.writeFileSync(path.join(outDir, STAMP_FILE), JSON.stringify({ builtAt: startedAt, settings: settingsHash(env) }));
}
