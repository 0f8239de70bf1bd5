/**
 * A venue in another script (promises §19): the Kyoto machiya (examples/kyoto, Japanese then English) and the
 * Marrakech riad (examples/riad, Arabic then English). Each page in its direction, the values that must read left to
 * right kept so, the Arabic pages passing axe and the keyboard's journeys, and what each language writes its own way:
 * the address, the phone, the included guests. The Latin venues have nothing to say here.
 */
import { axeViolations } from '../e2e/support/axe';
import { expect, test } from '../e2e/support/fixtures';
import { contactForm } from '../e2e/support/forms';
import { venuePages as pages } from '../support/venue';
import { ANY_SCREEN } from '../e2e/support/screens';
import { animationsSettled } from '../e2e/support/visitor';
import { resolveSettings } from '../../src/config/settings.mjs';
import { loadContents } from '../../src/content/load';
import { phoneAsRead } from '../../src/content/phone';
import { languageCode } from '../../src/i18n/paths';

const settings = resolveSettings(process.env);
const contents = loadContents(settings.contentDir, { siteName: settings.siteName });
const languages = [...contents.keys()];
const [first] = languages as [string, ...string[]];
const script = new Intl.Locale(first).maximize().script;

test.skip(script !== 'Jpan' && script !== 'Arab', 'a venue whose first language is written in Latin letters');

/** The page at `path` (the default language's address) in language `tag`. */
const inLanguage = (path: string, tag: string) =>
  tag === first ? path : `/${languageCode(tag)}${path === '/' ? '' : path}`;
const rightToLeft = script === 'Arab';

for (const tag of languages) {
  test(`every page in ${tag} says its language and its direction`, ANY_SCREEN, async ({ request }) => {
    for (const target of pages) {
      const response = await request.get(inLanguage(target.path, tag));
      expect(response.status(), target.path).toBe(200);
      const html = (await response.text()).match(/<html[^>]*>/)![0];
      expect(html, target.path).toContain(`lang="${tag}"`);
      // Right to left where the language is (CLDR), and nothing said where it is not.
      if (tag === first && rightToLeft) expect(html, target.path).toContain('dir="rtl"');
      else expect(html, target.path).not.toContain('dir=');
    }
  });
}

test(
  'nothing is slanted where the script has no italics: the testimonials stand upright',
  ANY_SCREEN,
  async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bupright\b/);
    const quotes = page.locator('.testimonial, blockquote');
    expect(await quotes.count()).toBeGreaterThan(0);
    for (const style of await quotes.evaluateAll((elements) =>
      elements
        .flatMap((element) => [element, ...element.querySelectorAll('*')])
        .map((e) => getComputedStyle(e).fontStyle),
    ))
      expect(style).toBe('normal');
    // The English pages keep the type's italics.
    await page.goto('/en');
    await expect(page.locator('html')).not.toHaveClass(/\bupright\b/);
  },
);

test('the phone reads left to right on one line, as the page’s readers write it', async ({ page }) => {
  for (const tag of languages) {
    await page.goto(inLanguage('/contact', tag));
    const { contact, address } = contents.get(tag)!.site;
    const shown = phoneAsRead(contents.get(first)!.site.contact.phone, address.country, tag, tag === first);
    const link = page.locator('.contact-phone a[href^="tel:"]');
    await expect(link).toHaveText(shown);
    await expect(link).toHaveAttribute('href', `tel:${contact.phoneInternational}`);
    await expect(link).toHaveAttribute('dir', 'ltr');
    // One line box: the number never breaks, whatever the screen.
    expect(await link.evaluate((element) => element.getClientRects().length)).toBe(1);
  }
});

