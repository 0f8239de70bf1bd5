import { useEffect, useRef, useState, type RefObject } from 'react';
import type { NewsPost, RestRoute } from '@/lib/wordpress';
import { announceLayoutChange } from '@/shared/layout-events';

const sameNews = (a: readonly NewsPost[], b: readonly NewsPost[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The latest `count` posts: the build's answer first, then the blog's answer on load.
 *
 * A well-formed answer wins, whatever it holds (fewer posts hide blocks, none hides them all). A
 * failed or malformed answer is logged and changes nothing: what the page shows is still the
 * blog's last good answer, taken at build time, or nothing if the build had none.
 */
export function useLatestNews(
  blogUrl: string,
  initial: readonly NewsPost[],
  count: number,
  where: RefObject<Element | null>,
  known: { route?: RestRoute; totalPages?: number; shown?: (post: NewsPost) => NewsPost } = {},
): { posts: readonly NewsPost[]; totalPages: number; route: RestRoute | undefined } {
  const [posts, setPosts] = useState(initial);
  const shape = known.shown;
  const [paging, setPaging] = useState({ totalPages: known.totalPages ?? 1, route: known.route });
  const buildRoute = known.route;
  useEffect(() => {
    let live = true;
    const stop = whenNear(where.current, () =>
      loadBlogModule().then((wp) =>
        // The build found where the blog's REST API answers (`/wp-json/` or `?rest_route=`): ask there.
        wp.fetchPostsPageInBrowser(blogUrl, count, 1, { route: buildRoute }).then(
          (fresh) => {
            if (!live) return;
            // What the blocks show of a post (the home page's show no excerpt, and are given none).
            const answer = shape ? fresh.posts.map(shape) : fresh.posts;
            setPosts((shown) => (sameNews(shown, answer) ? shown : answer));
            setPaging((shown) =>
              shown.totalPages === fresh.totalPages && shown.route === fresh.route
                ? shown
                : { totalPages: fresh.totalPages, route: fresh.route },
            );
          },
          (error: unknown) => wp.logBlogFailure(`latest ${count} posts`, error),
        ),
      ),
    );
    return () => {
      live = false;
      stop();
    };
  }, [blogUrl, count, where, buildRoute, shape]);
  useAnnounceChange(posts);
  return { posts, ...paging };
}

/**
 * Runs `start` once the block's section comes within a screen of the viewport (at once without
 * IntersectionObserver). The build already put the posts in the page, so asking the blog again (and
 * loading its ~35 KB of decoding and sanitising code) can wait until the block is about to be seen:
 * on a phone, the home page's news and feed are far below the fold. Returns a cancel function.
 */
export function whenNear(element: Element | null, start: () => void): () => void {
  // The section, not the block itself: a block the build left empty is `hidden`, and hidden boxes never intersect.
  // Nor does a box of `display: contents`, such as the island that wraps the block (<astro-island>): past those.
  let target = element?.parentElement ?? element;
  while (target && target !== element && getComputedStyle(target).display === 'contents') target = target.parentElement;
  target ??= element;
  if (!target || typeof IntersectionObserver !== 'function') {
    start();
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: '100% 0px' },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/**
 * The WordPress module (sanitising, the feed's shapes), loaded after hydration: it is only needed
 * once the blog answers, so it stays off the page's critical path.
 */
export function loadBlogModule(): Promise<typeof import('@/lib/wordpress')> {
  return import('@/lib/wordpress').catch((error: unknown) => {
    console.error(`[foyer] The blog could not be read: its code did not load (${String(error)})`);
    return new Promise<never>(() => {});
  });
}

/** After the first render, tells the motion feature whenever `value` changed the layout. */
export function useAnnounceChange(value: unknown): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    announceLayoutChange();
  }, [value]);
}
