// @ts-check
/**
 * A Chinese, Japanese or Korean venue's faces beyond its first screen (`jpan-more-…`: some 160 KB for the Kyoto
 * example, every kanji its pages write) are added once the page has painted its first content. Declared in the
 * stylesheet, they were fetched at the page's first layout, as soon as any of their characters was laid out below the
 * fold, and shared a slow phone's bandwidth with the core faces and the hero: the Kyoto example's home page painted
 * at 1.96 s and its hero's title at 2.56 s (Lighthouse, a phone). Until they arrive, the characters they draw are in
 * the visitor's own CJK face, of the same widths: no line moves. Without JavaScript the stylesheet declares them
 * (`@media (scripting: none)`: integration/subset-fonts.mjs).
 */
import { minify_sync as minifySync } from 'terser';

/** The longest the faces wait for the first paint, where a browser never reports it. */
const LATER_FACES_WAIT_MS = 3000;

/**
 * Adds the faces the stylesheet declares for a browser without scripts (`@media (scripting: none)`), once the page has
 * painted its first content (or after `wait`): read from the stylesheet, so that the page carries them once. ES5,
 * free of outside names: the inline script carries this function's own text.
 * @param {any} d the document @param {number} wait
 */
function addLaterFaces(d, wait) {
  var done = 0;
  var add = function () {
    if (done) return;
    done = 1;
    for (var s = 0; s < d.styleSheets.length; s++) {
      var rules = d.styleSheets[s].cssRules;
      for (var r = 0; r < rules.length; r++) {
        var media = rules[r].media;
        if (!media || media.mediaText.indexOf('scripting') < 0) continue;
        for (var f = 0; f < rules[r].cssRules.length; f++) {
          var face = rules[r].cssRules[f];
          // CSSRule.FONT_FACE_RULE: the block also holds style rules (the header's, the forms' note).
          if (face.type != 5) continue;
          var style = face.style;
          try {
            d.fonts.add(
              new FontFace(style.getPropertyValue('font-family').replace(/["']/g, ''), style.getPropertyValue('src'), {
                weight: style.getPropertyValue('font-weight'),
                unicodeRange: style.getPropertyValue('unicode-range'),
                display: 'swap',
              }),
            );
            // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5: a catch needs its binding
          } catch (e) {
            // A browser without the FontFace API draws these characters in the visitor's own face.
          }
        }
      }
    }
  };
  // The first paint as ./first-screen.mjs waits for it: a script of its own, in the head of a CJK venue's pages alone,
  // so that every other page's early script stays as it is.
  try {
    if (PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) throw 0;
    new PerformanceObserver(function (l, o) {
      /** @type {any[]} */
      var e = l.getEntries();
      for (var i = 0; i < e.length; i++)
        if (e[i].name == 'first-contentful-paint') {
          o.disconnect();
          setTimeout(add, 0);
        }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(add, wait);
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5: a catch needs its binding
  } catch (e) {
    add();
  }
}

/** The inline script of a page whose stylesheet has such faces, minified to ES5 as the page's other early script is. */
export const LATER_FACES =
  minifySync(`(${addLaterFaces.toString()})(document, ${LATER_FACES_WAIT_MS})`, {
    ecma: 5,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  }).code ?? '';
