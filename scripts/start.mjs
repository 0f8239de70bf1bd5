// @ts-check
/**
 * `npm start`: build the static site when `out/` needs it (scripts/build-if-needed.mjs says when), then serve it
 * with the local stand-ins on PORT (default 3000).
 *
 * While it serves, it watches what the build reads and builds again after a change (not under CI, nor with
 * FOYER_WATCH=0, as the tests and the bench set). `--no-build` serves out/ as it is (the bench's --skip-build). A build that fails leaves the last good `out/` in place: the
 * server goes on serving it and says why the new one failed, so a typo in the venue's content never takes the
 * preview down.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serverSettings, settingValue } from '../src/config/settings.mjs';
import { createServer, root } from '../server/index.mjs';
import { buildInputs, buildReason, isBuildOutput } from './build-if-needed.mjs';
import { siteBuild } from './build.mjs';

const outDir = path.resolve(root, settingValue(process.env, 'OUT_DIR'));
const { port, watch } = serverSettings(process.env);

// The copy put back when a build fails: .foyer-last-good/out for out/, .foyer-last-good/out-examples/rooftop for that.
const lastGood = path.join(root, '.foyer-last-good', path.relative(root, outDir).replaceAll('..', '_'));
/** @param {string} dir */
const hasSite = (dir) => fs.existsSync(path.join(dir, 'index.html')) && fs.existsSync(path.join(dir, '_headers'));

/** @returns {Promise<string | null>} null when the build succeeded, else why it failed */
async function build() {
  const startedAt = Date.now();
  // In local mode the build reads the sample blog over HTTP while it runs (scripts/build.mjs).
  const status = await siteBuild({ cwd: root, env: process.env });
  if (status !== 0) return `astro build exited with ${status} (its messages are above)`;
  console.log(`[foyer] built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
  return null;
}

/**
 * Builds, keeping a copy of the current site to put back if the build fails.
 * @param {string} reason
 */
async function rebuild(reason) {
  console.log(`[foyer] building the site (${reason})…`);
  const previous = hasSite(outDir);
  if (previous) {
    fs.rmSync(lastGood, { recursive: true, force: true });
    fs.cpSync(outDir, lastGood, { recursive: true });
  }
  const failure = await build();
  if (!failure) {
    fs.rmSync(lastGood, { recursive: true, force: true });
    return true;
  }
  if (!previous || process.env.CI) {
    // Under CI a stale site would be tested in place of the change: stop instead.
    console.error(`[foyer] the build failed: ${failure}.${previous ? '' : ' There is no earlier build to serve.'}`);
    return false;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.renameSync(lastGood, outDir);
  console.error(`[foyer] the build failed: ${failure}.`);
  console.error('[foyer] still serving the last good build; fix the problem above and save again.');
  return true;
}

const reason = process.argv.includes('--no-build') ? null : buildReason({ root, outDir, env: process.env });
if (reason && !(await rebuild(reason))) process.exit(1);

const server = await createServer({ outDir });
server.listen(port, () => {
  const standIns = /** @type {any} */ (server).standIns;
  console.log(
    `[foyer] serving ${path.relative(root, outDir)}/ on http://localhost:${port}${standIns.length ? ` with local ${standIns.join(', ')}` : ''}`,
  );
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

if (watch && !process.env.CI) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let building = false;
  let again = false;
  const changed = async () => {
    if (building) return void (again = true);
    building = true;
    /** @type {any} */ (server).building(true);
    await rebuild('a file it reads changed');
    /** @type {any} */ (server).building(false);
    building = false;
    if (again) {
      again = false;
      void changed();
    }
  };
  for (const input of buildInputs(process.env)) {
    const target = path.resolve(root, input);
    if (!fs.existsSync(target)) continue;
    fs.watch(target, { recursive: fs.statSync(target).isDirectory() }, (_event, file) => {
      // The build writes photos below public/ and src/: those changes are its own, not the venue's.
      if (file && isBuildOutput(root, path.join(target, String(file)))) return;
      clearTimeout(timer);
      timer = setTimeout(changed, 400);
    });
  }
  console.log(
    '[foyer] watching the site, its content and the sample blog: a change builds again (FOYER_WATCH=0 turns this off)',
  );
}
