import type { Metadata } from 'next';
import { contentIn } from '@/content';
import { photoEntry } from '@/features/photos/manifest.server';
import { Photo } from '@/features/photos/Photo';
import { GalleryViewer, type ViewerPhoto } from '@/features/photos/GalleryViewer';
import { GALLERY_LARGE_SIZES, GALLERY_THUMB_SIZES } from '@/features/photos/sizes';
import { dictionaryFor } from '@/i18n';
import { pageMetadata } from '@/shared/seo';
import { PageHeader } from '@/shared/ui/PageHeader';
import { SitePage } from '../_site/SiteDocument';

export function galleryMetadata(tag: string): Metadata {
  const page = contentIn(tag).gallery;
  return pageMetadata({ tag, title: page.seo.title, description: page.seo.description, path: '/gallery' });
}

const srcSet = (list: readonly { url: string; width: number }[]) => list.map((c) => `${c.url} ${c.width}w`).join(', ');

/** The gallery in language `tag`. */
export function GalleryPage({ tag }: { tag: string }) {
  const page = contentIn(tag).gallery;
  const dict = dictionaryFor(tag);
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
  return (
    <SitePage tag={tag} path={'/gallery'}>
      <PageHeader eyebrow={page.header.eyebrow} title={page.header.title} lede={page.header.lede} />
      <section className="section" aria-label={page.header.title}>
        <div className="wrap">
          <GalleryViewer photos={photos} sizes={GALLERY_LARGE_SIZES} words={dict.gallery}>
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
          </GalleryViewer>
        </div>
      </section>
    </SitePage>
  );
}
