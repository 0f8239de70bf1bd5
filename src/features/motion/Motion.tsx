'use client';

import { useEffect, useState, type ComponentType } from 'react';
import { breakpoints } from '@/config/breakpoints';

/** Signs that the visitor has started to use the page: motion is only seen from here on. */
const FIRST_USE = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Loads the motion feature (GSAP, ScrollTrigger, and Lenis where wanted: ~48 KB gzipped) off the first load.
 * Desktops load it as soon as the browser is idle; phones and tablets on first use (a scroll, a touch, a key),
 * which keeps it out of the phone's initial JavaScript. `MotionProvider` leaves what is already in view as it
 * is, so loading it late hides nothing the visitor has seen.
 */
export function Motion() {
  const [Provider, setProvider] = useState<ComponentType | null>(null);

  useEffect(() => {
    let started = false;
    let cancelIdle = () => {};
    const stopWaiting = () => {
      FIRST_USE.forEach((type) => window.removeEventListener(type, load));
      cancelIdle();
    };
    function load() {
      if (started) return;
      started = true;
      stopWaiting();
      import('./MotionProvider').then(
        (module) => setProvider(() => module.MotionProvider),
        (error: unknown) => console.error(`[foyer] Motion could not load: ${String(error)}`),
      );
    }
    FIRST_USE.forEach((type) => window.addEventListener(type, load, { passive: true }));
    const desktop = window.matchMedia(`(min-width: ${breakpoints.tablet}px) and (pointer: fine)`).matches;
    if (desktop || window.scrollY > 0 || window.location.hash.length > 1) {
      // Safari has no requestIdleCallback.
      if (typeof window.requestIdleCallback === 'function') {
        const id = window.requestIdleCallback(load, { timeout: 1500 });
        cancelIdle = () => window.cancelIdleCallback(id);
      } else {
        const id = setTimeout(load, 200);
        cancelIdle = () => clearTimeout(id);
      }
    }
    return stopWaiting;
  }, []);

  return Provider ? <Provider /> : null;
}
