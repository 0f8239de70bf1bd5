/**
 * Which way an element's line runs (promises §19): as the nearest `dir` says, its own or its page's (`<html dir>`),
 * so that keys and swipes that mean "on" and "back" follow what the visitor sees. The site sets direction by `dir`
 * only, never by the CSS `direction`.
 */
export const isRightToLeft = (element: Element): boolean =>
  element.closest('[dir]')?.getAttribute('dir')?.toLowerCase() === 'rtl';

/**
 * 1 for the arrow key that goes on along the line (→ left to right, ← right to left), -1 for the one that goes back,
 * 0 for any other key.
 */
export function arrowStep(key: string, element: Element): -1 | 0 | 1 {
  if (key !== 'ArrowRight' && key !== 'ArrowLeft') return 0;
  const rightward = key === 'ArrowRight';
  return rightward !== isRightToLeft(element) ? 1 : -1;
}
