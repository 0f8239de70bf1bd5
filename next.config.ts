import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { inputsHash } from './scripts/build-if-needed.mjs';
import { buildTimeValues } from './src/config/build-settings';
import { checkedSetting, HAND_OFFS } from './src/config/settings.mjs';

// Throws naming every missing setting when the build is meant for deployment, and every problem in the venue's
// content folder, before any page is rendered.
const inlined = buildTimeValues(process.env);

/**
 * In `npm run dev` (scripts/dev.mjs) the stand-ins answer on a port of their own; the dev server passes their
 * paths on, so the pages reach the sample blog and the outbox at the real services' paths on this origin, as they
 * do under `npm start`. A static export has no rewrites: they exist in development only.
 */
function standInRewrites(url: string) {
  const paths = [
    '/wp-json/:path*',
    '/wp-content/:path*',
    '/blog/:path*',
    '/api/v1.0/:path*',
    '/outbox',
    '/outbox/:path*',
  ];
  return [
    ...paths.map((source) => ({ source, destination: `${url}${source}` })),
    // A blog with plain permalinks answers at `/?rest_route=…` (SAMPLE_BLOG_MODE=plain).
    { source: '/', has: [{ type: 'query' as const, key: 'rest_route' }], destination: `${url}/` },
  ];
}

/**
 * The staff's editor is the file `admin/index.html`, which static hosts serve at /admin/; the dev server (which
 * drops the slash) serves it at /admin too, so that staff can edit a clone with `npm run dev` running.
 */
const EDITOR_REWRITES = [{ source: '/admin', destination: '/admin/index.html' }];

/**
 * Builds (and dev servers) first make the venue's photos (scripts/photos.mjs): the pages read its manifest.
 * Here rather than in an npm script so that every way of building runs it, after the settings and the content
 * are checked.
 */
export default async function config(phase: string): Promise<NextConfig> {
  if ((phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER) && !process.env.FOYER_PHOTOS_DONE) {
    try {
      const { buildPhotos } = await import('./scripts/photos.mjs');
      await buildPhotos();
    } catch (error) {
      console.error(`[photos] ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    }
    // Next loads this file again in its workers, which inherit the environment: encode once per build.
    process.env[HAND_OFFS.FOYER_PHOTOS_DONE] = '1';
  }
  const standIns = (process.env[HAND_OFFS.FOYER_STAND_INS_URL] ?? '').trim();
  return {
    output: 'export',
    images: { unoptimized: true },
    poweredByHeader: false,
    experimental: {
      // Each language has its own root layout (`<html lang>`, contract §10), so the 404 page cannot live in one:
      // src/app/global-not-found.tsx is the whole document.
      globalNotFound: true,
      // Two root layouts leave Next's router code (layout-router, the segment params) in a chunk of its own: the
      // app's root segment has no layout for it to join, so Turbopack gives it to Next's built-in not-found there,
      // and every page loads it beside the layout's chunk (~1 KB more gzipped than one chunk). Letting Turbopack merge
      // small chunks joins two of Next's own startup chunks instead: 0.3–0.4 KB less on every page, one request fewer,
      // the lazy chunks (Lenis, EmailJS, the compression) unchanged (`node bench/scripts-loaded.mjs --files`).
      turbopackChunking: { minChunkSize: 200_000 },
      // Compiled modules kept in .next/cache between builds: a rebuild after a content or code edit (`npm start`
      // watching, the staff's local editing, `npm test`'s later builds) compiles only what changed, 9 s instead of
      // 16 s here. A warm build writes the same files byte for byte as a cold one, at any path (compared whole when
      // this was turned on, Next 16.4.6); a clean clone simply starts cold, as both clones of the production build
      // test do.
      turbopackFileSystemCacheForBuild: true,
    },
    // Resolved once; `process.env.FOYER_PUBLIC_SETTINGS` and `FOYER_VENUE_CHOICES` mean the same in server and
    // browser code. Only what the browser may know: no path of this machine.
    env: inlined,
    // Next's default build id is random, so two builds of the same tree wrote different files. This one is a
    // hash of everything the build reads: the same checkout gives the same site, byte for byte, wherever it is.
    generateBuildId: () => inputsHash({ env: process.env }).slice(0, 20),
    // `npm test` type-checks the whole tree in its first step; the builds it makes afterwards say so
    // (FOYER_TYPECHECKED=1) and skip Next's second pass over the same files (5–11 s a build). Every other build,
    // `npm start`'s and a host's included, checks the types as usual.
    typescript: { ignoreBuildErrors: checkedSetting(process.env, 'FOYER_TYPECHECKED') === '1' },
    ...(phase === PHASE_DEVELOPMENT_SERVER
      ? { rewrites: async () => [...(standIns ? standInRewrites(standIns) : []), ...EDITOR_REWRITES] }
      : {}),
  };
}
