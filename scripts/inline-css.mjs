// @ts-check
/**
 * Post-build step (before the security headers, which hash what it writes): each page carries its stylesheets in
 * its own HTML instead of linking them.
 *
 * Run by scripts/postbuild.mjs (`npm run build`'s postbuild step and `npm start`'s build), first of its steps.
 *
 * Why: a stylesheet link blocks the first paint until one more request has come back. On a slow phone connection
 * that round trip costs more than the page's CSS itself, about 8 KB compressed (README, Speed: the home page's phone
 * LCP went from 1.67 to 1.37 s). The price: another page of the site brings its CSS again instead of reading it from
 * the cache.
 *
 * Next.js can inline CSS itself (`experimental.inlineCss`), but it then writes each stylesheet three times into every
 * page (once as <style>, twice in the React payload), which more than doubles the HTML. This step writes it once:
 * - the `url()`s in Next's chunks are relative to `/_next/static/chunks/`; lightningcss rewrites them to absolute
 *   paths, so the fonts still resolve from the page;
 * - the original `<link>` stays, `disabled`, after its `<style>`: a disabled stylesheet is never fetched (HTML
 *   standard), and React finds it by its `href` when it hydrates the page's stylesheet resources, so it does not add
 *   it a second time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { parse } from 'parse5';
import { htmlFiles } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Marks an inlined stylesheet, so that running the step twice over one export changes nothing the second time. */
export const INLINED_FROM = 'data-inlined-from';

/**
 * @param {any} node
 * @param {string} name
 */
const attr = (node, name) => node.attrs?.find((/** @type {any} */ a) => a.name === name)?.value;

/**
 * A stylesheet as it can stand inside the page: its relative URLs made absolute from where the file was served.
 * @param {string} css
 * @param {string} href the stylesheet's path on the site, e.g. /_next/static/chunks/abc.css
 */
export function cssForPage(css, href) {
  const base = new URL(href, 'http://site.invalid');
  const { code } = transform({
    filename: href,
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Url(url) {
        const resolved = new URL(url.url, base);
        // Only the site's own files become absolute paths; anything else (data:, another origin) stays as written.
        return resolved.origin === base.origin
          ? { ...url, url: resolved.pathname + resolved.search + resolved.hash }
          : url;
      },
    },
  });
  const text = code.toString();
  // The text ends the <style> element where the HTML parser sees `</style`; a stylesheet holding it cannot go inline.
  if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style" and cannot be inlined`);
  return text;
}

/**
 * Rewrites one page: every `<link rel="stylesheet">` to a build-made file under /_next/static/ becomes a `<style>`
 * with its text, followed by the link, disabled.
 * @param {string} html
 * @param {(href: string) => string} pageCss a stylesheet's text as it stands in a page (cssForPage), by its path
 * @returns {{ html: string, inlined: string[] }}
 */
export function inlineStylesheets(html, pageCss) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  /** @type {Array<{ start: number, end: number, text: string }>} */
  const edits = [];
  /** @type {string[]} */
  const inlined = [];
  /** @param {any} node */
  const visit = (node) => {
    const href = attr(node, 'href');
    if (
      node.tagName === 'link' &&
      attr(node, 'rel') === 'stylesheet' &&
      href?.startsWith('/_next/static/') &&
      attr(node, 'disabled') === undefined
    ) {
      const precedence = attr(node, 'data-precedence');
      const marks = `${INLINED_FROM}="${href}"${precedence === undefined ? '' : ` data-precedence="${precedence}"`}`;
      const link = html.slice(node.sourceCodeLocation.startOffset, node.sourceCodeLocation.endOffset);
      edits.push({
        start: node.sourceCodeLocation.startOffset,
        end: node.sourceCodeLocation.endOffset,
        text: `<style ${marks}>${pageCss(href)}</style>${link.replace(/\/?>$/, ' disabled/>')}`,
      });
      inlined.push(href);
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(document);
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, inlined };
}

/**
 * @param {{ outDir?: string, log?: (line: string) => void }} [options]
 * @returns {{ pages: number, bytes: number }} how many pages now carry their CSS, and how many bytes of it in all
 */
export function inlineExportCss({ outDir = path.join(root, 'out'), log = console.log } = {}) {
  /** @type {Map<string, string>} */
  const cache = new Map();
  // Pages share their chunks: each is read and rewritten once.
  /** @param {string} href */
  const pageCss = (href) => {
    const file = path.join(outDir, decodeURIComponent(href));
    if (!file.startsWith(outDir + path.sep)) throw new Error(`a stylesheet outside the export: ${href}`);
    if (!cache.has(href)) {
      if (!fs.existsSync(file)) throw new Error(`links ${href}, which is not in the export`);
      cache.set(href, cssForPage(fs.readFileSync(file, 'utf8'), href));
    }
    return /** @type {string} */ (cache.get(href));
  };
  let pages = 0;
  let bytes = 0;
  for (const file of htmlFiles(outDir)) {
    const before = fs.readFileSync(file, 'utf8');
    /** @type {{ html: string, inlined: string[] }} */
    let result;
    try {
      result = inlineStylesheets(before, pageCss);
    } catch (error) {
      throw new Error(`[inline-css] ${path.relative(outDir, file)}: ${error instanceof Error ? error.message : error}`);
    }
    const { html, inlined } = result;
    if (inlined.length === 0) continue;
    fs.writeFileSync(file, html);
    pages += 1;
    bytes += html.length - before.length;
  }
  log(`[inline-css] ${pages} page(s) carry their stylesheets (${Math.round(bytes / 1024)} KB added in all)`);
  return { pages, bytes };
}
