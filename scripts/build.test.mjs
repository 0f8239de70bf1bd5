import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdBuildLock } from './build.mjs';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one build of a checkout at a time (npm test builds the example venues beside the demo)', () => {
  const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-lock-'));
  const lockFiles = () => fs.readdirSync(checkout).filter((name) => name.startsWith('.foyer-build.lock'));
  afterEach(() => {
    for (const name of lockFiles()) fs.rmSync(path.join(checkout, name));
  });

  it('a second build waits until the first is done, then runs', async () => {
    const releaseFirst = await holdBuildLock(checkout);
    let secondRuns = false;
    const second = holdBuildLock(checkout).then((release) => {
      secondRuns = true;
      return release;
    });
    await sleep(600);
    expect(secondRuns).toBe(false);
    releaseFirst();
    const releaseSecond = await second;
    expect(secondRuns).toBe(true);
    releaseSecond();
    expect(lockFiles()).toEqual([]);
  });

  it('takes over a lock whose build ended without removing it (a killed `npm start`)', async () => {
    const ended = spawnSync(process.execPath, ['-e', '']).pid;
    fs.writeFileSync(path.join(checkout, '.foyer-build.lock'), String(ended));
    const release = await Promise.race([holdBuildLock(checkout), sleep(3000).then(() => null)]);
    expect(release, 'the lock was taken').not.toBeNull();
    release?.();
    expect(lockFiles()).toEqual([]);
  });
});
