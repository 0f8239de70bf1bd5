/**
 * The settings as a build resolves them: the environment (src/config/settings.mjs) checked for deployment, and the
 * venue's content folder read and checked (its languages too: the site must have a dictionary for each), so a build
 * stops before rendering anything when either is wrong. Run
 * by `next.config.ts` (which inlines the result for server and browser code) and by the unit tests' setup.
 */
import path from 'node:path';
import { loadContents } from '../content/load';
import { dictionaryFor } from '../i18n';
import { isProductionBuild, publicSettings, resolveSettings, type RawSettings, type Settings } from './settings.mjs';

/** The content folder a setting names: relative paths are from the project's root (where the build runs). */
export const contentPath = (settings: Pick<Settings, 'contentDir'>, root = process.cwd()): string =>
  path.resolve(root, settings.contentDir);

/**
 * What a build inlines as `process.env.X` for code that runs in the browser too: the public settings (never the
 * content folder's path) and the enquiry form's choices.
 */
export function buildTimeValues(env: RawSettings): { FOYER_PUBLIC_SETTINGS: string; FOYER_VENUE_CHOICES: string } {
  const settings = resolveSettings(env, { production: isProductionBuild(env) });
  const contents = [...loadContents(contentPath(settings), { siteName: settings.siteName }).values()];
  const content = contents[0]!;
  // A language the site has no words for stops the build here, naming them (contract §10), before any page renders.
  for (const language of content.site.languages) dictionaryFor(language);
  // The enquiry form's choices (promises §7): the venue's kinds of event and spaces, by id.
  const choices = {
    eventKinds: content.venue.occasions.map((occasion) => ({ value: occasion.id, text: occasion.name })),
    spaces: content.venue.spaces.map((space) => ({ value: space.id, text: space.name })),
    // The same choices' texts in the venue's other languages, by id (src/features/forms/choices.ts: `choicesIn`).
    // A venue with one language has none, and inlines exactly what it did before it could have more.
    ...(contents.length > 1
      ? {
          texts: Object.fromEntries(
            contents.slice(1).map((other) => [
              other.site.language,
              {
                eventKinds: Object.fromEntries(other.venue.occasions.map((occasion) => [occasion.id, occasion.name])),
                spaces: Object.fromEntries(other.venue.spaces.map((space) => [space.id, space.name])),
              },
            ]),
          ),
        }
      : {}),
  };
  return {
    FOYER_PUBLIC_SETTINGS: JSON.stringify(publicSettings({ ...settings, siteName: content.site.name })),
    FOYER_VENUE_CHOICES: JSON.stringify(choices),
  };
}
