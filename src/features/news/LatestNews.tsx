'use client';
import type { NewsPost } from '@/lib/wordpress';
import { useRef } from 'react';
import { useLatestNews } from './use-latest-news';

/** `#news1`–`#news3` (CONTRACT §2, §5); a block without a post is `hidden`. Titles are text nodes, never HTML. */
export function LatestNews({ initial }: { initial: readonly NewsPost[] }) {
  const blocks = useRef<HTMLDivElement>(null);
  const posts = useLatestNews(initial, 3, blocks);
  return (
    <div className="news-blocks" ref={blocks}>
      {[0, 1, 2].map((i) => {
        const post = posts[i];
        const id = `news${i + 1}`;
        return (
          <article key={id} id={id} className="news-block" hidden={!post}>
            <p className="tagline">{post && <time dateTime={post.isoDate}>{post.date}</time>}</p>
            <h3 id={`${id}-title`}>{post?.title}</h3>
            <a href={post?.link ?? '/news'} aria-describedby={`${id}-title`}>
              Read the post
            </a>
          </article>
        );
      })}
    </div>
  );
}
