/**
 * The parallax of `.parallax` pictures (promises §6: "Parallax 20%"), written once. The motion feature moves the
 * picture by it (src/features/motion/parallax.ts), the CSS sizes the picture from it (`--parallax-overflow`, written
 * into the page with the other motion properties, src/features/motion/constants.ts), and the photos' `sizes` follow
 * from it (src/features/photos/sizes.ts).
 */

/** How far a `.parallax` picture travels, in percent of its own height, while its frame crosses the viewport. */
export const PARALLAX_PERCENT = 20;

/**
 * How many times its frame's height the picture is drawn, so that its travel never uncovers the frame. A picture
 * `s` frames tall, centred, reaches `(s − 1) / 2` of a frame past each edge and moves `±PARALLAX_PERCENT / 2` of
 * its own height, `s · p / 2` frames: it covers the frame throughout when `s − 1 ≥ s · p`, `s ≥ 1 / (1 − p)`.
 * 20% → 1.25.
 */
export const PARALLAX_SCALE = 1 / (1 - PARALLAX_PERCENT / 100);

/** How far the picture reaches past each edge of its frame, in percent of the frame's height (12.5%). */
export const PARALLAX_OVERFLOW_PERCENT = ((PARALLAX_SCALE - 1) / 2) * 100;
