/**
 * How the pages, the brochure and the enquiry say a package's price and terms, in the page's language: the
 * dictionary's templates, with names of days and months from `Intl`. Browser-safe: the enquiry's island uses it.
 */
import { fill, plural } from '@/i18n/fill';
import type { Dictionary } from '@/i18n';
import { DAYS, MONTHS, type Day, type Month, type PriceUnit } from '@/content/names';
import type { PricePackage } from '@/content/schema';
import { formatMoney } from './money';
import { fromPrice } from './packages';
import { intlLocale } from '@/i18n/locale';

export type PriceWords = Dictionary['prices'];

/** "£85 per guest", "£3,200 per day", "9 500 £ l’événement". */
export const priceText = (amount: number, per: PriceUnit, currency: string, words: PriceWords, tag: string): string =>
  fill(words.per[per], { price: formatMoney(amount, currency, tag) });

/** "From £72 per guest": the lowest price the package is offered at. */
export const fromText = (
  pack: Pick<PricePackage, 'price' | 'per' | 'rates'>,
  currency: string,
  words: PriceWords,
  tag: string,
): string => fill(words.from, { price: priceText(fromPrice(pack), pack.per, currency, words, tag) });

/**
 * "For up to 80 guests, then £45 per extra guest": the guests a price for the event or the day includes, and what
 * each one more adds; "" for a package without. A line of its own under the price.
 */
export const includedGuestsText = (
  pack: Pick<PricePackage, 'includedGuests' | 'extraGuestPrice'>,
  currency: string,
  words: PriceWords,
  tag: string,
): string =>
  pack.includedGuests === undefined || pack.extraGuestPrice === undefined
    ? ''
    : plural(words.includedGuests, pack.includedGuests, tag, {
        count: new Intl.NumberFormat(intlLocale(tag)).format(pack.includedGuests),
        price: formatMoney(pack.extraGuestPrice, currency, tag),
      });

// 2024-01-01 was a Monday; day 15 of each month of 2024 names the month.
/** A day of the week's name in language `tag` ("Saturday", "samedi"); the enquiry's estimate says it too. */
export const dayName = (day: Day, tag: string): string =>
  new Intl.DateTimeFormat(intlLocale(tag), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + DAYS.indexOf(day)),
  );
/** A month's name in language `tag` ("June", "juin"). */
export const monthName = (month: Month, tag: string): string =>
  new Intl.DateTimeFormat(intlLocale(tag), { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, MONTHS.indexOf(month), 15),
  );

/**
 * Named items of a fixed order, runs of three or more joined as a range ("Monday to Thursday"), the rest as a list
 * ("Friday and Saturday").
 */
function runs<T extends string>(
  chosen: readonly T[],
  order: readonly T[],
  name: (item: T) => string,
  range: string,
  tag: string,
): string {
  const sorted = [...new Set(chosen)].sort((a, b) => order.indexOf(a) - order.indexOf(b));
  const parts: string[] = [];
  for (let start = 0; start < sorted.length;) {
    let end = start;
    while (end + 1 < sorted.length && order.indexOf(sorted[end + 1]!) === order.indexOf(sorted[end]!) + 1) end++;
    if (end - start >= 2) parts.push(fill(range, { first: name(sorted[start]!), last: name(sorted[end]!) }));
    else for (let at = start; at <= end; at++) parts.push(name(sorted[at]!));
    start = end + 1;
  }
  return new Intl.ListFormat(tag, { type: 'conjunction' }).format(parts);
}

const capitalised = (text: string, tag: string): string => text.charAt(0).toLocaleUpperCase(tag) + text.slice(1);

const daysIn = (days: readonly Day[], words: PriceWords, tag: string): string =>
  fill(words.days, { days: runs(days, DAYS, (day) => dayName(day, tag), words.dayRange, tag) });
const monthsIn = (months: readonly Month[], words: PriceWords, tag: string): string =>
  fill(words.months, { months: runs(months, MONTHS, (month) => monthName(month, tag), words.monthRange, tag) });

/** "Monday to Friday", "Friday and Saturday" (capitalised, as a line of its own). */
export const daysText = (days: readonly Day[], words: PriceWords, tag: string): string =>
  capitalised(daysIn(days, words, tag), tag);

/** "April to October", "June, July and December" (capitalised, as a line of its own). */
export const monthsText = (months: readonly Month[], words: PriceWords, tag: string): string =>
  capitalised(monthsIn(months, words, tag), tag);

/** The package's terms, a line each: minimums, days, season. */
export function termsOf(pack: PricePackage, currency: string, words: PriceWords, tag: string): string[] {
  return [
    pack.minimumGuests !== undefined ? plural(words.minimumGuests, pack.minimumGuests, tag) : '',
    pack.minimumHours !== undefined ? plural(words.minimumHours, pack.minimumHours, tag) : '',
    pack.minimumSpend !== undefined
      ? fill(words.minimumSpend, { price: formatMoney(pack.minimumSpend, currency, tag) })
      : '',
    pack.days ? daysText(pack.days, words, tag) : '',
    pack.months ? monthsText(pack.months, words, tag) : '',
  ].filter(Boolean);
}

/** Each of the package's other prices: "Saturday, May to September: £95 per guest". */
export const ratesOf = (pack: PricePackage, currency: string, words: PriceWords, tag: string): string[] =>
  (pack.rates ?? []).map((rate) =>
    fill(words.rate, {
      // One line: capitalised once, at its start ("Samedi, mai – septembre").
      when: capitalised(
        [rate.days ? daysIn(rate.days, words, tag) : '', rate.months ? monthsIn(rate.months, words, tag) : '']
          .filter(Boolean)
          .join(words.separator),
        tag,
      ),
      price: priceText(rate.price, pack.per, currency, words, tag),
    }),
  );
