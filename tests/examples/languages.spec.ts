/**
 * Every page of a venue with two languages, in both (promises §10): `<html lang>`, the same reciprocal alternates
 * on every version, the switcher in the header and the overlay, links that stay in the page's language, and the
 * French enquiry sent end to end with its language. The example venue (examples/rooftop) speaks en-GB and fr.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { axeViolations } from '../e2e/support/axe';
import { expect, test } from '../e2e/support/fixtures';
import { contactForm, text } from '../e2e/support/forms';
import { holdScripts } from '../e2e/support/hold-scripts';
import { venuePages as pages } from '../support/venue';
import { ANY_SCREEN, onPhonesOnlyFor } from '../e2e/support/screens';
import { animationsSettled } from '../e2e/support/visitor';
import { resolveSettings } from '../../src/config/settings.mjs';
import { loadContents } from '../../src/content/load';
import { fr } from '../../src/i18n/fr';
import { sentEmail } from '../e2e/support/sends';

const settings = resolveSettings(process.env);
const contents = loadContents(settings.contentDir, { siteName: settings.siteName });
const [english, french] = [...contents.keys()] as [string, string];
const names: Record<string, string> = { 'en-GB': 'English', fr: 'Français' };

/** The page at `path` (the default language's address) in language `tag`. */
const inLanguage = (path: string, tag: string) =>
  tag === english ? path : `/${tag.toLowerCase()}${path === '/' ? '' : path}`;

/** An address as the head writes it: the home page without its last slash (src/shared/head.tsx). */
const absolute = (path: string) => `${settings.siteUrl}${path === '/' ? '' : path}`;

// The second venue speaks British English, then French, as these tests are written for; the others (examples/barn,
// one language; examples/kyoto and riad, Japanese or Arabic first: tests/examples/scripts.spec.ts; a new venue's
// folder, in its own languages) have their own tests.
test.skip(english !== 'en-GB' || french !== 'fr', 'the second venue’s languages: British English, then French');

