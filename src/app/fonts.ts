/**
 * The site's fonts, shared by every language's root layout (src/app/_site/SiteDocument.tsx) and the 404 page.
 */
import localFont from 'next/font/local';

// Fraunces and Inter, cut from @fontsource-variable by scripts/subset-fonts.mjs (`npm run fonts`, which says why).
// Each family is two faces: `core` (ASCII, the venue's own marks and the letters of every language the site has a
// dictionary for; preloaded) and `more` (the rest of latin, fetched only by a page that shows such a character). next/font reads literals only, so the ranges are written out here;
// a unit test checks them against the script. `more` carries the size-adjusted fallback that stands in while
// either face loads, which is why the core faces have none of their own.
const displayCore = localFont({
  src: './fonts/fraunces-core.woff2',
  variable: '--font-display-core',
  weight: '300 600',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00AB, U+00B7, U+00BB, U+00C0, U+00C2, U+00C6-00CB, U+00CE-00CF, U+00D4, U+00D7, U+00D9, U+00DB-00DC, U+00E0, U+00E2, U+00E6-00EB, U+00EE-00EF, U+00F4, U+00F9, U+00FB-00FC, U+00FF, U+0152-0153, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+2039-203A, U+20AC',
    },
  ],
});
const displayMore = localFont({
  src: './fonts/fraunces-more.woff2',
  variable: '--font-display-more',
  weight: '300 600',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2, U+00A4-00A8, U+00AA, U+00AC-00B6, U+00B8-00BA, U+00BC-00BF, U+00C1, U+00C3-00C5, U+00CC-00CD, U+00D0-00D3, U+00D5-00D6, U+00D8, U+00DA, U+00DD-00DF, U+00E1, U+00E3-00E5, U+00EC-00ED, U+00F0-00F3, U+00F5-00F8, U+00FA, U+00FD-00FE, U+0131, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-202E, U+2030-2038, U+203B-206F, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
const textCore = localFont({
  src: './fonts/inter-core.woff2',
  variable: '--font-text-core',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00AB, U+00B7, U+00BB, U+00C0, U+00C2, U+00C6-00CB, U+00CE-00CF, U+00D4, U+00D7, U+00D9, U+00DB-00DC, U+00E0, U+00E2, U+00E6-00EB, U+00EE-00EF, U+00F4, U+00F9, U+00FB-00FC, U+00FF, U+0152-0153, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+202F, U+2039-203A, U+20AC',
    },
  ],
});
const textMore = localFont({
  src: './fonts/inter-more.woff2',
  variable: '--font-text-more',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2, U+00A4-00A8, U+00AA, U+00AC-00B6, U+00B8-00BA, U+00BC-00BF, U+00C1, U+00C3-00C5, U+00CC-00CD, U+00D0-00D3, U+00D5-00D6, U+00D8, U+00DA, U+00DD-00DF, U+00E1, U+00E3-00E5, U+00EC-00ED, U+00F0-00F3, U+00F5-00F8, U+00FA, U+00FD-00FE, U+0131, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-202E, U+2030-2038, U+203B-206F, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
export const fontVariables = [displayCore, displayMore, textCore, textMore].map((font) => font.variable).join(' ');
