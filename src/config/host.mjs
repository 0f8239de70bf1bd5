// @ts-check
/**
 * The settings as a host's build and functions are given them, in a module of no dependency: the edge's answer to
 * the first-run page (edge/setup.ts), which the page's own script bundles, reads it too, and zod (src/config/
 * settings.mjs) must not reach a browser (its checks compile code at run time, which the editor's policy forbids).
 *
 * Netlify sets SITE_NAME itself, read-only, to its own name for the site (`petsof`), never the venue's: there it is
 * ignored, and the venue's name is its content's. Netlify gives the site's main address as URL: SITE_URL's value until
 * the owner sets one (a domain of the venue's own).
 * @param {Record<string, string | undefined>} raw
 * @returns {Record<string, string | undefined>}
 */
export function onHost(raw) {
  if (raw.NETLIFY !== 'true') return raw;
  return { ...raw, SITE_NAME: undefined, SITE_URL: (raw.SITE_URL ?? '').trim() || raw.URL };
}
