/**
 * The venue's choices the enquiry form offers (kinds of event, spaces, packages), from its content folder in the page's
 * language: the contact page's .astro file reads them at build and hands them to the form's island as props.
 */
import type { PackagePricing } from '@/shared/prices/packages';

interface Choice {
  /** What travels in an address (`?event=weddings`) and in the select's `value`: the content's id. */
  value: string;
  /** What the visitor reads, and what the email carries. */
  text: string;
}

/** A package as the enquiry offers it (promises §13): with what its estimate needs, and no more of prices.yaml. */
export interface PackageChoice extends Choice {
  pricing: PackagePricing;
  /** The venue's currency, a three-letter code (`GBP`). */
  currency: string;
}

export interface VenueChoices {
  eventKinds: readonly Choice[];
  spaces: readonly Choice[];
  /** The venue's packages (prices.yaml); none, and no select, for a venue without one. */
  packages?: readonly PackageChoice[];
}

/** Which of the venue's lists a select of the table offers. */
export type ChoiceList = keyof VenueChoices;

/** A form without the venue's lists (the subscribe and message forms offer none). */
export const NO_CHOICES: VenueChoices = { eventKinds: [], spaces: [] };

/**
 * The address parameters that preselect a choice on the contact page (`date`: the event date, `YYYY-MM-DD`;
 * `package`: a package's id, promises §13).
 */
export const ADDRESS_PARAMS = { space: 'space', event: 'event', date: 'date', package: 'package' } as const;

/**
 * "Enquire about …" links: the contact page with the space, the kind of event, the date (an event of the What's
 * on page that asks for an enquiry) or the package already chosen.
 */
export function enquiryHref(
  about: { space: string } | { event: string } | { date: string } | { package: string },
): string {
  const [key, value] = Object.entries(about)[0] as [keyof typeof ADDRESS_PARAMS, string];
  return `/contact?${ADDRESS_PARAMS[key]}=${encodeURIComponent(value)}#enquiry`;
}
