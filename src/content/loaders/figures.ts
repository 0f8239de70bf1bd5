/**
 * The figures the copy may quote in braces ("{most_guests}", "{weaving-hall.dinner}", "{from_price}"), worked out
 * from venue.yaml and prices.yaml, so no page holds a number the data can give; and each text with them filled in.
 */
// Relative, not '@/': the Astro integration loads this file with astro.config.mjs, before any alias exists.
import { formatMoney } from '../../shared/prices/money';
import { fromPrice, lowestPrice } from '../../shared/prices/packages';
import { COUNT_WORDS_SEPARATOR, shippedDictionaryFor } from '../../i18n/index';
import { LAYOUTS, type Layout, type PricesFile, type VenueFile } from '../schema';
import { DEFAULT_LANGUAGE } from './site';

export interface Totals {
  /** The most guests any space takes in any layout. */
  mostGuests: number;
  /** The smallest of the spaces' largest capacities: "for 40 to 350 guests". */
  fewestGuests: number;
  /** Per layout, the most any one space takes (absent: no space offers it). */
  most: Partial<Record<Layout, number>>;
  /** The layouts at least one space offers, in table order. */
  layouts: Layout[];
}

const capitalised = (word: string, tag: string) => word.charAt(0).toLocaleUpperCase(tag) + word.slice(1);

export function totalsOf(venue: VenueFile): Totals {
  const most: Partial<Record<Layout, number>> = {};
  for (const space of venue.spaces) {
    for (const layout of LAYOUTS) {
      const guests = space.capacity[layout];
      if (guests !== undefined) most[layout] = Math.max(most[layout] ?? 0, guests);
    }
  }
  const largestOf = venue.spaces.map((space) => Math.max(...LAYOUTS.map((layout) => space.capacity[layout] ?? 0)));
  return {
    mostGuests: Math.max(...largestOf),
    fewestGuests: Math.min(...largestOf),
    most,
    layouts: LAYOUTS.filter((layout) => most[layout] !== undefined),
  };
}

/** The words copy may quote in braces, and what each stands for. */
export function quotableFigures(
  siteName: string,
  venue: VenueFile,
  totals: Totals,
  language: string = DEFAULT_LANGUAGE,
  prices?: PricesFile,
  countWords: string | undefined = shippedDictionaryFor(language)?.venue.countWords,
): Map<string, string> {
  const count = venue.spaces.length;
  const figures = new Map<string, string>([
    ['site_name', siteName],
    ['most_guests', String(totals.mostGuests)],
    ['fewest_guests', String(totals.fewestGuests)],
    ['space_count', String(count)],
  ]);
  // "{space_count_word}": the number in the page's own words (the dictionary's, or the venue's replacement).
  const word = countWords?.split(COUNT_WORDS_SEPARATOR).map((w) => w.trim())[count] || String(count);
  figures.set('space_count_word', word);
  figures.set('Space_count_word', capitalised(word, language));
  if (prices) {
    figures.set('from_price', formatMoney(lowestPrice(prices.packages), prices.currency, language));
    for (const pack of prices.packages)
      figures.set(`${pack.id}.price`, formatMoney(fromPrice(pack), prices.currency, language));
  }
  for (const layout of totals.layouts) figures.set(`most_${layout}`, String(totals.most[layout]));
  for (const space of venue.spaces) {
    for (const layout of LAYOUTS) {
      const guests = space.capacity[layout];
      if (guests !== undefined) figures.set(`${space.id}.${layout}`, String(guests));
    }
  }
  return figures;
}

const FIGURE = /\{([A-Za-z0-9_.-]+)\}/g;

/** Every string below `value` with its figures filled in; unknown ones reported at their field. */
export function fillFigures(
  value: unknown,
  figures: Map<string, string>,
  at: PropertyKey[],
  problem: (at: PropertyKey[], message: string) => void,
): unknown {
  if (typeof value === 'string') {
    return value.replace(FIGURE, (whole, name: string) => {
      const figure = figures.get(name);
      if (figure !== undefined) return figure;
      problem(
        at,
        `no figure is called {${name}} (a space's id and a layout, like {${[...figures.keys()].find((k) => k.includes('.')) ?? 'hall.dinner'}}, or one of {${[...figures.keys()].filter((k) => !k.includes('.')).join('}, {')}})`,
      );
      return whole;
    });
  }
  if (Array.isArray(value)) return value.map((item, index) => fillFigures(item, figures, [...at, index], problem));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFigures(item, figures, [...at, key], problem)]),
    );
  }
  return value;
}
