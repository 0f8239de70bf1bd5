// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPILE_HINT, addCompileHints } from './compile-hints.mjs';
import { hydrateAfterPaint, loaderChunks } from './hydrate-after-paint.mjs';

/** A page as `next build` writes it, starting the given chunks, then rewritten by hydrate-after-paint. */
const rewrittenPage = (/** @type {string[]} */ chunks) =>
  hydrateAfterPaint(
    `<!DOCTYPE html><html><head>${chunks.map((c) => `<script src="/_next/static/chunks/${c}" async=""></script>`).join('')}</head><body><h1>Hi</h1></body></html>`,
  ).html;

const CODE = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(["x",1]);\n';

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** An export with the given pages (name → chunks it starts) and chunk files. */
function exportDir(/** @type {Record<string, string[]>} */ pages, /** @type {string[]} */ files) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-hints-'));
  made.push(out);
  fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
  for (const [name, chunks] of Object.entries(pages)) fs.writeFileSync(path.join(out, name), rewrittenPage(chunks));
  for (const file of files) fs.writeFileSync(path.join(out, '_next/static/chunks', file), CODE);
  return out;
}

const read = (/** @type {string} */ out, /** @type {string} */ file) =>
  fs.readFileSync(path.join(out, '_next/static/chunks', file), 'utf8');

describe('loaderChunks', () => {
  it('reads the chunks a rewritten page starts, in order, and none from a page without the loader', () => {
    expect(loaderChunks(rewrittenPage(['a.js', 'turbopack-b.js']))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/turbopack-b.js',
    ]);
    expect(loaderChunks('<!DOCTYPE html><html><body><script src="/x.js"></script></body></html>')).toEqual([]);
  });
});

describe('addCompileHints', () => {
  it('puts the hint first in every chunk a page starts, once however many pages share it, and nowhere else', () => {
    const out = exportDir({ 'index.html': ['a.js', 'b.js'], 'news.html': ['a.js', 'c.js'] }, [
      'a.js',
      'b.js',
      'c.js',
      'later.js',
    ]);
    expect(addCompileHints({ outDir: out, log: () => {} })).toEqual({ chunks: 3 });
    for (const file of ['a.js', 'b.js', 'c.js']) expect(read(out, file)).toBe(COMPILE_HINT + CODE);
    // Fetched later, on use: left to lazy compilation.
    expect(read(out, 'later.js')).toBe(CODE);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
  });

  it('changes nothing the second time', () => {
    const out = exportDir({ 'index.html': ['a.js'] }, ['a.js']);
    addCompileHints({ outDir: out, log: () => {} });
    addCompileHints({ outDir: out, log: () => {} });
    expect(read(out, 'a.js')).toBe(COMPILE_HINT + CODE);
  });

  it('stops the build naming the page whose chunk is missing, or whose loader is', () => {
    const missing = exportDir({ 'venue.html': ['a.js', 'gone.js'] }, ['a.js']);
    expect(() => addCompileHints({ outDir: missing, log: () => {} })).toThrow(
      /venue\.html starts \/_next\/static\/chunks\/gone\.js, which is not in/,
    );
    const unrewritten = exportDir({}, []);
    fs.writeFileSync(path.join(unrewritten, 'contact.html'), '<!DOCTYPE html><html><body></body></html>');
    expect(() => addCompileHints({ outDir: unrewritten, log: () => {} })).toThrow(/contact\.html has no script loader/);
  });
});
