import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect } from './support/fixtures';
import { drawPhoto } from './support/attachment-files';
import { allowFailedRequests, contactForm, text, type EnquiryValues } from './support/forms';
import { readDownToTheBlog, scrollToSection } from './support/visitor';
import { sentEmail } from './support/sends';

/**
 * The fault and bad-input matrix (issue 8), one table per kind of trouble. Every case ends in a clear message, no
 * crash (the shared guard fails the test on any page error, unexpected console error or policy violation), and the
 * visitor's typed draft kept. Outside services are faked at their network boundary; add a row to extend a table.
 */

const SEND = '**/api/v1.0/email/send';
const POSTS = (url: URL) => url.pathname.endsWith('/wp-json/wp/v2/posts');
const FEED_POST = (url: URL) => /\/wp-json\/wp\/v2\/posts\/\d+$/.test(url.pathname);
const NETWORK_ERROR = 'Oops! Network Error. Your message was not sent: please check your connection and try again.';
const BLOG_LOG = /^\[foyer\] The blog could not be read/;

const json = (status: number, body: unknown) => (route: Route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const ADA: EnquiryValues = { name: 'Ada Lovelace', email: 'ada@example.com', message: 'A June wedding for 80.' };

const form = contactForm;

/** Sends go to `reply`; returns the request bodies. */
async function fakeEmail(page: Page, reply: (route: Route) => Promise<void> | void) {
  const bodies: { template_params: Record<string, string> }[] = [];
  await page.route(SEND, async (route) => {
    bodies.push(sentEmail(route.request()));
    await reply(route);
  });
  return bodies;
}

// ---------------------------------------------------------------------------------------------------------------
// The email service fails

// In the order a visitor meets them on one visit, trying again after each: no two in a row say the same thing, so
// each message is seen to be the new one.
const emailFaults: { name: string; reply?: (route: Route) => Promise<void>; offline?: true; shown: string | RegExp }[] =
  [
    { name: '400', reply: text(400, 'The template ID is invalid.'), shown: 'Oops! The template ID is invalid.' },
    { name: '403', reply: text(403, 'The Public Key is invalid'), shown: 'Oops! The Public Key is invalid' },
    // The enquiry sends no images: the advice to send one per form would not help (promises §3).
    { name: '413', reply: text(413, 'Request Entity Too Large'), shown: 'Oops! Request Entity Too Large' },
    { name: 'time-out', reply: (r) => r.abort('timedout'), shown: NETWORK_ERROR },
    { name: '500', reply: text(500, 'Internal Server Error'), shown: 'Oops! Internal Server Error' },
    // EmailJS's own wording for its failures, as its API sends them (each shown whole, as promises §3 says).
    {
      name: "EmailJS's own 412",
      reply: text(412, 'Gmail_API: Invalid grant. Please reconnect your Gmail account'),
      shown: 'Oops! Gmail_API: Invalid grant. Please reconnect your Gmail account',
    },
    { name: 'network down', offline: true, shown: NETWORK_ERROR },
    {
      name: "EmailJS's own 413",
      reply: text(413, 'Variables size limit. The maximum allowed variables size is 50Kb'),
      shown: 'Oops! Variables size limit. The maximum allowed variables size is 50Kb',
    },
    {
      name: '502 with a proxy page',
      reply: (r) =>
        r.fulfill({
          status: 502,
          contentType: 'text/html',
          body: '<html><head><title>502 Bad Gateway</title></head><body><h1>502</h1></body></html>',
        }),
      shown: 'Oops! 502 Bad Gateway',
    },
    {
      name: "EmailJS's own 400",
      reply: text(400, 'The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account'),
      shown: 'Oops! The Public Key is invalid. To find this ID, visit https://dashboard.emailjs.com/admin/account',
    },
    // Last: after a 429 the form asks the visitor to wait a few seconds before the next try.
    {
      name: '429',
      reply: text(429, 'Too Many Requests'),
      shown: 'Oops! Too Many Requests. Please wait a few seconds and try again.',
    },
  ];

test.describe('faults: the email service', () => {
  // One visit through the whole table: a page load is most of what a case costs, and a visitor who meets one fault
  // after another, trying again each time, is a case of its own.
  test('each failure of the service gives its clear message, one send per try, and the form and the draft are kept', async ({
    page,
    errorGuard,
  }) => {
    allowFailedRequests(errorGuard);
    // Offline, the phone's first tap may also ask for the motion code (loaded on first use there), which fails.
    errorGuard.allow(/^\[foyer\] Motion could not load/);
    let reply: (route: Route) => Promise<void> | void = () => {};
    const bodies = await fakeEmail(page, (route) => reply(route));
    await page.goto('/contact');
    const f = form(page, 'enquiry');
    await f.fill(ADA);
    // An enquiry's details are kept through every failure too.
    const guests = page.locator('#enquiry [name="guest_count"]');
    await guests.fill('40');
    for (const fault of emailFaults) {
      await test.step(fault.name, async () => {
        const sent = bodies.length;
        reply = fault.reply ?? ((route) => route.abort('internetdisconnected'));
        if (fault.offline) await page.context().setOffline(true);
        await f.submit.click();
        await expect(f.failure).toBeVisible();
        await expect(f.failure).toHaveText(fault.shown);
        await expect(f.success).toBeHidden();
        await expect(f.submit).toBeEnabled();
        await f.expectValues(ADA);
        await expect(guests).toHaveValue('40');
        // Offline, the page's request may still reach the route before the emulated network refuses it.
        if (!fault.offline) expect(bodies).toHaveLength(sent + 1);
        await page.context().setOffline(false);
      });
    }
    await page.reload();
    await f.expectValues(ADA);
    await expect(guests).toHaveValue('40');
  });

  // A service that accepts the request and never answers: the email module gives up after SEND_TIMEOUT_MS.
  test('email: no answer at all ends in a clear message', async ({ page }) => {
    await fakeEmail(page, () => new Promise(() => {}));
    // Playwright's clock runs the page's timers forward, so the 30 s limit costs no real time.
    await page.clock.install();
    await page.goto('/contact');
    const f = form(page, 'enquiry');
    await f.fill(ADA);
    await f.submit.click();
    await expect(f.submit).toHaveText(/Sending/);
    await page.clock.runFor(31_000);
    await expect(f.failure).toHaveText(
      'Oops! The email service did not answer in time. Your message may not have arrived: please try again in a moment.',
    );
    await expect(f.submit).toBeEnabled();
    await f.expectValues(ADA);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The blog fails: the page keeps what the build put in it, logs the failure, and works on

const hugeList = Array.from({ length: 3000 }, (_, i) => ({
  id: 10_000 + i,
  date: '2024-04-05T10:00:00',
  link: `https://blog.example/huge-${i}`,
  title: { rendered: `Huge answer post ${i + 1}` },
  excerpt: { rendered: `<p>${'An excerpt that goes on. '.repeat(60)}</p>` },
}));

const blogFaults: { name: string; reply: (route: Route) => Promise<void>; refreshed?: string }[] = [
  { name: '404', reply: json(404, { code: 'rest_no_route', message: 'No route was found', data: { status: 404 } }) },
  {
    name: '500',
    reply: (r) =>
      r.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Error establishing a database connection</h1>' }),
  },
  { name: 'malformed JSON', reply: json(200, '[{"id": 1, "title": {"rendered": "Half') },
  { name: 'JSON of the wrong shape', reply: json(200, { posts: 'none' }) },
  // A blog slower than the 8 s limit ends in the same failure as the rows above (src/lib/wordpress.test.ts: "gives up
  // on a blog that does not answer in time"); as a row here it cost ten seconds of waiting.
  // Well-formed, so it wins: only its first three posts are used, and nothing hangs.
  { name: 'a huge answer (3,000 posts, 5 MB)', reply: json(200, hugeList), refreshed: 'Huge answer post 1' },
];

test.describe('faults: the blog', () => {
  for (const fault of blogFaults) {
    test(`blog ${fault.name}: the home page keeps its news and feed, logs, and works on`, async ({
      page,
      errorGuard,
    }) => {
      allowFailedRequests(errorGuard);
      errorGuard.allow(BLOG_LOG);
      const logged: string[] = [];
      page.on('console', (message) => {
        if (BLOG_LOG.test(message.text())) logged.push(message.text());
      });
      await page.route(POSTS, fault.reply);
      await page.route(
        FEED_POST,
        fault.name.startsWith('a huge')
          ? json(200, {
              id: 856,
              content: { rendered: `<p>huge</p>${'<p>A long feed paragraph.</p>'.repeat(30_000)}` },
            })
          : fault.reply,
      );
      await page.goto('/');
      const firstTitle = page.locator('#news1 h3');
      const built = await firstTitle.textContent();
      expect(built?.trim()).toBeTruthy();
      const feedBuilt = await page.locator('#ig_grid').innerHTML();
      // The refresh starts as the visitor reads down to the news and the feed.
      await readDownToTheBlog(page);

      if (fault.refreshed) {
        await expect(firstTitle).toHaveText(fault.refreshed);
        await expect(page.locator('#news3 h3')).toHaveText('Huge answer post 3');
        await expect(page.locator('#ig_grid p').first()).toHaveText('huge', { timeout: 30_000 });
      } else {
        await expect.poll(() => logged.length, { timeout: 30_000 }).toBe(2);
        expect(
          logged.some((line) => line.includes('latest 3 posts')),
          logged.join('\n'),
        ).toBe(true);
        await expect(firstTitle).toHaveText(built!);
        expect(await page.locator('#ig_grid').innerHTML()).toBe(feedBuilt);
        // Nothing of the failed answer reaches the page.
        await expect(page.locator('main')).not.toContainText(/No route was found|database connection|Half|Oops/);
      }
      // The page still works: the menu opens and the subscribe form answers.
      await page.locator('button.nav-trigger').dispatchEvent('click');
      await expect(page.locator('body')).toHaveClass(/nav-open/);
    });
  }

  test('blog feed with hostile HTML: sanitised, nothing runs, no handler reaches the page', async ({
    page,
    errorGuard,
  }) => {
    // The known wrinkle: Chromium reports script-src-attr (and style-src-attr) while DOMPurify merely parses the
    // handlers (and style attributes) below, though nothing runs and neither reaches the page.
    errorGuard.allowCspViolation('script-src-attr');
    errorGuard.allowCspViolation('style-src-attr');
    const hostile =
      '<p class="feed-marker">Hostile feed</p>' +
      '<img src="data:," onerror="window.__pwned=1" alt=""><svg onload="window.__pwned=2"></svg>' +
      '<script>window.__pwned=3</script><a href="javascript:window.__pwned=4">link</a>' +
      '<iframe src="https://elsewhere.example/"></iframe><form action="https://elsewhere.example/"><button>go</button></form>' +
      '<div style="position:fixed;inset:0" onmouseover="window.__pwned=5">cover</div>';
    await page.route(FEED_POST, json(200, { id: 856, content: { rendered: hostile } }));
    await page.goto('/');
    await scrollToSection(page, '#ig_grid');
    const feed = page.locator('#ig_grid');
    await expect(feed.locator('.feed-marker')).toHaveText('Hostile feed');
    await feed.hover();
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    const risky = await feed
      .locator('*')
      .evaluateAll((elements) =>
        elements.flatMap((el) =>
          [...el.attributes]
            .filter((a) => /^on/i.test(a.name) || /^\s*javascript:/i.test(a.value) || a.name === 'style')
            .map((a) => `${el.tagName.toLowerCase()} ${a.name}`),
        ),
      );
    expect(risky).toEqual([]);
    await expect(feed.locator('script, iframe, form, button, svg')).toHaveCount(0);
    // Whatever was reported is the parse-time wrinkle only: any other violation fails the guard.
    const reported = new Set(errorGuard.allowedViolations.map((v) => v.effectiveDirective));
    expect([...reported].sort()).toEqual(['script-src-attr', 'style-src-attr']);
  });

  test('blog 500 on the news page: the cards of the build stay', async ({ page, errorGuard }) => {
    allowFailedRequests(errorGuard);
    errorGuard.allow(BLOG_LOG);
    await page.route(POSTS, text(500, 'Internal Server Error'));
    const logged = page.waitForEvent('console', (message) => BLOG_LOG.test(message.text()));
    await page.goto('/news');
    const cards = page.locator('.news-grid article.card');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    await logged;
    await expect(cards).toHaveCount(count);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Bad files in the attachment form

interface FileCase {
  name: string;
  files: () => Promise<{ name: string; mimeType: string; buffer: Buffer }[] | string[]>;
  /** The failure box after submitting, or null when the email goes out. */
  shown: RegExp | null;
  /** What the widget says right after the choice (status region or the file's problem). */
  widget?: RegExp;
  check?: (bodies: { template_params: Record<string, string> }[]) => void;
}

let photo: Buffer | null = null;
async function smallPhoto(page: Page): Promise<Buffer> {
  photo ??= Buffer.from(await drawPhoto(page, 320, 240, 'image/png', 5), 'base64');
  return photo;
}

function fileCases(page: Page): FileCase[] {
  return [
    {
      name: 'an empty file',
      files: async () => [{ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) }],
      shown: /^Oops, something went wrong! .*empty\.jpg/,
    },
    {
      name: 'a corrupt image',
      files: async () => [
        {
          name: 'broken.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]),
        },
      ],
      shown: /^Oops, something went wrong! .*broken\.jpg/,
    },
    {
      name: 'the wrong type',
      files: async () => [
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Sixty guests, candles.\n') },
      ],
      shown: /^Oops, something went wrong! .*notes\.txt.*not an image/,
    },
    {
      name: 'many at once (five)',
      files: async () => {
        const bytes = await smallPhoto(page);
        return ['one', 'two', 'three', 'four', 'five'].map((n) => ({
          name: `${n}.png`,
          mimeType: 'image/png',
          buffer: bytes,
        }));
      },
      widget: /At most 2 files can be attached, so “three.png”, “four.png”, “five.png” were not added/,
      shown: null,
      check: (bodies) => {
        expect(bodies).toHaveLength(1);
        const params = bodies[0]!.template_params;
        expect([params.file_name_1, params.file_name_2]).toEqual(['one.png', 'two.png']);
        expect(params.image_data_1).toMatch(/^data:image\/png;base64,/);
      },
    },
    {
      name: 'a 30 MB photo',
      files: async () => {
        // A real JPEG followed by padding, as cameras' maker notes and previews make files big.
        const jpeg = Buffer.from(await drawPhoto(page, 1600, 1200, 'image/jpeg', 9), 'base64');
        const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-faults-')), 'camera-raw.jpg');
        fs.writeFileSync(file, Buffer.concat([jpeg, Buffer.alloc(30 * 1024 * 1024 - jpeg.length, 0)]));
        return [file];
      },
      shown: null,
      check: (bodies) => {
        const data = bodies[0]!.template_params.image_data_1!;
        const bytes = Buffer.from(data.slice(data.indexOf(',') + 1), 'base64').length;
        expect(bytes).toBeLessThanOrEqual(0.9 * 1024 * 1024);
      },
    },
  ];
}

test.describe('faults: bad files', () => {
  /** Sends `fileCase` from the attachments form, and checks what is shown, sent and kept. */
  async function sendFiles(page: Page, bodies: { template_params: Record<string, string> }[], fileCase: FileCase) {
    const f = form(page, 'attachments');
    const sent = bodies.length;
    await f.fill(ADA);
    await f.files.setInputFiles(await fileCase.files());
    if (fileCase.widget) await expect(page.locator('#email-attach-uploader [role=status]')).toHaveText(fileCase.widget);
    await f.submit.click();
    if (fileCase.shown) {
      await expect(f.failure).toBeVisible({ timeout: 20_000 });
      await expect(f.failure).toHaveText(fileCase.shown);
      await expect(f.success).toBeHidden();
      expect(bodies).toHaveLength(sent);
      await f.expectValues(ADA);
      // Kept through a reload, which also empties the file chooser for the next case.
      await page.reload();
      await f.expectValues(ADA);
    } else {
      await expect(f.success).toBeVisible({ timeout: 45_000 });
      await expect(f.failure).toBeHidden();
      expect(bodies).toHaveLength(sent + 1);
      fileCase.check?.(bodies.slice(sent));
    }
  }

  // One visit for the files refused and the first send: a page load is most of what a case costs. One send a visit,
  // since after a send the form asks the visitor to wait before the next.
  test('files refused with their reason and the message kept, then many at once: the two that fit are sent', async ({
    page,
  }) => {
    const bodies = await fakeEmail(page, text(200, 'OK'));
    await page.goto('/contact');
    const cases = fileCases(page).filter((c) => c.name !== 'a 30 MB photo');
    for (const fileCase of [...cases.filter((c) => c.shown), ...cases.filter((c) => !c.shown)])
      await test.step(`file: ${fileCase.name}`, () => sendFiles(page, bodies, fileCase));
  });

  test('file: a 30 MB photo', async ({ page }) => {
    test.slow();
    const bodies = await fakeEmail(page, text(200, 'OK'));
    await page.goto('/contact');
    await sendFiles(
      page,
      bodies,
      fileCases(page).find((c) => c.name === 'a 30 MB photo')!,
    );
  });
});

test('file: 413 with two photos drops the second, says to send one per form, and keeps the rest', async ({
  page,
  errorGuard,
}) => {
  allowFailedRequests(errorGuard);
  const bodies = await fakeEmail(page, text(413, 'Request Entity Too Large'));
  await page.goto('/contact');
  const f = form(page, 'attachments');
  await f.fill(ADA);
  await sendTwoPhotosRefused(page, f, 'Request Entity Too Large');
  expect(bodies).toHaveLength(1);
});

test('413 without images: the service’s text alone, nothing to remove; with images: the advice, and the second goes', async ({
  page,
  errorGuard,
}) => {
  allowFailedRequests(errorGuard);
  const bodies = await fakeEmail(page, text(413, 'Variables size limit. The maximum allowed variables size is 50Kb'));
  await page.goto('/contact');
  const f = form(page, 'attachments');
  await f.fill(ADA);
  await f.submit.click();
  await expect(f.failure).toHaveText('Oops! Variables size limit. The maximum allowed variables size is 50Kb');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]!.template_params).not.toHaveProperty('image_data_1');

  await sendTwoPhotosRefused(page, f, 'Variables size limit. The maximum allowed variables size is 50Kb');
  expect(bodies).toHaveLength(2);
});

/**
 * Two photos chosen and sent, the service refusing the size with `said`: its words and the advice to send one image
 * per form, the second photo gone from the widget, the words typed kept.
 */
async function sendTwoPhotosRefused(page: Page, f: ReturnType<typeof form>, said: string) {
  const bytes = await smallPhoto(page);
  await f.files.setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: bytes },
    { name: 'second.png', mimeType: 'image/png', buffer: bytes },
  ]);
  await expect(page.locator('#email-attach-uploader .attach-name')).toHaveText(['first.png', 'second.png']);
  await f.submit.click();
  await expect(f.failure).toHaveText(
    `Oops! ${said}. Please try submitting the form twice, sending only one image per form`,
  );
  await expect(page.locator('#email-attach-uploader .attach-name')).toHaveText(['first.png']);
  await f.expectValues(ADA);
}

// ---------------------------------------------------------------------------------------------------------------
// Bad or unusual values: refused clearly, or sent exactly as typed (as text), and kept while unsent

const HOSTILE = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script><b>bold</b>';

const valueCases: {
  name: string;
  values: EnquiryValues;
  sent?: Partial<Record<'from_name' | 'reply_to' | 'message', string>>;
  shown?: string;
}[] = [
  {
    name: 'whitespace only',
    values: { name: '   ', email: ' \t ', message: '\n  \n' },
    shown: 'Oops, something went wrong! Please fill in your Name, enter a valid Email, fill in a Message',
  },
  {
    name: 'a 5,000-character message, the most it takes',
    values: { ...ADA, message: 'We would like the hall for a long weekend. '.repeat(117).slice(0, 4_999) + '!' },
  },
  {
    name: 'non-Latin scripts',
    values: {
      name: 'Юлия Ковалёва 陈静',
      email: 'julia@example.com',
      message: '我们想在六月举办婚礼。 विवाह समारोह, 80 लोग। Свадьба на 80 гостей.',
    },
  },
  {
    name: 'right-to-left text',
    values: {
      name: 'فاطمة الزهراء',
      email: 'fatima@example.com',
      message: 'نريد حجز القاعة يوم الجمعة. אנחנו רוצים להזמין את האולם ל-80 איש.',
    },
  },
  {
    name: 'emoji',
    values: { name: 'Sam 🦄', email: 'sam@example.com', message: '🎉 A party for 80 👰🏽‍♀️🤵🏻‍♂️ with 🥂 and 🇬🇧 flags' },
  },
  {
    name: 'HTML in every field',
    values: { name: HOSTILE, email: 'html@example.com', message: `${HOSTILE}\n<a href="javascript:alert(1)">x</a>` },
  },
  {
    name: 'HTML in the email field',
    values: { ...ADA, email: '<b>ada</b>@example.com' },
    shown: 'Oops, something went wrong! Please enter a valid Email',
  },
];

test.describe('bad input: form values', () => {
  for (const value of valueCases) {
    test(`values: ${value.name}`, async ({ page, errorGuard }) => {
      allowFailedRequests(errorGuard);
      let answer = text(500, 'Internal Server Error');
      const bodies = await fakeEmail(page, (route) => answer(route));
      await page.goto('/contact');
      const f = form(page, 'enquiry');
      await f.fill(value.values);
      await f.submit.click();
      await expect(f.failure).toHaveText(value.shown ?? 'Oops! Internal Server Error');
      await f.expectValues(value.values);
      if (value.shown) {
        expect(bodies).toEqual([]);
      } else {
        // Kept exactly, through a reload, while unsent.
        await page.reload();
        await f.expectValues(value.values);
        answer = text(200, 'OK');
        await f.submit.click();
        await expect(f.success).toBeVisible();
        expect(bodies.at(-1)!.template_params).toMatchObject({
          from_name: value.values.name.trim(),
          reply_to: value.values.email.trim(),
          message: value.values.message.trim(),
        });
      }
      // Text, never markup: nothing ran and no element from the values reached the page.
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(page.locator('img[src="x"], a[href^="javascript:"]')).toHaveCount(0);
    });
  }

  test('values: HTML in the subscriber field is refused as an email, and shown only as text', async ({ page }) => {
    const bodies = await fakeEmail(page, text(200, 'OK'));
    await page.goto('/');
    const wrapper = page.locator('.form-wrapper.subscribe');
    await wrapper.locator('[name="subscriber"]').fill(HOSTILE);
    await wrapper.locator('[name="subscriber"]').press('Enter');
    await expect(wrapper.locator('.failure-box')).toHaveText('Oops, something went wrong! Please enter a valid Email');
    await expect(wrapper.locator('[name="subscriber"]')).toHaveValue(HOSTILE);
    expect(bodies).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});
