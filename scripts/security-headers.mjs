// @ts-check
/**
 * Post-build step: writes the security headers of the static export.
 *
 *   node scripts/security-headers.mjs [outDir]      (run by `npm run build`, `npm run build:production`, `npm start`)
 *
 * Reads every HTML file in `out/` with a real HTML parser, hashes each inline <script> (and <style>, and style
 * attribute, should a page ever carry one), and writes one policy for the whole site into
 *   out/_headers                        Netlify and Cloudflare Pages read it from the publish directory
 *   out/nginx-security-headers.conf     `include` it where nginx (or any server) serves out/
 * The `npm start` server sends what out/_headers says, so every e2e test runs under the policy that ships.
 *
 * One policy for every page rather than one per page: hosts merge every `_headers` rule that matches a path, so a
 * per-page policy plus a catch-all (needed for the 404 page, which answers any path) would add up to two policies.
 * Every hash in the union is one of our own build's scripts, so allowing it on a page that lacks it gains an
 * attacker nothing.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { resolveSettings } from '../src/config/settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Cloudflare Pages refuses `_headers` values longer than this. */
export const CLOUDFLARE_HEADER_LIMIT = 2000;

/** Where WordPress serves media besides the blog's own origin: Jetpack's image CDN (i0.wp.com, i1.wp.com, …). */
export const WORDPRESS_MEDIA_ORIGINS = ['https://*.wp.com'];

/**
 * @typedef {{ scripts: string[], styles: string[], styleAttributes: string[], problems: string[] }} InlineSources
 * @typedef {{ blogUrl: string, email: { origin: string } }} OriginSettings
 * @typedef {[name: string, value: string][]} HeaderList
 */

/** @param {string} text */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * What a page carries inline, from the parsed document: script and style bodies exactly as the browser hashes
 * them (the parser does the same newline normalisation a browser does), style attribute values, and markup the
 * policy would silently break (inline event handlers, `javascript:` URLs), which the build refuses instead.
 * @param {string} html
 * @param {string} [where] file name for messages
 * @returns {InlineSources}
 */
export function inlineSources(html, where = 'page') {
  /** @type {InlineSources} */
  const found = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  /** @param {any} node */
  const visit = (node) => {
    if (node.tagName) {
      for (const { name, value } of node.attrs) {
        if (name === 'style' && value.trim() !== '') found.styleAttributes.push(value);
        if (/^on/i.test(name)) found.problems.push(`${where}: <${node.tagName} ${name}="…"> (inline event handler)`);
        if (['href', 'src', 'action', 'formaction'].includes(name) && /^\s*javascript:/i.test(value)) {
          found.problems.push(`${where}: <${node.tagName} ${name}="javascript:…">`);
        }
      }
      const hasSrc = node.attrs.some((/** @type {{name: string}} */ a) => a.name === 'src');
      if ((node.tagName === 'script' && !hasSrc) || node.tagName === 'style') {
        const body = node.childNodes.map((/** @type {any} */ child) => child.value ?? '').join('');
        // An empty inline script is never run, so the browser never checks it against the policy.
        if (body !== '') (node.tagName === 'script' ? found.scripts : found.styles).push(body);
      }
    }
    for (const child of node.childNodes ?? []) visit(child);
    if (node.content) visit(node.content);
  };
  visit(parse(html));
  return found;
}

/** @param {string} dir @returns {string[]} every .html file below dir */
export function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/**
 * @param {string} outDir
 * @returns {InlineSources & { files: number }}
 */
export function scanExport(outDir) {
  const files = htmlFiles(outDir);
  if (files.length === 0) throw new Error(`No HTML files in ${outDir}: run \`next build\` first.`);
  /** @type {InlineSources} */
  const all = { scripts: [], styles: [], styleAttributes: [], problems: [] };
  for (const file of files) {
    const found = inlineSources(fs.readFileSync(file, 'utf8'), path.relative(outDir, file));
    for (const key of /** @type {const} */ (['scripts', 'styles', 'styleAttributes', 'problems']))
      all[key].push(...found[key]);
  }
  return { ...all, files: files.length };
}

/** @param {string} url @returns {string} the URL's origin, or 'self' when the service lives on this origin */
const originOf = (url) => (url ? new URL(url).origin : "'self'");

/** @param {string[]} sources */
const unique = (sources) => [...new Set(sources)];

/**
 * @param {{ scripts: string[], styles: string[], styleAttributes: string[] }} inline
 * @param {OriginSettings} settings
 * @returns {string}
 */
