import gsap from 'gsap';
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
 * Fade-ins and rising cards (promises §6). Hides what is still below the fold and reveals it as its top reaches its
 * line (80 % of the viewport's height for fade-ins), or at once if the visitor has gone past it (a jump to a hash);
 * what is already seen stays put. Content that arrives later (news cards, message boxes) is animated before it is
 * ever painted. The browser says when each arrives (an IntersectionObserver per kind): nothing is measured on
 * scroll, and nothing runs while the page is still. `safe` is the contextSafe of the page's GSAP context (start.ts),
 * so what later callbacks create is reverted with the page. Returns the cleanup.
 */
export function revealOnScroll(safe: <T extends (...args: never[]) => unknown>(fn: T) => T): () => void {
  const kinds = REVEALED.map(({ line, rise, duration, stagger, ease, selector }) => {
    const observer = new IntersectionObserver(
      safe((entries: IntersectionObserverEntry[]) => {
        // One callback per frame holds all that arrived in it: they rise one after another.
        const arrived = entries
          .filter((entry) => entry.isIntersecting || entry.boundingClientRect.bottom <= (entry.rootBounds?.top ?? 0))
          .map((entry) => entry.target);
        if (!arrived.length) return;
        arrived.forEach((element) => observer.unobserve(element));
        gsap.to(arrived, { opacity: 1, y: 0, duration, stagger, ease, overwrite: true });
      }),
      { rootMargin: `0px 0px ${line - 100}% 0px` },
    );
    return { selector, rise, observer };
  });

  const reveal = safe((initial: boolean) => {
    for (const { selector, rise, observer } of kinds) {
      const fresh = gsap.utils.toArray<HTMLElement>(selector).filter((element) => {
        if (element.dataset.motionSeen) return false;
        element.dataset.motionSeen = '1';
        return !(initial && element.getBoundingClientRect().top < window.innerHeight);
      });
      if (!fresh.length) continue;
      gsap.set(fresh, { opacity: 0, y: rise });
      fresh.forEach((element) => observer.observe(element));
    }
  });
  reveal(true);

  const mutations = new MutationObserver((records) => {
    if (records.some((record) => record.addedNodes.length > 0)) reveal(false);
  });
  const main = document.getElementById('main');
  if (main) mutations.observe(main, { childList: true, subtree: true });
  const onLayoutChanged = () => reveal(false);
  window.addEventListener(LAYOUT_CHANGED, onLayoutChanged);

  return () => {
    mutations.disconnect();
    kinds.forEach(({ observer }) => observer.disconnect());
    window.removeEventListener(LAYOUT_CHANGED, onLayoutChanged);
  };
}
