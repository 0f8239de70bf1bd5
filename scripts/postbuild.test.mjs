// @ts-check
/**
 * The post-build pass on pages cut down from what `next build` writes. That these are still what Next writes is
 * checked on a real build by scripts/production-build.test.mjs ("the pass meets the markup Next writes").
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { JSDOM } from 'jsdom';
import { afterEach, describe, expect, it } from 'vitest';
import { LOADER, LOADER_ID } from '../src/shared/early/loader.mjs';
import { COMPILE_HINT, postbuild, precompress, rewritePage } from './postbuild.mjs';
import { sha256 } from './security-headers.mjs';

const icon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#123"/></svg>';

/** @param {{ head?: string, body?: string, chunks?: string[] }} [parts] */
const nextPage = ({
  head = '',
  body = '<h1>Hello</h1>',
  chunks = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'],
} = {}) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack.js"/>` +
  chunks.map((src) => `<script src="${src}" async=""></script>`).join('') +
  `<script src="/_next/static/chunks/polyfills.js" noModule=""></script>` +
  `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent(icon)}" type="image/svg+xml"/>${head}</head>` +
  `<body>${body}<script id="${LOADER_ID}">${LOADER}</script>` +
  `<script id="_R_">${ENTRY}</script>` +
  `<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>`;

/** What Next writes for Turbopack's runtime: the page's entry, which the pass hands to the loader. */
const ENTRY_DATA = { otherChunks: ['static/chunks/a.js', 'static/chunks/b.js'], runtimeModuleIds: [94553] };
const ENTRY = `(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(${JSON.stringify(ENTRY_DATA)});`;

const sheets = /** @type {Record<string, string>} */ ({
  '/_next/static/chunks/site.css': '@font-face{font-family:core;src:url(../media/f.woff2)}h1 { color: red }',
});
const pageCss = (/** @type {string} */ href) => sheets[href] ?? '';

describe('rewritePage', () => {
  const { html, chunks, inline, icon: found } = rewritePage(nextPage(), { pageCss });
  const document = new JSDOM(html).window.document;

  it('takes the chunk scripts and the bootstrap preload out, and gives their URLs to the loader, in order', () => {
    expect(document.querySelectorAll('script[src][async]')).toHaveLength(0);
    expect(document.querySelector('link[rel=preload][as=script]')).toBeNull();
    expect(chunks).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    expect(document.getElementById(LOADER_ID)?.getAttribute('data-chunks')).toBe(chunks.join(' '));
    // A noModule polyfill is not Next's page code: left where it was.
    expect(document.querySelector('script[nomodule]')).not.toBeNull();
  });

  it("hands the entry Next tells Turbopack's runtime to the loader, out of the page and out of the policy", () => {
    expect(JSON.parse(document.getElementById(LOADER_ID)?.getAttribute('data-entry') ?? 'null')).toEqual(ENTRY_DATA);
    expect(html).not.toContain('globalThis["TURBOPACK"]');
    expect(inline.scripts).not.toContain(ENTRY);
  });

  it('writes each stylesheet into the page before its link, which stays disabled', () => {
    const style = document.querySelector('style[data-inlined-from="/_next/static/chunks/site.css"]');
    expect(style?.textContent).toBe(sheets['/_next/static/chunks/site.css']);
    expect(style?.getAttribute('data-precedence')).toBe('next');
    expect(style?.nextElementSibling?.matches('link[rel=stylesheet][disabled]')).toBe(true);
  });

  it('collects what the policy must allow, as the browser hashes it, in the same parse', () => {
    expect(inline.scripts).toEqual([LOADER, '(self.__next_f=self.__next_f||[]).push([0])']);
    expect(inline.styles).toEqual([sheets['/_next/static/chunks/site.css']]);
    expect(found).toBe(icon);
  });

  it('leaves data blocks (JSON-LD) out of the policy: browsers never run them', () => {
    const page = nextPage({ body: '<script type="application/ld+json">{"@type":"Event"}</script>' });
    expect(rewritePage(page, { pageCss }).inline.scripts).toEqual([
      LOADER,
      '(self.__next_f=self.__next_f||[]).push([0])',
    ]);
  });

  it("makes React's flight data one script, where the last was, so that the policy holds one hash per page", () => {
    const push = (/** @type {string} */ data) => `<script>self.__next_f.push([1,${JSON.stringify(data)}])</script>`;
    const page = nextPage({
      body: `<h1>Hello</h1>${push('1:"$Sreact.fragment"\n')}<p>Between</p>${push('2:["$","p",null,{}]\n')}<p>After</p>`,
    });
    const once = rewritePage(page, { pageCss });
    const scripts = [...new JSDOM(once.html).window.document.querySelectorAll('script:not([src]):not([id])')];
    const merged =
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"]);self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{}]\\n"]);' +
      '(self.__next_f=self.__next_f||[]).push([0])';
    expect(scripts.map((script) => script.textContent)).toEqual([merged]);
    expect(once.inline.scripts).toEqual([LOADER, merged]);
    // The pushes run in the page's order: the data the runtime reads is the same.
    const pushed = /** @type {unknown[]} */ ([]);
    new Function('self', merged)({ __next_f: { push: (/** @type {unknown} */ item) => pushed.push(item) } });
    expect(pushed).toEqual([[1, '1:"$Sreact.fragment"\n'], [1, '2:["$","p",null,{}]\n'], [0]]);
    expect(rewritePage(once.html, { pageCss }).html).toBe(once.html);
  });

  it('gives the same page when run again over its own output', () => {
    const again = rewritePage(html, { pageCss });
    expect(again.html).toBe(html);
    expect(again.chunks).toEqual(chunks);
    expect(again.inline.styles).toEqual(inline.styles);
  });

  it('reports inline event handlers and javascript: URLs, naming the page', () => {
    const page = nextPage({ body: '<img src="a.png" onerror="x()"><a href=" JavaScript:void(0)">a</a>' });
    expect(rewritePage(page, { pageCss, where: 'news.html' }).inline.problems).toEqual([
      'news.html: <img onerror="…"> (inline event handler)',
      'news.html: <a href="javascript:…">',
    ]);
  });

  it('stops, naming the page, when Next writes what the pass does not know', () => {
    const without = nextPage().replace(/<script id="__foyer_hydrate">.*?<\/script>/, '');
    expect(() => rewritePage(without, { pageCss, where: 'venue.html' })).toThrow(
      /venue\.html: no <script id="__foyer_hydrate">/,
    );
    expect(() => rewritePage(nextPage({ chunks: [] }), { pageCss, where: 'news.html' })).toThrow(
      /news\.html: no Next\.js chunk scripts/,
    );
    const moduleScript = nextPage().replace('async=""', 'type="module"');
    expect(() => rewritePage(moduleScript, { pageCss })).toThrow(/a shape the post-build pass does not know/);
    const noEntry = nextPage().replace(/<script id="_R_">.*?<\/script>/, '');
    expect(() => rewritePage(noEntry, { pageCss, where: 'news.html' })).toThrow(
      /news\.html: no entry for Turbopack's runtime/,
    );
    const otherEntry = nextPage().replace('"runtimeModuleIds"', '"modules"');
    expect(() => rewritePage(otherEntry, { pageCss })).toThrow(/for Turbopack's runtime in a shape/);
  });
});

