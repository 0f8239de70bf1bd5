// @ts-check
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFormatting } from './check-formatting.mjs';

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const FORMATTED = "export const name = 'The Hollin Hall';\n";

/** A git checkout holding what `prettier --check .` reads and what it leaves alone. */
function checkout() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-format-'));
  made.push(dir);
  execFileSync('git', ['init', '-q'], { cwd: dir });
  const files = {
    '.prettierrc.json': '{ "singleQuote": true }\n',
    '.gitignore': 'out/\n',
    '.prettierignore': 'content/\n',
    'src/venue.js': FORMATTED,
    'src/untidy.ts': 'export const  seats = {ceremony:120}\n',
    // Left out by .gitignore, by .prettierignore, and for want of a parser: never read.
    'out/built.js': 'const  a=1\n',
    'content/site.js': 'const  a=1\n',
    'notes.unknown': 'const  a=1\n',
  };
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** A store outside the checkout, as node_modules/.cache is outside what git lists. */
function storeFile() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-format-store-'));
  made.push(dir);
  return path.join(dir, 'formatted.json');
}

describe('the formatting check (npm run lint)', () => {
  it('names the unformatted file alone, of the files `prettier --check .` reads', async () => {
    const dir = checkout();
    const result = await checkFormatting(dir, storeFile());
    expect(result.unformatted).toEqual(['src/untidy.ts']);
    // .prettierrc.json and src/venue.js read and formatted; nothing left out by the ignore files or without a parser.
    expect(result.checked).toBe(3);
  });

  it('skips what it saw formatted, in a clone at another place too, and reads a changed file again', async () => {
    const dir = checkout();
    const store = storeFile();
    expect((await checkFormatting(dir, store)).checked).toBe(3);
    // The unformatted file is read every time: it is never known as formatted.
    expect(await checkFormatting(dir, store)).toEqual({ unformatted: ['src/untidy.ts'], checked: 1, skipped: 2 });

    const clone = checkout();
    expect(await checkFormatting(clone, store)).toEqual({ unformatted: ['src/untidy.ts'], checked: 1, skipped: 2 });

    fs.writeFileSync(path.join(clone, 'src/venue.js'), "export const name = 'Halcyon Roof';\n");
    expect((await checkFormatting(clone, store)).checked).toBe(2);
    fs.writeFileSync(path.join(clone, 'src/venue.js'), 'export const name = "Halcyon Roof";\n');
    expect((await checkFormatting(clone, store)).unformatted).toEqual(['src/untidy.ts', 'src/venue.js']);
  });

  it('reads every file again when the options change', async () => {
    const dir = checkout();
    const store = storeFile();
    await checkFormatting(dir, store);
    fs.writeFileSync(path.join(dir, '.prettierrc.json'), '{ "singleQuote": false }\n');
    const result = await checkFormatting(dir, store);
    expect(result.checked).toBe(3);
    expect(result.unformatted).toEqual(['src/untidy.ts', 'src/venue.js']);
  });
});
