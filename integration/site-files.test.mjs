// @ts-check
/**
 * What the build adds beside the pages (integration/site-files.mjs), on pages cut down from what Astro writes. That it
 * rewrites nothing Astro wrote is checked on a real build by scripts/production-build.test.mjs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { BUILD_ID_FILE } from '../scripts/build-if-needed.mjs';
import { sha256 } from './security-headers.mjs';
import { inlineSourcesOf, notFoundLanguages, precompress, writeSiteFiles } from './site-files.mjs';

const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123"/></svg>';

/** @param {{ head?: string, body?: string }} [parts] */
const astroPage = ({ head = '', body = '<h1>Hello</h1>' } = {}) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">` +
  `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}" type="image/svg+xml">` +
  `<style>h1{color:red}</style><script type="module" src="/_astro/page.js"></script>${head}</head>` +
  `<body>${body}<script type="application/ld+json">{"@type":"Place"}</script>` +
  `<script id="__foyer_early">early()</script></body></html>`;

describe('inlineSourcesOf', () => {
  it('collects every inline script and style as the browser hashes it, and the icon', () => {
    const page = inlineSourcesOf(astroPage({ body: '<p style="color: blue">x</p><script></script>' }));
    expect(page.scripts).toEqual(['early()']);
    expect(page.styles).toEqual(['h1{color:red}']);
    expect(page.styleAttributes).toEqual(['color: blue']);
    expect(page.icon).toBe(icon);
    expect(page.problems).toEqual([]);
  });

  it("reads a PNG icon's bytes from its data: URL", () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const page = inlineSourcesOf(
      `<html><head><link rel="icon" href="data:image/png;base64,${png.toString('base64')}" type="image/png"></head></html>`,
    );
    expect(page.icon).toEqual(png);
  });

  it('leaves data blocks (JSON-LD) out of the policy: browsers never run them', () => {
    expect(inlineSourcesOf(astroPage()).scripts).not.toContain('{"@type":"Place"}');
  });

  it('reports inline event handlers and javascript: URLs, naming the page', () => {
    const { problems } = inlineSourcesOf(
      astroPage({ body: '<button onclick="go()">go</button><a href=" javascript:go()">go</a>' }),
      'venue.html',
    );
    expect(problems).toEqual([
      'venue.html: <button onclick="…"> (inline event handler)',
      'venue.html: <a href="javascript:…">',
    ]);
  });
});

