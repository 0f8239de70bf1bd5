// @ts-check
/**
 * The security headers of the static site, written after the build (integration/site-files.mjs), which hashes each
 * inline <script> (and <style>, and style attribute, should a page ever carry one) of the pages Astro wrote:
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
const WORDPRESS_MEDIA_ORIGINS = ['https://*.wp.com'];

/**
 * @typedef {{ blogUrl: string, email: { origin: string } }} OriginSettings
 * @typedef {[name: string, value: string][]} HeaderList
 */

/** @param {string} text */
export const sha256 = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** @param {string} url @returns {string} the URL's origin, or 'self' when the service lives on this origin */
const originOf = (url) => (url ? new URL(url).origin : "'self'");

/**
 * What neither the site's pages nor the editor ever needs from elsewhere: the end of both policies.
 * @type {[string, string[]][]}
 */
const LOCKED_DOWN = [
  ['manifest-src', ["'self'"]],
  ['object-src', ["'none'"]],
  ['base-uri', ["'self'"]],
  ['form-action', ["'self'"]],
  ['frame-ancestors', ["'none'"]],
];

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
    ...LOCKED_DOWN,
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

/**
 * The staff's editor (promises §12): its page and its files, which have a policy of their own. `/admin` too: a
 * host (and `npm start`) may serve the page there without redirecting to the slash.
 */
const ADMIN_PATTERNS = ['/admin', '/admin/*'];

/**
 * /admin/'s policy: the editor's bundle from this origin and no other script, no eval; requests to this origin and
 * the chosen host's API alone (src/features/admin/backend.mjs).
 * @param {{ connect: string[], images: string[] }} backend
 * @returns {string}
 */
