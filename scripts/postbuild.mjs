// @ts-check
/**
 * The one pass after `next build`: each page of the export is read, parsed and written once.
 *
 *   node scripts/postbuild.mjs [outDir]     (`npm run build`'s postbuild step; `npm start` runs it after its build)
 *
 * On each page, in that one parse:
 * - its stylesheets go inline (`<style>`, the link kept `disabled`; scripts/inline-css.mjs says why);
 * - Next's chunk scripts and its bootstrap preload leave the markup, and their URLs go into the loader the layout
 *   rendered (`data-chunks`; src/shared/early/loader.mjs says why); so does the entry Next tells Turbopack's runtime
 *   to start (`data-entry`, see TURBOPACK_ENTRY);
 * - React's flight data (the `self.__next_f.push(…)` scripts Next writes through the page) becomes one script, at
 *   the place of the last: each is a hash in the one policy every page shares, and a page with several of its own
 *   would make the policy too long for Cloudflare Pages (see FLIGHT_DATA);
 * - every inline script and style is collected for the security policy, and markup the policy would silently
 *   break (inline event handlers, `javascript:` URLs) stops the build.
 * Then, once: the chunks pages start with get V8's compile hint, `favicon.ico` is drawn from the icon the pages
 * link, the headers files are written (scripts/security-headers.mjs), and, last, every text file gets a gzipped
 * twin (PRECOMPRESSED).
 *
 * What depends on Next's markup is checked here loudly: a page without the layout's loader, without chunk scripts,
 * or with a script of Next's in a shape this pass does not know stops the build, naming the page. The production
 * build test (scripts/production-build.test.mjs) checks a real build's pages structurally, so a `next` upgrade that
 * changes the markup fails the tests, never the site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { parse } from 'parse5';
import { checkedSetting, isProductionBuild, resolveSettings } from '../src/config/settings.mjs';
import { LOADER_ID } from '../src/shared/early/loader.mjs';
import { faviconIco } from './favicon.mjs';
import { cssForPage, INLINED_FROM } from './inline-css.mjs';
import { editorBackend } from '../src/features/admin/backend.mjs';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  CLOUDFLARE_HEADER_LIMIT,
  contentSecurityPolicy,
  renderHeadersFile,
  renderNginxSnippet,
  securityHeaders,
} from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Why: when the chunks have arrived, Turbopack evaluates React, Next's router and the page's components in one
 * task, and V8 compiles each function lazily, on the main thread, the first time it runs. On a phone that task was
 * the whole of the home page's Total Blocking Time (94 ms in Lighthouse's simulated Moto G Power, five runs). With
 * this hint V8 compiles every function of the file eagerly, while the file streams in, on a background thread
 * (Chrome 136 and later; other browsers read a comment): TBT 94 → 27 ms. https://v8.dev/blog/explicit-compile-hints
 * Only the chunks a page starts with: code fetched later (motion, email, compression, the sanitiser) is partly never
 * run, and compiling all of it eagerly would cost more than it saves.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const SVG_DATA_URL = 'data:image/svg+xml,';

/**
 * The files that get a gzipped twin (`x.js.gz` beside `x.js`), made once at build at the highest level.
 * Why: a host or CDN compresses once and serves from its cache, and nginx's `gzip_static on;` (the headers snippet
 * this pass writes is for nginx) serves these files as they are. The preview server (`npm start`, the benches, the
 * e2e tests) compressed every page and chunk again on each request: 56 ms of CPU a home-page load on this machine,
 * most of it while the page's chunks arrive, when the browser under test needs the same two cores. Sending the twins
 * (server/index.mjs) takes that to 39 ms. Fonts and photos are compressed already; files under 1 KB are not worth it.
 */
export const PRECOMPRESSED = /\.(html|js|css|txt|json|svg|xml|webmanifest)$/;
const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `file.gz` for every text file of dir, and removes a twin whose file is gone. Deterministic: zlib writes no
 * time or name into the gzip header, so two checkouts build the same twins.
 * @param {string} dir @returns {number} how many twins were written
 */
export function precompress(dir) {
  let written = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    if (entry.name.endsWith('.gz')) {
      if (!fs.existsSync(file.slice(0, -'.gz'.length))) fs.rmSync(file);
      continue;
    }
    if (!PRECOMPRESSED.test(entry.name)) continue;
    const bytes = fs.readFileSync(file);
    if (bytes.length < PRECOMPRESS_MIN_BYTES) continue;
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }));
    written += 1;
  }
  return written;
}

/** The `type` of a script element that holds data, which browsers never run: JSON and JSON-LD. */
export const DATA_BLOCK = /^\s*application\/(ld\+)?json\s*$/i;

