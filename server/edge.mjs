// @ts-check
/**
 * The venue's edge inside `npm start`: the enquiry relay (promises §16) and staff sign-in (§17), the edge's own
 * handlers (edge/index.ts), given Node's request
 * and answering through Node's response, with a store in memory. In local mode (no EmailJS account) its upstream is
 * the local outbox, which then asks for the private key as EmailJS's strict mode does, and a new proof-of-work secret
 * is made for each start unless EDGE_SECRET is set.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { checkedSetting, edgeSettings } from '../src/config/settings.mjs';
import { createEdge } from '../edge/index.ts';
import { memoryStore } from '../edge/relay.ts';

/** Where the local outbox takes a relay's sends (server/stand-ins/outbox.mjs). */
const OUTBOX_UPSTREAM_PATH = '/outbox';

/**
 * @param {Record<string, string | undefined>} env
 * @returns {import('./stand-ins/index.mjs').Handler}
 */
export function edgeHandler(env) {
  const settings = edgeSettings(env);
  // One store for every request of this server: a proof used stays used, the hour's sends add up.
  const store = memoryStore();
  const proofKey = settings.account.local ? randomBytes(32).toString('hex') : undefined;
  /** @type {((request: Request, visitor: string) => Promise<Response | null>) | undefined} */
  let handle;
  return (req, res, next) => {
    if (!req.url?.startsWith('/api/')) return next();
    if (!handle) {
      // The outbox of this very server, on the port it listens on, when no EmailJS origin is set.
      const upstream = settings.upstream || `http://127.0.0.1:${req.socket.localPort}${OUTBOX_UPSTREAM_PATH}`;
      handle = createEdge({
        env,
        store,
        overrides: { proofKey, upstream },
        relay: checkedSetting(env, 'EMAIL_RELAY') === '1',
      });
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const each of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, each);
    }
    const streamed = req.method !== 'GET' && req.method !== 'HEAD';
    const request = new Request(new URL(req.url, `http://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers,
      body: streamed ? /** @type {ReadableStream} */ (Readable.toWeb(req)) : undefined,
      // Node's fetch needs it for a streamed body.
      .../** @type {RequestInit} */ (streamed ? { duplex: 'half' } : {}),
    });
    handle(request, req.socket.remoteAddress ?? '')
      .then(async (response) => {
        if (!response) return next();
        // A refusal may come before the body is read (another site's page, a body too large): the connection is then
        // closed, or the unread rest would be taken for the next request.
        if (!req.readableEnded) res.setHeader('Connection', 'close');
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error) => {
        console.error('[relay]', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('The relay failed.');
      });
  };
}
