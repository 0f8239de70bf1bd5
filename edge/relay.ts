/**
 * The enquiry relay (promises §16): one Web-standard handler, `Request` in and `Response` out, that each host wraps in
 * a few lines (edge/cloudflare.ts, edge/netlify.ts, server/index.mjs for `npm start`).
 *
 *   GET  /api/altcha              a proof-of-work challenge (ALTCHA), signed with the edge's secret, expiring
 *   POST /api/v1.0/email/send     the forms' EmailJS request plus `altcha`; forwarded to EmailJS without `altcha` and
 *                                 with `accessToken` (the account's private key), EmailJS's answer returned unchanged
 *   POST /api/setup/test-sign-in  `{ altcha }` alone: the first-run page's test of the sign-in email (promises §18), sent
 *                                 to the first address of STAFF_EMAILS with words the edge fixes, under the same proof
 *                                 and budget as a form's send, and a few an hour at most for the whole site
 *
 * Everything else is not the relay's: `handle` answers null and the host serves the site. A refused send is answered
 * with a short text and a status of 400 or more, forwards nothing, and is logged without the message's content.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { ACCOUNT_AT_EDGE, type EdgeSettings } from '../src/config/settings.mjs';
import { SIGN_IN_TEST_PATH } from './setup.ts';

export const CHALLENGE_PATH = '/api/altcha';
export const SEND_PATH = '/api/v1.0/email/send';

/** Where the relay keeps what must outlive one request: a solution used, a visitor's sends this hour. */
export interface RelayStore {
  /** Marks `key` as used until `expiresAt` (ms since 1970); false when it was marked already. One step, never two. */
  useOnce(key: string, expiresAt: number): Promise<boolean>;
  /** Adds one to the count under `key`, kept until `expiresAt`; answers the count with this one. */
  count(key: string, expiresAt: number): Promise<number>;
  /** The text kept under `key`, or null (none, or expired). */
  get(key: string): Promise<string | null>;
  /** Keeps `value` under `key` until `expiresAt`. */
  put(key: string, value: string, expiresAt: number): Promise<void>;
}

/**
 * The proof of work: PBKDF2 over SHA-256, which browsers derive natively (WebCrypto) in ALTCHA's worker. A challenge
 * is solved by finding the counter the relay chose; `cost` iterations per try, the counter at most `counterMax`, so a
 * solve is `cost × counter / workers` hashes. Tuned by `npm run bench` (bench/proof-of-work.mjs): under 1.5 s at
 * Lighthouse's mobile throttle, a cost a sender of thousands of emails an hour feels.
 */
const PROOF_OF_WORK = { algorithm: 'PBKDF2/SHA-256', cost: 1_000, counterMin: 500, counterMax: 2_500 } as const;

/**
 * How long a challenge may be solved and used: long enough for a visitor writing a long enquiry after the form's first
 * use (the page asks again past it, src/features/forms/proof-of-work.ts), short enough that the relay keeps few.
 */
const CHALLENGE_LIFETIME_MS = 60 * 60 * 1000;

const HOUR_MS = 60 * 60 * 1000;

/**
 * Test sign-in emails a whole site sends in an hour, whoever asks: the template's recipient is a parameter, so the
 * edge fixes it (a member of staff), and a few an hour tell the owner all a test can tell without filling an inbox.
 */
const SIGN_IN_TESTS_PER_HOUR = 3;

/**
 * The sign-in email's test (promises §18): its template, and who receives it (the first address of STAFF_EMAILS);
 * `missing`: what the edge still needs to send it, said instead of sending.
 */
export interface SignInTest {
  template: string;
  to: string;
  missing: string[];
}

export interface RelayOptions {
  settings: EdgeSettings;
  store: RelayStore;
  /** The challenges' difficulty (PROOF_OF_WORK unless a test asks for less). */
  proofOfWork?: { algorithm: string; cost: number; counterMin: number; counterMax: number };
  /** The request to EmailJS; the host's own `fetch` unless a test gives another. */
  fetch?: typeof fetch;
  /** Where refusals are told (console.warn by default). */
  log?: (line: string) => void;
  now?: () => number;
  /** The first-run page's test of the sign-in email; without it, that address is not the relay's. */
  signInTest?: SignInTest;
}

/** A refusal: forwarded nothing, said why in a short text. */
class Refusal {
  // Plain fields: Node runs this file by stripping its types, which parameter properties would not survive.
  readonly status: number;
  readonly text: string;
  constructor(status: number, text: string) {
    this.status = status;
    this.text = text;
  }
}

