// @ts-check
/**
 * The preview server behind `npm start`: serves the static export in `out/` the way a CDN would
 * (clean URLs, a real 404, compression, long caching for hashed assets) and, in local mode, the
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
  const notFoundPage = path.join(outDir, '404.html');
  const files = sirv(outDir, {
    extensions: ['html'],
    etag: true,
    gzip: false,
    setHeaders(res, pathname) {
      // mrmime, which sirv asks, has no type for .ico (the build's favicon.ico); hosts and CDNs send this one.
      if (pathname.endsWith('.ico')) res.setHeader('Content-Type', 'image/x-icon');
      // Next.js puts content hashes in every file name under /_next/static/: those never change.
      if (pathname.startsWith('/_next/static/')) {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('Cache-Control', 'public, max-age=0, must-revalidate');
      }
    },
  });
  /** @type {Handler} */
  const notFound = (_req, res) => {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-cache');
    fs.createReadStream(notFoundPage).pipe(res);
  };
  const compress = compression();
  const standIns = await localStandIns(env);
  // The headers the build wrote for the hosts (security policy included): the site's pages and files get exactly
  // what a deployment sends. The stand-ins play other services, which send their own.
  const headerRules = readHeadersFile(path.join(outDir, '_headers')) ?? [];
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
  Object.assign(server, { standIns: standIns.map((s) => s.name) });
  return server;
}

export { root };
