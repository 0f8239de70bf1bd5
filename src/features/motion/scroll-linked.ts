import gsap from 'gsap';
import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { shrinkLogoOverHero } from './logo-shrink';
import { parallaxImages } from './parallax';
import { refreshPositions } from './refresh';

/**
 * Parallax and the logo's shrinking, scripted, for a browser that cannot link an animation to scrolling by itself
 * (`scrollDrivenCss()` false): elsewhere the stylesheets do both (src/shared/ui/parallax.css,
 * src/features/navigation/navigation.css), on the compositor, with no script running as the page scrolls or rests.
 * Loaded by start.ts only where needed, with ScrollTrigger. Returns the cleanup.
 */
export function scriptScrollLinkedMotion(logo: HTMLElement | null, hero: HTMLElement | null): () => void {
  gsap.registerPlugin(ScrollTrigger);
  parallaxImages();
  if (logo && hero) shrinkLogoOverHero(logo, hero);
  return refreshPositions();
}
