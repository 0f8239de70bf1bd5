/**
 * The venue's edge: every handler of its own, for each host to wrap (edge/cloudflare.ts, netlify/functions/,
 * server/edge.mjs for `npm start`). The enquiry relay (relay.ts, promises §16), staff sign-in (sign-in.ts, §17) and
 * what the first-run page asks of the edge (setup.ts, §18); each answers null for an address that is not its own,
 * and the host then serves the site.
 */
import { edgeSettings, signInSettings } from '../src/config/settings.mjs';
import { repositoryTokens } from './github-app.ts';
import { createRelay, type RelayStore } from './relay.ts';
import { edgeSetup, setupResponse } from './setup.ts';
import { createSignIn, GITHUB_PATH, SIGN_IN_PATH } from './sign-in.ts';

export interface EdgeOptions {
  /** The edge's variables and secrets, by name (docs/settings.md). */
  env: Record<string, string | undefined>;
  store: RelayStore;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Settings of the host's own, over the environment's (npm start's local proof-of-work secret and outbox). */
  overrides?: { proofKey?: string; upstream?: string };
  /** false: the relay's addresses are not the edge's (`npm start` with sign-in but without EMAIL_RELAY). */
  relay?: boolean;
  now?: () => number;
  /** Keeps work going after the answer: a Worker's `ctx.waitUntil`, a Function's `context.waitUntil`. */
  defer?: (work: Promise<unknown>) => void;
}

/** Where the edge keeps the secret it made, when the owner gave none (EDGE_SECRET). */
const KEPT_SECRET = 'edge-secret';
/** Kept as long as the store keeps anything: a hundred years. */
const KEPT_FOR_MS = 100 * 365 * 24 * 60 * 60 * 1000;

/**
 * EDGE_SECRET where the owner set none: one the edge makes the first time it is asked, and keeps in its store (the
 * Worker's Durable Object, the Function's Blobs), so a deploy button need not ask for it (promises §18). One maker:
 * the first to claim the making writes it, the others read it once written; a claim lapses after ten seconds, should
 * its maker stop before writing.
 */
export async function keptSecret(store: RelayStore, now: () => number = Date.now): Promise<string> {
  for (let tries = 0; tries < 200; tries += 1) {
    const kept = await store.get(KEPT_SECRET);
    if (kept) return kept;
    if (await store.useOnce(`${KEPT_SECRET}:making`, now() + 10_000)) {
      const made = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
      await store.put(KEPT_SECRET, made, now() + KEPT_FOR_MS);
      return made;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('The edge could not make its secret: set EDGE_SECRET in its secrets');
}

export function createEdge({
  env,
  store,
  fetch: send = fetch,
  log = console.warn,
  overrides = {},
  relay: relayOn = true,
  now = Date.now,
  defer,
}: EdgeOptions) {
  const given = edgeSettings(env);
  if (overrides.upstream && !given.upstream) given.upstream = overrides.upstream;
  const secretGiven = given.proofKey || overrides.proofKey || '';

  /** The relay and sign-in with the edge's secret: the owner's, or the one it keeps (made on first use). */
  function withSecret(secret: string) {
    const relaySettings = { ...given, proofKey: secret };
    const signing = signInSettings(env);
    signing.secret = secret;
    signing.email.upstream ||= relaySettings.upstream;
    const missing = signing.missing.filter(
      (name) => name !== 'EDGE_SECRET' && !(name === 'EMAILJS_ORIGIN' && signing.email.upstream),
    );
    const relay = createRelay({
      settings: relaySettings,
      store,
      fetch: send,
      log,
      now,
      // The first-run page's test of the sign-in email: needs its template and someone to send it to, not the App.
      signInTest: {
        template: signing.email.template,
        to: signing.staff[0] ?? '',
        missing: missing.filter((name) => name === 'STAFF_EMAILS' || name === 'EMAILJS_TEMPLATE_SIGN_IN'),
      },
    });
    const signIn =
      missing.length === 0
        ? createSignIn({
            settings: signing,
            store,
            fetch: send,
            log,
            now,
            defer,
            repositoryToken: repositoryTokens({ ...signing.github, fetch: send }),
          })
        : null;
    return { relay, signIn, missing };
  }
  let ready: Promise<ReturnType<typeof withSecret>> | null = null;
  const parts = () => (ready ??= (async () => withSecret(secretGiven || (await keptSecret(store, now))))());
  // What the first-run page is told needs no secret: the edge has one, given or kept.
  const signInMissing = signInSettings(env).missing.filter(
    (name) => name !== 'EDGE_SECRET' && !(name === 'EMAILJS_ORIGIN' && given.upstream),
  );
  const setup = () =>
    edgeSetup(env, {
      relay: relayOn,
      relayReady: relayOn && Boolean(given.privateKey && given.upstream),
      signInReady: signInMissing.length === 0,
      local: given.account.local,
    });
  return async function handle(request: Request, visitor: string): Promise<Response | null> {
    const status = setupResponse(request, setup);
    if (status) return status;
    const { pathname } = new URL(request.url);
    const signInPath =
      pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`) || pathname.startsWith(`${GITHUB_PATH}/`);
    if (!relayOn && !signInPath) return null;
    const { relay, signIn, missing } = await parts().catch((error: unknown) => {
      ready = null;
      throw error;
    });
    const answer = relayOn ? await relay(request, visitor) : null;
    if (answer) return answer;
    if (!signInPath) return null;
    if (!signIn) {
      log(`[sign-in] not set up: ${missing.join(', ')} missing from the edge's settings (docs/staff.md)`);
      return new Response(`Staff sign-in is not set up yet (${missing.join(', ')}).`, {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
      });
    }
    return signIn(request, visitor);
  };
}
