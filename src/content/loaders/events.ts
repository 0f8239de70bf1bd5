/** events.yaml, once read (src/content/loaders/files.ts): its ids, photos, page and menu entry. */
import fs from 'node:fs';
import path from 'node:path';
import { ROUTES, routeOfHref, WHATS_ON_PATH } from '../../shared/routes';
import { CONTENT_FILES } from '../schema';
import type { Files } from './files';
import type { Reader } from './reading';

/** Each event's id once and photo there; a folder that lists events has their page's words and a menu entry. */
export function checkEvents({ folder, problems, shown }: Reader, { parsed, problemAt, eachIdOnce }: Files): void {
  const { events, site } = parsed;
  if (!events) return;
  eachIdOnce('events', 'events', events.events);
  events.events.forEach((event, index) => {
    if (event.photo && !fs.existsSync(path.join(folder, event.photo.src)))
      problemAt('events')(['events', index, 'photo', 'src'], `no file ${event.photo.src} in ${shown('')}`);
  });
  const listsEvents = events.events.length > 0;
  if (listsEvents && !fs.existsSync(path.join(folder, CONTENT_FILES.whatsOn.file)))
    problems.push(
      `${shown(CONTENT_FILES.whatsOn.file)}: missing (a folder with ${CONTENT_FILES.events.file} has it: the words of the What's on page)`,
    );
  // Every page is reachable from the navigation (promises §2); the build drops the entry while nothing is coming.
  const linked = (items: readonly { href: string; children?: readonly { href: string }[] }[]): boolean =>
    items.some((item) => routeOfHref(item.href) === ROUTES.whatsOn || linked(item.children ?? []));
  if (listsEvents && site && !linked(site.navigation.main))
    problemAt('site')(
      ['navigation', 'main'],
      `${CONTENT_FILES.events.file} lists events, so the navigation needs an entry for their page: { label: What's on, href: ${WHATS_ON_PATH} } (it shows while events are coming)`,
    );
}
