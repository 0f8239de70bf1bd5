import { waitForIsland } from './support/fixtures';
import type { Page, Request } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { expect, fileInput, form, items, test, widget } from './support/attachments-test';
import { sentEmail } from './support/sends';

const LIMIT = 943718;
const SEND = '**/api/v1.0/email/send';

interface SentImage {
  name: string;
  type: string;
  bytes: number;
  width: number;
  height: number;
}

/** Answers the email service's requests (status, text) and records their JSON bodies. */
async function fakeEmailService(
  page: Page,
  answers: { status: number; body: string }[] = [{ status: 200, body: 'OK' }],
) {
  const bodies: { template_id: string; template_params: Record<string, string> }[] = [];
  await page.route(SEND, async (route) => {
    bodies.push(sentEmail(route.request()));
    const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
    await route.fulfill({ status: answer.status, contentType: 'text/plain', body: answer.body });
  });
  return bodies;
}

/** Decodes image_data_N in the page: the bytes a recipient gets and the picture's natural size. */
async function sentImages(page: Page, params: Record<string, string>): Promise<SentImage[]> {
  const images: SentImage[] = [];
  for (const n of [1, 2]) {
    const dataUrl = params[`image_data_${n}`];
    if (!dataUrl) continue;
    const match = /^data:([^;,]+);base64,(.*)$/.exec(dataUrl);
    expect(match, `image_data_${n} is a base64 data URL`).not.toBeNull();
    const { width, height } = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    }, dataUrl);
    images.push({
      name: params[`file_name_${n}`] ?? '',
      type: match![1]!,
      bytes: Buffer.from(match![2]!, 'base64').length,
      width,
      height,
    });
  }
  return images;
}

/** At most 943718 bytes and 1240 px on the longer side; the original's shape kept; still a usable photo. */
function expectWithinLimits(image: SentImage, aspect: number) {
  expect(image.bytes).toBeLessThanOrEqual(LIMIT);
  expect(image.bytes).toBeGreaterThan(50_000);
  expect(Math.max(image.width, image.height)).toBeLessThanOrEqual(1240);
  expect(Math.max(image.width, image.height)).toBeGreaterThanOrEqual(800);
  expect(Math.abs(image.width / image.height - aspect)).toBeLessThan(0.01);
}

async function fillAndSend(page: Page) {
  const wrapper = form(page);
  await wrapper.getByLabel('Your name').fill('Ada Lovelace');
  await wrapper.getByLabel('Your email').fill('ada@example.com');
  await wrapper.getByLabel('Your message').fill('A long table under the beams, like these.');
  await wrapper.locator('[type=submit]').click();
}

const waitUntilReady = (page: Page) =>
  expect(items(page).and(page.locator('[data-status=working], [data-status=waiting]'))).toHaveCount(0, {
    timeout: 60_000,
  });

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  // The visitor reaches the form: its island wakes as it nears the screen.
  await waitForIsland(page, '#email-attach-uploader');
});

test('sends small images as they are, as base64 data URLs with their names, using the attachments template', async ({
  page,
  files,
}) => {
  const bodies = await fakeEmailService(page);
  await fileInput(page).setInputFiles([files.smallPng, files.gif]);
  await fillAndSend(page);
  await expect(form(page).locator('.success-box')).toBeVisible();
  expect(bodies).toHaveLength(1);
  const params = bodies[0]!.template_params;
  expect(bodies[0]!.template_id).toBe('local_attachments');
  expect(await sentImages(page, params)).toEqual([
    {
      name: 'terrace.png',
      type: 'image/png',
      bytes: (await import('node:fs')).statSync(files.smallPng).size,
      width: 300,
      height: 200,
    },
    { name: 'dance.gif', type: 'image/gif', bytes: 43, width: 1, height: 1 },
  ]);
});

