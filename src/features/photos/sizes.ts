/**
 * How wide each kind of photo box is, for `<img sizes>`. The browser picks a file from these, so they must
 * follow the CSS: a wrong one either wastes bytes or blurs (the e2e photos spec compares them with the boxes).
 */
import { PARALLAX_SCALE } from '@/shared/parallax';

/** The home hero covers the whole first screen: as wide as the screen, or wider when the screen is wider than 3:2. */
export const HERO_SIZES = 'max(100vw, 150vh)';
/** On portrait screens, the 9:16 crop covers the screen: as wide as the screen, or 9/16 of its height. */
export const HERO_PORTRAIT_SIZES = 'max(100vw, 56.25vh)';
/**
 * A parallax picture is drawn `PARALLAX_SCALE` times its frame's height (src/shared/parallax.ts), so a 3:2 photo in a
 * 3:2 frame is drawn that many times the frame's width: its `sizes` are the frame's widths, scaled.
 * @param frames `[media condition, the frame's width]`, the last without a condition
 */
function parallaxSizes(frames: readonly (readonly [string, string])[]): string {
  return frames.map(([media, width]) => `${media ? `${media} ` : ''}calc(${PARALLAX_SCALE} * ${width})`).join(', ');
}

/** Space cards: the frame is the card's width. One column below 48rem, two above, within 80rem. */
export const SPACE_CARD_SIZES = parallaxSizes([
  ['(min-width: 80rem)', '565px'],
  ['(min-width: 48rem)', '(50vw - 68px)'],
  ['', '(100vw - 32px)'],
]);
/**
 * The venue page's spaces, full width below 56rem. From 56rem the odd ones (1st, 3rd) sit in the row's 7/12 column
 * and the even ones in its 5/12 column (`order: 2` moves the picture, not the column widths).
 */
export const SPACE_DETAIL_SIZES = parallaxSizes([
  ['(min-width: 80rem)', '645px'],
  ['(min-width: 56rem)', '(58vw - 81px)'],
  ['', '(100vw - 32px)'],
]);
export const SPACE_DETAIL_SIZES_NARROW = parallaxSizes([
  ['(min-width: 80rem)', '460px'],
  ['(min-width: 56rem)', '(42vw - 73px)'],
  ['', '(100vw - 32px)'],
]);
/** Gallery thumbnails: 2 columns on phones, 3 from 40rem, 4 from 64rem, within 80rem. */
export const GALLERY_THUMB_SIZES =
  '(min-width: 80rem) 290px, (min-width: 64rem) calc(25vw - 36px), (min-width: 40rem) calc(33vw - 30px), calc(50vw - 20px)';
/** The gallery's dialog: the photo fits the screen, at most 88% of its height. */
export const GALLERY_LARGE_SIZES = 'min(100vw, 132vh)';
/** An event's photo on the What's on page: full width on a phone, a 24rem column beside the words from 56rem. */
export const EVENT_PHOTO_SIZES = '(min-width: 56rem) 384px, calc(100vw - 32px)';
