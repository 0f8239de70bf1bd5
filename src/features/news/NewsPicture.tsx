import type { NewsImage } from '@/lib/wordpress';
import './news.css';

/**
 * A post's featured image (promises §9): the blog's sizes as `srcset`, its alt text, its width and
 * height (so the page keeps the picture's room while it loads), lazy. Every address was checked to be
 * http(s) or a path on this origin when the blog's answer was reshaped (`featuredImage`). A photo of the
 * venue's own posts also has WebP sizes, offered first (`<picture>`), as every photo of the site is.
 */
export function NewsPicture({ image, sizes }: { image: NewsImage; sizes: string }) {
  const img = (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading="lazy"
      decoding="async"
    />
  );
  if (!image.webpSrcSet) return img;
  return (
    <picture className="news-picture">
      <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />
      {img}
    </picture>
  );
}
