/**
 * What a venue's pages may write: its languages, and every character of its content in each of them (the site's
 * words with the venue's replacements among them, its news posts, its events, its packages) with its amounts as
 * `Intl` writes them in its currency. The build cuts the fonts' preloaded faces to these and to the letters of those
 * languages (integration/subset-fonts.mjs), so that a page fetches no other font file for anything the venue wrote.
 */
import { formatMoney } from '../shared/prices/money';
import type { Content } from './load';
import { LARGEST_FIRST, templateKey } from './postal';

export interface VenueWriting {
  /** The venue's languages, the default first (`['en-GB', 'fr']`). */
  languages: readonly string[];
  /** Every character its content writes, each once, in the order first met. */
  characters: string;
  /**
   * What the first screen of its home pages writes in display type (the venue's name, the hero's title, in each
   * language): the faces of a script beyond Latin that hold these are preloaded, the rest fetched as a page needs
   * them (integration/subset-fonts.mjs).
   */
  firstScreen?: string;
  /** The faces it names for scripts beyond Latin (site.yaml's `fonts`; src/content/typefaces.ts has the defaults). */
  fonts?: Content['site']['fonts'];
}

/** Keys whose values never reach a page as text: where the folder is on the build machine, the faces' packages. */
const NOT_WRITTEN = new Set(['dir', 'fonts']);

function collect(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const char of value) into.add(char);
  else if (Array.isArray(value)) for (const item of value) collect(item, into);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!NOT_WRITTEN.has(key)) collect(item, into);
}

/** @param contents the venue's content in each of its languages (src/content/load.ts `loadContents`) */
export function venueWriting(contents: ReadonlyMap<string, Content>): VenueWriting {
  const characters = new Set<string>();
  const firstScreen = new Set<string>();
  for (const [tag, content] of contents) {
    collect(content, characters);
    collect([content.site.name, content.home.hero.title], firstScreen);
    const currency = content.prices?.currency;
    // A whole amount and one with pence, large enough to be grouped: the symbol, separators and spaces of each.
    if (currency) for (const amount of [1234567, 1234.5]) collect(formatMoney(amount, currency, tag), characters);
    // The post's mark the address takes in the country's own language (〒 on a Japanese page of a venue in Japan).
    const postal = templateKey(content.site.address.country, tag);
    if (postal) collect(LARGEST_FIRST[postal]!.postalMark ?? '', characters);
  }
  const languages = [...contents.keys()];
  const fonts = contents.values().next().value?.site.fonts;
  return {
    languages,
    characters: [...characters].join(''),
    firstScreen: [...firstScreen].join(''),
    ...(fonts ? { fonts } : {}),
  };
}
