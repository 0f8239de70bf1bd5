import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { parse } from 'yaml';
import { FOLDER_PATTERN } from '../../server/stand-ins/outbox/store.mjs';
import { gitHubAnswers } from './support/fake-github';
import { test, expect } from './support/fixtures';
import {
  askForLink,
  editorFiles,
  openEditor as openEditorOn,
  openLink,
  raiseFirstPrice,
  savedCommit,
  type EditorFile,
} from './support/staff-editor';
import { startSite, type SiteServer } from './support/site-server';

/**
 * Staff sign-in by email (promises §17), as a member of staff does it: the real Sveltia bundle at /admin/, the built
 * site served by `npm start` with the edge's sign-in on, the sign-in email read from the local outbox, GitHub faked at
 * its network boundary (a server the edge calls, as it calls api.github.com). The refusals (a removed address, a link
 * used again, expired or forged) are edge/sign-in.test.ts's.
 */
const root = path.resolve(import.meta.dirname, '../..');
// One server and one fake GitHub for both tests, in one worker: a second would start them again.
test.describe.configure({ mode: 'serial' });
const STAFF = 'events@venue.example';
const REPO = 'venue/site';
const MINTED = 'ghs_minted_by_the_edge';

interface Call {
  method: string;
  path: string;
  authorization: string;
  body: string;
}

/**
 * GitHub's API for a repository holding `files`, as the editor asks it through the edge (support/fake-github.ts), and
 * the App's installation token the edge asks for, on a server of its own, each call kept.
 */
