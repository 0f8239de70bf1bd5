/**
 * The venue's name set as an SVG wordmark that fills whatever width the logo is given (the logo shrinks
 * from 100% to 14% over the hero), and a round monogram shown instead when the logo is too narrow to read.
 * Text, not outlines, so any SITE_NAME works; `textLength` makes the line exactly fill the box.
 */
const FONT_SIZE = 100;
/** Average advance of Fraunces at weight 600, in ems: sets the box so letter spacing stays near natural. */
const AVERAGE_ADVANCE = 0.47;
/** Han, kana, Hangul and full-width forms: each a whole em wide (松葉屋 is three ems, not one and a half). */
const FULL_WIDTH = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/**
 * Scripts whose letters join: spacing added between them would break the joins (دار الزيتون), so their line keeps
 * its own width, centred in the box, and is not stretched (promises §19).
 */
const JOINED = /[\p{scx=Arabic}\p{scx=Syriac}\p{scx=Nko}\p{scx=Mongolian}\p{scx=Devanagari}\p{scx=Bengali}]/u;

/** The box's width for `name`: its letters' likely advances. */
const widthOf = (name: string): number =>
  Math.max(
    200,
    Math.round([...name].reduce((sum, letter) => sum + (FULL_WIDTH.test(letter) ? 1 : AVERAGE_ADVANCE), 0) * FONT_SIZE),
  );

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(the|a|an|of|and|&)$/i.test(word));
  const letters = (words.length ? words : [name]).map((word) => word[0]!.toUpperCase()).join('');
  return letters.slice(0, 3) || '·';
}

export function Wordmark({ name }: { name: string }) {
  const width = widthOf(name);
  const stretch = JOINED.test(name) ? {} : { textLength: width, lengthAdjust: 'spacing' as const };
  const monogram = initials(name);
  return (
    <span className="logo-art" aria-hidden="true">
      <svg
        className="wordmark"
        viewBox={`0 0 ${width} ${FONT_SIZE}`}
        width={width}
        height={FONT_SIZE}
        focusable="false"
      >
        {/* From the middle, so that the line fills the box in a right-to-left page too (promises §19), where a text
            anchored at its start would run out of the box to the left. */}
        <text x={width / 2} y={FONT_SIZE * 0.8} textAnchor="middle" {...stretch} fontSize={FONT_SIZE}>
          {name}
        </text>
      </svg>
      <svg className="monogram" viewBox="0 0 100 100" width="100" height="100" focusable="false">
        <circle cx="50" cy="50" r="47" fill="none" stroke="currentColor" strokeWidth="3" />
        <text x="50" y="50" dy="0.35em" textAnchor="middle" fontSize={monogram.length > 2 ? 34 : 42}>
          {monogram}
        </text>
      </svg>
    </span>
  );
}
