/**
 * How the pages say the venue's facts: phone links, hours, sizes and capacities, and the structured data search
 * engines read. Pure functions of the content, so every page says a fact the same way.
 */
import * as addressFormatter from '@fragaria/address-formatter';
import { fill, formatNumber, type Dictionary } from '@/i18n';
import { formatTime, formatTimeRange, inSentence, isClockTime } from '@/i18n/format';
import { localPath } from '@/i18n/paths';
import { formatMoney } from '@/shared/prices/money';
import { fromPrice, packageAnchor } from '@/shared/prices/packages';
import { LAYOUTS, type Layout, type PricesFile, type SiteFile, type Space, type Units, type VenueFile } from './schema';
import type { Content, ContentSite } from './load';
import { LARGEST_FIRST, templateKey } from './postal';
import { intlLocale } from '@/i18n/locale';

/** `tel:` with the number in E.164, as the loader works it out from the venue's way of writing it. */
export const telHref = (contact: ContentSite['contact']): string => `tel:${contact.phoneInternational}`;

/**
 * The days and the times of an opening, as the page's language (`tag`) says them: what a line of hours fills. `range`
 * is the dictionary's `site.timeRange`.
 */
export const hoursValues = (
  slot: SiteFile['hours'][number],
  tag: string,
  range: string,
): { days: string; times: string } => ({
  days: slot.days,
  times: formatTimeRange(slot.opens, slot.closes, tag, range),
});

/**
 * "Monday to Friday: 9 AM–6 PM" (en-US), "…: 09:00–18:00" (en-GB): the times as the page's language (`tag`) says
 * them, in one of the dictionary's lines of hours (`site.hours`: "{days}: {times}", promises §10).
 */
export const hoursText = (slot: SiteFile['hours'][number], tag: string, line: string, range: string): string =>
  fill(line, hoursValues(slot, tag, range));

/** A moment of the venue page's timeline: a time like 14:00 as the language says it ("2 PM"), other words as written. */
export const momentTime = (time: string, tag: string): string => (isClockTime(time) ? formatTime(time, tag) : time);

/** `Intl`'s name of each unit of length (it has none of area: the dictionary says those). */
const INTL_UNIT: Record<Units, string> = { metres: 'meter', feet: 'foot' };

/** "34 m", "110 ft", "9,5 m": a length in the venue's units as the language writes it (`Intl`, short units). */
export const formatLength = (value: number, units: Units, tag: string): string =>
  new Intl.NumberFormat(intlLocale(tag), { style: 'unit', unit: INTL_UNIT[units], unitDisplay: 'short' }).format(value);

/**
 * "34 × 14 m, 476 m², 9 m high, vaulted" (or in feet, "110 × 46 ft, 5,060 sq ft"): the floor, its area worked out
 * from it, the height and the note, in the venue's units (site.yaml `units`) and the page's language (`tag`).
 */
export const sizeText = (space: Space, units: Units, dict: Dictionary, tag: string): string =>
  sizeParts(space, units, dict, tag).join(dict.site.separator);

/** sizeText's parts, each a figure with its unit or the note, which a right-to-left page isolates (promises §19): "34 × 14 m", "476 m²", "9 m high", "vaulted". */
export function sizeParts(space: Space, units: Units, dict: Dictionary, tag: string): string[] {
  const { length, width, height, note } = space.dimensions;
  const area = new Intl.NumberFormat(intlLocale(tag), { maximumFractionDigits: 0 }).format(length * width);
  return [
    fill(dict.venue.floorSize, { length: formatNumber(length, tag), width: formatLength(width, units, tag) }),
    fill(dict.venue.area[units], { area }),
    height ? fill(dict.venue.ceiling, { height: formatLength(height, units, tag) }) : '',
    note ?? '',
  ].filter(Boolean);
}

/** What the pages call a layout: the venue's own name (venue.yaml `layoutNames`), else the dictionary's. */
export const layoutName = (layout: Layout, venue: VenueFile, dict: Dictionary): string =>
  venue.layoutNames?.[layout] ?? dict.layouts[layout];

