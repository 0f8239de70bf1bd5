import fs from 'node:fs';
import path from 'node:path';
import type { DataStore, LoaderContext } from 'astro/loaders';
import { describe, expect, it } from 'vitest';
import { contentsFrom, venueLoaders } from './collections';
import { copyOf } from './folders.test-support';
import { loadContents } from './load';

/** A venue in two languages (ja, en) with news/ of its own. */
const kyoto = path.resolve(import.meta.dirname, '../../examples/kyoto');

/** A collection's store as Astro's keeps it: the data copied as the store serialises it. */
function storeOf(entries: Map<string, { id: string; data: unknown; body?: string }>): DataStore {
  return {
    set: ({ id, data, body }: { id: string; data: unknown; body?: string }) => {
      entries.set(id, { id, data: structuredClone(data), body });
      return true;
    },
    clear: () => entries.clear(),
  } as unknown as DataStore;
}

/** One sync of the two collections, the loaders run in `order`; the entries of each. */
async function sync(loaders: ReturnType<typeof venueLoaders>, order: ('venue' | 'news')[]) {
  const stored = { venue: new Map(), news: new Map() };
  const logger = { error: (message: string) => expect.fail(message) };
  for (const name of order)
    await loaders[name].load({ collection: name, store: storeOf(stored[name]), logger } as unknown as LoaderContext);
  const get = (name: 'venue' | 'news') =>
    Promise.resolve([...stored[name].values()].sort((a, b) => a.id.localeCompare(b.id)));
  return { stored, contents: await contentsFrom(get) };
}

describe('the content on Astro’s content layer', () => {
  it('gives the pages what loadContents reads, in every language, each language’s posts newest first', async () => {
    const { stored, contents } = await sync(venueLoaders(kyoto), ['venue', 'news']);
    const read = loadContents(kyoto);
    expect([...contents.keys()]).toEqual([...read.keys()]);
    for (const [tag, content] of read) expect(contents.get(tag)).toEqual(content);
    const posts = read.get([...read.keys()][0]!)!.newsPosts!;
    expect(posts.length).toBeGreaterThan(1);
    expect([...stored.news.keys()]).toContain(`${[...read.keys()][1]}/${posts[0]!.slug}`);
  });

  it('reads the folder anew for each sync, whichever collection Astro loads first', async () => {
    const dir = copyOf(kyoto);
    const loaders = venueLoaders(dir);
    const first = await sync(loaders, ['news', 'venue']);
    const home = path.join(dir, 'pages', 'home.yaml');
    fs.writeFileSync(
      home,
      fs.readFileSync(home, 'utf8').replace(/(\nhero:\n(?: {2}.*\n)*? {2}title: ).*\n/, '$1A title saved since\n'),
    );
    const second = await sync(loaders, ['venue', 'news']);
    const tag = [...first.contents.keys()][0]!;
    expect(first.contents.get(tag)!.home.hero.title).not.toBe('A title saved since');
    expect(second.contents.get(tag)!.home.hero.title).toBe('A title saved since');
    expect(second.contents.get(tag)!.newsPosts).toEqual(first.contents.get(tag)!.newsPosts);
  });

  it('keeps the last content that passed when a save does not, and says why in the venue’s words', async () => {
    const dir = copyOf(kyoto);
    const loaders = venueLoaders(dir);
    await sync(loaders, ['venue', 'news']);
    fs.writeFileSync(path.join(dir, 'venue.yaml'), 'spaces: [');
    const said: string[] = [];
    const store = new Map();
    await loaders.venue.load({
      collection: 'venue',
      store: storeOf(store),
      logger: { error: (message: string) => said.push(message) },
    } as unknown as LoaderContext);
    expect(said.join('\n')).toMatch(/venue\.yaml/);
    expect(said.join('\n')).not.toMatch(/\bat .*\.ts:\d+/);
    expect(store.size).toBe(loadContents(kyoto).size);
  });
});