test.describe('the Kyoto machiya', () => {
  test.skip(script !== 'Jpan', 'the Japanese venue');

  test(
    'writes its address as Japan does on the Japanese pages, as a reader abroad does on the English',
    ANY_SCREEN,
    async ({ page }) => {
      await page.goto('/venue');
      const japanese = page.locator('.visit-address');
      await expect(japanese).toContainText('〒602-8123');
      await expect(japanese).toContainText('京都府京都市上京区松葉町123');
      await page.goto('/en/venue');
      const english = page.locator('.visit-address');
      await expect(english).toContainText('123 Matsuba-chō');
      await expect(english).not.toContainText('〒');
      // The venue's name as each language's readers know it.
      await expect(page).toHaveTitle(/Matsubaya/);
    },
  );

  // Its faces beyond the first screen are every kanji its pages write, some 160 KB: fetched at the first layout they
  // held a phone's first paint (src/shared/early/later-faces.mjs).
  test('fetches its Japanese faces beyond the first screen once the page has painted, and draws in them', async ({
    page,
  }) => {
    const laterFetched = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/jpan-more-/.test(entry.name))
          .map((entry) => entry.startTime),
      );
    await page.goto('/');
    await expect.poll(async () => (await laterFetched()).length).toBe(2);
    const painted = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
    expect(Math.min(...(await laterFetched()))).toBeGreaterThan(painted);
    // The core face and both later ones, drawing the page's Japanese.
    await expect
      .poll(() =>
        page.evaluate(() => [...document.fonts].filter((f) => /Jpan/.test(f.family) && f.status === 'loaded').length),
      )
      .toBe(3);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the stylesheet declares the same faces, fetched as the page uses them', ANY_SCREEN, async ({ page }) => {
      const fetched: string[] = [];
      page.on('request', (request) => {
        if (/\/jpan-more-/.test(request.url())) fetched.push(request.url());
      });
      await page.goto('/', { waitUntil: 'load' });
      await expect.poll(() => fetched.length).toBe(2);
    });
  });

  test('estimates a small wedding of 30: twenty guests included, ten more at ¥18,000', ANY_SCREEN, async ({ page }) => {
    await page.goto('/contact?package=small-wedding');
    const form = contactForm(page, 'enquiry');
    await expect(form.wrapper.locator('[name="package"]')).toHaveValue('small-wedding');
    await form.wrapper.locator('[name="guest_count"]').fill('30');
    const estimate = page.locator('#enquiry-form-estimate');
    // ¥980,000 for twenty, and ten more at ¥18,000: ¥1,160,000, in the dictionary's Japanese.
    await expect(estimate).toContainText('1,160,000');
    await expect(estimate).toContainText('18,000');
    await expect(estimate).toContainText('20名様');
  });
});

test.describe('the Marrakech riad, right to left', () => {
  test.skip(script !== 'Arab', 'the Arabic venue');

  // axe on every Arabic page is the smoke spec's (tests/examples/smoke.spec.ts); here, with the menu open too.
  test('axe finds no serious or critical violation with the menu open', async ({ page }) => {
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.locator('button.nav-trigger').click();
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the keyboard opens and closes the menu, and the gallery’s arrows go the way the page reads', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a keyboard’s journey');
    await page.goto('/gallery');
    // The menu: its button by the keyboard, Escape closes it and gives the focus back.
    const trigger = page.locator('button.nav-trigger');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('body')).toHaveClass(/nav-open/);
    await page.keyboard.press('Escape');
    await expect(page.locator('body')).not.toHaveClass(/nav-open/);
    await expect(trigger).toBeFocused();
    // The viewer: ArrowLeft is the next photo right to left, ArrowRight the one before.
    const thumbs = page.locator('a.gallery-thumb');
    const total = await thumbs.count();
    await thumbs.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog.gallery-dialog');
    const counter = dialog.locator('.gallery-count');
    await expect(dialog).toHaveAttribute('open', '');
    await expect(counter).toContainText(`${total}`);
    const shown = () => dialog.locator('figure img').getAttribute('alt');
    const alt = async (index: number) => (await thumbs.nth(index).locator('img').getAttribute('alt')) ?? '';
    await expect(dialog.locator('figure img')).toHaveAttribute('alt', await alt(0));
    await page.keyboard.press('ArrowLeft');
    await expect(dialog.locator('figure img')).toHaveAttribute('alt', await alt(1));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.locator('figure img')).toHaveAttribute('alt', await alt(0));
    expect(await shown()).toBe(await alt(0));
    await page.keyboard.press('Escape');
    await expect(dialog).not.toHaveAttribute('open', '');
  });

  test('says times on the venue’s 24-hour clock, whatever Arabic’s own', ANY_SCREEN, async ({ page }) => {
    await page.goto('/whats-on');
    const text = await page.locator('main').innerText();
    expect(text).toMatch(/20:00/);
    // Never Arabic's own 12-hour clock: "8:00 م".
    expect(text).not.toMatch(/\d:\d\d\s?[صم](?![\u0600-\u06ff])/);
  });
});
