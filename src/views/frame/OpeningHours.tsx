import { Fragment } from 'react';
import { hoursText, hoursValues } from '@/content/present';
import type { SiteFile } from '@/content/schema';
import { direction } from '@/i18n/direction';
import { IsolatedFill } from '@/shared/ui/Bidi';

/**
 * The venue's openings, each in the dictionary's `line` of hours ("{days}: {times}"), joined by `separator`: one
 * text on a left-to-right page, as it always was; on a right-to-left one each opening's days and times isolated in
 * `<bdi>`, so that "Friday 16:00–03:00" keeps its order inside Arabic (promises §19).
 */
export function OpeningHours({
  slots,
  line,
  range,
  separator = '',
  tag,
}: {
  slots: readonly SiteFile['hours'][number][];
  line: string;
  /** The dictionary's `site.timeRange`. */
  range: string;
  separator?: string;
  tag: string;
}) {
  if (direction(tag) === 'ltr') return <>{slots.map((slot) => hoursText(slot, tag, line, range)).join(separator)}</>;
  return (
    <>
      {slots.map((slot, index) => (
        <Fragment key={slot.days}>
          {index > 0 ? separator : null}
          <IsolatedFill template={line} values={hoursValues(slot, tag, range)} tag={tag} />
        </Fragment>
      ))}
    </>
  );
}