export function contentSecurityPolicy(inline, settings) {
  const blog = originOf(settings.blogUrl);
  const email = originOf(settings.email.origin);
  const scriptHashes = unique(inline.scripts.map(sha256)).sort();
  const styleHashes = unique(inline.styles.map(sha256)).sort();
  const styleAttributeHashes = unique(inline.styleAttributes.map(sha256)).sort();
  const wordpressMedia = blog === "'self'" ? [] : WORDPRESS_MEDIA_ORIGINS;
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'none'"]],
    // 'report-sample' puts the first characters of a blocked inline script in the violation report.
    ['script-src', ["'self'", "'report-sample'", ...scriptHashes]],
    // Inline event handlers never run, whatever a sanitiser lets through.
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", "'report-sample'", ...styleHashes]],
    ['style-src-attr', styleAttributeHashes.length ? ["'unsafe-hashes'", ...styleAttributeHashes] : ["'none'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', blog, ...wordpressMedia])],
    ['media-src', unique(["'self'", blog, ...wordpressMedia])],
    ['font-src', ["'self'"]],
    ['connect-src', unique(["'self'", blog, email])],
    // browser-image-compression starts its worker from a blob: URL; the worker imports our own copy of the library.
    ['worker-src', ["'self'", 'blob:']],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * @param {string} policy
 * @returns {HeaderList}
 */
export function securityHeaders(policy) {
  return [
    ['Content-Security-Policy', policy],
    // Two years, subdomains included; not `preload`, which is a commitment the venue should make on purpose.
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    // Other sites learn which site a visitor came from, never which page.
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    // Features the site never uses, refused for it and for anything it might ever embed.
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), ' +
        'microphone=(), midi=(), payment=(), publickey-credentials-get=(), usb=(), xr-spatial-tracking=()',
    ],
    // For browsers older than `frame-ancestors`.
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
}

/** Next.js puts a content hash in every file name under /_next/static/: those files never change. */
export const IMMUTABLE_ASSETS = { pattern: '/_next/static/*', cacheControl: 'public, max-age=31536000, immutable' };

/**
 * The Netlify / Cloudflare Pages `_headers` format: a path pattern, then indented `Name: value` lines.
 * @param {HeaderList} headers
 */
export function renderHeadersFile(headers) {
  return [
    '# Written by scripts/security-headers.mjs after `next build`; do not edit (rebuild instead).',
    '# Netlify and Cloudflare Pages read this file from the publish directory (out/).',
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    IMMUTABLE_ASSETS.pattern,
    `  Cache-Control: ${IMMUTABLE_ASSETS.cacheControl}`,
    '',
  ].join('\n');
}

/**
 * An nginx snippet. nginx forgets a server's `add_header` lines inside any location that has its own, so the
 * snippet goes into every such location (see the README, "nginx").
 * @param {HeaderList} headers
 */
export function renderNginxSnippet(headers) {
  const quote = (/** @type {string} */ value) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
  return [
    '# Written by scripts/security-headers.mjs after `next build`; do not edit (rebuild instead).',
    '# include it in the server block that serves out/, and again in every location that has add_header lines.',
    ...headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

/**
 * @param {{ outDir?: string, env?: Record<string, string | undefined>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ policy: string, headersFile: string, nginxFile: string }>}
 */
export async function writeSecurityHeaders({
  outDir = path.join(root, 'out'),
  env = process.env,
  log = console.log,
} = {}) {
  const settings = resolveSettings(env, { production: env.FOYER_PRODUCTION === '1' });
  const scan = scanExport(outDir);
  if (scan.problems.length > 0) {
    throw new Error(`The built pages carry inline code the security policy forbids:\n  ${scan.problems.join('\n  ')}`);
  }
  const policy = contentSecurityPolicy(scan, settings);
  const headers = securityHeaders(policy);
  const headersFile = path.join(outDir, '_headers');
  const nginxFile = path.join(outDir, 'nginx-security-headers.conf');
  fs.writeFileSync(headersFile, renderHeadersFile(headers));
  fs.writeFileSync(nginxFile, renderNginxSnippet(headers));
  const hashes = unique(scan.scripts).length;
  log(
    `[security-headers] ${scan.files} pages, ${hashes} inline script hashes; wrote out/_headers and out/nginx-security-headers.conf`,
  );
  if (policy.length > CLOUDFLARE_HEADER_LIMIT) {
    log(
      `[security-headers] warning: the policy is ${policy.length} characters; Cloudflare Pages accepts at most ` +
        `${CLOUDFLARE_HEADER_LIMIT} per header value (Netlify and nginx have no such limit).`,
    );
  }
  return { policy, headersFile, nginxFile };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2] ? path.resolve(process.argv[2]) : undefined;
  try {
    await writeSecurityHeaders({ outDir });
  } catch (error) {
    console.error(`[security-headers] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
