import http from 'node:http';
import type { AddressInfo } from 'node:net';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { wordpressStandIn } from '../../server/stand-ins/wordpress.mjs';
import {
  BlogError,
  featuredImage,
  fetchPostsPage,
  lockedBlogAdvice,
  safeImageUrl,
  fetchPostContent,
  latestPostsUrl,
  postUrl,
  publishedDate,
  safeLink,
  sanitiseFeedHtml,
  toNewsPosts,
  toPostContent,
} from './wordpress';
import { plainTextBy } from './plain-text';
import { formatLongDate } from '@/i18n/format';
import { settings } from '@/config/public-settings';

const plainText = plainTextBy(new new JSDOM('').window.DOMParser());

const post = (over: Record<string, unknown> = {}) => ({
  id: 7,
  date: '2026-03-14T23:30:00',
  link: 'https://blog.example/spring/',
  title: { rendered: 'Spring' },
  ...over,
});

describe('publishedDate', () => {
  const zones = [
    'UTC',
    'Pacific/Kiritimati',
    'Pacific/Pago_Pago',
    'America/Los_Angeles',
    'Asia/Kolkata',
    'Europe/London',
  ];
  const originalTz = process.env.TZ;
  afterEach(() => {
    if (originalTz === undefined) delete process.env.TZ;
    else process.env.TZ = originalTz;
  });

  it('gives the published calendar date in every time zone, even near midnight', () => {
    const cases: Array<[string, string, string]> = [
      ['2026-03-14T23:30:00', 'March 14, 2026', '2026-03-14'],
      ['2026-03-02T00:15:00', 'March 2, 2026', '2026-03-02'],
      ['2025-12-31T23:59:59', 'December 31, 2025', '2025-12-31'],
      ['2024-04-05T00:00:00', 'April 5, 2024', '2024-04-05'],
      ['2024-02-29T12:00:00', 'February 29, 2024', '2024-02-29'],
    ];
    const naiveDays = new Set<string>();
    for (const zone of zones) {
      process.env.TZ = zone;
      // Control: reading the same string as an instant does change with the zone, so the zone
      // change really took effect in this process and the assertions below can fail.
      naiveDays.add(new Date('2026-03-14T23:30:00Z').toLocaleDateString('en-US'));
      for (const [date, long, iso] of cases) {
        expect(publishedDate(date), `${date} in ${zone}`).toBe(iso);
        expect(formatLongDate(publishedDate(date)!, 'en-US'), `${date} in ${zone}`).toBe(long);
      }
    }
    expect(naiveDays.size).toBeGreaterThan(1);
  });

  it('rejects strings that hold no real date', () => {
    for (const bad of ['', 'yesterday', '2026-02-30T10:00:00', '2026-13-01T00:00:00', '14/03/2026', '2026-3-4']) {
      expect(publishedDate(bad), bad).toBeNull();
    }
  });
});

describe('safeLink', () => {
  it('keeps web addresses and same-origin paths', () => {
    expect(safeLink(' https://blog.example/a/ ')).toBe('https://blog.example/a/');
    expect(safeLink('http://blog.example/a/')).toBe('http://blog.example/a/');
    expect(safeLink('/blog/a/')).toBe('/blog/a/');
  });

  it('refuses anything that could run or is not an address', () => {
    for (const bad of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>',
      'vbscript:x',
      '',
      'not a url',
    ]) {
      expect(safeLink(bad), bad).toBeNull();
    }
  });

  it('refuses a path that leads to another host (docs/promises.md §15)', () => {
    for (const bad of ['//evil.example/a', '/\\evil.example/a', '\\\\evil.example/a', '/\t/evil.example/a'])
      expect(safeLink(bad), JSON.stringify(bad)).toBeNull();
  });
});

