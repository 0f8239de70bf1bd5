// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewsPost } from '@/lib/wordpress';
import { LAYOUT_CHANGED } from '@/shared/layout-events';
import { LatestNews } from './LatestNews';
import { datesSaid } from './post-dates';
import { en } from '@/i18n/en';

const built: NewsPost[] = [1, 2, 3].map((n) => ({
  id: n,
  title: `Built ${n}`,
  isoDate: `2026-03-0${n}`,
  link: `https://blog.example/built-${n}/`,
  excerpt: '',
  image: null,
}));

const wpPost = (n: number) => ({
  id: 100 + n,
  date: `2026-04-0${n}T23:45:00`,
  link: `https://blog.example/fresh-${n}/`,
  title: { rendered: `Fresh &#8220;${n}&#8221;` },
});

/** The blog, faked at the network boundary: the browser's fetch. */
function blogAnswers(respond: () => Promise<Response>) {
  const fetch = vi.fn(respond);
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const blocks = (container: HTMLElement) => [1, 2, 3].map((n) => container.querySelector<HTMLElement>(`#news${n}`)!);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LatestNews', () => {
  it('shows the build-time posts at once, then the blog’s answer, hiding blocks it has no post for', async () => {
    blogAnswers(async () => Response.json([wpPost(1), wpPost(2)]));
    const changed = vi.fn();
    window.addEventListener(LAYOUT_CHANGED, changed);
    const { container } = render(
      <LatestNews blogUrl="https://blog.example" language="en-US" readPost={en.news.readPost} initial={built} />,
    );
    expect(blocks(container).map((b) => b.hidden)).toEqual([false, false, false]);
    expect(screen.getByText('Built 1')).toBeInTheDocument();

    await waitFor(() => expect(blocks(container)[2]?.hidden).toBe(true));
    const [one, two] = blocks(container);
    expect(one?.querySelector('h3')?.textContent).toBe('Fresh “1”');
    expect(one?.querySelector('.tagline')?.textContent).toBe('April 1, 2026');
    expect(one?.querySelector('a')?.getAttribute('href')).toBe('https://blog.example/fresh-1/');
    expect(two?.hidden).toBe(false);
    // Announced from an effect after the commit, which may run after the DOM that waitFor saw.
    await waitFor(() => expect(changed).toHaveBeenCalled());
    window.removeEventListener(LAYOUT_CHANGED, changed);
  });

  it('takes over the built dates in the words the build said them, and says only the dates of posts it adds', async () => {
    blogAnswers(async () => Response.json([wpPost(1), wpPost(2)]));
    // Words no browser would write, so that what is shown can only come from the build.
    const builtDates = { ...datesSaid(built, 'en-US'), '2026-03-01': 'the first of March' };
    const { container } = render(
      <LatestNews
        blogUrl="https://blog.example"
        language="en-US"
        readPost={en.news.readPost}
        initial={built}
        initialDates={builtDates}
      />,
    );
    const dates = () => blocks(container).map((b) => b.querySelector('.tagline')?.textContent);
    expect(dates()).toEqual(['the first of March', 'March 2, 2026', 'March 3, 2026']);

    await waitFor(() => expect(blocks(container)[2]?.hidden).toBe(true));
    expect(dates().slice(0, 2)).toEqual(['April 1, 2026', 'April 2, 2026']);
  });

  it('marks the blocks with the blog’s language where it is not the page’s, and the page’s words with the page’s', () => {
    blogAnswers(() => new Promise(() => {}));
    const { container } = render(
      <LatestNews
        blogUrl="https://blog.example"
        language="fr"
        blogLanguage="en-GB"
        readPost="Lire l’article"
        initial={built}
      />,
    );
    const [one] = blocks(container);
    expect(one?.lang).toBe('en-GB');
    expect(one?.querySelector('.tagline')?.getAttribute('lang')).toBe('fr');
    expect(one?.querySelector('.tagline')?.textContent).toBe('1 mars 2026');
    expect(screen.getAllByText('Lire l’article')[0]?.getAttribute('lang')).toBe('fr');
    cleanup();
    const same = render(
      <LatestNews blogUrl="https://blog.example" language="en-GB" readPost={en.news.readPost} initial={built} />,
    );
    expect(same.container.querySelectorAll('[lang]')).toHaveLength(0);
  });

  it('fills the blocks in the browser when the build had no posts', async () => {
    blogAnswers(async () => Response.json([wpPost(1), wpPost(2), wpPost(3)]));
    const { container } = render(
      <LatestNews blogUrl="https://blog.example" language="en-US" readPost={en.news.readPost} initial={[]} />,
    );
    expect(blocks(container).map((b) => b.hidden)).toEqual([true, true, true]);
    await waitFor(() => expect(blocks(container).map((b) => b.hidden)).toEqual([false, false, false]));
    expect(blocks(container).map((b) => b.querySelector('h3')?.textContent)).toEqual([
      'Fresh “1”',
      'Fresh “2”',
      'Fresh “3”',
    ]);
  });

  it('keeps the build-time posts and logs once when the blog fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    blogAnswers(async () => new Response('oops', { status: 500 }));
    const { container } = render(
      <LatestNews blogUrl="https://blog.example" language="en-US" readPost={en.news.readPost} initial={built} />,
    );
    // This blog's message alone: under load, another test file's late message (files share a worker) may land here.
    const said = () => error.mock.calls.map(([message]) => String(message)).filter((m) => m.includes('blog.example'));
    await waitFor(() => expect(said()).toHaveLength(1));
    expect(said()[0]).toMatch(/The blog could not be read \(latest 3 posts\): .* answered 500/);
    expect(blocks(container).map((b) => b.querySelector('h3')?.textContent)).toEqual(['Built 1', 'Built 2', 'Built 3']);
  });

  it('shows nothing when the build had no posts and the blog answers malformed JSON', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    blogAnswers(async () => new Response('[{"id":', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const { container } = render(
      <LatestNews blogUrl="https://blog.example" language="en-US" readPost={en.news.readPost} initial={[]} />,
    );
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(blocks(container).map((b) => b.hidden)).toEqual([true, true, true]);
  });
});