export function adminContentSecurityPolicy(backend) {
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    // Svelte writes each component's styles as a <style> element, and its markup carries style attributes.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // Previews of photos being uploaded are blob: URLs; thumbnails of SVGs, data: URLs.
    ['img-src', unique(["'self'", 'data:', 'blob:', ...backend.images])],
    ['media-src', ["'self'", 'blob:']],
    ['font-src', ["'self'"]],
    // data: and blob: URLs are the editor's own pictures and files (its logo), read back with fetch().
    ['connect-src', unique(["'self'", 'blob:', 'data:', ...backend.connect])],
    // The editor converts images (WebP) in a worker it starts from a blob: URL.
    ['worker-src', ["'self'", 'blob:']],
    ...LOCKED_DOWN,
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

/**
 * The headers of /admin/ and its files: the site's, with the editor's policy, `noindex`, and an opener policy that
 * lets GitHub's OAuth helper, opened in a window of its own, hand the token back.
 * @param {string} policy
 * @returns {HeaderList}
 */
export function adminHeaders(policy) {
  return securityHeaders(policy)
    .map(
      ([name, value]) =>
        /** @type {[string, string]} */ (
          name === 'Cross-Origin-Opener-Policy' ? [name, 'same-origin-allow-popups'] : [name, value]
        ),
    )
    .concat([['X-Robots-Tag', 'noindex']]);
}

/**
 * The policy of a file the venue supplies (a plan, a drawing, what its files/ holds), opened directly in a browser
 * (promises §15): a sandbox, so that nothing in it runs and it has no origin (none of the site's storage to read),
 * and nothing fetched but its own pictures, styles and fonts. The files are data (SVGs are cleaned at build,
 * src/lib/svg.server.ts); this is the second lock, on every host form the build writes.
 */
export const VENUE_FILE_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; font-src 'self'";

/**
 * Where the venue's files are served under VENUE_FILE_POLICY: its drawings and plans (`/venue-files/`, pictures all),
 * and each file of its files/ but PDFs, which a browser shows in a viewer that a sandbox would refuse (and which runs
 * nothing of the site's origin).
 * @param {string[]} files the paths of out/files/ (`menus/winter.pdf`)
 * @returns {string[]} `_headers` path patterns
 */
export function venueFilePatterns(files) {
  return [
    '/venue-files/*',
    ...files
      .filter((file) => !/\.pdf$/i.test(file))
      .map((file) => `/files/${file.split('/').map(encodeURIComponent).join('/')}`),
  ];
}

/**
 * The site's headers with the venue's files' policy in place of the site's.
 * @param {HeaderList} headers
 * @returns {HeaderList}
 */
export function venueFileHeaders(headers) {
  return headers.map(
    ([name, value]) =>
      /** @type {[string, string]} */ (name === 'Content-Security-Policy' ? [name, VENUE_FILE_POLICY] : [name, value]),
  );
}

/** Astro puts a content hash in every file name under /_astro/: those files never change. */
const IMMUTABLE_ASSETS = { pattern: '/_astro/*', cacheControl: 'public, max-age=31536000, immutable' };

/**
 * The Netlify / Cloudflare Pages `_headers` format: a path pattern, then indented `Name: value` lines.
 *
 * Both hosts apply every rule that matches a path, so /admin/ matches the site's `/*` too; two policies would both
 * be enforced, and the site's forbids what the editor needs. The two hosts part there: Netlify gives a header the
 * value of the last rule that sets it, so the `/admin/*` rule after `/*` replaces it; Cloudflare Pages joins the
 * values, and drops a header a rule names with `!` (which Netlify refuses as a syntax error). Hence one form per
 * host: `cloudflare` (its builds set CF_PAGES=1 or WORKERS_CI=1) detaches the site's policy first.
 * The venue's files (`venueFiles`: path patterns) get their own policy the same way.
 * @param {HeaderList} headers
 * @param {{ admin?: HeaderList, host?: 'netlify' | 'cloudflare', venueFiles?: string[] }} [options]
 */
export function renderHeadersFile(headers, { admin = [], host = 'netlify', venueFiles = [] } = {}) {
  /** Rules for `patterns` setting `special`: only what differs from the site's, since Cloudflare would send a header
   * both rules set twice, joined. @param {string[]} patterns @param {HeaderList} special */
  const rules = (patterns, special) => {
    const own = special.filter(([name, value]) => !headers.some(([n, v]) => n === name && v === value));
    const detached = host === 'cloudflare' ? own.filter(([name]) => headers.some(([n]) => n === name)) : [];
    if (own.length === 0) return [];
    return patterns.flatMap((pattern) => [
      pattern,
      ...detached.map(([name]) => `  ! ${name}`),
      ...own.map(([name, value]) => `  ${name}: ${value}`),
    ]);
  };
  return [
    '# Written by the build (integration/site-files.mjs); do not edit (rebuild instead).',
    '# Netlify and Cloudflare Pages read this file from the publish directory (out/); this is the form for ' +
      (host === 'cloudflare'
        ? 'Cloudflare Pages and Workers (CF_PAGES=1, WORKERS_CI=1).'
        : 'Netlify (Cloudflare builds write their own).'),
    '/*',
    ...headers.map(([name, value]) => `  ${name}: ${value}`),
    IMMUTABLE_ASSETS.pattern,
    `  Cache-Control: ${IMMUTABLE_ASSETS.cacheControl}`,
    ...rules(ADMIN_PATTERNS, admin),
    ...rules(venueFiles, venueFileHeaders(headers)),
    '',
  ].join('\n');
}

/**
 * A `_headers` file of Netlify's form (`renderHeadersFile`'s default) in Cloudflare's: each later rule first drops
 * (`! Name`) the headers the site's `/*` rule sets and it sets again. For a build made for another host and served
 * by Cloudflare's runtime as it is (`npm run edge --no-build`).
 * @param {string} text
 */
export function inCloudflareForm(text) {
  /** @type {Set<string>} */
  const site = new Set();
  /** @type {{ pattern: string, lines: string[] } | null} */
  let rule = null;
  /** @type {string[]} */
  const out = [];
  const close = () => {
    if (!rule) return;
    const names = rule.lines.map((line) => /^\s+([^:!\s]+):/.exec(line)?.[1] ?? '');
    if (rule.pattern === '/*') names.forEach((name) => site.add(name));
    else out.push(...names.filter((name) => site.has(name)).map((name) => `  ! ${name}`));
    out.push(...rule.lines);
    rule = null;
  };
  for (const line of text.split('\n')) {
    if (line.startsWith('  ')) {
      rule?.lines.push(line);
      continue;
    }
    close();
    if (line.startsWith('# Netlify and Cloudflare Pages'))
      out.push(
        line.replace(
          /this is the form for .*$/,
          'this is the form for Cloudflare Pages and Workers (CF_PAGES=1, WORKERS_CI=1).',
        ),
      );
    else out.push(line);
    if (line !== '' && !line.startsWith('#')) rule = { pattern: line, lines: [] };
  }
  close();
  return out.join('\n');
}

/**
 * An nginx snippet. nginx forgets a server's `add_header` lines inside any location that has its own, so the
 * snippet goes into every such location (see docs/deploying.md, "nginx").
 * @param {HeaderList} headers
 * @param {string} [where] how to include it
 */
export function renderNginxSnippet(
  headers,
  where = 'include it in the server block that serves out/, and again in every location that has add_header lines.',
) {
  const quote = (/** @type {string} */ value) => `"${value.replace(/[\\"]/g, '\\$&')}"`;
  return [
    '# Written by the build (integration/site-files.mjs); do not edit (rebuild instead).',
    `# ${where}`,
    ...headers.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}
