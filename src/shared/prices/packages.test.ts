import { describe, expect, it } from 'vitest';
import { en } from '@/i18n/en';
import { fr } from '@/i18n/fr';
import type { PricePackage } from '@/content/schema';
import { formatMoney } from './money';
import { estimateFor, fromPrice, offeredOn, priceOn } from './packages';
import { daysText, includedGuestsText, monthsText, ratesOf, termsOf } from './words';

const wedding: PricePackage = {
  id: 'wedding',
  name: 'Wedding',
  includes: ['Dinner'],
  price: 85,
  per: 'guest',
  minimumGuests: 60,
  minimumSpend: 4500,
  spaces: ['hall'],
  months: ['April', 'May', 'June', 'July', 'August', 'September', 'October'],
  rates: [
    { days: ['Saturday'], months: ['June', 'July', 'August'], price: 95 },
    { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday'], price: 72 },
  ],
};

describe('a package’s price', () => {
  it('is "from" its lowest rate, and on a day the first rate that matches', () => {
    expect(fromPrice(wedding)).toBe(72);
    expect(priceOn(wedding, '2031-06-14')).toBe(95); // a Saturday in June
    expect(priceOn(wedding, '2031-05-10')).toBe(85); // a Saturday in May: no rate for it
    expect(priceOn(wedding, '2031-06-10')).toBe(72); // a Tuesday
  });

  it('is offered only on its days and in its months', () => {
    expect(offeredOn(wedding, '2031-06-14')).toBe(true);
    expect(offeredOn(wedding, '2031-12-13')).toBe(false);
    expect(offeredOn({ days: ['Friday'] }, '2031-12-12')).toBe(true);
    expect(offeredOn({ days: ['Friday'] }, '2031-12-13')).toBe(false);
  });
});

describe('the estimate', () => {
  it('is the day’s price times the guests, never below the minimums', () => {
    expect(estimateFor(wedding, { day: '2031-06-14', guests: 80 })).toMatchObject({ kind: 'total', total: 7600 });
    // 40 guests are priced as the minimum of 60, and 60 × £72 is below the minimum spend of £4,500.
    expect(estimateFor(wedding, { day: '2031-06-10', guests: 40 })).toMatchObject({
      kind: 'total',
      total: 4500,
      minimumApplied: true,
    });
    expect(estimateFor(wedding, { day: '2031-06-14', guests: 100 })).toMatchObject({
      total: 9500,
      minimumApplied: false,
    });
  });

  it('needs the guests for a price per guest, and says when the package is not offered', () => {
    expect(estimateFor(wedding, { day: '2031-06-14' })).toEqual({ kind: 'needs-guests', price: 95 });
    expect(estimateFor(wedding, {})).toEqual({ kind: 'needs-guests', price: 72 });
    expect(estimateFor(wedding, { day: '2031-12-13', guests: 80 })).toEqual({ kind: 'not-offered', day: '2031-12-13' });
  });

  it('counts the hours hired at least, or the price itself for a day or the event', () => {
    const club = { price: 350, per: 'hour', minimumHours: 4, minimumSpend: 1800 } as const;
    expect(estimateFor(club, { guests: 200 })).toMatchObject({ total: 1800, minimumApplied: true });
    expect(estimateFor({ ...club, minimumSpend: undefined }, {})).toMatchObject({ total: 1400 });
    expect(estimateFor({ price: 9500, per: 'event' }, { guests: 300 })).toMatchObject({ total: 9500 });
  });
});

/** "¥980,000 for up to 20 guests, then ¥18,000 per extra guest", on Saturdays ¥1,200,000 (promises §13). */
const banquet = {
  price: 980000,
  per: 'event',
  includedGuests: 20,
  extraGuestPrice: 18000,
  rates: [{ days: ['Saturday'], price: 1200000 }],
} as const satisfies Parameters<typeof estimateFor>[0];

describe('the estimate of a price that includes guests', () => {
  it('adds each guest beyond those included at the price per extra guest', () => {
    // 980,000 + 10 × 18,000.
    expect(estimateFor(banquet, { guests: 30 })).toMatchObject({
      kind: 'total',
      total: 1160000,
      includedGuests: { price: 980000, included: 20, extra: 10, each: 18000 },
    });
    // The day's price for the guests included: a Saturday's.
    expect(estimateFor(banquet, { day: '2031-06-14', guests: 21 })).toMatchObject({
      total: 1218000,
      includedGuests: { price: 1200000, extra: 1 },
    });
  });

  it('is the price alone for the guests included, or fewer, or when the guests are not given', () => {
    for (const guests of [20, 12, 1, undefined])
      expect(estimateFor(banquet, guests === undefined ? {} : { guests })).toMatchObject({
        total: 980000,
        minimumApplied: false,
        includedGuests: { included: 20, extra: 0 },
      });
  });

  it('is never below the minimum spend, and the minimum says so', () => {
    expect(estimateFor({ ...banquet, minimumSpend: 1100000 }, { guests: 25 })).toMatchObject({
      total: 1100000,
      minimumApplied: true,
    });
  });
});

describe('the words of a price', () => {
  it('formats amounts the way the page’s language does', () => {
    expect(formatMoney(4500, 'GBP', 'en-GB')).toBe('£4,500');
    expect(formatMoney(4500, 'GBP', 'fr').replace(/\s/g, ' ')).toBe('4 500 £');
    expect(formatMoney(85, 'USD', 'en-US')).toBe('$85');
    expect(formatMoney(9.5, 'EUR', 'fr').replace(/\s/g, ' ')).toBe('9,50 €');
  });

  it('names runs of days and months as ranges, the rest as lists', () => {
    expect(daysText(['Monday', 'Tuesday', 'Wednesday', 'Thursday'], en.prices, 'en-GB')).toBe('Monday to Thursday');
    expect(daysText(['Saturday', 'Friday'], en.prices, 'en-GB')).toBe('Friday and Saturday');
    expect(daysText(['Monday', 'Tuesday', 'Wednesday', 'Friday'], fr.prices, 'fr')).toBe(
      'Du lundi au mercredi et vendredi',
    );
    expect(monthsText(wedding.months!, en.prices, 'en-GB')).toBe('April to October');
  });

  it('says the terms and the other prices', () => {
    expect(termsOf(wedding, 'GBP', en.prices, 'en-GB')).toEqual([
      'For at least 60 guests',
      'Minimum spend £4,500',
      'April to October',
    ]);
    expect(ratesOf(wedding, 'GBP', en.prices, 'en-GB')).toEqual([
      'Saturday, June to August: £95 per guest',
      'Monday to Thursday: £72 per guest',
    ]);
  });
});

describe('the words of the guests a price includes', () => {
  it('say them with the price per extra guest, by the plural rules of the page’s language', () => {
    expect(includedGuestsText(banquet, 'JPY', en.prices, 'en-GB')).toBe(
      'For up to 20 guests, then ¥18,000 per extra guest',
    );
    expect(includedGuestsText({ ...banquet, includedGuests: 1 }, 'JPY', en.prices, 'en-GB')).toBe(
      'For up to 1 guest, then ¥18,000 per extra guest',
    );
    expect(includedGuestsText({ includedGuests: 1200, extraGuestPrice: 35 }, 'GBP', fr.prices, 'fr')).toBe(
      'Jusqu’à 1\u202f200 invités, puis 35\u00a0£ par invité supplémentaire',
    );
  });

  it('say nothing for a package without', () => {
    expect(includedGuestsText(wedding, 'GBP', en.prices, 'en-GB')).toBe('');
  });
});

describe('the words of a price, in French', () => {
  it('capitalises a line once, at its start', () => {
    expect(ratesOf(wedding, 'GBP', fr.prices, 'fr').map((rate) => rate.replace(/\s/g, ' '))).toEqual([
      'Samedi, juin – août : 95 £ par invité',
      'Du lundi au jeudi : 72 £ par invité',
    ]);
  });
});
