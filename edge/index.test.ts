import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createEdge, keptSecret } from './index';
import { CHALLENGE_PATH, memoryStore, SEND_PATH } from './relay';
import { VENUE_EMAILJS } from '../src/config/emailjs-account.test-support';

const SITE = 'https://venue.example';
/** A venue's edge with the relay's settings but no EDGE_SECRET: a deploy button's first deploy. */
const env = {
  SITE_URL: SITE,
  ...VENUE_EMAILJS,
  EMAILJS_ORIGIN: 'https://api.emailjs.example',
  EMAILJS_PRIVATE_KEY: 'the-private-key',
};

describe('the secret of an edge the owner gave none (promises §16, §18)', () => {
  it('is made once and kept: every edge on the store, at once or later, has the same', async () => {
    const store = memoryStore();
    const [a, b, c] = await Promise.all([keptSecret(store), keptSecret(store), keptSecret(store)]);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect([b, c, await keptSecret(store)]).toEqual([a, a, a]);
    expect(await keptSecret(memoryStore())).not.toBe(a);
  });

  it('signs a challenge one edge gives that another edge on the store accepts; EDGE_SECRET, when set, is used instead', async () => {
    const store = memoryStore();
    const sent: unknown[] = [];
    const edge = () =>
      createEdge({
        env,
        store,
        log: () => {},
        fetch: async (_url, init) => {
          sent.push(JSON.parse(String(init?.body)));
          return new Response('OK');
        },
      });
    const challenge = (await (await edge()(
      new Request(`${SITE}${CHALLENGE_PATH}`),
      '203.0.113.7',
    ))!.json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const send = await edge()(
      new Request(`${SITE}${SEND_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE },
        body: JSON.stringify({
          user_id: 'venue-public',
          service_id: 'venue_service',
          template_id: 'venue_message',
          template_params: { message: 'A June wedding for 80' },
          altcha: btoa(JSON.stringify({ challenge, solution })),
        }),
      }),
      '203.0.113.7',
    );
    expect(send?.status).toBe(200);
    expect(sent).toHaveLength(1);
    expect(await store.get('edge-secret')).toMatch(/^[0-9a-f]{64}$/);

    const owners = memoryStore();
    const given = createEdge({ env: { ...env, EDGE_SECRET: 'the-owners-secret' }, store: owners, log: () => {} });
    expect((await given(new Request(`${SITE}${CHALLENGE_PATH}`), '203.0.113.7'))?.status).toBe(200);
    expect(await owners.get('edge-secret')).toBeNull();
  });
});
