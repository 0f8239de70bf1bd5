import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageHead } from './head';

vi.mock('server-only', () => ({}));

type Head = typeof import('./head');
type Content = typeof import('@/content');
type SiteIcon = typeof import('./site-icon.server');

const siteUrl = 'https://venue.example';

/**
 * `./head` and the content it reads, loaded afresh from `contentDir`: the content is read when `@/content` is first
 * imported, and test files share their worker's modules (vitest.config.ts, `isolate: false`). The setting is undone
 * before each test (`unstubEnvs`), once the content is loaded.
 */
async function loadFrom(contentDir: string): Promise<{ head: Head; content: Content; siteIcon: SiteIcon }> {
  vi.stubEnv('CONTENT_DIR', contentDir);
  vi.resetModules();
  const [head, content, siteIcon] = await Promise.all([
    import('./head'),
    import('@/content'),
    import('./site-icon.server'),
  ]);
  return { head, content, siteIcon };
}

// The other files of the worker get the default content folder again.
afterAll(() => {
  vi.resetModules();
});

/** The head's tags as [tag, key, value]: `meta` by name or property, `link` by rel (and hreflang), `title`. */
function tagsOf(html: string): [string, string, string][] {
  const { document } = new JSDOM(`<!DOCTYPE html><html><head>${html}</head></html>`).window;
  return [...document.head.children].map((element) => {
    const name = element.localName;
    if (name === 'title') return [name, 'title', element.textContent ?? ''];
    if (name === 'link') {
      const lang = element.getAttribute('hreflang');
      return [name, element.getAttribute('rel')! + (lang ? ` ${lang}` : ''), element.getAttribute('href')!];
    }
    const key = element.getAttribute('name') ?? element.getAttribute('property') ?? 'charset';
    return [name, key, element.getAttribute('content') ?? element.getAttribute('charset')!];
  });
}

const valuesOf = (tags: [string, string, string][], key: string): string[] =>
  tags.filter(([, k]) => k === key).map(([, , value]) => value);

const valueOf = (tags: [string, string, string][], key: string): string | undefined => valuesOf(tags, key)[0];

