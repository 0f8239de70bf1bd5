/**
 * The settings as the build's server code reads them, the content folder included: never imported by a client
 * component (`server-only` makes that a build error), so a path of the build machine cannot reach a file the site
 * serves.
 */
import 'server-only';
import { resolveSettings, type Settings } from './settings.mjs';
import { settings as publicSettings } from './site';

export const serverSettings: Settings = {
  ...publicSettings,
  contentDir: resolveSettings(process.env).contentDir,
};
