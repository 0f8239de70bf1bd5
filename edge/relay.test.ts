import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_AT_EDGE, edgeSettings, LOCAL_EMAIL } from '../src/config/settings.mjs';
import { CHALLENGE_PATH, createRelay, memoryStore, SEND_PATH, type SignInTest } from './relay';
import { SIGN_IN_TEST_PATH } from './setup';
import { VENUE_EMAILJS } from '../src/config/emailjs-account.test-support';

const SITE = 'https://venue.example';
const UPSTREAM = 'https://api.emailjs.example';

/** The relay of a venue with its own EmailJS account, as its edge would read its settings. */
const settings = edgeSettings({
  SITE_URL: SITE,
  ...VENUE_EMAILJS,
  EMAILJS_ORIGIN: UPSTREAM,
  EMAILJS_PRIVATE_KEY: 'the-private-key',
  EDGE_SECRET: 'the-proof-secret',
  EMAIL_RELAY_BUDGET: '3',
  EMAIL_RELAY_MAX_BYTES: '4096',
});

const email = {
  lib_version: '4.4.1',
  user_id: 'venue-public',
  service_id: 'venue_service',
  template_id: 'venue_message',
  template_params: {
    reply_to: 'ada@example.org',
    from_name: 'Ada',
    to_name: 'Admin',
    message: 'A June wedding for 80',
  },
};

let clock: number;
let upstream: { url: string; body: Record<string, unknown> }[];
let answer: () => Response;
let logged: string[];
let handle: ReturnType<typeof createRelay>;

/** The relay of these settings, with a store of its own, the test's clock, and EmailJS faked. */
const relayOf = (given: typeof settings) =>
  createRelay({
    settings: given,
    store: memoryStore(() => clock),
    proofOfWork: EASY,
    now: () => clock,
    log: (line) => logged.push(line),
    // EmailJS at its network boundary: what reaches it, and what it answers.
    fetch: async (url, init) => {
      upstream.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return answer();
    },
  });

beforeEach(() => {
  clock = Date.parse('2026-12-01T12:00:00Z');
  upstream = [];
  answer = () => new Response('OK', { status: 200 });
  logged = [];
  handle = relayOf(settings);
});

/** Easy challenges: what is tested here is the relay's checks, not the work (bench/proof-of-work.mjs times that). */
const EASY = { algorithm: 'PBKDF2/SHA-256', cost: 10, counterMin: 5, counterMax: 50 };

async function challenge(): Promise<Challenge> {
  const response = await handle(new Request(`${SITE}${CHALLENGE_PATH}`), '203.0.113.7');
  expect(response?.status).toBe(200);
  expect(response?.headers.get('Cache-Control')).toBe('no-store');
  return response!.json();
}

/** A solution found as the page's worker finds it: by trying counters until the relay's key comes out. */
async function solved(): Promise<string> {
  const given = await challenge();
  const solution = await solveChallenge({ challenge: given, deriveKey });
  return btoa(JSON.stringify({ challenge: given, solution }));
}

