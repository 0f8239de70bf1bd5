import path from 'node:path';
import { JSDOM } from 'jsdom';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { settings } from '@/config/public-settings';
import { copyOf } from '@/content/folders.test-support';
import { NavOverlay } from '@/features/navigation/NavOverlay';

vi.mock('server-only', () => ({}));

const demo = path.resolve(import.meta.dirname, '../../../content');

/**
 * The footer and the menu's props from a copy of the demo venue whose links lead elsewhere too: the content is read
 * when `@/content` is first imported, and test files share their worker's modules (vitest.config.ts).
 */
async function siteWithLinks() {
  const dir = copyOf(demo, {
    'site.yaml': (t) =>
      t
        .replace(
          '          href: /venue#faq\n',
          '          href: /venue#faq\n        - label: Tour\n          href: https://tour.example/hall\n',
        )
        .replace(
          '      href: /files/drinks-menu.pdf\n',
          '      href: /files/drinks-menu.pdf\n' +
            '    - label: Instagram\n      href: https://instagram.example/hall\n' +
            `    - label: Shop\n      href: ${settings.siteUrl}/shop\n`,
        ),
  });
  vi.stubEnv('CONTENT_DIR', dir);
  vi.resetModules();
  const [site, footer, content] = await Promise.all([
    import('./frame'),
    import('@/views/frame/SiteFooter'),
    import('@/content'),
  ]);
  return { ...site, ...footer, ...content };
}

// The other files of the worker get the default content folder again: the setting first, then the modules that read
// it (unstubEnvs restores it after each test, which a module imported in between would miss).
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

/** Each link of `html` under `selector`, by its words: [href, rel]. */
function linksOf(html: string, selector: string): Record<string, [string | null, string | null]> {
  const { document } = new JSDOM(html).window;
  return Object.fromEntries(
    [...document.querySelectorAll(`${selector} a`)].map((a) => [
      a.textContent,
      [a.getAttribute('href'), a.getAttribute('rel')],
    ]),
  );
}

describe('the content’s links in the footer and the menu', () => {
  it('open another site with no handle on the page, and the site’s own with no rel', async () => {
    const { SiteFooter, navOverlayProps, wordsFor, languages } = await siteWithLinks();
    const tag = languages[0]!;
    const secondary = {
      Instagram: ['https://instagram.example/hall', 'noopener noreferrer'],
      Shop: [`${settings.siteUrl}/shop`, null],
      'Drinks menu (PDF)': ['/files/drinks-menu.pdf', null],
      'Visit & directions': ['/venue#visit', null],
    };

    const footer = linksOf(renderToStaticMarkup(<SiteFooter dict={wordsFor(tag)} tag={tag} />), '.footer-nav');
    expect(footer).toMatchObject({ ...secondary, Home: ['/', null], 'The Venue': ['/venue', null] });

    const menu = linksOf(renderToStaticMarkup(<NavOverlay {...navOverlayProps(tag)} />), '.nav-overlay');
    expect(menu).toMatchObject({
      ...secondary,
      Home: ['/', null],
      Spaces: ['/venue#spaces', null],
      Tour: ['https://tour.example/hall', 'noopener noreferrer'],
    });
  });
});
