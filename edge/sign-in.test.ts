import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInSettings } from '../src/config/settings.mjs';
import { createEdge } from './index';
import { memoryStore } from './relay';
import { VENUE_EMAILJS } from '../src/config/emailjs-account.test-support';

const SITE = 'https://venue.example';
const EMAILJS = 'https://api.emailjs.example';
const GITHUB = 'https://api.github.example';
/** A GitHub App's key as GitHub gives it, PKCS#8 (the edge signs the App's JWT with it). */
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

const env = {
  SITE_URL: SITE,
  ...VENUE_EMAILJS,
  EMAILJS_TEMPLATE_SIGN_IN: 'venue_sign_in',
  EMAILJS_ORIGIN: EMAILJS,
  EMAILJS_PRIVATE_KEY: 'the-private-key',
  EDGE_SECRET: 'the-edge-secret',
  STAFF_EMAILS: 'Events@venue.example, chef@venue.example',
  EDITOR_REPO: 'venue/site',
  GITHUB_APP_ID: '12345',
  GITHUB_APP_INSTALLATION_ID: '678',
  GITHUB_APP_PRIVATE_KEY: privateKey,
  GITHUB_API_ORIGIN: GITHUB,
};

let clock: number;
let emails: Record<string, unknown>[];
let github: { url: string; method: string; authorization: string; body: string }[];
let handle: ReturnType<typeof createEdge>;
let staffEnv: Record<string, string>;
/** The work the edge left running after its answers (the link's email): waited for before looking. */
let deferred: Promise<unknown>[];

/** EmailJS and GitHub at their network boundary: what reaches them, and their answers. */
async function fakeServices(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input instanceof Request ? input.url : input);
  const headers = new Headers(input instanceof Request ? input.headers : init?.headers);
  const body = input instanceof Request ? await input.text() : String(init?.body ?? '');
  if (url.startsWith(EMAILJS)) {
    emails.push(JSON.parse(body));
    return new Response('OK');
  }
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET');
  github.push({ url, method, authorization: headers.get('authorization') ?? '', body });
  if (url === `${GITHUB}/app/installations/678/access_tokens`) {
    return Response.json(
      { token: 'ghs_minted_by_the_edge', expires_at: new Date(clock + 3_600_000).toISOString() },
      { status: 201 },
    );
  }
  return Response.json(
    { answered: url },
    { headers: { Link: `<${url}&page=2>; rel="next"`, 'Set-Cookie': 'github=1' } },
  );
}

function edge(overrides: Record<string, string> = {}) {
  staffEnv = { ...env, ...overrides };
  return createEdge({
    env: staffEnv,
    store: memoryStore(() => clock),
    fetch: fakeServices,
    log: () => {},
    now: () => clock,
    defer: (work) => deferred.push(work),
  });
}

beforeEach(() => {
  deferred = [];
  clock = Date.now();
  emails = [];
  github = [];
  handle = edge();
});

async function ask(email: string, visitor = '203.0.113.7'): Promise<Response> {
  const response = (await handle(
    new Request(`${SITE}/api/auth/link`, { method: 'POST', body: new URLSearchParams({ email }) }),
    visitor,
  )) as Response;
  await Promise.all(deferred);
  return response;
}

/** The link the last email carried. */
function lastLink(): URL {
  const params = (emails.at(-1) as { template_params: { link: string } }).template_params;
  return new URL(params.link);
}

const open = (link: URL, via = handle) =>
  via(
    new Request(`${SITE}/api/auth/verify`, {
      method: 'POST',
      body: new URLSearchParams({ t: link.searchParams.get('t')! }),
    }),
    '203.0.113.7',
  ) as Promise<Response>;

async function session(email = 'events@venue.example'): Promise<string> {
  await ask(email);
  const page = await (await open(lastLink())).text();
  return /data-session="([^"]+)"/.exec(page)![1]!;
}

const api = (path: string, token: string, init: RequestInit = {}) =>
  handle(
    new Request(`${SITE}/api/github${path}`, {
      ...init,
      headers: { Authorization: `Bearer ${token}`, ...init.headers },
    }),
    '203.0.113.7',
  ) as Promise<Response>;

