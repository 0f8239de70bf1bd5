import { describe, expect, it } from 'vitest';
import { FEED_COLUMN_RANGES, columnsFor, feedColumns, picturesIn } from './feed-columns';

describe('the feed’s columns', () => {
  it('lays nine pictures in three full rows at every width, as the sample feeds have', () => {
    expect(feedColumns(9)).toEqual({ phone: 3, tablet: 3, wide: 3 });
  });

  it('fills every row whenever a column count within the width’s range divides the number of pictures', () => {
    for (const range of Object.values(FEED_COLUMN_RANGES)) {
      for (let pictures = 1; pictures <= 48; pictures++) {
        const columns = columnsFor(pictures, range);
        expect(columns, `${pictures} pictures`).toBeLessThanOrEqual(Math.max(range.most, 1));
        const divides = Array.from({ length: range.most - range.fewest + 1 }, (_, i) => range.fewest + i).some(
          (c) => pictures % c === 0,
        );
        if (divides || pictures <= range.fewest) expect(pictures % columns, `${pictures} pictures`).toBe(0);
      }
    }
    expect(feedColumns(12)).toEqual({ phone: 3, tablet: 4, wide: 6 });
    expect(feedColumns(8)).toEqual({ phone: 2, tablet: 4, wide: 4 });
    expect(feedColumns(10)).toEqual({ phone: 2, tablet: 5, wide: 5 });
  });

  it('otherwise leaves the last row as full as it can be, and puts a few pictures on one row', () => {
    // Seven: 4 + 3 on a wide screen (one empty cell), not 6 + 1 or 5 + 2.
    expect(feedColumns(7)).toEqual({ phone: 2, tablet: 4, wide: 4 });
    expect(feedColumns(2)).toEqual({ phone: 2, tablet: 2, wide: 2 });
    expect(feedColumns(1)).toEqual({ phone: 1, tablet: 1, wide: 1 });
    expect(feedColumns(0)).toEqual({ phone: 1, tablet: 1, wide: 1 });
  });

  it('counts the pictures of the sanitised feed', () => {
    const figure = (n: number) =>
      `<figure class="wp-block-image"><a href="/x${n}"><img loading="lazy" src="/x${n}.svg" alt="Picture ${n}"></a></figure>`;
    const gallery = `<figure class="wp-block-gallery">\n${Array.from({ length: 9 }, (_, i) => figure(i)).join('\n')}\n</figure>\n`;
    expect(picturesIn(gallery)).toBe(9);
    expect(picturesIn('<p>No pictures, an image of speech.</p>')).toBe(0);
  });
});
