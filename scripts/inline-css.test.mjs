// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { cssForPage, INLINED_FROM, inlineExportCss, inlineStylesheets } from './inline-css.mjs';

/** The head `next build` writes (Turbopack, App Router), cut down. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/>
<link rel="stylesheet" href="/print.css"/>
</head><body><h1>Hello</h1></body></html>`;

const sheets = /** @type {Record<string, string>} */ ({
  '/_next/static/chunks/a.css':
    '@font-face{font-family:core;src:url(../media/font.woff2) format("woff2")}\nh1 { color: red }',
  '/_next/static/chunks/b.css': '.hero{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}p{color:blue}',
});

/** @param {string} href */
const readCss = (href) => sheets[href] ?? '';
/** @param {string} href */
const pageCss = (href) => cssForPage(readCss(href), href);

describe('cssForPage', () => {
  it("makes the chunk's relative URLs absolute, so that they resolve from the page", () => {
    expect(cssForPage(readCss('/_next/static/chunks/a.css'), '/_next/static/chunks/a.css')).toContain(
      'url(/_next/static/media/font.woff2)',
    );
  });

  it('leaves data: URLs and other origins as they are', () => {
    const css = '.a{background:url(data:image/png;base64,AAAA)}.b{background:url(https://cdn.example/x.png)}';
    const out = cssForPage(css, '/_next/static/chunks/x.css');
    expect(out).toContain('data:image/png;base64,AAAA');
    expect(out).toContain('https://cdn.example/x.png');
  });

  it('refuses a stylesheet whose text would end the <style> element', () => {
    expect(() => cssForPage('.a::after{content:"</style>"}', '/_next/static/chunks/x.css')).toThrow(
      /x\.css contains "<\/style"/,
    );
  });
});

describe('inlineStylesheets', () => {
  const { html, inlined } = inlineStylesheets(page, pageCss);
  const doc = new JSDOM(html).window.document;

  it("puts each of Next's stylesheets in the page, in their order, keeping their precedence", () => {
    expect(inlined).toEqual(['/_next/static/chunks/a.css', '/_next/static/chunks/b.css']);
    const styles = [...doc.querySelectorAll('style')];
    expect(styles.map((style) => style.getAttribute(INLINED_FROM))).toEqual(inlined);
    expect(styles.map((style) => style.getAttribute('data-precedence'))).toEqual(['next', 'next']);
    expect(styles[0]?.textContent).toContain('/_next/static/media/font.woff2');
    expect(styles[1]?.textContent).toContain('p{color:#00f}');
  });

  it('keeps each link after its <style>, disabled, where React looks for it by href', () => {
    for (const href of inlined) {
      const link = doc.querySelector(`link[rel="stylesheet"][href="${href}"]`);
      expect(link?.hasAttribute('disabled'), href).toBe(true);
      expect(link?.getAttribute('data-precedence')).toBe('next');
      expect(link?.previousElementSibling?.getAttribute(INLINED_FROM)).toBe(href);
    }
  });

  it('leaves other stylesheets and the font preload alone, and changes nothing when run again', () => {
    expect(doc.querySelector('link[href="/print.css"]')?.hasAttribute('disabled')).toBe(false);
    expect(doc.querySelector('link[rel="preload"][as="font"]')).not.toBeNull();
    expect(inlineStylesheets(html, pageCss)).toEqual({ html, inlined: [] });
  });
});

describe('inlineExportCss', () => {
  it('rewrites every page of an export from the files beside it', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-inline-css-'));
    fs.mkdirSync(path.join(outDir, '_next/static/chunks'), { recursive: true });
    for (const [href, css] of Object.entries(sheets)) fs.writeFileSync(path.join(outDir, href), css);
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    fs.mkdirSync(path.join(outDir, 'venue'));
    fs.writeFileSync(path.join(outDir, 'venue.html'), page);
    const lines = /** @type {string[]} */ ([]);
    expect(inlineExportCss({ outDir, log: (line) => lines.push(line) }).pages).toBe(2);
    expect(lines[0]).toMatch(/^\[inline-css\] 2 page\(s\) carry their stylesheets/);
    expect(fs.readFileSync(path.join(outDir, 'venue.html'), 'utf8')).toContain('url(/_next/static/media/font.woff2)');
  });

  it('names a stylesheet the page links but the export lacks', () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-inline-css-'));
    fs.writeFileSync(path.join(outDir, 'index.html'), page);
    expect(() => inlineExportCss({ outDir, log: () => {} })).toThrow(
      '[inline-css] index.html: links /_next/static/chunks/a.css, which is not in the export',
    );
  });
});
