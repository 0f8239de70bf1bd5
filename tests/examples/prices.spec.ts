/**
 * An example venue's packages and plans in each of its languages (promises §13): the prices written the way each
 * language writes them, search engines' offers, the brochure of each language; for the second venue also a PNG plan
 * (a processed photo) in the viewer's dialog, and the French estimate of a package priced by the hour.
 */
import { expect, test } from '../e2e/support/fixtures';
import { contactForm } from '../e2e/support/forms';
import { ANY_SCREEN } from '../e2e/support/screens';
import { resolveSettings } from '../../src/config/settings.mjs';
import { loadContents } from '../../src/content/load';
import { fromPrice } from '../../src/shared/prices/packages';
import { fromText } from '../../src/shared/prices/words';
import { brochureSize } from '../../src/features/brochure/size';
import { priceRange } from '../../src/content/present';
import { fill } from '../../src/i18n/fill';
import { TEST_NOW } from '../support/clock';

const settings = resolveSettings(process.env);
const contents = loadContents(settings.contentDir, { siteName: settings.siteName });
const [defaultLanguage] = [...contents.keys()];
const pathIn = (path: string, tag: string) => (tag === defaultLanguage ? path : `/${tag.toLowerCase()}${path}`);

for (const [tag, content] of contents) {
  const prices = content.prices!;
  // The site's words as this venue says them (its words.yaml laid over the dictionary).
  const dict = content.dictionary;

  test(
    `shows every package in ${tag}, its price as the language writes it, and offers it to search engines`,
    ANY_SCREEN,
    async ({ page }) => {
      await page.goto(pathIn('/venue', tag));
      const cards = page.locator('#packages .package-card');
      await expect(cards).toHaveCount(prices.packages.length);
      for (const [index, pack] of prices.packages.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(pack.name);
        await expect(cards.nth(index).locator('.package-price')).toHaveText(
          fromText(pack, prices.currency, dict.prices, tag),
        );
        await expect(
          cards.nth(index).getByRole('link', { name: `${dict.prices.enquire}: ${pack.name}` }),
        ).toHaveAttribute('href', `${pathIn('/contact', tag)}?package=${pack.id}#enquiry`);
      }
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(data.makesOffer.map((offer: { name: string; price: number; priceCurrency: string }) => offer)).toEqual(
        prices.packages.map((pack) =>
          expect.objectContaining({ name: pack.name, price: fromPrice(pack), priceCurrency: prices.currency }),
        ),
      );
      expect(data.priceRange).toBe(priceRange(prices, tag));
    },
  );
}

test(`a PNG floor plan opens in the viewer’s dialog, in French`, ANY_SCREEN, async ({ page }) => {
  test.skip(!contents.has('fr'), 'a venue in French');
  const french = contents.get('fr')!;
  const space = french.venue.spaces.find((one) => one.plan)!;
  await page.goto(`/fr/venue`);
  await page.locator(`#${space.id} a.space-plan`).click();
  const dialog = page.getByRole('dialog', { name: french.dictionary.gallery.viewer });
  await expect(dialog.getByRole('img', { name: space.plan!.alt })).toBeVisible();
  // A processed photo: WebP candidates, as the gallery's photos have.
  await expect(dialog.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp \d+w/);
});

test(`the French estimate of a package priced by the hour`, ANY_SCREEN, async ({ page }) => {
  test.skip(!contents.get('fr')?.prices?.packages.some((pack) => pack.id === 'club-night'), 'the second venue');
  await page.clock.install({ time: new Date(TEST_NOW) });
  await page.goto('/fr/contact?package=club-night');
  const form = contactForm(page, 'enquiry').wrapper;
  await expect(form.locator('[name="package"]')).toHaveValue('club-night');
  await form.locator('[name="event_date"]').fill('2027-03-12'); // a Friday: 4 hours at £350 is below £1,800
  await expect(page.locator('#enquiry-form-estimate')).toHaveText(
    /^Environ 1\s800\s£ un vendredi de mars, le minimum de la formule$/,
  );
});

test(
  'each language’s pages link its own brochure, with its size in its words',
  ANY_SCREEN,
  async ({ page, request }) => {
    for (const [tag, content] of contents) {
      const href = tag === defaultLanguage ? '/brochure.pdf' : `/${tag.toLowerCase()}/brochure.pdf`;
      const response = await request.get(href);
      expect(response.headers()['content-type']).toBe('application/pdf');
      const size = brochureSize((await response.body()).byteLength, tag);
      await page.goto(pathIn('/venue', tag));
      await expect(page.locator(`#packages a[type="application/pdf"]`)).toHaveAttribute('href', href);
      await expect(page.locator(`#packages a[type="application/pdf"]`)).toHaveText(
        fill(content.dictionary.prices.brochure, { size }),
      );
      expect(content.language).toBe(tag);
    }
  },
);
