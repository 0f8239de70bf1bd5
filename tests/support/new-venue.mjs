// @ts-check
/**
 * A venue as its owner starts it: `npm run new-venue` run with a test's answers, into a folder of the examples' build
 * output, made anew at each run (`npm run test:examples:new` runs this, then the example venues' suites on it: the
 * folder builds, every page passes their tests and says no word of the demo or the examples; promises §18). A venue
 * in another country and languages than the demo's: American English and Spanish, in Chicago, in dollars.
 *
 *   node tests/support/new-venue.mjs    # prints the folder
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folder, relative to the project (as CONTENT_DIR names it); its name is the venue's run's (out-examples/…). */
export const NEW_VENUE_DIR = 'out-examples/new-venue/prairie-lantern-hall';
export const NEW_VENUE_NAME = 'Prairie Lantern Hall';

/** What the owner answers, as flags (the command asks each of them in a terminal). */
const NEW_VENUE_ANSWERS = [
  ['--name', NEW_VENUE_NAME],
  ['--languages', 'en-US,es'],
  ['--country', 'US'],
  ['--time-zone', 'America/Chicago'],
  ['--currency', 'USD'],
  ['--folder', NEW_VENUE_DIR],
].flat();

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.rmSync(path.join(root, NEW_VENUE_DIR), { recursive: true, force: true });
  const written = spawnSync(process.execPath, ['scripts/new-venue.mjs', ...NEW_VENUE_ANSWERS, '--yes'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (written.status !== 0) {
    console.error(written.stdout, written.stderr);
    process.exit(written.status ?? 1);
  }
  console.log(NEW_VENUE_DIR);
}
