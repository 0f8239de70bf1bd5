/**
 * The venue's coming events as this build sees them (promises §11): what has ended by the time the site is built is
 * left out, and with nothing to come the site has no What's on page, no entry for it in the navigation and none in
 * the sitemap. A page built earlier hides what ends later in the browser (src/shared/early/settle-events.mjs).
 */
import 'server-only';
import { buildNow } from '@/config/settings.mjs';
import { content, contentIn, languages } from '@/content';
import { isWhatsOnHref, type SiteFile } from '@/content/schema';
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

type Navigation = SiteFile['navigation'];
type NavLink = Navigation['main'][number];

/** The navigation as the content writes it, less its entry for the What's on page while nothing is coming. */
export function siteNavigation(navigation: Navigation = content.site.navigation): Navigation {
  if (hasWhatsOn) return navigation;
  const keep = <T extends NavLink | Navigation['secondary'][number]>(links: readonly T[]): T[] =>
    links
      .filter((link) => !isWhatsOnHref(link.href))
      .map((link) => ('children' in link && link.children ? { ...link, children: keep(link.children) } : link));
  return { main: keep(navigation.main), secondary: keep(navigation.secondary) };
}
