/**
 * The settings as a build resolves them: the environment (src/config/settings.mjs) checked for deployment, and the
 * venue's content folder read and checked (its languages too: the site's words in each, src/content/words.ts), so a
 * build stops before rendering anything when either is wrong. Run by the build's integration (integration/astro-foyer.mjs,
 * which defines the result for server and browser code) and by the unit tests' setup.
 */
import path from 'node:path';
import { loadContents } from '../content/load';
import { venueWriting, type VenueWriting } from '../content/writing';
import { isProductionBuild, publicSettings, resolveSettings, type RawSettings, type Settings } from './settings.mjs';
import type { VenueFormats } from './public-settings';

/** The content folder a setting names: relative paths are from the project's root (where the build runs). */
export const contentPath = (settings: Pick<Settings, 'contentDir'>, root = process.cwd()): string =>
  path.resolve(root, settings.contentDir);

/**
 * What a build defines as `process.env.FOYER_PUBLIC_SETTINGS` for code that runs in the browser too: the settings that
 * say the browser may have them (never the content folder's path), the venue's name from its content when no setting
 * names it. The venue's content reaches the browser's code as the props of the islands that need it.
 */
export function buildTimeValues(env: RawSettings): { FOYER_PUBLIC_SETTINGS: string } {
  return buildInputs(env).values;
}

/**
 * The values above, what the venue writes (its languages and characters, src/content/writing.ts) and where its pages
 * are (the site's URL, its languages, the default first), from one reading of its folder: the build's integration
 * cuts the fonts to what it writes (integration/subset-fonts.mjs) and gives Astro its `site` and i18n routing.
 */
export function buildInputs(env: RawSettings): {
  values: { FOYER_PUBLIC_SETTINGS: string };
  writing: VenueWriting;
  siteUrl: string;
  languages: string[];
} {
  const settings = resolveSettings(env, { production: isProductionBuild(env) });
  const contents = loadContents(contentPath(settings), { siteName: settings.siteName });
  // A language the site has no words for has stopped the build above, naming the file and each entry it lacks
  // (promises §10, §14), before any page renders.
  const content = [...contents.values()][0]!;
  return {
    values: {
      FOYER_PUBLIC_SETTINGS: JSON.stringify({
        ...publicSettings({ ...settings, siteName: content.site.name }),
        formats: venueFormats(content.site),
      }),
    },
    writing: venueWriting(contents),
    siteUrl: settings.siteUrl,
    languages: [...contents.keys()],
  };
}

/** The venue's choice of clock and digits, as `Intl` names them (src/i18n/locale.ts applies them). */
export function venueFormats(site: { clock?: '12-hour' | '24-hour'; digits?: string }): VenueFormats {
  return {
    ...(site.clock ? { hourCycle: site.clock === '12-hour' ? 'h12' : 'h23' } : {}),
    ...(site.digits ? { numberingSystem: site.digits } : {}),
  };
}
