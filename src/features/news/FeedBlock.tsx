import { useEffect, useRef, useState } from 'react';
import type { RestRoute } from '@/lib/wordpress';
import { feedColumns, picturesIn } from './feed-columns';
import { loadBlogModule, useAnnounceChange, whenNear } from './use-latest-news';

/**
 * `#ig_grid` (promises §5): the feed post's HTML, sanitised. The build's sanitised copy is shown
 * first; on load the blog is asked again and DOMPurify, loaded only now and only on this page,
 * sanitises the answer before it replaces the copy. A failed answer is logged and changes nothing.
 */
export function FeedBlock({
  blogUrl,
  postId,
  initialHtml,
  route,
  blogLanguage,
}: {
  /** The blog's address (BLOG_URL; empty: the local sample blog on this origin). */
  blogUrl: string;
  /** The feed post (FEED_POST_ID). */
  postId: number;
  initialHtml: string;
  route?: RestRoute;
  /** The blog's language where it is not the page's (blog-language.ts). */
  blogLanguage?: string;
}) {
  const [html, setHtml] = useState(initialHtml);
  const block = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    const id = postId;
    const stop = whenNear(block.current, () =>
      loadBlogModule().then((wp) =>
        Promise.all([wp.fetchPostContent(blogUrl, id, { route }), import('dompurify')]).then(
          ([raw, { default: purify }]) => {
            if (live) setHtml(wp.sanitiseFeedHtml(purify, raw));
          },
          (error: unknown) => wp.logBlogFailure(`feed post ${id}`, error),
        ),
      ),
    );
    return () => {
      live = false;
      stop();
    };
  }, [blogUrl, postId, route]);
  useAnnounceChange(html);
  // Columns that fill every row for this many pictures, at each width (globals.css reads them).
  const columns = feedColumns(picturesIn(html));
  // The HTML was sanitised by DOMPurify (at build time over jsdom, here in the browser) just above.
  return (
    <div
      ref={block}
      id="ig_grid"
      lang={blogLanguage}
      className="social-feed"
      data-phone-columns={columns.phone}
      data-tablet-columns={columns.tablet}
      data-wide-columns={columns.wide}
      hidden={html === ''}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
