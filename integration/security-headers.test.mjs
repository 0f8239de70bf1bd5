// @ts-check
import { describe, expect, it } from 'vitest';
import { parseHeadersFile, headersFor } from '../server/headers-file.mjs';
import {
  adminContentSecurityPolicy,
  adminHeaders,
  contentSecurityPolicy,
  inCloudflareForm,
  renderHeadersFile,
  renderNginxSnippet,
  securityHeaders,
  sha256,
  VENUE_FILE_POLICY,
  venueFilePatterns,
} from './security-headers.mjs';

/** @param {string} policy */
const directives = (policy) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

const local = { blogUrl: '', email: { origin: '' } };
const deployed = { blogUrl: 'https://blog.venue.example/news', email: { origin: 'https://api.emailjs.com' } };
const none = { scripts: [], styles: [], styleAttributes: [] };

describe('contentSecurityPolicy', () => {
  it('in local mode allows scripts by hash and connects only to this origin', () => {
    const csp = directives(contentSecurityPolicy({ ...none, scripts: ['b()', 'a()', 'a()'] }, local));
    expect(csp['script-src'].slice(0, 2)).toEqual(["'self'", "'report-sample'"]);
    expect(csp['script-src'].slice(2).sort()).toEqual([sha256('a()'), sha256('b()')].sort());
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(csp['default-src']).toEqual(["'none'"]);
  });

  it('with services configured allows exactly their origins', () => {
    const csp = directives(contentSecurityPolicy(none, deployed));
    expect(csp['connect-src']).toEqual(["'self'", 'https://blog.venue.example', 'https://api.emailjs.com']);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://blog.venue.example', 'https://*.wp.com']);
  });

  it('never allows unsafe-inline or unsafe-eval and keeps the fixed directives', () => {
    const policy = contentSecurityPolicy({ scripts: ['x()'], styles: ['p{}'], styleAttributes: [] }, deployed);
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval/);
    const csp = directives(policy);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['style-src']).toEqual(["'self'", "'report-sample'", sha256('p{}')]);
    expect(csp['style-src-attr']).toEqual(["'none'"]);
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
  });

  it('allows style attributes of the built pages by hash only', () => {
    const csp = directives(contentSecurityPolicy({ ...none, styleAttributes: ['color:transparent'] }, local));
    expect(csp['style-src-attr']).toEqual(["'unsafe-hashes'", sha256('color:transparent')]);
  });
});

