import { useCallback, useEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { fill } from '@/i18n/fill';
import { arrowStep, isRightToLeft } from '@/shared/direction';

/** The viewer's words in the page's language (src/i18n: `gallery`). */
export interface ViewerWords {
  viewer: string;
  /** "{index} / {count}" */
  position: string;
  close: string;
  previous: string;
  next: string;
  previousPhoto: string;
  nextPhoto: string;
}

/** One photo as the dialog shows it: srcsets already written by the server (empty for a drawing: `fallback` alone). */
export interface ViewerPhoto {
  alt: string;
  caption?: string;
  webp: string;
  jpeg: string;
  fallback: string;
  width: number;
  height: number;
}

/** A horizontal move of at least this many CSS pixels, more sideways than down, is a swipe. */
const SWIPE_PX = 40;

/**
 * The gallery's dialog. The grid (children) is server-rendered links to the large files, so it works before
 * this hydrates; once it has, activating a link opens the photo here instead. A native modal <dialog> gives the
 * focus trap, Escape and the top layer (no layout shift); we add moving between photos by arrow keys, buttons and
 * swipes, the "3 / 12" announcement, and focus back on the link that opened it.
 */
export function GalleryViewer({
  photos,
  sizes,
  words,
  children,
}: {
  photos: readonly ViewerPhoto[];
  sizes: string;
  words: ViewerWords;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const [index, setIndex] = useState<number | null>(null);
  const count = photos.length;

  const move = useCallback((step: number) => setIndex((i) => (i === null ? i : (i + step + count) % count)), [count]);

  useEffect(() => {
    const element = dialog.current;
    if (index !== null && element && !element.open) element.showModal();
  }, [index]);

  function onGridClick(event: MouseEvent<HTMLDivElement>) {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[data-gallery-index]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    opener.current = link;
    setIndex(Number(link.dataset.galleryIndex));
  }

  function onClose() {
    setIndex(null);
    opener.current?.focus();
  }

  // On, the way the page reads (promises §19): the right arrow left to right, the left arrow right to left.
  function onKeyDown(event: React.KeyboardEvent<HTMLDialogElement>) {
    const step = arrowStep(event.key, event.currentTarget);
    if (step === 0) return;
    move(step);
    event.preventDefault();
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    swipe.current = { x: event.clientX, y: event.clientY };
  }

  function onPointerUp(event: PointerEvent<HTMLDivElement>) {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A swipe towards the line's start brings the next photo, from its end.
    const towardsStart = isRightToLeft(event.currentTarget) ? dx > 0 : dx < 0;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) move(towardsStart ? 1 : -1);
  }

  const photo = index === null ? null : photos[index];
  return (
    <div onClick={onGridClick}>
      {children}
      <dialog ref={dialog} className="gallery-dialog" aria-label={words.viewer} onClose={onClose} onKeyDown={onKeyDown}>
        {photo && index !== null ? (
          <>
            <div className="gallery-bar">
              <p className="gallery-count" aria-live="polite" aria-atomic="true">
                {fill(words.position, { index: index + 1, count })}
              </p>
              <button type="button" className="gallery-close" onClick={() => dialog.current?.close()} autoFocus>
                {words.close}
              </button>
            </div>
            <div
              className="gallery-stage"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (swipe.current = null)}
            >
              <figure>
                <picture key={index}>
                  {/* A drawing (an SVG floor plan) has one file and no srcsets. */}
                  {photo.webp ? <source type="image/webp" srcSet={photo.webp} sizes={sizes} /> : null}
                  <img
                    src={photo.fallback}
                    srcSet={photo.jpeg || undefined}
                    sizes={photo.jpeg ? sizes : undefined}
                    width={photo.width}
                    height={photo.height}
                    alt={photo.alt}
                    draggable={false}
                  />
                </picture>
                {/* A new caption per photo, not new text in the old one: centred text whose words change moves
                    sideways, which Chromium counts as a layout shift once the tap that caused it is 500 ms old. Its key
                    differs from the picture's: the two are siblings. */}
                {photo.caption ? <figcaption key={`caption-${index}`}>{photo.caption}</figcaption> : null}
              </figure>
            </div>
            <div className="gallery-nav">
              <button
                type="button"
                className="gallery-previous"
                onClick={() => move(-1)}
                aria-label={words.previousPhoto}
              >
                {words.previous}
              </button>
              <button type="button" className="gallery-next" onClick={() => move(1)} aria-label={words.nextPhoto}>
                {words.next}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </div>
  );
}
