import gsap from 'gsap';
import { MOTION } from './constants';
import { REVEALED_SELECTOR } from './reveals';

/** Focus must never land on something a reveal still hides: it is shown at once. Returns the cleanup. */
export function showWhatGetsFocus(): () => void {
  const onFocusIn = (event: FocusEvent) => {
    const hidden = (event.target as Element | null)?.closest?.(REVEALED_SELECTOR);
    if (hidden instanceof HTMLElement && Number(getComputedStyle(hidden).opacity) < 1) {
      gsap.to(hidden, { opacity: 1, y: 0, duration: MOTION.focusRevealSeconds, overwrite: true });
    }
  };
  document.addEventListener('focusin', onFocusIn);
  return () => document.removeEventListener('focusin', onFocusIn);
}
