// @ts-check
/**
 * The build meant for deployment, run as a host runs it: `npm run build:production` in a fresh copy of the
 * project. Without settings it must stop and name each missing one; with all of them it writes out/ and the
 * headers files. Slow (a whole `next build`), so it runs in a copy and never touches this checkout's out/.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderChunks } from './hydrate-after-paint.mjs';
import { sha256 } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALL_SETTINGS = {
  SITE_NAME: 'The Test Hall',
  SITE_URL: 'https://venue.example',
  BLOG_URL: 'https://blog.venue.example',
  EMAILJS_PUBLIC_KEY: 'pk_test',
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_MESSAGE: 'template_message',
  EMAILJS_TEMPLATE_SUBSCRIBE: 'template_subscribe',
  EMAILJS_TEMPLATE_ATTACHMENTS: 'template_attachments',
};

let copy = '';

/** The environment of a clean build machine: none of the site's settings, whatever this shell has. */
function cleanEnv(/** @type {Record<string, string>} */ settings) {
  /** @type {Record<string, string | undefined>} */
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
  // NODE_ENV too: vitest sets it to "test", which `next build` must not inherit.
  for (const name of [...Object.keys(ALL_SETTINGS), 'FEED_POST_ID', 'EMAILJS_ORIGIN', 'FOYER_PRODUCTION', 'NODE_ENV']) {
    delete env[name];
  }
  // The photo cache is this checkout's, so that the copy's build and the e2e build encode the photos once between them.
  env.FOYER_PHOTO_CACHE = path.join(root, 'node_modules', '.cache', 'foyer-photos');
  // `npm test` has type-checked this tree already (next.config.ts); what this test checks is the build's output.
  env.FOYER_TYPECHECKED = '1';
  return /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ ({ ...env, ...settings }));
}

/** @param {Record<string, string>} settings */
function buildProduction(settings) {
  const result = spawnSync('npm', ['run', '--silent', 'build:production'], {
    cwd: copy,
    env: cleanEnv(settings),
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

beforeAll(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-clone-'));
  // What a clone holds: the files git tracks or would track, not this checkout's build output.
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(copy, file));
  }
  // Hard links: as good as `npm ci` for the build and takes a second; Turbopack refuses a symlinked node_modules.
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  if (linked.status !== 0)
    fs.cpSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'), { recursive: true });
});

afterAll(() => {
  if (copy) fs.rmSync(copy, { recursive: true, force: true });
});

describe('npm run build:production', () => {
  it('refuses to build without settings, naming each missing one', { timeout: 60_000 }, () => {
    const { status, output } = buildProduction({});
    expect(status).not.toBe(0);
    expect(output).toContain(
      'A production build needs these settings, which are missing: SITE_NAME, SITE_URL, BLOG_URL, EMAILJS_PUBLIC_KEY, ' +
        'EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_MESSAGE, EMAILJS_TEMPLATE_SUBSCRIBE, EMAILJS_TEMPLATE_ATTACHMENTS.',
    );
    expect(fs.existsSync(path.join(copy, 'out'))).toBe(false);
  });

  it('names only what is missing when some settings are given', { timeout: 60_000 }, () => {
    const some = Object.fromEntries(
      Object.entries(ALL_SETTINGS).filter(([name]) => name !== 'BLOG_URL' && name !== 'EMAILJS_SERVICE_ID'),
    );
    const { status, output } = buildProduction(some);
    expect(status).not.toBe(0);
    expect(output).toContain('which are missing: BLOG_URL, EMAILJS_SERVICE_ID.');
  });

  it('with every setting writes out/ and the headers files, with the configured services in the policy', () => {
    const { status, output } = buildProduction(ALL_SETTINGS);
    expect(status, output).toBe(0);
    for (const file of [
      'index.html',
      'news.html',
      'venue.html',
      'contact.html',
      '404.html',
      '_headers',
      'nginx-security-headers.conf',
    ]) {
      expect(fs.existsSync(path.join(copy, 'out', file)), file).toBe(true);
    }
    // The photo step ran first: the venue's photos are in out/ as WebP and JPEG.
    const photos = fs.readdirSync(path.join(copy, 'out/photos'));
    expect(photos.some((name) => name.endsWith('.webp')) && photos.some((name) => name.endsWith('.jpg'))).toBe(true);
    const headers = fs.readFileSync(path.join(copy, 'out/_headers'), 'utf8');
    expect(headers).toMatch(/connect-src 'self' https:\/\/blog\.venue\.example https:\/\/api\.emailjs\.com;/);
    const home = fs.readFileSync(path.join(copy, 'out/index.html'), 'utf8');
    expect(home).toContain('The Test Hall');
    // The post-build steps ran in order: chunks moved into the loader, and the loader is among the hashed scripts.
    expect(home).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+\.js" async/);
    const loader = /<script id="__foyer_hydrate" data-chunks="[^"]+">([\s\S]*?)<\/script>/.exec(home)?.[1];
    expect(loader, 'the hydration loader').toBeDefined();
    expect(headers).toContain(sha256(loader ?? ''));
    // ...and each chunk the loader starts carries V8's compile hint (scripts/compile-hints.mjs).
    const chunks = loaderChunks(home);
    expect(chunks.length).toBeGreaterThan(3);
    for (const url of chunks)
      expect(fs.readFileSync(path.join(copy, 'out', url), 'utf8')).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
  }, 240_000);
});