describe('headers files', () => {
  const headers = securityHeaders("default-src 'none'");

  it('the _headers file reads back as the same headers for every path, with long caching for hashed assets', () => {
    const rules = parseHeadersFile(renderHeadersFile(headers));
    expect(headersFor(rules, '/contact')).toEqual(headers);
    expect(headersFor(rules, '/_astro/a.js')).toEqual([
      ...headers,
      ['Cache-Control', 'public, max-age=31536000, immutable'],
    ]);
    expect(headers.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
      ]),
    );
  });

  it('the nginx snippet adds every header, always, with the value quoted', () => {
    const snippet = renderNginxSnippet([['X-Test', 'a "b" c'], ...headers]);
    expect(snippet).toContain('add_header X-Test "a \\"b\\" c" always;');
    expect(snippet).toContain(`add_header Content-Security-Policy "default-src 'none'" always;`);
    expect(snippet.match(/^add_header /gm)).toHaveLength(headers.length + 1);
  });

  it('a malformed _headers line is refused', () => {
    expect(() => parseHeadersFile('/*\n  no colon here')).toThrow(/line 2/);
  });

  describe('the staff’s editor at /admin/', () => {
    const backend = { connect: ['https://api.github.com'], images: ['https://avatars.githubusercontent.com'] };
    const adminPolicy = adminContentSecurityPolicy(backend);
    const admin = adminHeaders(adminPolicy);
    /** @param {string} text @param {string} path */
    const read = (text, path) => new Map(headersFor(parseHeadersFile(text), path));

    it('has a policy of its own: scripts from this origin alone, no eval, the chosen host’s API alone', () => {
      const csp = directives(adminPolicy);
      expect(csp['script-src']).toEqual(["'self'"]);
      expect(adminPolicy).not.toContain('unsafe-eval');
      expect(csp['connect-src']).toEqual(["'self'", 'blob:', 'data:', 'https://api.github.com']);
      expect(csp['font-src']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
    });

    it.each(/** @type {const} */ (['netlify', 'cloudflare']))(
      '%s: /admin/ gets its policy alone and noindex, every other path the site’s headers unchanged',
      (host) => {
        const text = renderHeadersFile(headers, { admin, host });
        const atAdmin = read(text, '/admin/');
        expect(atAdmin.get('Content-Security-Policy')).toBe(adminPolicy);
        expect(read(text, '/admin').get('Content-Security-Policy')).toBe(adminPolicy);
        expect(read(text, '/admin/sveltia-cms.js').get('Content-Security-Policy')).toBe(adminPolicy);
        expect(read(text, '/administration').get('Content-Security-Policy')).toBe(headers[0]?.[1]);
        expect(atAdmin.get('X-Robots-Tag')).toBe('noindex');
        expect(atAdmin.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
        expect(atAdmin.get('Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
        expect(headersFor(parseHeadersFile(text), '/contact')).toEqual(headers);
        // The admin rule sets only what differs: Cloudflare would join a header two rules set alike.
        const adminRule = text.slice(text.indexOf('/admin\n'));
        expect(adminRule).not.toContain('Strict-Transport-Security');
        expect(adminRule.includes('! Content-Security-Policy')).toBe(host === 'cloudflare');
      },
    );

    it('Cloudflare’s form read as Cloudflare reads it: the detached policy leaves one, the editor’s', () => {
      // Per rule, in order: `!` names are deleted, then each header is set (appended if an earlier rule set it).
      const response = new Headers();
      const seen = new Set();
      for (const rule of parseHeadersFile(renderHeadersFile(headers, { admin, host: 'cloudflare' })).filter((r) =>
        r.matcher.test('/admin/'),
      )) {
        for (const name of rule.detach) response.delete(name);
        for (const [name, value] of rule.headers) {
          if (seen.has(name.toLowerCase())) response.append(name, value);
          else response.set(name, value);
          seen.add(name.toLowerCase());
        }
      }
      expect(response.get('Content-Security-Policy')).toBe(adminPolicy);
      expect(response.get('Cross-Origin-Opener-Policy')).toBe('same-origin-allow-popups');
    });
  });

  it('a build of Netlify’s form, served by Cloudflare’s runtime as it is: the same file as a Cloudflare build', () => {
    const admin = adminHeaders(adminContentSecurityPolicy({ connect: ['https://api.github.com'], images: [] }));
    const venueFiles = venueFilePatterns(['menus/winter.pdf']);
    const netlify = renderHeadersFile(headers, { admin, venueFiles });
    expect(inCloudflareForm(netlify)).toBe(renderHeadersFile(headers, { admin, venueFiles, host: 'cloudflare' }));
    expect(inCloudflareForm(netlify)).not.toBe(netlify);
  });

  describe("the venue's own files (promises §15)", () => {
    const venueFiles = venueFilePatterns(['drinks menu.pdf', 'map.svg', 'menus/winter.PDF', 'terms.txt']);
    const site = headers.find(([name]) => name === 'Content-Security-Policy')?.[1];

    it('are sandboxed where opened: every drawing and plan, every file of files/ but PDFs (a sandbox refuses their viewer)', () => {
      expect(venueFiles).toEqual(['/venue-files/*', '/files/map.svg', '/files/terms.txt']);
      expect(directives(VENUE_FILE_POLICY)).toMatchObject({ sandbox: [], 'default-src': ["'none'"] });
      expect(VENUE_FILE_POLICY).not.toMatch(/allow-scripts|allow-same-origin|script-src/);
    });

    for (const host of /** @type {const} */ (['netlify', 'cloudflare']))
      it(`${host}'s form: one policy for each path, the sandbox for the venue's files, the site's for the rest`, () => {
        // As each host reads its form: Netlify, the last rule's value; Cloudflare, `!` first, then values joined.
        const policies = (/** @type {string} */ pathname) => {
          const found = /** @type {string[]} */ ([]);
          for (const rule of parseHeadersFile(renderHeadersFile(headers, { host, venueFiles })).filter((r) =>
            r.matcher.test(pathname),
          )) {
            if (rule.detach.includes('Content-Security-Policy')) found.splice(0);
            for (const [name, value] of rule.headers)
              if (name === 'Content-Security-Policy') {
                if (host === 'netlify') found.splice(0);
                found.push(value);
              }
          }
          return found;
        };
        for (const pathname of ['/venue-files/photos/hall-plan.svg', '/files/map.svg', '/files/terms.txt'])
          expect(policies(pathname), pathname).toEqual([VENUE_FILE_POLICY]);
        for (const pathname of ['/files/drinks%20menu.pdf', '/contact', '/files/'])
          expect(policies(pathname), pathname).toEqual([site]);
        // And `npm start`, which reads the same file.
        const rules = parseHeadersFile(renderHeadersFile(headers, { host, venueFiles }));
        expect(headersFor(rules, '/files/map.svg')).toContainEqual(['Content-Security-Policy', VENUE_FILE_POLICY]);
        expect(headersFor(rules, '/files/map.svg')).toContainEqual(['X-Content-Type-Options', 'nosniff']);
      });
  });
});
