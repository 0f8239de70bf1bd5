'use client';

import { useGSAP } from '@gsap/react';
import gsap from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { showWhatGetsFocus } from './focus-guard';
import { jumpToAddressHash, scrollHashLinks } from './hash-links';
import { markLogo, shrinkLogoOverHero } from './logo';
import { reducedMotion } from './media';
import { lockScrollingUnderNav } from './nav-lock';
import { parallaxImages } from './parallax';
import { refreshPositions } from './refresh';
import { revealOnScroll } from './reveals';
import { startSmoothScrolling } from './smooth-scroll';

gsap.registerPlugin(ScrollTrigger, useGSAP);

/**
 * Scroll motion for the whole site (promises §6), one module per behaviour; mounted once in the layout (through
 * Motion.tsx). `<html data-motion="on|reduced">` and `data-smooth-scroll="on|off"` say what it decided.
 */
export function MotionProvider() {
  const pathname = usePathname();

  // Once per visit: smooth scrolling, the overlay's scroll lock, hash links.
  useEffect(() => {
    const cleanups = [startSmoothScrolling(), lockScrollingUnderNav(), scrollHashLinks()];
    return () => cleanups.forEach((cleanup) => cleanup());
  }, []);

  // Per page: ScrollTriggers and reveals, reverted by useGSAP when the page changes.
  useGSAP(
    (_context, contextSafe) => {
      const reduced = reducedMotion();
      document.documentElement.dataset.motion = reduced ? 'reduced' : 'on';
      const logo = document.querySelector<HTMLElement>('.site-header .logo');
      const hero = document.querySelector<HTMLElement>('section.hero');
      const cleanups: (() => void)[] = [];

      if (logo) {
        cleanups.push(markLogo(logo));
        if (hero && !reduced) shrinkLogoOverHero(logo, hero);
      }
      if (!reduced) {
        parallaxImages();
        cleanups.push(revealOnScroll(contextSafe!));
      }
      cleanups.push(showWhatGetsFocus(), refreshPositions());
      jumpToAddressHash();

      return () => cleanups.forEach((cleanup) => cleanup());
    },
    { dependencies: [pathname], revertOnUpdate: true },
  );

  return null;
}
