'use client';

import { useGSAP } from '@gsap/react';
import gsap from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import type Lenis from 'lenis';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { breakpoints } from '@/config/site';
import { LAYOUT_CHANGED } from '@/shared/layout-events';
import { MOTION } from './constants';
import { logoScrolledThreshold, scrollToEasing, smoothScrollingOn } from './decisions';

gsap.registerPlugin(ScrollTrigger, useGSAP);

/** The one Lenis instance of the page, when desktop smooth scrolling is on. */
let lenis: Lenis | null = null;

const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

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

function scrollMarginTop(element: Element): number {
  return Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
}

/** Scrolls to an element over 1000 ms with the contract's easing (instantly with reduced motion). */
function scrollToElement(element: HTMLElement, immediate = false): void {
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - scrollMarginTop(element));
  const instant = immediate || reducedMotion();
  if (lenis) {
    lenis.scrollTo(target, { duration: MOTION.scrollTo.durationMs / 1000, easing: scrollToEasing, immediate: instant, force: true });
  } else if (instant) {
    window.scrollTo({ top: target, behavior: 'instant' });
  } else {
    const position = { y: window.scrollY };
    gsap.to(position, {
      y: target,
      duration: MOTION.scrollTo.durationMs / 1000,
      ease: scrollToEasing,
      overwrite: true,
      onUpdate: () => window.scrollTo({ top: position.y, behavior: 'instant' }),
    });
  }
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

/**
 * Scroll motion for the whole site (CONTRACT §6): Lenis driven by GSAP's ticker on desktop, the logo's
 * classes and shrink, fade-ins, rising cards, parallax, hash scrolling. Mounted once in the layout.
 * `<html data-motion="on|reduced">` and `data-smooth-scroll="on|off"` say what it decided.
 */