describe('toNewsPosts (the reshaping)', () => {
  it('turns WordPress posts into ours: text title, long date, link, text excerpt', () => {
    const [one] = toNewsPosts(
      [
        post({
          title: { rendered: 'Meet Ash &amp; Ember <em>today</em>' },
          excerpt: { rendered: '<p>Fire &amp; smoke.</p>\n' },
        }),
      ],
      plainText,
    );
    expect(one).toEqual({
      id: 7,
      title: 'Meet Ash & Ember today',
      isoDate: '2026-03-14',
      link: 'https://blog.example/spring/',
      excerpt: 'Fire & smoke.',
      image: null,
    });
  });

  it('accepts an empty list', () => {
    expect(toNewsPosts([], plainText)).toEqual([]);
  });

  it('calls the whole answer malformed when it or any post is', () => {
    const malformed: unknown[] = [
      { code: 'rest_no_route' },
      null,
      'posts',
      [post(), null],
      [post({ id: '7' })],
      [post({ title: 'Spring' })],
      [post({ title: { rendered: 3 } })],
      [post({ date: undefined })],
      [post({ date: '2026-02-30T10:00:00' })],
      [post({ link: 'javascript:alert(1)' })],
      [post({ link: undefined })],
    ];
    for (const body of malformed) expect(() => toNewsPosts(body, plainText), JSON.stringify(body)).toThrow(BlogError);
  });

  it('reads content.rendered of a single post', () => {
    expect(toPostContent({ id: 856, content: { rendered: '<p>x</p>' } })).toBe('<p>x</p>');
    expect(() => toPostContent({ id: 856 })).toThrow(BlogError);
    expect(() => toPostContent([])).toThrow(BlogError);
  });
});

describe('sanitiseFeedHtml', () => {
  const purify = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  const dom = (html: string) => JSDOM.fragment(sanitiseFeedHtml(purify, html));

  it('keeps images and links, makes images lazy and links open safely in a new tab', () => {
    const out = dom(
      '<figure><a href="https://blog.example/a.jpg"><img src="https://blog.example/a.jpg" width="600" height="600" alt="Hall"></a></figure>',
    );
    const img = out.querySelector('img');
    expect(img?.getAttribute('src')).toBe('https://blog.example/a.jpg');
    expect(img?.getAttribute('width')).toBe('600');
    expect(img?.getAttribute('alt')).toBe('Hall');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('decoding')).toBe('async');
    const a = out.querySelector('a');
    expect(a?.getAttribute('target')).toBe('_blank');
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('gives rel to a link that leaves the site, however written, and none to the site’s own', () => {
    const out = dom(
      '<a href="https://instagram.example/p/1">a</a><a href="//evil.example/x">b</a><a href="/\\evil.example/x">c</a>' +
        `<a href="/wp-content/a.jpg" rel="noopener">d</a><a href="${settings.siteUrl}/venue">e</a>`,
    );
    expect([...out.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('rel')])).toEqual([
      ['a', 'noopener noreferrer'],
      ['b', 'noopener noreferrer'],
      ['c', 'noopener noreferrer'],
      ['d', null],
      ['e', null],
    ]);
  });

  it('removes scripts, handlers, javascript: URLs, frames, forms and styles', () => {
    const out = dom(
      '<script>window.__pwned=1</script><img src="x" onerror="window.__pwned=1">' +
        '<a href="javascript:window.__pwned=1">x</a><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="q"><button>Go</button></form>' +
        '<style>body{display:none}</style><p style="position:fixed" onclick="x()">hi</p>' +
        '<svg><script>x()</script></svg><object data="x"></object>',
    );
    const html = out.querySelectorAll('*');
    const tags = [...html].map((el) => el.tagName.toLowerCase());
    expect(tags).not.toContain('script');
    expect(tags).not.toContain('iframe');
    expect(tags).not.toContain('form');
    expect(tags).not.toContain('input');
    expect(tags).not.toContain('style');
    expect(tags).not.toContain('svg');
    expect(tags).not.toContain('object');
    for (const el of html) {
      for (const attr of el.getAttributeNames()) expect(attr.startsWith('on') || attr === 'style', attr).toBe(false);
    }
    expect(out.querySelector('a')?.hasAttribute('href')).toBe(false);
    expect(out.querySelector('p')?.textContent).toBe('hi');
  });

  it('prefixes ids from the blog so they cannot clash with ours', () => {
    const out = dom('<p id="news1">x</p><div id="ig_grid">y</div>');
    expect(out.querySelector('#news1')).toBeNull();
    expect(out.querySelector('#ig_grid')).toBeNull();
  });
});

