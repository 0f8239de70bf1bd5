import { ScrollTrigger } from 'gsap/ScrollTrigger';
import { LAYOUT_CHANGED } from '@/shared/layout-events';
import { MOTION } from './constants';

/**
 * ScrollTrigger measures positions once; they are measured again when a feature announces a layout change (on the
 * next frame, once for a burst) and once the page has settled after load (fonts and late images move things).
 * Returns the cleanup.
 */
export function refreshPositions(): () => void {
  let frame = 0;
  const onLayoutChanged = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => ScrollTrigger.refresh());
  };
  window.addEventListener(LAYOUT_CHANGED, onLayoutChanged);

  let timer = 0;
  const afterLoad = () => {
    timer = window.setTimeout(() => ScrollTrigger.refresh(), MOTION.refreshAfterLoadMs);
  };
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });

  return () => {
    window.removeEventListener(LAYOUT_CHANGED, onLayoutChanged);
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
    window.removeEventListener('load', afterLoad);
  };
}
