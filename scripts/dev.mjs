// @ts-check
/**
 * `npm run dev`: the way to work on the venue's content and on the code. Astro's dev server on PORT (default 3000),
 * with the local stand-ins (the sample blog, the email outbox) at their real paths on the same origin, as under
 * `npm start`: they answer on a port of their own, and the dev server passes their paths on (integration/astro-foyer.mjs).
 *
 * A change to the code shows at once (Vite's own refresh). A saved content file reloads the page with the new words
 * (integration/astro-foyer.mjs); one that fails its check prints the checker's message, and the page stays as it was
 * until the next save. `npm start` stays the production preview.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { root } from '../server/index.mjs';
import { localStandIns } from '../server/stand-ins/index.mjs';
import { HAND_OFFS, serverSettings } from '../src/config/settings.mjs';

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

const astro = spawn(
  process.execPath,
  [path.join(root, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', 'localhost'],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      ASTRO_TELEMETRY_DISABLED: '1',
      [HAND_OFFS.FOYER_STAND_INS_URL]: standIns.url,
      // Pages read the blog while they render, as a build does (src/lib/wordpress.server.ts).
      ...(serverSettings(process.env).local.blog ? { [HAND_OFFS.FOYER_SAMPLE_BLOG_URL]: standIns.url } : {}),
    },
  },
);
console.log(
  `[foyer] dev server on http://localhost:${port}${standIns.names.length ? ` with local ${standIns.names.join(', ')}` : ''}`,
);
astro.on('exit', (code) => {
  standIns.server.close();
  process.exit(code ?? 0);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => astro.kill(signal));
