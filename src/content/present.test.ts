import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dictionaryFor } from '@/i18n';
import { ja } from '@/i18n/ja';
import { loadContent, loadContents } from './load';
import {
  addressLines,
  capacityItems,
  capacitySummary,
  formatLength,
  hoursText,
  layoutName,
  momentTime,
  postalAddress,
  sizeParts,
  sizeText,
  structuredData,
  telHref,
} from './present';
import type { SiteFile, Space, VenueFile } from './schema';

const root = path.resolve(import.meta.dirname, '../..');
const demo = loadContent(path.join(root, 'content'));
const en = dictionaryFor('en');
const fr = dictionaryFor('fr');

const space = (dimensions: Space['dimensions'], capacity: Space['capacity'] = { dinner: 80 }): Space => ({
  ...demo.venue.spaces[0]!,
  dimensions,
  capacity,
});
const venue = (layoutNames?: VenueFile['layoutNames']): VenueFile => ({ ...demo.venue, layoutNames });

const albany: SiteFile['address'] = {
  street: '1 Empire State Plaza',
  line2: 'Suite 200',
  locality: 'Albany',
  region: 'New York',
  postalCode: '12208',
  country: 'US',
  countryName: 'United States',
  mapUrl: 'https://maps.example/albany',
};

describe('hours', () => {
  const slot = { days: 'Monday to Friday', schemaDays: ['Monday' as const], opens: '10:00', closes: '17:00' };

  it('says the times as the page’s language does (promises §14)', () => {
    expect(hoursText(slot, 'en-US', en.site.hours.line, en.site.timeRange)).toBe('Monday to Friday: 10 AM–5 PM');
    expect(hoursText(slot, 'en-GB', en.site.hours.line, en.site.timeRange)).toBe('Monday to Friday: 10:00–17:00');
    expect(
      hoursText({ ...slot, opens: '09:00', closes: '18:00' }, 'en-GB', en.site.hours.short, en.site.timeRange),
    ).toBe('Monday to Friday, 09:00–18:00');
    // In the language's own punctuation.
    expect(hoursText({ ...slot, days: 'Du lundi au vendredi' }, 'fr', fr.site.hours.line, fr.site.timeRange)).toBe(
      'Du lundi au vendredi\u202f: 10:00–17:00',
    );
    expect(hoursText({ ...slot, days: '月曜日〜金曜日' }, 'ja', ja.site.hours.short, ja.site.timeRange)).toBe(
      '月曜日〜金曜日、10:00〜17:00',
    );
  });

  it('keeps the times search engines read as written', () => {
    const data = structuredData({ ...demo, language: 'en-US' }, 'https://venue.example');
    expect(data.openingHoursSpecification[0]).toMatchObject({ opens: '09:00', closes: '18:00' });
  });
});

describe('a moment of the day', () => {
  it('says a time like 14:00 in the language, and words as written', () => {
    expect(momentTime('14:00', 'en-US')).toBe('2 PM');
    expect(momentTime('14:00', 'en-GB')).toBe('14:00');
    expect(momentTime('Late', 'en-US')).toBe('Late');
  });
});

describe('sizes, in the venue’s units', () => {
  it('says the floor, its area and its height in metres', () => {
    const hall = space({ length: 34, width: 14, height: 9, note: 'vaulted' });
    expect(sizeText(hall, 'metres', en, 'en-GB')).toBe('34 × 14 m, 476 m², 9 m high, vaulted');
    expect(sizeText(hall, 'metres', fr, 'fr')).toBe('34 × 14\u202fm, 476 m², 9\u202fm sous plafond, vaulted');
    // The parts a right-to-left page isolates, each figure with its unit (promises §19).
    expect(sizeParts(hall, 'metres', en, 'en-GB')).toEqual(['34 × 14 m', '476 m²', '9 m high', 'vaulted']);
  });

  it('and in feet, figures grouped as the language groups them', () => {
    const hall = space({ length: 110, width: 46 });
    expect(sizeText(hall, 'feet', en, 'en-US')).toBe('110 × 46 ft, 5,060 sq ft');
    expect(sizeText(hall, 'feet', fr, 'fr')).toBe('110 × 46\u202fpi, 5\u202f060 pi²');
  });

  it('rounds an area to a whole number, and says a length’s fraction', () => {
    expect(sizeText(space({ length: 12.5, width: 8.3 }), 'metres', en, 'en-GB')).toBe('12.5 × 8.3 m, 104 m²');
    expect(formatLength(9.5, 'metres', 'fr')).toBe('9,5\u202fm');
  });
});

describe('layouts', () => {
  it('are called by the venue’s own names, else the dictionary’s', () => {
    const named = venue({ reception: 'Standing' });
    expect(layoutName('reception', named, en)).toBe('Standing');
    expect(layoutName('dinner', named, en)).toBe('Dinner');
    expect(layoutName('ceremony', venue(), en)).toBe('Ceremony');
    expect(layoutName('cocktail', venue(), fr)).toBe('Assis-debout');
  });

  it('are summed up largest first, by those names', () => {
    const room = space({ length: 10, width: 10 }, { reception: 350, ceremony: 120, cocktail: 200, dinner: 90 });
    expect(capacitySummary(room, venue({ reception: 'Standing' }), en, 'en-GB')).toBe(
      '350 standing · 200 cocktail · 120 ceremony',
    );
    expect(capacitySummary(room, venue(), fr, 'fr', 2)).toBe('350 en cocktail · 200 en assis-debout');
    expect(capacityItems(room, venue(), fr, 'fr', 2)).toEqual(['350 en cocktail', '200 en assis-debout']);
  });
});

