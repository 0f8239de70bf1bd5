// @ts-check
/**
 * `npm run bench:dev`: how long from saving a content file to the new words on the page, under `npm run dev`.
 *
 * A copy of the content folder (so nothing of the checkout is edited), `scripts/dev.mjs` on BENCH_PORT (else 4960),
 * then three saves of a new hero title in its `pages/home.yaml`, each timed until the home page serves it; then a new
 * name in site.yaml, which starts the server again (the browser is given the name), and one more title after it, which
 * must show as the first three did (the content layer's loader runs again after Astro's restart).
 * Prints the times; docs/development.md, "Working on the site", quotes them.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { settingValue } from '../src/config/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT || 4960);
const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-dev-loop-'));
fs.cpSync(path.resolve(root, settingValue(process.env, 'CONTENT_DIR')), contentDir, { recursive: true });
const homeFile = path.join(contentDir, 'pages', 'home.yaml');

const dev = spawn(process.execPath, [path.join(root, 'scripts', 'dev.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port), CONTENT_DIR: contentDir },
  stdio: 'ignore',
  detached: true,
});

/** @param {string} words @param {number} [limitMs] @returns {Promise<number>} ms until the home page holds them */
async function until(words, limitMs = 120_000) {
  const started = performance.now();
  for (;;) {
    try {
      const html = await (await fetch(`http://localhost:${port}/`)).text();
      if (html.includes(words)) return performance.now() - started;
    } catch {
      // not listening yet, or restarting
    }
    if (performance.now() - started > limitMs) throw new Error(`"${words}" not shown within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

try {
  const first = await until('</html>');
  console.log(`[bench:dev] first page ${(first / 1000).toFixed(1)} s`);
  const times = [];
  for (const n of [1, 2, 3]) {
    const yaml = fs.readFileSync(homeFile, 'utf8');
    const title = `A title saved in the dev loop, try ${n}`;
    // The hero's title: the first `  title:` under `hero:`.
    fs.writeFileSync(homeFile, yaml.replace(/(\nhero:\n(?:  .*\n)*?  title: ).*\n/, `$1${title}\n`));
    times.push(await until(title));
    console.log(`[bench:dev] save ${n} → shown in ${(times.at(-1) / 1000).toFixed(1)} s`);
  }
  console.log(`[bench:dev] median ${(times.sort((a, b) => a - b)[1] / 1000).toFixed(1)} s from save to the new words`);
  const siteFile = path.join(contentDir, 'site.yaml');
  const name = 'A name saved in the dev loop';
  fs.writeFileSync(siteFile, fs.readFileSync(siteFile, 'utf8').replace(/^name: .*$/m, `name: ${name}`));
  console.log(
    `[bench:dev] new name → shown after the server started again in ${((await until(name)) / 1000).toFixed(1)} s`,
  );
  const yaml = fs.readFileSync(homeFile, 'utf8');
  const title = 'A title saved after the restart';
  fs.writeFileSync(homeFile, yaml.replace(/(\nhero:\n(?:  .*\n)*?  title: ).*\n/, `$1${title}\n`));
  console.log(`[bench:dev] save after the restart → shown in ${((await until(title)) / 1000).toFixed(1)} s`);
} finally {
  if (dev.pid) process.kill(-dev.pid, 'SIGTERM');
  fs.rmSync(contentDir, { recursive: true, force: true });
}
