// @ts-check
/**
 * What a build is made from, as one hash, and so when `npm start` must build before it serves.
 *
 * The hash covers every file the build reads (the site's code, the venue's content folder, the local sample blog,
 * the build's own scripts and configuration) and the build settings. The build writes it beside the pages
 * (`out/.foyer-build-id`, integration/site-files.mjs), so `out/` says by itself what it was built from. `npm start` builds
 * when out/ is missing, incomplete, or carries another id. Kept apart from `start.mjs`
 * (which serves as soon as it is imported) so that the decision can be tested.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_SETTING_NAMES, settingValue } from '../src/config/settings.mjs';

/** Where the build writes the hash of its inputs, beside the pages (integration/site-files.mjs). */
export const BUILD_ID_FILE = '.foyer-build-id';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Everything `astro build` and its integration read, relative to the project's root.
 * @param {Record<string, string | undefined>} env
 * @returns {string[]}
 */
export function buildInputs(env) {
  // A calendar feed given as a file is read by the build like the content (a URL's answer cannot be hashed: a
  // rebuild fetches it anew). An absolute path resolves to itself below any root.
  const feed = settingValue(env, 'AVAILABILITY_ICS');
  const feedFile = feed !== '' && !/^[a-z][a-z\d+.-]*:\/\//i.test(feed) ? [feed] : [];
  return [
    'src',
    'public',
    settingValue(env, 'CONTENT_DIR'),
    ...feedFile,
    'server/stand-ins',
    'scripts',
    'integration',
    'astro.config.mjs',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ];
}

/** What the build itself writes below its inputs (integration/photos.mjs): never a reason to build again. */
const BUILD_OUTPUTS = ['public/photos', 'src/generated'];

/** Tests sit beside the code they test, and no build reads them. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * @param {string} root
 * @param {string} file absolute
 */
export const isBuildOutput = (root, file) =>
  BUILD_OUTPUTS.some((output) => (file + path.sep).startsWith(path.join(root, output) + path.sep));

/**
 * Every file below the inputs that a build reads, as paths relative to root with `/`, sorted.
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 */
function inputFiles(root, env) {
  /** @type {string[]} */
  const files = [];
  /** @param {string} target */
  const walk = (target) => {
    if (isBuildOutput(root, target) || path.basename(target) === 'node_modules') return;
    let stat;
    try {
      stat = fs.statSync(target);
    } catch {
      return;
    }
    if (stat.isDirectory()) for (const entry of fs.readdirSync(target)) walk(path.join(target, entry));
    else if (!TEST_FILE.test(target)) files.push(path.relative(root, target).split(path.sep).join('/'));
  };
  for (const input of buildInputs(env)) walk(path.resolve(root, input));
  return [...new Set(files)].sort();
}

/** @param {Record<string, string | undefined>} env */
function settingsHash(env) {
  const values = BUILD_SETTING_NAMES.map((name) => `${name}=${env[name] ?? ''}`).join('\n');
  return createHash('sha256').update(values).digest('hex');
}

/**
 * The hash of everything a build reads: file names and bytes (never where the checkout is, nor when a file was
 * written) and the build settings.
 * @param {{ root?: string, env: Record<string, string | undefined> }} options
 * @returns {string} hex
 */
export function inputsHash({ root = projectRoot, env }) {
  const hash = createHash('sha256');
  hash.update(settingsHash(env));
  for (const file of inputFiles(root, env)) {
    hash.update(`\0${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * @param {{ root: string, outDir: string, env: Record<string, string | undefined> }} options
 * @returns {string | null} why a build is needed, or null
 */
export function buildReason({ root, outDir, env }) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return 'out/ is missing';
  if (!fs.existsSync(path.join(outDir, '_headers'))) return 'out/ has no _headers';
  const stamp = path.join(outDir, BUILD_ID_FILE);
  const built = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8').trim() : '';
  if (built !== inputsHash({ root, env })) return 'the code, the content or the settings changed since out/ was built';
  return null;
}
