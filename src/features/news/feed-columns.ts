/**
 * How many columns the feed block (`#ig_grid`) lays its pictures out in, so that its rows come out even: nine
 * pictures in rows of five at 1280 px left four on the last row; in three columns they are three full rows. The
 * count is known wherever the feed is (its HTML is in the build's page, and again after the browser's refresh), so
 * the block carries the choice as data attributes that feed.css reads, one per width: a phone (below 40rem), a
 * tablet (40–64rem) and anything wider.
 */

/** The fewest and the most columns each width may have: enough for pictures to be seen, few enough to be tapped. */
export const FEED_COLUMN_RANGES = {
  phone: { fewest: 2, most: 3 },
  tablet: { fewest: 2, most: 5 },
  wide: { fewest: 3, most: 6 },
} as const;

export type FeedWidth = keyof typeof FEED_COLUMN_RANGES;

/**
 * The columns for `pictures` pictures within `range`: the count that leaves the fewest empty cells on the last row
 * (none when one divides the count), the most columns among equals. Fewer pictures than the fewest columns: one
 * row of them all.
 */
export function columnsFor(pictures: number, { fewest, most }: { fewest: number; most: number }): number {
  if (pictures <= fewest) return Math.max(1, pictures);
  let best = fewest;
  let bestEmpty = Infinity;
  for (let columns = fewest; columns <= Math.min(most, pictures); columns++) {
    const empty = (columns - (pictures % columns)) % columns;
    if (empty <= bestEmpty) {
      best = columns;
      bestEmpty = empty;
    }
  }
  return best;
}

export function feedColumns(pictures: number): Record<FeedWidth, number> {
  return {
    phone: columnsFor(pictures, FEED_COLUMN_RANGES.phone),
    tablet: columnsFor(pictures, FEED_COLUMN_RANGES.tablet),
    wide: columnsFor(pictures, FEED_COLUMN_RANGES.wide),
  };
}

/**
 * The pictures in the feed's sanitised HTML: one `img` a picture (a WordPress gallery has one in each of its
 * figures). A string count, the same at build (no DOM there) and in the browser.
 */
export const picturesIn = (html: string): number => html.match(/<img\b/gi)?.length ?? 0;
