/** prices.yaml, once read (src/content/loaders/files.ts): its ids, and the spaces its packages are for. */
import { CONTENT_FILES } from '../schema';
import type { Files } from './files';

/** Each list's ids once; each package's spaces are spaces of venue.yaml. */
export function checkPrices({ parsed: { prices, venue }, problemAt, eachIdOnce }: Files): void {
  if (!prices) return;
  for (const list of ['packages', 'addOns'] as const) eachIdOnce('prices', list, prices[list]);
  if (venue) {
    const spaceIds = venue.spaces.map((space) => space.id);
    prices.packages.forEach((item, index) =>
      item.spaces.forEach((spaceId, at) => {
        if (!spaceIds.includes(spaceId))
          problemAt('prices')(
            ['packages', index, 'spaces', at],
            `no space "${spaceId}" in ${CONTENT_FILES.venue.file} (its spaces are ${spaceIds.join(', ')})`,
          );
      }),
    );
  }
}
