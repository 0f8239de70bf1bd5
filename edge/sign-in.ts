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
 *   *    /api/github/…             GitHub's API for the editor (its `api_root`, `graphql_api_root`): `/user` is the
 *                                  member of staff; the rest goes to GitHub for the site's repository alone, with a
 *                                  short-lived token of the venue's GitHub App, and each commit names who saved it
 *
 * The staff are a list in the edge's settings (STAFF_EMAILS), read at every request: a removed address is refused at
 * once, its session with it. The editor never holds GitHub's key, only a session of this edge.
 */
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
}

type Claims = { kind: 'link' | 'session'; email: string; expiresAt: number; nonce: string };

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

async function sign(secret: string, claims: Claims): Promise<string> {
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
    "default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
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
      `<script src="${SIGN_IN_PATH}/sign-in.js" defer></script><body><main><h1>${escape(title)}</h1>${body}</main>`,
    { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...SECURITY } },
  );
}

/**
 * The window's script: on the link's page, it passes the session to the waiting sign-in window (same browser, same
 * origin); in that window, it hands it to the editor with Sveltia's own messages ("authorizing:github", then
 * "authorization:github:success:{token}"), then closes.
 */
const WINDOW_SCRIPT = `(() => {
  const channel = new BroadcastChannel('foyer-sign-in');
  const session = document.querySelector('[data-session]');
  if (session) { channel.postMessage({ token: session.dataset.session }); session.removeAttribute('data-session'); return; }
  if (!document.querySelector('[data-waiting]') || !window.opener) return;
  channel.onmessage = ({ data }) => {
    const origin = location.origin;
    const answer = (event) => {
      if (event.origin !== origin || event.data !== 'authorizing:github') return;
      window.removeEventListener('message', answer);
      window.opener.postMessage('authorization:github:success:' + JSON.stringify({ provider: 'github', token: data.token }), origin);
      setTimeout(() => window.close(), 100);
    };
    window.addEventListener('message', answer);
    window.opener.postMessage('authorizing:github', origin);
  };
})();`;

const emailField =
  `<form method="post" action="${SIGN_IN_PATH}/link"><label for="email">Your email</label> ` +
  `<input id="email" name="email" type="email" autocomplete="email" required autofocus> <button>Send me a link</button></form>`;

export function createSignIn({
  settings,
  store,
  repositoryToken,
  fetch: send = fetch,
  log = console.warn,
  now = Date.now,
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
      `<p>If ${escape(email)} may edit this site, a link to sign in is on its way. It works once, for 15 minutes, in this browser.</p>` +
        '<p data-waiting>Keep this window open: it signs you in when you open the link.</p>',
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
    return sent;
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
      `<p data-session="${escape(session)}">Go back to the editor's window: it is open for you. You can close this one.</p>`,
    );
  }

  /** The member of staff a request speaks for, or null. */
  async function staffOf(request: Request): Promise<string | null> {
    const token = /^(?:Bearer|token) (.+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
    const claims = token ? await verify(settings.secret, token) : null;
    if (!claims || claims.kind !== 'session' || claims.expiresAt <= now() || !isStaff(claims.email)) return null;
    return claims.email;
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
    return new Response(answer.body, {
      status: answer.status,
      headers: {
        'Content-Type': answer.headers.get('Content-Type') ?? 'application/json',
        'Cache-Control': 'no-store',
      },
    });
  }

  return async function handle(request: Request, visitor: string): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    // Sveltia takes a custom `api_root` for a GitHub Enterprise server and asks its REST API under /api/v3.
    if (pathname.startsWith(`${GITHUB_PATH}/`))
      return github(request, pathname.slice(GITHUB_PATH.length).replace(/^\/api\/v3(?=\/)/, ''));
    if (pathname === SIGN_IN_PATH && request.method === 'GET') return page('Sign in to edit the site', emailField);
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
