import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settings } from '@/config/public-settings';
import { venueEvent } from '@/content/schema';
import { EventList } from './EventList';
import { comingOccurrences } from './occurrences';

const timeZone = 'Europe/London';
/** Before every event below, so that the list does not depend on the day the test runs. */
const now = Date.parse('2026-01-01T00:00:00Z');

const event = (id: string, fields: { tickets?: string; enquire?: boolean }) =>
  venueEvent.parse({ id, title: id, start: '2026-12-05T21:00', end: '23:00', description: 'A night.', ...fields });

describe('an event’s link', () => {
  it('opens a ticket seller elsewhere with no handle on the page, and the site’s own pages as they are', () => {
    const events = [
      event('elsewhere', { tickets: 'https://tickets.example/night' }),
      // Sold on the site itself (the schema asks for https://, which SITE_URL may not be in a test).
      { ...event('our-shop', { tickets: 'https://tickets.example/shop' }), tickets: `${settings.siteUrl}/shop/night` },
      event('enquire', { enquire: true }),
    ];
    const html = renderToStaticMarkup(
      <EventList
        id="events"
        occurrences={comingOccurrences(events, { now, timeZone })}
        words={{ links: { tickets: 'Tickets', enquire: 'Enquire' }, nothingComing: 'Nothing' }}
        language="en-GB"
        separator=", "
        timeRange="{from}–{to}"
        timeZone={timeZone}
        enquiryHref={(day) => `/contact?date=${day}#enquiry`}
      />,
    );
    const { document } = new JSDOM(html).window;
    const links = [...document.querySelectorAll('.event-action a')].map((a) => [
      a.getAttribute('href'),
      a.getAttribute('rel'),
    ]);
    expect(links).toEqual([
      // On the same evening: in the order of their titles.
      ['https://tickets.example/night', 'noopener noreferrer'],
      ['/contact?date=2026-12-05#enquiry', null],
      [`${settings.siteUrl}/shop/night`, null],
    ]);
  });
});