test.describe('large photos', () => {
  test.setTimeout(90_000);

  test('a large JPEG is compressed in a worker loaded from our origin, with progress, to ≤ 943718 bytes and ≤ 1240 px', async ({
    page,
    files,
  }) => {
    const requests: Request[] = [];
    page.context().on('request', (request) => requests.push(request));
    const bodies = await fakeEmailService(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));

    // Compression can finish within a frame or two on a quiet machine: record every progress bar that
    // appears rather than racing to see one.
    await page.evaluate(() => {
      const seen: string[] = ((window as { progressSeen?: string[] }).progressSeen = []);
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('#email-attach-uploader :is(progress, [role="progressbar"])')) {
          const label = bar.getAttribute('aria-label') ?? bar.getAttribute('aria-labelledby') ?? '';
          if (!seen.includes(label)) seen.push(label);
        }
      }).observe(document.getElementById('email-attach-uploader')!, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await fileInput(page).setInputFiles([files.largeJpeg]);
    await waitUntilReady(page);
    expect(await page.evaluate(() => (window as { progressSeen?: string[] }).progressSeen)).toContain(
      'Making “wedding.jpg” smaller',
    );
    await fillAndSend(page);
    await expect(form(page).locator('.success-box')).toBeVisible();

    const [image] = await sentImages(page, bodies[0]!.template_params);
    expect(image).toMatchObject({ name: 'wedding.jpg', type: 'image/jpeg' });
    expectWithinLimits(image!, 4 / 3);

    expect(workers.length).toBeGreaterThan(0); // off the main thread
    const urls = requests.map((r) => r.url());
    expect(urls).toContain(`${baseURL}/vendor/browser-image-compression.js`);
    const elsewhere = urls.filter(
      (url) => !url.startsWith(baseURL) && !url.startsWith('blob:') && !url.startsWith('data:'),
    );
    expect(elsewhere).toEqual([]);
  });

  test('a JPEG with EXIF orientation 6 is sent upright (rotated)', async ({ page, files }) => {
    const bodies = await fakeEmailService(page);
    await fileInput(page).setInputFiles([files.largeJpegRotated]);
    await waitUntilReady(page);
    await fillAndSend(page);
    await expect(form(page).locator('.success-box')).toBeVisible();
    const [image] = await sentImages(page, bodies[0]!.template_params);
    expect(image).toMatchObject({ name: 'portrait.jpg', type: 'image/jpeg' });
    // Stored 4000×3000 with "rotate 90°": upright it is 3 wide by 4 high.
    expectWithinLimits(image!, 3 / 4);
  });

  test('a large PNG photo is sent as a JPEG within the limits', async ({ page, files }) => {
    const bodies = await fakeEmailService(page);
    await fileInput(page).setInputFiles([files.largePng, files.smallPng]);
    await fillAndSend(page); // submitting while it is still being compressed waits for it
    await expect(form(page).locator('.success-box')).toBeVisible({ timeout: 60_000 });
    const [large, small] = await sentImages(page, bodies[0]!.template_params);
    expect(large).toMatchObject({ name: 'banner.jpg', type: 'image/jpeg' });
    expectWithinLimits(large!, 3 / 2);
    expect(small).toMatchObject({ name: 'terrace.png', width: 300, height: 200 });
  });
});

test('the compression library is loaded only once a large image is chosen', async ({ page, files }) => {
  test.setTimeout(60_000);
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
      scripts.push(response.text().catch(() => ''));
  });
  // A string only browser-image-compression's code contains.
  const library = async () =>
    (await Promise.all(scripts)).some((text) => text.includes('Skip createImageBitmap on IOS'));
  await page.reload();
  await page.waitForLoadState('networkidle');
  await fileInput(page).setInputFiles([files.smallPng]);
  await waitUntilReady(page);
  expect(await library()).toBe(false);
  await fileInput(page).setInputFiles([files.largeJpeg]);
  await waitUntilReady(page);
  expect(await library()).toBe(true);
});

test('an image that cannot be read: "Oops, something went wrong!" and the error, nothing sent', async ({
  page,
  files,
}) => {
  const bodies = await fakeEmailService(page);
  await fileInput(page).setInputFiles([files.smallPng, files.corruptJpeg]);
  await expect(items(page).nth(1)).toHaveAttribute('data-status', 'failed');
  await expect(items(page).nth(1)).toContainText('“broken.jpg” could not be read as an image');
  await fillAndSend(page);
  await expect(form(page).locator('.failure-box')).toHaveText(
    'Oops, something went wrong! “broken.jpg” could not be read as an image: the file may be damaged.',
  );
  await expect(form(page).locator('.success-box')).toBeHidden();
  expect(bodies).toHaveLength(0);
});

