/** The motion constants of CONTRACT §6, named once. */
export const MOTION = {
  /** `.scrolled` threshold when the logo is `display: inline-block`. */
  scrolledInlineBlock: 50,
  /** `.scrolled` threshold for any other logo display. */
  scrolledOther: 800,
  /** Logo width over the hero: from 100% to this. */
  logoEndWidthPercent: 14,
  fadeIn: { start: 'top 80%', stagger: 0.2, duration: 2 },
  card: { rise: 40, stagger: 0.2, duration: 1 },
  /** How far a `.parallax` image travels, in percent of its own height, while its frame crosses the viewport. */
  parallaxPercent: 20,
  refreshAfterLoadMs: 2000,
  scrollTo: { durationMs: 1000, easing: [0.25, 0, 0.35, 1] as const },
  /** For any ScrollTrigger that snaps. */
  snapDuration: { min: 0.1, max: 2 },
} as const;
