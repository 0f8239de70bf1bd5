/**
 * The locale `Intl` writes a page's language in: the page's tag, with the venue's clock and digits where its content
 * chooses them (promises §19), as Unicode extensions: `ar` with a 24-hour clock is `ar-u-hc-h23`. A page's `lang`
 * and its address keep the plain tag.
 */
import type { VenueFormats } from '@/config/public-settings';

/** `tag` with `formats` as its extensions; the tag itself when there are none. */
export function withFormats(tag: string, formats: VenueFormats | undefined): string {
  if (!formats?.hourCycle && !formats?.numberingSystem) return tag;
  return new Intl.Locale(tag, formats).toString();
}

// Read from the settings the build defines (src/config/build-settings.ts) when first asked, not when imported: the
// content's loader imports this before the build has defined them, and formats nothing until then.
let read: { from: string; formats?: VenueFormats } | undefined;
function venueFormats(): VenueFormats | undefined {
  const inlined = process.env.FOYER_PUBLIC_SETTINGS;
  if (!inlined) return undefined;
  if (read?.from !== inlined)
    read = { from: inlined, formats: (JSON.parse(inlined) as { formats?: VenueFormats }).formats };
  return read.formats;
}

/** The locale that dates, times and numbers are written in on a page in language `tag`. */
export const intlLocale = (tag: string): string => withFormats(tag, venueFormats());
