import type { ReactNode } from 'react';
import type { WhatsOnPage } from '@/content/schema';
import { relFor } from '@/shared/rel';
import { whenOf } from './format';
import type { Occurrence } from './occurrences';
import { utcIso } from './occurrences';
import './events.css';
import { intlLocale } from '@/i18n/locale';

export interface EventListProps {
  /** The list's id: the client part finds it by this. */
  id: string;
  occurrences: readonly Occurrence[];
  words: Pick<WhatsOnPage, 'links' | 'nothingComing'>;
  language: string;
  /** Between an event's date and its time: the language's (src/i18n `site.separator`, promises §10). */
  separator: string;
  /** From an event's start to its end: the language's (src/i18n `site.timeRange`). */
  timeRange: string;
  timeZone: string;
  /** The contact page with the day chosen (the forms feature's `enquiryHref`). */
  enquiryHref: (day: string) => string;
  /** How many to show: the home page shows the next three, and keeps a few more ready for when those end. */
  limit?: number;
  /** Under a heading per month (the What's on page), or one list (the home page). */
  byMonth?: boolean;
  /** The event's photo, sized for its box (the photos feature's `Photo`); none for a list without pictures. */
  photo?: (occurrence: Occurrence) => ReactNode;
  /** The level of the events' titles. */
  headingLevel?: 2 | 3;
  /** On wide screens, the events side by side (the home page's three) instead of one under another. */
  columns?: boolean;
}

/**
 * The coming events, soonest first, as a programme: a date on the left, the title, when it is on the venue's clock,
 * what it is and its link, and the photo where there is one (promises §11 "What's on"). Each item carries its end, so
 * a page built earlier hides what has ended since (src/shared/early/settle-events.mjs, run by the early inline
 * script).
 */
export function EventList({
  id,
  occurrences,
  words,
  language,
  separator,
  timeRange,
  timeZone,
  enquiryHref,
  limit,
  byMonth = false,
  photo,
  headingLevel = 3,
  columns = false,
}: EventListProps) {
  const items = occurrences.map((occurrence, index) => (
    <EventItem
      key={occurrence.key}
      occurrence={occurrence}
      hidden={limit !== undefined && index >= limit}
      again={byMonth && occurrences.findIndex((o) => o.event.id === occurrence.event.id) < index}
      words={words}
      language={language}
      separator={separator}
      timeRange={timeRange}
      timeZone={timeZone}
      enquiryHref={enquiryHref}
      photo={photo}
      headingLevel={headingLevel}
    />
  ));
  const monthOf = new Intl.DateTimeFormat(intlLocale(language), { timeZone, month: 'long', year: 'numeric' });
  const months = byMonth ? groupBy(occurrences, (o) => o.day.slice(0, 7)) : [];
  return (
    <div className={columns ? 'events events-columns' : 'events'} id={id} data-events="" data-limit={limit}>
      {byMonth ? (
        months.map(([month, list]) => (
          <section key={month} className="event-month" data-events-group="" aria-labelledby={`${id}-${month}`}>
            <h2 id={`${id}-${month}`} className="event-month-title">
              {monthOf.format(list[0]!.start)}
            </h2>
            <ol className="event-list">{list.map((o) => items[occurrences.indexOf(o)])}</ol>
          </section>
        ))
      ) : (
        <ol className="event-list">{items}</ol>
      )}
      <p className="events-none lede" data-events-none="" hidden>
        {words.nothingComing}
      </p>
    </div>
  );
}

function EventItem({
  occurrence,
  hidden,
  words,
  language,
  separator,
  timeRange,
  timeZone,
  enquiryHref,
  photo,
  headingLevel,
  again,
}: Omit<EventListProps, 'id' | 'occurrences' | 'limit' | 'byMonth' | 'columns'> & {
  occurrence: Occurrence;
  hidden: boolean;
  /** A later date of an event listed above: set smaller, so that a weekly night does not fill the page. */
  again: boolean;
}) {
  const { event } = occurrence;
  const when = whenOf(occurrence, { language, timeZone, separator, timeRange });
  const titleId = `event-${occurrence.key}`;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const picture = photo?.(occurrence);
  return (
    <li className="event-item" data-ends={utcIso(occurrence.end)} hidden={hidden}>
      <article className={again ? 'event event-again' : 'event'} aria-labelledby={titleId}>
        {/* The date at a glance; the full date below is what is read out. */}
        <p className="event-date" aria-hidden="true">
          <span className="event-day">{when.badge.day}</span>
          <span className="event-month-short">{when.badge.month}</span>
          <span className="event-weekday">{when.badge.weekday}</span>
        </p>
        <div className="event-body">
          <Title id={titleId} className="event-title">
            {event.title}
          </Title>
          <p className="event-when">
            {/* when.text, with the time kept on one line */}
            <time dateTime={occurrence.startIso}>
              {when.date}
              {when.time ? (
                <>
                  {separator}
                  <span className="event-time">{when.time}</span>
                </>
              ) : null}
            </time>
          </p>
          <p className="event-description">{event.description}</p>
          <p className="event-action">
            {event.tickets ? (
              <a
                className="button button-quiet"
                href={event.tickets}
                rel={relFor(event.tickets)}
                aria-describedby={titleId}
              >
                {words.links.tickets}
              </a>
            ) : (
              // A full page load: the contact page reads the chosen date from the address as it starts.
              <a className="button button-quiet" href={enquiryHref(occurrence.day)} aria-describedby={titleId}>
                {words.links.enquire}
              </a>
            )}
          </p>
        </div>
        {picture ? <div className="event-photo">{picture}</div> : null}
      </article>
    </li>
  );
}

/** `[key, items]` in the order the keys first appear. */
function groupBy<T>(list: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of list) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups];
}
