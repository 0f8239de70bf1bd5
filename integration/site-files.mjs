// @ts-check
/**
 * What the build adds beside the pages Astro wrote, once they are written (the `astro:build:done` hook of
 * integration/astro-foyer.mjs). It reads the pages and writes new files; it never rewrites a page or a script:
 * - the security headers (integration/security-headers.mjs), with a hash of every inline script and style the pages
 *   carry, and a stop for markup the policy would silently break (inline event handlers, `javascript:` URLs);
 *   the venue's own files (out/files, out/venue-files) are never pages, and get a sandboxing policy of their own;
 * - `favicon.ico`, drawn from the icon the pages link inline (the venue's SVG, or the tab's size of its PNG);
 * - each language's 404 page for its addresses (promises §10): out/fr/404.html for /fr/…, in the forms the hosts read
 *   (`_redirects` for Netlify, `nginx-not-found.conf`; Cloudflare Pages and `npm start` find it by themselves);
 * - a gzipped twin of every text file (PRECOMPRESSED);
 * - the build's id (BUILD_ID_FILE, a dot-file no host serves): the hash of its inputs, which `npm start` compares.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'parse5';
import { checkedSetting, isProductionBuild, resolveSettings } from '../src/config/settings.mjs';
import { editorBackend } from '../src/features/admin/backend.mjs';
import { BUILD_ID_FILE } from '../scripts/build-if-needed.mjs';
import { faviconIco } from './favicon.mjs';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  CLOUDFLARE_HEADER_LIMIT,
  contentSecurityPolicy,
  renderHeadersFile,
  renderNginxSnippet,
  securityHeaders,
  venueFileHeaders,
  venueFilePatterns,
} from './security-headers.mjs';

/**
 * The files that get a gzipped twin (`x.js.gz` beside `x.js`), made once at build at the highest level.
 * Why: a host or CDN compresses once and serves from its cache, and nginx's `gzip_static on;` serves these files as
 * they are; the preview server (`npm start`, the benches, the e2e tests) sends the twins instead of compressing every
 * request while the browser under test needs the same two cores. Fonts and photos are compressed already; files under
 * 1 KB are not worth it.
 */
const PRECOMPRESSED = /\.(html|js|css|txt|json|svg|xml|webmanifest)$/;
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

/** The staff's editor: its own page, with its own policy (promises §12). */
const ADMIN_DIR = 'admin';

/**
 * Where the venue's own files are published (src/pages/files, src/pages/venue-files): data, never one of the site's
 * pages, whatever they hold (promises §15); their policy is their own (VENUE_FILE_POLICY).
 */
const VENUE_FILES_OUT = ['files', 'venue-files'];

const SVG_DATA_URL = 'data:image/svg+xml,';
const PNG_DATA_URL = 'data:image/png;base64,';

/**
 * @typedef {{ scripts: string[], styles: string[], styleAttributes: string[], problems: string[] }} InlineSources
 */

/** @param {any} node @param {string} name @returns {string | undefined} */
const attr = (node, name) => node.attrs?.find((/** @type {any} */ a) => a.name === name)?.value;

/** @param {any} node the text of a script or style element, as the browser hashes it */
const bodyOf = (node) => node.childNodes.map((/** @type {any} */ child) => child.value ?? '').join('');

/**
 * What one page carries inline, as the policy must allow it, and what it carries that the policy would break; and
 * its tab icon, when it links one inline: an SVG's text, or a PNG's bytes.
 * @param {string} html @param {string} [where]
 * @returns {InlineSources & { icon: string | Buffer | null }}
 */
export function inlineSourcesOf(html, where = 'page') {
  /** @type {InlineSources} */
  const inline = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  /** @type {string | Buffer | null} */
  let icon = null;
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
      const rel = attr(node, 'rel') ?? '';
      const href = attr(node, 'href');
      if (tag === 'link' && /(^|\s)icon(\s|$)/.test(rel) && icon === null) {
        if (href?.startsWith(SVG_DATA_URL)) icon = decodeURIComponent(href.slice(SVG_DATA_URL.length));
        else if (href?.startsWith(PNG_DATA_URL)) icon = Buffer.from(href.slice(PNG_DATA_URL.length), 'base64');
      }
      // An empty inline script is never run, so the browser never checks it; nor is a data block (JSON-LD).
      if (tag === 'script' && attr(node, 'src') === undefined) {
        const body = bodyOf(node);
        if (body !== '' && !DATA_BLOCK.test(attr(node, 'type') ?? '')) inline.scripts.push(body);
      }
      if (tag === 'style') {
        const body = bodyOf(node);
        if (body !== '') inline.styles.push(body);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return { ...inline, icon };
}

/**
 * @param {string} dir @returns {string[]} every .html file of the site's pages below dir (not the editor's, nor a
 * file the venue supplies), sorted
 */
export function htmlFiles(dir) {
  const notPages = [ADMIN_DIR, ...VENUE_FILES_OUT];
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .filter((entry) => !notPages.includes(path.relative(dir, entry.parentPath).split(path.sep)[0] ?? ''))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A language's own 404 page (src/pages/[...lang]/404.astro): `<code>/404.html`, beside the root's 404.html. */
const NOT_FOUND_PAGE = '404.html';

/**
 * The codes of the languages with a 404 page of their own (every language but the default), from the pages built:
 * `fr` for out/fr/404.html. Sorted, so that the files written from them are the same at every build.
 * @param {string} dir @returns {string[]}
 */
export function notFoundLanguages(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, NOT_FOUND_PAGE)))
    .map((entry) => entry.name)
    .sort();
}

