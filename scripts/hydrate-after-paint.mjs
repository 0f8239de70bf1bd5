// @ts-check
/**
 * Post-build step (before the security headers, which hash what it writes): every page of the static export
 * starts its JavaScript after its first contentful paint instead of during it.
 *
 *   node scripts/hydrate-after-paint.mjs [outDir]     (part of `npm run build`'s postbuild and of `npm start`'s build)
 *
 * Why: Next.js writes its chunks as `<script async>` in <head>. On any fast connection they arrive with the
 * stylesheet and run before the first paint, so the hero waits for ~150 KB of React and Next.js, and Lighthouse's
 * simulated slow-4G LCP counts all of it (2.0–2.7 s on the home page instead of ~1.3 s). The pages are fully
 * rendered HTML; nothing on them needs React to be seen. So the chunk scripts (and Next's preload of its bootstrap
 * chunk) leave the markup, and one small inline script at the end of <body> adds them, as `<script async>`, when
 * the browser reports the first contentful paint. Where paint timing is missing it adds them at once; a page that
 * never paints (a background tab) hydrates when it is first shown.
 * Not "preload now, run later": a download that ends before the paint is still counted by Lighthouse unless it
 * sees the script run after it, and it cannot see runs shorter than 10 ms; and on a slow phone connection the
 * stylesheet and fonts should have the bandwidth first anyway.
 *
 * The photos below the first screen wait the same way on a page with a priority photo (the home hero, the venue's
 * first space): a one-line script at the top of <head> marks `<html data-first-screen>`, which hides lazy photos
 * (src/features/photos/photos.css: `display: none` in a box sized without them, so nothing moves), and the loader
 * takes the mark away when it starts the scripts. Chromium fetches every lazy photo within 1,250–3,000 px of the
 * screen as soon as the page is laid out, so without this the home page's four space photos (~110 KB) share a
 * slow phone's bandwidth with the fonts and the hero. Without JavaScript there is no mark, and photos load as usual.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';
import { BEFORE_HYDRATION, BEFORE_HYDRATION_ID } from './before-hydration.mjs';
import { htmlFiles } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Marks the loader, so that running the step twice over one export changes nothing the second time. */
export const LOADER_ID = '__foyer_hydrate';

/** The longest the scripts wait for a page's priority photo after the first paint. */
export const PHOTO_WAIT_MS = 3000;

/** Marks `<html data-first-screen>` while a page's first screen loads (see above; the loader removes it). */
export const FIRST_SCREEN_ID = '__foyer_first_screen';
export const FIRST_SCREEN = 'document.documentElement.setAttribute("data-first-screen","")';

/**
 * The loader, the same on every page (one hash in the security policy): it reads the page's chunk URLs from its
 * own `data-chunks` attribute. ES5 on purpose, so that it adds the chunks in any browser that gets this far.
 */
export const LOADER =
  '(function(u){var d=0;function go(){if(d)return;d=1;document.documentElement.removeAttribute("data-first-screen");' +
  'for(var i=0;i<u.length;i++){' +
  'var s=document.createElement("script");s.src=u[i];s.async=!0;document.head.appendChild(s)}}' +
  // A page whose largest picture is a photo (the hero) waits for it too, at most PHOTO_WAIT_MS: the scripts would
  // otherwise share a slow phone's bandwidth with it. The controls work before the scripts (before-hydration.mjs).
  'function after(){var m=document.querySelector("img[fetchpriority=high]");if(!m||m.complete)return go();' +
  'm.addEventListener("load",go);m.addEventListener("error",go);setTimeout(go,' +
  PHOTO_WAIT_MS +
  ')}' +
  'try{if(PerformanceObserver.supportedEntryTypes.indexOf("paint")<0)throw 0;' +
  'new PerformanceObserver(function(l,o){var e=l.getEntries();for(var i=0;i<e.length;i++)' +
  'if(e[i].name=="first-contentful-paint"){o.disconnect();setTimeout(after,0)}}).observe({type:"paint",buffered:!0})' +
  '}catch(e){after()}})(document.currentScript.getAttribute("data-chunks").split(" "))';

/**
 * @param {any} node
 * @param {string} name
 */
const attr = (node, name) => node.attrs?.find((/** @type {any} */ a) => a.name === name)?.value;

/**
 * Rewrites one page. Returns the page unchanged when it has no Next.js chunk scripts or was rewritten before.
 * @param {string} html
 * @returns {{ html: string, chunks: string[] }}
 */
