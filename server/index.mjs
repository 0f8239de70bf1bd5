// @ts-check
/**
 * The preview server behind `npm start`: serves the static export in `out/` the way a CDN would
 * (clean URLs, a real 404 in the address's language, compression, long caching for hashed assets) and, in local mode, the
 * stand-ins for the blog and the email service (see ./stand-ins/index.mjs).
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compression from 'compression';
import sirv from 'sirv';
import { localStandIns } from './stand-ins/index.mjs';
import { headersFor, readHeadersFile } from './headers-file.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @typedef {import('./stand-ins/index.mjs').Handler} Handler */

/**
 * @param {{ outDir?: string, env?: Record<string, string | undefined> }} [options]
 * @returns {Promise<http.Server>}
 */
export async function createServer({ outDir = path.join(root, 'out'), env = process.env } = {}) {
  /**
   * The page for a missing address: the nearest 404.html up its path, so a language's own (out/fr/404.html for
   * /fr/…, promises §10) and else the root's, as Cloudflare Pages finds it and as the build's nginx and Netlify
   * files say (integration/site-files.mjs).
   * @param {string} pathname
   */
  const notFoundPage = (pathname) => {
    const folders = pathname.split('/').slice(1, -1);
    for (let depth = folders.length; depth > 0; depth -= 1) {
      const page = path.join(outDir, ...folders.slice(0, depth), '404.html');
      if (page.startsWith(outDir + path.sep) && fs.existsSync(page)) return page;
    }
    return path.join(outDir, '404.html');
  };
  // sirv lists out/ once, with each file's length, and `_headers` is read once: both are read again after a
  // rebuild (`building(false)`), or a rebuilt page would go out with the old length and the old policy's hashes.
  const serveFiles = () =>
    sirv(outDir, {
      extensions: ['html'],
      etag: true,
      // The build's gzipped twins (integration/site-files.mjs, PRECOMPRESSED), as a CDN serves from its cache: no CPU
      // spent compressing while the browser under test loads the page. Other responses are compressed below.
      gzip: true,
      setHeaders(res, pathname) {
        // mrmime, which sirv asks, has no type for .ico (the build's favicon.ico); hosts and CDNs send this one.
        if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
        // Astro puts content hashes in every file name under /_astro/: those never change.
        if (pathname.startsWith('/_astro/')) {
          res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        } else {
          res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
        }
      },
    });
  let files = serveFiles();
  /** @type {Handler} */
  const notFound = (req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(notFoundPage(new URL(req.url ?? '/', 'http://localhost').pathname))
      .on('error', () => res.end())
      .pipe(res);
  };
  const compress = compression();
  const standIns = await localStandIns(env);
  // The headers the build wrote for the hosts (security policy included): the site's pages and files get exactly
  // what a deployment sends. The stand-ins play other services, which send their own.
  const readRules = () => readHeadersFile(path.join(outDir, '_headers')) ?? [];
  let headerRules = readRules();
  // While a build rewrites out/, its files come and go: a request then waits for the new site rather than read
  // half of it (a file gone between sirv's look and its read would stop the server).
  let building = false;
  /** @type {Handler} */
  const whileBuilding = (_req, res, next) => {
    if (!building) return next();
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '5', 'Cache-Control': 'no-store' });
    res.end(
      '<!doctype html><meta charset="utf-8"><meta http-equiv="refresh" content="5"><title>Building…</title>' +
        '<p>The site is being built again after a change; this page reloads in a few seconds.</p>',
    );
  };
  /** @type {Handler} */
  const siteHeaders = (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);
    next();
  };
  /** @type {Handler[]} */
  const chain = [
    (req, res, next) => compress(/** @type {any} */ (req), /** @type {any} */ (res), next),
    ...standIns.map((s) => s.handler),
    whileBuilding,
    siteHeaders,
    (req, res, next) => files(req, res, next),
    notFound,
  ];

  const server = http.createServer((req, res) => {
    let index = 0;
    const next = () => {
      const handler = chain[index++];
      if (!handler) return;
      try {
        handler(req, res, next);
      } catch (error) {
        console.error(error);
        if (!res.headersSent) res.statusCode = 500;
        res.end('Internal error');
      }
    };
    next();
  });
  Object.assign(server, {
    standIns: standIns.map((s) => s.name),
    /** npm start's watcher: a build has started (true) or ended (false; out/ is read again). */
    building(/** @type {boolean} */ now) {
      if (!now) {
        files = serveFiles();
        headerRules = readRules();
      }
      building = now;
    },
  });
  return server;
}

export { root };
