/**
 * Moves the page to a scroll position: over the promises’ 1000 ms, or at once when `immediate`. Two of them: `jumpTo`
 * here, and `glideTo` (smooth-scroll.ts), which needs GSAP or Lenis; this module needs neither, so that reduced
 * motion (start-reduced.ts) has hash links without loading them.
 */
export type ScrollToPosition = (top: number, immediate: boolean) => void;

/** Every move at once: reduced motion. */
export const jumpTo: ScrollToPosition = (top) => window.scrollTo({ top, behavior: 'instant' });

function scrollMarginTop(element: Element): number {
  return Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
}

/** Scrolls to an element (below its scroll margin) with `scrollTo`, and moves focus there. */
function scrollToElement(element: HTMLElement, scrollTo: ScrollToPosition, immediate = false): void {
  scrollTo(Math.max(0, element.getBoundingClientRect().top + window.scrollY - scrollMarginTop(element)), immediate);
  // Keyboard and screen-reader users continue from where the page went.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

function elementForHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Links to a section of this page, and a changed hash, scroll there with `scrollTo`. Returns the cleanup. */
export function scrollHashLinks(scrollTo: ScrollToPosition): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
    const url = new URL(link.href, window.location.href);
    if (
      url.origin !== window.location.origin ||
      url.pathname !== window.location.pathname ||
      url.search !== window.location.search
    )
      return;
    const element = elementForHash(url.hash);
    if (!element) return;
    event.preventDefault();
    if (url.hash !== window.location.hash) window.history.pushState(window.history.state, '', url.hash);
    // One frame later the overlay (if the link was in it) has closed and released the page.
    requestAnimationFrame(() => scrollToElement(element, scrollTo));
  };
  const onHashChange = () => {
    const element = elementForHash(window.location.hash);
    if (element) scrollToElement(element, scrollTo);
  };
  document.addEventListener('click', onClick, true);
  window.addEventListener('hashchange', onHashChange);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('hashchange', onHashChange);
  };
}

/** A page opened with a hash starts at its element, without the scroll animation. */
export function jumpToAddressHash(scrollTo: ScrollToPosition): void {
  const target = elementForHash(window.location.hash);
  if (target) requestAnimationFrame(() => scrollToElement(target, scrollTo, true));
}
