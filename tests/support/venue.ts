/**
 * The venue the built site shows, read from the same content folder and settings the build used, so the tests
 * expect the venue's own words instead of repeating them.
 */
import { loadContent } from '../../src/content/load';
import { resolveSettings } from '../../src/config/settings.mjs';

const settings = resolveSettings(process.env);

export const venue = loadContent(settings.contentDir, { siteName: settings.siteName });