function post(body: unknown, { origin = SITE, visitor = '203.0.113.7', headers = {} } = {}) {
  return handle(
    new Request(`${SITE}${SEND_PATH}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: origin, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
    visitor,
  );
}

async function refused(response: Response | null, status: number, words: RegExp) {
  expect(response?.status).toBe(status);
  expect(await response?.text()).toMatch(words);
  expect(upstream).toEqual([]);
  // Each refusal is told, without the message's content.
  expect(logged.at(-1)).toMatch(new RegExp(`refused ${status}`));
  expect(logged.join('\n')).not.toMatch(/June wedding|ada@example/);
}

describe('the enquiry relay (promises §16)', () => {
  it('forwards the send to EmailJS with the private key and without the proof, and answers as EmailJS did', async () => {
    const altcha = await solved();
    answer = () => new Response('The template ID is invalid', { status: 400 });
    const response = await post({ ...email, altcha });
    expect(response?.status).toBe(400);
    expect(await response?.text()).toBe('The template ID is invalid');
    expect(upstream).toEqual([{ url: `${UPSTREAM}${SEND_PATH}`, body: { ...email, accessToken: 'the-private-key' } }]);
  });

  it("sends a page's names for the account (a build given no ids) with the edge's own account, each form's template", async () => {
    const names = { ...email, user_id: ACCOUNT_AT_EDGE.publicKey, service_id: ACCOUNT_AT_EDGE.serviceId };
    for (const form of ['message', 'subscribe', 'attachments'] as const) {
      const response = await post({ ...names, template_id: ACCOUNT_AT_EDGE.templates[form], altcha: await solved() });
      expect(response?.status).toBe(200);
    }
    expect(upstream.map(({ body }) => [body.user_id, body.service_id, body.template_id, body.accessToken])).toEqual(
      (['MESSAGE', 'SUBSCRIBE', 'ATTACHMENTS'] as const).map((form) => [
        VENUE_EMAILJS.EMAILJS_PUBLIC_KEY,
        VENUE_EMAILJS.EMAILJS_SERVICE_ID,
        VENUE_EMAILJS[`EMAILJS_TEMPLATE_${form}`],
        'the-private-key',
      ]),
    );
    // A name that is no form's, or the names beside a real id, is another account's send: refused as any other.
    upstream = [];
    await refused(await post({ ...names, template_id: 'sign_in', altcha: await solved() }), 403, /own EmailJS account/);
    await refused(
      await post({ ...names, service_id: 'venue_service', template_id: 'message', altcha: await solved() }),
      403,
      /own EmailJS account/,
    );
  });

  it('refuses the names for the account where the edge holds none, saying what it lacks', async () => {
    // The edge's settings without the account: the relay of an edge whose secrets were not given yet.
    handle = relayOf(edgeSettings({ SITE_URL: SITE, EMAILJS_ORIGIN: UPSTREAM, EDGE_SECRET: 'the-proof-secret' }));
    const names = { ...email, user_id: 'edge', service_id: 'edge', template_id: 'message' };
    await refused(
      await post({ ...names, altcha: await solved() }),
      503,
      /EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and the EMAILJS_TEMPLATE_… ids/,
    );
  });

  it('answers OK when EmailJS does', async () => {
    const response = await post({ ...email, altcha: await solved() });
    expect([response?.status, await response?.text()]).toEqual([200, 'OK']);
  });

  it('leaves every other address to the site', async () => {
    expect(await handle(new Request(`${SITE}/contact`), '203.0.113.7')).toBeNull();
    expect(await handle(new Request(`${SITE}/api/other`), '203.0.113.7')).toBeNull();
    const get = await handle(new Request(`${SITE}${SEND_PATH}`), '203.0.113.7');
    expect([get?.status, get?.headers.get('Allow')]).toEqual([405, 'POST']);
  });

  it('refuses a send without a proof of work', async () => {
    await refused(await post(email), 400, /proof of work is missing/);
  });

  it('refuses a proof that is not one', async () => {
    await refused(await post({ ...email, altcha: 'not base64 json' }), 400, /not readable/);
    const given = await challenge();
    const wrong = btoa(JSON.stringify({ challenge: given, solution: { counter: 1, derivedKey: '00'.repeat(32) } }));
    await refused(await post({ ...email, altcha: wrong }), 400, /not valid/);
  });

  it('refuses a proof whose challenge was changed (a longer life, signed by no one)', async () => {
    const given = await challenge();
    const solution = await solveChallenge({ challenge: given, deriveKey });
    const longer = { ...given, parameters: { ...given.parameters, expiresAt: given.parameters.expiresAt! + 86_400 } };
    await refused(
      await post({ ...email, altcha: btoa(JSON.stringify({ challenge: longer, solution })) }),
      400,
      /not valid/,
    );
  });

  it('refuses a proof used before, even for another visitor', async () => {
    const altcha = await solved();
    expect((await post({ ...email, altcha }))?.status).toBe(200);
    upstream = [];
    await refused(await post({ ...email, altcha }, { visitor: '198.51.100.9' }), 403, /used before/);
  });

  it('refuses a proof whose challenge has expired', async () => {
    const altcha = await solved();
    clock += 61 * 60 * 1000;
    await refused(await post({ ...email, altcha }), 400, /expired/);
  });

  it("refuses a page of another site, and a request that names no page (not a browser's)", async () => {
    const altcha = await solved();
    await refused(await post({ ...email, altcha }, { origin: 'https://elsewhere.example' }), 403, /own pages/);
    const response = await handle(
      new Request(`${SITE}${SEND_PATH}`, { method: 'POST', body: JSON.stringify({ ...email, altcha }) }),
      '203.0.113.7',
    );
    await refused(response, 403, /own pages/);
  });

  it('sends for the venue alone: another public key, service or template is refused', async () => {
    for (const other of [
      { user_id: 'someone-else' },
      { service_id: 'their_service' },
      { template_id: 'their_template' },
    ]) {
      await refused(await post({ ...email, ...other, altcha: await solved() }), 403, /venue's own EmailJS account/);
    }
  });

  it("refuses a body over EmailJS's limit, said as EmailJS says it (the form then offers one image per send)", async () => {
    const big = { ...email, template_params: { ...email.template_params, message: 'x'.repeat(5000) } };
    await refused(await post({ ...big, altcha: await solved() }), 413, /^Request Entity Too Large/);
    // Without a length given, the body is read no further than the limit.
    const stream = new Blob([JSON.stringify({ ...big, altcha: await solved() })]).stream();
    const response = await handle(
      new Request(`${SITE}${SEND_PATH}`, {
        method: 'POST',
        headers: { Origin: SITE },
        body: stream,
        // @ts-expect-error Node's Request needs it for a stream; the DOM's types do not know it.
        duplex: 'half',
      }),
      '203.0.113.7',
    );
    await refused(response, 413, /Too Large/);
  });

  it('refuses more sends from one address in an hour than the budget, and takes them again the next hour', async () => {
    for (let i = 0; i < 3; i += 1) expect((await post({ ...email, altcha: await solved() }))?.status).toBe(200);
    upstream = [];
    await refused(await post({ ...email, altcha: await solved() }), 429, /at most 3 an hour/);
    // Another visitor is not held back by the first.
    expect((await post({ ...email, altcha: await solved() }, { visitor: '198.51.100.9' }))?.status).toBe(200);
    clock += 60 * 60 * 1000;
    expect((await post({ ...email, altcha: await solved() }))?.status).toBe(200);
    // The store keeps a keyed hash, never the address.
    expect(logged.join('\n')).not.toContain('203.0.113.7');
  });

  it('says which secret is missing rather than sending without it', async () => {
    const unset = createRelay({
      settings: { ...settings, privateKey: '', proofKey: '' },
      store: memoryStore(),
      log: (line) => logged.push(line),
      fetch: async () => {
        throw new Error('nothing may be sent');
      },
    });
    const response = await unset(new Request(`${SITE}${CHALLENGE_PATH}`), '203.0.113.7');
    expect(response?.status).toBe(503);
    expect(await response?.text()).toContain('EDGE_SECRET, EMAILJS_PRIVATE_KEY');
  });

  it('in local mode, sends for the local ids with the local private key', () => {
    const local = edgeSettings({});
    expect(local.account).toEqual({
      local: true,
      publicKey: LOCAL_EMAIL.publicKey,
      serviceId: LOCAL_EMAIL.serviceId,
      templates: Object.values(LOCAL_EMAIL.templates),
      byForm: LOCAL_EMAIL.templates,
    });
    expect(local.privateKey).toBe(LOCAL_EMAIL.privateKey);
    // A real account's relay has no key unless the edge holds one.
    expect(edgeSettings({ EMAILJS_PUBLIC_KEY: 'venue-public' }).privateKey).toBe('');
  });

  it('tells EmailJS being out of reach as a failure the form shows', async () => {
    const down = createRelay({
      settings,
      store: memoryStore(),
      proofOfWork: EASY,
      log: (line) => logged.push(line),
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    const given = await (await down(new Request(`${SITE}${CHALLENGE_PATH}`), 'v'))!.json();
    const solution = await solveChallenge({ challenge: given, deriveKey });
    const response = await down(
      new Request(`${SITE}${SEND_PATH}`, {
        method: 'POST',
        headers: { Origin: SITE },
        body: JSON.stringify({ ...email, altcha: btoa(JSON.stringify({ challenge: given, solution })) }),
      }),
      'v',
    );
    expect(response?.status).toBe(502);
  });
});

describe("the sign-in email's test, from the first-run page (promises §18)", () => {
  const test: SignInTest = { template: 'venue_sign_in', to: 'owner@venue.example', missing: [] };
  const relay = (signInTest: SignInTest = test) =>
    createRelay({
      settings,
      store: memoryStore(() => clock),
      proofOfWork: EASY,
      now: () => clock,
      log: (line) => logged.push(line),
      fetch: async (url, init) => {
        upstream.push({ url: String(url), body: JSON.parse(String(init?.body)) });
        return answer();
      },
      signInTest,
    });
  const testing = (
    via: ReturnType<typeof createRelay>,
    body: unknown,
    { origin = SITE, visitor = '203.0.113.7' } = {},
  ) =>
    via(
      new Request(`${SITE}${SIGN_IN_TEST_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: origin },
        body: JSON.stringify(body),
      }),
      visitor,
    );

  it('sends the sign-in template to the first member of staff, every word the edge’s own, and answers as EmailJS did', async () => {
    handle = relay();
    answer = () => new Response('API calls are disabled for non-browser applications', { status: 403 });
    // Whatever else the page sends is not read: not a recipient, not a link, not a template.
    const response = await testing(handle, {
      altcha: await solved(),
      template_id: 'venue_message',
      template_params: { to_email: 'someone@elsewhere.example', link: 'https://elsewhere.example/' },
    });
    expect([response?.status, await response?.text()]).toEqual([
      403,
      'API calls are disabled for non-browser applications',
    ]);
    expect(upstream).toEqual([
      {
        url: `${UPSTREAM}${SEND_PATH}`,
        body: {
          user_id: 'venue-public',
          service_id: 'venue_service',
          template_id: 'venue_sign_in',
          template_params: {
            to_email: 'owner@venue.example',
            link: `${SITE}/admin/`,
            expires_in: expect.stringContaining('a test'),
            site: 'venue.example',
          },
          accessToken: 'the-private-key',
        },
      },
    ]);
  });

  it('asks what a form’s send is asked: a proof, taken once, from the site’s own page', async () => {
    handle = relay();
    await refused(await testing(handle, {}), 400, /proof of work is missing/);
    const altcha = await solved();
    await refused(await testing(handle, { altcha }, { origin: 'https://elsewhere.example' }), 403, /own pages only/);
    expect((await testing(handle, { altcha }))?.status).toBe(200);
    upstream = [];
    await refused(await testing(handle, { altcha }), 403, /used before/);
  });

  it('counts in the visitor’s budget, and sends a few an hour at most for the whole site', async () => {
    handle = relay();
    for (let i = 0; i < 3; i += 1) expect((await post({ ...email, altcha: await solved() }))?.status).toBe(200);
    upstream = [];
    await refused(await testing(handle, { altcha: await solved() }), 429, /at most 3 an hour/);
    for (const visitor of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      expect((await testing(handle, { altcha: await solved() }, { visitor }))?.status).toBe(200);
    }
    upstream = [];
    await refused(
      await testing(handle, { altcha: await solved() }, { visitor: '198.51.100.4' }),
      429,
      /at most 3 test sign-in emails an hour/i,
    );
  });

  it('names what it still needs rather than sending', async () => {
    handle = relay({ template: '', to: '', missing: ['STAFF_EMAILS', 'EMAILJS_TEMPLATE_SIGN_IN'] });
    const response = await testing(handle, { altcha: await solved() });
    expect([response?.status, await response?.text()]).toEqual([
      503,
      'The sign-in email is not set up yet (STAFF_EMAILS, EMAILJS_TEMPLATE_SIGN_IN).',
    ]);
    expect(upstream).toEqual([]);
  });

  it('is not an address of a relay without it', async () => {
    expect(await handle(new Request(`${SITE}${SIGN_IN_TEST_PATH}`, { method: 'POST' }), 'v')).toBeNull();
  });
});
