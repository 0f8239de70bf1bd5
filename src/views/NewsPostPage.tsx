import { contentIn, languages } from '@/content';
import { NEWS_PATH } from '@/shared/routes';
import { Photo } from '@/features/photos/Photo';
import { formatLongDate } from '@/i18n/format';
import { localPath } from '@/i18n/paths';
import { jsonLd } from '@/shared/json-ld';
import { PageHeader } from '@/shared/ui/PageHeader';
import { blogPosting, contentNewsPost, postBodyHtml } from '@/views/news.server';
import '@/features/news/post.css';
import './news-post.css';

/** The post's photo fills the post's column (news.css, `.post`: 42rem) in a 3:2 frame. */
const POST_PHOTO_SIZES = '(min-width: 46rem) 42rem, 100vw';

/**
 * One post of the venue's own news (promises §14) in language `tag`: its title, date, photo and words, made at build
 * (no script). A post not written in the page's language is shown as written, marked with its `lang`; the date and
 * the way back are the page's words.
 */
export function NewsPostPage({ tag, slug }: { tag: string; slug: string }) {
  const here = contentIn(tag);
  const post = contentNewsPost(tag, slug);
  const written = post.language === tag ? undefined : post.language;
  return (
    <>
      <PageHeader eyebrow={here.news.header.eyebrow} title={post.title} lede={post.summary} lang={written} />
      <article className="section section-tight" aria-label={post.title} lang={written}>
        <div className="wrap post">
          <p className="tagline post-meta" lang={written && tag}>
            <time dateTime={post.date}>{formatLongDate(post.date, tag)}</time>
          </p>
          {post.photo ? (
            <div className="post-photo">
              <Photo src={post.photo.src} alt={post.photo.alt} sizes={POST_PHOTO_SIZES} className="photo-cover" />
            </div>
          ) : null}
          {/* Made from the post's Markdown and sanitised at build (src/lib/markdown.server.ts). */}
          <div className="post-body" dangerouslySetInnerHTML={{ __html: postBodyHtml(post, tag) }} />
          <p className="post-back" lang={written && tag}>
            <a className="link-arrow" href={localPath(NEWS_PATH, tag, languages)}>
              {here.home.news.more.label}
            </a>
          </p>
        </div>
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(blogPosting(tag, post)) }} />
    </>
  );
}
