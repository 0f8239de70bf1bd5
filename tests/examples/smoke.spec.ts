/**
 * Every page of a second venue, built from nothing but its content folder: it renders, says nothing of the demo
 * venue, logs no error, and every photo on it arrives.
 */
import { expect, test } from '../e2e/support/fixtures';
import { pages } from '../e2e/support/pages';
import { loadContent } from '../../src/content/load';
import { venue } from '../support/venue';

const demo = loadContent('content');

/** What only the demo venue says: its name, its spaces, its street and town, how to reach it. */
const demoWords = [
  demo.site.name,
  ...demo.venue.spaces.map((space) => space.name),
  demo.site.address.street,
  demo.site.address.locality,
  demo.site.contact.phone,
  demo.site.contact.email,
  ...demo.venue.suppliers,
];

test.beforeAll(() => {
  // The config names the example; make sure this is not the demo by mistake.
  expect(venue.site.name).not.toBe(demo.site.name);
});

for (const target of pages) {
  test(`${target.name}: the example venue's own page`, async ({ page }) => {
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
  });
}
