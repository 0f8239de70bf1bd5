import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@/content/load';
import { comingOccurrences } from './occurrences';
import { eventsStructuredData } from './structured-data';

const now = Date.parse('2026-11-23T12:00:00Z');

describe.each(['content', 'examples/rooftop'])('the events of %s as schema.org Events', (folder) => {
  const content = loadContent(path.resolve(import.meta.dirname, '../../..', folder));
  const coming = comingOccurrences(content.events, { now, timeZone: content.site.timeZone });
  const data = eventsStructuredData(coming, {
    site: content.site,
    siteUrl: 'https://venue.example',
    pageUrl: 'https://venue.example/whats-on',
    imageUrl: () => 'https://venue.example/share.png',
  });

  it('lists every coming occurrence, each with what search engines want', () => {
    expect(coming.length).toBeGreaterThan(5);
    expect(data).toHaveLength(coming.length);
    for (const [index, event] of data.entries()) {
      const occurrence = coming[index]!;
      expect(event).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: occurrence.event.title,
        description: occurrence.event.description,
        startDate: occurrence.startIso,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: { '@type': 'Place', name: content.site.name, address: { '@type': 'PostalAddress' } },
        image: ['https://venue.example/share.png'],
        url: `https://venue.example/whats-on#event-${occurrence.key}`,
      });
      expect(event.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00[+-]\d{2}:\d{2}$/);
      expect(event.endDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
      expect(Date.parse(event.endDate)).toBeGreaterThan(Date.parse(event.startDate));
      if (occurrence.event.tickets) expect(event.offers).toEqual({ '@type': 'Offer', url: occurrence.event.tickets });
      else expect(event).not.toHaveProperty('offers');
    }
  });

  it('ends an all-day event on its last day, not at the midnight after', () => {
    const allDay = coming.findIndex((o) => o.allDay);
    expect(allDay).toBeGreaterThanOrEqual(0);
    expect(data[allDay]!.endDate).toMatch(new RegExp(`^${coming[allDay]!.lastDay}T23:59:59[+-]\\d{2}:\\d{2}$`));
  });
});
