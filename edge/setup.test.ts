import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createEdge } from './index';
import { memoryStore } from './relay';
import { EDGE_SETUP_SETTINGS, SETUP_PATH, type EdgeSetup } from './setup';

/**
 * What the first-run page asks the edge (promises §18): GET /api/setup.json, as any visitor may ask it. Booleans alone:
 * never a value of a setting, never how many staff.
 */
const SITE = 'https://venue.example';
const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});

/** Every setting the edge may hold, each with a value of its own that an answer must never carry. */
const everything: Record<string, string> = {
  SITE_URL: SITE,
  EMAILJS_PUBLIC_KEY: 'pk-venue-public',
  EMAILJS_SERVICE_ID: 'svc-venue',
  EMAILJS_TEMPLATE_MESSAGE: 'tpl-message',
  EMAILJS_TEMPLATE_SUBSCRIBE: 'tpl-subscribe',
  EMAILJS_TEMPLATE_ATTACHMENTS: 'tpl-attachments',
  EMAILJS_TEMPLATE_SIGN_IN: 'tpl-sign-in',
  EMAILJS_ORIGIN: 'https://api.emailjs.example',
  EMAILJS_PRIVATE_KEY: 'secret-private-key',
  EDGE_SECRET: 'secret-edge',
  STAFF_EMAILS: 'owner@venue.example, chef@venue.example, events@venue.example',
  EDITOR_REPO: 'venue/site',
  GITHUB_APP_ID: '424242',
  GITHUB_APP_INSTALLATION_ID: '737373',
  GITHUB_APP_PRIVATE_KEY: privateKey,
};

const without = (...names: string[]) =>
  Object.fromEntries(Object.entries(everything).filter(([name]) => !names.includes(name)));

async function ask(env: Record<string, string>, options: { relay?: boolean } = {}) {
  const edge = createEdge({
    env,
    store: memoryStore(),
    log: () => {},
    fetch: async () => {
      throw new Error('asking the set-up sends nothing anywhere');
    },
    ...options,
  });
  const response = (await edge(new Request(`${SITE}${SETUP_PATH}`), '203.0.113.7'))!;
  const text = await response.text();
  return { response, text, setup: JSON.parse(text) as EdgeSetup };
}

/** Every leaf of a JSON value, by its path. */
const leaves = (value: unknown, at = ''): [string, unknown][] =>
  value !== null && typeof value === 'object'
    ? Object.entries(value).flatMap(([key, inner]) => leaves(inner, `${at}.${key}`))
    : [[at, value]];

describe('GET /api/setup.json (promises §18)', () => {
  it('with everything set, says so: the relay and sign-in ready, every setting there', async () => {
    const { response, setup } = await ask(everything);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('application/json');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(setup).toEqual({
      relay: true,
      relayReady: true,
      signInReady: true,
      local: false,
      set: Object.fromEntries(EDGE_SETUP_SETTINGS.map((name) => [name, true])),
    });
  });

  it.each(EDGE_SETUP_SETTINGS)('says when %s is missing, and what it stops', async (name) => {
    const { setup } = await ask(without(name));
    expect(setup.set[name]).toBe(false);
    expect(Object.entries(setup.set).filter(([, set]) => !set)).toEqual([[name, false]]);
    // The relay needs EmailJS's private key (EDGE_SECRET, when unset, the edge makes and keeps); sign-in needs
    // everything of its own.
    expect(setup.relayReady).toBe(name !== 'EMAILJS_PRIVATE_KEY');
    const signInNeeds = [
      'STAFF_EMAILS',
      'EDITOR_REPO',
      'GITHUB_APP_ID',
      'GITHUB_APP_INSTALLATION_ID',
      'GITHUB_APP_PRIVATE_KEY',
      'EMAILJS_TEMPLATE_SIGN_IN',
      'EMAILJS_PRIVATE_KEY',
    ];
    expect(setup.signInReady).toBe(!signInNeeds.includes(name));
  });

  it('with nothing set, is in local mode (the outbox) and says that nothing was set', async () => {
    const { setup } = await ask({});
    expect(setup.local).toBe(true);
    expect(Object.values(setup.set).every((set) => set === false)).toBe(true);
    expect(setup.signInReady).toBe(false);
  });

  it('says when the edge does not run the relay (npm start without EMAIL_RELAY)', async () => {
    const { setup } = await ask(everything, { relay: false });
    expect([setup.relay, setup.relayReady]).toEqual([false, false]);
  });

  it('answers booleans alone: no value of any setting, not how many staff, whatever is set', async () => {
    for (const env of [everything, without('STAFF_EMAILS'), without('EMAILJS_PRIVATE_KEY', 'EDGE_SECRET'), {}]) {
      const { text, setup } = await ask(env);
      for (const [at, value] of leaves(setup)) expect(typeof value, at).toBe('boolean');
      // Each value, each address of the staff's list and each line of the App's key.
      for (const value of Object.values(env)) {
        for (const piece of value.split(/,\s*|\n/).filter((part) => part.trim() !== ''))
          expect(text).not.toContain(piece);
      }
      expect(text).not.toMatch(/venue\.example|BEGIN|\d/);
    }
  });

  it('is asked with GET, and leaves the other addresses to the edge’s other handlers and the site', async () => {
    const edge = createEdge({ env: everything, store: memoryStore(), log: () => {} });
    const post = await edge(new Request(`${SITE}${SETUP_PATH}`, { method: 'POST' }), 'v');
    expect([post?.status, post?.headers.get('Allow')]).toEqual([405, 'GET']);
    expect(await edge(new Request(`${SITE}${SETUP_PATH}/other`), 'v')).toBeNull();
  });
});
