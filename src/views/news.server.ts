/**
 * The venue's own news (its content folder's `news/`, promises §14) as the pages show it: the posts as the news
 * blocks and the news grid take them (`NewsPost`, the blog's shape), their photos from the photo step, a page per
 * post with its Markdown made HTML. Lives in views/ because it composes features (the news, the photos).
 */
import 'server-only';
import { settings } from '@/config/public-settings';
import { contentIn, languages } from '@/content';
import { photoOfMarkdown, type ContentNewsPost } from '@/content/news-posts';
import { photoEntry } from '@/features/photos/manifest.server';
import type { PhotoEntry } from '@/features/photos/types';
import { localPath } from '@/i18n/paths';
import { renderMarkdown, type MarkdownPicture } from '@/lib/markdown.server';
import type { NewsImage, NewsPost } from '@/lib/wordpress';
import { pageHead, type PageHead } from '@/shared/head';
import { newsPostPath } from '@/shared/routes';
import { langParam } from '@/views/routes.server';

/** The size a browser without `srcset` gets, as for a blog's pictures: the smallest that fills a card. */
const FALLBACK_MIN_WIDTH = 720;

/** A photo of the content folder as a post's picture: JPEG sizes, WebP sizes offered first, its proportions. */
export function photoAsNewsImage(entry: PhotoEntry, alt: string): NewsImage {
  const { jpeg, webp, width, height } = entry.landscape;
  const list = (sizes: readonly { url: string; width: number }[]) =>
    sizes.map((c) => `${c.url} ${c.width}w`).join(', ');
  const fallback = jpeg.find((c) => c.width >= FALLBACK_MIN_WIDTH) ?? jpeg.at(-1) ?? webp.at(-1)!;
  return { src: fallback.url, srcSet: list(jpeg), webpSrcSet: list(webp), width, height, alt };
}

/**
 * Posts on a page in language `tag` as the blocks and the grid show them: each links to its own page in that
 * language, and one not translated into it says so in `lang`.
 */
export function newsPostsAsShown(
  posts: readonly ContentNewsPost[],
  tag: string,
  {
    photo = photoEntry,
    venueLanguages = languages,
  }: { photo?: (src: string) => PhotoEntry; venueLanguages?: readonly string[] } = {},
): NewsPost[] {
  return posts.map((post, index) => ({
    id: index + 1,
    title: post.title,
    isoDate: post.date,
    link: localPath(newsPostPath(post.slug), tag, venueLanguages),
    excerpt: post.summary ?? '',
    image: post.photo ? photoAsNewsImage(photo(post.photo.src), post.photo.alt) : null,
    ...(post.language === tag ? {} : { lang: post.language }),
  }));
}

/** The venue's posts in language `tag`, newest first, as the blocks and the grid show them. */
export const contentNewsPosts = (tag: string): NewsPost[] => newsPostsAsShown(contentIn(tag).newsPosts ?? [], tag);

/** The feed's own photos (pages/home.yaml's `feed.photos`) in language `tag`, for a site without a blog (§14). */
export function contentFeedPhotos(
  tag: string,
  photo: (src: string) => PhotoEntry = photoEntry,
): { image: NewsImage; href?: string }[] {
  return (contentIn(tag).home.feed?.photos ?? []).map((item) => ({
    image: photoAsNewsImage(photo(item.src), item.alt),
    ...(item.href ? { href: localPath(item.href, tag, languages) } : {}),
  }));
}

/** The pages of the posts, one for each post in each language: `/news/<slug>`, `/fr/news/<slug>`. */
export const newsPostPaths = (): { params: { lang: string | undefined; slug: string } }[] =>
  languages.flatMap((tag) =>
    (contentIn(tag).newsPosts ?? []).map((post) => ({ params: { lang: langParam(tag), slug: post.slug } })),
  );

/** One post in language `tag` (translated, or in the default language). */
export function contentNewsPost(tag: string, slug: string): ContentNewsPost {
  const post = contentIn(tag).newsPosts?.find((candidate) => candidate.slug === slug);
  if (!post) throw new Error(`No post ${slug} in the content's news/`);
  return post;
}

/** How wide a picture of a post's Markdown is shown: the post's column (news.css, `.post`: 42rem). */
const POST_PICTURE_SIZES = '(min-width: 46rem) 42rem, 100vw';

/** A post's Markdown as the HTML of its page in language `tag`: its pictures from the photo step, its links local. */
export function postBodyHtml(
  post: ContentNewsPost,
  tag: string,
  photo: (src: string) => PhotoEntry = photoEntry,
): string {
  return renderMarkdown(post.body, {
    picture: (href): MarkdownPicture | null => {
      const src = photoOfMarkdown(href);
      if (src === null) return null;
      const image = photoAsNewsImage(photo(src), '');
      return {
        src: image.src,
        srcSet: image.srcSet,
        sizes: POST_PICTURE_SIZES,
        width: image.width,
        height: image.height,
      };
    },
    link: (href) => localPath(href, tag, languages),
  });
}

/** The largest JPEG of a post's photo, absolute: what search engines and shared links take. */
function largestJpeg(entry: PhotoEntry): { url: string; width: number; height: number } {
  const { jpeg, width, height } = entry.landscape;
  const largest = jpeg.at(-1)!;
  return { url: largest.url, width: largest.width, height: Math.round((largest.width * height) / width) };
}

/**
 * A post's page head: its title through the site's template, its summary (else the news page's description), its
 * addresses in every language, and its photo as the picture a shared link shows.
 */
export function newsPostHead(
  tag: string,
  post: ContentNewsPost,
  photo: (src: string) => PhotoEntry = photoEntry,
): PageHead {
  const head = pageHead({
    tag,
    title: post.title,
    description: post.summary ?? contentIn(tag).news.seo.description,
    path: newsPostPath(post.slug),
  });
  if (!post.photo) return head;
  const image = { ...largestJpeg(photo(post.photo.src)), alt: post.photo.alt };
  return {
    ...head,
    openGraph: { ...head.openGraph, images: [image] },
    twitter: { ...head.twitter, image: image.url },
  };
}

/** The post as schema.org's `BlogPosting`, for its page's JSON-LD. */
export function blogPosting(tag: string, post: ContentNewsPost, photo: (src: string) => PhotoEntry = photoEntry) {
  const { site } = contentIn(tag);
  const url = `${settings.siteUrl}${localPath(newsPostPath(post.slug), tag, languages)}`;
  const venue = { '@type': 'Organization', name: site.name, url: settings.siteUrl || '/' };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    datePublished: post.date,
    inLanguage: post.language,
    url,
    mainEntityOfPage: url,
    ...(post.summary ? { description: post.summary } : {}),
    ...(post.photo ? { image: `${settings.siteUrl}${largestJpeg(photo(post.photo.src)).url}` } : {}),
    author: venue,
    publisher: venue,
  };
}