/** The layouts a space offers, largest first: "350 reception · 300 theatre · 220 dinner". */
export const capacitySummary = (space: Space, venue: VenueFile, dict: Dictionary, tag: string, limit = 3): string =>
  capacityItems(space, venue, dict, tag, limit).join(dict.venue.capacitySeparator);

/** capacitySummary's items, each a figure with its layout, which a right-to-left page isolates (promises §19): "350 reception", "300 theatre", "220 dinner". */
export function capacityItems(space: Space, venue: VenueFile, dict: Dictionary, tag: string, limit = 3): string[] {
  return LAYOUTS.flatMap((layout) => (space.capacity[layout] ? [{ layout, guests: space.capacity[layout]! }] : []))
    .sort((a, b) => b.guests - a.guests)
    .slice(0, limit)
    .map(({ layout, guests }) =>
      fill(dict.venue.capacity, {
        guests: formatNumber(guests, tag),
        layout: inSentence(layoutName(layout, venue, dict), tag),
      }),
    );
}

/**
 * The package's types call `format` a named export; the CommonJS build Node loads has it on the default export (and
 * a bundle of its ES build likewise): both are found.
 */
const { format: formatAddress } =
  (addressFormatter as unknown as { default?: typeof addressFormatter }).default ?? addressFormatter;

/** Where the formatter puts the country: the venue's name for it replaces it, or nothing. */
const COUNTRY_MARK = 'COUNTRYMARK';

/**
 * The address's lines in the order and form its country writes them (OpenCage's address formats, through
 * @fragaria/address-formatter): "Albany, NY 12208" in the US, "75002 Paris" in France, the town then the postcode in
 * the UK, where the county is left out as Royal Mail does. The second line (`line2`) follows the street's.
 * `country`: with the country's name, where the country's format puts it (for a reader abroad: the brochure).
 * `tag`: the page's language; where the country's own language writes addresses largest place first (Japanese in
 * Japan), a page in that language gets that form (promises §19): "〒602-8123", "京都府京都市上京区松葉町123".
 */
export function addressLines(
  address: SiteFile['address'],
  { country = false, tag }: { country?: boolean; tag?: string } = {},
): string[] {
  const native = templateKey(address.country, tag);
  const lines = formatAddress(
    {
      road: address.street,
      city: address.locality,
      ...(address.region ? { state: address.region } : {}),
      postcode: address.postalCode,
      // A country is given always, or some formats put the region in its place (the UK's): a mark, which the
      // venue's own name for it replaces (not the formatter's English one), or nothing.
      country: COUNTRY_MARK,
      countryCode: native ?? address.country,
    },
    { output: 'array' },
  )
    // Most formats end with the country on a line of its own; some put it beside the postcode, or first.
    .map((line) =>
      line
        .replace(COUNTRY_MARK, country ? address.countryName : '')
        .replace(/^[\s,-]+|[\s,-]+$/g, '')
        .replace(/\s{2,}/g, ' '),
    )
    .filter(Boolean);
  if (native) {
    // Largest place first: the country, the postcode with its mark, then the rest run together (line2 last).
    const { join, postalMark = '' } = LARGEST_FIRST[native]!;
    const postcode = lines.indexOf(String(address.postalCode));
    const head = lines
      .slice(0, postcode + 1)
      .map((line, index) => (index === postcode ? `${postalMark}${line}` : line));
    const rest = [...lines.slice(postcode + 1), ...(address.line2 ? [address.line2] : [])];
    return [...head, ...(rest.length > 0 ? [rest.join(join)] : [])];
  }
  if (address.line2) {
    const street = lines.findIndex((line) => line.includes(address.street));
    lines.splice(street < 0 ? 1 : street + 1, 0, address.line2);
  }
  return lines;
}

/** The URL a file of the content folder is published at (src/pages/venue-files writes each one into out/). */
export const contentFileUrl = (src: string): string =>
  `/venue-files/${src.split('/').map(encodeURIComponent).join('/')}`;