/**
 * React's flight data: statements that only push the page's data into `self.__next_f` for the runtime to read when
 * it starts. The runtime starts after the page has parsed (the loader, src/shared/early/loader.mjs), so the
 * statements run the same one after another in one script as scattered through the page.
 */
export const FLIGHT_DATA = /^\s*\(?self\.__next_f(=self\.__next_f\|\|\[\]\))?\)?\.push\(/;

/**
 * The inline script in which Next tells Turbopack's runtime what starts the page: its JSON is handed to the loader,
 * which pushes it in a task of its own once the chunks have run (src/shared/early/loader.mjs says why). Any other
 * inline script that speaks to the runtime is a shape this pass does not know, and stops the build.
 */
export const TURBOPACK_ENTRY =
  /^\s*\(globalThis\["TURBOPACK"\]\s*\|\|\s*\(globalThis\["TURBOPACK"\]\s*=\s*\[\]\)\)\.push\((\{[\s\S]*\})\);?\s*$/;

/**
 * @typedef {{ scripts: string[], styles: string[], styleAttributes: string[], problems: string[] }} InlineSources
 * @typedef {{ html: string, chunks: string[], inline: InlineSources, icon: string | null }} RewrittenPage
 */

/**
 * @param {any} node
 * @param {string} name
 * @returns {string | undefined}
 */
const attr = (node, name) => node.attrs?.find((/** @type {any} */ a) => a.name === name)?.value;

/** @param {any} node the text of a script or style element, as the browser hashes it */
const bodyOf = (node) => node.childNodes.map((/** @type {any} */ child) => child.value ?? '').join('');

/**
 * Rewrites one page as `next build` wrote it (see the top of this file). Running it on a page it wrote already
 * gives the same page, so the pass can run again over an export.
 * @param {string} html
 * @param {{ pageCss: (href: string) => string, where?: string }} options pageCss: a stylesheet's text as it stands
 *   in a page, by its path
 * @returns {RewrittenPage}
 */
export function rewritePage(html, { pageCss, where = 'page' }) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  /** @type {Array<{ start: number, end: number, text: string }>} */
  const edits = [];
  /** @type {string[]} */
  const chunks = [];
  /** @type {InlineSources} */
  const inline = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  /** @type {any[]} */
  const flight = [];
  /** @type {any} */
  let loader = null;
  /** the entry's data, as the loader's data-entry carries it */
  const found = { entry: /** @type {string | null} */ (null) };
  /** @type {string | null} */
  let icon = null;
  const fail = (/** @type {string} */ why) => {
    throw new Error(`${where}: ${why}`);
  };

  /** @param {any} node */
  const visit = (node) => {
    const tag = node.tagName;
    if (tag) {
      for (const { name, value } of node.attrs) {
        if (name === 'style' && value.trim() !== '') inline.styleAttributes.push(value);
        if (/^on/i.test(name)) inline.problems.push(`${where}: <${tag} ${name}="…"> (inline event handler)`);
        if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value))
          inline.problems.push(`${where}: <${tag} ${name}="javascript:…">`);
      }
    }
    const src = attr(node, 'src');
    const href = attr(node, 'href');
    const rel = attr(node, 'rel') ?? '';
    const location = node.sourceCodeLocation;
    if (tag === 'script' && src?.startsWith('/_next/')) {
      // Next's chunks are `<script src async>`; a `noModule` polyfill is left alone. Anything else is a shape this
      // pass was not written for: shipping it unexamined could ship a page that never hydrates.
      if (attr(node, 'nomodule') !== undefined) return;
      if (attr(node, 'async') === undefined || attr(node, 'type') !== undefined)
        fail(`a script of Next's in a shape the post-build pass does not know: <script src="${src}">`);
      if (!/^[\w./~-]+$/.test(src)) fail(`a chunk URL the loader cannot carry: ${src}`);
      chunks.push(src);
      edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
      return;
    }
    if (tag === 'link' && rel === 'preload' && attr(node, 'as') === 'script' && href?.startsWith('/_next/')) {
      edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
      return;
    }
    if (tag === 'link' && rel === 'stylesheet' && href?.startsWith('/_next/static/')) {
      if (attr(node, 'disabled') !== undefined) return; // inlined before: its <style> is visited as any other
      /** @type {string} */
      let css = '';
      try {
        css = pageCss(href);
      } catch (error) {
        fail(error instanceof Error ? error.message : String(error));
      }
      const precedence = attr(node, 'data-precedence');
      const marks = `${INLINED_FROM}="${href}"${precedence === undefined ? '' : ` data-precedence="${precedence}"`}`;
      const link = html.slice(location.startOffset, location.endOffset);
      edits.push({
        start: location.startOffset,
        end: location.endOffset,
        text: `<style ${marks}>${css}</style>${link.replace(/\/?>$/, ' disabled/>')}`,
      });
      inline.styles.push(css);
      return;
    }
    if (tag === 'link' && /(^|\s)icon(\s|$)/.test(rel) && href?.startsWith(SVG_DATA_URL) && icon === null)
      icon = decodeURIComponent(href.slice(SVG_DATA_URL.length));
    if (tag === 'script' && src === undefined) {
      const body = bodyOf(node);
      if (body.includes('globalThis["TURBOPACK"]')) {
        const data = TURBOPACK_ENTRY.exec(body)?.[1];
        /** @type {any} */
        let parsed = null;
        try {
          parsed = data === undefined ? null : JSON.parse(data);
        } catch {
          // said below
        }
        if (!Array.isArray(parsed?.otherChunks) || !Array.isArray(parsed?.runtimeModuleIds))
          fail(
            `an inline script for Turbopack's runtime in a shape the post-build pass does not know: ${body.slice(0, 80)}`,
          );
        if (found.entry !== null) fail("two entries for Turbopack's runtime");
        found.entry = JSON.stringify(parsed);
        edits.push({ start: location.startOffset, end: location.endOffset, text: '' });
        return;
      }
      // An empty inline script is never run, so the browser never checks it against the policy; nor is a data
      // block (the pages' JSON-LD), and a hash for each would only lengthen the header (Cloudflare's limit, below).
      if (node.attrs.length === 0 && FLIGHT_DATA.test(body)) flight.push(node);
      else if (body !== '' && !DATA_BLOCK.test(attr(node, 'type') ?? '')) inline.scripts.push(body);
      if (attr(node, 'id') === LOADER_ID) loader = node;
    }
    if (tag === 'style') {
      const body = bodyOf(node);
      if (body !== '') inline.styles.push(body);
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(document);

  if (!loader) fail(`no <script id="${LOADER_ID}">: the layout renders it (src/shared/early/EarlyScripts.tsx)`);
  const flightData = flight.map(bodyOf).join(';');
  if (flightData !== '') inline.scripts.push(flightData);
  if (flight.length > 1) {
    const last = flight.at(-1).sourceCodeLocation;
    for (const node of flight.slice(0, -1)) {
      const { startOffset, endOffset } = node.sourceCodeLocation;
      edits.push({ start: startOffset, end: endOffset, text: '' });
    }
    edits.push({ start: last.startOffset, end: last.endOffset, text: `<script>${flightData}</script>` });
  }
  const written = attr(loader, 'data-chunks');
  if (written !== undefined) {
    // Rewritten before: the chunks are in the loader already.
    if (chunks.length > 0) fail('a page rewritten before that carries chunk scripts again');
    return { html, chunks: written.split(' ').filter(Boolean), inline, icon };
  }
  if (chunks.length === 0)
    fail('no Next.js chunk scripts: the markup of `next build` has changed, and this page would never hydrate');
  const { entry } = found;
  if (entry === null)
    fail("no entry for Turbopack's runtime: the markup of `next build` has changed, and this page would never hydrate");
  const startTagEnd = loader.sourceCodeLocation.startTag.endOffset - 1; // the `>` of <script id=…>
  const entryAttribute = String(entry).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
  edits.push({
    start: startTagEnd,
    end: startTagEnd,
    text: ` data-chunks="${chunks.join(' ')}" data-entry="${entryAttribute}"`,
  });

  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, chunks, inline, icon };
}

