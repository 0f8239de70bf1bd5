import { MOTION } from './constants';

export interface DeviceFacts {
  userAgent: string;
  /** `navigator.userAgentData?.mobile` where the browser has it. */
  uaDataMobile?: boolean;
  maxTouchPoints: number;
}

/** Phones and tablets, by what the browser says it is (iPadOS says "Macintosh" but has a touch screen). */
export function isMobileOrTabletDevice({ userAgent, uaDataMobile, maxTouchPoints }: DeviceFacts): boolean {
  if (uaDataMobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobi|Tablet|Silk|Kindle|PlayBook|BlackBerry|Opera Mini|IEMobile/i.test(userAgent))
    return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}

export interface SmoothScrollFacts extends DeviceFacts {
  viewportWidth: number;
  tabletBreakpoint: number;
  hasBodyScroll: boolean;
  reducedMotion: boolean;
}

/** promises §6: smooth scrolling on desktop only, never with a `.body-scroll` element or reduced motion. */
export function smoothScrollingOn(facts: SmoothScrollFacts): boolean {
  if (facts.reducedMotion || facts.hasBodyScroll) return false;
  if (facts.viewportWidth < facts.tabletBreakpoint) return false;
  return !isMobileOrTabletDevice(facts);
}

/** promises §6: the scroll position past which the logo is `.scrolled`, decided by its computed display. */
export function logoScrolledThreshold(display: string): number {
  return display === 'inline-block' ? MOTION.scrolledInlineBlock : MOTION.scrolledOther;
}

/** A section's top and bottom, in pixels from the top of the viewport (a `getBoundingClientRect()`). */
export interface VerticalBox {
  top: number;
  bottom: number;
}

/**
 * promises §6: the logo is `.light` while a dark section crosses its line (strictly: from the section's top at the
 * line to its bottom at the line, ends excluded).
 */
export function overDarkSection(line: number, darkSections: readonly VerticalBox[]): boolean {
  return darkSections.some((box) => box.top < line && box.bottom > line);
}

/**
 * A CSS-style cubic-bezier easing (x1, y1, x2, y2 with x in [0, 1]) as a function of progress,
 * solved by Newton's method with a bisection fallback, as browsers do.
 */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): (t: number) => number {
  const cx = 3 * x1;
  const bx = 3 * (x2 - x1) - cx;
  const ax = 1 - cx - bx;
  const cy = 3 * y1;
  const by = 3 * (y2 - y1) - cy;
  const ay = 1 - cy - by;
  const sampleX = (s: number) => ((ax * s + bx) * s + cx) * s;
  const sampleY = (s: number) => ((ay * s + by) * s + cy) * s;
  const slopeX = (s: number) => (3 * ax * s + 2 * bx) * s + cx;

  const solve = (x: number): number => {
    let s = x;
    for (let i = 0; i < 8; i++) {
      const error = sampleX(s) - x;
      if (Math.abs(error) < 1e-7) return s;
      const slope = slopeX(s);
      if (Math.abs(slope) < 1e-6) break;
      s -= error / slope;
    }
    let low = 0;
    let high = 1;
    s = x;
    while (high - low > 1e-7) {
      if (sampleX(s) < x) low = s;
      else high = s;
      s = (low + high) / 2;
    }
    return s;
  };

  return (t: number) => {
    if (t <= 0) return 0;
    if (t >= 1) return 1;
    return sampleY(solve(t));
  };
}

export const scrollToEasing = cubicBezier(...MOTION.scrollTo.easing);