describe('a venue in two languages (examples/rooftop)', () => {
  let head: Head;
  let content: Content;
  let siteIcon: SiteIcon;
  beforeAll(async () => {
    ({ head, content, siteIcon } = await loadFrom('examples/rooftop'));
  });

  const render = (page: PageHead) => tagsOf(renderToStaticMarkup(<head.HeadTags head={page} siteUrl={siteUrl} />));

  it('reads its languages from the content, the default first', () => {
    expect(content.languages).toEqual(['en-GB', 'fr']);
  });

  it.each([
    ['en-GB', siteUrl, 'en_GB', 'fr_FR'],
    ['fr', `${siteUrl}/fr`, 'fr_FR', 'en_GB'],
  ])('the home page in %s: its address, every version with x-default, its locales', (tag, own, locale, other) => {
    const tags = render(head.homeHead(tag));
    // The site's root is its bare origin, as the sitemap writes it.
    expect(valueOf(tags, 'canonical')).toBe(own);
    expect(valueOf(tags, 'og:url')).toBe(own);
    expect(tags.filter(([name, key]) => name === 'link' && key.startsWith('alternate '))).toEqual([
      ['link', 'alternate en-GB', siteUrl],
      ['link', 'alternate fr', `${siteUrl}/fr`],
      ['link', 'alternate x-default', siteUrl],
    ]);
    expect(valuesOf(tags, 'og:locale')).toEqual([locale]);
    expect(valuesOf(tags, 'og:locale:alternate')).toEqual([other]);
    // The home page's title is whole: the venue's name is in it, the template is not applied.
    const { home, site } = content.contentIn(tag);
    expect(valueOf(tags, 'title')).toBe(home.seo.title);
    expect(home.seo.title).toContain(site.name);
    expect(home.seo.title.endsWith(` · ${site.name}`)).toBe(false);
    expect(valueOf(tags, 'og:title')).toBe(home.seo.title);
    expect(valueOf(tags, 'twitter:title')).toBe(home.seo.title);
    expect(valueOf(tags, 'description')).toBe(home.seo.description);
    // Cut from the photo site.yaml names by the photo step, under the name the loader gives it.
    expect(site.shareImage.url).toMatch(/^\/photos\/hero-share-[0-9a-f]{8}\.jpg$/);
    expect(valueOf(tags, 'og:image')).toBe(`${siteUrl}${site.shareImage.url}`);
    expect(valueOf(tags, 'og:image:alt')).toBe(site.shareImage.alt);
    expect(valueOf(tags, 'robots')).toBeUndefined();
  });

  it("puts another page's title through the site's template, in each language", () => {
    for (const tag of content.languages) {
      const { venuePage, site } = content.contentIn(tag);
      const tags = render(head.venueHead(tag));
      expect(valueOf(tags, 'title')).toBe(`${venuePage.seo.title} · ${site.name}`);
      expect(valueOf(tags, 'og:title')).toBe(`${venuePage.seo.title} · ${site.name}`);
    }
    const tags = render(head.venueHead('fr'));
    expect(valueOf(tags, 'canonical')).toBe(`${siteUrl}/fr/venue`);
    expect(
      tags.filter(([name, key]) => name === 'link' && key.startsWith('alternate ')).map(([, k, v]) => [k, v]),
    ).toEqual([
      ['alternate en-GB', `${siteUrl}/venue`],
      ['alternate fr', `${siteUrl}/fr/venue`],
      ['alternate x-default', `${siteUrl}/venue`],
    ]);
  });

  it('writes the tags in their order, with their attribute names', async () => {
    const icon = await siteIcon.siteTabIcon(content.content);
    const html = renderToStaticMarkup(<head.HeadTags head={head.venueHead('en-GB')} icon={icon} siteUrl={siteUrl} />);
    expect(
      html.startsWith('<meta charSet="utf-8"/><meta name="viewport" content="width=device-width, initial-scale=1"/>'),
    ).toBe(true);
    expect(html).toContain(`<link rel="alternate" hrefLang="x-default" href="${siteUrl}/venue"/>`);
    expect(html).toMatch(
      new RegExp(
        `<link rel="icon" href="data:image/svg\\+xml,%3Csvg[^"]*" type="image/svg\\+xml"/><link rel="apple-touch-icon" href="/apple-touch-icon.png"/>$`,
      ),
    );
    expect(tagsOf(html).map(([name, key]) => key || name)).toEqual([
      'charset',
      'viewport',
      'theme-color',
      'title',
      'description',
      'application-name',
      'canonical',
      'alternate en-GB',
      'alternate fr',
      'alternate x-default',
      'og:title',
      'og:description',
      'og:url',
      'og:site_name',
      'og:locale',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
      'og:locale:alternate',
      'og:type',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
      'icon',
      'apple-touch-icon',
    ]);
  });

  it('the 404 page: its whole title, the site description, noindex, no address of its own', () => {
    const { site } = content.contentIn('en-GB');
    const tags = render(head.notFoundHead());
    const title = `${site.notFound.title} · ${site.name}`;
    expect(valueOf(tags, 'title')).toBe(title);
    expect(valueOf(tags, 'og:title')).toBe(title);
    expect(valueOf(tags, 'twitter:title')).toBe(title);
    expect(valueOf(tags, 'description')).toBe(site.description);
    expect(valueOf(tags, 'robots')).toBe('noindex');
    expect(valueOf(tags, 'canonical')).toBeUndefined();
    expect(valueOf(tags, 'og:url')).toBeUndefined();
    expect(tags.some(([, key]) => key.startsWith('alternate '))).toBe(false);
    expect(valuesOf(tags, 'og:locale:alternate')).toEqual(['fr_FR']);
  });

  it("joins a site URL's own path", () => {
    const tags = tagsOf(
      renderToStaticMarkup(<head.HeadTags head={head.venueHead('fr')} siteUrl="https://example.org/roof" />),
    );
    expect(valueOf(tags, 'canonical')).toBe('https://example.org/roof/fr/venue');
    expect(valueOf(tags, 'og:image')).toBe(`https://example.org/roof${content.content.site.shareImage.url}`);
    expect(head.absoluteUrl('/', 'https://venue.example')).toBe('https://venue.example');
    expect(head.absoluteUrl('/', 'https://venue.example', false)).toBe('https://venue.example/');
  });
});

describe('a venue in one language (content/, the demo)', () => {
  let head: Head;
  let content: Content;
  beforeAll(async () => {
    ({ head, content } = await loadFrom('content'));
  });

  it('has no language versions and no alternate locale', () => {
    expect(content.languages).toHaveLength(1);
    const [tag] = content.languages as [string];
    const tags = tagsOf(renderToStaticMarkup(<head.HeadTags head={head.homeHead(tag)} siteUrl={siteUrl} />));
    expect(valueOf(tags, 'canonical')).toBe(siteUrl);
    expect(tags.some(([, key]) => key.startsWith('alternate '))).toBe(false);
    expect(valuesOf(tags, 'og:locale')).toEqual([head.ogLocaleOf(tag)]);
    expect(valuesOf(tags, 'og:locale:alternate')).toEqual([]);
    expect(valueOf(tags, 'title')).toBe(content.contentIn(tag).home.seo.title);
  });
});
