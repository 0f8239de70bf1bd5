import type { NewsPost, RestRoute } from '@/lib/wordpress';
import { relFor } from '@/shared/rel';
import { useEffect, useRef, useState, type Ref } from 'react';
import { NewsPicture } from './NewsPicture';
import { dateOf, type DatesSaid } from './post-dates';
import { loadBlogModule, useAnnounceChange, useLatestNews } from './use-latest-news';
import './news.css';

/** Three columns at 1280 px, one on a phone: the width each card's picture is drawn at. */
const CARD_PICTURE_SIZES = '(min-width: 72rem) 24rem, (min-width: 42rem) 45vw, 100vw';

type Older = {
  phase: 'idle' | 'loading' | 'failed';
  posts: readonly NewsPost[];
  page: number;
  totalPages: number | null;
};

/**
 * The news page's `.news-grid` of `article.card`s (promises §2). Card markup, which the design styles:
 *   article.card > .card-media? > img  +  .card-body > p.tagline (date) + h3 > a[href] (title) + p.card-excerpt?
 * Older posts (the blog's next pages, `X-WP-TotalPages`) load on demand below the latest.
 */
export function NewsCards({
  blogUrl,
  initial,
  initialDates = {},
  count,
  totalPages: builtTotalPages,
  route: builtRoute,
  language,
  blogLanguage,
  words,
}: {
  /** The blog's address (BLOG_URL; empty: the local sample blog on this origin). */
  blogUrl: string;
  initial: readonly NewsPost[];
  /** The initial posts' dates, said by the build (post-dates.ts). */
  initialDates?: DatesSaid;
  count: number;
  totalPages?: number;
  route?: RestRoute;
  /** The page's language (a BCP 47 tag): the dates are said in its long form. */
  language: string;
  /** The blog's language where it is not the page's (blog-language.ts): the cards hold its posts. */
  blogLanguage?: string;
  /** The older posts' button and its status, in that language. */
  words: { showOlder: string; loadingOlder: string; olderFailed: string };
}) {
  const grid = useRef<HTMLDivElement>(null);
  const latest = useLatestNews(blogUrl, initial, count, grid, { route: builtRoute, totalPages: builtTotalPages });
  const [older, setOlder] = useState<Older>({ phase: 'idle', posts: [], page: 1, totalPages: null });
  const firstNew = useRef<number | null>(null);
  const totalPages = older.totalPages ?? latest.totalPages;
  const shown = dropRepeats([...latest.posts, ...older.posts]);

  useAnnounceChange(older.posts);
  // Keyboard and screen-reader visitors land on the first of the posts they asked for.
  useEffect(() => {
    if (firstNew.current === null) return;
    grid.current?.querySelectorAll<HTMLAnchorElement>('article.card h3 a')[firstNew.current]?.focus();
    firstNew.current = null;
  }, [older.posts]);

  const loadOlder = () => {
    if (older.phase === 'loading') return;
    const page = older.page + 1;
    setOlder((o) => ({ ...o, phase: 'loading' }));
    void loadBlogModule().then((wp) =>
      wp.fetchPostsPageInBrowser(blogUrl, count, page, { route: latest.route }).then(
        (answer) => {
          // The first new card's place: after every card shown now (repeats of shown posts are dropped).
          const fresh = answer.posts.filter((p) => !shown.some((q) => q.id === p.id));
          firstNew.current = fresh.length > 0 ? shown.length : null;
          setOlder((o) => ({
            phase: 'idle',
            posts: [...o.posts, ...answer.posts],
            page,
            totalPages: answer.totalPages,
          }));
        },
        (error: unknown) => {
          wp.logBlogFailure(`posts, page ${page}`, error);
          setOlder((o) => ({ ...o, phase: 'failed' }));
        },
      ),
    );
  };

  const more = older.page < totalPages;
  return (
    <>
      <NewsGrid ref={grid} posts={shown} dates={initialDates} language={language} blogLanguage={blogLanguage} />
      {more || older.phase === 'failed' ? (
        <div className="news-more">
          <button
            type="button"
            className="button button-quiet"
            onClick={loadOlder}
            disabled={older.phase === 'loading'}
          >
            {older.phase === 'loading' ? words.loadingOlder : words.showOlder}
          </button>
          <p className="news-more-status" role="status">
            {older.phase === 'failed' ? words.olderFailed : ''}
          </p>
        </div>
      ) : null}
    </>
  );
}

/** A post published while the visitor reads moves the pages by one: the same post must not show twice. */
function dropRepeats(posts: readonly NewsPost[]): NewsPost[] {
  const seen = new Set<number>();
  return posts.filter((post) => !seen.has(post.id) && seen.add(post.id));
}

/**
 * The `.news-grid` of `article.card`s as HTML: the blog's island (NewsCards) and, with no island at all, the venue's
 * own posts (promises §14) both show them so.
 */
export function NewsGrid({
  posts,
  dates = {},
  language,
  blogLanguage,
  ref,
}: {
  posts: readonly NewsPost[];
  /** The posts' dates, said by the build (post-dates.ts). */
  dates?: DatesSaid;
  /** The page's language (a BCP 47 tag): the dates are said in its long form. */
  language: string;
  /** The blog's language where it is not the page's: the cards hold its posts. */
  blogLanguage?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="news-grid" ref={ref}>
      {posts.map((post) => {
        // The language of the post's words where it is not the page's: the blog's, or an untranslated post's.
        const postLanguage = post.lang ?? blogLanguage;
        return (
          <article key={post.id} className="card" lang={postLanguage}>
            {post.image ? (
              <div className="card-media">
                <NewsPicture image={post.image} sizes={CARD_PICTURE_SIZES} />
              </div>
            ) : null}
            <div className="card-body">
              {/* The date is the page's words, in a card of the blog's. */}
              <p className="tagline" lang={postLanguage && language}>
                <time dateTime={post.isoDate}>{dateOf(post, language, dates)}</time>
              </p>
              <h3>
                <a href={post.link} rel={relFor(post.link)}>
                  {post.title}
                </a>
              </h3>
              {post.excerpt && <p className="card-excerpt">{post.excerpt}</p>}
            </div>
          </article>
        );
      })}
    </div>
  );
}
