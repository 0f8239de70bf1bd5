import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_BYTES, createOutbox, maxBytesFrom } from './outbox.mjs';
import { localStandIns } from './index.mjs';

// 1×1 red PNG.
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

let dir: string;
let server: http.Server | undefined;
let base: string;
let lines: string[];

async function start(maxBytes?: number, now?: () => Date, accessToken?: string) {
  lines = [];
  const outbox = createOutbox({ dir, maxBytes, now, accessToken, log: (line: string) => lines.push(line) });
  server = http.createServer((req, res) =>
    outbox(req, res, () => {
      res.statusCode = 404;
      res.end('not the outbox');
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

function body(params: Record<string, unknown> = {}, ids: Record<string, unknown> = {}) {
  return JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-public-key',
    service_id: 'local_outbox',
    template_id: 'local_message',
    template_params: {
      reply_to: 'ada@example.com',
      from_name: 'Ada',
      to_name: 'The Hall events team',
      message: 'Hi',
      ...params,
    },
    ...ids,
  });
}

const send = (payload: string) =>
  fetch(`${base}/api/v1.0/email/send`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: payload,
  });

const folders = () => (fs.existsSync(dir) ? fs.readdirSync(dir) : []);

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-test-'));
});
afterEach(async () => {
  // Closing the connections too: fetch keeps its socket open for 3 s after an answer, and close() would wait for it.
  server?.closeAllConnections();
  if (server) await new Promise((resolve) => server!.close(resolve));
  server = undefined;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the local outbox', () => {
  it("in strict mode (the relay is on), refuses a send without the account's private key, and never keeps the key", async () => {
    await start(undefined, undefined, 'the-private-key');
    const without = await send(body());
    expect([without.status, await without.text()]).toEqual([
      400,
      'The private key (accessToken) is required: this account sends in strict mode.',
    ]);
    const wrong = await send(body({}, { accessToken: 'a-guess' }));
    expect(await wrong.text()).toBe('The private key (accessToken) is invalid.');
    expect(folders()).toEqual([]);
    // The relay's own address for it (server/edge.mjs) takes the same sends.
    const relayed = await fetch(`${base}/outbox/api/v1.0/email/send`, {
      method: 'POST',
      body: body({}, { accessToken: 'the-private-key' }),
    });
    expect(await relayed.text()).toBe('OK');
    const [folder] = folders();
    expect(fs.readFileSync(path.join(dir, folder!, 'params.json'), 'utf8')).not.toContain('the-private-key');
  });

  it('answers 200 "OK" as text, keeps params.json and decoded attachments, and logs one line', async () => {
    await start();
    const response = await send(
      body({
        message: 'A June wedding\nfor 80',
        file_name_1: 'venue sketch.png',
        image_data_1: `data:image/png;base64,${PNG}`,
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');

    const [folder] = folders();
    expect(folder).toBeDefined();
    const stored = JSON.parse(fs.readFileSync(path.join(dir, folder!, 'params.json'), 'utf8'));
    expect(stored).toMatchObject({
      user_id: 'local-public-key',
      service_id: 'local_outbox',
      template_id: 'local_message',
      template_params: {
        reply_to: 'ada@example.com',
        from_name: 'Ada',
        message: 'A June wedding\nfor 80',
        file_name_1: 'venue sketch.png',
      },
      attachments: [{ field: 'image_data_1', name: 'venue sketch.png', file: '1-venue-sketch.png', type: 'image/png' }],
    });
    expect(fs.readFileSync(path.join(dir, folder!, '1-venue-sketch.png'))).toEqual(Buffer.from(PNG, 'base64'));

    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[outbox\] \d\d:\d\d:\d\d local_message from Ada <ada@example\.com> "A June wedding for 80" \+1 file \(\d+ B\) → /,
    );
  });

  it('serves the page newest first, with the images, and escapes what visitors wrote', async () => {
    let clock = Date.parse('2026-01-01T10:00:00Z');
    await start(undefined, () => new Date((clock += 1000)));

    await send(body({ from_name: 'First <img src=x onerror=alert(1)>', message: '</div><script>alert(1)</script>' }));
    await send(body({ from_name: 'Second', file_name_1: '"><b>x.png', image_data_1: `data:image/png;base64,${PNG}` }));

    const page = await fetch(`${base}/outbox`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html.indexOf('Second')).toBeLessThan(html.indexOf('First'));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const src = /<img src="([^"]+)"/.exec(html)?.[1];
    expect(src).toMatch(/^\/outbox\/[^/]+\/1-b-x\.png$/);
    expect(html).toContain('alt="&quot;&gt;&lt;b&gt;x.png"');

    const image = await fetch(`${base}${src}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from(PNG, 'base64'));
  });

  it('shows an enquiry’s details under their labels on the page and in the log line, escaped', async () => {
    await start();
    await send(
      body({
        event_date: '2031-06-12',
        guest_count: '120',
        event_type: 'Galas & dinners',
        space: '',
        phone: '<b>01632 960418</b>',
      }),
    );
    await send(body({ from_name: '', message: '' }, { template_id: 'local_subscribe' }));
    const html = await (await fetch(`${base}/outbox`)).text();
    expect(html.match(/<dl class="details">/g)).toHaveLength(1);
    expect(html).toContain('<dt>Event date</dt><dd data-param="event_date">2031-06-12</dd>');
    expect(html).toContain('<dt>Guests</dt><dd data-param="guest_count">120</dd>');
    expect(html).toContain('<dd data-param="event_type">Galas &amp; dinners</dd>');
    expect(html).toContain('<dd data-param="space"><span class="none">not given</span></dd>');
    expect(html).toContain('&lt;b&gt;01632 960418&lt;/b&gt;');
    expect(html).not.toContain('<b>01632');
    expect(lines[0]).toContain(
      '[event date 2031-06-12, guests 120, kind of event Galas & dinners, phone <b>01632 960418</b>]',
    );
    expect(lines[1]).not.toMatch(/\[event|\[guests/);
  });

  it("names its type after the data, never after the visitor's file name", async () => {
    await start();
    await send(body({ file_name_1: 'page.html', image_data_1: 'data:text/html;base64,PHNjcmlwdD4=' }));
    expect(fs.readdirSync(path.join(dir, folders()[0]!)).sort()).toEqual(['1-page.bin', 'params.json']);
  });

  it.each([
    ['not JSON', '{oops', /^The request body is not valid JSON/],
    ['an array', '[]', /^The request body must be a JSON object/],
    ['no user_id', body({}, { user_id: undefined }), /^The user ID \(public key\) is required/],
    ['a wrong public key', body({}, { user_id: 'pk_live' }), /^The user ID \(public key\) is invalid: "pk_live"/],
    ['a wrong service', body({}, { service_id: 'gmail' }), /^The service ID is invalid: "gmail"/],
    ['no template', body({}, { template_id: '' }), /^The template ID is required/],
    ['an unknown template', body({}, { template_id: 'template_x' }), /^The template ID is invalid/],
    ['params that are not an object', body({}, { template_params: 'hi' }), /^The template params have to be an object/],
  ])('refuses %s with 400 and a clear text, keeping nothing', async (_label, payload, text) => {
    await start();
    const response = await send(payload);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(text);
    expect(folders()).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('refuses a body over the limit with 413 naming the limit', async () => {
    await start(10_000);
    const response = await send(body({ image_data_1: `data:image/png;base64,${'A'.repeat(20_000)}` }));
    expect(response.status).toBe(413);
    const text = await response.text();
    expect(text).toMatch(/^Request Entity Too Large: .*attachments size limit of 10 KB \(OUTBOX_MAX_BYTES=10000\)/);
    expect(folders()).toEqual([]);
  });

  it('reads its limit from OUTBOX_MAX_BYTES, 2 MiB by default', () => {
    expect(maxBytesFrom({})).toBe(DEFAULT_MAX_BYTES);
    expect(DEFAULT_MAX_BYTES).toBe(2 * 1024 * 1024);
    expect(maxBytesFrom({ OUTBOX_MAX_BYTES: '50000' })).toBe(50_000);
    expect(() => maxBytesFrom({ OUTBOX_MAX_BYTES: '2MB' })).toThrow(/OUTBOX_MAX_BYTES must be a positive whole number/);
  });

  it('serves no file outside an email folder', async () => {
    await start();
    fs.writeFileSync(path.join(dir, 'secret.txt'), 'secret');
    for (const url of ['/outbox/secret.txt', '/outbox/..%2F..%2Fetc/passwd', '/outbox/x/..%2Fsecret.txt']) {
      const response = await fetch(`${base}${url}`);
      expect(await response.text()).toBe('not the outbox');
    }
  });

  it('exists only in local mode', async () => {
    expect((await localStandIns({})).map((s) => s.name)).toContain('EmailJS outbox (/outbox)');
    expect((await localStandIns({ EMAILJS_PUBLIC_KEY: 'pk_live' })).map((s) => s.name)).not.toContain(
      'EmailJS outbox (/outbox)',
    );
  });
});