describe('fetchers', () => {
  let server: http.Server;
  let base = '';
  /** Per-test override of what the "blog" does; null: the sample blog stand-in answers. */
  let behaviour: ((req: http.IncomingMessage, res: http.ServerResponse) => void) | null = null;
  const requests: http.IncomingMessage[] = [];

  beforeAll(async () => {
    const standIn = wordpressStandIn();
    server = http.createServer((req, res) => {
      requests.push(req);
      if (behaviour) return behaviour(req, res);
      standIn(req, res, () => {
        res.statusCode = 404;
        res.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    behaviour = null;
    requests.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('asks for the latest posts with per_page and _fields, and reshapes them', async () => {
    const { posts, totalPages, route } = await fetchPostsPage(base, 3, 1, plainText);
    // Thirteen posts (twelve and the feed's) in pages of three.
    expect(totalPages).toBe(5);
    expect(route).toBe('wp-json');
    expect(posts.map((p) => [p.title, formatLongDate(p.isoDate, 'en-US')])).toEqual([
      ['Spring Open Evening – Walk the Mill Hall by Candlelight', 'March 14, 2026'],
      ['Meet Ash & Ember, Our New Kitchen Partner', 'March 2, 2026'],
      ['Real Wedding: Hannah & Joe’s “Long Table” Supper', 'February 14, 2026'],
    ]);
    expect(posts[0]?.link).toBe(`${base}/blog/spring-open-evening/`);
    expect(requests[0]?.url).toBe(
      '/wp-json/wp/v2/posts?per_page=3&_fields=id,date,link,title,excerpt,featured_media,_links,_embedded&_embed=wp:featuredmedia',
    );
    expect(latestPostsUrl(base, 3)).toBe(`${base}${requests[0]?.url}`);
  });

  it('reads one post by id', async () => {
    const html = await fetchPostContent(base, 856);
    expect(html).toContain('<img');
    expect(requests[0]?.url).toBe('/wp-json/wp/v2/posts/856?_fields=id,content');
    expect(postUrl('', 856)).toBe('/wp-json/wp/v2/posts/856?_fields=id,content');
  });

  it('sends a plain GET: no custom headers that would need a CORS preflight', async () => {
    await fetchPostsPage(base, 1, 1, plainText);
    const headers = Object.keys(requests[0]?.headers ?? {});
    const safelisted = [
      'host',
      'connection',
      'accept',
      'accept-language',
      'accept-encoding',
      'user-agent',
      'sec-fetch-mode',
      'content-language',
    ];
    expect(headers.filter((h) => !safelisted.includes(h))).toEqual([]);
    expect(requests[0]?.method).toBe('GET');
  });

  it('fails with a clear error on a status other than 2xx', async () => {
    await expect(fetchPostContent(base, 999999)).rejects.toThrow(/answered 404/);
    behaviour = (_req, res) => {
      res.statusCode = 500;
      res.end('{"code":"internal_server_error"}');
    };
    await expect(fetchPostsPage(base, 3, 1, plainText)).rejects.toThrow(/answered 500/);
  });

  it('fails with a clear error on malformed JSON and on JSON of the wrong shape', async () => {
    behaviour = (_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('[{"id": 1, "title":');
    };
    await expect(fetchPostsPage(base, 3, 1, plainText)).rejects.toThrow(/did not answer with JSON/);
    behaviour = (_req, res) => res.end('{"posts": []}');
    await expect(fetchPostsPage(base, 3, 1, plainText)).rejects.toThrow(/not a list of posts/);
  });

  it('gives up on a blog that does not answer in time', async () => {
    behaviour = () => {}; // never answers
    const started = Date.now();
    await expect(fetchPostsPage(base, 3, 1, plainText, { timeoutMs: 150 })).rejects.toThrow(
      /no answer .* within 0.15 s/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('fails with a clear error when the blog cannot be reached', async () => {
    await expect(fetchPostsPage('http://127.0.0.1:9', 3, 1, plainText)).rejects.toThrow(/could not be reached/);
  });
});

/** A media entry as WordPress embeds it under `_embedded['wp:featuredmedia']`. */
const media = (over: Record<string, unknown> = {}) => ({
  id: 51,
  media_type: 'image',
  alt_text: 'Candles on the long table',
  source_url: 'https://blog.example/wp-content/uploads/2026/03/table.jpg',
  media_details: {
    width: 1536,
    height: 1024,
    sizes: {
      thumbnail: {
        source_url: 'https://blog.example/wp-content/uploads/2026/03/table-150x150.jpg',
        width: 150,
        height: 150,
      },
      medium: {
        source_url: 'https://blog.example/wp-content/uploads/2026/03/table-300x200.jpg',
        width: 300,
        height: 200,
      },
      large: {
        source_url: 'https://blog.example/wp-content/uploads/2026/03/table-1024x683.jpg',
        width: 1024,
        height: 683,
      },
      medium_large: {
        source_url: 'https://blog.example/wp-content/uploads/2026/03/table-768x512.jpg',
        width: 768,
        height: 512,
      },
    },
  },
  ...over,
});
const withMedia = (m: unknown) => post({ _embedded: { 'wp:featuredmedia': [m] } });

describe('featuredImage (promises §9)', () => {
  it('gives the sizes with the picture’s proportions as srcset, its alt text and its full width and height', () => {
    expect(featuredImage(withMedia(media()))).toEqual({
      src: 'https://blog.example/wp-content/uploads/2026/03/table-768x512.jpg',
      srcSet: [
        'https://blog.example/wp-content/uploads/2026/03/table-300x200.jpg 300w',
        'https://blog.example/wp-content/uploads/2026/03/table-768x512.jpg 768w',
        'https://blog.example/wp-content/uploads/2026/03/table-1024x683.jpg 1024w',
        'https://blog.example/wp-content/uploads/2026/03/table.jpg 1536w',
      ].join(', '),
      width: 1536,
      height: 1024,
      alt: 'Candles on the long table',
    });
  });

  it('shows no picture for a post without one', () => {
    expect(featuredImage(post())).toBeNull();
    expect(featuredImage(post({ _embedded: {} }))).toBeNull();
    expect(
      featuredImage(withMedia({ code: 'rest_forbidden', message: 'Sorry, you are not allowed to do that.' })),
    ).toBeNull();
    expect(featuredImage(withMedia(media({ media_type: 'file' })))).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    'ftp://blog.example/table.jpg',
    '//evil.example/x.jpg',
  ])('never renders a media address that is not http(s): %j', (bad) => {
    const all = media({
      source_url: bad,
      media_details: { width: 1536, height: 1024, sizes: { medium: { source_url: bad, width: 300, height: 200 } } },
    });
    expect(featuredImage(withMedia(all))).toBeNull();
    // One bad size among good ones: left out, the rest shown.
    const mixed = media();
    (mixed.media_details.sizes as Record<string, unknown>).medium = { source_url: bad, width: 300, height: 200 };
    const image = featuredImage(withMedia(mixed));
    expect(image?.srcSet).not.toContain(bad.slice(0, 8));
    expect(image?.srcSet.split(', ')).toHaveLength(3);
  });

  it('shows a media entry without sizes from its source_url when its size is known, else not at all', () => {
    const plain = media({ media_details: { width: 800, height: 600, sizes: {} } });
    expect(featuredImage(withMedia(plain))).toMatchObject({
      src: 'https://blog.example/wp-content/uploads/2026/03/table.jpg',
      srcSet: 'https://blog.example/wp-content/uploads/2026/03/table.jpg 800w',
      width: 800,
      height: 600,
    });
    expect(featuredImage(withMedia(media({ media_details: {} })))).toBeNull();
    expect(featuredImage(withMedia(media({ media_details: { width: '800', height: 600 } })))).toBeNull();
  });

  it('escapes commas and spaces so that srcset cannot be split inside an address', () => {
    expect(safeImageUrl('https://cdn.example/a,b c.jpg')).toBe('https://cdn.example/a%2Cb%20c.jpg');
    expect(safeImageUrl('/wp-content/uploads/x.svg')).toBe('/wp-content/uploads/x.svg');
    expect(safeImageUrl(42)).toBeNull();
  });

  it('keeps the post when its media entry is malformed', () => {
    const [one] = toNewsPosts([withMedia('not an object'), withMedia(media({ media_details: 'x' }))], plainText);
    expect(one?.image).toBeNull();
  });
});

describe('blogs in the wild', () => {
  let server: http.Server;
  let base = '';
  let mode = '';
  const seen: string[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.url ?? '');
      wordpressStandIn({ mode })(req, res, () => res.writeHead(404).end());
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    mode = '';
    seen.length = 0;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('finds the ?rest_route= form when /wp-json/ answers 404 (plain permalinks)', async () => {
    mode = 'plain';
    const page = await fetchPostsPage(base, 3, 1, plainText);
    expect(page.route).toBe('rest_route');
    expect(page.posts).toHaveLength(3);
    expect(seen).toEqual([
      expect.stringMatching(/^\/wp-json\/wp\/v2\/posts\?/),
      expect.stringMatching(/^\/\?rest_route=\/wp\/v2\/posts&per_page=3&/),
    ]);
  });

  it('asks the known route straight away', async () => {
    mode = 'plain';
    await fetchPostsPage(base, 3, 1, plainText, { route: 'rest_route' });
    expect(seen).toHaveLength(1);
    expect(await fetchPostContent(base, 856, { route: 'rest_route' })).toContain('<img');
  });

  it('reads X-WP-TotalPages and the next page of posts', async () => {
    const first = await fetchPostsPage(base, 9, 1, plainText);
    const second = await fetchPostsPage(base, 9, 2, plainText, { route: first.route });
    expect(first.totalPages).toBe(2);
    expect(second.totalPages).toBe(2);
    expect(second.posts.length).toBeGreaterThan(0);
    expect(second.posts.some((p) => first.posts.some((q) => q.id === p.id))).toBe(false);
    expect(seen[1]).toContain('page=2');
  });

  it('brings the featured images of the sample blog, and none for a post without one', async () => {
    const { posts } = await fetchPostsPage(base, 9, 1, plainText);
    expect(posts[0]?.image).toMatchObject({ width: 1536, height: 1024, alt: expect.stringContaining('Candlelight') });
    expect(posts[0]?.image?.srcSet.split(', ')).toHaveLength(4);
    expect(posts.find((p) => p.title.startsWith('2027 Dates'))?.image).toBeNull();
    const picture = await fetch(`${posts[0]!.image!.src}`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg[^>]* width="768" height="512"/);
  });

  it.each([
    ['locked', 'rest_login_required'],
    ['locked-plugin', 'rest_cannot_access'],
  ])('names a locked REST API (%s) and how to open it', async (which, code) => {
    mode = which;
    const error = await fetchPostsPage(base, 3, 1, plainText).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlogError);
    expect((error as BlogError).status).toBe(401);
    expect((error as BlogError).code).toBe(code);
    const advice = lockedBlogAdvice(error);
    expect(advice).toContain(`401 ${code}`);
    expect(advice).toMatch(/Allow public read access to \/wp\/v2\/posts/);
    expect(advice).not.toContain('\n');
  });

  it('gives no lock advice for other failures', () => {
    expect(lockedBlogAdvice(new BlogError('x answered 500', { status: 500 }))).toBeNull();
    expect(lockedBlogAdvice(new BlogError('x answered 401', { status: 401, code: 'jwt_auth_bad_config' }))).toBeNull();
    expect(lockedBlogAdvice(new Error('boom'))).toBeNull();
  });
});

describe('the REST route fallback', () => {
  it('does not leave /wp-json/ when WordPress itself answers 404 in JSON', async () => {
    const asked: string[] = [];
    const fetch = (async (url: string) => {
      asked.push(url);
      return Response.json(
        { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } },
        { status: 404 },
      );
    }) as unknown as typeof globalThis.fetch;
    await expect(fetchPostsPage('https://blog.example', 3, 1, plainText, { fetch })).rejects.toThrow(
      /answered 404.*rest_no_route/,
    );
    expect(asked).toHaveLength(1);
  });
});
