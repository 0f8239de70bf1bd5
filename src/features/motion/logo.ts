import gsap from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { MOTION } from './constants';
import { logoScrolledThreshold } from './decisions';

/** The line, from the top of the viewport, where the logo sits: a dark section crossing it lights the logo. */
function logoLine(logo: HTMLElement): number {
  const box = logo.getBoundingClientRect();
  return Math.round(box.top + Math.min(box.height, MOTION.logoBandPx) / 2);
}

/**
 * The logo's classes (promises §6): `.scrolled` past the threshold its display decides, measured again on resize;
 * `.light` while any dark section is behind it. Returns the cleanup, which leaves the logo as the HTML had it.
 */
export function markLogo(logo: HTMLElement): () => void {
  let threshold = logoScrolledThreshold(getComputedStyle(logo).display);
  const markScrolled = () => logo.classList.toggle('scrolled', window.scrollY > threshold);
  const remeasure = () => {
    threshold = logoScrolledThreshold(getComputedStyle(logo).display);
    markScrolled();
  };
  markScrolled();
  window.addEventListener('scroll', markScrolled, { passive: true });
  window.addEventListener('resize', remeasure);

  const darkTriggers: ScrollTrigger[] = [];
  const markLight = () =>
    logo.classList.toggle(
      'light',
      darkTriggers.some((t) => t.isActive),
    );
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

  // The triggers are reverted with the page's GSAP context; the listeners and classes are ours to undo.
  return () => {
    window.removeEventListener('scroll', markScrolled);
    window.removeEventListener('resize', remeasure);
    logo.classList.remove('scrolled', 'light');
  };
}

/** Over the home hero the logo shrinks from its column's full width to `MOTION.logoEndWidthPercent`, with the scroll. */
export function shrinkLogoOverHero(logo: HTMLElement, hero: HTMLElement): void {
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
