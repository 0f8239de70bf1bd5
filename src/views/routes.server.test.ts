import { describe, expect, it, vi } from 'vitest';
import { languages } from '@/content';
import { ROUTES } from '@/shared/routes';
import { isBuilt, languagePaths, shownNavigation } from './routes.server';

vi.mock('server-only', () => ({}));

const everything = { news: true, events: true };

describe('the pages a build makes', () => {
  it('makes a page that needs nothing always, and one that needs news or events only with them', () => {
    expect(isBuilt(ROUTES.venue, { news: false, events: false })).toBe(true);
    expect(isBuilt(ROUTES.news, { news: false, events: true })).toBe(false);
    expect(isBuilt(ROUTES.newsPost, { news: false, events: true })).toBe(false);
    expect(isBuilt(ROUTES.whatsOn, { news: true, events: false })).toBe(false);
    expect(isBuilt(ROUTES.whatsOn, everything)).toBe(true);
  });

  it('places the default language without a prefix and every other under its code', () => {
    expect(languagePaths()).toEqual(
      languages.map((tag, index) => ({ params: { lang: index === 0 ? undefined : tag.toLowerCase() } })),
    );
  });
});

describe('the navigation', () => {
  const navigation = {
    main: [
      { label: 'Venue', href: '/venue' },
      { label: 'Journal', href: '/news', children: [{ label: 'A post', href: '/news/spring#top' }] },
      { label: 'More', href: '/contact', children: [{ label: 'News', href: '/news?from=menu' }] },
      { label: "What's on", href: '/whats-on#events' },
    ],
    secondary: [
      { label: 'All the news', href: '/news/' },
      { label: 'Tickets', href: 'https://tickets.example/news' },
    ],
  };

  it('loses every entry for the news page and its posts on a site without news, sub-menus too', () => {
    expect(shownNavigation(navigation, { news: false, events: true })).toEqual({
      main: [
        { label: 'Venue', href: '/venue' },
        { label: 'More', href: '/contact', children: [] },
        { label: "What's on", href: '/whats-on#events' },
      ],
      secondary: [{ label: 'Tickets', href: 'https://tickets.example/news' }],
    });
  });

  it("loses the What's on entry while nothing is coming", () => {
    expect(shownNavigation(navigation, { news: true, events: false }).main.map((link) => link.href)).toEqual([
      '/venue',
      '/news',
      '/contact',
    ]);
  });

  it('is the content’s as written where the site builds every page', () => {
    expect(shownNavigation(navigation, everything)).toBe(navigation);
  });
});