/**
 * Every file of the content folder the pages link to as it is (drawings). The share image is not one: the photo step
 * cuts it from its photo (src/content/share-image.mjs).
 */
export function publishedFiles(content: Content): string[] {
  const files = [
    ...content.venue.spaces.flatMap((space) => (space.art ? [space.art] : [])),
    // SVG plans as they are; a PNG or JPEG plan is a photo of photos/, published by the photo step.
    ...content.venue.spaces.flatMap((space) => (space.plan && /\.svg$/i.test(space.plan.src) ? [space.plan.src] : [])),
  ];
  return [...new Set(files)];
}

/** schema.org's PostalAddress of the venue: the second line is part of the street address. */
export function postalAddress(address: SiteFile['address']) {
  return {
    '@type': 'PostalAddress',
    streetAddress: [address.street, address.line2].filter(Boolean).join(', '),
    addressLocality: address.locality,
    ...(address.region ? { addressRegion: address.region } : {}),
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

/** UN/CEFACT's codes of what a price is for (schema.org's `unitCode`): a piece (a guest), an hour, a day, an event. */
const UNIT_CODES = { guest: 'IE', hour: 'HUR', day: 'DAY', event: 'E48' } as const;

/**
 * Each package as schema.org's Offer: its price "from" and what the price is for. A price that includes guests
 * (promises §13) is two unit prices: the package's for up to the guests included, and each extra guest's beyond them.
 */
function packageOffers(content: Content, siteUrl: string) {
  const { prices, language, languages } = content;
  if (!prices) return [];
  return prices.packages.map((pack) => {
    const guests = (range: { minValue?: number; maxValue?: number }) => ({
      eligibleQuantity: { '@type': 'QuantitativeValue', ...range, unitCode: UNIT_CODES.guest },
    });
    const packagePrice = {
      '@type': 'UnitPriceSpecification',
      price: fromPrice(pack),
      priceCurrency: prices.currency,
      unitCode: UNIT_CODES[pack.per],
      unitText: pack.per,
      ...(pack.includedGuests !== undefined
        ? guests({ ...(pack.minimumGuests ? { minValue: pack.minimumGuests } : {}), maxValue: pack.includedGuests })
        : pack.minimumGuests
          ? { eligibleQuantity: { '@type': 'QuantitativeValue', minValue: pack.minimumGuests } }
          : {}),
    };
    const extraGuest =
      pack.includedGuests !== undefined && pack.extraGuestPrice !== undefined
        ? {
            '@type': 'UnitPriceSpecification',
            price: pack.extraGuestPrice,
            priceCurrency: prices.currency,
            unitCode: UNIT_CODES.guest,
            unitText: 'guest',
            // Each guest from the first beyond those included.
            referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: UNIT_CODES.guest },
            ...guests({ minValue: pack.includedGuests + 1 }),
          }
        : undefined;
    return {
      '@type': 'Offer',
      name: pack.name,
      ...(pack.summary ? { description: pack.summary } : {}),
      url: `${siteUrl}${localPath(`/venue#${packageAnchor(pack.id)}`, language, languages)}`,
      price: fromPrice(pack),
      priceCurrency: prices.currency,
      priceSpecification: extraGuest ? [packagePrice, extraGuest] : packagePrice,
    };
  });
}

/** schema.org's EventVenue: what search engines show of the venue; `offers` adds the packages (the venue page's). */
export function structuredData(content: Content, siteUrl: string, { offers = false }: { offers?: boolean } = {}) {
  const { site, venue, totals, prices } = content;
  return {
    '@context': 'https://schema.org',
    '@type': 'EventVenue',
    name: site.name,
    description: site.description,
    // The site's root: its address, or its path where the build was told no address.
    url: siteUrl || '/',
    telephone: site.contact.phoneInternational,
    email: site.contact.email,
    image: `${siteUrl}${site.shareImage.url}`,
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
