// @ts-check
/**
 * The settings as a host's build and functions are given them, in a module of no dependency: the edge's answer to
 * the first-run page (edge/setup.ts), which the page's own script bundles, reads it too, and zod (src/config/
 * settings.mjs) must not reach a browser (its checks compile code at run time, which the editor's policy forbids).
 *
 * Netlify sets SITE_NAME itself, read-only, to its own name for the site (`petsof`), never the venue's: there it is
 * ignored, and the venue's name is its content's. Netlify gives the site's main address as URL: SITE_URL's value until
 * the owner sets one (a domain of the venue's own). Cloudflare's Workers Builds set WORKERS_CI_BUILD_UUID, and give
 * no address at all.
 * @param {Record<string, string | undefined>} raw
 * @returns {Record<string, string | undefined>}
 */
export function onHost(raw) {
  if ((raw.WORKERS_CI_BUILD_UUID ?? '').trim() !== '') {
    // Cloudflare builds a Worker only to deploy it, and the Worker always runs the relay: its build command is
    // whatever `npm run build` is (a Deploy to Cloudflare button takes it from package.json), so these come from here.
    return { ...raw, FOYER_PRODUCTION: '1', EMAIL_RELAY: (raw.EMAIL_RELAY ?? '').trim() || '1' };
  }
  if (raw.NETLIFY !== 'true') return raw;
  return { ...raw, SITE_NAME: undefined, SITE_URL: (raw.SITE_URL ?? '').trim() || raw.URL };
}
