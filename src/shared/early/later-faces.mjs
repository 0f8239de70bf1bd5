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

/** @typedef {[family: string, url: string, weight: string, range: string]} LaterFace */

/**
 * Adds `faces` to the document's once it has painted its first content (or after `wait`). ES5, free of outside names:
 * the inline script carries this function's own text.
 * @param {any} d the document @param {LaterFace[]} faces @param {number} wait
 */
function addLaterFaces(d, faces, wait) {
  var done = 0;
  var add = function () {
    if (done) return;
    done = 1;
    for (var i = 0; i < faces.length; i++)
      try {
        d.fonts.add(
          new FontFace(faces[i][0], 'url(' + faces[i][1] + ') format("woff2")', {
            weight: faces[i][2],
            unicodeRange: faces[i][3],
            display: 'swap',
          }),
        );
        // eslint-disable-next-line @typescript-eslint/no-unused-vars -- ES5: a catch needs its binding
      } catch (e) {
        // A browser without the FontFace API draws these characters in the visitor's own face.
      }
  };
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

/**
 * The inline script that adds `faces`, minified to ES5 as the page's other early script is.
 * @param {LaterFace[]} faces
 */
export const laterFacesScript = (faces) =>
  minifySync(`(${addLaterFaces.toString()})(document, ${JSON.stringify(faces)}, ${LATER_FACES_WAIT_MS})`, {
    ecma: 5,
    compress: { passes: 2 },
    mangle: true,
    format: { comments: false },
  }).code ?? '';
