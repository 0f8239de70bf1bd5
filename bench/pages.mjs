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
 * The home page in each other language of the venue (promises §10: `/fr`, `/pt-br`), as the built home page lists
 * its versions (`<link rel="alternate" hreflang>`): one page per language, so that a language's own words, dates and
 * dictionary are measured too. A one-language venue's home lists none.
 * @param {string} homeHtml the built home page
 * @returns {{ name: string, path: string }[]}
 */
export function languagePages(homeHtml) {
  const pages = [];
  for (const [link] of homeHtml.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/gi)) {
    const tag = /\bhreflang="([^"]+)"/i.exec(link)?.[1];
    const href = /\bhref="([^"]+)"/i.exec(link)?.[1];
    if (!tag || !href || tag === 'x-default') continue;
    const path = new URL(href, 'http://localhost').pathname;
    if (path !== '/') pages.push({ name: `home-${tag.toLowerCase()}`, path });
  }
  return pages;
}

/**
 * Strings that only the named library's code contains, so that a script can be recognised by its
 * content whatever hashed name the bundler gave its chunk. Error texts and property names survive
 * minification; these do not occur in our own code.
 */
const libraryMarkers = {
  // Held to the budgets: code a page or device must not load before it needs it.
  lenis: ['lenisVersion'],
  emailjs: ['dashboard.emailjs.com'],
  compression: ['The file given is not an instance of Blob or File'],
  // Named in the table only, to see where a page's bytes go.
  gsap: ['GSAP target'],
  scrolltrigger: ['scrollerProxy'],
  // Quoted as the minifier leaves it: Rolldown (Astro's Vite) writes the string as a template literal.
  dompurify: ['"dompurify"', "'dompurify'", '`dompurify`'],
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
