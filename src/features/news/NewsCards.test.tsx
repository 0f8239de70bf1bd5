// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsPost, RestRoute } from '@/lib/wordpress';
import { NewsCards } from './NewsCards';
import { en } from '@/i18n/en';

/** The news grid's refresh and older pages, with the blog faked at the browser's fetch. */
const built: NewsPost[] = [1, 2].map((n) => ({
  id: n,
  title: `Built ${n}`,
  isoDate: `2026-03-0${n}`,
  link: `https://blog.example/built-${n}/`,
  excerpt: '',
  image: null,
}));

const wpPost = (id: number) => ({
  id,
  date: '2026-04-01T10:00:00',
  link: `https://blog.example/p-${id}/`,
  title: { rendered: `Post ${id}` },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The grid of two built posts from the blog at blog.example, in English. */
const renderCards = (paging: { totalPages: number; route?: RestRoute }) =>
  render(
    <NewsCards blogUrl="https://blog.example" language="en-US" words={en.news} initial={built} count={2} {...paging} />,
  );

describe('NewsCards', () => {
  it('asks where the build found the blog’s REST API (?rest_route=), then its next page on demand', async () => {
    const fetch = vi.fn(async (url: string) => {
      const page = new URL(url, 'http://x').searchParams.get('page') ?? '1';
      const ids = page === '1' ? [1, 2] : [3];
      return Response.json(ids.map(wpPost), { headers: { 'X-WP-TotalPages': '2' } });
    });
    vi.stubGlobal('fetch', fetch);
    const { container } = renderCards({ totalPages: 2, route: 'rest_route' });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(String(fetch.mock.calls[0]![0])).toMatch(
      /^https:\/\/blog\.example\/\?rest_route=\/wp\/v2\/posts&per_page=2&/,
    );
    await waitFor(() => expect(screen.getByText('Post 1')).toBeInTheDocument());

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show older posts' }));
    await waitFor(() => expect(container.querySelectorAll('article.card')).toHaveLength(3));
    expect(String(fetch.mock.calls[1]![0])).toMatch(
      /^https:\/\/blog\.example\/\?rest_route=\/wp\/v2\/posts&per_page=2&page=2&/,
    );
    expect(document.activeElement?.textContent).toBe('Post 3');
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
  });

  it('offers no older posts when the blog has one page', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    renderCards({ totalPages: 1 });
    expect(screen.queryByRole('button', { name: 'Show older posts' })).toBeNull();
  });
});
