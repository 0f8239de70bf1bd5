/** venue.yaml, once read (src/content/loaders/files.ts): its ids, and the pictures its spaces name. */
import fs from 'node:fs';
import path from 'node:path';
import { pictureProblem } from '../folder-safety';
import type { Files } from './files';
import type { Reader } from './reading';

/** Each list's ids once; each space's photo, drawing and plan a file of the folder, a picture by its bytes. */
export function checkVenue({ folder, shown }: Reader, { parsed: { venue }, problemAt, eachIdOnce }: Files): void {
  if (!venue) return;
  for (const list of ['spaces', 'occasions'] as const) eachIdOnce('venue', list, venue[list]);
  venue.spaces.forEach((space, index) => {
    for (const [field, src] of [
      ['photo', space.photo?.src],
      ['art', space.art],
      ['plan', space.plan?.src],
    ] as const) {
      const at = ['spaces', index, field, ...(field === 'art' ? [] : ['src'])];
      if (src === undefined) continue;
      if (!fs.existsSync(path.join(folder, src)) || !fs.statSync(path.join(folder, src)).isFile()) {
        problemAt('venue')(at, `no file ${src} in ${shown('')}`);
        continue;
      }
      // By its bytes: a field that publishes a picture publishes nothing else (promises §15).
      const problem = pictureProblem(path.join(folder, src), src, { asNamed: field !== 'photo' });
      if (problem) problemAt('venue')(at, problem);
    }
  });
}
