import type { PlainText } from './wordpress';

/**
 * `PlainText` by a real HTML parser: the browser's own in the browser (so the page needs no entity table
 * of its own), jsdom's at build, so both read WordPress's markup the same way. The markup is parsed into
 * an inert document (no script runs, nothing loads) and its text is what a reader would see: script,
 * style, template and noscript contents are left out, entities decoded, whitespace runs made one space.
 * An encoded "&lt;b&gt;" stays visible text.
 */
export function plainTextBy(parser: DOMParser): PlainText {
  return (html) => {
    const { body } = parser.parseFromString(html, 'text/html');
    for (const unseen of body.querySelectorAll('script, style, template, noscript')) unseen.remove();
    return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
  };
}
