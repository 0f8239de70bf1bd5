/**
 * How a country's own language writes its addresses, where that differs from the country's format in others
 * (src/content/present.ts `addressLines`). Plain data and one function, with no import: the build's fonts step reads it
 * too (src/content/writing.ts), for the marks the pages write (〒).
 */
/**
 * Countries whose own language writes an address from the largest place to the smallest, each part run into the next
 * (OpenCage's language-specific templates, `JP_ja`, `CN_zh`…): what joins the parts after the postcode, and the
 * country's postal mark before the postcode. Data about the countries' post, as OpenCage's templates are.
 */
export const LARGEST_FIRST: Record<string, { join: string; postalMark?: string }> = {
  JP_ja: { join: '', postalMark: '〒' },
  CN_zh: { join: '' },
  TW_zh: { join: '' },
  HK_zh: { join: '' },
  MO_zh: { join: '' },
  KR_ko: { join: ' ' },
};

/** The template's key for an address in the page's language: `JP_ja` for a Japanese page of a venue in Japan. */
export const templateKey = (country: string, tag: string | undefined): string | undefined => {
  if (!tag) return undefined;
  const key = `${country}_${new Intl.Locale(tag).language}`;
  return key in LARGEST_FIRST ? key : undefined;
};
