/**
 * The one place the site's settings, breakpoints and derived labels come from, in server and browser code.
 *
 * `next.config.ts` resolves the settings once (src/config/build-settings.mjs) and inlines them as
 * `process.env.FOYER_SETTINGS`; code run outside a build (unit tests, tools) resolves them from the environment.
 */
import { resolveSettings, type Settings } from './settings.mjs';

export const settings: Settings = process.env.FOYER_SETTINGS
  ? (JSON.parse(process.env.FOYER_SETTINGS) as Settings)
  : resolveSettings(process.env);

/** Widths in CSS pixels. Below `tablet` is "mobile" for smooth scrolling (docs/promises.md §6). */
export const breakpoints = { tablet: 1024 } as const;

/** The fixed administrator label of the emails' `to_name` (docs/promises.md, Forms). */
export const adminLabel = (siteName: string): string => `${siteName} events team`;

export const site = {
  name: settings.siteName,
  url: settings.siteUrl,
  adminLabel: adminLabel(settings.siteName),
} as const;
