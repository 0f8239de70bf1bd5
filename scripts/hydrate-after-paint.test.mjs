// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BEFORE_HYDRATION, BEFORE_HYDRATION_ID } from './before-hydration.mjs';
import {
  FIRST_SCREEN_ID,
  hydrateAfterPaint,
  LOADER,
  LOADER_ID,
  PHOTO_WAIT_MS,
  rewriteExport,
} from './hydrate-after-paint.mjs';

/** The shape of a page `next build` writes (Turbopack, App Router), cut down. */
const page = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>
<link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>
<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>
<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>
<script src="/_next/static/chunks/one.js" async=""></script>
<script src="/_next/static/chunks/turbopack-two.js" async=""></script>
<script src="/_next/static/chunks/polyfill.js" noModule=""></script>
</head><body><h1>Hello</h1>
<script id="_R_">(globalThis.TURBOPACK || (globalThis.TURBOPACK = [])).push({})</script>
<script src="/_next/static/chunks/main.js" async=""></script>
<script>(self.__next_f=self.__next_f||[]).push([0])</script>
</body></html>`;

describe('hydrateAfterPaint', () => {
  const { html, chunks } = hydrateAfterPaint(page);
  const dom = new JSDOM(html);
  const doc = dom.window.document;

  it('takes every async Next.js chunk out of the markup, in page order, and the preload of the bootstrap chunk', () => {
    expect(chunks).toEqual([
      '/_next/static/chunks/one.js',
      '/_next/static/chunks/turbopack-two.js',
      '/_next/static/chunks/main.js',
    ]);
    expect(doc.querySelectorAll('script[async]')).toHaveLength(0);
    expect(doc.querySelector('link[as="script"]')).toBeNull();
  });

  it('leaves everything else where it was: fonts, stylesheets, the noModule polyfill, inline scripts, content', () => {
    expect(doc.querySelector('link[as="font"]')?.getAttribute('href')).toBe('/_next/static/media/font.woff2');
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/_next/static/chunks/a.css');
    expect(doc.querySelector('script[nomodule]')?.getAttribute('src')).toBe('/_next/static/chunks/polyfill.js');
    expect(doc.getElementById('_R_')?.textContent).toContain('TURBOPACK');
    expect(doc.querySelector('h1')?.textContent).toBe('Hello');
    expect(html).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>');
  });

  it('ends <body> with one loader that carries the chunk URLs in an attribute, its code the same on every page', () => {
    const loader = doc.body.lastElementChild;
    expect(loader?.id).toBe(LOADER_ID);
    expect(loader?.getAttribute('data-chunks')).toBe(chunks.join(' '));
    expect(loader?.textContent).toBe(LOADER);
  });

  it("puts the controls' inline script just before the loader, so it listens before any chunk can run", () => {
    const early = doc.body.lastElementChild?.previousElementSibling;
    expect(early?.id).toBe(BEFORE_HYDRATION_ID);
    expect(early?.textContent).toBe(BEFORE_HYDRATION);
    expect(doc.querySelectorAll(`#${BEFORE_HYDRATION_ID}`)).toHaveLength(1);
  });

  it('changes nothing the second time, and nothing on a page without chunks', () => {
    expect(hydrateAfterPaint(html)).toEqual({ html, chunks: [] });
    const plain = '<!DOCTYPE html><html><head></head><body><p>x</p></body></html>';
    expect(hydrateAfterPaint(plain).html).toBe(plain);
  });

  it('refuses a chunk URL that could break out of the attribute', () => {
    expect(() =>
      hydrateAfterPaint(
        '<html><head><script src="/_next/static/a.js?x=&quot;a b" async></script></head><body></body></html>',
      ),
    ).toThrow(/cannot carry/);
  });
});

/**
 * Runs the rewritten page's scripts in jsdom; `observer` stands in for the browser's PerformanceObserver
 * (jsdom has none), which is the boundary the loader talks to.
 * @param {((window: any) => void) | undefined} [install]
 */
function load(install, html = page) {
  const dom = new JSDOM(hydrateAfterPaint(html).html, {
    runScripts: 'dangerously',
    beforeParse: (window) => install?.(window),
  });
  const added = () =>
    [...dom.window.document.head.querySelectorAll('script[src]:not([nomodule])')].map((s) => ({
      src: s.getAttribute('src'),
      async: /** @type {any} */ (s).async,
    }));
  return { dom, added };
}