async function alternates(page: Page) {
  return page
    .locator('head link[rel=alternate][hreflang]')
    .evaluateAll((links) =>
      Object.fromEntries(links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
    );
}

// One test a language, a step a page: a page load is most of what a test costs. On a phone, the home page only.
for (const tag of [english, french]) {
  test(`every page in ${tag}: its language, alternates, switcher and links`, async ({ page, isMobile }) => {
    for (const target of isMobile ? pages.filter((p) => p.name === 'home') : pages) {
      const path = inLanguage(target.path, tag);
      await test.step(`${target.name} (${path})`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.locator(target.marker).first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', tag);

        await expect(page.locator('head link[rel=canonical]')).toHaveAttribute('href', absolute(path));
        expect(await alternates(page)).toEqual({
          [english]: absolute(target.path),
          [french]: absolute(inLanguage(target.path, french)),
          'x-default': absolute(target.path),
        });

        // The switcher: to this page in the other language, named in that language, in the header and the overlay.
        const other = tag === english ? french : english;
        for (const where of ['.site-header > .language-switcher', '.nav-overlay .language-switcher']) {
          const link = page.locator(`${where} a`);
          await expect(link).toHaveCount(1);
          await expect(link).toHaveText(names[other]!);
          await expect(link).toHaveAttribute('lang', other);
          await expect(link).toHaveAttribute('hreflang', other);
          await expect(link).toHaveAttribute('href', inLanguage(target.path, other));
        }
        await expect(page.locator('.site-header > .language-switcher a')).toBeVisible();

        // The blog writes in the venue's English (site.yaml's blogLanguage): its posts say so on the French pages.
        const blog = page.locator('article.news-block, article.card, #ig_grid');
        if (['home', 'news'].includes(target.name)) expect(await blog.count()).toBeGreaterThan(0);
        for (const block of await blog.all()) {
          if (tag === french) await expect(block).toHaveAttribute('lang', english);
          else await expect(block).not.toHaveAttribute('lang');
        }
        await page.locator('button.nav-trigger').click();
        await expect(page.locator('.nav-overlay .language-switcher a')).toBeVisible();

        // Every link to one of the site's pages stays in the page's language, but the switcher's.
        const hrefs = await page
          .locator('a[href^="/"]:not(.language-switcher a)')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
        const pagePaths = ['/', '/venue', '/gallery', '/news', '/contact', '/whats-on'];
        const toPages = hrefs.filter((href) => {
          const bare = href.replace(/[?#].*$/, '');
          return pagePaths.some((p) => bare === inLanguage(p, english) || bare === inLanguage(p, french));
        });
        expect(toPages.length).toBeGreaterThan(5);
        for (const href of toPages) {
          const inFrench =
            href === '/fr' || href.startsWith('/fr/') || href.startsWith('/fr?') || href.startsWith('/fr#');
          expect(inFrench, `${path} links ${href}`).toBe(tag === french);
        }
      });
    }
  });
}

test('the switcher takes the visitor to the same page in French and back, each a whole page in its language', async ({
  page,
}) => {
  await page.goto('/venue#faq');
  await page.locator('.site-header > .language-switcher a').click();
  await expect(page).toHaveURL(/\/fr\/venue$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('h1')).toHaveText(contents.get(french)!.venuePage.header.title);
  await page.locator('.site-header > .language-switcher a').click();
  await expect(page).toHaveURL(/\/venue$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test(
  'each French word on /fr/venue is on its own space, whatever the order of the French file',
  ANY_SCREEN,
  async ({ page }) => {
    /** A list of a content file as written: ids, and the French words of each. */
    const written = (file: string) =>
      (
        parse(fs.readFileSync(path.join(settings.contentDir, file), 'utf8')) as {
          spaces: { id: string; name: string }[];
        }
      ).spaces;
    const frenchFile = written('venue.fr.yaml');
    const englishOrder = written('venue.yaml').map((space) => space.id);
    // The French file keeps an order of its own (as the editor keeps each language's list): matching by position
    // would put each French name on another space.
    expect(frenchFile.map((space) => space.id)).not.toEqual(englishOrder);
    expect(new Set(frenchFile.map((space) => space.id))).toEqual(new Set(englishOrder));
    await page.goto(inLanguage('/venue', french));
    const shown = await page
      .locator('article.space-detail')
      .evaluateAll((articles) => articles.map((article) => [article.id, article.querySelector('h3')?.textContent]));
    expect(shown).toEqual(englishOrder.map((id) => [id, frenchFile.find((space) => space.id === id)!.name]));
  },
);

test(
  'the 404 page says its words in both languages, each marked with its language',
  ANY_SCREEN,
  async ({ page, errorGuard }) => {
    errorGuard.allow(/status of 404/);
    const response = await page.goto('/nulle-part');
    expect(response?.status()).toBe(404);
    await expect(page.locator('header.page-header')).toContainText(contents.get(english)!.site.notFound.title);
    await expect(
      page.locator(`[lang="${french}"]`).filter({ hasText: contents.get(french)!.site.notFound.title }),
    ).toBeVisible();
  },
);

test(
  'a missing French address answers 404 with the French 404 page, in French alone',
  ANY_SCREEN,
  async ({ page, errorGuard }) => {
    errorGuard.allow(/status of 404/);
    const { notFound } = contents.get(french)!.site;
    for (const missing of ['/fr/nothing-here', '/fr/news/nulle-part']) {
      const response = await page.goto(missing);
      expect(response?.status(), missing).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', french);
      await expect(page.locator('header.page-header')).toContainText(notFound.title);
      await expect(page.locator('main a.button')).toHaveAttribute('href', '/fr');
      await expect(page.locator('main a.button')).toHaveText(notFound.button);
      // No English words of the root's 404 page, and no other language's section.
      await expect(page.locator('main')).not.toContainText(contents.get(english)!.site.notFound.title);
      await expect(page.locator('main [lang]')).toHaveCount(0);
    }
  },
);

test('the sitemap lists every version of every page with its alternates', ANY_SCREEN, async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  for (const target of pages) {
    for (const tag of [english, french]) {
      const path = inLanguage(target.path, tag);
      expect(xml).toContain(`<loc>${settings.siteUrl}${path}</loc>`);
    }
  }
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(pages.length * 2);
});

test(
  'the French enquiry, end to end: French words, and `language: fr` beside the usual params',
  ANY_SCREEN,
  async ({ page }) => {
    const bodies: { template_params: Record<string, string> }[] = [];
    await page.route('**/api/v1.0/email/send', async (route) => {
      bodies.push(sentEmail(route.request()));
      await text(200, 'OK')(route);
    });
    await page.goto('/fr/contact');
    const f = contactForm(page, 'enquiry');
    // The venue's held dates, with the day the build read them in French.
    await expect(f.wrapper).toContainText(
      /Dates réservées au \d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)/,
    );
    await f.submit.click();
    await expect(f.failure).toContainText(fr.forms.checks.name);
    expect(bodies).toEqual([]);
    await f.fill({ name: 'Camille Durand', email: 'camille@example.fr', message: 'Une soirée pour quarante.' });
    await f.wrapper.locator('[name="guest_count"]').fill('40');
    // The venue's choices in French, sent as the visitor read them.
    const launch = contents.get(french)!.venue.occasions.find((occasion) => occasion.id === 'launch')!.name;
    const terrace = contents.get(french)!.venue.spaces.find((space) => space.id === 'terrace')!.name;
    await f.wrapper.locator('[name="event_type"]').selectOption({ label: launch });
    await f.wrapper.locator('[name="space"]').selectOption({ label: terrace });
    await f.submit.click();
    await expect(f.success).toBeVisible();
    await expect(f.success).toContainText(fr.forms.enquiry.success);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.template_params).toMatchObject({
      reply_to: 'camille@example.fr',
      from_name: 'Camille Durand',
      message: 'Une soirée pour quarante.',
      guest_count: '40',
      event_type: launch,
      space: terrace,
      language: 'fr',
    });
  },
);

// On a phone too for the home page: the other pages' phone layout is the English pages' (the demo's a11y spec), and
// two axe runs on a phone cost as much as the rest of this spec there.
for (const path of ['/fr', '/fr/venue', '/fr/contact']) {
  test(
    `axe finds no serious or critical violation on ${path}, the switcher and the overlay's included`,
    onPhonesOnlyFor(path, ['/fr']),
    async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(await axeViolations(page)).toEqual([]);
      await page.locator('button.nav-trigger').click();
      await expect(page.locator('body')).toHaveClass(/nav-open/);
      await animationsSettled(page);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
}

test(
  'the switcher is reached by keyboard, with a visible focus, as a target of at least 44 px',
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto('/fr/venue');
    const link = page.locator('.site-header > .language-switcher a');
    await link.focus();
    await expect(link).toBeFocused();
    const outline = await link.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  },
);

// Promises §8 on a page of the second language: the same early scripts, saying its words.
test('before the scripts arrive, a French page opens its menu and holds a send with its own words', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/email/send')) sent.push(request.url());
  });
  const scripts = await holdScripts(page);
  await page.mainFrame().goto('/fr/contact', { waitUntil: 'domcontentloaded' });
  await scripts.asked();
  await scripts.noneAwake();
  await page.locator('button.nav-trigger').first().click();
  await expect(page.locator('.nav-overlay a[hreflang="en-GB"]')).toBeVisible();
  await page.locator('button.nav-trigger').first().click();
  const f = contactForm(page, 'enquiry');
  await f.fill({ name: 'Camille Durand', email: 'camille@example.fr', message: 'Une soirée pour quarante.' });
  await f.submit.click();
  await expect(f.form).toHaveAttribute('data-queued', '');
  await expect(f.submit).toHaveAttribute('data-queued-text', fr.forms.queued);
  expect(sent).toEqual([]);
  expect(new URL(page.url()).search).toBe('');
  await scripts.release();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a French page says in French how else to reach the venue', ANY_SCREEN, async ({ page }) => {
    await page.mainFrame().goto('/fr/contact');
    const elsewhere = page.locator('.form-elsewhere').first();
    await expect(elsewhere).toBeVisible();
    await expect(elsewhere).toContainText(fr.forms.elsewhere.split('{')[0]!.trim());
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  });
});
