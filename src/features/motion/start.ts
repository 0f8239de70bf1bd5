import gsap from 'gsap';
import { showWhatGetsFocus } from './focus-guard';
import { jumpToAddressHash, scrollHashLinks } from './hash-links';
import { markLogo } from './logo';
import { reducedMotion, scrollDrivenCss } from './media';
import { lockScrollingUnderNav } from './nav-lock';
import { revealOnScroll } from './reveals';
import { glideTo, startSmoothScrolling } from './smooth-scroll';

/** What gsap's typings lose of contextSafe: it returns a wrapper of the very function it is given. */
type ContextSafe = <T extends (...args: never[]) => unknown>(fn: T) => T;

/**
 * Scroll motion for the page (promises §6), one module per behaviour, started once per page by load-motion.ts
 * (which starts start-reduced.ts instead, without GSAP or Lenis, for a visitor who asked for reduced motion).
 * `<html data-motion="on|reduced">` and `data-smooth-scroll="on|off"` say what it decided. Returns the cleanup.
 */
export function startMotion(): () => void {
  let reverted = false;
  // Tweens (and ScrollTriggers, where scripted) made here, later through `safe` or added, are reverted with it.
  const context = gsap.context((_context, contextSafe) => {
    // Read again here: the preference may have changed while this module loaded.
    const reduced = reducedMotion();
    document.documentElement.dataset.motion = reduced ? 'reduced' : 'on';
    const logo = document.querySelector<HTMLElement>('.site-header .logo');
    const hero = document.querySelector<HTMLElement>('section.hero');
    const cleanups: (() => void)[] = [];

    if (logo) cleanups.push(markLogo(logo));
    if (!reduced) {
      cleanups.push(revealOnScroll(contextSafe as ContextSafe));
      // Parallax and the logo's shrinking are the stylesheets' where the browser can link them to scrolling.
      if (!scrollDrivenCss()) {
        import('./scroll-linked').then(
          ({ scriptScrollLinkedMotion }) => {
            if (!reverted) context.add(() => cleanups.push(scriptScrollLinkedMotion(logo, hero)));
          },
          (error: unknown) => console.warn(`[foyer] Scroll-linked motion could not load: ${String(error)}`),
        );
      }
    }
    cleanups.push(showWhatGetsFocus());
    jumpToAddressHash(glideTo);

    // Run by context.revert(), after it has reverted the animations.
    return () => cleanups.forEach((cleanup) => cleanup());
  });

  // Outside the context: Lenis and the listeners are undone by their own cleanups, not by a revert.
  const cleanups = [startSmoothScrolling(), lockScrollingUnderNav(), scrollHashLinks(glideTo)];

  return () => {
    reverted = true;
    context.revert();
    cleanups.forEach((cleanup) => cleanup());
  };
}
