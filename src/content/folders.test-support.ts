/**
 * Content folders for the tests of the content module: copies of a venue's folder with some files edited, removed
 * after each test, and the problems a folder's check reports.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import { ContentError } from './load';

/** A copy of a venue's folder, with `edit` applied to the text of the named files (`null` removes the file). */
export function copyOf(from: string, edits: Record<string, ((text: string) => string) | null> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-content-'));
  // Per test, not a module's afterEach: test files share the module cache (vitest.config.ts), so a hook registered
  // when this module was first imported would run for that file's tests alone and leave the others' copies behind.
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.cpSync(from, dir, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(dir, file);
    if (edit === null) fs.rmSync(full);
    else fs.writeFileSync(full, edit(fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''));
  }
  return dir;
}

/** The problems `load` finds in a folder, one string each, with the temporary folder's path shown as `x/`. */
export function problemsOf(dir: string, load: (dir: string) => unknown): string[] {
  try {
    load(dir);
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    const shown = path.relative(process.cwd(), dir);
    return error.problems.map((problem) => problem.replaceAll(`${shown}/`, 'x/'));
  }
  throw new Error('the folder loaded without a problem');
}
