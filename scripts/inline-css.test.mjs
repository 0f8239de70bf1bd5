// @ts-check
import { describe, expect, it } from 'vitest';
import { cssForPage } from './inline-css.mjs';

const sheets = /** @type {Record<string, string>} */ ({
  '/_next/static/chunks/a.css':
    '@font-face{font-family:core;src:url(../media/font.woff2) format("woff2")}\nh1 { color: red }',
  '/_next/static/chunks/b.css': '.hero{background:url("data:image/svg+xml,%3Csvg%3E%3C/svg%3E")}p{color:blue}',
});

/** @param {string} href */
const readCss = (href) => sheets[href] ?? '';

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
