import gsap from 'gsap';
import { MOTION } from './constants';

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
