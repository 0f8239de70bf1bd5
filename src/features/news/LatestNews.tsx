import type { NewsPost, RestRoute } from '@/lib/wordpress';
import { relFor } from '@/shared/rel';
import { useRef, type Ref } from 'react';
import { NewsPicture } from './NewsPicture';
import { dateOf, type DatesSaid } from './post-dates';
import { useLatestNews } from './use-latest-news';
import './news.css';

/** A post as a block shows it: no excerpt (nor is one written into the page for the block's island). */
export const withoutExcerpt = (post: NewsPost): NewsPost => ({ ...post, excerpt: '' });

/** `#news1`–`#news3` (promises §2, §5), refreshed from the blog in the browser: the island of a venue with a blog. */
export function LatestNews({
  blogUrl,
  initial,
  initialDates = {},
  route,
  language,
  blogLanguage,
  readPost,
}: {
  /** The blog's address (BLOG_URL; empty: the local sample blog on this origin). */
  blogUrl: string;
  initial: readonly NewsPost[];
  /** The initial posts' dates, said by the build (post-dates.ts). */
  initialDates?: DatesSaid;
  route?: RestRoute;
  /** The page's language (a BCP 47 tag): the dates are said in its long form. */
  language: string;
  /** The blog's language where it is not the page's (blog-language.ts): the blocks hold its posts. */
  blogLanguage?: string;
  /** The link's words in that language. */
  readPost: string;
}) {
  const blocks = useRef<HTMLDivElement>(null);
  const { posts } = useLatestNews(blogUrl, initial, 3, blocks, { route, shown: withoutExcerpt });
  return (
    <NewsBlocks
      ref={blocks}
      posts={posts}
      dates={initialDates}
      language={language}
      blogLanguage={blogLanguage}
      readPost={readPost}
    />
  );
}

/**
 * `#news1`–`#news3` as HTML: a block without a post is `hidden`; titles are text nodes, never HTML. The blog's island
 * (LatestNews) and, with no island at all, the venue's own posts (promises §14) both show them so.
 */
export function NewsBlocks({
  posts,
  dates = {},
  language,
  blogLanguage,
  readPost,
  newsHref = '/news',
  ref,
}: {
  posts: readonly NewsPost[];
  /** The posts' dates, said by the build (post-dates.ts). */
  dates?: DatesSaid;
  /** The page's language (a BCP 47 tag): the dates are said in its long form. */
  language: string;
  /** The blog's language where it is not the page's: the blocks hold its posts. */
  blogLanguage?: string;
  readPost: string;
  /** Where a block without a post links (it is hidden): the news page in the page's language. */
  newsHref?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  return (
    <div className="news-blocks" ref={ref}>
      {[0, 1, 2].map((i) => {
        const post = posts[i];
        const id = `news${i + 1}`;
        // The language of the post's words where it is not the page's: the blog's, or an untranslated post's.
        const postLanguage = post?.lang ?? blogLanguage;
        return (
          <article
            key={id}
            id={id}
            className={post?.image ? 'news-block has-picture' : 'news-block'}
            hidden={!post}
            lang={postLanguage}
          >
            {/* The date and the link are the page's words, in a block of the blog's. */}
            <p className="tagline" lang={postLanguage && language}>
              {post && <time dateTime={post.isoDate}>{dateOf(post, language, dates)}</time>}
            </p>
            <h3 id={`${id}-title`}>{post?.title}</h3>
            <a
              href={post?.link ?? newsHref}
              rel={post ? relFor(post.link) : undefined}
              aria-describedby={`${id}-title`}
              lang={postLanguage && language}
            >
              {readPost}
            </a>
            {/* Last in reading order, first on screen (CSS `order`): the title and date come first to a screen reader. */}
            {post?.image ? (
              <div className="news-block-media">
                <NewsPicture
                  image={post.image}
                  sizes="(min-width: 72rem) 22rem, (min-width: 48rem) 30vw, calc(100vw - 2rem)"
                />
              </div>
            ) : null}
          </article>
        );
      })}
    </div>
  );
}
