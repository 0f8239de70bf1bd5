/**
 * Every page of a second venue, built from nothing but its content folder: it renders, says nothing of the demo
 * venue, logs no error, every photo on it arrives, every alt text is its own, and in local mode its news are its
 * own sample blog's.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/support/fixtures';
import { loadContent } from '../../src/content/load';
import { loadSampleBlog } from '../../server/stand-ins/sample-blog/posts.mjs';
import { altTexts, hasNewsToShow, venue, venuePages as pages } from '../support/venue';
import { axeViolations } from '../e2e/support/axe';
import { contactForm } from '../e2e/support/forms';
import { dictionaryFor } from '../../src/i18n';
import { formatLongDate } from '../../src/i18n/format';
import { ANY_SCREEN, onPhonesOnlyFor } from '../e2e/support/screens';

const demo = loadContent('content');
/** The other example venues: a page of this one names none of their spaces, streets or ways to reach them. */
const others = ['examples/rooftop', 'examples/barn', 'examples/kyoto', 'examples/riad']
  .map((dir) => loadContent(dir))
  .filter((other) => other.site.name !== venue.site.name);
const ownBlog = loadSampleBlog(venue.dir);
const demoBlog = loadSampleBlog(demo.dir);

/** What only the demo venue says: its name, its spaces, its street and town, how to reach it. */
const demoWords = [
  demo.site.name,
  ...demo.venue.spaces.map((space) => space.name),
  demo.site.address.street,
  demo.site.address.locality,
  demo.site.contact.phone,
  demo.site.contact.email,
  ...demo.venue.suppliers.map((supplier) => supplier.name),
];

test.beforeAll(() => {
  // The config names the example; make sure this is not the demo by mistake.
  expect(venue.site.name).not.toBe(demo.site.name);
});

// The words on a page are the same on every screen: on a phone too for the home page only.
for (const target of pages) {
  test(
    `${target.name}: the example venue's own page, in its core faces`,
    onPhonesOnlyFor(target.name, ['home']),
    async ({ page }) => {
      const response = await page.goto(target.path);
      expect(response?.status()).toBe(200);
      await expect(page.locator(target.marker).first()).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(venue.site.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      const text = await page.evaluate(() =>
        [
          document.title,
          document.body.innerText,
          ...Array.from(
            document.querySelectorAll('meta[content], img[alt]'),
            (e) => e.getAttribute('content') ?? e.getAttribute('alt') ?? '',
          ),
        ].join('\n'),
      );
      for (const word of demoWords) expect(text, `"${word}" is the demo venue's`).not.toContain(word);
      for (const other of others)
        for (const word of [
          other.site.name,
          other.site.address.street,
          other.site.contact.email,
          ...other.venue.spaces.map((space) => space.name),
        ])
          // As a whole word: the rooftop's "The Bar" is no part of the barn's "The Barn".
          expect(
            new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text),
            `"${word}" is ${other.site.name}'s`,
          ).toBe(false);
      // Not its colours' contrast: a venue sets no colour or size of the page's text, so its pages have the demo's,
      // measured on the demo's pages (tests/e2e/pages.spec.ts) and, with the language switcher, on the second venue's
      // French ones (languages.spec.ts).
      expect(await axeViolations(page, { contrast: false }), 'axe: serious or critical').toEqual([]);
      expect(text).toContain(venue.site.contact.email);

      // Every picture that has loaded by now (the eager ones, the hero among them) decoded to something.
      await page.evaluate(() =>
        Promise.all(
          Array.from(document.images, (img) => (img.loading === 'lazy' ? null : img.decode().catch(() => null))),
        ),
      );
      const broken = await page.evaluate(() =>
        Array.from(document.images)
          .filter((img) => img.complete && img.loading !== 'lazy' && img.naturalWidth === 0)
          .map((img) => img.currentSrc || img.src),
      );
      expect(broken).toEqual([]);

      // Its words alone in every alt text: the hero's, the spaces', the gallery's, and its sample blog's pictures.
      const alts = await altTexts(page);
      expect(alts.notFromContent, 'alt texts the venue did not write').toEqual([]);
      if (target.name !== 'contact' && (target.name !== 'news' || hasNewsToShow))
        expect(alts.all.length, 'alt texts on the page').toBeGreaterThan(0);
      for (const alt of [demo.home.hero.photo?.alt, ...demoBlog.feedPictures.map((p) => p.alt)])
        expect(alts.all).not.toContain(alt);

      // Drawn in the core faces the first language preloads, and no other (the other languages: the test below).
      await expectCoreFacesOnly(page, target.path);
    },
  );
}

