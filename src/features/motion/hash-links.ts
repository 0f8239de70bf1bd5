import gsap from 'gsap';
import { MOTION } from './constants';
import { scrollToEasing } from './decisions';
import { reducedMotion } from './media';
import { currentLenis } from './smooth-scroll';

function scrollMarginTop(element: Element): number {
  return Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
}

/** Scrolls to an element over 1000 ms with the contract's easing (instantly with reduced motion). */
export function scrollToElement(element: HTMLElement, immediate = false): void {
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - scrollMarginTop(element));
  const instant = immediate || reducedMotion();
  const seconds = MOTION.scrollTo.durationMs / 1000;
  const lenis = currentLenis();
  if (lenis) {
    lenis.scrollTo(target, { duration: seconds, easing: scrollToEasing, immediate: instant, force: true });
  } else if (instant) {
    window.scrollTo({ top: target, behavior: 'instant' });
  } else {
    const position = { y: window.scrollY };
    gsap.to(position, {
      y: target,
      duration: seconds,
      ease: scrollToEasing,
      overwrite: true,
      onUpdate: () => window.scrollTo({ top: position.y, behavior: 'instant' }),
    });
  }
  // Keyboard and screen-reader users continue from where the page went.
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

export function elementForHash(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

/** Links to a section of this page, and a changed hash, scroll there with the site's easing. Returns the cleanup. */
export function scrollHashLinks(): () => void {
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
    requestAnimationFrame(() => scrollToElement(element));
  };
  const onHashChange = () => {
    const element = elementForHash(window.location.hash);
    if (element) scrollToElement(element);
  };
  document.addEventListener('click', onClick, true);
  window.addEventListener('hashchange', onHashChange);
  return () => {
    document.removeEventListener('click', onClick, true);
    window.removeEventListener('hashchange', onHashChange);
  };
}

/** A page opened with a hash starts at its element, without the scroll animation. */
export function jumpToAddressHash(): void {
  const target = elementForHash(window.location.hash);
  if (target) requestAnimationFrame(() => scrollToElement(target, true));
}
