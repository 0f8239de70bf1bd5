/**
 * The venue's coming events as this build sees them (promises §11): what has ended by the time the site is built is
 * left out, and with nothing to come the site has no What's on page, no entry for it in the navigation and none in
 * the sitemap (src/views/routes.server.ts). A page built earlier hides what ends later in the browser (src/shared/early/settle-events.mjs).
 */
import 'server-only';
import { buildNow } from '@/config/settings.mjs';
import { content, contentIn, languages } from '@/content';
import { comingOccurrences, type Occurrence } from './occurrences';

/**
 * The build's now (FOYER_NOW in the tests' builds), read once when the build first loads this module, so every page
 * of a build agrees on what has ended. (`npm run dev` reads it again after each content save.)
 */
const builtAt = buildNow(process.env).getTime();

export const comingEvents: readonly Occurrence[] = comingOccurrences(content.events, {
  now: builtAt,
  timeZone: content.site.timeZone,
});

/**
 * The same occurrences with the words of language `tag` (the dates are the same in every language: the loader
 * checks that each language lists the same events).
 */
export function comingEventsIn(tag: string): readonly Occurrence[] {
  if (tag === languages[0]) return comingEvents;
  return comingOccurrences(contentIn(tag).events, { now: builtAt, timeZone: content.site.timeZone });
}

/** Whether the site has its What's on page (the loader makes sure a folder with events has the page's words). */
export const hasWhatsOn = comingEvents.length > 0 && content.whatsOn !== undefined;
