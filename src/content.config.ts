/**
 * The venue's content as Astro's content layer holds it (src/content/collections.ts): `venue`, its content in each
 * language, and `news`, the posts of its news/ folder. One loader of ours reads and checks the folder for both,
 * as `loadContents` always has (src/content/load.ts); the pages read them through src/content/index.ts.
 */
import { defineCollection } from 'astro:content';
import { venueLoaders } from './content/collections';

const loaders = venueLoaders();

export const collections = {
  venue: defineCollection({ loader: loaders.venue }),
  news: defineCollection({ loader: loaders.news }),
};
