// @ts-check
/**
 * `astro build`, with the sample blog served for its length in local mode.
 *
 *   node scripts/build.mjs          (what `npm run build` runs; `npm start` calls `siteBuild()`)
 *
 * The pages are built with the blog's posts in them (src/lib/wordpress.server.ts), read over HTTP as
 * any blog is. With BLOG_URL unset that blog is the local sample one: it is served here on a free
 * port of 127.0.0.1 and named to the build in FOYER_SAMPLE_BLOG_URL, with its links and pictures as
 * paths on the site (where `npm start` serves the same blog). So `src/` never imports the stand-in.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { blogModeFrom, wordpressStandIn } from '../server/stand-ins/wordpress.mjs';
import { isProductionBuild, resolveSettings, settingValue } from '../src/config/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Serves the sample blog until `close()`; links and media as paths ('' origin).
 * @param {Record<string, string | undefined>} env
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function serveSampleBlog(env) {
  const standIn = wordpressStandIn({
    mode: blogModeFrom(env.SAMPLE_BLOG_MODE),
    linkOrigin: '',
    contentDir: settingValue(env, 'CONTENT_DIR'),
  });
  const server = http.createServer((req, res) => standIn(req, res, () => res.writeHead(404).end()));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Waits until no other build of this checkout runs, then holds it until `release()`. Builds into different folders
 * (OUT_DIR: the tests build the example venues beside the demo's) still share what the build writes below src/ and
 * public/ (integration/photos.mjs) and Astro's .astro/: one at a time. The lock is a file naming its holder, made
 * whole or not at all (a link), and taken over when that process has ended without removing it.
 * @param {string} cwd
 * @returns {Promise<() => void>} release
 */
export async function holdBuildLock(cwd) {
  // In the checkout itself, ignored by git: a copy of it (the build test's clones) never takes this one along.
  const lock = path.join(cwd, '.foyer-build.lock');
  const mine = `${lock}.${process.pid}`;
  fs.writeFileSync(mine, String(process.pid));
  try {
    for (let waiting = false; ;) {
      try {
        fs.linkSync(mine, lock);
        return () => fs.rmSync(lock, { force: true });
      } catch (error) {
        if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      }
      const holder = Number(fs.existsSync(lock) ? fs.readFileSync(lock, 'utf8') : 0);
      if (holder && !isRunning(holder)) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (!waiting)
        console.log(`[foyer] another build of this checkout is running (process ${holder}): waiting for it…`);
      waiting = true;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    fs.rmSync(mine, { force: true });
  }
}

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Runs `astro build` in `cwd`, one build of the checkout at a time (holdBuildLock); resolves to its exit code.
 * @param {{ cwd?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<number>}
 */
export async function siteBuild({ cwd = root, env = process.env } = {}) {
  // A setting missing or wrong stops the build before Astro starts, in the integration's own words: a deployment's
  // log says at once what to set (integration/astro-foyer.mjs checks again, for a bare `astro build`).
  try {
    resolveSettings(env, { production: isProductionBuild(env) });
  } catch (error) {
    console.error(`[foyer] ${/** @type {Error} */ (error).message}`);
    return 1;
  }
  // A build for deployment without BLOG_URL takes its news from the content folder, or has none: never the sample blog.
  const local = !(env.BLOG_URL ?? '').trim() && !isProductionBuild(env);
  const release = await holdBuildLock(cwd);
  const blog = local ? await serveSampleBlog(env) : null;
  try {
    return await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [path.join(cwd, 'node_modules/astro/bin/astro.mjs'), 'build'], {
        cwd,
        stdio: 'inherit',
        env: /** @type {NodeJS.ProcessEnv} */ (
          /** @type {unknown} */ ({
            ...env,
            ASTRO_TELEMETRY_DISABLED: '1',
            ...(blog ? { FOYER_SAMPLE_BLOG_URL: blog.url } : {}),
          })
        ),
      });
      child.on('error', reject);
      child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    });
  } finally {
    await blog?.close();
    release();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exitCode = await siteBuild();
}
