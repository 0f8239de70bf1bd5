import gsap from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { LAYOUT_CHANGED } from '@/shared/layout-events';
import { MOTION } from './constants';

/** What reveals animate, with how: `.fade-in` blocks and `article.card`s. */
const REVEALED = [
  { selector: '.fade-in', ...MOTION.fadeIn },
  { selector: 'article.card', ...MOTION.card },
] as const;

/** Every element a reveal may hide, for the focus guard. */
export const REVEALED_SELECTOR = REVEALED.map(({ selector }) => selector).join(', ');

/**
 * Fade-ins and rising cards (promises §6). Hides what is still below the fold and reveals it as it arrives; what is
 * already seen stays put. Content that arrives later (news cards, message boxes) is animated before it is ever
 * painted. `safe` is the contextSafe of the page's GSAP context (start.ts), so what later callbacks create is
 * reverted with the page. Returns the cleanup.
 */
export function revealOnScroll(safe: <T extends (...args: never[]) => unknown>(fn: T) => T): () => void {
  const reveal = safe((initial: boolean) => {
    const fresh = (selector: string) =>
      gsap.utils.toArray<HTMLElement>(selector).filter((element) => {
        if (element.dataset.motionSeen) return false;
        element.dataset.motionSeen = '1';
        return !(initial && element.getBoundingClientRect().top < window.innerHeight);
      });
    for (const { selector, start, rise, duration, stagger, ease } of REVEALED) {
      const elements = fresh(selector);
      if (!elements.length) continue;
      gsap.set(elements, { opacity: 0, y: rise });
      ScrollTrigger.batch(elements, {
        start,
        once: true,
        onEnter: (batch) => gsap.to(batch, { opacity: 1, y: 0, duration, stagger, ease, overwrite: true }),
      });
    }
  });
  reveal(true);

  const observer = new MutationObserver((records) => {
    if (records.some((record) => record.addedNodes.length > 0)) reveal(false);
  });
  const main = document.getElementById('main');
  if (main) observer.observe(main, { childList: true, subtree: true });
  const onLayoutChanged = () => reveal(false);
  window.addEventListener(LAYOUT_CHANGED, onLayoutChanged);

  return () => {
    observer.disconnect();
    window.removeEventListener(LAYOUT_CHANGED, onLayoutChanged);
  };
}