// One test a language, so that two workers share them.
/** The page is drawn in the core faces its language preloads (and their fallbacks), and has loaded no other. */
async function expectCoreFacesOnly(page: Page, path: string) {
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status !== 'unloaded').map((face) => face.family);
  });
  expect(loaded.length, path).toBeGreaterThanOrEqual(2);
  expect(
    loaded.filter((family) => !/^"?((display|text)(Core|(?!More)[A-Z][a-z]{3})|\w+ Fallback)"?$/.test(family)),
    `${path}: faces beyond the core`,
  ).toEqual([]);
}

// The first language's pages are checked by their own tests above; a page load is most of what a test costs.
for (const tag of venue.languages.slice(1)) {
  test(
    `every page in ${tag} is drawn in the core faces it preloads, and loads no other`,
    ANY_SCREEN,
    async ({ page }) => {
      for (const target of pages) {
        const path = `/${tag.toLowerCase()}${target.path === '/' ? '' : target.path}`;
        await page.goto(path, { waitUntil: 'load' });
        await expectCoreFacesOnly(page, path);
      }
    },
  );
}

test.describe(() => {
  test.skip((venue.newsPosts ?? []).length === 0, 'a venue whose news is its sample blog');
  test(
    'home, news and each post show the venue’s own posts from its folder, and ask no blog',
    ANY_SCREEN,
    async ({ page }) => {
      const posts = venue.newsPosts ?? [];
      const blogAsked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/wp-json/')) blogAsked.push(request.url());
      });
      const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date));
      await page.goto('/');
      for (const [index, block] of ['#news1', '#news2', '#news3'].entries()) {
        const post = newest[index];
        if (!post) {
          await expect(page.locator(block)).toBeHidden();
          continue;
        }
        await expect(page.locator(`${block} h3`)).toHaveText(post.title);
        await expect(page.locator(`${block} a`).first()).toHaveAttribute('href', `/news/${post.slug}`);
      }
      await expect(page.locator('#news1 time')).toHaveText(formatLongDate(newest[0]!.date, venue.language));
      await expect(page.locator('#ig_grid')).toHaveCount(venue.home.feed?.photos?.length ? 1 : 0);
      await page.goto('/news');
      await expect(page.locator('.news-grid article.card h3')).toHaveText(newest.map((post) => post.title));
      await page.goto(`/news/${newest[0]!.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest[0]!.title);
      await expect(page.locator('.post-body')).not.toBeEmpty();
      expect(blogAsked).toEqual([]);
    },
  );
});

test.describe(() => {
  test.skip((venue.newsPosts ?? []).length > 0, 'a venue whose news is in its folder');
  test.skip(!hasNewsToShow, 'a venue with no news yet (a new venue’s folder)');
  test('home and news show the venue’s own sample posts and feed, not the demo’s', ANY_SCREEN, async ({ page }) => {
    const slugOf = (href: string | null) => /\/blog\/([a-z0-9-]+)\/$/.exec(href ?? '')?.[1];
    const own = ownBlog.posts.map((post) => post.slug);
    expect(own.length).toBeGreaterThan(3);
    await page.goto('/');
    await expect(page.locator('section.hero img')).toHaveAttribute('alt', venue.home.hero.photo?.alt ?? '');
    for (const block of ['#news1', '#news2', '#news3']) {
      const slug = slugOf(await page.locator(`${block} a`).first().getAttribute('href'));
      expect(own, block).toContain(slug);
    }
    await expect(page.locator('#ig_grid img')).toHaveCount(ownBlog.feedPictures.length);
    await page.goto('/news');
    const links = await page
      .locator('.news-grid article.card a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(own).toContain(slugOf(link));
      expect(demoBlog.posts.map((post) => post.slug)).not.toContain(slugOf(link));
    }
  });
});

const shippedSubmit = dictionaryFor(venue.language).forms.enquiry.submit;
test.describe(() => {
  test.skip(venue.dictionary.forms.enquiry.submit === shippedSubmit, 'a venue that keeps the site’s words');
  test('the venue’s own words for the site’s take their place: the enquiry’s button', ANY_SCREEN, async ({ page }) => {
    const shipped = shippedSubmit;
    const own = venue.dictionary.forms.enquiry.submit;
    await page.goto('/contact');
    await expect(contactForm(page, 'enquiry').submit).toHaveText(own);
    await expect(page.locator('body')).not.toContainText(shipped);
  });
});
