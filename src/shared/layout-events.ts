/**
 * Features that change the page's layout after load (blog posts arriving, a toggle opening, a form's
 * message box appearing) announce it, so the motion feature can animate what is new, decide smooth scrolling again
 * and, where scroll-linked motion is scripted, measure positions again. Dispatch with `announceLayoutChange()`; motion listens for `LAYOUT_CHANGED`.
 */
export const LAYOUT_CHANGED = 'foyer:layout-changed';

export function announceLayoutChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LAYOUT_CHANGED));
}
