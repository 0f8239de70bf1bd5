// @ts-check
/**
 * Post-build step (after hydrate-after-paint, whose loader lists each page's chunks): every script a page starts
 * with begins with V8's explicit compile hint, `//# allFunctionsCalledOnLoad`.
 *
 *   node scripts/compile-hints.mjs [outDir]     (part of scripts/postbuild.mjs)
 *
 * Why: when the chunks have arrived, Turbopack evaluates React, Next's router and the page's components in one
 * task, and V8 compiles each function lazily, on the main thread, the first time it runs. On a phone that task
 * was the whole of the home page's Total Blocking Time (94 ms in Lighthouse's simulated Moto G Power, five runs).
 * With the hint V8 compiles every function of the file eagerly, while the file streams in, on a background
 * thread (Chrome 136 and later; other browsers read a comment). Same code, same bytes but 29: TBT 94 → 27 ms.
 * https://v8.dev/blog/explicit-compile-hints
 *
 * Only the chunks a page starts with: code fetched later (the motion, email and compression libraries, the
 * sanitiser) is partly never run, and compiling all of it eagerly would cost more than it saves. Chunk names are
 * content hashes written before this step; a build writes the same hint into the same bytes every time, so a
 * name still means one content.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loaderChunks } from './hydrate-after-paint.mjs';
import { htmlFiles } from './security-headers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * @param {{ outDir?: string, log?: (line: string) => void }} [options]
 * @returns {{ chunks: number }} how many chunk files carry the hint
 */
export function addCompileHints({ outDir = path.join(root, 'out'), log = console.log } = {}) {
  /** @type {Map<string, string>} chunk URL → the first page that starts with it */
  const startedBy = new Map();
  for (const file of htmlFiles(outDir)) {
    const page = path.relative(outDir, file);
    const chunks = loaderChunks(fs.readFileSync(file, 'utf8'));
    if (chunks.length === 0)
      throw new Error(`[compile-hints] ${page} has no script loader: run scripts/hydrate-after-paint.mjs first`);
    for (const url of chunks) if (!startedBy.has(url)) startedBy.set(url, page);
  }
  let hinted = 0;
  for (const [url, page] of startedBy) {
    const file = path.join(outDir, ...url.split('/').filter(Boolean));
    if (!fs.existsSync(file)) throw new Error(`[compile-hints] ${page} starts ${url}, which is not in ${outDir}`);
    const code = fs.readFileSync(file, 'utf8');
    if (!code.startsWith(COMPILE_HINT)) fs.writeFileSync(file, COMPILE_HINT + code);
    hinted++;
  }
  log(`[compile-hints] ${hinted} chunk(s) that pages start with are compiled while they stream in`);
  return { chunks: hinted };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    addCompileHints({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
