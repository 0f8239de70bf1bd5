import type { Metadata } from 'next';
import { content } from '@/content';
import { NewsGrid } from '@/features/news/NewsGrid';
import { dictionaryFor } from '@/i18n';
import { pageMetadata } from '@/shared/seo';
import { PageHeader } from '@/shared/ui/PageHeader';

const page = content.news;

export const metadata: Metadata = pageMetadata({
  title: page.seo.title,
  description: page.seo.description,
  path: '/news',
});

export default function NewsPage() {
  const { language } = content.site;
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
          <NewsGrid dict={dict} lang={language} />
        </div>
      </section>
    </>
  );
}
