/**
 * The site's pages, once: the menu (which drops an entry for a page the build leaves out), the sitemap, each page's
 * canonical and `hreflang` addresses and the language prefix (src/i18n/paths.ts) all read this table. Each page is
 * also a route file under src/pages/[...lang]/ and a view under src/views/; adding a page is those two and a row
 * here. Addresses are the default language's; every other language has the same under `/<code>` (promises §10).
 *
 * Free of settings and aliases: the content's schema, loaded with astro.config.mjs, imports it, and so does the
 * build's integration (Astro's i18n routing).
 */

/** What a page needs to be built at all: news (a blog, or the venue's own posts), or events still to come. */
export type PageNeeds = 'news' | 'events';

export interface PageRoute {
  /**
   * The page's address in the default language; a page of many addresses says where its part goes in brackets
   * (`/news/[slug]`), as its route file under src/pages/[...lang]/ does.
   */
  path: string;
  /** Built only when the site has this (promises §11, §14): else no page, no menu entry, no sitemap entry. */
  needs?: PageNeeds;
  /** The sitemap's `changefreq`: how often what the page lists moves. */
  changes: 'weekly' | 'monthly';
  /** The sitemap's `priority`. */
  priority: number;
}

export const ROUTES = {
  home: { path: '/', changes: 'monthly', priority: 1 },
  venue: { path: '/venue', changes: 'monthly', priority: 0.7 },
  gallery: { path: '/gallery', changes: 'monthly', priority: 0.7 },
  news: { path: '/news', needs: 'news', changes: 'weekly', priority: 0.7 },
  contact: { path: '/contact', changes: 'monthly', priority: 0.7 },
  whatsOn: { path: '/whats-on', needs: 'events', changes: 'weekly', priority: 0.7 },
  /** A post of the venue's own news (promises §14). */
  newsPost: { path: '/news/[slug]', needs: 'news', changes: 'monthly', priority: 0.7 },
  /** The older pages of the venue's own news, from 2 on (src/shared/news-pages.ts); the first is /news. */
  olderNews: { path: '/news/page/[page]', needs: 'news', changes: 'weekly', priority: 0.7 },
} as const satisfies Record<string, PageRoute>;

/** The address of the page What's on (src/views/WhatsOnPage.tsx): the navigation's entry for it links here. */
export const WHATS_ON_PATH = ROUTES.whatsOn.path;
/** The news page's address. */
export const NEWS_PATH = ROUTES.news.path;

/** A post's slug: its file's name without `.md`, and the last part of its address. */
export const NEWS_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A post's address in the default language: `/news/<slug>`. */
export const newsPostPath = (slug: string): string => ROUTES.newsPost.path.replace('[slug]', slug);

/** The address of news page `page` in the default language: `/news`, then `/news/page/2`. */
export const newsPagePath = (page: number): string =>
  page <= 1 ? NEWS_PATH : ROUTES.olderNews.path.replace('[page]', String(page));

/** What each bracketed part of an address may be: a post's slug, a page number from 2. */
const PART: Record<string, RegExp> = { slug: NEWS_SLUG, page: /^[2-9]$|^[1-9]\d+$/ };

function matches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('/');
  return (
    want.length === got.length &&
    want.every((part, index) => {
      const name = /^\[(\w+)\]$/.exec(part)?.[1];
      return name ? (PART[name]?.test(got[index]!) ?? false) : part === got[index];
    })
  );
}

/**
 * The page at `path` (no query, no hash, no trailing slash but the root's), in the default language's addresses;
 * undefined for anything else of the site (a file, the editor, a stand-in's path).
 */
export const routeOf = (path: string): PageRoute | undefined =>
  Object.values(ROUTES).find((route) => matches(route.path, path));

/** The page an address links (`/venue#faq`, `/news/`), if it is one of the table's. */
export function routeOfHref(href: string): PageRoute | undefined {
  const path = href.split(/[?#]/)[0]!;
  return routeOf(path.length > 1 ? path.replace(/\/+$/, '') : path);
}

/**
 * Astro's i18n routing for the venue's languages, its default first (promises §10): the default at the addresses
 * without a prefix, every other under its tag in lower case (Astro writes a locale's path so: `pt-BR` → `/pt-br`).
 * Nothing is ever redirected, by the browser's language or otherwise: every page is a static file.
 */
export const i18nRouting = (languages: readonly string[]) => ({
  defaultLocale: languages[0]!,
  locales: [...languages],
  // No `fallback` either: a page missing in one language is a mistake the build names, never another language's.
  routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false, fallbackType: 'rewrite' as const },
});
