/**
 * The enquiry relay as a Netlify Function (netlify.toml): the edge's own handler (edge/relay.ts), at the relay's two
 * addresses on the site's origin, its memory in Netlify Blobs. Netlify serves the site's pages from `out/` around it.
 */
import { getStore } from '@netlify/blobs';
import { edgeSettings } from '../../src/config/settings.mjs';
import { CHALLENGE_PATH, createRelay, SEND_PATH } from '../../edge/relay.ts';
import { blobsStore } from '../../edge/netlify-store.ts';

export default async function relay(request: Request, context: { ip: string }): Promise<Response> {
  const handle = createRelay({
    settings: edgeSettings(process.env),
    // Strong consistency: a solution written as used is seen as used by the next read, wherever it runs.
    store: blobsStore(getStore({ name: 'foyer-relay', consistency: 'strong' })),
  });
  return (await handle(request, context.ip)) ?? new Response('Not found', { status: 404 });
}

export const config = { path: [CHALLENGE_PATH, SEND_PATH] };
