import { jumpTo, jumpToAddressHash, scrollHashLinks } from './hash-links';
import { markLogo } from './logo';

/**
 * The page under reduced motion (promises §6: everything is simply there), started by load-motion.ts instead of
 * start.ts. Nothing here imports GSAP, ScrollTrigger or Lenis, so they are never downloaded: no reveals, parallax,
 * logo shrinking or smooth scrolling, hence no focus guard (nothing is hidden), no ScrollTrigger refresh and no nav
 * lock (no Lenis to stop). What is left: the logo's classes (the header's backdrop and colour follow them) and hash
 * links, which jump and move focus. Returns the cleanup.
 */
export function startReducedMotion(): () => void {
  const root = document.documentElement;
  root.dataset.motion = 'reduced';
  // What start.ts's smooth scrolling would decide under reduced motion.
  root.dataset.smoothScroll = 'off';
  const logo = document.querySelector<HTMLElement>('.site-header .logo');
  const cleanups = [scrollHashLinks(jumpTo)];
  if (logo) cleanups.push(markLogo(logo));
  jumpToAddressHash(jumpTo);
  return () => cleanups.forEach((cleanup) => cleanup());
}
