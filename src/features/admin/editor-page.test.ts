import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { editorPage } from './editor-page';

/**
 * /admin/ runs under a policy of its own with `script-src 'self'` and no hash (integration/security-headers.mjs):
 * every script of the page is a file of this origin, the first-run panel's too (promises §12, §18).
 */
const { document } = new JSDOM(editorPage('The <Venue>')).window;

describe('the editor’s page', () => {
  it('has no inline script and no inline handler: each script is a file of the site’s own origin', () => {
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.getAttribute('src'))).toEqual([
      '/admin/first-run.js',
      '/admin/sveltia-cms.js',
    ]);
    for (const script of scripts) expect(script.textContent).toBe('');
    expect(document.documentElement.outerHTML).not.toMatch(/\son\w+=/i);
  });

  it('holds the first-run panel, hidden until it knows what to say, before the box the editor draws into', () => {
    const panel = document.getElementById('first-run')!;
    expect(panel.hidden).toBe(true);
    expect(panel.getAttribute('aria-labelledby')).toBe('first-run-title');
    expect(document.getElementById('first-run-title')?.textContent).toBe('Setting up the site');
    const box = document.getElementById('nc-root')!;
    expect(panel.compareDocumentPosition(box) & document.defaultView!.Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(document.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/admin/first-run.css');
    expect(document.title).toBe('Editor · The <Venue>');
  });
});