describe('the loader', () => {
  it('adds the chunks at once where the browser has no paint timing', () => {
    const { added } = load();
    expect(added()).toEqual([
      { src: '/_next/static/chunks/one.js', async: true },
      { src: '/_next/static/chunks/turbopack-two.js', async: true },
      { src: '/_next/static/chunks/main.js', async: true },
    ]);
  });

  it('waits for the first contentful paint (not the first paint), then adds each chunk once', async () => {
    /** @type {any[]} */
    const observers = [];
    const { added } = load((window) => {
      window.PerformanceObserver = class {
        static supportedEntryTypes = ['paint', 'navigation'];
        /** @param {Function} callback */
        constructor(callback) {
          this.callback = callback;
          this.disconnected = false;
          observers.push(this);
        }
        /** @param {any} options */
        observe(options) {
          this.options = options;
        }
        disconnect() {
          this.disconnected = true;
        }
        /** @param {string[]} names */
        deliver(names) {
          this.callback({ getEntries: () => names.map((name) => ({ name })) }, this);
        }
      };
    });
    expect(observers).toHaveLength(1);
    const [observer] = observers;
    expect(observer.options).toEqual({ type: 'paint', buffered: true });
    observer.deliver(['first-paint']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added()).toEqual([]);
    observer.deliver(['first-contentful-paint']);
    expect(observer.disconnected).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added()).toHaveLength(3);
    observer.deliver(['first-contentful-paint']);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added()).toHaveLength(3);
  });
});

describe('the loader on a page with a priority photo', () => {
  const withHero = page.replace(
    '<body>',
    '<body><picture><img src="/photos/hero-828.webp" fetchpriority="high" alt="The hall"></picture>',
  );

  it('waits for the photo after the paint, so the scripts do not share the bandwidth it needs', async () => {
    expect(withHero).not.toBe(page);
    const { dom, added } = load(undefined, withHero);
    expect(added()).toEqual([]);
    /** @type {any} */ (dom.window.document.querySelector('img')).dispatchEvent(new dom.window.Event('load'));
    expect(added()).toHaveLength(3);
  });

  it('marks the first screen from the top of <head>, before anything is laid out, and lifts the mark with the scripts', () => {
    const head = new JSDOM(hydrateAfterPaint(withHero).html).window.document.head;
    expect(head.firstElementChild?.id).toBe(FIRST_SCREEN_ID);
    const { dom, added } = load(undefined, withHero);
    const root = dom.window.document.documentElement;
    expect(root.hasAttribute('data-first-screen')).toBe(true);
    /** @type {any} */ (dom.window.document.querySelector('img')).dispatchEvent(new dom.window.Event('load'));
    expect(added()).toHaveLength(3);
    expect(root.hasAttribute('data-first-screen')).toBe(false);
  });

  it('holds nothing on a page without a priority photo', () => {
    const { dom } = load();
    expect(dom.window.document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(dom.window.document.documentElement.hasAttribute('data-first-screen')).toBe(false);
  });

  it('goes on when the photo fails', () => {
    const { dom, added } = load(undefined, withHero);
    /** @type {any} */ (dom.window.document.querySelector('img')).dispatchEvent(new dom.window.Event('error'));
    expect(added()).toHaveLength(3);
  });

  it(`waits ${PHOTO_WAIT_MS} ms at most`, async () => {
    const { added } = load((window) => {
      // The browser's timer, run at once: the loader's cap is the only timer this page sets.
      window.setTimeout = (/** @type {() => void} */ callback) => callback();
    }, withHero);
    expect(added()).toHaveLength(3);
  });
});

describe('rewriteExport', () => {
  /** @param {Record<string, string>} files */
  const exportOf = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-hydrate-'));
    for (const [name, html] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), html);
    }
    return dir;
  };
  const quiet = () => {};

  it('rewrites every page, and a second run over the same export changes nothing and passes', () => {
    const dir = exportOf({ 'index.html': page, 'news.html': page });
    expect(rewriteExport({ outDir: dir, log: quiet })).toEqual({ pages: 2 });
    const once = fs.readFileSync(path.join(dir, 'news.html'), 'utf8');
    expect(rewriteExport({ outDir: dir, log: quiet })).toEqual({ pages: 0 });
    expect(fs.readFileSync(path.join(dir, 'news.html'), 'utf8')).toBe(once);
  });

  it('fails, naming the page, when a page yields no chunks (Next changed its markup): it would never hydrate', () => {
    const changed = page.replaceAll(' async=""', ' defer=""');
    const dir = exportOf({ 'index.html': page, 'venue/index.html': changed });
    expect(() => rewriteExport({ outDir: dir, log: quiet })).toThrow(
      /no Next\.js chunk scripts found in venue\/index\.html/,
    );
  });
});
