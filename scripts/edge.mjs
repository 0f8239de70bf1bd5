// @ts-check
/**
 * `npm run edge`: the built site and the enquiry relay in Cloudflare's own runtime (workerd, through `wrangler dev`),
 * on PORT, as the venue's Worker serves them (wrangler.jsonc, edge/cloudflare.ts). Builds first when `out/` needs it,
 * as `npm start` does; `--no-build` serves `out/` as it is.
 *
 * Its settings and secrets come from the environment, as `npm start` takes them: Foyer's settings (docs/settings.md)
 * are handed to wrangler as the Worker's bindings, in a file of the run's own. In local mode (no EmailJS account) the relay sends to the local
 * outbox, started beside it and readable at its own /outbox, and a new proof-of-work secret is made for the run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createOutbox } from '../server/stand-ins/outbox.mjs';
import { root } from '../server/index.mjs';
import { edgeSettings, SETTINGS, serverSettings, settingValue } from '../src/config/settings.mjs';
import { inCloudflareForm } from '../integration/security-headers.mjs';
import { buildReason } from './build-if-needed.mjs';
import { siteBuild } from './build.mjs';

const outDir = path.resolve(root, settingValue(process.env, 'OUT_DIR'));
const { port, outbox } = serverSettings(process.env);
const settings = edgeSettings(process.env);

// The headers in Cloudflare's form, as Workers Builds writes them (integration/site-files.mjs).
const buildEnv = { ...process.env, WORKERS_CI: '1' };
const reason = process.argv.includes('--no-build') ? null : buildReason({ root, outDir, env: buildEnv });
if (reason) {
  console.log(`[foyer] building the site (${reason})…`);
  if ((await siteBuild({ cwd: root, env: buildEnv })) !== 0) process.exit(1);
}

/** @type {Record<string, string>} */
const env = { WRANGLER_SEND_METRICS: 'false' };
/** @type {http.Server | undefined} */
let outboxServer;
if (settings.account.local) {
  if (!settings.proofKey) env.EDGE_SECRET = randomBytes(32).toString('hex');
  if (!settings.upstream) {
    const handler = createOutbox({
      dir: path.resolve(root, outbox.dir),
      maxBytes: outbox.maxBytes,
      accessToken: settings.privateKey,
    });
    outboxServer = http.createServer((req, res) => handler(req, res, () => res.writeHead(404).end()));
    await new Promise((resolve) => outboxServer?.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = outboxServer.address();
    env.EMAILJS_ORIGIN = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/outbox`;
    console.log(`[foyer] the relay sends to the local outbox: ${env.EMAILJS_ORIGIN.replace(/\/outbox$/, '/outbox')}`);
  }
}

// The relay's memory (its Durable Object) starts empty at each run and goes with it, as `npm start`'s does.
const state = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-edge-'));
// The Worker's variables and secrets: Foyer's settings as this environment holds them (docs/settings.md), and
// nothing else of it, in a file of the run's own that wrangler reads as a deployed Worker's bindings.
const settingsFile = path.join(state, 'settings.env');
const given = { ...process.env, ...env };
fs.writeFileSync(
  settingsFile,
  SETTINGS.filter(({ name }) => given[name] !== undefined && given[name] !== '')
    .map(({ name }) => `${name}=${JSON.stringify(given[name])}`)
    .join('\n'),
  { mode: 0o600 },
);

// The build's folder (OUT_DIR), whatever wrangler.jsonc names for a deployment. A build made for another host (`npm
// run build`, then `--no-build`) has its headers in Netlify's form, which Cloudflare would read otherwise (two
// policies on /admin/, both enforced): served from a copy of it (hard links) whose _headers is in Cloudflare's form, as
// a Cloudflare build writes it.
let assets = ['--assets', outDir];
const headersFile = path.join(outDir, '_headers');
const headersText = fs.existsSync(headersFile) ? fs.readFileSync(headersFile, 'utf8') : '';
if (headersText !== '' && inCloudflareForm(headersText) !== headersText) {
  const copy = path.join(state, 'assets');
  if (spawnSync('cp', ['-al', outDir, copy]).status !== 0) fs.cpSync(outDir, copy, { recursive: true });
  fs.rmSync(path.join(copy, '_headers'));
  fs.writeFileSync(path.join(copy, '_headers'), inCloudflareForm(headersText));
  assets = ['--assets', copy];
}

const wrangler = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/wrangler/bin/wrangler.js'),
    'dev',
    '--port',
    String(port),
    '--ip',
    '127.0.0.1',
    '--show-interactive-dev-session=false',
    '--persist-to',
    state,
    '--env-file',
    settingsFile,
    ...assets,
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } },
);
wrangler.on('exit', (code) => {
  outboxServer?.close();
  fs.rmSync(state, { recursive: true, force: true });
  process.exit(code ?? 1);
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => wrangler.kill(signal));
}
