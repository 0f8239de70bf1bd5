// @ts-check
/**
 * What a build is made from, as one hash, and so when `npm start` must build before it serves.
 *
 * The hash covers every file the build reads (the site's code, the venue's content folder, the local sample blog,
 * the build's own scripts and configuration) and the build settings. `next.config.ts` makes it the build id, which
 * Next writes into the export as `out/_next/static/<id>/`: so `out/` says by itself what it was built from, with no
 * stamp beside it, and two checkouts of the same tree with the same settings build the same files wherever they
 * are. `npm start` builds when out/ is missing, incomplete, or carries another id. Kept apart from `start.mjs`
 * (which serves as soon as it is imported) so that the decision can be tested.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILD_SETTING_NAMES, settingValue } from '../src/config/settings.mjs';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Everything `next build` and the post-build pass read, relative to the project's root.
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
    'next.config.ts',
    'package.json',
    'package-lock.json',
    'tsconfig.json',
  ];
}

/**
 * Whether `file` (absolute) is the venue's content: below the content folder, or the calendar feed given as a file.
 * Such a change alters no type of the code, so a rebuild for it need not check the types again (scripts/start.mjs).
 * @param {string} root
 * @param {Record<string, string | undefined>} env
 * @param {string} file
 */
export function isContentFile(root, env, file) {
  const feed = settingValue(env, 'AVAILABILITY_ICS');
  const content = [
    settingValue(env, 'CONTENT_DIR'),
    ...(feed !== '' && !/^[a-z][a-z\d+.-]*:\/\//i.test(feed) ? [feed] : []),
  ];
  return content
    .map((input) => path.resolve(root, input))
    .some((dir) => file === dir || file.startsWith(dir + path.sep));
}

/** What the build itself writes below its inputs (scripts/photos.mjs): never a reason to build again. */
export const BUILD_OUTPUTS = ['public/photos', 'src/generated'];

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
export function inputFiles(root, env) {
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
export function settingsHash(env) {
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

/** The build id next.config.ts gives a build of these inputs. */
export const buildIdOf = (/** @type {string} */ hash) => hash.slice(0, 20);

/**
 * @param {{ root: string, outDir: string, env: Record<string, string | undefined> }} options
 * @returns {string | null} why a build is needed, or null
 */
export function buildReason({ root, outDir, env }) {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return 'out/ is missing';
  if (!fs.existsSync(path.join(outDir, '_headers'))) return 'out/ has no _headers';
  const id = buildIdOf(inputsHash({ root, env }));
  if (!fs.existsSync(path.join(outDir, '_next', 'static', id)))
    return 'the code, the content or the settings changed since out/ was built';
  return null;
}
