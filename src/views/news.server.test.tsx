import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { settings } from '@/config/public-settings';
import { content } from '@/content';
import type { ContentNewsPost } from '@/content/news-posts';
import { FeedPhotos } from '@/features/news/FeedBlock';
import { NewsBlocks } from '@/features/news/LatestNews';
import { NewsGrid } from '@/features/news/NewsCards';
import type { PhotoEntry } from '@/features/photos/types';
import { shareImageIn } from '@/shared/head';
import { blogPosting, newsPostHead, newsPostsAsShown, photoAsNewsImage, postBodyHtml } from './news.server';

vi.mock('server-only', () => ({}));

/** What the photo step writes for a photo (src/generated/photos.json), for any photo asked. */
const photo = (src: string): PhotoEntry => {
  const name = src.replace(/^photos\/|\.jpg$/g, '');
  const sizes = (widths: number[], ext: string) =>
    widths.map((width) => ({ width, url: `/photos/${name}-${width}.${ext}` }));
  return {
    src,
    width: 3000,
    height: 2000,
    colour: '#222222',
    landscape: { webp: sizes([320, 720, 1600], 'webp'), jpeg: sizes([720, 1600], 'jpg'), width: 3000, height: 2000 },
  };
};

const posts: ContentNewsPost[] = [
  {
    slug: 'printemps',
    language: 'fr',
    title: 'Le printemps <b>sur</b> le toit',
    date: '2026-04-05',
    photo: { src: 'photos/terrace.jpg', alt: 'La terrasse à midi' },
    summary: 'La terrasse ouvre.',
    body: 'La **terrasse** ouvre. [Écrivez-nous](/contact)\n\n![La terrasse](photos/terrace.jpg)',
  },
  { slug: 'winter-menus', language: 'en-GB', title: 'Winter menus', date: '2026-01-10', body: 'Menus.' },
];
const venueLanguages = ['en-GB', 'fr'];
const shownIn = (tag: string) => newsPostsAsShown(posts, tag, { photo, venueLanguages });
const dom = (html: string) => new JSDOM(`<body>${html}</body>`).window.document;

describe('the venue’s own posts on the home page (#news1–#news3) and the news page (.news-grid)', () => {
  it('fill the blocks as a blog’s do: the title as text, the long date in the page’s language, a link to the post’s page', () => {
    const document = dom(
      renderToStaticMarkup(<NewsBlocks posts={shownIn('fr')} language="fr" readPost="Lire" newsHref="/fr/news" />),
    );
    const block = (n: number) => document.getElementById(`news${n}`)!;
    const [one, two, three] = [block(1), block(2), block(3)];
    expect(one.querySelector('h3')?.textContent).toBe('Le printemps <b>sur</b> le toit');
    expect(one.querySelector('h3 b')).toBeNull();
    expect(one.querySelector('.tagline time')?.textContent).toBe('5 avril 2026');
    expect(one.querySelector('.tagline time')?.getAttribute('datetime')).toBe('2026-04-05');
    expect(one.querySelector('a')?.getAttribute('href')).toBe('/fr/news/printemps');
    expect(one.hasAttribute('hidden') || one.hasAttribute('lang')).toBe(false);
    // Not written in French: shown as written, marked so; the date and the link are the page's words.
    expect(two.getAttribute('lang')).toBe('en-GB');
    expect(two.querySelector('.tagline')?.getAttribute('lang')).toBe('fr');
    expect(two.querySelector('a')?.getAttribute('href')).toBe('/fr/news/winter-menus');
    expect(two.querySelector('img')).toBeNull();
    expect(three.hasAttribute('hidden')).toBe(true);
  });

  it('show a post’s photo with its alt text, size and sizes, WebP first (§9)', () => {
    const document = dom(renderToStaticMarkup(<NewsGrid posts={shownIn('en-GB')} language="en-GB" />));
    const cards = document.querySelectorAll('.news-grid > article.card');
    expect(cards).toHaveLength(2);
    const img = cards[0]!.querySelector('.card-media img')!;
    expect(
      Object.fromEntries(['src', 'srcset', 'width', 'height', 'alt', 'loading'].map((a) => [a, img.getAttribute(a)])),
    ).toEqual({
      src: '/photos/terrace-720.jpg',
      srcset: '/photos/terrace-720.jpg 720w, /photos/terrace-1600.jpg 1600w',
      width: '3000',
      height: '2000',
      alt: 'La terrasse à midi',
      loading: 'lazy',
    });
    expect(cards[0]!.querySelector('source[type="image/webp"]')?.getAttribute('srcset')).toContain(
      'terrace-320.webp 320w',
    );
    expect(cards[0]!.querySelector('.tagline')?.textContent).toBe('5 April 2026');
    expect(cards[0]!.querySelector('h3 a')?.getAttribute('href')).toBe('/news/printemps');
    expect(cards[0]!.querySelector('.card-excerpt')?.textContent).toBe('La terrasse ouvre.');
    expect(cards[1]!.querySelector('img')).toBeNull();
  });
});

