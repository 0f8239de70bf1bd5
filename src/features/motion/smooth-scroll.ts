import gsap from 'gsap';
import type Lenis from 'lenis';
import { breakpoints } from '@/config/breakpoints';
import { LAYOUT_CHANGED } from '@/shared/layout-events';
import { MOTION } from './constants';
import { scrollToEasing, smoothScrollingOn } from './decisions';
import type { ScrollToPosition } from './hash-links';
import { REDUCED_MOTION_QUERY, reducedMotion } from './media';

/** The one Lenis instance of the page, when desktop smooth scrolling is on. */
let lenis: Lenis | null = null;

/** The running Lenis, if smooth scrolling is on: scrolling and the nav lock go through it. */
export const currentLenis = (): Lenis | null => lenis;

/** Lets Lenis run on GSAP's ticker until its scroll has come to rest (set while Lenis runs). */
let wakeLenis = () => {};

/**
 * Scrolls to a position over 1000 ms with the promises’ easing (instantly with reduced motion), through Lenis when
 * it runs: hash links on a page with motion.
 */
export const glideTo: ScrollToPosition = (top, immediate) => {
  const instant = immediate || reducedMotion();
  const seconds = MOTION.scrollTo.durationMs / 1000;
  if (lenis) {
    wakeLenis();
    lenis.scrollTo(top, { duration: seconds, easing: scrollToEasing, immediate: instant, force: true });
  } else if (instant) {
    window.scrollTo({ top, behavior: 'instant' });
  } else {
    const position = { y: window.scrollY };
    gsap.to(position, {
      y: top,
      duration: seconds,
      ease: scrollToEasing,
      overwrite: true,
      onUpdate: () => window.scrollTo({ top: position.y, behavior: 'instant' }),
    });
  }
};

function smoothScrollingWanted(): boolean {
  const nav = navigator as Navigator & { userAgentData?: { mobile?: boolean } };
  return smoothScrollingOn({
    userAgent: nav.userAgent,
    uaDataMobile: nav.userAgentData?.mobile,
    maxTouchPoints: nav.maxTouchPoints,
    viewportWidth: window.innerWidth,
    tabletBreakpoint: breakpoints.tablet,
    hasBodyScroll: document.querySelector('.body-scroll') !== null,
    reducedMotion: reducedMotion(),
  });
}

/**
 * Lenis driven by GSAP's ticker, on desktops only (promises §6), loaded only when wanted and decided again when the
 * window crosses the tablet breakpoint, the motion preference changes or the layout changes.
 * `<html data-smooth-scroll="on|off">` says what it decided. Returns the cleanup.
 *
 * Lenis is on the ticker only from a wheel (or a scroll asked of it) until its scroll comes to rest: a page at rest
 * asks for no frames, so the ticker sleeps and a laptop's page costs nothing while it is read. Lenis is given a
 * clock that stops while it sleeps, so the first frame after a rest moves it by one frame, not by the rest.
 */
export function startSmoothScrolling(): () => void {
  const root = document.documentElement;
  let cancelled = false;
  let awake = false;
  let woken = false;
  let last = 0;
  let clock = 0;
  let stillFrames = 0;
  const raf = (seconds: number) => {
    const now = seconds * 1000;
    clock += woken ? 1000 / 60 : now - last;
    woken = false;
    last = now;
    if (!lenis) return;
    lenis.raf(clock);
    // At rest for a few frames (not between two wheel events): off the ticker until the next wheel.
    stillFrames = lenis.isScrolling ? 0 : stillFrames + 1;
    if (stillFrames > 3) sleep();
  };
  const sleep = () => {
    awake = false;
    gsap.ticker.remove(raf);
  };
  wakeLenis = () => {
    stillFrames = 0;
    if (awake || !lenis) return;
    awake = woken = true;
    gsap.ticker.add(raf);
  };
  const onWheel = () => wakeLenis();

  const startLenis = async () => {
    let LenisClass: typeof import('lenis').default;
    try {
      ({ default: LenisClass } = await import('lenis'));
    } catch (error) {
      // The network dropped while it loaded: the page scrolls natively, which is all a visitor needs; the next
      // decision (a resize, a layout change) tries again. A warning, not an error: nothing is broken.
      console.warn(`[foyer] Smooth scrolling could not load, scrolling natively: ${String(error)}`);
      if (!cancelled && !lenis) root.dataset.smoothScroll = 'off';
      return;
    }
    if (cancelled || lenis) return;
    lenis = new LenisClass({ autoRaf: false });
    gsap.ticker.lagSmoothing(0);
    // A wheel is what sets Lenis moving: it goes on the ticker for it.
    window.addEventListener('wheel', onWheel, { passive: true, capture: true });
    wakeLenis();
    // Started while the menu is open: it starts stopped, as the nav lock would have made it.
    if (document.body.classList.contains('nav-open')) lenis.stop();
    root.dataset.smoothScroll = 'on';
  };
  const stopLenis = () => {
    sleep();
    window.removeEventListener('wheel', onWheel, { capture: true });
    lenis?.destroy();
    lenis = null;
    root.dataset.smoothScroll = 'off';
  };
  const decide = () => {
    if (smoothScrollingWanted()) {
      if (!lenis) void startLenis();
    } else if (lenis || root.dataset.smoothScroll !== 'off') {
      stopLenis();
    }
  };

  decide();
  const tablet = window.matchMedia(`(min-width: ${breakpoints.tablet}px)`);
  const motionQuery = window.matchMedia(REDUCED_MOTION_QUERY);
  tablet.addEventListener('change', decide);
  motionQuery.addEventListener('change', decide);
  window.addEventListener(LAYOUT_CHANGED, decide);

  return () => {
    cancelled = true;
    tablet.removeEventListener('change', decide);
    motionQuery.removeEventListener('change', decide);
    window.removeEventListener(LAYOUT_CHANGED, decide);
    stopLenis();
  };
}
