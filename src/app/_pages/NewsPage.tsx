import type { Metadata } from 'next';
import { contentIn } from '@/content';
import { NewsGrid } from '@/features/news/NewsGrid';
import { dictionaryFor } from '@/i18n';
import { pageMetadata } from '@/shared/seo';
import { PageHeader } from '@/shared/ui/PageHeader';
import { SitePage } from '../_site/SiteDocument';

export function newsMetadata(tag: string): Metadata {
  const page = contentIn(tag).news;
  return pageMetadata({ tag, title: page.seo.title, description: page.seo.description, path: '/news' });
}

/** The news page in language `tag`. */
export function NewsPage({ tag }: { tag: string }) {
  const page = contentIn(tag).news;
  const language = tag;
  const dict = dictionaryFor(language);
  return (
    <SitePage tag={tag} path={'/news'}>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <section className="section section-tight" aria-labelledby="posts-title">
        <div className="wrap">
          {/* The cards' titles are h3 (promises §2): this keeps the heading levels in order. */}
          <h2 id="posts-title" className="visually-hidden">
            {dict.news.allPosts}
          </h2>
          <NewsGrid dict={dict} lang={language} />
        </div>
      </section>
    </SitePage>
  );
}
