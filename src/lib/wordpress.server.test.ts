import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveSampleBlog } from '../../scripts/build.mjs';
import { buildTimeValues } from '../config/build-settings';
import { wordpressStandIn } from '../../server/stand-ins/wordpress.mjs';

vi.mock('server-only', () => ({}));

/**
 * Loads the build-time module afresh under the given BLOG_URL (settings are read at import) and the
 * sample blog the build step serves in local mode (FOYER_SAMPLE_BLOG_URL).
 */
async function buildModule(blogUrl: string | undefined, sampleBlogUrl?: string) {
  vi.resetModules();
  if (blogUrl === undefined) delete process.env.BLOG_URL;
  else process.env.BLOG_URL = blogUrl;
  if (sampleBlogUrl === undefined) delete process.env.FOYER_SAMPLE_BLOG_URL;
  else process.env.FOYER_SAMPLE_BLOG_URL = sampleBlogUrl;
  // As the Astro integration (integration/astro-foyer.mjs) would inline them for a build with this environment.
  process.env.FOYER_PUBLIC_SETTINGS = buildTimeValues(process.env).FOYER_PUBLIC_SETTINGS;
  return import('./wordpress.server');
}

const originalBlogUrl = process.env.BLOG_URL;
const originalPublicSettings = process.env.FOYER_PUBLIC_SETTINGS;
let sample: { url: string; close: () => Promise<void> };
let plainBlog: http.Server;
let plainOrigin = '';
let lockedBlog: http.Server;
let lockedOrigin = '';
let blog: http.Server;
let blogOrigin = '';

beforeAll(async () => {
  const standIn = wordpressStandIn();
  blog = http.createServer((req, res) => {
    standIn(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogOrigin = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
  sample = await serveSampleBlog({});
  const plain = wordpressStandIn({ mode: 'plain' });
  plainBlog = http.createServer((req, res) => plain(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => plainBlog.listen(0, '127.0.0.1', resolve));
  plainOrigin = `http://127.0.0.1:${(plainBlog.address() as AddressInfo).port}`;
  const locked = wordpressStandIn({ mode: 'locked' });
  lockedBlog = http.createServer((req, res) => locked(req, res, () => res.writeHead(404).end()));
  await new Promise<void>((resolve) => lockedBlog.listen(0, '127.0.0.1', resolve));
  lockedOrigin = `http://127.0.0.1:${(lockedBlog.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.restoreAllMocks();
  if (originalBlogUrl === undefined) delete process.env.BLOG_URL;
  else process.env.BLOG_URL = originalBlogUrl;
  process.env.FOYER_PUBLIC_SETTINGS = originalPublicSettings;
});
afterAll(async () => {
  for (const server of [blog, plainBlog, lockedBlog]) {
    server.closeAllConnections();
    server.close();
  }
  await sample.close();
  delete process.env.FOYER_SAMPLE_BLOG_URL;
});

// The first import of the build module loads jsdom: slow on a busy machine.
describe('the blog at build time', { timeout: 20_000 }, () => {
  it('reads the sample blog the build step serves when BLOG_URL is unset, links and pictures as paths on this site', async () => {
    const { newsAtBuild, feedAtBuild } = await buildModule(undefined, sample.url);
    const { posts, totalPages, route } = await newsAtBuild(3);
    expect(totalPages).toBe(5);
    expect(route).toBe('wp-json');
    expect(posts.map((p) => p.title)).toEqual([
      'Spring Open Evening – Walk the Mill Hall by Candlelight',
      'Meet Ash & Ember, Our New Kitchen Partner',
      'Real Wedding: Hannah & Joe’s “Long Table” Supper',
    ]);
    expect(posts[0]?.link).toBe('/blog/spring-open-evening/');
    expect(posts[0]?.image?.src).toMatch(/^\/wp-content\/uploads\/2026\/03\/spring-open-evening-photo-768x512\.svg$/);
    const { html: feed, route: feedRoute } = await feedAtBuild();
    expect(feedRoute).toBe('wp-json');
    expect(feed.match(/<img /g)).toHaveLength(9);
    expect(feed).toContain('loading="lazy"');
    // Paths on this site are its own links: a new tab, and no rel (docs/promises.md §15).
    expect(feed).toContain('<a href="/wp-content/uploads/2024/06/hollin-feed-01.svg" target="_blank">');
    expect(feed).not.toContain('rel=');
  });

  it('in local mode without the sample blog served, warns how to build and builds without it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { newsAtBuild } = await buildModule(undefined);
    expect(await newsAtBuild(3)).toEqual({ posts: [], totalPages: 1 });
    expect(warn.mock.calls[0]?.[0]).toMatch(/sample blog is not being served: build with `npm run build`/);
  });

  it('finds a blog with plain permalinks and hands its route to the browser', async () => {
    const { newsAtBuild, feedAtBuild } = await buildModule(plainOrigin);
    const news = await newsAtBuild(9);
    expect(news.route).toBe('rest_route');
    expect(news.posts).toHaveLength(9);
    expect(news.totalPages).toBe(2);
    expect((await feedAtBuild()).route).toBe('rest_route');
  });

  it('says once, in one line, that a locked REST API is the cause and what the fix is, and builds on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { newsAtBuild, feedAtBuild } = await buildModule(lockedOrigin);
    expect(await newsAtBuild(3)).toEqual({ posts: [], totalPages: 1 });
    expect((await newsAtBuild(9)).posts).toEqual([]);
    expect(await feedAtBuild()).toEqual({ html: '' });
    expect(warn).toHaveBeenCalledTimes(1);
    const line = String(warn.mock.calls[0]?.[0]);
    expect(line).not.toContain('\n');
    expect(line).toMatch(/REST API is closed to visitors \(401 rest_login_required\).*Allow public read access/);
  });

  it('asks the blog over HTTP when BLOG_URL is set', async () => {
    const { newsAtBuild, feedAtBuild } = await buildModule(blogOrigin);
    const { posts, totalPages } = await newsAtBuild(9);
    expect(posts).toHaveLength(9);
    expect(totalPages).toBe(2);
    expect(posts[0]?.link).toBe(`${blogOrigin}/blog/spring-open-evening/`);
    expect((await feedAtBuild()).html).toContain(`src="${blogOrigin}/wp-content/uploads/`);
  });

  it('builds without the blog when it is down: warns, and leaves the blocks empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { newsAtBuild, feedAtBuild } = await buildModule('http://127.0.0.1:9');
    expect(await newsAtBuild(3)).toEqual({ posts: [], totalPages: 1 });
    expect(await feedAtBuild()).toEqual({ html: '' });
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be read at build time \(latest 3 posts\).*could not be reached/);
  });

  it('asks once per list size, however many pages use it', async () => {
    const { newsAtBuild, feedAtBuild } = await buildModule(blogOrigin);
    const fetch = vi.spyOn(globalThis, 'fetch');
    const [a, b] = await Promise.all([newsAtBuild(3), newsAtBuild(3), newsAtBuild(9), feedAtBuild(), feedAtBuild()]);
    expect(b).toBe(a);
    expect(fetch).toHaveBeenCalledTimes(3);
  });
});