export function hydrateAfterPaint(html) {
  const document = parse(html, { sourceCodeLocationInfo: true });
  /** @type {Array<{ start: number, end: number, text: string }>} */
  const edits = [];
  /** @type {string[]} */
  const chunks = [];
  /** @param {any} node */
  const remove = (node) =>
    edits.push({ start: node.sourceCodeLocation.startOffset, end: node.sourceCodeLocation.endOffset, text: '' });
  /** @type {any} */
  let body = null;
  /** @type {any} */
  let head = null;
  let priorityPhoto = false;
  let rewrittenBefore = false;
  /** @param {any} node */
  const visit = (node) => {
    if (node.tagName === 'body') body = node;
    if (node.tagName === 'head') head = node;
    if (node.tagName === 'img' && attr(node, 'fetchpriority') === 'high') priorityPhoto = true;
    if (node.tagName === 'script' && attr(node, 'id') === LOADER_ID) rewrittenBefore = true;
    const src = attr(node, 'src');
    // Only Next.js's own chunks, only the async ones: `noModule` polyfills and anything else are left alone.
    if (
      node.tagName === 'script' &&
      src?.startsWith('/_next/static/') &&
      attr(node, 'async') !== undefined &&
      attr(node, 'nomodule') === undefined
    ) {
      // The URLs go into one space-separated attribute: refuse anything but a plain build-made path.
      if (!/^[\w./~-]+$/.test(src)) throw new Error(`a chunk URL the loader cannot carry: ${src}`);
      chunks.push(src);
      remove(node);
    }
    // Next.js also preloads its bootstrap chunk; that download would start before the paint as well.
    if (
      node.tagName === 'link' &&
      attr(node, 'rel') === 'preload' &&
      attr(node, 'as') === 'script' &&
      attr(node, 'href')?.startsWith('/_next/static/')
    ) {
      remove(node);
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(document);
  if (rewrittenBefore || chunks.length === 0) return { html, chunks: [] };
  if (!body?.sourceCodeLocation?.endTag)
    throw new Error('a page without a closing </body> tag: cannot place the loader');
  if (priorityPhoto) {
    const headStart = head?.sourceCodeLocation?.startTag?.endOffset;
    if (headStart === undefined)
      throw new Error('a page with a priority photo but no <head> tag: cannot hold its photos');
    edits.push({ start: headStart, end: headStart, text: `<script id="${FIRST_SCREEN_ID}">${FIRST_SCREEN}</script>` });
  }
  const bodyEnd = body.sourceCodeLocation.endTag.startOffset;
  // The controls' stand-in first (scripts/before-hydration.mjs), so it is listening before any chunk can arrive.
  edits.push({
    start: bodyEnd,
    end: bodyEnd,
    text: `<script id="${BEFORE_HYDRATION_ID}">${BEFORE_HYDRATION}</script><script id="${LOADER_ID}" data-chunks="${chunks.join(' ')}">${LOADER}</script>`,
  });
  let out = html;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return { html: out, chunks };
}

/**
 * The chunk URLs a rewritten page's loader starts, in order; none for a page without the loader.
 * @param {string} html
 * @returns {string[]}
 */
export function loaderChunks(html) {
  /** @type {string[]} */
  let chunks = [];
  /** @param {any} node */
  const visit = (node) => {
    if (node.tagName === 'script' && attr(node, 'id') === LOADER_ID)
      chunks = (attr(node, 'data-chunks') ?? '').split(' ');
    for (const child of node.childNodes ?? []) visit(child);
  };
  visit(parse(html));
  return chunks.filter(Boolean);
}

/**
 * Every page of the export is one of Next's and must hydrate: a page that yields no chunks (and was not rewritten
 * before) means Next wrote its scripts in a shape this step no longer recognises, and shipping it would ship a page
 * that never hydrates. So the build stops, naming the pages.
 * @param {{ outDir?: string, log?: (line: string) => void }} [options]
 * @returns {{ pages: number }} how many pages now hydrate after their first paint
 */
export function rewriteExport({ outDir = path.join(root, 'out'), log = console.log } = {}) {
  let pages = 0;
  /** @type {string[]} */
  const withoutChunks = [];
  for (const file of htmlFiles(outDir)) {
    const before = fs.readFileSync(file, 'utf8');
    const { html, chunks } = hydrateAfterPaint(before);
    if (html === before) {
      if (!before.includes(`id="${LOADER_ID}"`)) withoutChunks.push(path.relative(outDir, file));
      continue;
    }
    fs.writeFileSync(file, html);
    pages += chunks.length ? 1 : 0;
  }
  if (withoutChunks.length) {
    throw new Error(
      `[hydrate-after-paint] no Next.js chunk scripts found in ${withoutChunks.join(', ')}: ` +
        'the markup of `next build` has changed, and these pages would never hydrate. Update scripts/hydrate-after-paint.mjs.',
    );
  }
  log(`[hydrate-after-paint] rewrote ${pages} page(s) to start their scripts after the first contentful paint`);
  return { pages };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    rewriteExport({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
