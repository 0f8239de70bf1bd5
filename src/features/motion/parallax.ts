import gsap from 'gsap';
import { MOTION } from './constants';

/** Each `.parallax` image drifts through its frame as the frame crosses the viewport. */
export function parallaxImages(): void {
  const half = MOTION.parallaxPercent / 2;
  for (const image of gsap.utils.toArray<HTMLElement>('.parallax')) {
    gsap.fromTo(
      image,
      { yPercent: -half },
      {
        yPercent: half,
        ease: 'none',
        scrollTrigger: { trigger: image.parentElement ?? image, start: 'top bottom', end: 'bottom top', scrub: true },
      },
    );
  }
}
