/**
 * Every number and curve of the site's motion (promises §6), written once. CSS reads the ones it needs through the
 * custom properties of `motionCustomProperties`, which the document writes into every page (src/layouts/SiteDocument.astro).
 */
import { PARALLAX_OVERFLOW_PERCENT, PARALLAX_PERCENT } from '@/shared/parallax';

/** The site's easing curve, cubic-bezier(x1, y1, x2, y2): scrolling to a section, toggles, and every CSS transition. */
const EASE = [0.25, 0, 0.35, 1] as const;

/** What GSAP's reveals ease with: quick to arrive, slow to settle. */
const REVEAL_EASE = 'power2.out';

export const MOTION = {
  /** `.scrolled` threshold when the logo is `display: inline-block`. */
  scrolledInlineBlock: 50,
  /** `.scrolled` threshold for any other logo display. */
  scrolledOther: 800,
  /** Logo width over the hero: from 100% to this. */
  logoEndWidthPercent: 14,
  /** How much of the logo's height, from its top, is the band whose middle a dark section must cross to light it. */
  logoBandPx: 48,
  /** `line`: how far down the viewport, in percent of its height, an element's top must come for it to be revealed. */
  fadeIn: { line: 80, rise: 16, stagger: 0.2, duration: 2, ease: REVEAL_EASE },
  card: { line: 95, rise: 40, stagger: 0.2, duration: 1, ease: REVEAL_EASE },
  /** How fast something hidden by a reveal is shown when focus lands on it first. */
  focusRevealSeconds: 0.2,
  /** How far a `.parallax` image travels, in percent of its own height, while its frame crosses the viewport. */
  parallaxPercent: PARALLAX_PERCENT,
  /** Where scroll-linked motion is scripted (scroll-linked.ts): positions are measured again this long after load. */
  refreshAfterLoadMs: 2000,
  scrollTo: { durationMs: 1000, easing: EASE },
} as const;

/** `cubic-bezier(…)` as CSS writes it. */
const cssCubicBezier = (curve: readonly [number, number, number, number]) => `cubic-bezier(${curve.join(', ')})`;

/**
 * The custom properties CSS reads (the site's stylesheets use `var(--ease)`, `var(--logo-end-width)`,
 * `var(--parallax-overflow)` and `var(--parallax-shift)`; none of them writes them).
 */
export const motionCustomProperties = {
  '--ease': cssCubicBezier(EASE),
  '--logo-end-width': `${MOTION.logoEndWidthPercent}%`,
  /** How far a `.parallax` picture reaches past each edge of its frame (src/shared/parallax.ts). */
  '--parallax-overflow': `${PARALLAX_OVERFLOW_PERCENT}%`,
  /** How far a `.parallax` picture is moved from its centre at each end of its frame's crossing: half its travel. */
  '--parallax-shift': `${PARALLAX_PERCENT / 2}%`,
} as const;

/** The rule that carries them: one `:root` block, hashed into the CSP like every inline style. */
export const motionCustomPropertiesRule = `:root{${Object.entries(motionCustomProperties)
  .map(([name, value]) => `${name}:${value}`)
  .join(';')}}`;
