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
  const relaySettings = { ...edgeSettings(env) };
  if (overrides.proofKey && !relaySettings.proofKey) relaySettings.proofKey = overrides.proofKey;
  if (overrides.upstream && !relaySettings.upstream) relaySettings.upstream = overrides.upstream;
  const signing = signInSettings(env);
  signing.secret ||= relaySettings.proofKey;
  signing.email.upstream ||= relaySettings.upstream;
  const missing = signing.missing.filter(
    (name) => !(name === 'EDGE_SECRET' && signing.secret) && !(name === 'EMAILJS_ORIGIN' && signing.email.upstream),
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
  const setup = () =>
    edgeSetup(env, {
      relay: relayOn,
      relayReady: relayOn && Boolean(relaySettings.proofKey && relaySettings.privateKey && relaySettings.upstream),
      signInReady: signIn !== null,
      local: relaySettings.account.local,
    });
  return async function handle(request: Request, visitor: string): Promise<Response | null> {
    const status = setupResponse(request, setup);
    if (status) return status;
    const answer = relayOn ? await relay(request, visitor) : null;
    if (answer) return answer;
    const { pathname } = new URL(request.url);
    const signInPath =
      pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`) || pathname.startsWith(`${GITHUB_PATH}/`);
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
