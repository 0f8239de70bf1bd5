import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getStore } from '@netlify/blobs';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blobsStore } from './netlify-store';

/**
 * Netlify Blobs as Netlify's own local server answers, on a free port. That server checks a conditional write and then
 * writes, with a wait between: two racing writes both pass it, where the service itself takes one. So what is tested
 * here is one step after another; the race is the service's promise (onlyIfNew, onlyIfMatch).
 */
let server: BlobsServer;
let directory: string;
let store: ReturnType<typeof blobsStore>;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-blobs-'));
  server = new BlobsServer({ directory, token: 'test-token', port: 0 });
  const { port } = await server.start();
  store = blobsStore(
    getStore({ name: 'foyer-relay', edgeURL: `http://127.0.0.1:${port}`, siteID: 'site', token: 'test-token' }),
  );
});

afterAll(async () => {
  await server.stop();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe("the relay's memory in Netlify Blobs", () => {
  it('accepts a solution once', async () => {
    const later = Date.now() + 60_000;
    expect(await store.useOnce('used:a', later)).toBe(true);
    expect(await store.useOnce('used:a', later)).toBe(false);
    expect(await store.useOnce('used:b', later)).toBe(true);
  });

  it('counts every send of an hour, and starts again once the hour is over', async () => {
    const later = Date.now() + 60_000;
    for (const expected of [1, 2, 3, 4]) expect(await store.count('sends:x', later)).toBe(expected);
    expect(await store.count('sends:y', later)).toBe(1);
    const past = Date.now() - 1;
    await store.count('sends:z', past);
    expect(await store.count('sends:z', later)).toBe(1);
  });
});
