import { describe, expect, it } from 'vitest';
import { loadContents } from '@/content/load';
import type { Content } from '@/content/load';
import { en } from '@/i18n/en';
import { fr } from '@/i18n/fr';
import type { PackageChoice } from './choices';
import { estimateText, type EstimateValues } from './estimate';

/** A venue's packages as its contact page hands them to the enquiry (venue-choices.server.ts). */
const packagesOf = (content: Content): PackageChoice[] =>
  content.prices!.packages.map((pack) => ({
    value: pack.id,
    text: pack.name,
    pricing: pack,
    currency: content.prices!.currency,
  }));
const demo = packagesOf(loadContents('content').values().next().value!);
const rooftop = loadContents('examples/rooftop');
const rooftopEn = packagesOf(rooftop.get('en-GB')!);
const rooftopFr = packagesOf(rooftop.get('fr')!);

/** Intl's spaces (U+202F between thousands, U+00A0 before "£" in French) as plain ones. */
const plain = (text: string) => text.replace(/\s/g, ' ');
const english = (values: EstimateValues, packages = demo) =>
  estimateText(values, packages, en.prices.estimate, 'en-GB');
const french = (values: EstimateValues, packages = rooftopFr) =>
  plain(estimateText(values, packages, fr.prices.estimate, 'fr'));

// Days far ahead, so that nothing depends on the day the tests run: 2027-06-12 is a Saturday, 2027-06-16 a Wednesday,
// 2027-06-11 a Friday, 2027-03-15 a Monday.
describe('the enquiry’s estimate (promises §13)', () => {
  it('says the day’s rate times the guests: the Mill Wedding for 80 on a Saturday in June', () => {
    expect(english({ package: 'mill-wedding', event_date: '2027-06-12', guest_count: '80' })).toBe(
      'About £7,600 for 80 guests on a Saturday in June',
    );
  });

  it('rounds a figure it works out, so that it never reads as a quote', () => {
    // 72 × 80 = 5,760 on a Wednesday.
    expect(english({ package: 'mill-wedding', event_date: '2027-06-16', guest_count: '80' })).toBe(
      'About £5,800 for 80 guests on a Wednesday in June',
    );
  });

  it('says a minimum as the venue wrote it, and that it is the minimum', () => {
    // 30 guests count as the 60 the package is priced for, 72 × 60 = 4,320, under the minimum spend of 4,500.
    expect(english({ package: 'mill-wedding', event_date: '2027-03-15', guest_count: '30' })).toBe(
      'About £4,500 for 30 guests on a Monday in March, the package’s minimum',
    );
    // 20 guests count as 40: 48 × 40 = 1,920, not rounded.
    expect(english({ package: 'day-conference', event_date: '2027-03-15', guest_count: '20' })).toBe(
      'About £1,920 for 20 guests on a Monday in March, the package’s minimum',
    );
    // The Club night's four hours at 350 are under its minimum spend of 1,800.
    expect(english({ package: 'club-night', event_date: '2027-06-11' }, rooftopEn)).toBe(
      'About £1,800 on a Friday in June, the package’s minimum',
    );
  });

  it('says when the package is not offered on the day', () => {
    expect(english({ package: 'day-conference', event_date: '2027-06-12', guest_count: '80' })).toBe(
      'The Day Conference is not offered on a Saturday in June: choose another date or package',
    );
  });

  it('asks for the number of guests where the price is per guest', () => {
    expect(english({ package: 'mill-wedding', event_date: '2027-06-12', guest_count: '' })).toBe(
      '£95 per guest: add your number of guests for an estimate',
    );
  });

  it('does without guests where the price is not per guest', () => {
    expect(english({ package: 'hall-hire', event_date: '2027-06-11' })).toBe('About £4,200 on a Friday in June');
    expect(english({ package: 'hall-hire', event_date: '2027-06-14', guest_count: '1' })).toBe(
      'About £3,200 for 1 guest on a Monday in June',
    );
  });

  it('says the lowest figure without a date, as it is, since the day may make it more', () => {
    expect(english({ package: 'hall-hire' })).toBe('From £3,200');
    // 72 × 80, the Mill Wedding's lowest rate: 5,760, not rounded.
    expect(english({ package: 'mill-wedding', guest_count: '80' })).toBe('From £5,760 for 80 guests');
    expect(english({ package: 'mill-wedding' })).toBe('£72 per guest: add your number of guests for an estimate');
    expect(english({ package: 'hall-hire', guest_count: '1200' })).toBe('From £3,200 for 1,200 guests');
    expect(french({ package: 'roof-buyout', guest_count: '1200' })).toBe(
      'À partir de 44 500 £ pour 1 200 invités : 9 500 £ pour 200 invités, plus 1 000 invités supplémentaires à 35 £ chacun',
    );
  });

  it('counts a date that is not a day, or guests the form would refuse, as not given', () => {
    for (const guest_count of ['0', '10001', '1e5', 'lots', '-3'])
      expect(english({ package: 'hall-hire', event_date: '2027-02-30', guest_count })).toBe('From £3,200');
  });

  it('says nothing without a package, or for one the venue does not have', () => {
    expect(english({ event_date: '2027-06-12', guest_count: '80' })).toBe('');
    expect(english({ package: '', event_date: '2027-06-12', guest_count: '80' })).toBe('');
    expect(english({ package: 'the-attic', guest_count: '80' })).toBe('');
    expect(english({ package: 'mill-wedding', guest_count: '80' }, [])).toBe('');
  });

  it('speaks French on a French page, with its numbers, days and months', () => {
    expect(
      plain(
        estimateText(
          { package: 'mill-wedding', event_date: '2027-06-12', guest_count: '80' },
          demo,
          fr.prices.estimate,
          'fr',
        ),
      ),
    ).toBe('Environ 7 600 £ pour 80 invités un samedi de juin');
    expect(french({ package: 'sunset-party', event_date: '2027-06-12', guest_count: '60' })).toBe(
      'Environ 3 300 £ pour 60 invités un samedi de juin',
    );
    expect(french({ package: 'club-night', event_date: '2027-06-14' })).toBe(
      'La formule Soirée club n’est pas proposée un lundi de juin : choisissez une autre date ou formule',
    );
    expect(french({ package: 'sunset-party', event_date: '2027-06-12' })).toBe(
      '55 £ par invité : indiquez le nombre d’invités pour une estimation',
    );
  });
});