describe('postbuild over an export', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  /** @param {Record<string, string>} files */
  const exportTree = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-postbuild-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const quiet = () => {};
  const assets = {
    '_next/static/chunks/site.css': sheets['/_next/static/chunks/site.css'] ?? '',
    '_next/static/chunks/a.js': 'a()',
    '_next/static/chunks/b.js': 'b()',
    '_next/static/chunks/c.js': 'c()',
  };

  it('rewrites every page once, hints each starting chunk once, draws the icon, and hashes into both files', async () => {
    const outDir = exportTree({
      ...assets,
      'index.html': nextPage(),
      'news/2024.html': nextPage({ body: '<script>two()</script>', chunks: ['/_next/static/chunks/a.js'] }),
    });
    const env = { BLOG_URL: 'https://blog.venue.example', EMAILJS_PUBLIC_KEY: 'pk' };
    const { policy, chunks } = await postbuild({ outDir, env, log: quiet });
    expect(chunks).toBe(2);
    const read = (/** @type {string} */ file) => fs.readFileSync(path.join(outDir, file), 'utf8');
    expect(read('_next/static/chunks/a.js')).toBe(`${COMPILE_HINT}a()`);
    expect(read('_next/static/chunks/c.js')).toBe('c()');
    expect(policy).toContain(sha256('two()'));
    expect(policy).toContain(sha256(LOADER));
    const inlined = new JSDOM(read('index.html')).window.document.querySelector('style[data-inlined-from]');
    expect(inlined?.textContent).toContain('url(/_next/static/media/f.woff2)');
    expect(policy).toContain(sha256(inlined?.textContent ?? ''));
    expect(policy).toContain("connect-src 'self' https://blog.venue.example https://api.emailjs.com;");
    expect(read('_headers')).toContain(`Content-Security-Policy: ${policy}\n`);
    expect(read('nginx-security-headers.conf')).toContain(policy);
    expect(fs.readFileSync(path.join(outDir, 'favicon.ico')).readUInt16LE(2)).toBe(1);

    // Run again over its own output: nothing changes, the hint is not written twice.
    const before = read('index.html');
    await postbuild({ outDir, env, log: quiet });
    expect(read('index.html')).toBe(before);
    expect(read('_next/static/chunks/a.js')).toBe(`${COMPILE_HINT}a()`);
  });

  it('gzips every text file beside itself as it is served, the same bytes each time, and nothing else', async () => {
    const big = (/** @type {string} */ word) => `${word} `.repeat(400);
    const outDir = exportTree({
      ...assets,
      '_next/static/chunks/a.js': big('a()'),
      'index.html': nextPage({ body: `<p>${big('words')}</p>` }),
      'news.txt': big('flight'),
      'photos/hall.webp': big('not text'),
      'tiny.css': 'h1{}',
    });
    const env = { BLOG_URL: 'https://blog.venue.example', EMAILJS_PUBLIC_KEY: 'pk' };
    await postbuild({ outDir, env, log: quiet });
    const twin = (/** @type {string} */ file) => path.join(outDir, `${file}.gz`);
    for (const file of ['index.html', '_next/static/chunks/a.js', 'news.txt'])
      expect(zlib.gunzipSync(fs.readFileSync(twin(file))).equals(fs.readFileSync(path.join(outDir, file))), file).toBe(
        true,
      );
    // The page's twin is of the rewritten page, the chunk's of the hinted chunk: what the server sends.
    expect(zlib.gunzipSync(fs.readFileSync(twin('_next/static/chunks/a.js'))).toString()).toMatch(/^\/\/# all/);
    for (const file of ['photos/hall.webp', 'tiny.css']) expect(fs.existsSync(twin(file)), file).toBe(false);

    const first = fs.readFileSync(twin('index.html'));
    fs.rmSync(path.join(outDir, 'news.txt'));
    precompress(outDir);
    expect(fs.readFileSync(twin('index.html')).equals(first)).toBe(true);
    expect(fs.existsSync(twin('index.html.gz'))).toBe(false);
    expect(fs.existsSync(twin('news.txt')), 'the twin of a file that is gone').toBe(false);
  });

  it('leaves out a page that said "not found" at build, with its data, and keeps the site’s 404 page', async () => {
    // What `next build` writes for a static route whose page calls notFound(): its error shell, no layout.
    const shell =
      '<!DOCTYPE html><html id="__next_error__"><head><meta name="robots" content="noindex"/>' +
      '<script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>';
    const outDir = exportTree({
      ...assets,
      'index.html': nextPage(),
      '404.html': nextPage({ body: '<h1>Not found</h1>' }),
      'whats-on.html': shell,
      'whats-on.txt': '0:{}',
      'whats-on/__next.whats-on.__PAGE__.txt': '0:{}',
    });
    /** @type {string[]} */
    const lines = [];
    const { pages } = await postbuild({ outDir, env: {}, log: (line) => lines.push(line) });
    expect(pages).toBe(2);
    for (const gone of ['whats-on.html', 'whats-on.txt', 'whats-on'])
      expect(fs.existsSync(path.join(outDir, gone)), gone).toBe(false);
    expect(fs.existsSync(path.join(outDir, '404.html'))).toBe(true);
    expect(lines[0]).toBe('[postbuild] whats-on.html left out: the page said "not found" at build');
  });

  it('leaves out a segment that said "not found" with every page under it (a venue with one language)', async () => {
    const shell = '<!DOCTYPE html><html id="__next_error__"><head></head><body></body></html>';
    const outDir = exportTree({
      ...assets,
      'index.html': nextPage(),
      '404.html': nextPage({ body: '<h1>Not found</h1>' }),
      '_no-other-language.html': shell,
      '_no-other-language/venue.html': shell,
      '_no-other-language/contact.html': shell,
    });
    /** @type {string[]} */
    const lines = [];
    const { pages } = await postbuild({ outDir, env: {}, log: (line) => lines.push(line) });
    expect(pages).toBe(2);
    expect(fs.existsSync(path.join(outDir, '_no-other-language'))).toBe(false);
    expect(lines.filter((line) => line.includes('left out'))).toEqual([
      '[postbuild] _no-other-language.html left out: the page said "not found" at build',
    ]);
  });

  it('refuses pages with inline event handlers, naming the file', async () => {
    const outDir = exportTree({ ...assets, 'index.html': nextPage({ body: '<button onclick="go()">go</button>' }) });
    await expect(postbuild({ outDir, env: {}, log: quiet })).rejects.toThrow(/index\.html: <button onclick/);
  });

  it('names the page that links a stylesheet or starts a chunk the export lacks', async () => {
    const noCss = exportTree({ 'index.html': nextPage() });
    await expect(postbuild({ outDir: noCss, env: {}, log: quiet })).rejects.toThrow(
      /index\.html: links \/_next\/static\/chunks\/site\.css, which is not in the export/,
    );
    const noChunk = exportTree({ '_next/static/chunks/site.css': 'p{}', 'index.html': nextPage() });
    await expect(postbuild({ outDir: noChunk, env: {}, log: quiet })).rejects.toThrow(
      /index\.html starts \/_next\/static\/chunks\/a\.js, which is not in/,
    );
  });

  it('refuses a production run with settings missing, like the build, and an empty export', async () => {
    const outDir = exportTree({ ...assets, 'index.html': nextPage() });
    await expect(postbuild({ outDir, env: { FOYER_PRODUCTION: '1', SITE_NAME: 'Hall' }, log: quiet })).rejects.toThrow(
      /missing: SITE_URL, BLOG_URL/,
    );
    await expect(postbuild({ outDir: exportTree({}), env: {}, log: quiet })).rejects.toThrow(/No HTML files/);
  });
});
