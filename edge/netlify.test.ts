import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { generateKeyPairSync } from 'node:crypto';
import { BlobsServer } from '@netlify/blobs/server';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCAL_EMAIL } from '../src/config/settings.mjs';
import relay from '../netlify/functions/relay';

/**
 * The relay as Netlify runs it: the Function itself, its store in Netlify Blobs (Netlify's own local server, found as
 * a deployed Function finds the service, through NETLIFY_BLOBS_CONTEXT), EmailJS faked at its network boundary.
 */
let blobs: BlobsServer;
let directory: string;
let emailjs: http.Server;
let blobsContext: string;
const received: Record<string, unknown>[] = [];

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-netlify-'));
  blobs = new BlobsServer({ directory, token: 'test-token', port: 0 });
  const { port } = await blobs.start();
  const context = {
    edgeURL: `http://127.0.0.1:${port}`,
    uncachedEdgeURL: `http://127.0.0.1:${port}`,
    siteID: 'site',
    token: 'test-token',
  };
  emailjs = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
    });
  });
  await new Promise<void>((resolve) => emailjs.listen(0, '127.0.0.1', resolve));
  blobsContext = Buffer.from(JSON.stringify(context)).toString('base64');
});

// The settings as the Function's environment holds them (stubbed anew for each test: vitest.config.ts unstubs).
beforeEach(() => {
  vi.stubEnv('NETLIFY_BLOBS_CONTEXT', blobsContext);
  vi.stubEnv('SITE_URL', 'https://venue.example');
  vi.stubEnv('EMAILJS_ORIGIN', `http://127.0.0.1:${(emailjs.address() as AddressInfo).port}`);
  vi.stubEnv('EMAILJS_PRIVATE_KEY', 'the-private-key');
  vi.stubEnv('EDGE_SECRET', 'the-proof-secret');
});

afterAll(async () => {
  await blobs.stop();
  emailjs.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

describe('the relay as a Netlify Function', () => {
  it('forwards a send with its proof to EmailJS with the private key, and takes the proof once', async () => {
    const visitor = { ip: '203.0.113.7' };
    const challenge = (await (
      await relay(new Request('https://venue.example/api/altcha'), visitor)
    ).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const send = () =>
      relay(
        new Request('https://venue.example/api/v1.0/email/send', {
          method: 'POST',
          headers: { Origin: 'https://venue.example' },
          body: JSON.stringify({
            lib_version: '4.4.1',
            user_id: LOCAL_EMAIL.publicKey,
            service_id: LOCAL_EMAIL.serviceId,
            template_id: LOCAL_EMAIL.templates.subscribe,
            template_params: { reply_to: 'news@example.org' },
            altcha: btoa(JSON.stringify({ challenge, solution })),
          }),
        }),
        visitor,
      );
    const first = await send();
    expect([first.status, await first.text()]).toEqual([200, 'OK']);
    expect(received).toEqual([
      expect.objectContaining({ accessToken: 'the-private-key', template_id: LOCAL_EMAIL.templates.subscribe }),
    ]);
    expect(received[0]).not.toHaveProperty('altcha');
    const again = await send();
    expect(again.status).toBe(403);
    expect(received).toHaveLength(1);
    // Any other address is not the Function's.
    expect((await relay(new Request('https://venue.example/contact'), visitor)).status).toBe(404);
  });

  it("reads the site's address from Netlify's URL, as the build did: not SITE_URL, not NETLIFY, which a Function is not given", async () => {
    // What a Deploy to Netlify button's site gives its Function: the values it asked, and Netlify's URL and SITE_NAME.
    vi.stubEnv('SITE_URL', undefined);
    vi.stubEnv('NETLIFY', undefined);
    vi.stubEnv('URL', 'https://petsof-7f3a.netlify.app');
    vi.stubEnv('SITE_NAME', 'petsof-7f3a');
    vi.stubEnv('SITE_ID', '1d01c0c0-4554-4747-93b8-34ce3448ab95');
    vi.stubEnv('STAFF_EMAILS', 'events@venue.example');
    vi.stubEnv('EMAILJS_TEMPLATE_SIGN_IN', 'venue_sign_in');
    vi.stubEnv('EDITOR_REPO', 'venue/site');
    vi.stubEnv('GITHUB_APP_ID', '12345');
    vi.stubEnv('GITHUB_APP_INSTALLATION_ID', '678');
    vi.stubEnv(
      'GITHUB_APP_PRIVATE_KEY',
      generateKeyPairSync('rsa', {
        modulusLength: 2048,
        privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
        publicKeyEncoding: { type: 'spki', format: 'pem' },
      }).privateKey,
    );
    const site = 'https://petsof-7f3a.netlify.app';
    const setup = (await (await relay(new Request(`${site}/api/setup.json`), { ip: '203.0.113.8' })).json()) as {
      set: Record<string, boolean>;
      signInReady: boolean;
    };
    expect(setup.set.SITE_URL).toBe(true);
    expect(setup.signInReady).toBe(true);
    // The sign-in link is the site's own address, where the staff member's browser is (a passkey's too).
    const work: Promise<unknown>[] = [];
    received.length = 0;
    const asked = await relay(
      new Request(`${site}/api/auth/link`, {
        method: 'POST',
        headers: { Origin: site },
        body: new URLSearchParams({ email: 'events@venue.example' }),
      }),
      { ip: '203.0.113.8', waitUntil: (promise) => work.push(promise) },
    );
    expect(asked.status).toBe(200);
    await Promise.all(work);
    const link = new URL(String((received[0]?.template_params as Record<string, unknown>)?.link));
    expect(link.origin + link.pathname).toBe(`${site}/api/auth/verify`);
  });
});
