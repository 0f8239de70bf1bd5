// @ts-check
/**
 * The page types the benchmark measures: one URL for each kind of page the site has. Keep in step with
 * tests/e2e/support/pages.ts (the e2e list); a new kind of page (a blog post page, say) gets a line here.
 */
export const benchPages = [
  { name: 'home', path: '/' },
  { name: 'venue', path: '/venue' },
  { name: 'gallery', path: '/gallery' },
  { name: 'news', path: '/news' },
  { name: 'contact', path: '/contact' },
  { name: 'whats-on', path: '/whats-on' },
];

/**
 * Strings that only the named library's code contains, so that a script can be recognised by its
 * content whatever hashed name the bundler gave its chunk. Error texts and property names survive
 * minification; these do not occur in our own code.
 */
export const libraryMarkers = {
  // Held to the budgets: code a page or device must not load before it needs it.
  lenis: ['lenisVersion'],
  emailjs: ['dashboard.emailjs.com'],
  compression: ['The file given is not an instance of Blob or File'],
  // Named in the table only, to see where a page's bytes go.
  gsap: ['GSAP target'],
  scrolltrigger: ['scrollerProxy'],
  dompurify: ['"dompurify"', "'dompurify'"],
  // The start of the HTML entity table of `entities` (about 20 KB gzipped on its own).
  'entities-html': ['QR08ALkAAgH6AYsD'],
};

/**
 * @param {string} text script source
 * @returns {Array<keyof typeof libraryMarkers>} libraries whose code the script contains
 */
export function librariesIn(text) {
  return /** @type {Array<keyof typeof libraryMarkers>} */ (Object.keys(libraryMarkers)).filter((name) =>
    libraryMarkers[name].some((marker) => text.includes(marker)),
  );
}
