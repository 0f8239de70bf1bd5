/**
 * The venue's edge as a Netlify Function (netlify.toml): its own handlers (edge/index.ts: the enquiry relay, staff
 * sign-in, what the first-run page asks), at their addresses on the site's origin, their memory in Netlify Blobs.
 * Netlify serves the site's pages from `out/` around it.
 */
import { getStore } from '@netlify/blobs';
import { createEdge } from '../../edge/index.ts';
import { CHALLENGE_PATH, SEND_PATH } from '../../edge/relay.ts';
import { SETUP_PATH, SIGN_IN_TEST_PATH } from '../../edge/setup.ts';
import { GITHUB_PATH, SIGN_IN_PATH } from '../../edge/sign-in.ts';
import { blobsStore } from '../../edge/netlify-store.ts';

export default async function relay(
  request: Request,
  context: { ip: string; waitUntil?: (work: Promise<unknown>) => void },
): Promise<Response> {
  const handle = createEdge({
    // Netlify tells a Function less than a build: of its own variables only URL, SITE_NAME and SITE_ID, never NETLIFY.
    // Said here, so that the edge reads them as the build did (onHost): the site's address from URL until SITE_URL is
    // set, and SITE_NAME as Netlify's name for the site, not the venue's.
    env: { ...process.env, NETLIFY: 'true' },
    // Strong consistency: a solution written as used is seen as used by the next read, wherever it runs.
    store: blobsStore(getStore({ name: 'foyer-relay', consistency: 'strong' })),
    defer: context.waitUntil ? (work) => context.waitUntil?.(work) : undefined,
  });
  return (await handle(request, context.ip)) ?? new Response('Not found', { status: 404 });
}

export const config = {
  path: [
    CHALLENGE_PATH,
    SEND_PATH,
    SETUP_PATH,
    SIGN_IN_TEST_PATH,
    SIGN_IN_PATH,
    `${SIGN_IN_PATH}/*`,
    `${GITHUB_PATH}/*`,
  ],
};
