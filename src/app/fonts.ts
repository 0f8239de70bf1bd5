/**
 * The font files every page preloads. The faces themselves are declared in fonts.css (which the layout imports as a
 * stylesheet), with their unicode-ranges and fallbacks.
 */
// `?url` gives the file's built address: Vite hashes an asset by its content, so it is the very URL that fonts.css's
// url() resolves to, and the preload is the download the @font-face uses, not a second one.
import displayCore from './fonts/fraunces-core.woff2?url';
import textCore from './fonts/inter-core.woff2?url';

/**
 * The core faces: every page's first paint needs them, so the layout asks for them at once, as
 * `<link rel="preload" as="font" type="font/woff2" crossorigin>` (fonts are fetched in CORS mode: a preload without
 * crossorigin would not be reused). The `more` faces are left to their unicode-range, fetched only when used.
 */
export const preloadedFonts: string[] = [displayCore, textCore];
