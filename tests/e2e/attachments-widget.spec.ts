import { waitForIsland } from './support/fixtures';
import type { Page } from '@playwright/test';
import { expect, fileInput, items, test, widget } from './support/attachments-test';
import { axeViolations } from './support/axe';
import { ANY_SCREEN } from './support/screens';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  // The visitor reaches the form: its island wakes as it nears the screen.
  await waitForIsland(page, '#email-attach-uploader');
});

/** Empties the widget, as its "Clear all" button does. */
async function clearAll(page: Page) {
  await widget(page)
    .getByRole('button', { name: /Clear all/ })
    .click();
  await expect(items(page)).toHaveCount(0);
}

// One visit to the contact page, a step a behaviour, each leaving the widget empty for the next: a page load is most
// of what a test costs. (Object URLs are counted from the page's start: their test loads the page again itself.)
test(
  'the attachment widget: texts, limits, previews, removing, keyboard, dropping, names, axe',
  ANY_SCREEN,
  async ({ page, files }) => {
    await test.step('shows its label and texts, and counts what is chosen', async () => {
      const uploader = widget(page);
      await expect(uploader.getByText('Choose images...', { exact: true })).toBeVisible();
      await expect(page.getByLabel('Choose images...')).toHaveAttribute('type', 'file');
      await expect(uploader.getByText('Choose file...', { exact: true })).toBeVisible();
      await expect(uploader.getByRole('button', { name: 'Browse' })).toBeVisible();

      await fileInput(page).setInputFiles([files.smallPng]);
      await expect(uploader.locator('.attach-summary')).toHaveText('terrace.png');
      await fileInput(page).setInputFiles([files.gif]);
      await expect(uploader.getByText('2 files selected', { exact: true })).toBeVisible();
      await expect(items(page)).toHaveCount(2);
      await clearAll(page);
    });

    await test.step('three files at once: keeps the two that fit and says so', async () => {
      await fileInput(page).setInputFiles([files.smallPng, files.smallPng2, files.smallPng3]);
      await expect(items(page)).toHaveCount(2);
      await expect(items(page).locator('.attach-name')).toHaveText(['terrace.png', 'hall.png']);
      await expect(widget(page).getByRole('status')).toContainText(
        'At most 2 files can be attached, so “garden.png” was not added.',
      );
      await expect(widget(page).locator('.attach-summary')).toHaveText('2 files selected');
      // Full: a further choice adds nothing.
      await fileInput(page).setInputFiles([files.gif]);
      await expect(items(page).locator('.attach-name')).toHaveText(['terrace.png', 'hall.png']);
      await clearAll(page);
    });

    await test.step('previews png, jpeg and gif; shows icons for pdf, video and other files', async () => {
      await fileInput(page).setInputFiles([files.smallPng, files.gif]);
      await expect(items(page).locator('.attach-thumb img')).toHaveCount(2);
      // The previews really show the pictures: the browser decoded them (each in its own time).
      const sizes = () =>
        items(page)
          .locator('img')
          .evaluateAll((imgs) =>
            imgs.map((img) => `${(img as HTMLImageElement).naturalWidth}x${(img as HTMLImageElement).naturalHeight}`),
          );
      await expect.poll(sizes).toEqual(['300x200', '1x1']);

      await widget(page)
        .getByRole('button', { name: /Clear all/ })
        .click();
      await fileInput(page).setInputFiles([files.pdf, files.mp4]);
      await expect(items(page).locator('img')).toHaveCount(0);
      await expect(items(page).locator('svg.attach-icon')).toHaveCount(2);
      await expect(items(page).nth(0)).toHaveAttribute('data-kind', 'pdf');
      await expect(items(page).nth(1)).toHaveAttribute('data-kind', 'video');

      await widget(page).getByRole('button', { name: 'Remove floor-plan.pdf' }).click();
      await fileInput(page).setInputFiles([files.txt]);
      await expect(items(page).nth(1)).toHaveAttribute('data-kind', 'other');
      await expect(items(page).locator('svg.attach-icon')).toHaveCount(2);
      await clearAll(page);
    });

    await test.step('removes one file or all of them, announcing it and keeping keyboard focus in the widget', async () => {
      await fileInput(page).setInputFiles([files.smallPng, files.gif]);
      await widget(page).getByRole('button', { name: 'Remove terrace.png' }).click();
      await expect(items(page).locator('.attach-name')).toHaveText(['dance.gif']);
      await expect(widget(page).getByRole('status')).toContainText('Removed “terrace.png”. 1 file selected.');
      await expect(widget(page).getByRole('button', { name: 'Remove dance.gif' })).toBeFocused();
      await expect(widget(page).locator('.attach-summary')).toHaveText('dance.gif');

      await fileInput(page).setInputFiles([files.smallPng2]);
      await widget(page)
        .getByRole('button', { name: /Clear all/ })
        .click();
      await expect(items(page)).toHaveCount(0);
      await expect(widget(page).getByText('Choose file...', { exact: true })).toBeVisible();
      await expect(widget(page).getByRole('status')).toHaveText('All files removed. No file chosen.');
      await expect(widget(page).getByRole('button', { name: 'Browse' })).toBeFocused();
    });

    await test.step('works from the keyboard with visible focus: Browse opens the file chooser', async () => {
      // Listening first: Playwright starts intercepting file choosers when the first listener is added, and a chooser
      // opened before that goes to the (invisible) system dialog instead.
      const chooser = page.waitForEvent('filechooser');
      const browse = widget(page).getByRole('button', { name: 'Browse' });
      await page.getByLabel('Your message').last().focus();
      await page.keyboard.press('Tab');
      await expect(browse).toBeFocused();
      const outline = await browse.evaluate(
        (el) => getComputedStyle(el).outlineStyle + ' ' + getComputedStyle(el).outlineWidth,
      );
      expect(outline).not.toMatch(/^none|\b0px/);

      await page.keyboard.press('Enter');
      await (await chooser).setFiles([files.smallPng, files.smallPng2]);
      await expect(items(page)).toHaveCount(2);

      await page.keyboard.press('Tab'); // past Browse to the first Remove button
      await expect(widget(page).getByRole('button', { name: 'Remove terrace.png' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(items(page).locator('.attach-name')).toHaveText(['hall.png']);
      await clearAll(page);
    });

    await test.step('accepts files dropped on it', async () => {
      const dataTransfer = await page.evaluateHandle(() => {
        const transfer = new DataTransfer();
        transfer.items.add(new File(['%PDF-1.4'], 'menu.pdf', { type: 'application/pdf' }));
        return transfer;
      });
      await widget(page).dispatchEvent('dragenter', { dataTransfer });
      await expect(widget(page)).toHaveClass(/is-dragging/);
      await widget(page).dispatchEvent('drop', { dataTransfer });
      await expect(widget(page)).not.toHaveClass(/is-dragging/);
      await expect(items(page).locator('.attach-name')).toHaveText(['menu.pdf']);
      await clearAll(page);
    });

    await test.step('shows file names as text only', async () => {
      let dialog = false;
      page.on('dialog', (d) => {
        dialog = true;
        void d.dismiss();
      });
      const name = '<img src=x onerror=alert(1)>.png';
      await fileInput(page).setInputFiles([{ name, mimeType: 'text/plain', buffer: Buffer.from('x') }]);
      await expect(items(page).locator('.attach-name')).toHaveText(name);
      await expect(widget(page).locator('img[src="x"]')).toHaveCount(0);
      expect(dialog).toBe(false);
      await clearAll(page);
    });

    await test.step('axe finds no serious or critical violation with files chosen', async () => {
      await fileInput(page).setInputFiles([files.smallPng, files.pdf]);
      await expect(items(page)).toHaveCount(2);
      expect(await axeViolations(page, { within: '#email-attach-uploader' })).toEqual([]);
      await clearAll(page);
    });
  },
);

test('revokes every object URL it made for a preview', ANY_SCREEN, async ({ page, files }) => {
  await page.addInitScript(() => {
    const made = new Map<string, string>();
    const revoked = new Set<string>();
    const create = URL.createObjectURL.bind(URL);
    const revoke = URL.revokeObjectURL.bind(URL);
    URL.createObjectURL = (object: Blob | MediaSource) => {
      const url = create(object);
      made.set(url, object instanceof Blob ? object.type : '');
      return url;
    };
    URL.revokeObjectURL = (url: string) => {
      revoked.add(url);
      revoke(url);
    };
    (window as unknown as { objectUrls: () => unknown }).objectUrls = () => ({
      images: [...made].filter(([, type]) => type.startsWith('image/')).map(([url]) => url),
      revoked: [...revoked],
    });
  });
  await page.reload();
  const urls = () =>
    page.evaluate(() =>
      (window as unknown as { objectUrls: () => { images: string[]; revoked: string[] } }).objectUrls(),
    );

  await fileInput(page).setInputFiles([files.smallPng, files.gif]);
  await expect(items(page).locator('img')).toHaveCount(2);
  await widget(page).getByRole('button', { name: 'Remove terrace.png' }).click();
  await fileInput(page).setInputFiles([files.smallPng2]);
  await widget(page)
    .getByRole('button', { name: /Clear all/ })
    .click();
  await expect(items(page)).toHaveCount(0);
  const { images, revoked } = await urls();
  expect(images).toHaveLength(3);
  expect(revoked).toEqual(expect.arrayContaining(images));
});
