import { FIRST_SCREEN } from '@/shared/early/first-screen.mjs';
import { photoEntry } from './manifest.server';
import type { Candidate, PhotoEntry } from './types';
import './photos.css';

export interface PhotoProps {
  /** As content files name it: `photos/weaving-hall.jpg`. */
  src: string;
  /** What the photo shows; `""` only when the words beside it already say it. */
  alt: string;
  /** How wide the photo is shown, as for `<img sizes>`: the browser picks the file from it. */
  sizes: string;
  /** The page's main photo (its LCP): fetched at once, first. Everything else loads lazily. */
  priority?: boolean;
  /** When the photo has a portrait crop (the home hero's, integration/photos.mjs), its `sizes` on portrait screens. */
  portraitSizes?: string;
  className?: string;
}

const srcSet = (list: readonly Candidate[]) => list.map((c) => `${c.url} ${c.width}w`).join(', ');

/** Portrait screens (phones held upright) get the portrait crop when there is one. */
const PORTRAIT_MEDIA = '(max-aspect-ratio: 4/5)';

/**
 * A processed photo: WebP at several widths with a JPEG fallback, `width`/`height` so the box is reserved before
 * it loads, and the dominant colour painted behind it (an SVG fill, not a style attribute: the CSP allows none).
 */
export function Photo({ src, alt, sizes, priority = false, portraitSizes, className }: PhotoProps) {
  return (
    <>
      {/* Before the page's main photo: the photos below wait for the first screen (src/shared/early/first-screen.mjs). */}
      {priority ? <script dangerouslySetInnerHTML={{ __html: FIRST_SCREEN }} /> : null}
      <PhotoView
        entry={photoEntry(src)}
        alt={alt}
        sizes={sizes}
        priority={priority}
        portraitSizes={portraitSizes}
        className={className}
      />
    </>
  );
}

export function PhotoView({
  entry,
  alt,
  sizes,
  priority = false,
  portraitSizes,
  className,
}: Omit<PhotoProps, 'src'> & { entry: PhotoEntry }) {
  const { landscape, portrait } = entry;
  const fallback = landscape.jpeg.at(-1) ?? landscape.webp.at(-1);
  return (
    <span className={className ? `photo ${className}` : 'photo'}>
      <svg
        className="photo-placeholder"
        viewBox="0 0 1 1"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="1" height="1" fill={entry.colour} />
      </svg>
      <picture>
        {portrait && portraitSizes ? (
          <>
            <source
              media={PORTRAIT_MEDIA}
              type="image/webp"
              srcSet={srcSet(portrait.webp)}
              sizes={portraitSizes}
              width={portrait.width}
              height={portrait.height}
            />
            <source
              media={PORTRAIT_MEDIA}
              type="image/jpeg"
              srcSet={srcSet(portrait.jpeg)}
              sizes={portraitSizes}
              width={portrait.width}
              height={portrait.height}
            />
          </>
        ) : null}
        <source type="image/webp" srcSet={srcSet(landscape.webp)} sizes={sizes} />
        <img
          src={fallback?.url}
          srcSet={srcSet(landscape.jpeg)}
          sizes={sizes}
          width={landscape.width}
          height={landscape.height}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding={priority ? 'sync' : 'async'}
        />
      </picture>
    </span>
  );
}
