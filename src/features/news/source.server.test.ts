import { describe, expect, it, vi } from 'vitest';
import { hasNews, newsSource, newsSourceFor } from './source.server';

vi.mock('server-only', () => ({}));

describe('where the news comes from', () => {
  it('is the blog whenever BLOG_URL is set, even beside a news/ folder', () => {
    for (const newsFolder of [true, false])
      for (const production of [true, false])
        expect(newsSourceFor({ blogUrl: 'https://blog.example', newsFolder, production })).toBe('blog');
  });

  it('is the content folder without BLOG_URL when it has news/, for deployment or not', () => {
    expect(newsSourceFor({ blogUrl: '', newsFolder: true, production: true })).toBe('content');
    expect(newsSourceFor({ blogUrl: '', newsFolder: true, production: false })).toBe('content');
  });

  it('is the sample blog in local mode without either, and nothing at all in a build for deployment', () => {
    expect(newsSourceFor({ blogUrl: '', newsFolder: false, production: false })).toBe('blog');
    expect(newsSourceFor({ blogUrl: '', newsFolder: false, production: true })).toBe('none');
  });

  it('is the sample blog for the demo venue in the unit tests (local mode, no news/)', () => {
    expect(newsSource).toBe('blog');
    expect(hasNews).toBe(true);
  });
});
