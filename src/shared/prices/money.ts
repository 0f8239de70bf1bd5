/**
 * Amounts in the venue's currency, said the way the page's language says them (promises §13): "£4,500", "4 500 £",
 * "$85". Pure and small: the enquiry's island uses it for its estimate, the pages and the brochure for their prices.
 */
import { intlLocale } from '@/i18n/locale';

/** Whole amounts without decimals ("£4,500"), others with them ("£85.50"). */
export function formatMoney(amount: number, currency: string, tag: string): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(intlLocale(tag), {
    style: 'currency',
    currency,
    // "4 500 £", not "4 500 £GB": the page's language names the venue's own currency; the venue's address says where.
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

/** A figure said about ("about £6,800"): rounded to a sensible step, so an estimate never reads as a quote. */
export function roundedEstimate(amount: number): number {
  const step = amount >= 10000 ? 500 : amount >= 1000 ? 100 : amount >= 100 ? 10 : 1;
  return Math.round(amount / step) * step;
}
