import 'server-only';
import { contentIn } from '@/content';
import type { PricePackage } from '@/content/schema';
import type { PackagePricing } from '@/shared/prices/packages';
import type { PackageChoice, VenueChoices } from './choices';

/** The package's terms its estimate reads, and nothing more: they are written into the contact page. */
const PRICING_KEYS = [
  'price',
  'per',
  'minimumGuests',
  'minimumSpend',
  'minimumHours',
  'includedGuests',
  'extraGuestPrice',
  'days',
  'months',
  'rates',
] as const satisfies readonly (keyof PackagePricing)[];

function pricingOf(pack: PricePackage): PackagePricing {
  const pricing: Record<string, unknown> = {};
  for (const key of PRICING_KEYS) if (pack[key] !== undefined) pricing[key] = pack[key];
  return pricing as PackagePricing;
}

/**
 * The venue's kinds of event, spaces and packages as the enquiry offers them in language `tag`: by id, in the
 * content's order; no packages for a venue without prices.yaml.
 */
export function venueChoicesIn(tag: string): VenueChoices {
  const { venue, prices } = contentIn(tag);
  const packages: PackageChoice[] = prices
    ? prices.packages.map((pack) => ({
        value: pack.id,
        text: pack.name,
        pricing: pricingOf(pack),
        currency: prices.currency,
      }))
    : [];
  return {
    eventKinds: venue.occasions.map((occasion) => ({ value: occasion.id, text: occasion.name })),
    spaces: venue.spaces.map((space) => ({ value: space.id, text: space.name })),
    ...(packages.length > 0 ? { packages } : {}),
  };
}
