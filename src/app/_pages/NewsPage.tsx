import { contentIn } from '@/content';
import { dictionaryFor } from '@/i18n';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { ReactNode } from 'react';

/** The news page in language `tag`; `cards` is the island of its posts (NewsCards), from its .astro file. */
export function NewsPage({ tag, cards }: { tag: string; cards?: ReactNode }) {
  const page = contentIn(tag).news;
  const language = tag;
  const dict = dictionaryFor(language);
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <section className="section section-tight" aria-labelledby="posts-title">
        <div className="wrap">
          {/* The cards' titles are h3 (promises §2): this keeps the heading levels in order. */}
          <h2 id="posts-title" className="visually-hidden">
            {dict.news.allPosts}
          </h2>
          {cards}
        </div>
      </section>
    </>
  );
}
