/**
 * Which links are the site's own (docs/promises.md §15): a link is the site's own when a browser, on a page of the
 * site, resolves it to the site's origin; any other leads off-site and opens with no handle on the page
 * (`rel="noopener noreferrer"`). WHATWG `URL` decides, as the browser does, so that what looks like a path but is not
 * (`//host`, `/\host`, `\\host`, `/<tab>/host`) counts as off-site.
 *
 * Free of settings and aliases: the content's schema, loaded with astro.config.mjs, imports it (the pages' helper
 * for SITE_URL is src/shared/rel.ts).
 */

/** The `rel` of a link that leaves the site. */
export const OFF_SITE_REL = 'noopener noreferrer';

// Any http(s) origin does: a path, a query or a fragment keeps the origin it is read on, whichever it is, and only a
// link that names a host of its own leaves it.
const ANY_SITE = 'https://site.invalid';

/**
 * Whether `href`, on a page of the site at `siteUrl`, leads to the site's origin. With no `siteUrl` (an address the
 * build was not told), whether it stays on whatever origin the page is served from.
 */
export function isOwnLink(href: string, siteUrl: string): boolean {
  const site = siteUrl || ANY_SITE;
  try {
    return new URL(href, site).origin === new URL(site).origin;
  } catch {
    return false;
  }
}

/**
 * Whether `href` is a path of the site, whatever its origin: written with a single `/` and staying there (`/venue`,
 * `/files/menu.pdf?x#y`), unlike `//host/x` or `/\host/x`.
 */
export const isSitePath = (href: string): boolean => href.startsWith('/') && isOwnLink(href, ANY_SITE);

/** Schemes that open no page (the visitor's mail or phone app), so leave no page a handle on this one. */
const NO_PAGE = new Set(['mailto:', 'tel:']);

/** A link's `rel` on the site at `siteUrl`: none for the site's own, an e-mail address or a phone number. */
export function relOf(href: string, siteUrl: string): string | undefined {
  if (isOwnLink(href, siteUrl)) return undefined;
  try {
    return NO_PAGE.has(new URL(href, siteUrl || ANY_SITE).protocol) ? undefined : OFF_SITE_REL;
  } catch {
    return OFF_SITE_REL;
  }
}
