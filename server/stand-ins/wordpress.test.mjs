// @ts-check
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../index.mjs';
import { pictureAt } from './sample-blog/media.mjs';
import { loadSampleBlog } from './sample-blog/posts.mjs';
import { answerWordPress, wordpressStandIn } from './wordpress.mjs';

/** The sample blog inside the real preview server, in local mode (no BLOG_URL). */
/** @type {import('node:http').Server} */
let server;
let base = '';

const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-blog-'));

beforeAll(async () => {
  server = await createServer({ outDir, env: {} });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server?.close();
  fs.rmSync(outDir, { recursive: true, force: true });
});

/** @param {string} path @param {RequestInit} [init] */
const get = (path, init) => fetch(`${base}${path}`, init);

describe('sample blog stand-in', () => {
  it('is mounted only when BLOG_URL is unset', async () => {
    expect(/** @type {any} */ (server).standIns).toContain('sample blog');
    const withBlog = await createServer({ outDir, env: { BLOG_URL: 'https://blog.example' } });
    expect(/** @type {any} */ (withBlog).standIns).not.toContain('sample blog');
  });

  it('lists posts newest first, ten by default, with WordPress totals and rendered fields', async () => {
    const response = await get('/wp-json/wp/v2/posts');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=UTF-8');
    const total = Number(response.headers.get('x-wp-total'));
    expect(total).toBeGreaterThanOrEqual(12);
    expect(response.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 10)));
    expect(response.headers.get('link')).toContain('rel="next"');
    const posts = await response.json();
    expect(posts).toHaveLength(10);
    const dates = posts.map((/** @type {any} */ p) => p.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const post of posts) {
      expect(post.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
      expect(post.link).toBe(`${base}/blog/${post.slug}/`);
      expect(typeof post.title.rendered).toBe('string');
      expect(typeof post.content.rendered).toBe('string');
    }
    const titles = posts.map((/** @type {any} */ p) => p.title.rendered).join(' ');
    for (const entity of ['&#8217;', '&#8220;', '&amp;', '&#8211;', '&#038;']) expect(titles).toContain(entity);
  });

  it('pages with per_page and page, and trims with _fields (dotted paths too)', async () => {
    const second = await (await get('/wp-json/wp/v2/posts?per_page=3&page=2&_fields=id,title')).json();
    const first6 = await (await get('/wp-json/wp/v2/posts?per_page=6&_fields=id')).json();
    expect(second.map((/** @type {any} */ p) => p.id)).toEqual(first6.slice(3).map((/** @type {any} */ p) => p.id));
    expect(Object.keys(second[0]).sort()).toEqual(['id', 'title']);
    const dotted = await (await get('/wp-json/wp/v2/posts?per_page=1&_fields=title.rendered,nope')).json();
    expect(dotted).toEqual([{ title: { rendered: expect.any(String) } }]);
  });

  it('answers 400 for a bad per_page or page, as WordPress does', async () => {
    for (const query of ['per_page=0', 'per_page=101', 'per_page=abc', 'page=0']) {
      const response = await get(`/wp-json/wp/v2/posts?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).code).toBe('rest_invalid_param');
    }
    const beyond = await get('/wp-json/wp/v2/posts?per_page=100&page=2');
    expect(beyond.status).toBe(400);
    expect((await beyond.json()).code).toBe('rest_post_invalid_page_number');
  });

  it('serves one post by id, and 404 for an unknown one', async () => {
    const feed = await get('/wp-json/wp/v2/posts/856?_fields=id,content');
    expect(feed.status).toBe(200);
    const body = await feed.json();
    expect(Object.keys(body).sort()).toEqual(['content', 'id']);
    const images = [...body.content.rendered.matchAll(/<img [^>]*src="([^"]+)"[^>]*>/g)];
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const [tag, src] of images) {
      expect(tag).toMatch(/width="\d+" height="\d+"/);
      const image = await get(new URL(/** @type {string} */ (src)).pathname);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
      expect(await image.text()).toMatch(/^<svg [^>]*width="600" height="600"/);
    }
    const missing = await get('/wp-json/wp/v2/posts/4');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({
      code: 'rest_post_invalid_id',
      message: 'Invalid post ID.',
      data: { status: 404 },
    });
    expect((await get('/wp-json/wp/v2/posts/abc')).status).toBe(404);
  });

  it('sends CORS headers for a cross-origin request and answers its preflight', async () => {
    const response = await get('/wp-json/wp/v2/posts?per_page=1', { headers: { Origin: 'https://venue.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://venue.example');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-WP-Total');
    expect(response.headers.get('vary')).toContain('Origin');
    const preflight = await get('/wp-json/wp/v2/posts', {
      method: 'OPTIONS',
      headers: { Origin: 'https://venue.example', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('GET');
  });

  it('serves a page for each post link, so the news links lead somewhere', async () => {
    const [first] = await (await get('/wp-json/wp/v2/posts?per_page=1&_fields=link,title')).json();
    const page = await get(new URL(first.link).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(first.title.rendered);
  });

  it('answers without a server for the build, with links as paths on this origin', () => {
    const answer = answerWordPress({ url: '/wp-json/wp/v2/posts?per_page=2&_fields=link', origin: '' });
    expect(answer?.status).toBe(200);
    expect(JSON.parse(answer?.body ?? '')).toEqual([
      { link: '/blog/spring-open-evening/' },
      { link: '/blog/new-kitchen-partner/' },
    ]);
    expect(answerWordPress({ url: '/venue', origin: '' })).toBeNull();
  });

  it('embeds the featured media WordPress-style, only with _embed and only when _fields allows it', async () => {
    const [withEmbed] = await (
      await get('/wp-json/wp/v2/posts?per_page=1&_fields=id,featured_media,_links,_embedded&_embed=wp:featuredmedia')
    ).json();
    expect(withEmbed.featured_media).toBeGreaterThan(0);
    expect(withEmbed._links['wp:featuredmedia'][0]).toMatchObject({ embeddable: true });
    const media = withEmbed._embedded['wp:featuredmedia'][0];
    expect(media).toMatchObject({ id: withEmbed.featured_media, media_type: 'image', alt_text: expect.any(String) });
    expect(Object.keys(media.media_details.sizes)).toEqual(['thumbnail', 'medium', 'medium_large', 'large', 'full']);
    const picture = await get(new URL(media.media_details.sizes.medium.source_url).pathname);
    expect(picture.status).toBe(200);
    expect(await picture.text()).toMatch(/^<svg[^>]* width="300" height="200"/);
    const [without] = await (await get('/wp-json/wp/v2/posts?per_page=1&_fields=id&_embed=wp:featuredmedia')).json();
    expect(without).toEqual({ id: withEmbed.id });
    const [notAsked] = await (await get('/wp-json/wp/v2/posts?per_page=1')).json();
    expect(notAsked._embedded).toBeUndefined();
    const posts = [{ id: 1042, slug: 'spring-open-evening', date: '2026-03-14T23:30:00' }];
    const library = [{ id: 2042, postId: 1042, n: 2, alt: 'Candlelight', withSizes: true }];
    expect(pictureAt('/wp-content/uploads/2026/03/spring-open-evening-photo-300x200.svg', posts, library)).toEqual({
      media: library[0],
      width: 300,
      height: 200,
    });
    expect(pictureAt('/wp-content/uploads/2026/03/spring-open-evening-photo-999x999.svg', posts, library)).toBeNull();
    expect(pictureAt('/wp-content/uploads/2026/03/spring-open-evening-photo-300x200.svg', posts, [])).toBeNull();
  });

  it('answers the same routes at ?rest_route=, as WordPress does in every permalink mode', async () => {
    const pretty = await (await get('/wp-json/wp/v2/posts?per_page=2&_fields=id')).json();
    const plain = await get('/?rest_route=/wp/v2/posts&per_page=2&_fields=id');
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual(pretty);
    expect(plain.headers.get('x-wp-totalpages')).not.toBeNull();
    expect((await get('/?rest_route=%2Fwp%2Fv2%2Fposts%2F856&_fields=id')).status).toBe(200);
  });

  it.each([
    ['plain', '/wp-json/wp/v2/posts', 404, null],
    ['locked', '/wp-json/wp/v2/posts', 401, 'rest_login_required'],
    ['locked-plugin', '/?rest_route=/wp/v2/posts', 401, 'rest_cannot_access'],
  ])('behaves as a blog in the wild with SAMPLE_BLOG_MODE=%s', (mode, url, status, code) => {
    const answer = answerWordPress({ url, origin: '', mode });
    expect(answer?.status).toBe(status);
    if (code) expect(JSON.parse(answer?.body ?? '').code).toBe(code);
    else expect(answer?.headers['Content-Type']).toContain('text/html');
    if (mode === 'plain')
      expect(answerWordPress({ url: '/?rest_route=/wp/v2/posts', origin: '', mode })?.status).toBe(200);
  });

  it('refuses an unknown SAMPLE_BLOG_MODE, naming the choices', async () => {
    await expect(createServer({ outDir, env: { SAMPLE_BLOG_MODE: 'closed' } })).rejects.toThrow(
      /SAMPLE_BLOG_MODE must be one of plain, locked, locked-plugin/,
    );
  });
});

describe('each venue’s own sample blog', () => {
  /** @type {import('node:http').Server[]} */
  const servers = [];
  afterAll(() => servers.forEach((s) => s.close()));

  /** The preview server with the given settings; its origin. @param {Record<string, string>} env */
  async function serve(env) {
    const s = await createServer({ outDir, env });
    servers.push(s);
    await new Promise((resolve) => s.listen(0, '127.0.0.1', () => resolve(undefined)));
    const address = s.address();
    return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  }
  const rooftop = loadSampleBlog('examples/rooftop');
  const demo = loadSampleBlog('content');

  it('serves the posts and the feed of the content folder CONTENT_DIR names, in its words alone', async () => {
    const roof = await serve({ CONTENT_DIR: 'examples/rooftop' });
    const response = await fetch(`${roof}/wp-json/wp/v2/posts?per_page=100&_embed=wp:featuredmedia`);
    expect(Number(response.headers.get('x-wp-total'))).toBe(rooftop.posts.length + 1);
    const posts = await response.json();
    const titles = posts.map((/** @type {any} */ p) => p.title.rendered);
    expect(new Set(titles)).toEqual(new Set([...rooftop.posts.map((p) => p.title), 'Instagram Feed']));
    for (const post of demo.posts) expect(titles).not.toContain(post.title);
    const alts = posts.flatMap(
      (/** @type {any} */ p) => p._embedded?.['wp:featuredmedia']?.map((/** @type {any} */ m) => m.alt_text) ?? [],
    );
    expect(alts).toEqual(expect.arrayContaining(rooftop.media.map((m) => m.alt)));

    const feed = (await (await fetch(`${roof}/wp-json/wp/v2/posts/856?_fields=content`)).json()).content.rendered;
    const feedAlts = [...feed.matchAll(/alt="([^"]*)"/g)].map((m) => m[1]);
    expect(feedAlts).toEqual(rooftop.feedPictures.map((p) => p.alt));
    const [, first] = /src="([^"]+)"/.exec(feed) ?? [];
    const picture = await fetch(/** @type {string} */ (first));
    expect(picture.status).toBe(200);
    expect(await picture.text()).toContain(`<title>${rooftop.feedPictures[0]?.alt}</title>`);

    const page = await fetch(new URL(posts[0].link).href);
    expect(await page.text()).toContain(`${rooftop.name} (sample)`);
  });

  it('keeps the blogs in the wild for every venue: plain permalinks and a locked API', async () => {
    const plain = answerWordPress({ url: '/wp-json/wp/v2/posts', origin: '', mode: 'plain', blog: rooftop });
    expect(plain?.status).toBe(404);
    expect(plain?.body).toContain(rooftop.name);
    const viaRoute = answerWordPress({
      url: '/?rest_route=/wp/v2/posts&per_page=1&_fields=slug',
      origin: '',
      mode: 'plain',
      blog: rooftop,
    });
    expect(JSON.parse(viaRoute?.body ?? '')).toEqual([{ slug: rooftop.posts[0]?.slug }]);
    const locked = answerWordPress({ url: '/wp-json/wp/v2/posts', origin: '', mode: 'locked', blog: rooftop });
    expect(locked?.status).toBe(401);
  });

  it('gives a content folder without sample-blog.yaml an empty blog', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-bare-'));
    try {
      const origin = await serve({ CONTENT_DIR: bare });
      const list = await fetch(`${origin}/wp-json/wp/v2/posts`);
      expect(list.status).toBe(200);
      expect(await list.json()).toEqual([]);
      expect(list.headers.get('x-wp-total')).toBe('0');
      expect((await fetch(`${origin}/wp-json/wp/v2/posts/856`)).status).toBe(404);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('stops at once on a mistake in the file, naming the file and the field', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-badblog-'));
    try {
      const good = fs.readFileSync('examples/rooftop/sample-blog.yaml', 'utf8');
      fs.writeFileSync(path.join(dir, 'sample-blog.yaml'), good.replace("date: '2026-04-03T23:45:00'", 'date: soon'));
      await expect(createServer({ outDir, env: { CONTENT_DIR: dir } })).rejects.toThrow(
        /sample-blog\.yaml: posts\[0\]\.date: expected a date like 2026-03-14T23:30:00/,
      );
      fs.writeFileSync(path.join(dir, 'sample-blog.yaml'), good.replace('picture: 9,', 'picture: 12,'));
      expect(() => wordpressStandIn({ contentDir: dir })).toThrow(
        /posts\[9\]\.featured\.picture: there is no feed picture 12/,
      );
      fs.writeFileSync(path.join(dir, 'sample-blog.yaml'), good.replace('scene: bar,', 'scene: barn,'));
      expect(() => wordpressStandIn({ contentDir: dir })).toThrow(/feed\.pictures\[2\]\.scene/);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
