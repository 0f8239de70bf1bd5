import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * A venue's SVG (a floor plan, a drawing, a map in files/) as it is published: only what draws (DOMPurify's SVG
 * profile), never a script, an event handler, a `javascript:` link or embedded HTML (promises §15). Opened directly, an
 * SVG is a document of the site's origin: whatever runs in it could read the site's storage. (Its path is also served
 * sandboxed, integration/security-headers.mjs: two locks.) Read as HTML, which gives SVG's attributes their case
 * (`viewBox`), then written as XML, as a standalone SVG file must be.
 */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Window & typeof globalThis);

export function cleanSvg(text: string): string {
  // What comes before the drawing (an XML declaration, a doctype with its entities, comments) is not needed to draw.
  const start = text.search(/<svg[\s/>]/i);
  const body = purify.sanitize(start < 0 ? '' : text.slice(start), {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_ATTR: ['role'],
    RETURN_DOM: true,
  }) as HTMLElement;
  const svg = body.querySelector('svg');
  if (!svg) throw new Error('The SVG holds no drawing once cleaned.');
  return `${new window.XMLSerializer().serializeToString(svg)}\n`;
}
