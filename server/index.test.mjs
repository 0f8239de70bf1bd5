// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './index.mjs';

/** A small export-shaped tree, so the server is tested without building the site. */
let outDir = '';
/** @type {import('node:http').Server} */
let server;
let base = '';

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-out-'));
  fs.mkdirSync(path.join(outDir, '_astro'), { recursive: true });
  fs.writeFileSync(path.join(outDir, 'index.html'), '<h1>home</h1>');
  fs.writeFileSync(path.join(outDir, 'news.html'), `<h1>news</h1>${'<p>card</p>'.repeat(200)}`);
  fs.writeFileSync(path.join(outDir, '404.html'), '<h1>not here</h1>');
  // A language's own 404 page (src/pages/[...lang]/404.astro), and its home page beside its folder.
  fs.mkdirSync(path.join(outDir, 'fr'));
  fs.writeFileSync(path.join(outDir, 'fr/404.html'), '<h1>pas ici</h1>');
  fs.writeFileSync(path.join(outDir, 'fr.html'), '<h1>accueil</h1>');
  fs.writeFileSync(path.join(outDir, '_astro/app-3f2a.js'), `console.log(1);${' '.repeat(4000)}`);
  // The build's gzipped twin of a file (integration/site-files.mjs): its own words, to tell it from compression on the fly.
  fs.writeFileSync(path.join(outDir, '_astro/app-3f2a.js.gz'), zlib.gzipSync('console.log("twin")'));
  fs.writeFileSync(
    path.join(outDir, '_headers'),
    "/*\n  Content-Security-Policy: default-src 'self'\n  X-Content-Type-Options: nosniff\n" +
      '/_astro/*\n  X-Asset: yes\n',
  );
  // Local mode off: this test is about static serving, not the stand-ins.
  server = await createServer({ outDir, env: { BLOG_URL: 'https://blog.example', EMAILJS_PUBLIC_KEY: 'pk' } });
  await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

describe('preview server', () => {
  it('serves clean URLs from .html files', async () => {
    const response = await fetch(`${base}/news`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>news</h1>');
    expect(response.headers.get('cache-control')).toContain('max-age=0');
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await fetch(`${base}/missing/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not here');
  });

  it("answers an unknown path under a language's prefix with that language's 404 page", async () => {
    for (const missing of ['/fr/nothing-here', '/fr/deeper/still']) {
      const response = await fetch(`${base}${missing}`);
      expect(response.status, missing).toBe(404);
      expect(await response.text(), missing).toContain('pas ici');
    }
    // The language's home page is there; a path that only starts like its code is not the language's.
    expect(await (await fetch(`${base}/fr`)).text()).toContain('accueil');
    expect(await (await fetch(`${base}/fra/x`)).text()).toContain('not here');
    expect(await (await fetch(`${base}/x/fr/y`)).text()).toContain('not here');
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${base}/_astro/app-3f2a.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the headers of out/_headers on pages, assets and the 404 page', async () => {
    for (const url of ['/news', '/_astro/app-3f2a.js', '/missing/page']) {
      const response = await fetch(`${base}${url}`);
      expect(response.headers.get('content-security-policy'), url).toBe("default-src 'self'");
      expect(response.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(response.headers.get('x-asset'), url).toBe(url.startsWith('/_astro/') ? 'yes' : null);
    }
  });

  /**
   * A request that accepts gzip (fetch would unzip without saying what it got): the response's headers, and its body
   * unzipped.
   * @param {string} path
   * @returns {Promise<{ headers: import('node:http').IncomingHttpHeaders, body: string }>}
   */
  const gzipped = async (path) => {
    const { get } = await import('node:http');
    return new Promise((resolve, reject) => {
      get(`${base}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = /** @type {Buffer[]} */ ([]);
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: zlib.gunzipSync(Buffer.concat(chunks)).toString() }));
      }).on('error', reject);
    });
  };

  it('compresses text when the client accepts gzip', async () => {
    const { headers, body } = await gzipped('/news');
    expect(headers['content-encoding']).toBe('gzip');
    expect(body).toContain('<h1>news</h1>');
  });

  it("sends a file's gzipped twin from the build when there is one, and the file itself to a client without gzip", async () => {
    const { headers, body } = await gzipped('/_astro/app-3f2a.js');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['vary']).toMatch(/accept-encoding/i);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body).toBe('console.log("twin")');
    const plain = await fetch(`${base}/_astro/app-3f2a.js`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toMatch(/^console\.log\(1\);/);
  });

  it('after a rebuild, serves the new files with their own length and the new headers; during it, a wait', async () => {
    const rebuilt = /** @type {any} */ (server);
    rebuilt.building(true);
    const during = await fetch(`${base}/`);
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    const page = '<h1>home, rebuilt with more words</h1>';
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    fs.writeFileSync(path.join(outDir, 'whats-on.html'), '<h1>new page</h1>');
    const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    fs.writeFileSync(path.join(outDir, '_headers'), headers.replace("default-src 'self'", "default-src 'none'"));
    rebuilt.building(false);
    const after = await fetch(`${base}/`);
    expect(await after.text()).toBe(page);
    expect(after.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect((await fetch(`${base}/whats-on`)).status).toBe(200);
  });
});