async function fakeGitHub(files: Record<string, string>) {
  const calls: Call[] = [];
  const answer = gitHubAnswers(files);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://github.test').pathname;
      calls.push({ method: req.method ?? '', path, authorization: req.headers.authorization ?? '', body });
      const { status, json } =
        path === '/app/installations/678/access_tokens'
          ? { status: 201, json: { token: MINTED, expires_at: new Date(Date.now() + 3_600_000).toISOString() } }
          : answer(path, body);
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(json === undefined ? '' : JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { calls, server, origin: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}

let host: SiteServer;
let github: Awaited<ReturnType<typeof fakeGitHub>>;
let site: string;
let outbox: string;
let files: EditorFile[];

test.beforeAll(async () => {
  test.setTimeout(60_000);
  const built = editorFiles(path.join(root, 'out/admin/config.yml'));
  files = built.files;
  github = await fakeGitHub(built.texts);
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-sign-in-'));
  const { privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  host = await startSite(
    (origin) => ({
      SITE_URL: origin,
      OUTBOX_DIR: outbox,
      EDITOR_SIGN_IN: 'email',
      EDITOR_REPO: REPO,
      STAFF_EMAILS: `${STAFF}, chef@venue.example`,
      EDGE_SECRET: 'sign-in-spec-secret',
      GITHUB_APP_ID: '12345',
      GITHUB_APP_INSTALLATION_ID: '678',
      GITHUB_APP_PRIVATE_KEY: privateKey,
      GITHUB_API_ORIGIN: github.origin,
    }),
    '/api/auth',
  );
  site = host.origin;
});

test.afterAll(() => {
  host?.stop();
  github?.server.close();
  fs.rmSync(outbox, { recursive: true, force: true });
});

/**
 * The emails the local outbox has kept, oldest first: each folder is whole once it has its name. The counts of sends
 * below count every folder, one still being written included.
 */
const keptEmails = () =>
  fs
    .readdirSync(outbox)
    .filter((folder) => FOLDER_PATTERN.test(folder))
    .sort();

/** The link of the last sign-in email the local outbox kept. */
function emailedLink(): string {
  const emails = keptEmails().map((folder) =>
    JSON.parse(fs.readFileSync(path.join(outbox, folder, 'params.json'), 'utf8')),
  );
  const last = emails.filter((email) => email.template_params?.to_email === STAFF).at(-1);
  return last?.template_params.link ?? '';
}

/** /admin/ with email sign-in on this server: the sign-in window. */
const openEditor = (page: Page) => openEditorOn(page, site, REPO);

/** The sign-in window asks for a link; the link, opened in another tab of the same browser, signs the editor in. */
async function signInByLink(page: Page, window: Page): Promise<Page> {
  const before = emailedLink();
  await askForLink(window, STAFF);
  await expect.poll(emailedLink).not.toBe(before);
  expect(emailedLink()).toMatch(new RegExp(`^${site}/api/auth/verify\\?t=`));
  return openLink(page, window, emailedLink());
}

/** A passkey device in a tab (Chromium's virtual authenticator), holding `credentials` if given. */
async function authenticator(page: Page, credentials: unknown[] = []) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  for (const credential of credentials)
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  return { credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials };
}

test('a member of staff signs in by the emailed link, edits a price and saves: one commit, naming them, with a token only the edge minted', async ({
  page,
}) => {
  await signInByLink(page, await openEditor(page));
  const { file, before } = await raiseFirstPrice(page, files);

  await expect.poll(() => github.calls.filter((call) => call.body.includes('createCommitOnBranch')).length).toBe(1);
  const saved = savedCommit(github.calls.map((call) => call.body));
  expect(saved.message.body).toBe(`Edited-by: ${STAFF}`);
  const addition = saved.fileChanges.additions.find((each) => each.path === file)!;
  expect(parse(Buffer.from(addition.contents, 'base64').toString('utf8')).packages[0].price).toBe(before + 4);
  // Every call the editor made reached GitHub with the App's token for this repository, never the browser's session.
  const editorCalls = github.calls.filter((call) => !call.path.startsWith('/app/'));
  expect(editorCalls.length).toBeGreaterThan(2);
  expect(new Set(editorCalls.map((call) => call.authorization))).toEqual(new Set([`Bearer ${MINTED}`]));
});

test('after a link, a passkey for next time: the editor signs in with it alone', async ({ page }) => {
  const tab = await signInByLink(page, await openEditor(page));
  const device = await authenticator(tab);
  await tab.getByRole('button', { name: 'Add a passkey for next time' }).click();
  await expect(tab.getByRole('status')).toHaveText(/passkey is added/);
  const credentials = await device.credentials();
  expect(credentials).toHaveLength(1);

  // Another day, the editor in a browser that holds no session: the same device, no email.
  const next = await (await page.context().browser()!.newContext()).newPage();
  const window = await openEditor(next);
  const emails = fs.readdirSync(outbox).length;
  await authenticator(window, credentials);
  await window.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect.poll(() => window.isClosed()).toBe(true);
  const prices = files.find(({ name }) => name === 'prices')!;
  await expect(next.getByText(prices.label, { exact: true })).toBeVisible();
  expect(fs.readdirSync(outbox).length, 'no email for a passkey').toBe(emails);
  await next.context().close();
});

test('a link opened on another device, where no editor waits, lets the member of staff edit there, at once', async ({
  page,
}) => {
  // Asked for on the computer; the email read on a phone: another browser, with no sign-in window open.
  const window = await openEditor(page);
  const before = emailedLink();
  await askForLink(window, STAFF);
  await expect.poll(emailedLink).not.toBe(before);
  const phone = await (await page.context().browser()!.newContext()).newPage();
  await phone.goto(emailedLink());
  await phone.getByRole('button', { name: 'Sign in' }).click();
  await expect(phone.getByText('No editor is waiting in this browser')).toBeVisible();
  expect(window.isClosed(), 'the computer’s window still waits').toBe(false);

  const emails = fs.readdirSync(outbox).length;
  await expect(phone.getByRole('link', { name: 'open the editor' })).toHaveAttribute('href', '/admin/');
  const signIn = await openEditor(phone);
  await expect.poll(() => signIn.isClosed()).toBe(true);
  const prices = files.find(({ name }) => name === 'prices')!;
  await expect(phone.getByText(prices.label, { exact: true })).toBeVisible();
  expect(fs.readdirSync(outbox).length, 'no second email').toBe(emails);
  // Taken once: the next sign-in window of that browser asks for an email again.
  expect(await phone.evaluate(() => localStorage.getItem('foyer-sign-in'))).toBeNull();
  await phone.context().close();
});
