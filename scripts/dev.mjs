// @ts-check
/**
 * `npm run dev`: the way to work on the venue's content and on the code. Next's dev server on PORT (default 3000),
 * with the local stand-ins (the sample blog, the email outbox) at their real paths on the same origin, as under
 * `npm start`: they answer on a port of their own, and the dev server passes their paths on (next.config.ts).
 *
 * A change to the code shows at once (Next's own refresh). The content folder is read when the server starts
 * (src/content/index.ts reads it once, as a build does), so a change to it restarts the dev server: the page shows
 * it on the next reload, a few seconds later. A content file that fails its check stops the restart with the
 * checker's message and the server waits for the next save. `npm start` stays the production preview.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { root } from '../server/index.mjs';
import { localStandIns } from '../server/stand-ins/index.mjs';
import { HAND_OFFS, serverSettings, settingValue } from '../src/config/settings.mjs';
import { isBuildOutput } from './build-if-needed.mjs';

const { port } = serverSettings(process.env);

/** The stand-ins on a free port of 127.0.0.1, in a chain as server/index.mjs mounts them. */
async function serveStandIns() {
  // Links and pictures as paths: the browser reaches them through the dev server, on its origin.
  const standIns = await localStandIns(process.env, { linkOrigin: '' });
  const server = http.createServer((req, res) => {
    let index = 0;
    const next = () => {
      const standIn = standIns[index++];
      if (standIn) standIn.handler(req, res, next);
      else res.writeHead(404).end();
    };
    next();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { url, names: standIns.map((s) => s.name), server };
}

const standIns = await serveStandIns();

/** @type {import('node:child_process').ChildProcess | null} */
let next = null;
function startNext() {
  next = spawn(process.execPath, [path.join(root, 'node_modules/next/dist/bin/next'), 'dev', '--port', String(port)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      [HAND_OFFS.FOYER_STAND_INS_URL]: standIns.url,
      // Pages read the blog while they render, as a build does (src/lib/wordpress.server.ts).
      ...(serverSettings(process.env).local.blog ? { [HAND_OFFS.FOYER_SAMPLE_BLOG_URL]: standIns.url } : {}),
    },
  });
  const child = next;
  child.on('exit', (code, signal) => {
    if (next === child && !signal) {
      console.error(`[foyer] the dev server stopped (exit ${code}); fix what it says and save again.`);
      next = null;
    }
  });
}

/** @returns {Promise<void>} */
function stopNext() {
  const child = next;
  next = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    // Next takes its time over a polite stop; the cache it keeps on disk is written as it goes.
    const hard = setTimeout(() => child.kill('SIGKILL'), 1000);
    child.once('exit', () => {
      clearTimeout(hard);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

console.log(
  `[foyer] dev server on http://localhost:${port}${standIns.names.length ? ` with local ${standIns.names.join(', ')}` : ''}`,
);
startNext();

const contentDir = path.resolve(root, settingValue(process.env, 'CONTENT_DIR'));
/** @type {NodeJS.Timeout | undefined} */
let timer;
fs.watch(contentDir, { recursive: true }, (_event, file) => {
  if (file && isBuildOutput(root, path.join(contentDir, String(file)))) return;
  clearTimeout(timer);
  timer = setTimeout(async () => {
    console.log(`[foyer] ${path.relative(root, contentDir)}/${file ?? ''} changed: restarting the dev server…`);
    await stopNext();
    startNext();
  }, 300);
});
console.log(`[foyer] watching ${path.relative(root, contentDir)}/: a change restarts the dev server`);

for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, async () => {
    await stopNext();
    standIns.server.close();
    process.exit(0);
  });
}
