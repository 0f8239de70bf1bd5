/**
 * The coming events as schema.org `Event`s (promises §11), for the What's on page's JSON-LD: what search engines
 * read to show a venue's dates. Only what the content says: an offer carries the ticket link, never a price or an
 * availability nobody wrote down.
 */
import { postalAddress } from '@/content/present';
import type { SiteFile } from '@/content/schema';
import { isoWithOffset, type Occurrence } from './occurrences';

export interface EventsDataOptions {
  site: Pick<SiteFile, 'name' | 'address' | 'timeZone'>;
  siteUrl: string;
  /** The absolute address of the list on the site: each event's `url` is its place in it. */
  pageUrl: string;
  /** The absolute address of an occurrence's picture (its photo, else the site's share image). */
  imageUrl: (occurrence: Occurrence) => string;
}

export function eventsStructuredData(occurrences: readonly Occurrence[], options: EventsDataOptions) {
  const { site, siteUrl, pageUrl, imageUrl } = options;
  const location = { '@type': 'Place', name: site.name, address: postalAddress(site.address) };
  const organizer = { '@type': 'Organization', name: site.name, url: siteUrl || '/' };
  return occurrences.map((occurrence) => ({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: occurrence.event.title,
    description: occurrence.event.description,
    startDate: occurrence.startIso,
    // An all-day event's own end is the midnight after it, which a search result would show as one more day.
    endDate: occurrence.allDay ? isoWithOffset(occurrence.end - 1000, site.timeZone) : occurrence.endIso,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location,
    image: [imageUrl(occurrence)],
    url: `${pageUrl}#event-${occurrence.key}`,
    organizer,
    ...(occurrence.event.tickets ? { offers: { '@type': 'Offer', url: occurrence.event.tickets } } : {}),
  }));
}
