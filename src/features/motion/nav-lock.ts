import { currentLenis } from './smooth-scroll';

/**
 * The overlay stops the page behind it (`body.nav-open`): Lenis must stop too, or wheel events would still move it.
 * Returns the cleanup.
 */
export function lockScrollingUnderNav(): () => void {
  const observer = new MutationObserver(() => {
    if (document.body.classList.contains('nav-open')) currentLenis()?.stop();
    else currentLenis()?.start();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