describe('a post’s link in the blocks and the cards', () => {
  it('opens a blog elsewhere with no handle on the page, and the venue’s own post page with no rel', () => {
    const blogPost = { ...shownIn('en-GB')[1]!, id: 99, link: 'https://blog.example/spring/' };
    const shown = [shownIn('en-GB')[0]!, blogPost];
    const linksOf = (html: string, selector: string) =>
      [...dom(html).querySelectorAll(selector)].map((a) => [a.getAttribute('href'), a.getAttribute('rel')]);
    const expected = [
      ['/news/printemps', null],
      ['https://blog.example/spring/', 'noopener noreferrer'],
    ];
    expect(
      linksOf(renderToStaticMarkup(<NewsBlocks posts={shown} language="en-GB" readPost="Read" />), '.news-block a'),
    ).toEqual([...expected, ['/news', null]]);
    expect(linksOf(renderToStaticMarkup(<NewsGrid posts={shown} language="en-GB" />), '.card h3 a')).toEqual(expected);
  });
});

describe('a post’s own page', () => {
  const [printemps] = posts;

  it('has the post’s words as HTML, its pictures from the photo step, its links in the page’s language', () => {
    const document = dom(postBodyHtml(printemps!, content.language, photo));
    expect(document.querySelector('strong')?.textContent).toBe('terrasse');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('/contact');
    const img = document.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/photos/terrace-720.jpg');
    expect(img.getAttribute('width')).toBe('3000');
  });

  it('is found by search engines and shared with the post’s title, summary and photo', () => {
    const head = newsPostHead(content.language, printemps!, photo);
    expect(head.title).toBe(`Le printemps <b>sur</b> le toit · ${content.site.name}`);
    expect(head.description).toBe('La terrasse ouvre.');
    expect(head.canonical).toBe('/news/printemps');
    expect(head.openGraph.images).toEqual([
      { url: '/photos/terrace-1600.jpg', width: 1600, height: 1067, alt: 'La terrasse à midi' },
    ]);
    expect(head.twitter.image).toBe('/photos/terrace-1600.jpg');
    // A post without a summary or a photo: the news page's description, the site's picture.
    const plain = newsPostHead(content.language, posts[1]!, photo);
    expect(plain.description).toBe(content.news.seo.description);
    expect(plain.openGraph.images).toEqual([shareImageIn(content.language)]);
  });

  it('is a BlogPosting in its JSON-LD', () => {
    expect(blogPosting(content.language, printemps!, photo)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Le printemps <b>sur</b> le toit',
      datePublished: '2026-04-05',
      inLanguage: 'fr',
      url: `${settings.siteUrl}/news/printemps`,
      mainEntityOfPage: `${settings.siteUrl}/news/printemps`,
      description: 'La terrasse ouvre.',
      image: `${settings.siteUrl}/photos/terrace-1600.jpg`,
      author: { '@type': 'Organization', name: content.site.name, url: settings.siteUrl },
      publisher: { '@type': 'Organization', name: content.site.name, url: settings.siteUrl },
    });
  });

  it('takes a photo of the content folder as a picture of the post', () => {
    expect(photoAsNewsImage(photo('photos/a.jpg'), 'An a')).toEqual({
      src: '/photos/a-720.jpg',
      srcSet: '/photos/a-720.jpg 720w, /photos/a-1600.jpg 1600w',
      webpSrcSet: '/photos/a-320.webp 320w, /photos/a-720.webp 720w, /photos/a-1600.webp 1600w',
      width: 3000,
      height: 2000,
      alt: 'An a',
    });
  });
});

describe('the feed of a site without a blog', () => {
  it('is #ig_grid of the venue’s photos, in rows that come out even, linked where they say', () => {
    const photos = [
      { image: photoAsNewsImage(photo('photos/a.jpg'), 'A'), href: 'https://instagram.example/p/1' },
      { image: photoAsNewsImage(photo('photos/b.jpg'), 'B') },
      { image: photoAsNewsImage(photo('photos/c.jpg'), 'C') },
    ];
    const grid = dom(renderToStaticMarkup(<FeedPhotos photos={photos} />)).getElementById('ig_grid')!;
    expect(grid.dataset).toMatchObject({ phoneColumns: '3', tabletColumns: '3', wideColumns: '3' });
    expect([...grid.querySelectorAll('figure img')].map((img) => img.getAttribute('alt'))).toEqual(['A', 'B', 'C']);
    const link = grid.querySelector('figure a')!;
    expect([link.getAttribute('href'), link.getAttribute('rel')]).toEqual([
      'https://instagram.example/p/1',
      'noopener noreferrer',
    ]);
    expect(grid.querySelectorAll('figure a')).toHaveLength(1);
  });
});
