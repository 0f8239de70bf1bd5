// @ts-check
/**
 * `npm start`: build the static site when `out/` is missing or older than its sources (or was built
 * with other settings), then serve it with the local stand-ins on PORT (default 3000).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createServer, root } from '../server/index.mjs';
import { postbuild } from './postbuild.mjs';

const SETTING_NAMES = [
  'SITE_NAME', 'SITE_URL', 'BLOG_URL', 'FEED_POST_ID', 'EMAILJS_PUBLIC_KEY', 'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_MESSAGE', 'EMAILJS_TEMPLATE_SUBSCRIBE', 'EMAILJS_TEMPLATE_ATTACHMENTS', 'EMAILJS_ORIGIN', 'CONTENT_DIR',
];
const SOURCES = [
  'src', 'public', 'content', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json',
  'scripts/postbuild.mjs', 'scripts/hydrate-after-paint.mjs', 'scripts/security-headers.mjs', 'scripts/photos.mjs',
];
/** What the build itself writes (scripts/photos.mjs): never a reason to build again. */
const BUILD_OUTPUTS = new Set(['public/photos', 'src/generated'].map((p) => path.join(root, p)));
const outDir = path.join(root, 'out');
const stampFile = path.join(outDir, '.foyer-build.json');

/** @param {string} target @returns {number} newest mtime below target, 0 if absent */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (BUILD_OUTPUTS.has(target)) return 0;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function settingsHash() {
  const values = SETTING_NAMES.map((name) => `${name}=${process.env[name] ?? ''}`).join('\n');
  return createHash('sha256').update(values).digest('hex');
}

/** @returns {string | null} why a build is needed, or null */
function buildReason() {
  if (!fs.existsSync(path.join(outDir, 'index.html'))) return 'out/ is missing';
  if (!fs.existsSync(path.join(outDir, '_headers'))) return 'out/ has no _headers';
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(stampFile, 'utf8'));
  } catch {
    return 'out/ has no build stamp';
  }
  if (stamp.settings !== settingsHash()) return 'the settings changed';
  const content = process.env.CONTENT_DIR ? [path.resolve(root, process.env.CONTENT_DIR)] : [];
  const newestSource = Math.max(...[...SOURCES.map((s) => path.join(root, s)), ...content].map(newestMtime));
  if (newestSource > stamp.builtAt) return 'sources are newer than out/';
  return null;
}

const reason = process.env.FOYER_SKIP_BUILD === '1' ? null : buildReason();
if (reason) {
  console.log(`[foyer] building the site (${reason})…`);
  const startedAt = Date.now();
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  // What `npm run build` does after `next build` (its postbuild step), so this server serves what ships.
  try {
    await postbuild({ outDir });
  } catch (error) {
    console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  fs.writeFileSync(stampFile, JSON.stringify({ builtAt: startedAt, settings: settingsHash() }));
  console.log(`[foyer] built in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}

const port = Number(process.env.PORT || 3000);
const server = await createServer();
server.listen(port, () => {
  const standIns = /** @type {any} */ (server).standIns;
  console.log(`[foyer] serving out/ on http://localhost:${port}${standIns.length ? ` with local ${standIns.join(', ')}` : ''}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
