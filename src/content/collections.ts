/**
 * The venue's content on Astro's content layer: the loader of the collections src/content.config.ts defines, and
 * the content the pages read back from them (src/content/index.ts).
 *
 * - `venue`: the venue's content in each of its languages, one entry a language (its id the tag, `en-GB`, `fr`), as
 *   `loadContents` (src/content/load.ts) reads and checks the folder: every file of every language, every problem
 *   named with its file, field and line.
 * - `news`: the posts of the folder's news/ (promises §14), one entry a post in each language (`en-GB/spring-open-
 *   evening`, `fr/spring-open-evening`: its French words where it has them, else the default language's), its
 *   Markdown as the entry's body.
 *
 * The loader reads the whole folder each time Astro runs it: at a build's sync, and in `astro dev` whenever the Astro
 * integration (integration/astro-foyer.mjs) asks for it after a save. The integration's watcher, not the content
 * layer's, decides, because a save may need the photos encoded first or the server started again (new languages),
 * and the content layer keeps the watcher of the first dev server across Astro's restarts.
 */
import path from 'node:path';
import type { DataStore, Loader, LoaderContext } from 'astro/loaders';
import { resolveSettings } from '../config/settings.mjs';
import { ContentError, loadContents, type Content } from './load';
import { newestFirst, type ContentNewsPost } from './news-posts';

/** The loader's name: the integration asks Astro to run it again by this name (`refreshContent`). */
export const CONTENT_LOADER = 'foyer';

/**
 * How many times the loader has read the folder in this process, on `globalThis` because the integration and Astro's
 * content layer each load this module on their own: the integration asks for a new reading until this counts it
 * (`refreshContent` returns without running a loader while Astro reloads src/content.config.ts, which it does on
 * every save of a YAML or Markdown file).
 */
export const readings = (): number => (globalThis as { [READINGS]?: number })[READINGS] ?? 0;
const READINGS = Symbol.for('foyer.content-readings');

/** The content folder the settings name (CONTENT_DIR), absolute. */
const contentFolder = (): string => path.resolve(resolveSettings(process.env).contentDir);

/** A `venue` entry's data: the content in one language, less its news posts (the `news` collection's). */
type VenueData = Omit<Content, 'newsPosts'> & {
  /** Whether the folder has news/ (its posts, none or more, are the `news` collection's). */
  ownNews: boolean;
};

/** The id of a post's entry: the language of the list it is in, and its address. */
const postId = (tag: string, slug: string) => `${tag}/${slug}`;

/** Writes the `venue` collection's entries: one a language. */
function storeVenue(contents: Map<string, Content>, venue: DataStore): void {
  venue.clear();
  for (const [tag, { newsPosts, ...content }] of contents)
    venue.set({ id: tag, data: { ...content, ownNews: newsPosts !== undefined } satisfies VenueData });
}

/** Writes the `news` collection's entries: one a post in each language, its Markdown the entry's body. */
function storeNews(contents: Map<string, Content>, news: DataStore): void {
  news.clear();
  for (const [tag, content] of contents)
    for (const post of content.newsPosts ?? [])
      news.set({ id: postId(tag, post.slug), data: { ...post }, body: post.body });
}

/**
 * The loaders of the two collections, which read the folder once for both in each sync: whichever Astro runs first
 * reads it, the other takes the same reading; a loader that has had a reading already gets a new one (the next sync).
 */
export function venueLoaders(folder: string = contentFolder()): { venue: Loader; news: Loader } {
  let reading: { contents: Map<string, Content> | undefined; takenBy: Set<string> } | undefined;
  /** Reads the folder; a problem of the venue's is said in its words, with no trace of our code (promises §15). */
  const read = ({ logger }: Pick<LoaderContext, 'logger'>): Map<string, Content> | undefined => {
    (globalThis as { [READINGS]?: number })[READINGS] = readings() + 1;
    try {
      return loadContents(folder, { siteName: resolveSettings(process.env).siteName });
    } catch (error) {
      if (!(error instanceof ContentError)) throw error;
      // A build has checked the folder before its sync (integration/astro-foyer.mjs) and stops there; in `astro
      // dev`, the pages keep the last content that passed until a save that passes.
      logger.error(error.message);
      return undefined;
    }
  };
  const take = (context: LoaderContext): Map<string, Content> | undefined => {
    if (!reading || reading.takenBy.has(context.collection))
      reading = { contents: read(context) ?? reading?.contents, takenBy: new Set() };
    reading.takenBy.add(context.collection);
    return reading.contents;
  };
  const venue: Loader = {
    name: CONTENT_LOADER,
    load(context) {
      const contents = take(context);
      if (contents) storeVenue(contents, context.store);
      return Promise.resolve();
    },
  };
  const news: Loader = {
    name: CONTENT_LOADER,
    load(context) {
      const contents = take(context);
      if (contents) storeNews(contents, context.store);
      return Promise.resolve();
    },
  };
  return { venue, news };
}

/** A collection's entry as `getCollection` gives it. */
interface Entry {
  id: string;
  data: unknown;
}

/**
 * The content of every language, the default first, from the collections' entries (`get`, Astro's `getCollection`):
 * as `loadContents` gives it, the news posts of each language newest first. The news are asked for only where the
 * folder has news/ (Astro warns of an empty collection).
 */
export async function contentsFrom(
  get: (collection: 'venue' | 'news') => Promise<Entry[]>,
): Promise<Map<string, Content>> {
  const byTag = new Map((await get('venue')).map(({ id, data }) => [id, data as VenueData]));
  const languages = [...byTag.values()][0]?.languages ?? [];
  const posts = new Map<string, ContentNewsPost[]>(languages.map((tag) => [tag, []]));
  const ownNews = [...byTag.values()].some((content) => content.ownNews);
  for (const { id, data } of ownNews ? await get('news') : [])
    posts.get(id.slice(0, id.indexOf('/')))?.push(data as ContentNewsPost);
  return new Map(
    languages.map((tag) => {
      const { ownNews, totals, dictionary, ...content } = byTag.get(tag)!;
      const newsPosts = posts.get(tag)!.sort(newestFirst);
      return [tag, { ...content, ...(ownNews ? { newsPosts } : {}), totals, dictionary }];
    }),
  );
}
