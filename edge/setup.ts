/**
 * What the owner's first-run page at /admin/ asks the edge (promises §18): which of the edge's settings it has, and
 * whether the relay and staff sign-in would work, as booleans alone. Never a value, never how many staff: anyone may
 * open /admin/, and what this answers is only what the relay's and sign-in's own refusals already say (the names of
 * what is missing). What the build knows, the page has from the build (src/features/admin/first-run/).
 *
 *   GET /api/setup.json    { relay, relayReady, signInReady, local, set: { SETTING_NAME: boolean, … } }
 *
 * Where no edge runs (a host of files alone), the build's own file at the same address answers `{ "edge": false }`
 * (src/pages/api/setup.json.ts): the page reads that as no edge, with no failed request in the console. Each host puts
 * the edge first at its addresses (wrangler.jsonc's `run_worker_first`, a Netlify Function's `path`).
 */
import { onHost } from '../src/config/host.mjs';
export const SETUP_PATH = '/api/setup.json';
/** The first-run page's test of the sign-in email (edge/relay.ts): here, free of the relay's code, for the page. */
export const SIGN_IN_TEST_PATH = '/api/setup/test-sign-in';

/** The settings the page asks after: the edge's own, and those of the build it reads again (docs/settings.md). */
export const EDGE_SETUP_SETTINGS = [
  'SITE_URL',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_MESSAGE',
  'EMAILJS_TEMPLATE_SUBSCRIBE',
  'EMAILJS_TEMPLATE_ATTACHMENTS',
  'EMAILJS_PRIVATE_KEY',
  'EDGE_SECRET',
  'EMAILJS_TEMPLATE_SIGN_IN',
  'STAFF_EMAILS',
  'EDITOR_REPO',
  'GITHUB_APP_ID',
  'GITHUB_APP_INSTALLATION_ID',
  'GITHUB_APP_PRIVATE_KEY',
] as const;

export type EdgeSettingName = (typeof EDGE_SETUP_SETTINGS)[number];

export interface EdgeSetup {
  /** The relay's addresses are the edge's (always on a Worker or a Function; `npm start` with EMAIL_RELAY=1). */
  relay: boolean;
  /** It would forward a send: its secrets are there (or, in local mode, its own for the outbox). */
  relayReady: boolean;
  /** Staff sign-in by email would work: every setting it needs is there. */
  signInReady: boolean;
  /** No EmailJS account on the edge: it sends to the local outbox of a developer's machine. */
  local: boolean;
  /** Each setting: set or not. */
  set: Record<EdgeSettingName, boolean>;
}

/** The answer, from the edge's environment and what its handlers found of it. */
export function edgeSetup(
  env: Record<string, string | undefined>,
  state: Pick<EdgeSetup, 'relay' | 'relayReady' | 'signInReady' | 'local'>,
): EdgeSetup {
  return {
    relay: state.relay,
    relayReady: state.relayReady,
    signInReady: state.signInReady,
    local: state.local,
    // Whether the owner set it (or the host gives it: Netlify's URL), not its default (SITE_URL's would be localhost).
    set: Object.fromEntries(
      EDGE_SETUP_SETTINGS.map((name) => [name, (onHost(env)[name] ?? '').trim() !== '']),
    ) as Record<EdgeSettingName, boolean>,
  };
}

/** GET /api/setup.json's answer; null for any other address. */
export function setupResponse(request: Request, setup: () => EdgeSetup): Response | null {
  if (new URL(request.url).pathname !== SETUP_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response('Use GET here.', { status: 405, headers: { Allow: 'GET' } });
  }
  return new Response(JSON.stringify(setup()), {
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' },
  });
}