// The example roof's whole roof: £9,500 for the event, for up to 200 guests, then £35 per extra guest.
describe('the estimate of a price that includes guests (promises §13)', () => {
  it('adds the guests beyond those included, and says what the figure adds up from', () => {
    // 9,500 + 50 × 35 = 11,250, as it is: not rounded, so that the figures it gives add up.
    expect(english({ package: 'roof-buyout', event_date: '2027-06-12', guest_count: '250' }, rooftopEn)).toBe(
      'About £11,250 for 250 guests on a Saturday in June: £9,500 for 200 guests, plus 50 extra guests at £35 each',
    );
    expect(english({ package: 'roof-buyout', event_date: '2027-06-12', guest_count: '201' }, rooftopEn)).toBe(
      'About £9,535 for 201 guests on a Saturday in June: £9,500 for 200 guests, plus 1 extra guest at £35',
    );
    expect(french({ package: 'roof-buyout', event_date: '2027-06-12', guest_count: '250' })).toBe(
      'Environ 11 250 £ pour 250 invités un samedi de juin : 9 500 £ pour 200 invités, plus 50 invités supplémentaires à 35 £ chacun',
    );
  });

  it('says the guests included for as many guests, for fewer, and without a number', () => {
    expect(english({ package: 'roof-buyout', event_date: '2027-06-12', guest_count: '200' }, rooftopEn)).toBe(
      'About £9,500 for 200 guests on a Saturday in June, up to 200 guests included',
    );
    expect(english({ package: 'roof-buyout', event_date: '2027-06-12', guest_count: '120' }, rooftopEn)).toBe(
      'About £9,500 for 120 guests on a Saturday in June, up to 200 guests included',
    );
    expect(english({ package: 'roof-buyout' }, rooftopEn)).toBe('From £9,500, up to 200 guests included');
    expect(french({ package: 'roof-buyout', event_date: '2027-06-12', guest_count: '120' })).toBe(
      'Environ 9 500 £ pour 120 invités un samedi de juin, jusqu’à 200 invités compris',
    );
  });

  it('works in any currency: ¥980,000 for up to 20 guests, then ¥18,000 per extra guest, comes to ¥1,160,000 for 30', () => {
    const banquet: PackageChoice = {
      value: 'banquet',
      text: 'Banquet',
      pricing: { price: 980000, per: 'event', includedGuests: 20, extraGuestPrice: 18000 },
      currency: 'JPY',
    };
    expect(english({ package: 'banquet', event_date: '2027-06-12', guest_count: '30' }, [banquet])).toBe(
      'About ¥1,160,000 for 30 guests on a Saturday in June: ¥980,000 for 20 guests, plus 10 extra guests at ¥18,000 each',
    );
  });
});