test('files that are not images can be chosen but are not sent: pdf, video, text, HEIC', async ({ page, files }) => {
  const bodies = await fakeEmailService(page);
  const cases: [string, RegExp][] = [
    [
      files.pdf,
      /^Oops, something went wrong! “floor-plan.pdf” is not an image\. Only photos \(JPEG, PNG or GIF\) can be sent/,
    ],
    [files.mp4, /^Oops, something went wrong! “walkthrough.mp4” is not an image/],
    [files.txt, /^Oops, something went wrong! “notes.txt” is not an image/],
    [
      files.heic,
      /^Oops, something went wrong! “IMG_0042.HEIC” is an iPhone HEIC photo, which we cannot send\. Please export it as JPEG/,
    ],
  ];
  for (const [file, message] of cases) {
    await fileInput(page).setInputFiles([file]);
    await form(page).locator('[type=submit]').isVisible();
    await fillAndSend(page);
    await expect(form(page).locator('.failure-box')).toHaveText(message);
    await widget(page)
      .getByRole('button', { name: /Clear all/ })
      .click();
  }
  expect(bodies).toHaveLength(0);
});

test('a size-limit failure: the advice is added, the second image removed and the preview refreshed', async ({
  page,
  files,
  errorGuard,
}) => {
  errorGuard.allow(/status of 413/);
  const bodies = await fakeEmailService(page, [
    { status: 413, body: 'Request Entity Too Large' },
    { status: 200, body: 'OK' },
  ]);
  await fileInput(page).setInputFiles([files.smallPng, files.smallPng2]);
  await expect(items(page).locator('img')).toHaveCount(2);
  await fillAndSend(page);
  await expect(form(page).locator('.failure-box')).toContainText('Oops! Request Entity Too Large');
  await expect(form(page).locator('.failure-box')).toContainText(
    'Please try submitting the form twice, sending only one image per form',
  );
  await expect(items(page).locator('.attach-name')).toHaveText(['terrace.png']);
  await expect(items(page).locator('img')).toHaveCount(1);
  await expect(widget(page).locator('.attach-summary')).toHaveText('terrace.png');
  expect(Object.keys(bodies[0]!.template_params)).toContain('image_data_2');

  await form(page).locator('[type=submit]').click();
  await expect(form(page).locator('.success-box')).toBeVisible();
  const second = bodies[1]!.template_params;
  expect((await sentImages(page, second)).map((i) => i.name)).toEqual(['terrace.png']);
  expect(second.image_data_2).toBeUndefined();
});

test('journey: two large photos go through the real local outbox and arrive as photos', async ({ page, files }) => {
  test.setTimeout(90_000);
  const marker = `Attachments journey ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  await fileInput(page).setInputFiles([files.largeJpeg, files.largeJpegRotated]);
  const wrapper = form(page);
  await wrapper.getByLabel('Your name').fill('Grace Hopper');
  await wrapper.getByLabel('Your email').fill('grace@example.com');
  await wrapper.getByLabel('Your message').fill(marker);
  await wrapper.locator('[type=submit]').click();
  await expect(wrapper.locator('.success-box')).toBeVisible({ timeout: 60_000 });

  await page.goto('/outbox');
  const email = page.locator('article.email', { hasText: marker });
  await expect(email.locator('figure img')).toHaveCount(2);
  const sizes = await email.locator('figure img').evaluateAll((imgs) =>
    Promise.all(
      imgs.map(async (img) => {
        await (img as HTMLImageElement).decode();
        return [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight];
      }),
    ),
  );
  expect(sizes.map(([w, h]) => (w! > h! ? 'landscape' : 'portrait'))).toEqual(['landscape', 'portrait']);
  expect(sizes.flat().every((side) => side! <= 1240)).toBe(true);
});
