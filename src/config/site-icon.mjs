// @ts-check
/**
 * The site's icon, once, for the two places that show it:
 * - each page links it as a `data:` URL (src/app/layout.tsx). As a file of its own, 185 bytes came with ~2.5 KB of
 *   response headers and a request on the first screen's path, which cost the home page's title about 0.14 s on a
 *   slow phone in Lighthouse's simulation (1.51 → 1.37 s on the second venue);
 * - `out/favicon.ico`, written at build (scripts/favicon.mjs), for the browsers and tools that ask for
 *   `/favicon.ico` whatever the page links, and would otherwise log a 404.
 */
export const SITE_ICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#17140f"/>' +
  '<path d="M18 48V16h6v13h16V16h6v32h-6V35H24v13z" fill="#f6f1ea"/></svg>';

export const siteIcon = { url: `data:image/svg+xml,${encodeURIComponent(SITE_ICON_SVG)}`, type: 'image/svg+xml' };
