/**
 * The enquiry's estimate (promises §13): what the chosen package comes to for the date and the number of guests typed,
 * in the page's language ("About £7,600 for 80 guests on a Saturday in June"; for a price that includes guests,
 * "About £11,250 for 250 guests on a Saturday in June: £9,500 for 200 guests, plus 50 extra guests at £35 each"). One function says it, so that the
 * words the live region under the package shows (./EnquiryEstimate.tsx) are the words `template_params.estimate`
 * carries. Browser code: it imports the prices' pure logic and words, never the content's schema.
 */
import type { Dictionary } from '@/i18n';
import { fill, plural } from '@/i18n/fill';
import { formatMoney, roundedEstimate } from '@/shared/prices/money';
import { dayAndMonth, estimateFor } from '@/shared/prices/packages';
import { dayName, monthName } from '@/shared/prices/words';
import { isCalendarDate } from '@/shared/calendar';
import type { PackageChoice } from './choices';
import { GUESTS_MAX, GUESTS_MIN } from './fields';
import type { FormValues } from './form-logic';
import { intlLocale } from '@/i18n/locale';

/** What the estimate says, in the page's language (src/i18n: `prices.estimate`), as the enquiry's island is handed it. */
export type EstimateWords = Dictionary['prices']['estimate'];

/** The fields the estimate reads. */
export type EstimateValues = Pick<FormValues, 'package' | 'event_date' | 'guest_count'>;

/** The number of guests typed, when it is one the form would send (else the estimate does without it). */
function guestsIn(value = ''): number | undefined {
  const typed = value.trim();
  if (!/^\d+$/.test(typed)) return undefined;
  const count = Number(typed);
  return count >= GUESTS_MIN && count <= GUESTS_MAX ? count : undefined;
}

/**
 * The estimate's words for the package chosen in `values` (one of `packages`), its event date and its number of
 * guests, in language `tag`; "" when no package (or one the venue does not have) is chosen. A date that is not a
 * day yet, or a number of guests the form would refuse, counts as not given. A figure for a day is rounded ("about"),
 * except where a minimum sets it: a minimum is the venue's own figure; and where extra guests add to a price that
 * includes some, since the words give the figures it adds up from. Without a day the figure is the package's
 * lowest ("from"), said as it is too: rounded, it could say less than the venue ever charges.
 */
export function estimateText(
  values: EstimateValues,
  packages: readonly PackageChoice[],
  words: EstimateWords,
  tag: string,
): string {
  const chosen = packages.find((pack) => pack.value === values.package?.trim());
  if (!chosen) return '';
  const date = values.event_date?.trim() ?? '';
  const day = isCalendarDate(date) ? date : undefined;
  const guests = guestsIn(values.guest_count);
  const money = (amount: number) => formatMoney(amount, chosen.currency, tag);
  const count = (figure: number) => new Intl.NumberFormat(intlLocale(tag)).format(figure);
  const guestsText = (figure: number) => plural(words.guests, figure, tag, { count: count(figure) });
  const dayText = (on: string) => {
    const { weekday, month } = dayAndMonth(on);
    return fill(words.day, { weekday: dayName(weekday, tag), month: monthName(month, tag) });
  };

  const estimate = estimateFor(chosen.pricing, {
    ...(day !== undefined ? { day } : {}),
    ...(guests !== undefined ? { guests } : {}),
  });
  switch (estimate.kind) {
    case 'not-offered':
      return fill(words.notOffered, { package: chosen.text, day: dayText(estimate.day) });
    case 'needs-guests':
      return fill(words.needsGuests, { price: money(estimate.price) });
    case 'total': {
      const { includedGuests } = estimate;
      // Extra guests are said with the figures they add up from, so the sum is said as it is.
      const exact = estimate.minimumApplied || estimate.day === undefined || (includedGuests?.extra ?? 0) > 0;
      const said = {
        total: money(exact ? estimate.total : roundedEstimate(estimate.total)),
        guests: estimate.guests === undefined ? '' : guestsText(estimate.guests),
        day: estimate.day === undefined ? '' : dayText(estimate.day),
      };
      const template =
        said.guests && said.day
          ? words.forGuestsOnDay
          : said.guests
            ? words.forGuests
            : said.day
              ? words.onDay
              : words.total;
      const text = fill(template, said);
      if (estimate.minimumApplied) return fill(words.minimum, { estimate: text });
      if (!includedGuests) return text;
      // What the price includes ("…, up to 80 guests included"), or what the guests beyond it add.
      if (includedGuests.extra === 0)
        return plural(words.upToIncluded, includedGuests.included, tag, {
          estimate: text,
          count: count(includedGuests.included),
        });
      return plural(words.extraGuests, includedGuests.extra, tag, {
        estimate: text,
        count: count(includedGuests.extra),
        price: money(includedGuests.price),
        included: guestsText(includedGuests.included),
        each: money(includedGuests.each),
      });
    }
  }
}
