/**
 * The enquiry's estimate (promises §13): what the chosen package comes to for the date and the number of guests typed,
 * in the page's language ("About £7,600 for 80 guests on a Saturday in June"). One function says it, so that the
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
 * except where a minimum sets it: a minimum is the venue's own figure. Without a day the figure is the package's
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
      const said = {
        total: money(
          estimate.minimumApplied || estimate.day === undefined ? estimate.total : roundedEstimate(estimate.total),
        ),
        guests:
          estimate.guests === undefined
            ? ''
            : plural(words.guests, estimate.guests, tag, { count: new Intl.NumberFormat(tag).format(estimate.guests) }),
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
      return estimate.minimumApplied ? fill(words.minimum, { estimate: text }) : text;
    }
  }
}