export function MotionProvider() {
  const pathname = usePathname();

  // Once per visit: the frame loop, Lenis (loaded only when wanted), hash links, the overlay's scroll lock.
  useEffect(() => {
    const root = document.documentElement;
    let cancelled = false;
    const raf = (time: number) => lenis?.raf(time * 1000);

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
      lenis.on('scroll', ScrollTrigger.update);
      gsap.ticker.add(raf);
      gsap.ticker.lagSmoothing(0);
      if (document.body.classList.contains('nav-open')) lenis.stop();
      root.dataset.smoothScroll = 'on';
    };
    const stopLenis = () => {
      gsap.ticker.remove(raf);
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
    const motionQuery = window.matchMedia('(prefers-reduced-motion: reduce)');
    tablet.addEventListener('change', decide);
    motionQuery.addEventListener('change', decide);
    window.addEventListener(LAYOUT_CHANGED, decide);

    // The overlay stops the page behind it: Lenis must stop too, or wheel events would still move it.
    const bodyObserver = new MutationObserver(() => {
      if (document.body.classList.contains('nav-open')) lenis?.stop();
      else lenis?.start();
    });
    bodyObserver.observe(document.body, { attributes: true, attributeFilter: ['class'] });

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href*="#"]');
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || url.pathname !== window.location.pathname || url.search !== window.location.search) return;
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
      cancelled = true;
      tablet.removeEventListener('change', decide);
      motionQuery.removeEventListener('change', decide);
      window.removeEventListener(LAYOUT_CHANGED, decide);
      bodyObserver.disconnect();
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('hashchange', onHashChange);
      stopLenis();
    };
  }, []);

  // Per page: ScrollTriggers and reveals, reverted by useGSAP when the page changes.
  useGSAP(
    (_context, contextSafe) => {
      const safe = contextSafe!;
      const root = document.documentElement;
      const reduced = reducedMotion();
      root.dataset.motion = reduced ? 'reduced' : 'on';
      const logo = document.querySelector<HTMLElement>('.site-header .logo');
      const hero = document.querySelector<HTMLElement>('section.hero');
      const cleanups: (() => void)[] = [];

      if (logo) {
        let threshold = logoScrolledThreshold(getComputedStyle(logo).display);
        const markScrolled = () => logo.classList.toggle('scrolled', window.scrollY > threshold);
        const remeasure = () => {
          threshold = logoScrolledThreshold(getComputedStyle(logo).display);
          markScrolled();
        };
        markScrolled();
        window.addEventListener('scroll', markScrolled, { passive: true });
        window.addEventListener('resize', remeasure);
        cleanups.push(() => {
          window.removeEventListener('scroll', markScrolled);
          window.removeEventListener('resize', remeasure);
          logo.classList.remove('scrolled', 'light');
        });

        // `.light` while any dark section is behind the middle of the logo's top band.
        const darkTriggers: ScrollTrigger[] = [];
        const markLight = () => logo.classList.toggle('light', darkTriggers.some((t) => t.isActive));
        for (const section of gsap.utils.toArray<HTMLElement>('.dark-section')) {
          darkTriggers.push(
            ScrollTrigger.create({
              trigger: section,
              start: () => `top ${logoLine(logo)}px`,
              end: () => `bottom ${logoLine(logo)}px`,
              onToggle: markLight,
            }),
          );
        }
        markLight();

        if (hero && !reduced) {
          gsap.fromTo(
            logo,
            { width: '100%' },
            {
              width: `${MOTION.logoEndWidthPercent}%`,
              ease: 'none',
              scrollTrigger: { trigger: hero, start: 'top top', end: 'bottom top', scrub: true },
            },
          );
        }
      }

      if (!reduced) {
        gsap.utils.toArray<HTMLElement>('.parallax').forEach((image) => {
          const half = MOTION.parallaxPercent / 2;
          gsap.fromTo(
            image,
            { yPercent: -half },
            {
              yPercent: half,
              ease: 'none',
              scrollTrigger: { trigger: image.parentElement ?? image, start: 'top bottom', end: 'bottom top', scrub: true },
            },
          );
        });
      }

      /** Hides what is still below the fold and reveals it as it arrives; what is already seen stays put. */
      const reveal = safe((initial: boolean) => {
        if (reduced) return;
        const fresh = (selector: string) =>
          gsap.utils.toArray<HTMLElement>(selector).filter((element) => {
            if (element.dataset.motionSeen) return false;
            element.dataset.motionSeen = '1';
            return !(initial && element.getBoundingClientRect().top < window.innerHeight);
          });
        const fades = fresh('.fade-in');
        if (fades.length) {
          gsap.set(fades, { opacity: 0, y: 16 });
          ScrollTrigger.batch(fades, {
            start: MOTION.fadeIn.start,
            once: true,
            onEnter: (batch) =>
              gsap.to(batch, { opacity: 1, y: 0, duration: MOTION.fadeIn.duration, stagger: MOTION.fadeIn.stagger, ease: 'power2.out', overwrite: true }),
          });
        }
        const cards = fresh('article.card');
        if (cards.length) {
          gsap.set(cards, { opacity: 0, y: MOTION.card.rise });
          ScrollTrigger.batch(cards, {
            start: 'top 95%',
            once: true,
            onEnter: (batch) =>
              gsap.to(batch, { opacity: 1, y: 0, duration: MOTION.card.duration, stagger: MOTION.card.stagger, ease: 'power2.out', overwrite: true }),
          });
        }
      });
      reveal(true);

      // Content that arrives later (news cards, message boxes): animate it before it is ever painted.
      const observer = new MutationObserver((records) => {
        if (records.some((record) => record.addedNodes.length > 0)) reveal(false);
      });
      const main = document.getElementById('main');
      if (main) observer.observe(main, { childList: true, subtree: true });
      cleanups.push(() => observer.disconnect());

      // Focus must never land on something invisible.
      const onFocusIn = (event: FocusEvent) => {
        const hidden = (event.target as Element | null)?.closest?.('.fade-in, article.card');
        if (hidden instanceof HTMLElement && Number(getComputedStyle(hidden).opacity) < 1) gsap.to(hidden, { opacity: 1, y: 0, duration: 0.2, overwrite: true });
      };
      document.addEventListener('focusin', onFocusIn);
      cleanups.push(() => document.removeEventListener('focusin', onFocusIn));

      let refreshFrame = 0;
      const onLayoutChanged = () => {
        reveal(false);
        cancelAnimationFrame(refreshFrame);
        refreshFrame = requestAnimationFrame(() => ScrollTrigger.refresh());
      };
      window.addEventListener(LAYOUT_CHANGED, onLayoutChanged);
      cleanups.push(() => window.removeEventListener(LAYOUT_CHANGED, onLayoutChanged));

      // Fonts and late images move things: measure again once the page has settled.
      let refreshTimer = 0;
      const scheduleRefresh = () => {
        refreshTimer = window.setTimeout(() => ScrollTrigger.refresh(), MOTION.refreshAfterLoadMs);
      };
      if (document.readyState === 'complete') scheduleRefresh();
      else window.addEventListener('load', scheduleRefresh, { once: true });
      cleanups.push(() => {
        window.clearTimeout(refreshTimer);
        window.removeEventListener('load', scheduleRefresh);
      });

      const hashTarget = elementForHash(window.location.hash);
      if (hashTarget) requestAnimationFrame(() => scrollToElement(hashTarget, true));

      return () => cleanups.forEach((cleanup) => cleanup());
    },
    { dependencies: [pathname], revertOnUpdate: true },
  );

  return null;
}

/** The line, from the top of the viewport, where the logo sits: a dark section crossing it lights the logo. */
function logoLine(logo: HTMLElement): number {
  const box = logo.getBoundingClientRect();
  return Math.round(box.top + Math.min(box.height, 48) / 2);
}
