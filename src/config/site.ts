/**
 * The settings the site's code reads, in server and browser code alike: only what may reach the browser (ids,
 * origins, the venue's name), never a path of the build machine. Server code that needs the content folder reads
 * it from src/config/server-settings.ts.
 *
 * `next.config.ts` resolves them once (src/config/build-settings.ts) and inlines them as
 * `process.env.FOYER_PUBLIC_SETTINGS`; code run outside a build (unit tests, tools) resolves them from the
 * environment.
 */
import { publicSettings, resolveSettings, type PublicSettings } from './settings.mjs';

export const settings: PublicSettings = process.env.FOYER_PUBLIC_SETTINGS
  ? (JSON.parse(process.env.FOYER_PUBLIC_SETTINGS) as PublicSettings)
  : publicSettings(resolveSettings(process.env));

/** Widths in CSS pixels. Below `tablet` is "mobile" for smooth scrolling (docs/promises.md §6). */
export const breakpoints = { tablet: 1024 } as const;

/** The fixed administrator label of the emails' `to_name` (docs/promises.md, Forms). */
export const adminLabel = (siteName: string): string => `${siteName} events team`;

export const site = {
  name: settings.siteName,
  url: settings.siteUrl,
  adminLabel: adminLabel(settings.siteName),
} as const;
