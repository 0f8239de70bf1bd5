import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The UMD build of browser-image-compression, which the library's worker `importScripts` from `libURL`.
 * Read from the installed package at build time (the build runs in the project root), so the served copy
 * always matches the bundled version.
 */
export async function workerLibraryScript(): Promise<string> {
  const file = path.join(process.cwd(), 'node_modules/browser-image-compression/dist/browser-image-compression.js');
  return readFile(file, 'utf8');
}
