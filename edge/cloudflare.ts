/**
 * The venue's Worker on Cloudflare (wrangler.jsonc): the built site from `out/` as static assets, with its `_headers`
 * and its 404 pages, and the edge (edge/index.ts: the enquiry relay, staff sign-in) at /api/ in front of them. `npm run edge` runs it locally
 * in Cloudflare's own runtime (workerd); `wrangler deploy` puts it live.
 *
 * What the relay must remember (a solution used, a visitor's sends this hour) lives in one Durable Object, RelayState:
 * strongly consistent, so a solution is accepted once even when two sends race, which Workers KV (eventually
 * consistent) would not promise; Durable Objects with SQLite storage are on Workers' free plan.
 */
import { createEdge, keptSecret } from './index.ts';
import type { RelayStore } from './relay.ts';

/** The parts of Cloudflare's runtime this file uses (its full types are a package of their own). */
interface DurableObjectStorage {
  get<T>(key: string): Promise<T | undefined>;
  put<T>(key: string, value: T): Promise<void>;
  delete(key: string): Promise<boolean>;
  list<T>(): Promise<Map<string, T>>;
  getAlarm(): Promise<number | null>;
  setAlarm(time: number): Promise<void>;
}
interface DurableObjectState {
  storage: DurableObjectStorage;
}
interface DurableObjectNamespace {
  idFromName(name: string): unknown;
  get(id: unknown): { fetch(request: Request): Promise<Response> };
}
interface Env extends Record<string, unknown> {
  ASSETS: { fetch(request: Request): Promise<Response> };
  RELAY_STATE: DurableObjectNamespace;
}

type Entry = { value: number; expiresAt: number; text?: string };

/**
 * The edge's memory: `POST /use-once`, `/count`, `/get` and `/put` with `{ key, expiresAt, text }`. A Durable Object runs one request
 * at a time around its storage, so each read-then-write below is one step. An hourly alarm forgets what has expired.
 */
export class RelayState {
  private readonly storage: DurableObjectStorage;

  constructor(state: DurableObjectState) {
    this.storage = state.storage;
  }

  async fetch(request: Request): Promise<Response> {
    const { key, expiresAt, text } = (await request.json()) as { key: string; expiresAt: number; text?: string };
    if ((await this.storage.getAlarm()) === null) await this.storage.setAlarm(Date.now() + 60 * 60 * 1000);
    const entry = await this.storage.get<Entry>(key);
    const live = entry && entry.expiresAt > Date.now() ? entry : undefined;
    const step = new URL(request.url).pathname;
    if (step === '/get') return Response.json(live?.text ?? null);
    if (step === '/put') {
      await this.storage.put<Entry>(key, { value: 0, expiresAt, text });
      return Response.json(true);
    }
    if (step === '/use-once') {
      if (live) return Response.json(false);
      await this.storage.put<Entry>(key, { value: 1, expiresAt });
      return Response.json(true);
    }
    const value = (live?.value ?? 0) + 1;
    await this.storage.put<Entry>(key, { value, expiresAt });
    return Response.json(value);
  }

  async alarm(): Promise<void> {
    const now = Date.now();
    for (const [key, entry] of await this.storage.list<Entry>()) {
      if (entry.expiresAt <= now) await this.storage.delete(key);
    }
  }
}

function durableStore(namespace: DurableObjectNamespace): RelayStore {
  // One object for the venue: its sends are few, and one object sees them all.
  const stub = namespace.get(namespace.idFromName('relay'));
  const ask = async (step: string, key: string, expiresAt: number, text?: string) =>
    (
      await stub.fetch(
        new Request(`https://relay-state${step}`, { method: 'POST', body: JSON.stringify({ key, expiresAt, text }) }),
      )
    ).json();
  return {
    useOnce: async (key, expiresAt) => (await ask('/use-once', key, expiresAt)) as boolean,
    count: async (key, expiresAt) => (await ask('/count', key, expiresAt)) as number,
    get: async (key) => (await ask('/get', key, 0)) as string | null,
    put: async (key, text, expiresAt) => void (await ask('/put', key, expiresAt, text)),
  };
}

/** The variables and secrets as text, the way the settings module reads an environment. */
const textSettings = (env: Env) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));

/** The secret the edge made and keeps (no EDGE_SECRET given), read once by this isolate, not once a request. */
let kept: Promise<string> | undefined;

export default {
  async fetch(request: Request, env: Env, ctx: { waitUntil(work: Promise<unknown>): void }): Promise<Response> {
    // One edge per request: a Worker may not reuse one request's connection to the Durable Object in another.
    const store = durableStore(env.RELAY_STATE);
    const settings = textSettings(env);
    let proofKey: string | undefined;
    if (!settings.EDGE_SECRET && new URL(request.url).pathname.startsWith('/api/')) {
      kept ??= keptSecret(store).catch((error: unknown) => {
        kept = undefined;
        throw error;
      });
      proofKey = await kept;
    }
    const relay = createEdge({
      env: settings,
      store,
      overrides: proofKey ? { proofKey } : {},
      defer: (work) => ctx.waitUntil(work),
    });
    const answer = await relay(request, request.headers.get('CF-Connecting-IP') ?? '');
    return answer ?? env.ASSETS.fetch(request);
  },
};
