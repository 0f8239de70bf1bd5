/**
 * `astro:content` for the unit tests, where no Astro runs (vitest.config.ts aliases the module here): the collections
 * of src/content.config.ts, each filled by its own loader (src/content/collections.ts) as Astro's content layer runs
 * it at a build, in the store below instead of Astro's. What the pages read is what the same loader stores: only the
 * store is a stand-in, which keeps entries as Astro's does (data copied, entries in the order of their ids).
 */
import type { DataStore, Loader, LoaderContext } from 'astro/loaders';
import { collections } from '../content.config';

/** As Astro's: the collection's configuration as it is. */
export function defineCollection<T>(config: T): T {
  return config;
}

interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  body?: string;
}

const stored = new Map<string, Map<string, StoredEntry>>();

/** A collection's store, in memory. */
function memoryStore(entries: Map<string, StoredEntry>): DataStore {
  return {
    get: ((key: string) => entries.get(key)) as DataStore['get'],
    entries: () => [...entries],
    set: ({ id, data, body }) => {
      entries.set(id, { id, data: structuredClone(data), ...(body === undefined ? {} : { body }) });
      return true;
    },
    values: () => [...entries.values()],
    keys: () => [...entries.keys()],
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    has: (key) => entries.has(key),
    addModuleImport: () => {},
  };
}

const fail = (message: string) => {
  throw new Error(message);
};
const logger = { error: fail, warn: fail, info: () => {}, debug: () => {}, label: 'foyer' };

for (const [name, collection] of Object.entries(collections)) {
  const { loader } = collection as { loader: Loader };
  const entries = new Map<string, StoredEntry>();
  stored.set(name, entries);
  await loader.load({ collection: name, store: memoryStore(entries), logger } as unknown as LoaderContext);
}

/** A collection's entries, in the order of their ids, as Astro's store gives them. */
export async function getCollection(name: string): Promise<(StoredEntry & { collection: string })[]> {
  const entries = stored.get(name);
  if (!entries) throw new Error(`No collection ${name} in src/content.config.ts`);
  return [...entries.values()]
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((entry) => ({ ...entry, collection: name }));
}
