// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parseHeadersFile, headersFor } from '../server/headers-file.mjs';
import {
  contentSecurityPolicy,
  inlineSources,
  renderHeadersFile,
  renderNginxSnippet,
  securityHeaders,
  sha256,
  writeSecurityHeaders,
} from './security-headers.mjs';

/** @param {string} policy */
const directives = (policy) =>
  Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part.split(' ').slice(1)]));

const local = { blogUrl: '', email: { origin: '' } };
const deployed = { blogUrl: 'https://blog.venue.example/news', email: { origin: 'https://api.emailjs.com' } };
const none = { scripts: [], styles: [], styleAttributes: [] };

describe('inlineSources', () => {
  it('hashes an inline script as CSP does (the example of the CSP specification)', () => {
    const found = inlineSources("<script>alert('Hello, world.');</script>");
    expect(found.scripts.map(sha256)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it('takes the body as the browser sees it: newlines normalised, entities left alone', () => {
    const found = inlineSources('<script>a = "&amp;";\r\nb = 1</script>');
    expect(found.scripts).toEqual(['a = "&amp;";\nb = 1']);
  });

  it('skips scripts with src and empty ones, and finds scripts inside <template>', () => {
    const found = inlineSources(
      '<script src="/a.js"></script><script></script><template><script>t()</script></template>',
    );
    expect(found.scripts).toEqual(['t()']);
  });

  it('collects <style> bodies and style attributes', () => {
    const found = inlineSources('<style>p{color:red}</style><p style="margin:0">x</p><p style=" ">y</p>');
    expect(found.styles).toEqual(['p{color:red}']);
    expect(found.styleAttributes).toEqual(['margin:0']);
  });

  it('reports inline event handlers and javascript: URLs, which the policy would silently break', () => {
    const found = inlineSources('<img src="a.png" onerror="x()"><a href=" JavaScript:void(0)">a</a>', 'news.html');
    expect(found.problems).toEqual([
      'news.html: <img onerror="…"> (inline event handler)',
      'news.html: <a href="javascript:…">',
    ]);
  });
});

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
    expect(headersFor(rules, '/_next/static/chunks/a.js')).toEqual([
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
});

describe('writeSecurityHeaders', () => {
  /** @type {string[]} */
  const dirs = [];
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));
  /** @param {Record<string, string>} files */
  const exportTree = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-headers-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    }
    return dir;
  };
  const quiet = () => {};

  it('hashes the scripts of every page, nested ones included, into both files', async () => {
    const outDir = exportTree({ 'index.html': '<script>one()</script>', 'news/2024.html': '<script>two()</script>' });
    const env = { BLOG_URL: 'https://blog.venue.example', EMAILJS_PUBLIC_KEY: 'pk' };
    const { policy } = await writeSecurityHeaders({ outDir, env, log: quiet });
    expect(policy).toContain(sha256('one()'));
    expect(policy).toContain(sha256('two()'));
    expect(policy).toContain("connect-src 'self' https://blog.venue.example https://api.emailjs.com;");
    expect(fs.readFileSync(path.join(outDir, '_headers'), 'utf8')).toContain(`Content-Security-Policy: ${policy}\n`);
    expect(fs.readFileSync(path.join(outDir, 'nginx-security-headers.conf'), 'utf8')).toContain(policy);
  });

  it('refuses pages with inline event handlers, naming the file', async () => {
    const outDir = exportTree({ 'contact.html': '<button onclick="go()">go</button>' });
    await expect(writeSecurityHeaders({ outDir, env: {}, log: quiet })).rejects.toThrow(
      /contact\.html: <button onclick/,
    );
  });

  it('refuses a production run with settings missing, like the build', async () => {
    const outDir = exportTree({ 'index.html': '<p>hi</p>' });
    await expect(
      writeSecurityHeaders({ outDir, env: { FOYER_PRODUCTION: '1', SITE_NAME: 'Hall' }, log: quiet }),
    ).rejects.toThrow(/missing: SITE_URL, BLOG_URL/);
  });

  it('refuses an empty export', async () => {
    const outDir = exportTree({});
    await expect(writeSecurityHeaders({ outDir, env: {}, log: quiet })).rejects.toThrow(/No HTML files/);
  });
});
