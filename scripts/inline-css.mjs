// @ts-check
/**
 * Each page carries its stylesheets in its own HTML instead of linking them: this module makes a stylesheet fit to
 * stand inside a page; scripts/postbuild.mjs puts it there, in its one pass over each page.
 *
 * Why: a stylesheet link blocks the first paint until one more request has come back. On a slow phone connection
 * that round trip costs more than the page's CSS itself, about 8 KB compressed (README, Speed: the home page's phone
 * LCP went from 1.67 to 1.37 s). The price: another page of the site brings its CSS again instead of reading it from
 * the cache.
 *
 * Next.js can inline CSS itself (`experimental.inlineCss`), but it then writes each stylesheet three times into every
 * page (once as <style>, twice in the React payload), which more than doubles the HTML. This step writes it once:
 * - the `url()`s in Next's chunks are relative to `/_next/static/chunks/`; lightningcss rewrites them to absolute
 *   paths, so the fonts still resolve from the page;
 * - the original `<link>` stays, `disabled`, after its `<style>`: a disabled stylesheet is never fetched (HTML
 *   standard), and React finds it by its `href` when it hydrates the page's stylesheet resources, so it does not add
 *   it a second time.
 */
import { transform } from 'lightningcss';

/** Marks an inlined stylesheet, so that running the step twice over one export changes nothing the second time. */
export const INLINED_FROM = 'data-inlined-from';

/**
 * A stylesheet as it can stand inside the page: its relative URLs made absolute from where the file was served.
 * @param {string} css
 * @param {string} href the stylesheet's path on the site, e.g. /_next/static/chunks/abc.css
 */
export function cssForPage(css, href) {
  const base = new URL(href, 'http://site.invalid');
  const { code } = transform({
    filename: href,
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Url(url) {
        const resolved = new URL(url.url, base);
        // Only the site's own files become absolute paths; anything else (data:, another origin) stays as written.
        return resolved.origin === base.origin
          ? { ...url, url: resolved.pathname + resolved.search + resolved.hash }
          : url;
      },
    },
  });
  const text = code.toString();
  // The text ends the <style> element where the HTML parser sees `</style`; a stylesheet holding it cannot go inline.
  if (/<\/style/i.test(text)) throw new Error(`${href} contains "</style" and cannot be inlined`);
  return text;
}
