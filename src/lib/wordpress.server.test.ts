import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { wordpressStandIn } from '../../server/stand-ins/wordpress.mjs';

vi.mock('server-only', () => ({}));

/** Loads the build-time module afresh under the given BLOG_URL (settings are read at import). */
async function buildModule(blogUrl: string | undefined) {
  vi.resetModules();
  if (blogUrl === undefined) delete process.env.BLOG_URL;
  else process.env.BLOG_URL = blogUrl;
  return import('./wordpress.server');
}

const originalBlogUrl = process.env.BLOG_URL;
let blog: http.Server;
let blogOrigin = '';

beforeAll(async () => {
  const standIn = wordpressStandIn();
  blog = http.createServer((req, res) => {
    standIn(req, res, () => res.writeHead(404).end());
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogOrigin = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
});
afterEach(() => {
  vi.restoreAllMocks();
  if (originalBlogUrl === undefined) delete process.env.BLOG_URL;
  else process.env.BLOG_URL = originalBlogUrl;
});
afterAll(() => {
  blog.closeAllConnections();
  blog.close();
});

describe('the blog at build time', () => {
  it('reads the sample blog without a server when BLOG_URL is unset, links as paths on this site', async () => {
    const { latestPostsAtBuild, feedHtmlAtBuild } = await buildModule(undefined);
    const posts = await latestPostsAtBuild(3);
    expect(posts.map((p) => p.title)).toEqual([
      'Spring Open Evening – Walk the Mill Hall by Candlelight',
      'Meet Ash & Ember, Our New Kitchen Partner',
      'Real Wedding: Hannah & Joe’s “Long Table” Supper',
    ]);
    expect(posts[0]?.link).toBe('/blog/spring-open-evening/');
    const feed = await feedHtmlAtBuild();
    expect(feed.match(/<img /g)).toHaveLength(9);
    expect(feed).toContain('loading="lazy"');
    expect(feed).toContain('rel="noopener noreferrer"');
  });

  it('asks the blog over HTTP when BLOG_URL is set', async () => {
    const { latestPostsAtBuild, feedHtmlAtBuild } = await buildModule(blogOrigin);
    const posts = await latestPostsAtBuild(9);
    expect(posts).toHaveLength(9);
    expect(posts[0]?.link).toBe(`${blogOrigin}/blog/spring-open-evening/`);
    expect(await feedHtmlAtBuild()).toContain(`src="${blogOrigin}/wp-content/uploads/`);
  });

  it('builds without the blog when it is down: warns, and leaves the blocks empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { latestPostsAtBuild, feedHtmlAtBuild } = await buildModule('http://127.0.0.1:9');
    expect(await latestPostsAtBuild(3)).toEqual([]);
    expect(await feedHtmlAtBuild()).toBe('');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]?.[0]).toMatch(/could not be read at build time \(latest 3 posts\).*could not be reached/);
  });

  it('asks once per list size, however many pages use it', async () => {
    const { latestPostsAtBuild } = await buildModule(blogOrigin);
    const fetch = vi.spyOn(globalThis, 'fetch');
    await Promise.all([latestPostsAtBuild(3), latestPostsAtBuild(3), latestPostsAtBuild(9)]);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