/**
 * Netlify's `_redirects`: a missing address under a language's prefix gets that language's 404 page, with status 404.
 * Netlify serves a file that exists before any rule (no `!`), so the language's pages are untouched; the root's
 * 404.html it serves by itself for every other address. @param {string[]} codes
 */
const renderRedirects = (codes) =>
  [
    '# Written by the build (integration/site-files.mjs); do not edit (rebuild instead).',
    "# Each language's 404 page for its missing addresses; Netlify serves /404.html for the rest.",
    ...codes.map((code) => `/${code}/* /${code}/${NOT_FOUND_PAGE} 404`),
    '',
  ].join('\n');

/**
 * nginx's locations for the same: under a language's prefix, the files as in the server block's `location /`, and
 * that language's 404 page for a missing one (the server block's `error_page` gives the root's elsewhere).
 * @param {string[]} codes
 */
export const renderNginxNotFound = (codes) =>
  [
    '# Written by the build (integration/site-files.mjs); do not edit (rebuild instead).',
    "# include it in the server block that serves out/: each language's 404 page for its missing addresses.",
    ...codes.flatMap((code) => [
      `location /${code}/ {`,
      '  try_files $uri $uri.html $uri/ =404;',
      `  error_page 404 /${code}/${NOT_FOUND_PAGE};`,
      '}',
    ]),
    '',
  ].join('\n');

/**
 * @param {{ outDir: string, buildId: string, env?: Record<string, string | undefined>, log?: (line: string) => void }} options
 * @returns {Promise<{ pages: number, policy: string }>}
 */
export async function writeSiteFiles({ outDir, buildId, env = process.env, log = console.log }) {
  const settings = resolveSettings(env, { production: isProductionBuild(env) });
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML files in ${outDir}.`);
  /** @type {InlineSources} */
  const inline = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  /** @type {string | Buffer | null} */
  let icon = null;
  for (const file of files) {
    const where = path.relative(outDir, file);
    const page = inlineSourcesOf(fs.readFileSync(file, 'utf8'), where);
    for (const key of /** @type {const} */ (['scripts', 'styles', 'styleAttributes', 'problems']))
      inline[key].push(...page[key]);
    if (where === 'index.html') icon = page.icon;
  }
  if (inline.problems.length > 0)
    throw new Error(
      `The built pages carry inline code the security policy forbids:\n  ${inline.problems.join('\n  ')}`,
    );

  // Browsers ask for /favicon.ico whatever a page links, and would log a 404 without it.
  if (icon === null) throw new Error('index.html links no icon as a data:image/svg+xml or data:image/png URL');
  fs.writeFileSync(path.join(outDir, 'favicon.ico'), await faviconIco(icon));

  const policy = contentSecurityPolicy(inline, settings);
  const headers = securityHeaders(policy);
  const admin = adminHeaders(adminContentSecurityPolicy(editorBackend(env)));
  // Cloudflare's form for its two builders, Pages and Workers (the site and the relay in one Worker, wrangler.jsonc).
  const onCloudflare = checkedSetting(env, 'CF_PAGES') === '1' || checkedSetting(env, 'WORKERS_CI') === '1';
  const host = onCloudflare ? 'cloudflare' : 'netlify';
  const filesDir = path.join(outDir, 'files');
  const published = fs.existsSync(filesDir)
    ? fs
        .readdirSync(filesDir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    : [];
  const venueFiles = venueFilePatterns(published);
  fs.writeFileSync(path.join(outDir, '_headers'), renderHeadersFile(headers, { admin, host, venueFiles }));
  fs.writeFileSync(path.join(outDir, 'nginx-security-headers.conf'), renderNginxSnippet(headers));
  fs.writeFileSync(
    path.join(outDir, 'nginx-venue-files-headers.conf'),
    renderNginxSnippet(
      venueFileHeaders(headers),
      "include it in the locations /files/ and /venue-files/ (the venue's own files), in place of nginx-security-headers.conf.",
    ),
  );
  fs.writeFileSync(
    path.join(outDir, 'nginx-admin-headers.conf'),
    renderNginxSnippet(
      admin,
      "include it in the location /admin/ (the staff's editor), in place of nginx-security-headers.conf.",
    ),
  );
  const languages = notFoundLanguages(outDir);
  fs.writeFileSync(path.join(outDir, 'nginx-not-found.conf'), renderNginxNotFound(languages));
  // Cloudflare Pages serves the nearest 404.html up the path by itself, and its _redirects knows no status 404.
  const redirects = path.join(outDir, '_redirects');
  if (host === 'netlify' && languages.length > 0) fs.writeFileSync(redirects, renderRedirects(languages));
  else fs.rmSync(redirects, { force: true });
  // Last: the twins are of the files as they are served.
  const twins = precompress(outDir);
  fs.writeFileSync(path.join(outDir, BUILD_ID_FILE), `${buildId}\n`);
  log(
    `[site files] ${files.length} pages; ${new Set(inline.scripts).size} inline script and ` +
      `${new Set(inline.styles).size} style hashes in out/_headers and out/nginx-security-headers.conf; ` +
      `${twins} files gzipped beside themselves`,
  );
  if (policy.length > CLOUDFLARE_HEADER_LIMIT) {
    log(
      `[site files] warning: the policy is ${policy.length} characters; Cloudflare Pages accepts at most ` +
        `${CLOUDFLARE_HEADER_LIMIT} per header value (Netlify and nginx have no such limit).`,
    );
  }
  return { pages: files.length, policy };
}
