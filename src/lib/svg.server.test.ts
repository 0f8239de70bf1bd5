import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';
import { cleanSvg } from './svg.server';

vi.mock('server-only', () => ({}));

/** The SVG as a browser opening the file reads it: as XML, which must be well formed. */
const asXml = (svg: string) => new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document;

describe('a venue SVG as it is published (promises §15)', () => {
  it('keeps no script, handler, javascript: link or embedded HTML', () => {
    const hostile = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="steal()">
  <script href="/files/evil.js"></script><script><![CDATA[steal()]]></script>
  <a xlink:href="javascript:steal()"><rect width="5" height="5" onclick="steal()"/></a>
  <a href="javascript:steal()"><circle r="1"/></a>
  <foreignObject><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="steal()"/></div></foreignObject>
  <animate attributeName="href" to="javascript:steal()"/>
  <set attributeName="onmouseover" to="steal()"/>
</svg>`;
    const cleaned = cleanSvg(hostile);
    expect(cleaned).not.toMatch(/script|steal|javascript|foreignObject|onload|onclick|onerror|ENTITY/i);
    const svg = asXml(cleaned).documentElement;
    expect(svg.localName).toBe('svg');
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('viewBox')).toBe('0 0 10 10');
    expect(svg.querySelectorAll('rect, circle')).toHaveLength(2);
  });

  it("draws the demo's plans as before: the same elements, titles, styles and viewBox, as well-formed XML", () => {
    const photos = path.resolve(import.meta.dirname, '../../content/photos');
    for (const name of fs.readdirSync(photos).filter((file) => file.endsWith('.svg'))) {
      const original = asXml(fs.readFileSync(path.join(photos, name), 'utf8')).documentElement;
      const cleaned = asXml(cleanSvg(fs.readFileSync(path.join(photos, name), 'utf8'))).documentElement;
      expect(cleaned.querySelector('parsererror'), name).toBeNull();
      for (const attribute of ['viewBox', 'width', 'height', 'role', 'aria-labelledby'])
        expect(cleaned.getAttribute(attribute), `${name} ${attribute}`).toBe(original.getAttribute(attribute));
      const names = (svg: Element) => [...svg.querySelectorAll('*')].map((element) => element.localName);
      expect(names(cleaned), name).toEqual(names(original));
      expect(cleaned.querySelector('style')?.textContent, name).toBe(original.querySelector('style')?.textContent);
      expect(cleaned.querySelector('title')?.textContent, name).toBe(original.querySelector('title')?.textContent);
    }
  });
});
