/**
 * Staff sign-in by email, on the venue's own edge (promises §17): the editor at /admin/ with no Git account.
 *
 *   GET  /api/auth                 the sign-in window the editor opens (Sveltia's `base_url` + `auth_endpoint`): an
 *                                  email field, no script needed to ask for a link
 *   POST /api/auth/link            sends a one-time link (15 minutes) to a member of staff, through the venue's EmailJS
 *                                  account with its private key; the same answer for an address that is not staff
 *   GET  /api/auth/verify?t=…      the link: a button, so that a mail scanner opening it signs no one in
 *   POST /api/auth/verify          takes the link once, and hands a session to the waiting window (a script of this
 *                                  file, /api/auth/sign-in.js), which gives it to the editor as Sveltia expects
 *   POST /api/auth/passkey/…       a passkey for next time (register-options, register, with the session) and signing
 *                                  in with it (login-options, login): @simplewebauthn/server checks each, the page uses
 *                                  the browser's own WebAuthn JSON methods
 *   *    /api/github/…             GitHub's API for the editor (its `api_root`, `graphql_api_root`): `/user` is the
 *                                  member of staff; the rest goes to GitHub for the site's repository alone, with a
 *                                  short-lived token of the venue's GitHub App, and each commit names who saved it
 *
 * The staff are a list in the edge's settings (STAFF_EMAILS), read at every request: a removed address is refused at
 * once, its session with it. The editor never holds GitHub's key, only a session of this edge.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { RelayStore } from './relay.ts';

export const SIGN_IN_PATH = '/api/auth';
export const GITHUB_PATH = '/api/github';

/** A link lives 15 minutes; a session a working day, checked against the staff list at every request. */
const LINK_LIFETIME_MS = 15 * 60 * 1000;
const SESSION_LIFETIME_MS = 10 * 60 * 60 * 1000;
/** Links asked in an hour, per address asked for and per visitor address. */
const LINKS_PER_EMAIL = 5;
const LINKS_PER_VISITOR = 20;
const HOUR_MS = 60 * 60 * 1000;

interface SignInSettings {
  siteUrl: string;
  /** Who may sign in, lower case. */
  staff: string[];
  /** Signs the links and the sessions. */
  secret: string;
  email: { upstream: string; publicKey: string; serviceId: string; template: string; privateKey: string };
  github: { apiOrigin: string; repo: string };
}

export interface SignInOptions {
  settings: SignInSettings;
  store: RelayStore;
  /** A token of the venue's GitHub App for the site's repository (edge/github-app.ts). */
  repositoryToken: () => Promise<string>;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  now?: () => number;
  /** Keeps work going after the answer (a Worker's `ctx.waitUntil`, a Function's `context.waitUntil`). */
  defer?: (work: Promise<unknown>) => void;
}

export type Claims = { kind: 'link' | 'session' | 'challenge'; email: string; expiresAt: number; nonce: string };

/** A passkey as the edge keeps it, under `passkey:<its id>`. */
type Passkey = { email: string; publicKey: string; counter: number; transports?: string[] };
/** A passkey is kept until its holder adds another past this, or the secret changes; the staff list decides the rest. */
const PASSKEY_LIFETIME_MS = 400 * 24 * 60 * 60 * 1000;
const CHALLENGE_LIFETIME_MS = 5 * 60 * 1000;

const encoder = new TextEncoder();
const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

async function hmac(secret: string, data: string): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(`sign-in:${secret}`),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(data)));
}

/** A token of this edge: its claims, signed with the edge's secret (links, sessions, passkey challenges). */
export async function sign(secret: string, claims: Claims): Promise<string> {
  const body = base64url(encoder.encode(JSON.stringify(claims)));
  return `${body}.${base64url(await hmac(secret, body))}`;
}

/** The claims of a token this edge signed, or null for anything else (forged, changed, malformed). */
async function verify(secret: string, token: string): Promise<Claims | null> {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = base64url(await hmac(secret, body));
  if (expected.length !== signature.length) return null;
  let same = 0;
  for (let i = 0; i < expected.length; i += 1) same |= expected.charCodeAt(i) ^ signature.charCodeAt(i);
  if (same !== 0) return null;
  try {
    return JSON.parse(new TextDecoder().decode(fromBase64url(body))) as Claims;
  } catch {
    return null;
  }
}

