/** The pages' files (pages/*.yaml), once read (src/content/loaders/files.ts): the photos they name. */
import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_FILES } from '../schema';
import { POST_PHOTO } from '../news-posts';
import type { Files } from './files';
import type { Reader } from './reading';

/** The hero's, the feed's and the gallery's photos are files of the folder; suppliers have their section's words. */
export function checkPages({ folder, shown }: Reader, { parsed, problemAt }: Files): void {
  const { venue } = parsed;
  if (parsed.home?.hero.photo && !fs.existsSync(path.join(folder, parsed.home.hero.photo.src))) {
    problemAt('home')(['hero', 'photo', 'src'], `no file ${parsed.home.hero.photo.src} in ${shown('')}`);
  }
  // The home page lists the suppliers under a title of the venue's words: optional only without suppliers.
  if (venue && venue.suppliers.length > 0 && parsed.home && !parsed.home.suppliers)
    problemAt('home')(
      ['suppliers'],
      `${CONTENT_FILES.venue.file} lists suppliers, so the home page needs the words of their section: suppliers: { title: …, label: … } (or remove the suppliers there)`,
    );
  // The feed's own photos (a site without a blog, promises §14) are shown through the photo step's sizes.
  parsed.home?.feed?.photos?.forEach((photo, index) => {
    const at = ['feed', 'photos', index, 'src'];
    if (!fs.existsSync(path.join(folder, photo.src))) problemAt('home')(at, `no file ${photo.src} in ${shown('')}`);
    else if (!(photo.src.startsWith('photos/') && POST_PHOTO.test(photo.src)))
      problemAt('home')(at, "expected a JPEG, PNG or WebP photo of the content folder's photos/");
  });
  parsed.gallery?.photos.forEach((photo, index) => {
    if (!fs.existsSync(path.join(folder, photo.src)))
      problemAt('gallery')(['photos', index, 'src'], `no file ${photo.src} in ${shown('')}`);
  });
}
