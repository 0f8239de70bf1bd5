/**
 * The font files every page preloads: the core faces the build cut for the venue (scripts/subset-fonts.mjs) into
 * src/generated/fonts/, whose @font-face rules (src/generated/fonts.css) the layout imports as a stylesheet.
 */
// `?url` gives each file's built address: Vite hashes an asset by its content, so it is the very URL that the rules'
// url() resolves to, and the preload is the download the @font-face uses, not a second one.
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
  .sort()
  .map((file) => cores[file]!);
