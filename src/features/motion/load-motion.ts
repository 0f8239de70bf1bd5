import { breakpoints } from '@/config/breakpoints';
import { FIRST_USE_EVENTS as FIRST_USE, FIRST_USE_MARK } from '@/shared/early/motion-entry.mjs';
import { reducedMotion } from './media';

export interface MotionFacts {
  reducedMotion: boolean;
  /** A wide screen with a fine pointer. */
  desktop: boolean;
  /** The page is already scrolled (a reload, the back button). */
  scrolled: boolean;
  /** The address has a hash to scroll to. */
  hash: boolean;
}

export interface MotionPlan {
  /** `full`: start.ts, with GSAP and (where wanted) Lenis. `reduced`: start-reduced.ts, with neither. */
  motion: 'full' | 'reduced';
  /** `idle`: once the browser is idle (or on first use, if sooner). `first-use`: on a scroll, a touch or a key. */
  when: 'idle' | 'first-use';
}

/**
 * Which motion a page gets, and when. Desktops start when idle; phones and tablets on first use, which keeps the
 * motion code out of the phone's initial JavaScript; a page that opens scrolled or on a hash at once, as the visitor
 * is already somewhere in it.
 */
export function motionPlan(facts: MotionFacts): MotionPlan {
  return {
    motion: facts.reducedMotion ? 'reduced' : 'full',
    when: facts.desktop || facts.scrolled || facts.hash ? 'idle' : 'first-use',
  };
}

/**
 * Loads the motion feature off the first load (GSAP, and Lenis where wanted: ~34 KB gzipped; ScrollTrigger too, ~18 KB
 * more, only where the browser cannot link animations to scrolling itself), at the time `motionPlan` gives. start.ts leaves what is already in view as it is, so loading late hides nothing the
 * visitor has seen. Under reduced motion the small start-reduced.ts is loaded instead, and none of those libraries.
 */
export function loadMotionWhenUsed(): void {
  const plan = motionPlan({
    reducedMotion: reducedMotion(),
    desktop: window.matchMedia(`(min-width: ${breakpoints.tablet}px) and (pointer: fine)`).matches,
    scrolled: window.scrollY > 0,
    hash: window.location.hash.length > 1,
  });
  let started = false;
  let cancelIdle = () => {};
  function load() {
    if (started) return;
    started = true;
    FIRST_USE.forEach((type) => window.removeEventListener(type, load));
    cancelIdle();
    // Two literal import()s: the bundler makes each its own chunk, and only the one chosen is fetched.
    const motion =
      plan.motion === 'reduced'
        ? import('./start-reduced').then((module) => module.startReducedMotion)
        : import('./start').then((module) => module.startMotion);
    motion.then(
      (start) => start(),
      (error: unknown) => console.error(`[foyer] Motion could not load: ${String(error)}`),
    );
  }
  FIRST_USE.forEach((type) => window.addEventListener(type, load, { passive: true }));
  // Used already, while this module was on its way (the early script marked it): that was the first use.
  if (document.documentElement.hasAttribute(FIRST_USE_MARK)) return load();
  if (plan.when === 'idle') {
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(load, { timeout: 1500 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(load, 200);
      cancelIdle = () => clearTimeout(id);
    }
  }
}