/** The staff's editor: its own page, no part of the site's (src/app/admin/, contract §12). */
export const ADMIN_DIR = 'admin';

/** @param {string} dir @returns {string[]} every .html file of the site's below dir, sorted */
export function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .filter((entry) => path.relative(dir, entry.parentPath).split(path.sep)[0] !== ADMIN_DIR)
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Next's shell for a page it could not render as one: `<html id="__next_error__">`. */
const NOT_FOUND_SHELL = /^(?:<!DOCTYPE html>)?\s*<html id="__next_error__"/i;
/** The site's own not-found page, which a host serves for every missing path: never left out. */
const NOT_FOUND_PAGES = new Set(['404.html', '_not-found.html']);

/**
 * Whether a page is one that said "not found" at build (`notFound()`: the What's on page of a venue with nothing
 * coming, promises §11). A static export cannot drop a route, so Next writes such a page as its error shell under
 * the route's name, which a static host would serve with a 200 and which carries none of the layout; the pass
 * leaves its files out (`x.html`, `x.txt` and `x/`, its segment data). The site's own not-found page stays.
 * @param {string} where the page's path in out/
 * @param {string} html
 */
export const saidNotFound = (where, html) => !NOT_FOUND_PAGES.has(where) && NOT_FOUND_SHELL.test(html.slice(0, 200));

