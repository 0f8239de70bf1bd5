import { contentIn, wordsFor } from '@/content';
import { photoEntry } from '@/features/photos/manifest.server';
import { Photo } from '@/features/photos/Photo';
import type { ViewerPhoto, ViewerWords } from '@/features/photos/GalleryViewer';
import { GALLERY_LARGE_SIZES, GALLERY_THUMB_SIZES } from '@/features/photos/sizes';
import { PageHeader } from '@/shared/ui/PageHeader';
import type { ReactNode } from 'react';

const srcSet = (list: readonly { url: string; width: number }[]) => list.map((c) => `${c.url} ${c.width}w`).join(', ');

/** What the gallery's dialog (GalleryViewer, an island that wakes on first use) is given in language `tag`. */
export function galleryViewerProps(tag: string): { photos: ViewerPhoto[]; sizes: string; words: ViewerWords } {
  const page = contentIn(tag).gallery;
  const photos: ViewerPhoto[] = page.photos.map((item) => {
    const { landscape } = photoEntry(item.src);
    return {
      alt: item.alt,
      caption: item.caption,
      webp: srcSet(landscape.webp),
      jpeg: srcSet(landscape.jpeg),
      fallback: landscape.jpeg.at(-1)?.url ?? '',
      width: landscape.width,
      height: landscape.height,
    };
  });
  return { photos, sizes: GALLERY_LARGE_SIZES, words: wordsFor(tag).gallery };
}

/** The grid: links to the large files, so that it works before (and without) the dialog's script. */
export function GalleryGrid({ tag }: { tag: string }) {
  const page = contentIn(tag).gallery;
  return (
    <ul className="gallery-grid">
      {page.photos.map((item, index) => (
        <li key={item.src}>
          <a
            className="gallery-thumb"
            href={photoEntry(item.src).landscape.webp.at(-1)?.url}
            data-gallery-index={index}
            aria-haspopup="dialog"
          >
            <Photo src={item.src} alt={item.alt} sizes={GALLERY_THUMB_SIZES} className="photo-cover" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The gallery in language `tag`; `viewer` is the dialog's island with the grid inside it. */
export function GalleryPage({ tag, viewer }: { tag: string; viewer?: ReactNode }) {
  const page = contentIn(tag).gallery;
  return (
    <>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <section className="section" aria-label={page.header.title}>
        <div className="wrap">{viewer}</div>
      </section>
    </>
  );
}
