/**
 * Which of the site's pages (src/shared/routes.ts) this build makes, and in which languages: the route files'
 * `getStaticPaths`, the menu and the sitemap all ask here, so a page left out (What's on with nothing coming, news on
 * a site without any) is gone from all three at once. Lives in views/ because it asks features (the events, the news).
 */
import 'server-only';
import { languages } from '@/content';
import type { SiteFile } from '@/content/schema';
import { hasWhatsOn } from '@/features/events/coming.server';
import { hasNews } from '@/features/news/source.server';
import { languageCode } from '@/i18n/paths';
import { routeOfHref, type PageNeeds, type PageRoute } from '@/shared/routes';

/** What this build has of what a page may need. */
export const builtNeeds: Readonly<Record<PageNeeds, boolean>> = { news: hasNews, events: hasWhatsOn };

/** Whether the build makes the page. */
export const isBuilt = (route: PageRoute, has: Readonly<Record<PageNeeds, boolean>> = builtNeeds): boolean =>
  route.needs === undefined || has[route.needs];

/**
 * The route parameter `lang` of a page in language `tag`: none for the default language, whose pages are at the
 * addresses without a prefix, the code for every other (`/fr/venue`, promises §10). Astro's i18n routing
 * (integration/astro-foyer.mjs) reads the page's language back from it as `Astro.currentLocale`.
 */
export const langParam = (tag: string): string | undefined => (tag === languages[0] ? undefined : languageCode(tag));

/** A page's versions in every language of the venue, for its route file's `getStaticPaths`. */
export const languagePaths = (): { params: { lang: string | undefined } }[] =>
  languages.map((tag) => ({ params: { lang: langParam(tag) } }));

/** The versions of `route`'s page in every language, or none when the build leaves the page out. */
export const routePaths = (route: PageRoute): { params: { lang: string | undefined } }[] =>
  isBuilt(route) ? languagePaths() : [];

type Navigation = SiteFile['navigation'];
type NavLink = Navigation['main'][number] | Navigation['secondary'][number];

/**
 * The navigation as the content writes it, less every entry (sub-menus too) for a page the build leaves out; every
 * page that is built stays reachable from the menu (promises §2).
 */
export function shownNavigation(navigation: Navigation, has = builtNeeds): Navigation {
  const shown = (link: NavLink): boolean => {
    const route = routeOfHref(link.href);
    return route === undefined || isBuilt(route, has);
  };
  const keep = <T extends NavLink>(links: readonly T[]): T[] =>
    links
      .filter(shown)
      .map((link) => ('children' in link && link.children ? { ...link, children: keep(link.children) } : link));
  if (Object.values(has).every(Boolean)) return navigation;
  return { main: keep(navigation.main), secondary: keep(navigation.secondary) };
}

/**
 * The language of the page being built: Astro's `currentLocale`, which its i18n routing (integration/astro-foyer.mjs)
 * reads from the page's `lang` parameter, or the default language where there is none. Stops the build on anything
 * else, which would be a page built outside the venue's languages.
 */
export function pageLanguage(currentLocale: string | undefined): string {
  const tag = currentLocale ?? languages[0]!;
  if (!languages.includes(tag))
    throw new Error(`A page in ${tag}, which is not one of the venue's languages (${languages.join(', ')})`);
  return tag;
}
