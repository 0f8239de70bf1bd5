/**
 * What a package costs: its price "from", the price on a given day, and the estimate for a date and a number of
 * guests (promises §13). Pure, and free of the content loader, so that the pages, the brochure and the enquiry's
 * island all work a figure out the same way.
 */
// Relative, not '@/': the content loader imports this file, and the Astro integration loads it before any alias exists.
import { dayParts, isoWeekday } from '../calendar';
import { DAYS, MONTHS, type Day, type Month, type PriceUnit } from '../../content/names';
import type { PricePackage } from '../../content/schema';

/** What the estimate needs of a package: the island gets just this, not the package's words. */
export type PackagePricing = Pick<
  PricePackage,
  | 'price'
  | 'per'
  | 'minimumGuests'
  | 'minimumSpend'
  | 'minimumHours'
  | 'includedGuests'
  | 'extraGuestPrice'
  | 'days'
  | 'months'
  | 'rates'
>;

/** The id of a package's card on the venue page (`#package-mill-wedding`): spaces and search engines link to it. */
export const packageAnchor = (id: string): string => `package-${id}`;

/** The lowest price the package is ever offered at: its "from". */
export const fromPrice = (pack: Pick<PricePackage, 'price' | 'rates'>): number =>
  Math.min(pack.price, ...(pack.rates ?? []).map((rate) => rate.price));

/** The lowest "from" of all the packages: `{from_price}`. */
export const lowestPrice = (packages: readonly Pick<PricePackage, 'price' | 'rates'>[]): number =>
  Math.min(...packages.map(fromPrice));

/** The weekday and month of a `YYYY-MM-DD` day, as the content names them. */
export function dayAndMonth(day: string): { weekday: Day; month: Month } {
  const [, month] = dayParts(day);
  return { weekday: DAYS[isoWeekday(day) - 1]!, month: MONTHS[month - 1]! };
}

const includes = <T>(list: readonly T[] | undefined, item: T): boolean => list === undefined || list.includes(item);

/** Whether the package is offered on a day: its days of the week and its months. */
export function offeredOn(pack: Pick<PricePackage, 'days' | 'months'>, day: string): boolean {
  const { weekday, month } = dayAndMonth(day);
  return includes(pack.days, weekday) && includes(pack.months, month);
}

/** The package's price on a day: the first of its rates that matches the day, else its price. */
export function priceOn(pack: Pick<PricePackage, 'price' | 'rates'>, day: string): number {
  const { weekday, month } = dayAndMonth(day);
  const rate = pack.rates?.find((one) => includes(one.days, weekday) && includes(one.months, month));
  return rate?.price ?? pack.price;
}

/**
 * What a price that includes guests comes to (promises §13): the day's `price` for up to `included` guests, and
 * `extra` guests beyond them at `each`.
 */
interface IncludedGuests {
  price: number;
  included: number;
  extra: number;
  each: number;
}

export type Estimate =
  /**
   * A figure: `total` for `guests` (counted at least the minimum), on `day` when one was given; `includedGuests` when
   * the package's price includes some guests.
   */
  | {
      kind: 'total';
      total: number;
      guests?: number;
      day?: string;
      unit: PriceUnit;
      minimumApplied: boolean;
      includedGuests?: IncludedGuests;
    }
  /** A price per guest needs the number of guests first. */
  | { kind: 'needs-guests'; price: number }
  /** The package is not offered on that day. */
  | { kind: 'not-offered'; day: string };

/**
 * The estimate for a package, a date (`YYYY-MM-DD`, optional) and a number of guests (optional): the day's price
 * times the guests (per guest), the hours hired at least (per hour), or the price itself (per day, per event), with
 * each guest beyond those it includes at the price per extra guest; never below the package's minimum spend. Without
 * a date, the price "from" stands.
 */
export function estimateFor(pack: PackagePricing, { day, guests }: { day?: string; guests?: number }): Estimate {
  if (day !== undefined && !offeredOn(pack, day)) return { kind: 'not-offered', day };
  const price = day === undefined ? fromPrice(pack) : priceOn(pack, day);
  let total: number;
  let counted = guests;
  let includedGuests: IncludedGuests | undefined;
  switch (pack.per) {
    case 'guest':
      if (guests === undefined) return { kind: 'needs-guests', price };
      counted = Math.max(guests, pack.minimumGuests ?? 0);
      total = price * counted;
      break;
    case 'hour':
      total = price * (pack.minimumHours ?? 1);
      break;
    case 'day':
    case 'event':
      total = price;
      if (pack.includedGuests !== undefined && pack.extraGuestPrice !== undefined) {
        const extra = Math.max((guests ?? 0) - pack.includedGuests, 0);
        includedGuests = { price, included: pack.includedGuests, extra, each: pack.extraGuestPrice };
        total += extra * pack.extraGuestPrice;
      }
      break;
  }
  const minimumSpend = pack.minimumSpend ?? 0;
  const minimumApplied = total < minimumSpend || (counted !== undefined && guests !== undefined && counted > guests);
  return {
    kind: 'total',
    total: Math.max(total, minimumSpend),
    ...(guests !== undefined ? { guests } : {}),
    ...(day !== undefined ? { day } : {}),
    unit: pack.per,
    minimumApplied,
    ...(includedGuests ? { includedGuests } : {}),
  };
}
