'use client';
import { useEffect, useRef, useState } from 'react';
import { settings } from '@/config/site';
import type { NewsPost } from '@/lib/wordpress';
import { announceLayoutChange } from '@/shared/layout-events';

const sameNews = (a: readonly NewsPost[], b: readonly NewsPost[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The latest `count` posts: the build's answer first, then the blog's answer on load.
 *
 * A well-formed answer wins, whatever it holds (fewer posts hide blocks, none hides them all). A
 * failed or malformed answer is logged and changes nothing: what the page shows is still the
 * blog's last good answer, taken at build time, or nothing if the build had none.
 */
export function useLatestNews(initial: readonly NewsPost[], count: number): readonly NewsPost[] {
  const [posts, setPosts] = useState(initial);
  useEffect(() => {
    let live = true;
    loadBlogModule().then((wp) =>
      wp.fetchLatestPosts(settings.blogUrl, count).then(
        (fresh) => {
          if (live) setPosts((shown) => (sameNews(shown, fresh) ? shown : fresh));
        },
        (error: unknown) => wp.logBlogFailure(`latest ${count} posts`, error),
      ),
    );
    return () => {
      live = false;
    };
  }, [count]);
  useAnnounceChange(posts);
  return posts;
}

/**
 * The WordPress module, loaded after hydration: its entity table (~20 KB gzipped) is only needed
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
