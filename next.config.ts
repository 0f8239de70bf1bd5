import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { SETTING_NAMES, resolveSettings, type RawSettings } from './src/config/settings';

const raw: RawSettings = Object.fromEntries(SETTING_NAMES.map((name) => [name, process.env[name]]));

// Throws a MissingSettingsError naming every missing setting when the build is meant for deployment.
const settings = resolveSettings(raw, { production: process.env.FOYER_PRODUCTION === '1' });

const nextConfig: NextConfig = {
  output: 'export',
  images: { unoptimized: true },
  poweredByHeader: false,
  // Inline the resolved settings so that `process.env.X` means the same in server and browser code.
  env: {
    SITE_NAME: settings.siteName,
    SITE_URL: settings.siteUrl,
    BLOG_URL: settings.blogUrl,
    FEED_POST_ID: String(settings.feedPostId),
    EMAILJS_PUBLIC_KEY: settings.email.local ? '' : settings.email.publicKey,
    EMAILJS_SERVICE_ID: settings.email.local ? '' : settings.email.serviceId,
    EMAILJS_TEMPLATE_MESSAGE: settings.email.local ? '' : settings.email.templates.message,
    EMAILJS_TEMPLATE_SUBSCRIBE: settings.email.local ? '' : settings.email.templates.subscribe,
    EMAILJS_TEMPLATE_ATTACHMENTS: settings.email.local ? '' : settings.email.templates.attachments,
    EMAILJS_ORIGIN: settings.email.origin,
  },
};

/**
 * Builds (and dev servers) first make the venue's photos (scripts/photos.mjs): the pages read its manifest.
 * Here rather than in an npm script so that every way of building runs it, after the settings are checked.
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
