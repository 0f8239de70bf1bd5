/**
 * The settings as the build's server code reads them, the content folder included: never imported by a client
 * component (`server-only` makes that a build error), so a path of the build machine cannot reach a file the site
 * serves.
 */
import 'server-only';
import { resolveSettings, type Settings } from './settings.mjs';
import { settings as publicSettings } from './public-settings';

const resolved = resolveSettings(process.env);

export const serverSettings: Settings = {
  ...publicSettings,
  // SITE_NAME as set, '' when unset: the public settings carry the default language's name in its place (the emails'
  // sender), and the content gives each language its own (promises §19).
  siteName: resolved.siteName,
  contentDir: resolved.contentDir,
};
