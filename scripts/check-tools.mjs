// @ts-check
/**
 * The first step of `npm test`: the programs the tests drive that npm does not install. Missing one, it says in
 * its first line what to install, instead of a runner failing deep inside a test.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { chromiumPath, testBrowserPath } from '../tests/support/chromium.mjs';

/** @type {string[]} */
const missing = [];
if (!fs.existsSync(testBrowserPath))
  missing.push(
    `Chromium (${chromiumPath}): apt-get install -y chromium chromium-headless-shell (as root; never npx playwright install)`,
  );
if (spawnSync('java', ['-version'], { stdio: 'ignore' }).status !== 0)
  missing.push('Java, for the Nu HTML Checker: apt-get install -y default-jre-headless (as root)');
if (spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).status !== 0)
  missing.push("Poppler's pdftotext and pdffonts, for the brochure's test: apt-get install -y poppler-utils (as root)");
if (!fs.existsSync('/usr/sbin/nginx') && spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0)
  missing.push(
    "nginx, which serves a build with the server block of docs/deploying.md in the build's test: apt-get install -y nginx (as root)",
  );

if (missing.length > 0) {
  console.error(`npm test needs ${missing.join('; and ')}`);
  process.exit(1);
}
