/**
 * The settings as a build resolves them: the environment (src/config/settings.mjs) checked for deployment, and the
 * venue's content folder read and checked, so a build stops before rendering anything when either is wrong. Run
 * by `next.config.ts` (which hands the result to the pages) and by the unit tests' setup.
 */
import path from 'node:path';
import { loadContent } from '../content/load';
import { resolveSettings, type RawSettings, type Settings } from './settings.mjs';

/** The content folder a setting names: relative paths are from the project's root (where the build runs). */
export const contentPath = (settings: Pick<Settings, 'contentDir'>, root = process.cwd()): string => path.resolve(root, settings.contentDir);

export function buildSettings(env: RawSettings): Settings {
  const settings = resolveSettings(env, { production: env.FOYER_PRODUCTION === '1' });
  const content = loadContent(contentPath(settings), { siteName: settings.siteName });
  return { ...settings, contentDir: content.dir, siteName: content.site.name };
}