const textResponse = (status: number, text: string) =>
  new Response(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

/**
 * @returns `handle(request, visitor)`: `visitor` is the address the host saw the request come from (the budget is kept
 *   per address, under a keyed hash of it, never the address itself). Null for a request that is not the relay's.
 */
export function createRelay({
  settings,
  store,
  proofOfWork = PROOF_OF_WORK,
  fetch: send = fetch,
  log = console.warn,
  now = Date.now,
  signInTest,
}: RelayOptions) {
  const missing = [
    settings.proofKey ? '' : 'EDGE_SECRET',
    settings.privateKey ? '' : 'EMAILJS_PRIVATE_KEY',
    settings.upstream ? '' : 'EMAILJS_ORIGIN',
  ].filter(Boolean);

  async function challenge(): Promise<Response> {
    const created = await createChallenge({
      algorithm: proofOfWork.algorithm,
      cost: proofOfWork.cost,
      counter: randomInt(proofOfWork.counterMin, proofOfWork.counterMax),
      deriveKey,
      expiresAt: new Date(now() + CHALLENGE_LIFETIME_MS),
      hmacSignatureSecret: settings.proofKey,
    });
    return new Response(JSON.stringify(created), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
    });
  }

  /**
   * What every send passes before it goes anywhere: the site's own page, a body within the limit, a proof of work
   * never used before, and the visitor's budget for the hour. `check` looks at the body before the proof is spent.
   */
  async function admit(
    request: Request,
    visitor: string,
    check: (body: Record<string, unknown>) => void,
  ): Promise<Record<string, unknown>> {
    checkOrigin(request, settings.siteUrl);
    const body = await readJson(request, settings.maxBytes);
    check(body);
    const proof = await checkProof(body.altcha, settings.proofKey, now);
    if (!(await store.useOnce(`used:${proof.signature}`, proof.expiresAt))) {
      throw new Refusal(403, 'This proof of work was used before: the page asks for a new one.');
    }
    const hour = Math.floor(now() / HOUR_MS);
    const sends = await store.count(
      `sends:${await keyedHash(settings.proofKey, visitor)}:${hour}`,
      (hour + 1) * HOUR_MS,
    );
    if (sends > settings.budget) {
      throw new Refusal(429, `Too many sends from this address: at most ${settings.budget} an hour. Please try later.`);
    }
    return body;
  }

  /** EmailJS's status and text, unchanged: the page reads them as it reads EmailJS's own (promises §3). */
  async function forward(emailjs: Record<string, unknown>): Promise<Response> {
    let answer: Response;
    try {
      answer = await send(`${settings.upstream}${SEND_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...emailjs, accessToken: settings.privateKey }),
      });
    } catch (error) {
      log(`[relay] EmailJS could not be reached: ${(error as Error).message}`);
      return textResponse(502, 'The email service could not be reached. Please try again.');
    }
    return textResponse(answer.status, await answer.text());
  }

  async function relay(request: Request, visitor: string): Promise<Response> {
    const emailjs = { ...(await admit(request, visitor, (body) => checkAccount(body, settings.account))) };
    delete emailjs.altcha;
    return forward(withAccount(emailjs, settings.account));
  }

  /**
   * The sign-in email's test: the page sends nothing but its proof; the edge chooses the template, the recipient (a
   * member of staff) and every word, so this address sends no one else anything.
   */
  async function testSignIn(request: Request, visitor: string, test: SignInTest): Promise<Response> {
    if (test.missing.length > 0) {
      return textResponse(503, `The sign-in email is not set up yet (${test.missing.join(', ')}).`);
    }
    await admit(request, visitor, () => {});
    const hour = Math.floor(now() / HOUR_MS);
    if ((await store.count(`sign-in-tests:${hour}`, (hour + 1) * HOUR_MS)) > SIGN_IN_TESTS_PER_HOUR) {
      throw new Refusal(429, `At most ${SIGN_IN_TESTS_PER_HOUR} test sign-in emails an hour. Please try later.`);
    }
    const site = new URL(settings.siteUrl);
    return forward({
      user_id: settings.account.publicKey,
      service_id: settings.account.serviceId,
      template_id: test.template,
      template_params: {
        to_email: test.to,
        // The editor's own address: a test's link signs no one in.
        link: `${site.origin}/admin/`,
        expires_in: "15 minutes. This one is a test from the site's set-up page: its link only opens the editor",
        site: site.host,
      },
    });
  }

  return async function handle(request: Request, visitor: string): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    const testing = pathname === SIGN_IN_TEST_PATH ? signInTest : undefined;
    if (pathname !== CHALLENGE_PATH && pathname !== SEND_PATH && !testing) return null;
    if (missing.length > 0) {
      log(`[relay] not set up: ${missing.join(', ')} missing from the edge's settings (docs/relay.md)`);
      return textResponse(503, `The enquiry relay is not set up yet (${missing.join(', ')}).`);
    }
    const method = pathname === CHALLENGE_PATH ? 'GET' : 'POST';
    if (request.method !== method) {
      return new Response(`Use ${method} here.`, { status: 405, headers: { Allow: method } });
    }
    if (method === 'GET') return challenge();
    try {
      return await (testing ? testSignIn(request, visitor, testing) : relay(request, visitor));
    } catch (error) {
      if (!(error instanceof Refusal)) throw error;
      // Never the message: the status, the reason, and which address (hashed) it came from.
      log(
        `[relay] refused ${error.status}: ${error.text} (visitor ${(await keyedHash(settings.proofKey, visitor)).slice(0, 8)})`,
      );
      return textResponse(error.status, error.text);
    }
  };
}

/** A browser's page of the site, or of this very host (a preview address), and never a page of another site. */
function checkOrigin(request: Request, siteUrl: string) {
  const origin = request.headers.get('Origin');
  const accepted = [new URL(siteUrl).origin, new URL(request.url).origin];
  if (!origin || !accepted.includes(origin)) {
    throw new Refusal(403, "Sends are accepted from the site's own pages only.");
  }
}

/** The body as JSON, read no further than the limit: EmailJS's own answer for a body over it, which the form knows. */
async function readJson(request: Request, maxBytes: number): Promise<Record<string, unknown>> {
  const tooLarge = new Refusal(413, `Request Entity Too Large: the relay takes emails of at most ${maxBytes} bytes.`);
  if (Number(request.headers.get('Content-Length') ?? 0) > maxBytes) throw tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw tooLarge;
      }
      chunks.push(read.value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new Refusal(400, 'The request body is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new Refusal(400, 'The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

/**
 * Whether a send names the account by ACCOUNT_AT_EDGE's names (the pages of a build that was given no EmailJS ids),
 * and the template by its form's: the edge's own account then sends it.
 */
function namesAccountAtEdge(body: Record<string, unknown>): boolean {
  return (
    body.user_id === ACCOUNT_AT_EDGE.publicKey &&
    body.service_id === ACCOUNT_AT_EDGE.serviceId &&
    Object.keys(ACCOUNT_AT_EDGE.templates).includes(String(body.template_id))
  );
}

/** A send that names the account at the edge, with the account's own ids in place of the names. */
function withAccount(body: Record<string, unknown>, account: EdgeSettings['account']): Record<string, unknown> {
  if (!namesAccountAtEdge(body)) return body;
  const form = body.template_id as keyof typeof ACCOUNT_AT_EDGE.templates;
  return { ...body, user_id: account.publicKey, service_id: account.serviceId, template_id: account.byForm[form] };
}

/**
 * The venue's own public key, service and templates, never another account's: not an open relay. A send naming the
 * account at the edge goes with the edge's own account, which it must have (the refusal names what it lacks).
 */
function checkAccount(body: Record<string, unknown>, account: EdgeSettings['account']) {
  if (namesAccountAtEdge(body)) {
    if (account.local) {
      throw new Refusal(
        503,
        'The enquiry relay is not set up yet: the EmailJS account (EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID and the EMAILJS_TEMPLATE_… ids) is not in its settings.',
      );
    }
    return;
  }
  if (
    body.user_id !== account.publicKey ||
    body.service_id !== account.serviceId ||
    typeof body.template_id !== 'string' ||
    !account.templates.includes(body.template_id)
  ) {
    throw new Refusal(403, "This relay sends with the venue's own EmailJS account and templates only.");
  }
}

/** The solution as ALTCHA's widget sends it: base64 of `{challenge, solution}` JSON. */
async function checkProof(
  altcha: unknown,
  proofKey: string,
  now: () => number,
): Promise<{ signature: string; expiresAt: number }> {
  if (typeof altcha !== 'string' || altcha === '') {
    throw new Refusal(400, 'The proof of work is missing: the page asks for one before it sends.');
  }
  let payload: { challenge?: Challenge; solution?: Solution };
  try {
    payload = JSON.parse(atob(altcha));
  } catch {
    throw new Refusal(400, 'The proof of work is not readable.');
  }
  const { challenge, solution } = payload;
  const expiresAt = (challenge?.parameters?.expiresAt ?? 0) * 1000;
  if (!challenge?.parameters || !solution || typeof challenge.signature !== 'string' || expiresAt === 0) {
    throw new Refusal(400, 'The proof of work is not readable.');
  }
  if (expiresAt <= now()) throw new Refusal(400, 'The proof of work has expired: the page asks for a new one.');
  const result = await verifySolution({ challenge, solution, deriveKey, hmacSignatureSecret: proofKey });
  if (!result.verified) throw new Refusal(400, 'The proof of work is not valid.');
  return { signature: challenge.signature, expiresAt };
}

/** An HMAC of the visitor's address, so that the store never holds the address itself. */
async function keyedHash(secret: string, value: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(value));
  return Array.from(new Uint8Array(signature), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A store in the memory of one process: `npm start`'s, and the tests'. Forgets what has expired as it goes. */
export function memoryStore(now: () => number = Date.now): RelayStore {
  const entries = new Map<string, { value: number; expiresAt: number; text?: string }>();
  const sweep = () => {
    const time = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= time) entries.delete(key);
  };
  return {
    async useOnce(key, expiresAt) {
      sweep();
      if (entries.has(key)) return false;
      entries.set(key, { value: 1, expiresAt });
      return true;
    },
    async count(key, expiresAt) {
      sweep();
      const value = (entries.get(key)?.value ?? 0) + 1;
      entries.set(key, { value, expiresAt });
      return value;
    },
    async get(key) {
      sweep();
      return entries.get(key)?.text ?? null;
    },
    async put(key, text, expiresAt) {
      entries.set(key, { value: 0, expiresAt, text });
    },
  };
}
