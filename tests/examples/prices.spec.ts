/**
 * An example venue's packages and plans in each of its languages (promises §13): the prices written the way each
 * language writes them, search engines' offers, the brochure of each language; for the second venue also a PNG plan
 * (a processed photo) in the viewer's dialog, the French estimate of a package priced by the hour, and the whole roof's
 * price, which includes 200 guests and prices each extra guest, on its card, to search engines and in the estimate.
 */
import { expect, test } from '../e2e/support/fixtures';
import { contactForm } from '../e2e/support/forms';
import { ANY_SCREEN } from '../e2e/support/screens';
import { resolveSettings } from '../../src/config/settings.mjs';
import { loadContents } from '../../src/content/load';
import { fromPrice } from '../../src/shared/prices/packages';
import { fromText, includedGuestsText } from '../../src/shared/prices/words';
import { brochureSize } from '../../src/features/brochure/size';
import { priceRange } from '../../src/content/present';
import { fill } from '../../src/i18n/fill';
import { TEST_NOW } from '../support/clock';
import { sentEmail } from '../e2e/support/sends';

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
          cards.nth(index).getByRole('link', {
            // The language's "label: text" (French: a narrow no-break space before the colon).
            name: fill(dict.site.labelled, { label: dict.prices.enquire, text: pack.name }),
          }),
        ).toHaveAttribute('href', `${pathIn('/contact', tag)}?package=${pack.id}#enquiry`);
        // The guests a price includes, under it, where it includes some.
        const guests = cards.nth(index).locator('.package-guests');
        if (pack.includedGuests === undefined) await expect(guests).toHaveCount(0);
        else await expect(guests).toHaveText(includedGuestsText(pack, prices.currency, dict.prices, tag));
      }
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(data.makesOffer.map((offer: { name: string; price: number; priceCurrency: string }) => offer)).toEqual(
        prices.packages.map((pack) =>
          expect.objectContaining({ name: pack.name, price: fromPrice(pack), priceCurrency: prices.currency }),
        ),
      );
      expect(data.priceRange).toBe(priceRange(prices, tag));
      // A price that includes guests: the package's up to them, then each extra guest's.
      for (const [index, pack] of prices.packages.entries()) {
        if (pack.includedGuests === undefined) continue;
        expect(data.makesOffer[index].priceSpecification).toEqual([
          expect.objectContaining({
            price: fromPrice(pack),
            eligibleQuantity: expect.objectContaining({ maxValue: pack.includedGuests }),
          }),
          expect.objectContaining({
            '@type': 'UnitPriceSpecification',
            price: pack.extraGuestPrice,
            priceCurrency: prices.currency,
            unitCode: 'IE',
            eligibleQuantity: expect.objectContaining({ minValue: pack.includedGuests + 1 }),
          }),
        ]);
      }
    },
  );
}

const roofBuyout = (tag: string) => contents.get(tag)?.prices?.packages.find((pack) => pack.id === 'roof-buyout');

test.describe(() => {
  test.skip(roofBuyout(defaultLanguage!)?.includedGuests !== 200, 'the second venue');
  test(
    `the whole roof includes 200 guests: the estimate adds each extra one, and the enquiry sends its words`,
    ANY_SCREEN,
    async ({ page }) => {
      const bodies: { template_params: Record<string, string> }[] = [];
      await page.route('**/api/v1.0/email/send', async (route) => {
        bodies.push(sentEmail(route.request()));
        await route.fulfill({ status: 200, body: 'OK' });
      });
      await page.clock.install({ time: new Date(TEST_NOW) });
      await page.goto('/contact?package=roof-buyout');
      const form = contactForm(page, 'enquiry');
      const estimate = page.locator('#enquiry-form-estimate');
      await expect(form.wrapper.locator('[name="package"]')).toHaveValue('roof-buyout');
      await form.wrapper.locator('[name="event_date"]').fill('2027-06-12'); // a Saturday
      await form.wrapper.locator('[name="guest_count"]').fill('150');
      await expect(estimate).toHaveText('About £9,500 for 150 guests on a Saturday in June, up to 200 guests included');
      await form.wrapper.locator('[name="guest_count"]').fill('250');
      const words =
        'About £11,250 for 250 guests on a Saturday in June: £9,500 for 200 guests, plus 50 extra guests at £35 each';
      await expect(estimate).toHaveText(words);
      await form.fill({ name: 'Ada Lovelace', email: 'ada@example.com', message: 'A launch for 250 on the roof.' });
      await form.submit.click();
      await expect(form.success).toBeVisible();
      expect(bodies).toHaveLength(1);
      expect(bodies[0]!.template_params).toMatchObject({
        package: 'The whole roof',
        estimate: words,
        guest_count: '250',
      });
    },
  );
});

test.describe(() => {
  test.skip(roofBuyout('fr')?.includedGuests !== 200, 'the second venue');
  test(`the whole roof’s estimate in French, with its extra guests`, ANY_SCREEN, async ({ page }) => {
    await page.clock.install({ time: new Date(TEST_NOW) });
    await page.goto('/fr/contact?package=roof-buyout');
    const form = contactForm(page, 'enquiry').wrapper;
    await form.locator('[name="event_date"]').fill('2027-06-12');
    await form.locator('[name="guest_count"]').fill('201');
    await expect(page.locator('#enquiry-form-estimate')).toHaveText(
      /^Environ 9\s535\s£ pour 201 invités un samedi de juin\s: 9\s500\s£ pour 200 invités, plus 1 invité supplémentaire à 35\s£$/,
    );
  });
});

test.describe(() => {
  // The second venue's first plan is a PNG; a new venue's folder has no plans yet.
  test.skip(!contents.get('fr')?.venue.spaces.some((one) => one.plan), 'a venue in French with a floor plan');
  test(`a PNG floor plan opens in the viewer’s dialog, in French`, ANY_SCREEN, async ({ page }) => {
    const french = contents.get('fr');
    const space = french?.venue.spaces.find((one) => one.plan);
    await page.goto(`/fr/venue`);
    await page.locator(`#${space!.id} a.space-plan`).click();
    const dialog = page.getByRole('dialog', { name: french!.dictionary.gallery.viewer });
    await expect(dialog.getByRole('img', { name: space!.plan!.alt })).toBeVisible();
    // A processed photo: WebP candidates, as the gallery's photos have.
    await expect(dialog.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp \d+w/);
  });
});

test.describe(() => {
  test.skip(!contents.get('fr')?.prices?.packages.some((pack) => pack.id === 'club-night'), 'the second venue');
  test(`the French estimate of a package priced by the hour`, ANY_SCREEN, async ({ page }) => {
    await page.clock.install({ time: new Date(TEST_NOW) });
    await page.goto('/fr/contact?package=club-night');
    const form = contactForm(page, 'enquiry').wrapper;
    await expect(form.locator('[name="package"]')).toHaveValue('club-night');
    await form.locator('[name="event_date"]').fill('2027-03-12'); // a Friday: 4 hours at £350 is below £1,800
    await expect(page.locator('#enquiry-form-estimate')).toHaveText(
      /^Environ 1\s800\s£ un vendredi de mars, le minimum de la formule$/,
    );
  });
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
