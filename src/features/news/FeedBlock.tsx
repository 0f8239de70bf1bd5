import { useEffect } from 'react';
import type { NewsImage, RestRoute } from '@/lib/wordpress';
import { announceLayoutChange } from '@/shared/layout-events';
import { relFor } from '@/shared/rel';
import { feedColumns, picturesIn } from './feed-columns';
import { NewsPicture } from './NewsPicture';
import { loadBlogModule, whenNear } from './use-latest-news';
import './feed.css';

/** The feed block's id (promises §5). */
const FEED_ID = 'ig_grid';

/** Columns that fill every row for the pictures of `html`, at each width (./feed.css reads them). */
function columnAttributes(html: string) {
  const columns = feedColumns(picturesIn(html));
  return {
    'data-phone-columns': columns.phone,
    'data-tablet-columns': columns.tablet,
    'data-wide-columns': columns.wide,
  };
}

/**
 * `#ig_grid` (promises §5) as the build writes it: the feed post's HTML, sanitised by DOMPurify over jsdom at build
 * time. Plain HTML, no island: its copy is written into the page once (an island's props would write it a second
 * time), and FeedRefresh replaces it in the browser.
 */
export function FeedGrid({ html, blogLanguage }: { html: string; blogLanguage?: string }) {
  return (
    <div
      id={FEED_ID}
      lang={blogLanguage}
      className="social-feed"
      {...columnAttributes(html)}
      hidden={html === ''}
      // Sanitised at build (src/lib/wordpress.server.ts), as FeedRefresh sanitises the blog's answer.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/**
 * The feed block's island: near the block, the blog is asked again for the feed post, and DOMPurify, loaded only now
 * and only on this page, sanitises the answer before it replaces the build's copy in `#ig_grid`. A failed answer is
 * logged and changes nothing. It shows nothing of its own.
 */
export function FeedRefresh({
  blogUrl,
  postId,
  route,
}: {
  /** The blog's address (BLOG_URL; empty: the local sample blog on this origin). */
  blogUrl: string;
  /** The feed post (FEED_POST_ID). */
  postId: number;
  route?: RestRoute;
}) {
  useEffect(() => {
    const grid = document.getElementById(FEED_ID);
    if (!grid) return;
    let live = true;
    const id = postId;
    const stop = whenNear(grid, () =>
      loadBlogModule().then((wp) =>
        Promise.all([wp.fetchPostContent(blogUrl, id, { route }), import('dompurify')]).then(
          ([raw, { default: purify }]) => {
            if (!live) return;
            const html = wp.sanitiseFeedHtml(purify, raw);
            if (html === grid.innerHTML) return;
            // Sanitised just above, as the build's copy was.
            grid.innerHTML = html;
            for (const [name, value] of Object.entries(columnAttributes(html))) grid.setAttribute(name, String(value));
            grid.hidden = html === '';
            announceLayoutChange();
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
  return null;
}

/** Up to six columns of at most 18rem on a wide screen (./feed.css, #ig_grid), three on a tablet, two on a phone. */
const FEED_PHOTO_SIZES = '(min-width: 64rem) 18rem, (min-width: 40rem) 33vw, 50vw';

/**
 * `#ig_grid` filled by the venue's own photos (pages/home.yaml's `feed.photos`) where the site has no blog (promises
 * §14): the same grid as a blog's feed, with rows that come out even, each photo a figure, linked where it says so.
 */
export function FeedPhotos({ photos }: { photos: readonly { image: NewsImage; href?: string }[] }) {
  const columns = feedColumns(photos.length);
  return (
    <div
      id={FEED_ID}
      className="social-feed"
      data-phone-columns={columns.phone}
      data-tablet-columns={columns.tablet}
      data-wide-columns={columns.wide}
    >
      {photos.map(({ image, href }, index) => (
        <figure key={`${image.src}-${index}`}>
          {href ? (
            <a href={href} rel={relFor(href)}>
              <NewsPicture image={image} sizes={FEED_PHOTO_SIZES} />
            </a>
          ) : (
            <NewsPicture image={image} sizes={FEED_PHOTO_SIZES} />
          )}
        </figure>
      ))}
    </div>
  );
}
