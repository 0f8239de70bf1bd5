// @ts-check
/**
 * Checks every `.html` file of a built site (`out/` unless told otherwise) with W3C's Nu HTML Checker, the checker
 * behind validator.w3.org/nu (the `vnu-jar` dev dependency, a Java program). It builds nothing: the e2e suites run it
 * on the `out/` their server has just built, once per venue (tests/e2e/html.spec.ts, tests/examples/html.spec.ts),
 * and `npm run test:html` runs it on whatever `out/` holds. One JVM checks all pages at once: a few seconds.
 *
 *   node scripts/check-html.mjs [dir]   # prints one line per error (file:line:column: message); exit 1 on any
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { settingValue } from '../src/config/settings.mjs';

/** The checker itself, as the `vnu-jar` package ships it (its own launcher would download a Java of its own). */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * The checker's classes as the JVM has loaded them, kept for the next run (a dynamic class-data archive: a quarter
 * of a run's 2.7 core-seconds, and `npm test` runs it on each venue's build). One per checkout and Java (the JVM uses
 * an archive only with the class path and the JVM that made it, and ignores any other), in the builds' cache.
 */
const ARCHIVE_DIR = 'foyer-vnu';
/** @type {{ made: string, kept: string } | null} */
let archiving = null;

/** @param {NodeJS.ProcessEnv} env @returns {string[]} the JVM's options to use the archive, or to make it */
function classArchive(env) {
  const dir = path.resolve(ROOT, settingValue(env, 'FOYER_CACHE'), ARCHIVE_DIR);
  const java = (env.PATH ?? '')
    .split(path.delimiter)
    .map((folder) => path.join(folder, 'java'))
    .find((file) => fs.existsSync(file));
  if (!java) return [];
  const made = [VNU_JAR, fs.realpathSync(java)].map((file) => `${fs.realpathSync(file)} ${fs.statSync(file).mtimeMs}`);
  const kept = path.join(dir, `${createHash('sha256').update(made.join('\0')).digest('hex').slice(0, 16)}.jsa`);
  if (fs.existsSync(kept)) return [`-XX:SharedArchiveFile=${kept}`];
  fs.mkdirSync(dir, { recursive: true });
  // Another checkout's archive is of no use here: one is kept, not one a clone.
  for (const old of fs.readdirSync(dir)) fs.rmSync(path.join(dir, old), { force: true });
  archiving = { made: `${kept}.${process.pid}`, kept };
  return [`-XX:ArchiveClassesAtExit=${archiving.made}`];
}

/** Puts a new archive in its place whole (two checks at once may both have made one). */
function settleClassArchive() {
  if (!archiving) return;
  try {
    fs.renameSync(archiving.made, archiving.kept);
  } catch {
    // Not made (the JVM could not write it), or cleared by another check of this checkout starting: the next makes it.
  }
  archiving = null;
}

/** What a machine without Java is told, first thing, by the check (and so by `npm test`). */
export const NO_JAVA = 'The Nu HTML Checker needs Java: apt-get install -y default-jre-headless';

/**
 * Messages that are not about our HTML but about the checker's CSS parser, which predates CSS container queries
 * (Baseline since 2023; the site's CSS lays out the logo with them) and scroll-driven animations (CSS Animations 2
 * and Scroll-driven Animations: the parallax and the logo's shrinking, under `@supports`). It reads `@container` as an
 * unknown at-rule and `container-type` / `container-name` / `container`, `animation-timeline`, `animation-range`,
 * `view-timeline` and `timeline-scope` as unknown properties. Only these exact complaints are dropped: any other CSS
 * error in a page's inline styles still fails the check.
 */
export const IGNORED_MESSAGES = [
  /^CSS: Unrecognized at-rule “@container”\.?$/,
  /^CSS: “container(-type|-name)?”: Property “container(-type|-name)?” doesn't exist\.$/,
  /^CSS: “(animation-timeline|animation-range|view-timeline|timeline-scope)”: Property “\1” doesn't exist\.$/,
];

/**
 * @typedef {{ file: string, line?: number, column?: number, message: string }} HtmlError
 * @typedef {{ files: string[], errors: HtmlError[] }} HtmlReport
 */

/** @param {string} dir @returns {string[]} every `.html` under `dir`, sorted */
export function htmlFiles(dir) {
  return /** @type {string[]} */ (fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }))
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name))
    .sort();
}

/** @param {HtmlError} error */
export const formatError = (error) =>
  `${error.file}${error.line ? `:${error.line}${error.column ? `:${error.column}` : ''}` : ''}: ${error.message}`;

/**
 * Runs the checker once over every `.html` under `dir` and returns its errors (warnings and info are not errors),
 * less `IGNORED_MESSAGES`. Rejects with `NO_JAVA` when there is no `java` on the PATH, and when the checker itself
 * fails or finds no page to check.
 * @param {string} dir
 * @param {{ env?: NodeJS.ProcessEnv }} [options] `env`: the checker's environment (its PATH finds `java`)
 * @returns {Promise<HtmlReport>}
 */
export async function checkHtml(dir, { env = process.env } = {}) {
  const files = fs.existsSync(dir) ? htmlFiles(dir) : [];
  if (files.length === 0) throw new Error(`No .html file under ${dir}: build the site first (npm run build).`);
  // One short run: Java's quick compiler only (its optimising one costs more than it saves here: 8.6 against 3.3
  // core-seconds for the demo's pages, the same messages), its one-thread collector, with the deeper thread stack
  // the checker's schema needs under it (it says so when short of it). No log on stdout, which carries the report.
  const jvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-Xlog:disable', ...classArchive(env)];
  const args = [...jvm, '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', '--exit-zero-always'];
  const output = await new Promise((resolve, reject) => {
    execFile('java', [...args, ...files], { env, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error && /** @type {NodeJS.ErrnoException} */ (error).code === 'ENOENT') reject(new Error(NO_JAVA));
      else if (error) reject(new Error(`The Nu HTML Checker failed: ${stderr || error.message}`));
      else resolve(stdout);
    });
  });
  settleClassArchive();
  /** @type {{ messages: { type: string, subType?: string, url?: string, lastLine?: number, firstColumn?: number, lastColumn?: number, message: string }[] }} */
  const report = JSON.parse(output);
  const errors = report.messages
    .filter((message) => message.type !== 'info') // warnings are info with subType "warning"
    .filter((message) => !IGNORED_MESSAGES.some((pattern) => pattern.test(message.message)))
    .map((message) => ({
      file: message.url ? path.relative(process.cwd(), fileURLToPath(message.url)) : dir,
      line: message.lastLine,
      column: message.firstColumn ?? message.lastColumn,
      message: message.type === 'error' ? message.message : `${message.type}: ${message.message}`,
    }));
  return { files, errors };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? 'out';
  try {
    const { files, errors } = await checkHtml(dir);
    for (const error of errors) console.error(formatError(error));
    console.log(`[check-html] ${files.length} page(s) under ${dir}: ${errors.length} error(s)`);
    process.exitCode = errors.length ? 1 : 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
