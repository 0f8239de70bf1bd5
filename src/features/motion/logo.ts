import { LAYOUT_CHANGED } from '@/shared/layout-events';
import { MOTION } from './constants';
import { logoScrolledThreshold, overDarkSection } from './decisions';

/** The line, from the top of the viewport, where the logo sits: a dark section crossing it lights the logo. */
function logoLine(logo: HTMLElement): number {
  const box = logo.getBoundingClientRect();
  return Math.round(box.top + Math.min(box.height, MOTION.logoBandPx) / 2);
}

/**
 * The logo's classes (promises §6): `.scrolled` past the threshold its display decides, measured again on resize;
 * `.light` while any dark section is behind it. The header's backdrop and colour follow them, under reduced motion
 * too, so this is plain DOM: start-reduced.ts runs it without GSAP. Returns the cleanup, which leaves the logo as
 * the HTML had it.
 */
export function markLogo(logo: HTMLElement): () => void {
  const darkSections = Array.from(document.querySelectorAll<HTMLElement>('.dark-section'));
  let threshold = logoScrolledThreshold(getComputedStyle(logo).display);
  const mark = () => {
    // Every position is read before a class is written: a scroll forces no layout.
    const light = overDarkSection(
      logoLine(logo),
      darkSections.map((section) => section.getBoundingClientRect()),
    );
    logo.classList.toggle('scrolled', window.scrollY > threshold);
    logo.classList.toggle('light', light);
  };
  const remeasure = () => {
    threshold = logoScrolledThreshold(getComputedStyle(logo).display);
    mark();
  };
  mark();
  window.addEventListener('scroll', mark, { passive: true });
  window.addEventListener('resize', remeasure);
  // A section that grew or moved without a scroll (a toggle opening, posts arriving).
  window.addEventListener(LAYOUT_CHANGED, mark);

  return () => {
    window.removeEventListener('scroll', mark);
    window.removeEventListener('resize', remeasure);
    window.removeEventListener(LAYOUT_CHANGED, mark);
    logo.classList.remove('scrolled', 'light');
  };
}
