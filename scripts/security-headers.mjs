// @ts-check
/**
 * The security headers of the static export, written by the post-build pass (scripts/postbuild.mjs), which hashes
 * each inline <script> (and <style>, and style attribute, should a page ever carry one) as it rewrites the page:
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

/** Cloudflare Pages refuses `_headers` values longer than this. */
export const CLOUDFLARE_HEADER_LIMIT = 2000;

/** Where WordPress serves media besides the blog's own origin: Jetpack's image CDN (i0.wp.com, i1.wp.com, …). */
export const WORDPRESS_MEDIA_ORIGINS = ['https://*.wp.com'];

/**
 * @typedef {{ blogUrl: string, email: { origin: string } }} OriginSettings
 * @typedef {[name: string, value: string][]} HeaderList
 */

/** @param {string} text */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

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
    '# Written by scripts/postbuild.mjs after `next build`; do not edit (rebuild instead).',
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
    '# Written by scripts/postbuild.mjs after `next build`; do not edit (rebuild instead).',
    '# include it in the server block that serves out/, and again in every location that has add_header lines.',
    ...headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}