/**
 * @param {{ outDir?: string, env?: Record<string, string | undefined>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ pages: number, chunks: number, policy: string }>}
 */
export async function postbuild({ outDir = path.join(root, 'out'), env = process.env, log = console.log } = {}) {
  const settings = resolveSettings(env, { production: isProductionBuild(env) });
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML files in ${outDir}: run \`next build\` first.`);

  /** @type {Map<string, string>} pages share their stylesheets: each is read and rewritten once */
  const stylesheets = new Map();
  /** @param {string} href */
  const pageCss = (href) => {
    const file = path.join(outDir, decodeURIComponent(href));
    if (!file.startsWith(outDir + path.sep)) throw new Error(`a stylesheet outside the export: ${href}`);
    if (!stylesheets.has(href)) {
      if (!fs.existsSync(file)) throw new Error(`links ${href}, which is not in the export`);
      stylesheets.set(href, cssForPage(fs.readFileSync(file, 'utf8'), href));
    }
    return /** @type {string} */ (stylesheets.get(href));
  };

  /** @type {Map<string, string>} chunk URL → the first page that starts with it */
  const startedBy = new Map();
  /** @type {InlineSources} */
  const inline = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  /** @type {string | null} */
  let icon = null;
  let pages = 0;
  for (const file of files) {
    // Gone with a page left out before it: `x/` goes with `x.html` (another language's pages of a venue with one).
    if (!fs.existsSync(file)) continue;
    const where = path.relative(outDir, file);
    const before = fs.readFileSync(file, 'utf8');
    if (saidNotFound(where, before)) {
      const stem = file.slice(0, -'.html'.length);
      for (const target of [file, `${stem}.txt`, stem]) fs.rmSync(target, { recursive: true, force: true });
      log(`[postbuild] ${where} left out: the page said "not found" at build`);
      continue;
    }
    pages += 1;
    const page = rewritePage(before, { pageCss, where });
    if (page.html !== before) fs.writeFileSync(file, page.html);
    for (const url of page.chunks) if (!startedBy.has(url)) startedBy.set(url, where);
    for (const key of /** @type {const} */ (['scripts', 'styles', 'styleAttributes', 'problems']))
      inline[key].push(...page.inline[key]);
    if (where === 'index.html') icon = page.icon;
  }
  if (inline.problems.length > 0)
    throw new Error(
      `The built pages carry inline code the security policy forbids:\n  ${inline.problems.join('\n  ')}`,
    );

  for (const [url, page] of startedBy) {
    const file = path.join(outDir, ...url.split('/').filter(Boolean));
    if (!fs.existsSync(file)) throw new Error(`${page} starts ${url}, which is not in ${outDir}`);
    const code = fs.readFileSync(file, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
  }

  // Browsers ask for /favicon.ico whatever a page links, and would log a 404 without it.
  if (icon === null) throw new Error('index.html links no icon as a data:image/svg+xml URL');
  fs.writeFileSync(path.join(outDir, 'favicon.ico'), await faviconIco(icon));

  const policy = contentSecurityPolicy(inline, settings);
  const headers = securityHeaders(policy);
  const admin = adminHeaders(adminContentSecurityPolicy(editorBackend(env)));
  const host = checkedSetting(env, 'CF_PAGES') === '1' ? 'cloudflare' : 'netlify';
  fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(headers, { admin, host }));
  fs.writeFileSync(path.join(outDir, 'nginx-security-headers.conf'), renderNginxSnippet(headers));
  fs.writeFileSync(
    path.join(outDir, 'nginx-admin-headers.conf'),
    renderNginxSnippet(
      admin,
      "include it in the location /admin/ (the staff's editor), in place of nginx-security-headers.conf.",
    ),
  );
  // Last: the twins are of the files as they are served.
  const twins = precompress(outDir);
  log(
    `[postbuild] ${pages} pages carry their stylesheets and start ${startedBy.size} chunks after the first ` +
      `paint; ${new Set(inline.scripts).size} inline script hashes in out/_headers and out/nginx-security-headers.conf; ` +
      `${twins} files gzipped beside themselves`,
  );
  if (policy.length > CLOUDFLARE_HEADER_LIMIT) {
    log(
      `[postbuild] warning: the policy is ${policy.length} characters; Cloudflare Pages accepts at most ` +
        `${CLOUDFLARE_HEADER_LIMIT} per header value (Netlify and nginx have no such limit).`,
    );
  }
  return { pages, chunks: startedBy.size, policy };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await postbuild({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  } catch (error) {
    console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
