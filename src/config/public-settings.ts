/**
 * The public settings the site's code reads, in server and browser code alike: only what may reach the browser (ids,
 * origins, the venue's name), never a path of the build machine. Server code that needs the content folder reads
 * it from src/config/server-settings.ts.
 *
 * The build resolves them once (src/config/build-settings.ts, integration/astro-foyer.mjs) and defines them as
 * `process.env.FOYER_PUBLIC_SETTINGS`; the unit tests' setup does the same from their environment.
 */
// A type import only: the module that resolves and checks the settings carries zod, which the browser never needs
// (importing it here put 30 KB gz on every page).
import type { PublicSettings } from './settings.mjs';

const inlined = process.env.FOYER_PUBLIC_SETTINGS;
if (!inlined) {
  throw new Error(
    'FOYER_PUBLIC_SETTINGS is not set: the build defines it (integration/astro-foyer.mjs, src/config/build-settings.ts), ' +
      'and vitest.setup.ts sets it for the unit tests.',
  );
}
/** What a venue may choose of the way its pages write figures, whatever its languages' defaults (promises §19). */
export interface VenueFormats {
  /** `h12` ("8 PM") or `h23` ("20:00"). */
  hourCycle?: 'h12' | 'h23';
  /** A Unicode numbering system: `latn` (0123), `arab` (٠١٢٣), `arabext` (۰۱۲۳)… */
  numberingSystem?: string;
}

/** The settings, and the venue's formats from its content (src/config/build-settings.ts adds them). */
export const settings: PublicSettings & { formats?: VenueFormats } = JSON.parse(inlined) as PublicSettings;

/** The fixed administrator label of the emails' `to_name` (docs/promises.md, Forms). */
export const adminLabel = `${settings.siteName} events team`;