const SECURITY = {
  'Content-Security-Policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'Cache-Control': 'no-store',
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string, status = 200): Response {
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">` +
      `<meta name="robots" content="noindex"><title>${escape(title)}</title>` +
      `<link rel="stylesheet" href="${SIGN_IN_PATH}/sign-in.css">` +
      `<script src="${SIGN_IN_PATH}/sign-in.js" defer></script><body><main><h1>${escape(title)}</h1>${body}</main>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...SECURITY } },
  );
}

/**
 * The window's script: on the link's page, it passes the session to the waiting sign-in window (same browser, same
 * origin); in that window, it hands it to the editor with Sveltia's own messages ("authorizing:github", then
 * "authorization:github:success:{token}"), then closes. A link opened where no window waits (the email read on a
 * phone, or in another browser) keeps the session in this browser for the link's 15 minutes, and the next sign-in
 * window the editor opens here hands it over at once, with no second email.
 */
const WINDOW_SCRIPT = `(() => {
  const channel = new BroadcastChannel('foyer-sign-in');
  const say = (text) => { const out = document.querySelector('[data-said]'); if (out) out.textContent = text; };
  const post = async (step, body, token) => {
    const answer = await fetch('${SIGN_IN_PATH}/passkey/' + step, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: 'Bearer ' + token } : {}) },
      body: JSON.stringify(body ?? {}),
    });
    if (!answer.ok) throw new Error(await answer.text());
    return answer.json();
  };
  const passkeys = typeof PublicKeyCredential !== 'undefined' && 'parseCreationOptionsFromJSON' in PublicKeyCredential;
  const KEPT = 'foyer-sign-in';
  const session = document.querySelector('[data-session]');
  if (session) {
    const token = session.dataset.session;
    session.removeAttribute('data-session');
    // A waiting window says it took the session; where none answers, the editor of this browser will.
    channel.onmessage = ({ data }) => {
      if (data && data.taken) clearTimeout(alone);
    };
    const alone = setTimeout(() => {
      localStorage.setItem(KEPT, JSON.stringify({ token, until: Date.now() + ${LINK_LIFETIME_MS} }));
      const here = document.querySelector('[data-here]');
      if (here) here.hidden = false;
      const there = document.querySelector('[data-there]');
      if (there) there.hidden = true;
    }, 1500);
    channel.postMessage({ token });
    const add = document.querySelector('[data-add-passkey]');
    if (!add || !passkeys) return;
    add.hidden = false;
    add.addEventListener('click', async () => {
      try {
        const options = PublicKeyCredential.parseCreationOptionsFromJSON(await post('register-options', {}, token));
        const credential = await navigator.credentials.create({ publicKey: options });
        await post('register', credential.toJSON(), token);
        add.hidden = true;
        say('Your passkey is added: next time, choose Sign in with a passkey.');
      } catch (error) {
        say('No passkey was added (' + error.message + ').');
      }
    });
    return;
  }
  if (!window.opener) return;
  const origin = location.origin;
  const hand = (token) => {
    const answer = (event) => {
      if (event.origin !== origin || event.data !== 'authorizing:github') return;
      window.removeEventListener('message', answer);
      window.opener.postMessage('authorization:github:success:' + JSON.stringify({ provider: 'github', token }), origin);
      setTimeout(() => window.close(), 100);
    };
    window.addEventListener('message', answer);
    window.opener.postMessage('authorizing:github', origin);
  };
  if (document.querySelector('[data-waiting]'))
    channel.onmessage = ({ data }) => {
      if (!data || !data.token) return;
      channel.postMessage({ taken: true });
      hand(data.token);
    };
  // A session this browser keeps from a link opened here while no window waited: taken once, within its minutes.
  const kept = JSON.parse(localStorage.getItem(KEPT) || 'null');
  localStorage.removeItem(KEPT);
  if (kept && kept.until > Date.now() && !document.querySelector('[data-waiting]')) return hand(kept.token);
  const login = document.querySelector('[data-passkey]');
  if (!login || !passkeys) return;
  login.hidden = false;
  login.addEventListener('click', async () => {
    try {
      const options = PublicKeyCredential.parseRequestOptionsFromJSON(await post('login-options'));
      const credential = await navigator.credentials.get({ publicKey: options });
      hand((await post('login', credential.toJSON())).token);
    } catch (error) {
      say('That passkey did not sign you in (' + error.message + ').');
    }
  });
})();`;

/** The window's look: the site's quiet type and colours, in a few rules (no inline style under its policy). */
const WINDOW_STYLE = `
body { margin: 0; font: 16px/1.6 system-ui, sans-serif; color: #1d1b18; background: #f5f1ea; }
main { max-width: 26rem; margin: 12vh auto; padding: 2rem; background: #fff; }
h1 { font: 400 1.6rem/1.25 Georgia, 'Times New Roman', serif; margin: 0 0 1rem; }
label { display: block; margin-bottom: 0.35rem; font-size: 0.9rem; color: #5c5248; }
input { box-sizing: border-box; width: 100%; padding: 0.7rem 0.8rem; font: inherit; border: 1px solid #b9afa3; }
button { margin-top: 0.9rem; padding: 0.7rem 1.2rem; font: inherit; color: #fff; background: #1d1b18; border: 0; cursor: pointer; }
button[type='button'] { color: #1d1b18; background: none; border: 1px solid #1d1b18; }
:focus-visible { outline: 2px solid #8a5a2b; outline-offset: 2px; }
[data-said]:empty { display: none; }
`;

const emailField =
  `<form method="post" action="${SIGN_IN_PATH}/link"><label for="email">Your email</label> ` +
  `<input id="email" name="email" type="email" autocomplete="email webauthn" required autofocus> <button>Send me a link</button></form>`;
/** Shown by the window's script where the browser has passkeys. */
const passkeyButton =
  '<p><button type="button" data-passkey hidden>Sign in with a passkey</button></p><p data-said role="status"></p>';

export function createSignIn({
  settings,
  store,
  repositoryToken,
  fetch: send = fetch,
  log = console.warn,
  now = Date.now,
  defer = (work) => void work.catch(() => {}),
}: SignInOptions) {
  const isStaff = (email: string) => settings.staff.includes(email.trim().toLowerCase());
  const [owner = '', name = ''] = settings.github.repo.split('/');

  async function requestLink(request: Request, visitor: string): Promise<Response> {
    const form = await request.formData().catch(() => null);
    const email = String(form?.get('email') ?? '')
      .trim()
      .toLowerCase();
    // The same words whoever asks: the page never tells who is staff.
    const sent = page(
      'Check your email',
      `<p>If ${escape(email)} may edit this site, a link to sign in is on its way. It works once, for 15 minutes.</p>` +
        '<p data-waiting>Keep this window open: it signs you in when you open the link in this browser. Opened on another device, the link lets you edit there.</p>',
    );
    if (!/^[^\s@]+@[^\s@]+$/.test(email))
      return page('Sign in', `<p>That is not an email address.</p>${emailField}`, 400);
    const hour = Math.floor(now() / HOUR_MS);
    const until = (hour + 1) * HOUR_MS;
    const perEmail = await store.count(`links:${email}:${hour}`, until);
    const perVisitor = await store.count(`links-from:${visitor}:${hour}`, until);
    if (perEmail > LINKS_PER_EMAIL || perVisitor > LINKS_PER_VISITOR) {
      log('[sign-in] too many links asked in an hour');
      return sent;
    }
    if (!isStaff(email)) {
      log('[sign-in] a link was asked for an address that is not staff');
      return sent;
    }
    const token = await sign(settings.secret, {
      kind: 'link',
      email,
      expiresAt: now() + LINK_LIFETIME_MS,
      nonce: crypto.randomUUID(),
    });
    const link = `${new URL(settings.siteUrl).origin}${SIGN_IN_PATH}/verify?t=${token}`;
    // Sent after the answer: a known address must not answer later than an unknown one (the host keeps the work alive).
    defer(sendLink(email, link));
    return sent;
  }

  async function sendLink(email: string, link: string): Promise<void> {
    const answer = await send(`${settings.email.upstream}/api/v1.0/email/send`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        user_id: settings.email.publicKey,
        service_id: settings.email.serviceId,
        template_id: settings.email.template,
        template_params: { to_email: email, link, expires_in: '15 minutes', site: new URL(settings.siteUrl).host },
        accessToken: settings.email.privateKey,
      }),
    }).catch((error: Error) => new Response(error.message, { status: 502 }));
    if (!answer.ok) log(`[sign-in] the link could not be sent: EmailJS answered ${answer.status}`);
  }

  async function takeLink(request: Request): Promise<Response> {
    const form = await request.formData().catch(() => null);
    const claims = await verify(settings.secret, String(form?.get('t') ?? ''));
    const refuse = (why: string) => {
      log(`[sign-in] a link was refused: ${why}`);
      return page(
        'This link does not work',
        `<p>It may be old, used already, or not for this site. Ask for a new one.</p>${emailField}`,
        403,
      );
    };
    if (!claims || claims.kind !== 'link') return refuse('not one of ours');
    if (claims.expiresAt <= now()) return refuse('expired');
    if (!isStaff(claims.email)) return refuse('no longer staff');
    if (!(await store.useOnce(`link:${claims.nonce}`, claims.expiresAt))) return refuse('used before');
    const session = await sign(settings.secret, {
      kind: 'session',
      email: claims.email,
      expiresAt: now() + SESSION_LIFETIME_MS,
      nonce: crypto.randomUUID(),
    });
    return page(
      'You are signed in',
      `<p data-session="${escape(session)}" data-there>Go back to the editor's window: it is open for you. You can close this one.</p>` +
        `<p data-here hidden>No editor is waiting in this browser, so you can edit here: <a href="/admin/">open the editor</a> and choose to sign in. It signs you in at once, for the next 15 minutes.</p>` +
        '<p><button type="button" data-add-passkey hidden>Add a passkey for next time</button></p><p data-said role="status"></p>',
    );
  }

  /** The member of staff a request speaks for, or null. */
  async function staffOf(request: Request): Promise<string | null> {
    const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    const claims = token ? await verify(settings.secret, token) : null;
    if (!claims || claims.kind !== 'session' || claims.expiresAt <= now() || !isStaff(claims.email)) return null;
    return claims.email;
  }

  const relyingParty = () => ({ id: new URL(settings.siteUrl).hostname, origin: new URL(settings.siteUrl).origin });

  /** A challenge that is its own record: signed, expiring, taken once (no state to keep between the two steps). */
  // The library sends the challenge's text as UTF-8 bytes, and the browser returns them base64url-encoded.
  const challenge = (email: string) =>
    sign(settings.secret, {
      kind: 'challenge',
      email,
      expiresAt: now() + CHALLENGE_LIFETIME_MS,
      nonce: crypto.randomUUID(),
    });
  const challengeOf = (email: string | null) => async (given: string) => {
    const claims = await verify(settings.secret, new TextDecoder().decode(fromBase64url(given)));
    if (!claims || claims.kind !== 'challenge' || claims.expiresAt <= now()) return false;
    if (email !== null && claims.email !== email) return false;
    return store.useOnce(`challenge:${claims.nonce}`, claims.expiresAt);
  };

  async function newSession(email: string): Promise<string> {
    return sign(settings.secret, {
      kind: 'session',
      email,
      expiresAt: now() + SESSION_LIFETIME_MS,
      nonce: crypto.randomUUID(),
    });
  }

  async function passkey(request: Request, step: string): Promise<Response> {
    const { id: rpID, origin } = relyingParty();
    const refuse = (why: string) => {
      log(`[sign-in] a passkey was refused: ${why}`);
      return new Response('This passkey does not sign anyone in here.', {
        status: 403,
        headers: { 'Cache-Control': 'no-store' },
      });
    };
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    if (step === 'register-options' || step === 'register') {
      const email = await staffOf(request);
      if (!email) return refuse('no session');
      if (step === 'register-options') {
        const options = await generateRegistrationOptions({
          rpName: new URL(settings.siteUrl).host,
          rpID,
          userName: email,
          challenge: await challenge(email),
          attestationType: 'none',
          authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
        });
        return json(200, options);
      }
      const verified = await verifyRegistrationResponse({
        response: body as unknown as RegistrationResponseJSON,
        expectedChallenge: challengeOf(email),
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) return refuse('its registration did not verify');
      const { credential } = verified.registrationInfo;
      const kept: Passkey = {
        email,
        publicKey: base64url(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports,
      };
      await store.put(`passkey:${credential.id}`, JSON.stringify(kept), now() + PASSKEY_LIFETIME_MS);
      return json(200, { added: true });
    }
    if (step === 'login-options') {
      return json(
        200,
        await generateAuthenticationOptions({ rpID, challenge: await challenge(''), userVerification: 'preferred' }),
      );
    }
    if (step === 'login') {
      const response = body as unknown as AuthenticationResponseJSON;
      const found = typeof response.id === 'string' ? await store.get(`passkey:${response.id}`) : null;
      if (!found) return refuse('unknown');
      const kept = JSON.parse(found) as Passkey;
      if (!isStaff(kept.email)) return refuse('no longer staff');
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challengeOf(''),
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: response.id,
          publicKey: fromBase64url(kept.publicKey),
          counter: kept.counter,
          transports: kept.transports,
        },
        requireUserVerification: false,
      }).catch(() => null);
      if (!verified?.verified) return refuse('its signature did not verify');
      await store.put(
        `passkey:${response.id}`,
        JSON.stringify({ ...kept, counter: verified.authenticationInfo.newCounter }),
        now() + PASSKEY_LIFETIME_MS,
      );
      return json(200, { token: await newSession(kept.email) });
    }
    return json(404, { message: 'No such step.' });
  }

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });

  async function github(request: Request, path: string): Promise<Response> {
    const email = await staffOf(request);
    if (!email) return json(401, { message: 'Bad credentials: sign in again at /admin/.' });
    const login = email.split('@')[0] ?? email;
    if (path === '/user') return json(200, { id: 1, login, name: email, email, avatar_url: '' });
    if (path === `/repos/${owner}/${name}/collaborators/${encodeURIComponent(login)}`)
      return new Response(null, { status: 204 });
    const repository = path.startsWith(`/repos/${owner}/${name}/`) || path === `/repos/${owner}/${name}`;
    if (!repository && path !== '/graphql')
      return json(403, { message: "The editor reaches the site's repository alone." });
    let body: string | undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') body = signed(await request.text(), email, path);
    const url = new URL(request.url);
    const answer = await send(`${settings.github.apiOrigin}${path}${url.search}`, {
      method: request.method,
      headers: {
        Accept: request.headers.get('Accept') ?? 'application/vnd.github+json',
        'Content-Type': request.headers.get('Content-Type') ?? 'application/json',
        Authorization: `Bearer ${await repositoryToken()}`,
        'User-Agent': 'foyer-edge',
      },
      body,
    });
    // GitHub's own headers the editor reads (the next page of a list, a version to compare), none of its cookies.
    const headers = new Headers({ 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    for (const name of ['Content-Type', 'Link', 'ETag', 'Last-Modified']) {
      const value = answer.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(answer.body, { status: answer.status, headers });
  }

  return async function handle(request: Request, visitor: string): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    // Sveltia takes a custom `api_root` for a GitHub Enterprise server and asks its REST API under /api/v3.
    if (pathname.startsWith(`${GITHUB_PATH}/`))
      return github(request, pathname.slice(GITHUB_PATH.length).replace(/^\/api\/v3(?=\/)/, ''));
    if (pathname === SIGN_IN_PATH && request.method === 'GET') {
      return page('Sign in to edit the site', emailField + passkeyButton);
    }
    if (pathname.startsWith(`${SIGN_IN_PATH}/passkey/`) && request.method === 'POST') {
      return passkey(request, pathname.slice(`${SIGN_IN_PATH}/passkey/`.length));
    }
    if (pathname === `${SIGN_IN_PATH}/sign-in.css`) {
      return new Response(WINDOW_STYLE, { headers: { 'Content-Type': 'text/css; charset=utf-8', ...SECURITY } });
    }
    if (pathname === `${SIGN_IN_PATH}/sign-in.js`) {
      return new Response(WINDOW_SCRIPT, {
        headers: { 'Content-Type': 'text/javascript; charset=utf-8', ...SECURITY },
      });
    }
    if (pathname === `${SIGN_IN_PATH}/link` && request.method === 'POST') return requestLink(request, visitor);
    if (pathname === `${SIGN_IN_PATH}/verify`) {
      if (request.method === 'POST') return takeLink(request);
      const token = new URL(request.url).searchParams.get('t') ?? '';
      return page(
        'Sign in to edit the site',
        `<form method="post" action="${SIGN_IN_PATH}/verify"><input type="hidden" name="t" value="${escape(token)}">` +
          '<button>Sign in</button></form>',
      );
    }
    return null;
  };
}

/**
 * Each save names who made it: GitHub's commits from the editor carry the staff member in a trailer of their message
 * (the App is their author, its token being the edge's). The editor saves through GraphQL's createCommitOnBranch, or
 * the REST contents API for a single file.
 */
function signed(body: string, email: string, path: string): string {
  const trailer = `Edited-by: ${email}`;
  let parsed: { message?: unknown; variables?: { input?: { message?: { headline?: unknown; body?: string } } } };
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const commit = path === '/graphql' ? parsed.variables?.input?.message : undefined;
  if (commit && typeof commit.headline === 'string') commit.body = [commit.body, trailer].filter(Boolean).join('\n\n');
  else if (path !== '/graphql' && typeof parsed.message === 'string')
    parsed.message = `${parsed.message}\n\n${trailer}`;
  return JSON.stringify(parsed);
}
