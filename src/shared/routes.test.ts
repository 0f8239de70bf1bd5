import { describe, expect, it } from 'vitest';
import { i18nRouting, newsPagePath, newsPostPath, routeOf, routeOfHref, ROUTES } from './routes';

describe('the route table', () => {
  it('knows every page by its address in the default language, the posts and older news pages included', () => {
    expect(routeOf('/')).toBe(ROUTES.home);
    expect(routeOf('/whats-on')).toBe(ROUTES.whatsOn);
    expect(routeOf('/news/spring-open-evening')).toBe(ROUTES.newsPost);
    expect(routeOf('/news/page/2')).toBe(ROUTES.olderNews);
    expect(routeOf('/news/page/12')).toBe(ROUTES.olderNews);
  });

  it.each(['/venue-files/plan.svg', '/news/page/1', '/news/page/02', '/news/Not-A-Post', '/news/a/b', '/admin/', ''])(
    'knows nothing else as a page: %j',
    (path) => expect(routeOf(path)).toBeUndefined(),
  );

  it('reads the page a link goes to through its query, hash and last slash', () => {
    expect(routeOfHref('/venue#faq')).toBe(ROUTES.venue);
    expect(routeOfHref('/contact?space=bar#enquiry')).toBe(ROUTES.contact);
    expect(routeOfHref('/news/')).toBe(ROUTES.news);
    expect(routeOfHref('https://tickets.example/news')).toBeUndefined();
  });

  it('writes a post’s and a news page’s addresses, the first page at /news', () => {
    expect(newsPostPath('spring')).toBe('/news/spring');
    expect([1, 2, 12].map(newsPagePath)).toEqual(['/news', '/news/page/2', '/news/page/12']);
    for (const page of [2, 12]) expect(routeOf(newsPagePath(page))).toBe(ROUTES.olderNews);
  });

  it("gives Astro the venue's languages, the default first and without a prefix, and no redirect", () => {
    expect(i18nRouting(['en-GB', 'fr', 'pt-BR'])).toEqual({
      defaultLocale: 'en-GB',
      locales: ['en-GB', 'fr', 'pt-BR'],
      routing: { prefixDefaultLocale: false, redirectToDefaultLocale: false, fallbackType: 'rewrite' },
    });
  });
});
