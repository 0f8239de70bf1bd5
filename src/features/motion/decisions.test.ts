import { describe, expect, it } from 'vitest';
import {
  cubicBezier,
  isMobileOrTabletDevice,
  logoScrolledThreshold,
  overDarkSection,
  scrollToEasing,
  smoothScrollingOn,
} from './decisions';

const desktopChrome =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const pixel =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';
const ipadOs =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

const desktop = {
  userAgent: desktopChrome,
  maxTouchPoints: 0,
  viewportWidth: 1280,
  tabletBreakpoint: 1024,
  hasBodyScroll: false,
  reducedMotion: false,
};

describe('smooth scrolling', () => {
  it('is on for a wide desktop browser', () => {
    expect(smoothScrollingOn(desktop)).toBe(true);
  });

  it('is off on phones and tablets, whatever their width', () => {
    expect(smoothScrollingOn({ ...desktop, userAgent: pixel, maxTouchPoints: 5 })).toBe(false);
    expect(smoothScrollingOn({ ...desktop, userAgent: androidTablet, maxTouchPoints: 5 })).toBe(false);
    expect(smoothScrollingOn({ ...desktop, userAgent: ipadOs, maxTouchPoints: 5 })).toBe(false);
    expect(smoothScrollingOn({ ...desktop, uaDataMobile: true })).toBe(false);
  });

  it('is off below the tablet breakpoint and on at it', () => {
    expect(smoothScrollingOn({ ...desktop, viewportWidth: 1023 })).toBe(false);
    expect(smoothScrollingOn({ ...desktop, viewportWidth: 1024 })).toBe(true);
  });

  it('is off with a .body-scroll element or reduced motion', () => {
    expect(smoothScrollingOn({ ...desktop, hasBodyScroll: true })).toBe(false);
    expect(smoothScrollingOn({ ...desktop, reducedMotion: true })).toBe(false);
  });

  it('tells a Mac from an iPad by touch points', () => {
    expect(isMobileOrTabletDevice({ userAgent: ipadOs, maxTouchPoints: 0 })).toBe(false);
    expect(isMobileOrTabletDevice({ userAgent: ipadOs, maxTouchPoints: 5 })).toBe(true);
  });
});

describe('logo threshold', () => {
  it('is 50 px for an inline-block logo and 800 px for any other display', () => {
    expect(logoScrolledThreshold('inline-block')).toBe(50);
    expect(logoScrolledThreshold('block')).toBe(800);
    expect(logoScrolledThreshold('flex')).toBe(800);
    expect(logoScrolledThreshold('inline')).toBe(800);
  });
});

describe('logo over a dark section', () => {
  it('is while a dark section crosses its line, and not at either edge', () => {
    const hero = { top: 0, bottom: 800 };
    expect(overDarkSection(24, [hero])).toBe(true);
    expect(overDarkSection(24, [{ top: 24, bottom: 800 }])).toBe(false);
    expect(overDarkSection(24, [{ top: -800, bottom: 24 }])).toBe(false);
    expect(overDarkSection(24, [{ top: 300, bottom: 900 }, hero])).toBe(true);
    expect(overDarkSection(24, [])).toBe(false);
  });
});

describe('cubic-bezier easing', () => {
  it('starts at 0, ends at 1 and is monotonic for the scroll-to curve', () => {
    expect(scrollToEasing(0)).toBe(0);
    expect(scrollToEasing(1)).toBe(1);
    let previous = 0;
    for (let t = 0.01; t < 1; t += 0.01) {
      const value = scrollToEasing(t);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });

  it('matches known points of standard curves', () => {
    const linear = cubicBezier(0, 0, 1, 1);
    expect(linear(0.3)).toBeCloseTo(0.3, 5);
    // CSS `ease-in-out` is symmetric: halfway in time is halfway in distance.
    const easeInOut = cubicBezier(0.42, 0, 0.58, 1);
    expect(easeInOut(0.5)).toBeCloseTo(0.5, 5);
    expect(easeInOut(0.25)).toBeCloseTo(1 - easeInOut(0.75), 5);
  });

  it('is slow to start and slow to finish for (0.25, 0, 0.35, 1)', () => {
    expect(scrollToEasing(0.1)).toBeLessThan(0.1);
    expect(scrollToEasing(0.9)).toBeGreaterThan(0.9);
  });
});
