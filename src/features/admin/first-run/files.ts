/**
 * The first-run panel's files as the build writes them under /admin/ (src/pages/admin/): its script, bundled from
 * panel.ts by esbuild (already the build's own bundler's kin, and free of the site's chunks: the pages' scripts stay
 * as they are), its stylesheet, and ALTCHA's proof-of-work worker. Each is a file of the editor's own origin, so the
 * editor's policy (`script-src 'self'`, `worker-src 'self'`) holds them with no hash and no inline code.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

/** The build runs in the project's root (as editor-bundle.ts reads the editor's bundle). */
const here = (file: string) => path.join(process.cwd(), 'src/features/admin/first-run', file);

export async function firstRunScript(): Promise<string> {
  const result = await build({
    entryPoints: [here('panel.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    // No path of the build machine in the file: two checkouts build the same bytes (docs/deploying.md).
    sourcemap: false,
    write: false,
    logLevel: 'silent',
    absWorkingDir: process.cwd(),
    tsconfig: path.join(process.cwd(), 'tsconfig.json'),
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild wrote no file for the first-run panel');
  return file.text;
}

export const firstRunStyle = (): Promise<string> => readFile(here('panel.css'), 'utf8');

/** ALTCHA's PBKDF2 worker, the forms' own (src/features/forms/proof-of-work.ts), as the package ships it. */
export const proofWorker = (): Promise<string> =>
  readFile(path.join(process.cwd(), 'node_modules/altcha/dist/workers/pbkdf2.js'), 'utf8');
