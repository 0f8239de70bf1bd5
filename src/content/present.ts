/**
 * How the pages say the venue's facts: phone links, hours, sizes and capacities, and the structured data search
 * engines read. Pure functions of the content, so every page says a fact the same way.
 */
import { fill, formatNumber, type Dictionary } from '@/i18n';
import { localPath } from '@/i18n/paths';
import { formatMoney } from '@/shared/prices/money';
import { fromPrice, packageAnchor } from '@/shared/prices/packages';
import { LAYOUTS, type PricesFile, type SiteFile, type Space } from './schema';
import type { Content } from './load';

/** `tel:` wants the international number without spaces. */
export const telHref = (contact: SiteFile['contact']): string => `tel:${contact.phoneInternational.replace(/\s/g, '')}`;

export const hoursText = (slot: SiteFile['hours'][number], separator = ': '): string =>
  `${slot.days}${separator}${slot.opens}–${slot.closes}`;

/** "34 × 14 m, 9 m high, vaulted", in the page's language (`tag`) and its way of writing figures. */
export function sizeText(space: Space, dict: Dictionary, tag: string): string {
  const { length, width, height, note } = space.dimensions;
  const figure = (value: number) => formatNumber(value, tag);
  return [
    fill(dict.venue.floor, { length: figure(length), width: figure(width) }),
    height ? fill(dict.venue.height, { height: figure(height) }) : '',
    note ?? '',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The layouts a space offers, largest first: "350 reception · 300 theatre · 220 dinner". */
export function capacitySummary(space: Space, dict: Dictionary, tag: string, limit = 3): string {
  return LAYOUTS.flatMap((layout) => (space.capacity[layout] ? [{ layout, guests: space.capacity[layout]! }] : []))
    .sort((a, b) => b.guests - a.guests)
    .slice(0, limit)
    .map(({ layout, guests }) =>
      fill(dict.venue.capacity, {
        guests: formatNumber(guests, tag),
        layout: dict.layouts[layout].toLocaleLowerCase(tag),
      }),
    )
    .join(' · ');
}

/** The URL a file of the content folder is published at (src/pages/venue-files writes each one into out/). */
export const contentFileUrl = (src: string): string =>
  `/venue-files/${src.split('/').map(encodeURIComponent).join('/')}`;

/** Every file of the content folder the pages link to as it is (drawings, the share image). */
export function publishedFiles(content: Content): string[] {
  const files = [
    content.site.shareImage.src,
    ...content.venue.spaces.flatMap((space) => (space.art ? [space.art] : [])),
    // SVG plans as they are; a PNG or JPEG plan is a photo of photos/, published by the photo step.
    ...content.venue.spaces.flatMap((space) => (space.plan && /\.svg$/i.test(space.plan.src) ? [space.plan.src] : [])),
  ];
  return [...new Set(files)];
}

/** schema.org's PostalAddress of the venue. */
export function postalAddress(address: SiteFile['address']) {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.locality,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** "£48–£4,200": the lowest and highest prices of the venue's packages (schema.org's `priceRange`). */
export function priceRange(prices: PricesFile, tag: string): string {
  const amounts = prices.packages.flatMap((pack) => [pack.price, ...(pack.rates ?? []).map((rate) => rate.price)]);
  const [low, high] = [Math.min(...amounts), Math.max(...amounts)].map((amount) =>
    formatMoney(amount, prices.currency, tag),
  );
  return low === high ? low! : `${low}–${high}`;
}

/** Each package as schema.org's Offer: its price "from" and what the price is for. */
export function packageOffers(content: Content, siteUrl: string) {
  const { prices, language, languages } = content;
  if (!prices) return [];
  const unitCodes = { guest: 'IE', hour: 'HUR', day: 'DAY', event: 'E48' } as const;
  return prices.packages.map((pack) => ({
    '@type': 'Offer',
    name: pack.name,
    ...(pack.summary ? { description: pack.summary } : {}),
    url: `${siteUrl}${localPath(`/venue#${packageAnchor(pack.id)}`, language, languages)}`,
    price: fromPrice(pack),
    priceCurrency: prices.currency,
    priceSpecification: {
      '@type': 'UnitPriceSpecification',
      price: fromPrice(pack),
      priceCurrency: prices.currency,
      unitCode: unitCodes[pack.per],
      unitText: pack.per,
      ...(pack.minimumGuests
        ? { eligibleQuantity: { '@type': 'QuantitativeValue', minValue: pack.minimumGuests } }
        : {}),
    },
  }));
}

/** schema.org's EventVenue: what search engines show of the venue; `offers` adds the packages (the venue page's). */
export function structuredData(content: Content, siteUrl: string, { offers = false }: { offers?: boolean } = {}) {
  const { site, venue, totals, prices } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: site.name,
    description: site.description,
    url: siteUrl,
    telephone: site.contact.phoneInternational,
    email: site.contact.email,
    image: `${siteUrl}${contentFileUrl(site.shareImage.src)}`,
    hasMap: site.address.mapUrl,
    address: postalAddress(site.address),
    maximumAttendeeCapacity: totals.mostGuests,
    ...(prices ? { priceRange: priceRange(prices, content.language) } : {}),
    ...(prices && offers ? { makesOffer: packageOffers(content, siteUrl) } : {}),
    openingHoursSpecification: site.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: slot.schemaDays.map((day) => `https://schema.org/${day}`),
      opens: slot.opens,
      closes: slot.closes,
    })),
    containsPlace: venue.spaces.map((space) => ({
      '@type': 'EventVenue',
      name: space.name,
      maximumAttendeeCapacity: Math.max(...LAYOUTS.map((layout) => space.capacity[layout] ?? 0)),
    })),
  };
}
