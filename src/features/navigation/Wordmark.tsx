/**
 * The venue's name set as an SVG wordmark that fills whatever width the logo is given (the logo shrinks
 * from 100% to 14% over the hero), and a round monogram shown instead when the logo is too narrow to read.
 * Text, not outlines, so any SITE_NAME works; `textLength` makes the line exactly fill the box.
 */
const FONT_SIZE = 100;
/** Average advance of Fraunces at weight 600, in ems: sets the box so letter spacing stays near natural. */
const AVERAGE_ADVANCE = 0.47;

export function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => word && !/^(the|a|an|of|and|&)$/i.test(word));
  const letters = (words.length ? words : [name]).map((word) => word[0]!.toUpperCase()).join('');
  return letters.slice(0, 3) || '·';
}

export function Wordmark({ name }: { name: string }) {
  const width = Math.max(200, Math.round(name.length * FONT_SIZE * AVERAGE_ADVANCE));
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
        <text
          x={width / 2}
          y={FONT_SIZE * 0.8}
          textAnchor="middle"
          textLength={width}
          lengthAdjust="spacing"
          fontSize={FONT_SIZE}
        >
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
