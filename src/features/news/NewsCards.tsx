'use client';
import type { NewsPost } from '@/lib/wordpress';
import { useRef } from 'react';
import { useLatestNews } from './use-latest-news';

/**
 * The news page's `.news-grid` of `article.card`s (CONTRACT §2). Card markup, which the design styles:
 *   article.card > .card-body > p.tagline (date) + h3 > a[href] (title) + p.card-excerpt?
 */
export function NewsCards({ initial, count }: { initial: readonly NewsPost[]; count: number }) {
  const grid = useRef<HTMLDivElement>(null);
  const posts = useLatestNews(initial, count, grid);
  return (
    <div className="news-grid" ref={grid}>
      {posts.map((post) => (
        <article key={post.id} className="card">
          <div className="card-body">
            <p className="tagline">
              <time dateTime={post.isoDate}>{post.date}</time>
            </p>
            <h3>
              <a href={post.link}>{post.title}</a>
            </h3>
            {post.excerpt && <p className="card-excerpt">{post.excerpt}</p>}
          </div>
        </article>
      ))}
    </div>
  );
}
