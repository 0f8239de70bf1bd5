/**
 * How wide each kind of photo box is, for `<img sizes>`. The browser picks a file from these, so they must
 * follow the CSS: a wrong one either wastes bytes or blurs (the e2e photos spec compares them with the boxes).
 */

/** The home hero covers the whole first screen: as wide as the screen, or wider when the screen is wider than 3:2. */
export const HERO_SIZES = 'max(100vw, 150vh)';
/** On portrait screens, the 9:16 crop covers the screen: as wide as the screen, or 9/16 of its height. */
export const HERO_PORTRAIT_SIZES = 'max(100vw, 56.25vh)';
/**
 * Space cards: the frame is the card's width, the parallax picture 124% of its height (it travels ±12%), so the
 * 3:2 photo is drawn 1.24 times the card's width. One column below 48rem, two above, within 80rem.
 */
export const SPACE_CARD_SIZES = '(min-width: 80rem) 700px, (min-width: 48rem) calc(62vw - 84px), calc(124vw - 40px)';
/**
 * The venue page's spaces, 124% for the parallax, full width below 56rem. From 56rem the odd ones (1st, 3rd) sit in
 * the row's 7/12 column and the even ones in its 5/12 column (`order: 2` moves the picture, not the column widths).
 */
export const SPACE_DETAIL_SIZES = '(min-width: 80rem) 800px, (min-width: 56rem) calc(72vw - 100px), calc(124vw - 40px)';
export const SPACE_DETAIL_SIZES_NARROW =
  '(min-width: 80rem) 570px, (min-width: 56rem) calc(52vw - 90px), calc(124vw - 40px)';
/** Gallery thumbnails: 2 columns on phones, 3 from 40rem, 4 from 64rem, within 80rem. */
export const GALLERY_THUMB_SIZES =
  '(min-width: 80rem) 290px, (min-width: 64rem) calc(25vw - 36px), (min-width: 40rem) calc(33vw - 30px), calc(50vw - 20px)';
/** The gallery's dialog: the photo fits the screen, at most 88% of its height. */
export const GALLERY_LARGE_SIZES = 'min(100vw, 132vh)';
