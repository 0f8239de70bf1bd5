/**
 * The font files every page preloads: the core faces the build cut for the venue (integration/subset-fonts.mjs) into
 * src/generated/fonts/, whose @font-face rules (src/generated/fonts.css) the layout imports as a stylesheet.
 */
import { scriptOfLanguage } from '@/content/typefaces';

// `?url` gives each file's built address: Vite hashes an asset by its content, so it is the very URL that the rules'
// url() resolves to, and the preload is the download the @font-face uses, not a second one.
/** A face of a script beyond Latin, by its file's name (integration/subset-fonts.mjs). */
const SCRIPT_FILE = /\/(jpan|hans|hant|kore|arab|hebr)-[^/]+$/;
const cores = import.meta.glob<string>('../generated/fonts/*-core-*.woff2', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * The core faces (Fraunces's before Inter's, by name): every page's first paint needs them, so the layout asks for them at once, as
 * `<link rel="preload" as="font" type="font/woff2" crossorigin>` (fonts are fetched in CORS mode: a preload without
 * crossorigin would not be reused). The `more` faces are left to their unicode-range, fetched only when used.
 */
export const preloadedFonts: string[] = Object.keys(cores)
  // A script's own core faces (`jpan-core-…`) are its pages' alone: scriptFontsFor below.
  .filter((file) => !SCRIPT_FILE.test(file))
  .sort()
  .map((file) => cores[file]!);

// The faces of the scripts beyond Latin that the venue writes which hold its home page's first screen
// (`jpan-core-noto-serif-jp-400-119.woff2`: Japanese, a slice of a display face, cut to the characters the venue
// writes in it); the others load by their unicode-range (integration/subset-fonts.mjs says why).
const scriptFaces = import.meta.glob<string>('../generated/fonts/{jpan,hans,hant,kore,arab,hebr}-core-*.woff2', {
  eager: true,
  query: '?url',
  import: 'default',
});

/**
 * The script faces a page in language `tag` preloads: its own script's (a Japanese page's Japanese), none on a page
 * in a Latin language, whose words in another script (a language's name in the switcher) load their face as they
 * need it, by its unicode-range.
 */
export function scriptFontsFor(tag: string): string[] {
  const script = scriptOfLanguage(tag)?.toLowerCase();
  if (!script) return [];
  return Object.keys(scriptFaces)
    .filter((file) => file.split('/').pop()!.startsWith(`${script}-`))
    .sort()
    .map((file) => scriptFaces[file]!);
}

/**
 * The venue writes Chinese, Japanese or Korean: the stylesheet declares its faces beyond the first screen for a browser
 * without scripts alone, and the pages add them once painted (src/shared/early/later-faces.mjs). None for any other.
 */
export const hasLaterFaces =
  Object.keys(
    import.meta.glob<string>('../generated/fonts/{jpan,hans,hant,kore}-more-*.woff2', {
      eager: true,
      query: '?url',
      import: 'default',
    }),
  ).length > 0;