describe('writeSiteFiles', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  /** @param {Record<string, string>} files */
  const site = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-site-files-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const quiet = () => {};
  const env = { BLOG_URL: 'https://blog.venue.example', EMAILJS_PUBLIC_KEY: 'pk' };

  it("hashes every page's inline code into both headers files, draws the icon, stamps the build, and touches no page", async () => {
    const pages = { 'index.html': astroPage(), 'fr/news.html': astroPage({ body: '<script>two()</script>' }) };
    const outDir = site({ ...pages, '_astro/page.js': 'page()' });
    const { policy } = await writeSiteFiles({ outDir, buildId: 'abc', env, log: quiet });
    const read = (/** @type {string} */ file) => fs.readFileSync(path.join(outDir, file), 'utf8');
    for (const code of ['early()', 'two()', 'h1{color:red}']) expect(policy).toContain(sha256(code));
    expect(policy).toContain("connect-src 'self' https://blog.venue.example https://api.emailjs.com;");
    expect(read('_headers')).toContain(`Content-Security-Policy: ${policy}\n`);
    expect(read('nginx-security-headers.conf')).toContain(policy);
    expect(fs.readFileSync(path.join(outDir, 'favicon.ico')).readUInt16LE(2)).toBe(1);
    expect(read(BUILD_ID_FILE)).toBe('abc\n');
    for (const [file, html] of Object.entries(pages)) expect(read(file)).toBe(html);
    expect(read('_astro/page.js')).toBe('page()');
  });

  it('takes no file the venue supplies for a page: an HTML file of files/ enters no hash, and is sandboxed', async () => {
    const outDir = site({
      'index.html': astroPage(),
      'files/inline.html': '<script>venue()</script>',
      'venue-files/photos/x.html': '<script>drawing()</script>',
      'files/menu.pdf': '%PDF',
    });
    const { pages, policy } = await writeSiteFiles({ outDir, buildId: 'abc', env, log: quiet });
    expect(pages).toBe(1);
    expect(policy).not.toContain(sha256('venue()'));
    expect(policy).not.toContain(sha256('drawing()'));
    const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    expect(headers).toContain('/files/inline.html\n  Content-Security-Policy: sandbox;');
    expect(headers).not.toContain('/files/menu.pdf');
    expect(fs.readFileSync(path.join(outDir, 'nginx-venue-files-headers.conf'), 'utf8')).toContain(
      'add_header Content-Security-Policy "sandbox;',
    );
  });

  it('gzips every text file beside itself, the same bytes each time, and nothing else', async () => {
    const big = (/** @type {string} */ word) => `${word} `.repeat(400);
    const outDir = site({
      'index.html': astroPage({ body: `<p>${big('words')}</p>` }),
      '_astro/a.js': big('a()'),
      'news.txt': big('text'),
      'photos/hall.webp': big('not text'),
      'tiny.css': 'h1{}',
    });
    await writeSiteFiles({ outDir, buildId: 'abc', env, log: quiet });
    const twin = (/** @type {string} */ file) => path.join(outDir, `${file}.gz`);
    for (const file of ['index.html', '_astro/a.js', 'news.txt'])
      expect(zlib.gunzipSync(fs.readFileSync(twin(file))).equals(fs.readFileSync(path.join(outDir, file))), file).toBe(
        true,
      );
    for (const file of ['photos/hall.webp', 'tiny.css']) expect(fs.existsSync(twin(file)), file).toBe(false);

    const first = fs.readFileSync(twin('index.html'));
    fs.rmSync(path.join(outDir, 'news.txt'));
    precompress(outDir);
    expect(fs.readFileSync(twin('index.html')).equals(first)).toBe(true);
    expect(fs.existsSync(twin('index.html.gz'))).toBe(false);
    expect(fs.existsSync(twin('news.txt')), 'the twin of a file that is gone').toBe(false);
  });

  it("sends a missing address under a language's prefix to its own 404 page, on Netlify and nginx", async () => {
    const outDir = site({
      'index.html': astroPage(),
      '404.html': astroPage(),
      'fr.html': astroPage(),
      'fr/404.html': astroPage(),
      'pt-br/404.html': astroPage(),
      'fr/venue.html': astroPage(),
      // Not a language: a folder of pages or files without a 404 page of its own.
      'news/spring.html': astroPage(),
    });
    expect(notFoundLanguages(outDir)).toEqual(['fr', 'pt-br']);
    await writeSiteFiles({ outDir, buildId: 'abc', env, log: quiet });
    const read = (/** @type {string} */ file) => fs.readFileSync(path.join(outDir, file), 'utf8');
    expect(
      read('_redirects')
        .split('\n')
        .filter((line) => line && !line.startsWith('#')),
    ).toEqual(['/fr/* /fr/404.html 404', '/pt-br/* /pt-br/404.html 404']);
    const nginx = read('nginx-not-found.conf');
    expect(nginx).toContain(
      'location /fr/ {\n  try_files $uri $uri.html $uri/ =404;\n  error_page 404 /fr/404.html;\n}',
    );
    expect(nginx).toContain('error_page 404 /pt-br/404.html;');
    expect(nginx).not.toContain('/news/');

    // Cloudflare Pages finds the nearest 404.html by itself; its _redirects knows no 404.
    await writeSiteFiles({ outDir, buildId: 'abc', env: { ...env, CF_PAGES: '1' }, log: quiet });
    expect(fs.existsSync(path.join(outDir, '_redirects'))).toBe(false);
  });

  it('writes no rule for a venue with one language, whose 404.html serves every address', async () => {
    const outDir = site({ 'index.html': astroPage(), '404.html': astroPage(), 'news/spring.html': astroPage() });
    await writeSiteFiles({ outDir, buildId: 'abc', env, log: quiet });
    expect(fs.existsSync(path.join(outDir, '_redirects'))).toBe(false);
    expect(fs.readFileSync(path.join(outDir, 'nginx-not-found.conf'), 'utf8')).not.toContain('location');
  });

  it('refuses pages with inline event handlers, naming the file', async () => {
    const outDir = site({ 'index.html': astroPage({ body: '<button onclick="go()">go</button>' }) });
    await expect(writeSiteFiles({ outDir, buildId: 'abc', env: {}, log: quiet })).rejects.toThrow(
      /index\.html: <button onclick/,
    );
  });

  it('refuses a production run with settings missing, like the build, and a site without pages', async () => {
    const outDir = site({ 'index.html': astroPage() });
    await expect(
      writeSiteFiles({ outDir, buildId: 'abc', env: { FOYER_PRODUCTION: '1', SITE_NAME: 'Hall' }, log: quiet }),
    ).rejects.toThrow(/missing: SITE_URL, EMAILJS_PUBLIC_KEY/);
    await expect(writeSiteFiles({ outDir: site({}), buildId: 'abc', env: {}, log: quiet })).rejects.toThrow(
      /No HTML files/,
    );
  });
});

describe('the project', () => {
  it('depends on no Next.js: neither package.json nor the lockfile holds a `next` package', () => {
    const manifest = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    const lock = JSON.parse(fs.readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8'));
    const named = [
      ...Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }),
      ...Object.keys(lock.packages).map((key) => key.replace(/^.*node_modules\//, '')),
    ];
    expect(
      named.filter((name) => name === 'next' || name.startsWith('@next/') || name.startsWith('eslint-config-next')),
    ).toEqual([]);
  });
});