describe('the address', () => {
  it('is written in the country’s order, its second line after the street', () => {
    expect(addressLines(albany)).toEqual(['1 Empire State Plaza', 'Suite 200', 'Albany, NY 12208']);
    expect(addressLines({ ...albany, line2: undefined }, { country: true })).toEqual([
      '1 Empire State Plaza',
      'Albany, NY 12208',
      'United States',
    ]);
  });

  it('has the UK’s order: town, then postcode, no county', () => {
    expect(addressLines(demo.site.address)).toEqual(['Hollin Mill, 12 Wharf Lane', 'Calderbridge', 'HX7 4QD']);
  });

  it('has France’s and Germany’s: the postcode before the town', () => {
    const paris = { ...albany, street: '12 rue de la Paix', line2: undefined, region: undefined, locality: 'Paris' };
    expect(addressLines({ ...paris, postalCode: '75002', country: 'FR', countryName: 'France' })).toEqual([
      '12 rue de la Paix',
      '75002 Paris',
    ]);
    const berlin = { ...paris, street: 'Unter den Linden 5', locality: 'Berlin', postalCode: '10117' };
    expect(addressLines({ ...berlin, country: 'DE', countryName: 'Deutschland' }, { country: true })).toEqual([
      'Unter den Linden 5',
      '10117 Berlin',
      'Deutschland',
    ]);
  });

  it('is written largest place first, with the postal mark, on a page in the country’s own language (promises §19)', () => {
    const kyoto = {
      street: '松葉町123',
      locality: '京都市上京区',
      region: '京都府',
      postalCode: '602-8123',
      country: 'JP',
      countryName: '日本',
      mapUrl: 'https://www.openstreetmap.org/',
    };
    expect(addressLines(kyoto, { tag: 'ja' })).toEqual(['〒602-8123', '京都府京都市上京区松葉町123']);
    expect(addressLines(kyoto, { tag: 'ja', country: true })).toEqual([
      '日本',
      '〒602-8123',
      '京都府京都市上京区松葉町123',
    ]);
    expect(addressLines({ ...kyoto, line2: '2階' }, { tag: 'ja' })).toEqual([
      '〒602-8123',
      '京都府京都市上京区松葉町1232階',
    ]);
    // The English pages of the same venue write it as a reader abroad does: smallest first, no mark.
    const english = { ...kyoto, street: '123 Matsuba-chō', locality: 'Kamigyō-ku, Kyoto', region: 'Kyoto' };
    expect(addressLines(english, { tag: 'en' })).toEqual(['123 Matsuba-chō', 'Kamigyō-ku, Kyoto, Kyoto 602-8123']);
    // A language with no such form of its own keeps the country's.
    expect(addressLines(albany, { tag: 'ja' })).toEqual(addressLines(albany));
  });

  it('names the country where its format does, or leaves it out', () => {
    const singapore = {
      ...albany,
      street: '1 Fullerton Square',
      line2: undefined,
      region: undefined,
      locality: 'Singapore',
      postalCode: '049178',
      country: 'SG',
      countryName: 'Singapour',
    };
    expect(addressLines(singapore, { country: true })).toEqual(['1 Fullerton Square', 'Singapour 049178']);
    expect(addressLines(singapore)).toEqual(['1 Fullerton Square', '049178']);
  });

  it('is schema.org’s PostalAddress, the second line in the street address', () => {
    expect(postalAddress(albany)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '1 Empire State Plaza, Suite 200',
      addressLocality: 'Albany',
      addressRegion: 'New York',
      postalCode: '12208',
      addressCountry: 'US',
    });
    expect(postalAddress({ ...albany, line2: undefined, region: undefined })).not.toHaveProperty('addressRegion');
  });
});

describe('the phone', () => {
  it('is dialled and read by search engines in E.164', () => {
    expect(demo.site.contact.phone).toBe('0113 496 0418');
    expect(telHref(demo.site.contact)).toBe('tel:+441134960418');
    expect(structuredData(demo, 'https://venue.example').telephone).toBe('+441134960418');
  });

  it('is the same in every language', () => {
    for (const content of loadContents(path.join(root, 'examples/rooftop')).values())
      expect(telHref(content.site.contact)).toBe('tel:+441614960721');
  });
});

describe('the packages search engines read', () => {
  const rooftop = loadContents(path.join(root, 'examples/rooftop')).get('en-GB')!;
  const offers = structuredData(rooftop, 'https://roof.example', { offers: true }).makesOffer!;

  it('give a price that includes guests as two unit prices: up to the guests included, then each extra guest', () => {
    // The whole roof: £9,500 for the event for up to 200 guests, then £35 per extra guest (promises §13).
    expect(offers[2]).toEqual({
      '@type': 'Offer',
      name: 'The whole roof',
      description: expect.any(String),
      url: 'https://roof.example/venue#package-roof-buyout',
      price: 9500,
      priceCurrency: 'GBP',
      priceSpecification: [
        {
          '@type': 'UnitPriceSpecification',
          price: 9500,
          priceCurrency: 'GBP',
          unitCode: 'E48',
          unitText: 'event',
          eligibleQuantity: { '@type': 'QuantitativeValue', maxValue: 200, unitCode: 'IE' },
        },
        {
          '@type': 'UnitPriceSpecification',
          price: 35,
          priceCurrency: 'GBP',
          unitCode: 'IE',
          unitText: 'guest',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'IE' },
          eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 201, unitCode: 'IE' },
        },
      ],
    });
  });

  it('give any other package one unit price, its minimum guests as before', () => {
    expect(offers[0]!.priceSpecification).toEqual({
      '@type': 'UnitPriceSpecification',
      price: 45,
      priceCurrency: 'GBP',
      unitCode: 'IE',
      unitText: 'guest',
      eligibleQuantity: { '@type': 'QuantitativeValue', minValue: 50 },
    });
  });
});
