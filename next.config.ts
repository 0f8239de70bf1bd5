import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { buildTimeValues } from './src/config/build-settings';

// Throws naming every missing setting when the build is meant for deployment, and every problem in the venue's
// content folder, before any page is rendered.
const inlined = buildTimeValues(process.env);

const nextConfig: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
  poweredByHeader: false,
  // Resolved once; `process.env.FOYER_SETTINGS` and `FOYER_VENUE_CHOICES` mean the same in server and browser code.
  env: inlined,
  // `npm test` type-checks the whole tree in its first step; the builds it makes afterwards say so
  // (FOYER_TYPECHECKED=1) and skip Next's second pass over the same files (5–11 s a build). Every other build,
  // `npm start`'s and a host's included, checks the types as usual.
  typescript: { ignoreBuildErrors: process.env.FOYER_TYPECHECKED === '1' },
};

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
    process.env.FOYER_PHOTOS_DONE = '1';
  }
  return nextConfig;
}
