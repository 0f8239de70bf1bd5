// @ts-check
/**
 * What follows `next build`, in order: pages carry their stylesheets inline, pages start their scripts after the
 * first paint (which adds inline scripts), the scripts they start get V8's compile hint, `favicon.ico` is drawn
 * from the pages' icon, then the security headers hash every inline script and style. Run by `npm run build` (its
 * postbuild step) and by `npm start` when it builds.
 *
 *   node scripts/postbuild.mjs [outDir]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addCompileHints } from './compile-hints.mjs';
import { rewriteExport } from './hydrate-after-paint.mjs';
import { writeFavicon } from './favicon.mjs';
import { inlineExportCss } from './inline-css.mjs';
import { writeSecurityHeaders } from './security-headers.mjs';

/** @param {{ outDir?: string, env?: Record<string, string | undefined>, log?: (line: string) => void }} [options] */
export async function postbuild(options = {}) {
  inlineExportCss(options);
  rewriteExport(options);
  addCompileHints(options);
  await writeFavicon(options);
  return writeSecurityHeaders(options);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await postbuild({ outDir: process.argv[2] ? path.resolve(process.argv[2]) : undefined });
  } catch (error) {
    console.error(`[postbuild] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
