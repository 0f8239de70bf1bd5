// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { moveCache } from './lint-caches.mjs';

/** @type {string[]} */
const made = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A checkout of one file, at a new place. */
function checkout() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-lint-'));
  made.push(dir);
  fs.writeFileSync(path.join(dir, 'venue.js'), 'export const name = "The Hollin Hall";\n');
  return dir;
}

/**
 * ESLint as `npm run lint` runs it (cache by content, at one file), with a rule that counts the files it reads.
 * @param {string} dir
 * @param {string} cacheFile
 */
async function lint(dir, cacheFile) {
  let read = 0;
  const counting = {
    rules: {
      read: {
        create() {
          read++;
          return {};
        },
      },
    },
  };
  const eslint = new ESLint({
    cwd: dir,
    cache: true,
    cacheStrategy: 'content',
    cacheLocation: cacheFile,
    overrideConfigFile: true,
    overrideConfig: [{ files: ['**/*.js'], plugins: { counting }, rules: { 'counting/read': 'error' } }],
  });
  await eslint.lintFiles(['.']);
  return read;
}

describe('ESLint’s cache from one checkout to another (scripts/lint-caches.mjs)', () => {
  const caches = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-lint-cache-'));
    made.push(dir);
    return path.join(dir, 'eslint', 'results.json');
  };

  it('serves a clone at another place: its unchanged files are not read again', async () => {
    const cache = caches();
    const [first, second] = [checkout(), checkout()];
    moveCache(cache, first, 'lock-1');
    expect(await lint(first, cache)).toBe(1);
    moveCache(cache, second, 'lock-1');
    expect(await lint(second, cache)).toBe(0);
    // A file changed in the clone is read again.
    fs.appendFileSync(path.join(second, 'venue.js'), 'export const town = "Hebden Bridge";\n');
    expect(await lint(second, cache)).toBe(1);
  });

  it('without the move, the clone reads every file again (what the move saves)', async () => {
    const cache = caches();
    const [first, second] = [checkout(), checkout()];
    expect(await lint(first, cache)).toBe(1);
    expect(await lint(second, cache)).toBe(1);
  });

  it('drops a cache written with other packages', async () => {
    const cache = caches();
    const [first, second] = [checkout(), checkout()];
    moveCache(cache, first, 'lock-1');
    await lint(first, cache);
    moveCache(cache, second, 'lock-2');
    expect(fs.existsSync(cache)).toBe(false);
    expect(await lint(second, cache)).toBe(1);
  });
});