describe('staff sign-in by email (promises §17)', () => {
  it('sends a known address a one-time link through EmailJS with the private key, and an unknown one the same answer and nothing', async () => {
    const known = await ask('events@venue.example');
    const unknown = await ask('someone@elsewhere.example');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const words = (text: string) => text.replace(/events@venue\.example|someone@elsewhere\.example/, 'ADDRESS');
    expect(words(await unknown.text())).toBe(words(await known.text()));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      user_id: 'venue-public',
      service_id: 'venue_service',
      template_id: 'venue_sign_in',
      accessToken: 'the-private-key',
      template_params: { to_email: 'events@venue.example', expires_in: '15 minutes' },
    });
    expect(lastLink().origin + lastLink().pathname).toBe(`${SITE}/api/auth/verify`);
    // The template the venue pastes (emailjs/sign-in.html) names exactly what the edge sends.
    const template = fs.readFileSync(new URL('../emailjs/sign-in.html', import.meta.url), 'utf8');
    const names = new Set([...template.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]));
    expect([...names].sort()).toEqual(Object.keys((emails[0] as { template_params: object }).template_params).sort());
  });

  it('opens the link with a button (a mail scanner that opens it signs no one in), then takes it once', async () => {
    await ask('events@venue.example');
    const link = lastLink();
    const preview = await handle(new Request(link), '198.51.100.1');
    expect(await preview!.text()).toContain('<button>Sign in</button>');
    const first = await open(link);
    expect(first.status).toBe(200);
    expect(await first.text()).toMatch(/data-session="[^"]+"/);
    expect(first.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const again = await open(link);
    expect(again.status).toBe(403);
    expect(await again.text()).not.toContain('data-session');
  });

  it('refuses a link that has expired, one forged, and one for someone removed from the staff', async () => {
    await ask('events@venue.example');
    const link = lastLink();
    clock += 16 * 60 * 1000;
    expect((await open(link)).status).toBe(403);
    clock -= 16 * 60 * 1000;

    const [body, signature] = link.searchParams.get('t')!.split('.');
    const claims = JSON.parse(atob(body!.replace(/-/g, '+').replace(/_/g, '/')));
    const forged = btoa(JSON.stringify({ ...claims, email: 'intruder@elsewhere.example' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const forgedLink = new URL(link);
    forgedLink.searchParams.set('t', `${forged}.${signature}`);
    expect((await open(forgedLink)).status).toBe(403);

    const removed = edge({ STAFF_EMAILS: 'chef@venue.example' });
    expect((await open(link, removed)).status).toBe(403);
  });

  it('answers /user with the member of staff, and passes the rest to GitHub for the site’s repository alone, with a token only the edge minted', async () => {
    const token = await session();
    expect(await (await api('/user', token)).json()).toMatchObject({ login: 'events', email: 'events@venue.example' });
    expect((await api('/repos/venue/site/collaborators/events', token)).status).toBe(204);

    const contents = await api('/repos/venue/site/contents/content/prices.yaml?ref=main', token);
    expect(await contents.json()).toEqual({
      answered: `${GITHUB}/repos/venue/site/contents/content/prices.yaml?ref=main`,
    });
    // GitHub's next page reaches the editor; its cookies do not.
    expect(contents.headers.get('Link')).toContain('rel="next"');
    expect(contents.headers.get('Set-Cookie')).toBeNull();
    const minted = github.find((call) => call.url.endsWith('/access_tokens'))!;
    // The App's JWT asks for this repository's contents alone.
    expect(JSON.parse(minted.body)).toEqual({
      repositories: ['site'],
      permissions: { contents: 'write', metadata: 'read' },
    });
    const proxied = github.filter((call) => call.url.includes('/repos/'));
    expect(proxied.map((call) => call.authorization)).toEqual([
      'bearer ghs_minted_by_the_edge'.replace('bearer', 'Bearer'),
    ]);
    expect(github.some((call) => call.authorization.includes(token))).toBe(false);

    expect((await api('/repos/someone/else/contents/x', token)).status).toBe(403);
    expect((await api('/user', 'not-a-session')).status).toBe(401);
  });

  it('names the member of staff in each commit the editor saves', async () => {
    const token = await session('chef@venue.example');
    await api('/graphql', token, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query:
          'mutation ($input: CreateCommitOnBranchInput!) { createCommitOnBranch(input: $input) { commit { oid } } }',
        variables: { input: { message: { headline: 'Update Prices' }, fileChanges: {} } },
      }),
    });
    const sent = JSON.parse(github.find((call) => call.url === `${GITHUB}/graphql`)!.body);
    expect(sent.variables.input.message).toEqual({ headline: 'Update Prices', body: 'Edited-by: chef@venue.example' });
  });

  it('refuses a session at once when its holder is removed from the staff', async () => {
    const token = await session();
    expect((await api('/user', token)).status).toBe(200);
    handle = edge({ STAFF_EMAILS: 'chef@venue.example' });
    expect((await api('/user', token)).status).toBe(401);
  });

  it('adds a passkey only for a session, and signs in with none it does not know', async () => {
    const step = (name: string, body: unknown, token?: string) =>
      handle(
        new Request(`${SITE}/api/auth/passkey/${name}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        }),
        '203.0.113.7',
      ) as Promise<Response>;
    expect((await step('register-options', {})).status).toBe(403);
    const options = await (await step('register-options', {}, await session())).json();
    expect(options).toMatchObject({ rp: { id: 'venue.example' }, user: { name: 'events@venue.example' } });
    expect((await step('login-options', {})).status).toBe(200);
    const unknown = await step('login', { id: 'bm9uZQ', rawId: 'bm9uZQ', type: 'public-key', response: {} });
    expect(unknown.status).toBe(403);
  });

  it('sends at most five links an hour to one address', async () => {
    for (let i = 0; i < 7; i += 1) await ask('events@venue.example');
    expect(emails).toHaveLength(5);
  });

  it('says what is missing rather than half working', async () => {
    const partial = edge({ GITHUB_APP_PRIVATE_KEY: '' });
    const response = await partial(new Request(`${SITE}/api/auth`), '203.0.113.7');
    expect(response?.status).toBe(503);
    expect(await response?.text()).toContain('GITHUB_APP_PRIVATE_KEY');
    expect(signInSettings(staffEnv).staff).toEqual(['events@venue.example', 'chef@venue.example']);
  });
});
