/**
 * The enquiry relay (promises §16): one Web-standard handler, `Request` in and `Response` out, that each host wraps in
 * a few lines (edge/cloudflare.ts, edge/netlify.ts, server/index.mjs for `npm start`).
 *
 *   GET  /api/altcha              a proof-of-work challenge (ALTCHA), signed with the edge's secret, expiring
 *   POST /api/v1.0/email/send     the forms' EmailJS request plus `altcha`; forwarded to EmailJS without `altcha` and
 *                                 with `accessToken` (the account's private key), EmailJS's answer returned unchanged
 *
 * Everything else is not the relay's: `handle` answers null and the host serves the site. A refused send is answered
 * with a short text and a status of 400 or more, forwards nothing, and is logged without the message's content.
 */
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { EdgeSettings } from '../src/config/settings.mjs';

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

  async function relay(request: Request, visitor: string): Promise<Response> {
    checkOrigin(request, settings.siteUrl);
    const body = await readJson(request, settings.maxBytes);
    checkAccount(body, settings.account);
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
    const emailjs = { ...body };
    delete emailjs.altcha;
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
    // EmailJS's status and text, unchanged: the page reads them as it reads EmailJS's own (promises §3).
    return textResponse(answer.status, await answer.text());
  }

  return async function handle(request: Request, visitor: string): Promise<Response | null> {
    const { pathname } = new URL(request.url);
    if (pathname !== CHALLENGE_PATH && pathname !== SEND_PATH) return null;
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
      return await relay(request, visitor);
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

/** The venue's own public key, service and templates, never another account's: not an open relay. */
function checkAccount(body: Record<string, unknown>, account: EdgeSettings['account']) {
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
