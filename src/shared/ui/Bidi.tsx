/**
 * The venue's values inside a page's words, each read in its own direction (promises §19): a phone number, an
 * address's parts, a size with its unit, a capacity with its layout, a file's size. Inside Arabic or Hebrew, a Latin
 * "476 m²" or "12 Mill Lane" would otherwise be cut up by the page's direction ("m² 476", the street number at the
 * line's far end), and "120 reception · 80 dinner" would run the wrong way round.
 *
 * `<bdi>` isolates: its content takes the direction of its first strong letter, and the page's direction orders it
 * with its neighbours. On a left-to-right page a list is the one text it always was (one run of text, as the pages'
 * records in tests/pages read it): isolation changes nothing there that a visitor could see.
 */
import { Fragment, type ReactNode } from 'react';
import { fillParts } from '@/i18n/fill';
import { direction } from '@/i18n/direction';

/**
 * `items` joined by `separator`, each isolated in `<bdi>` on a page in a right-to-left language `tag`. An item may be
 * parts of its own, joined by `inner` and each isolated too (an opening's days and times: "Friday 4 PM–3 AM").
 */
export function Isolated({
  items,
  separator,
  inner = ' ',
  tag,
}: {
  items: readonly (string | readonly string[])[];
  separator: string;
  inner?: string;
  tag: string;
}) {
  if (direction(tag) === 'ltr') {
    return <>{items.map((item) => (typeof item === 'string' ? item : item.join(inner))).join(separator)}</>;
  }
  // An item of parts is no <bdi> of its own: a bdi takes its direction from its own letters, not from the bdis inside,
  // so the group would run left to right; its parts are isolated in the page's direction instead.
  const isolate = (list: readonly (string | readonly string[])[], between: string): ReactNode =>
    list.map((item, index) => (
      <Fragment key={index}>
        {index > 0 ? between : null}
        {typeof item === 'string' ? <bdi>{item}</bdi> : isolate(item, inner)}
      </Fragment>
    ));
  return <>{isolate(items, separator)}</>;
}

/**
 * `template` filled with `values` ("Brochure (PDF, {size})"), each value isolated in `<bdi>` on a page in a
 * right-to-left language `tag`; one text, as `fill` writes it, on a left-to-right one.
 */
export function IsolatedFill({
  template,
  values,
  tag,
}: {
  template: string;
  values: Readonly<Record<string, string>>;
  tag: string;
}) {
  const rtl = direction(tag) === 'rtl';
  const parts = fillParts<ReactNode>(
    template,
    Object.fromEntries(
      Object.entries(values).map(([name, value]) => [name, rtl ? <bdi key={name}>{value}</bdi> : value]),
    ),
  );
  return <>{rtl ? parts : parts.join('')}</>;
}

/**
 * A phone number as a link: left to right in any page (a number is written so in Arabic and Hebrew too), isolated from
 * the words around it and never broken across lines (`.phone`, globals.css).
 */
export function PhoneLink({ href, number }: { href: string; number: string }) {
  return (
    <a href={href} dir="ltr" className="phone">
      {number}
    </a>
  );
}
