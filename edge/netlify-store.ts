/**
 * The relay's memory in Netlify Blobs (netlify/functions/relay.ts). Each step is one conditional write: a solution is
 * marked used only if no one marked it first (`onlyIfNew`); a count goes up only from the value read (`onlyIfMatch`),
 * else it is read again. What has expired stays until Netlify's own clean-up: a few bytes a send.
 */
import type { getStore } from '@netlify/blobs';
import type { RelayStore } from './relay.ts';

type Store = ReturnType<typeof getStore>;

export function blobsStore(store: Store): RelayStore {
  return {
    async useOnce(key, expiresAt) {
      const { modified } = await store.set(key, String(expiresAt), { onlyIfNew: true });
      return modified;
    },
    async count(key, expiresAt) {
      for (let attempt = 0; attempt < 8; attempt += 1) {
        const found = await store.getWithMetadata(key, { type: 'json' });
        const entry = found?.data as { value: number; expiresAt: number } | undefined;
        const value = (entry && entry.expiresAt > Date.now() ? entry.value : 0) + 1;
        const written = found
          ? await store.setJSON(key, { value, expiresAt }, { onlyIfMatch: found.etag ?? '' })
          : await store.setJSON(key, { value, expiresAt }, { onlyIfNew: true });
        if (written.modified) return value;
      }
      // Eight writers at once on one visitor's count: more than a budget allows anyway.
      return Number.MAX_SAFE_INTEGER;
    },
    async get(key) {
      const entry = (await store.get(key, { type: 'json' })) as { text?: string; expiresAt: number } | null;
      return entry && entry.expiresAt > Date.now() && typeof entry.text === 'string' ? entry.text : null;
    },
    async put(key, text, expiresAt) {
      await store.setJSON(key, { text, expiresAt });
    },
  };
}
