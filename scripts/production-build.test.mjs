// @ts-check
/**
 * The build meant for deployment, run as a host runs it: `npm run build:production` in a fresh copy of the
 * project. Without settings it must stop and name each missing one; with all of them it writes out/ and the
 * headers files. Slow (whole `astro build`s), so it runs in a copy and never touches this checkout's out/.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { JSDOM } from 'jsdom';
import { BlobsServer } from '@netlify/blobs/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VENUE_EMAILJS } from '../src/config/emailjs-account.test-support';
import { FROZEN_CLOCK_IN_PRODUCTION, REQUIRED_IN_PRODUCTION, SETTINGS, settingValue } from '../src/config/settings.mjs';
import { de } from '../src/i18n/de';
import { formatLongDate } from '../src/i18n/format';
import { loadContent } from '../src/content/load';
import { heldDates } from '../src/lib/availability';
import { addDays, todayIn } from '../src/shared/calendar';
import { BEFORE_HYDRATION_ID } from '../src/shared/early/before-hydration.mjs';
import { FIRST_SCREEN } from '../src/shared/early/first-screen.mjs';
import { sha256 } from '../integration/security-headers.mjs';
import { DATA_BLOCK, htmlFiles, renderNginxNotFound, writeSiteFiles } from '../integration/site-files.mjs';
import { parseUnicodeRange } from '../integration/subset-fonts.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const ALL_SETTINGS = {
  SITE_NAME: 'The Test Hall',
  SITE_URL: 'https://venue.example',
  BLOG_URL: 'https://blog.venue.example',
  EMAILJS_PUBLIC_KEY: 'pk_test',
  EMAILJS_SERVICE_ID: 'service_test',
  EMAILJS_TEMPLATE_MESSAGE: 'template_message',
  EMAILJS_TEMPLATE_SUBSCRIBE: 'template_subscribe',
  EMAILJS_TEMPLATE_ATTACHMENTS: 'template_attachments',
};

/**
 * The venue's booking calendar, as a file outside the content folder with a name that must not leak: the demo's
 * sample feed, whose events carry private words (promises §11: only the held dates may reach the built site).
 */
const FEED = 'private/bookings-7f3a9c-secret.ics';
/** The venue's EmailJS account, as a deploy button asks it: the five ids and the relay's private key. */
const VENUE_ACCOUNT = { ...VENUE_EMAILJS, EMAILJS_PRIVATE_KEY: 'venue-private' };

/** What a deployment sets: every required setting, and a calendar feed. */
const DEPLOYED = { ...ALL_SETTINGS, AVAILABILITY_ICS: FEED };

let copy = '';
/** A second clone, at a path of another length: the same tree must build the same files there. */
let second = '';

/** The environment of a clean build machine: none of the site's settings, whatever this shell has. */
function cleanEnv(/** @type {Record<string, string>} */ settings) {
  /** @type {Record<string, string | undefined>} */
  const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
  // NODE_ENV too: vitest sets it to "test", which `astro build` must not inherit.
  for (const name of [
    ...Object.keys(DEPLOYED),
    'FEED_POST_ID',
    'EMAILJS_ORIGIN',
    'FOYER_PRODUCTION',
    'FOYER_NOW',
    'EMAIL_RELAY',
    'NODE_ENV',
  ]) {
    delete env[name];
  }
  // The cache is this checkout's, so that the copy's build and the e2e build encode the photos once between them.
  env.FOYER_CACHE = path.resolve(root, settingValue(process.env, 'FOYER_CACHE'));
  return /** @type {NodeJS.ProcessEnv} */ (/** @type {unknown} */ ({ ...env, ...settings }));
}

/** @param {Record<string, string>} settings */
function buildProduction(settings, cwd = copy) {
  const result = spawnSync('npm', ['run', '--silent', 'build:production'], {
    cwd,
    env: cleanEnv(settings),
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** What a clone holds: the files git tracks or would track, not this checkout's build output. */
function clone(/** @type {string} */ into) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    if (!fs.existsSync(path.join(root, file))) continue;
    fs.mkdirSync(path.dirname(path.join(into, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(into, file));
  }
  // Hard links: as good as `npm ci` for the build and takes a second.
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(into, 'node_modules')]);
  if (linked.status !== 0)
    fs.cpSync(path.join(root, 'node_modules'), path.join(into, 'node_modules'), { recursive: true });
  fs.mkdirSync(path.join(into, path.dirname(FEED)), { recursive: true });
  fs.copyFileSync(path.join(root, 'content/calendar.ics'), path.join(into, FEED));
  return into;
}

// Two copies of the tree, the examples' photographs and a hard-linked node_modules among them: seconds, and more when
// npm test runs the unit tests beside this file.
beforeAll(() => {
  copy = clone(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-clone-')));
  second = clone(fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-second-clone-of-the-same-tree-')));
}, 120_000);

afterAll(() => {
  for (const dir of [copy, second]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
}, 60_000);

/**
 * A built file as the comparison of two builds reads it: gzipped twins unzipped, and the numbers of Astro's React
 * islands as one. Astro's React renderer numbers a page's React renders in the order they start (an island's
 * `prefix="r5"`, the ids `useId` makes from it, `_r5R_0_`, and its `uid`, a hash of its HTML), and Astro starts a
 * page's components side by side: on a loaded machine two builds of one tree can number them differently. Each
 * number stays unique within its page, which is all React needs; every other byte must match.
 * @param {string} file absolute
 */
function comparable(file) {
  const bytes = fs.readFileSync(file);
  const text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('latin1');
  if (!/\.html(\.gz)?$/.test(file)) return text;
  return text
    .replace(/ prefix="r\d+"/g, ' prefix="r"')
    .replace(/_r\d+R_/g, '_rR_')
    .replace(/<astro-island uid="[^"]+"/g, '<astro-island uid=""');
}

/** @param {string} outDir @returns {Map<string, string>} every file's sha256 (as `comparable` reads it), by its path in out/ */
function digests(outDir) {
  const files = fs.readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return new Map(
    files
      .map((e) => path.relative(outDir, path.join(e.parentPath, e.name)))
      .sort()
      .map((file) => [
        file,
        createHash('sha256')
          .update(comparable(path.join(outDir, file)), 'latin1')
          .digest('hex'),
      ]),
  );
}

/** EmailJS at its network boundary: what reaches it, and its answer, OK. */
async function fakeEmailJs() {
  const received = /** @type {Record<string, unknown>[]} */ ([]);
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push(JSON.parse(body));
      res.writeHead(200, { 'Content-Type': 'text/plain' }).end('OK');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { received, origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/**
 * A deployed edge, asked as a page asks it, sends a form with the account a deploy button asked for
 * (VENUE_ACCOUNT): its relay is ready, a real proof of work is solved, the send naming what the build's pages name
 * reaches EmailJS with the venue's ids, template and private key; staff sign-in answers that it is not set up yet.
 * @param {(address: string, init?: RequestInit) => Promise<Response>} ask
 * @param {string} site the pages' origin
 * @param {{ email: { publicKey: string, serviceId: string, templates: { message: string } } }} setup the build's admin/setup.json
 * @param {Record<string, unknown>[]} received what reached EmailJS
 */
async function sendsForTheVenue(ask, site, setup, received) {
  expect(await (await ask('/api/setup.json')).json()).toMatchObject({ relay: true, relayReady: true, local: false });
  const challenge = await (await ask('/api/altcha')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  const sent = await ask('/api/v1.0/email/send', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: site },
    body: JSON.stringify({
      user_id: setup.email.publicKey,
      service_id: setup.email.serviceId,
      template_id: setup.email.templates.message,
      template_params: { reply_to: 'ada@example.org', message: 'A June wedding for 80' },
      altcha: btoa(JSON.stringify({ challenge, solution })),
    }),
  });
  expect([sent.status, await sent.text()]).toEqual([200, 'OK']);
  expect(received).toMatchObject([
    {
      user_id: VENUE_ACCOUNT.EMAILJS_PUBLIC_KEY,
      service_id: VENUE_ACCOUNT.EMAILJS_SERVICE_ID,
      template_id: VENUE_ACCOUNT.EMAILJS_TEMPLATE_MESSAGE,
      accessToken: VENUE_ACCOUNT.EMAILJS_PRIVATE_KEY,
      template_params: { message: 'A June wedding for 80' },
    },
  ]);
  // Staff sign-in's addresses are the edge's too: not set up yet, and saying what it lacks.
  const signIn = await ask('/api/auth/email', { method: 'POST', headers: { Origin: site } });
  expect(signIn.status).toBe(503);
  expect(await signIn.text()).toMatch(/^Staff sign-in is not set up yet \(STAFF_EMAILS/);
}

describe('npm run build:production', () => {
  it('refuses to build without settings, naming each missing one', { timeout: 60_000 }, () => {
    const { status, output } = buildProduction({});
    expect(status).not.toBe(0);
    expect(output).toContain(
      'A production build needs these settings, which are missing: SITE_URL, EMAILJS_PUBLIC_KEY, ' +
        'EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_MESSAGE, EMAILJS_TEMPLATE_SUBSCRIBE, EMAILJS_TEMPLATE_ATTACHMENTS.',
    );
    expect(fs.existsSync(path.join(copy, 'out'))).toBe(false);
  });

  it('names only what is missing when some settings are given', { timeout: 60_000 }, () => {
    const some = Object.fromEntries(
      Object.entries(ALL_SETTINGS).filter(([name]) => name !== 'SITE_URL' && name !== 'EMAILJS_SERVICE_ID'),
    );
    const { status, output } = buildProduction(some);
    expect(status).not.toBe(0);
    expect(output).toContain('which are missing: SITE_URL, EMAILJS_SERVICE_ID.');
  });

  it("refuses a fixed clock (FOYER_NOW, the tests' setting), saying why", { timeout: 60_000 }, () => {
    const { status, output } = buildProduction({ ...DEPLOYED, FOYER_NOW: '2026-12-01T12:00:00Z' });
    expect(status).not.toBe(0);
    expect(output).toContain(FROZEN_CLOCK_IN_PRODUCTION);
    expect(fs.existsSync(path.join(copy, 'out'))).toBe(false);
  });

  it('with every setting writes out/ and the headers files, with the configured services in the policy', () => {
    const { status, output } = buildProduction(DEPLOYED);
    expect(status, output).toBe(0);
    for (const file of [
      'index.html',
      'news.html',
      'venue.html',
      'contact.html',
      '404.html',
      '_headers',
      'nginx-security-headers.conf',
    ]) {
      expect(fs.existsSync(path.join(copy, 'out', file)), file).toBe(true);
    }
    // The photo step ran first: the venue's photos are in out/ as WebP and JPEG.
    const photos = fs.readdirSync(path.join(copy, 'out/photos'));
    expect(photos.some((name) => name.endsWith('.webp')) && photos.some((name) => name.endsWith('.jpg'))).toBe(true);
    const headers = fs.readFileSync(path.join(copy, 'out/_headers'), 'utf8');
    expect(headers).toMatch(/connect-src 'self' https:\/\/blog\.venue\.example https:\/\/api\.emailjs\.com;/);
    const home = fs.readFileSync(path.join(copy, 'out/index.html'), 'utf8');
    expect(home).toContain('The Test Hall');
  }, 240_000);

  it('publishes the held dates of AVAILABILITY_ICS on the contact page, and nothing else of the feed', () => {
    const outDir = path.join(copy, 'out');
    const contact = fs.readFileSync(path.join(outDir, 'contact.html'), 'utf8');
    // The feed's held dates from the build's today, which was the real one (a production build has no FOYER_NOW):
    // read here with the build's own code at this test's today, or the day before should the venue's midnight have
    // come since the build.
    const { timeZone } = loadContent(path.join(copy, 'content')).site;
    const feedText = fs.readFileSync(path.join(copy, FEED), 'utf8');
    const today = todayIn(timeZone);
    const [heldFromToday, heldFromYesterday] = [today, addDays(today, -1)].map((day) =>
      heldDates(feedText, { timeZone, today: day }),
    );
    expect(heldFromToday?.length, 'the sample feed holds dates on any day').toBeGreaterThan(0);
    const published = /data-held="([^"]*)"/.exec(contact)?.[1]?.split(' ');
    expect([heldFromToday, heldFromYesterday]).toContainEqual(published);
    expect(contact).toMatch(/Held dates as of \d{1,2} [A-Z][a-z]+/);
    // Every summary, description, UID and person of the feed, its own name, and the file's name and path.
    const feed = fs.readFileSync(path.join(copy, FEED), 'utf8').replace(/\r?\n[ \t]/g, '');
    const words = feed.split(/\r?\n/).flatMap((line) => {
      const match = /^(SUMMARY|DESCRIPTION|UID|ORGANIZER|ATTENDEE|X-WR-CALNAME|X-WR-CALDESC)(?:;[^:]*)?:(.*)$/.exec(
        line,
      );
      return match ? [(match[2] ?? '').replace(/\\([,;\\])/g, '$1').replace(/^mailto:/i, '')] : [];
    });
    expect(words.length).toBeGreaterThan(30);
    const grep = spawnSync(
      'grep',
      ['-rlF', ...[...words, 'Okafor', 'bookings-7f3a9c', FEED].flatMap((w) => ['-e', w]), 'out'],
      {
        cwd: copy,
        encoding: 'utf8',
      },
    );
    expect(grep.stdout.trim()).toBe('');
  });

  it('tells the first-run page at /admin/ what the build knows, the calendar as read and not where it is (promises §18)', () => {
    const outDir = path.join(copy, 'out');
    const setup = JSON.parse(fs.readFileSync(path.join(outDir, 'admin/setup.json'), 'utf8'));
    const published = /data-held="([^"]*)"/.exec(fs.readFileSync(path.join(outDir, 'contact.html'), 'utf8'))?.[1];
    expect(setup).toMatchObject({
      production: true,
      siteUrl: { url: 'https://venue.example', set: true },
      email: { local: false, relay: false, publicKey: 'pk_test', serviceId: 'service_test' },
      calendar: { feed: 'set', read: true, heldDates: published?.split(' ').length },
    });
    // Where no edge runs, the build's own answer at the edge's address.
    expect(JSON.parse(fs.readFileSync(path.join(outDir, 'api/setup.json'), 'utf8'))).toEqual({ edge: false });
  });

  it('the Worker of wrangler.jsonc bundles over this build with `wrangler deploy --dry-run`, offline', () => {
    const bundle = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-worker-'));
    try {
      // As a deploy from one's own machine does (docs/deploying.md), without signing in: nothing is uploaded.
      const result = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', bundle], {
        cwd: copy,
        env: { ...cleanEnv(DEPLOYED), WRANGLER_SEND_METRICS: 'false', CI: '1' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      const output = `${result.stdout}${result.stderr}`;
      expect(result.status, output).toBe(0);
      expect(output).toContain('--dry-run: exiting now.');
      expect(output).toMatch(/env\.RELAY_STATE \(RelayState\)\s+Durable Object/);
      expect(output).toMatch(/env\.ASSETS\s+Assets/);
      // The Worker within what Workers' free plan takes (3 MB gzipped), the edge's addresses in it.
      const gzipped = Number(/Total Upload: [\d.]+ KiB \/ gzip: ([\d.]+) KiB/.exec(output)?.[1]);
      expect(gzipped).toBeGreaterThan(0);
      expect(gzipped).toBeLessThan(3 * 1024);
      const worker = fs.readFileSync(path.join(bundle, 'cloudflare.js'), 'utf8');
      for (const address of ['/api/altcha', '/api/v1.0/email/send', '/api/auth', '/api/setup.json'])
        expect(worker).toContain(address);
    } finally {
      fs.rmSync(bundle, { recursive: true, force: true });
    }
  }, 60_000);

  it('the pages are as Astro wrote them: HTML first, every inline script and style in the policy', () => {
    const outDir = path.join(copy, 'out');
    const headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
    const pages = htmlFiles(outDir);
    expect(pages.length).toBeGreaterThanOrEqual(6);
    for (const file of pages) {
      const where = path.relative(outDir, file);
      const { document } = new JSDOM(fs.readFileSync(file, 'utf8')).window;
      // Nothing stops the parser or waits on a stylesheet: the page's CSS is in it, its own scripts are modules.
      expect(document.querySelectorAll('link[rel=stylesheet]').length, where).toBe(0);
      expect(document.querySelectorAll('head style').length, where).toBeGreaterThan(0);
      expect(document.querySelectorAll('script[src]:not([type=module])').length, where).toBe(0);
      // The controls' stand-in ends every page, after every control it stands in for.
      expect(document.getElementById(BEFORE_HYDRATION_ID), where).not.toBeNull();
      expect(document.querySelectorAll('form').length, where).toBeGreaterThan(0);
      for (const form of document.querySelectorAll('form'))
        expect(
          form.compareDocumentPosition(/** @type {Node} */ (document.getElementById(BEFORE_HYDRATION_ID))) & 4,
          where,
        ).toBeTruthy();
      // Every inline script and style is in the policy (data blocks, the JSON-LD, are never run).
      for (const element of document.querySelectorAll('script:not([src]), style'))
        if (element.textContent && !DATA_BLOCK.test(element.getAttribute('type') ?? ''))
          expect(headers, `${where}: ${element.outerHTML.slice(0, 60)}`).toContain(sha256(element.textContent));
    }
    // What checks the settings at build (zod) stays there: it once put 30 KB gz on every page through src/config/public-settings.ts.
    // Nor the first-run page's script, where zod's compiled checks would also break the editor's policy (no eval).
    const scripts = [
      ...fs
        .readdirSync(path.join(outDir, '_astro'))
        .filter((name) => name.endsWith('.js'))
        .map((name) => path.join('_astro', name)),
      'admin/first-run.js',
    ];
    const withZod = scripts.filter((file) =>
      /\$ZodType|ZodError/.test(fs.readFileSync(path.join(outDir, file), 'utf8')),
    );
    expect(withZod, 'scripts carrying zod').toEqual([]);
    // The home page marks its first screen before the hero photo, and before any lazy photo.
    const { document: home } = new JSDOM(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).window;
    const mark = [...home.querySelectorAll('script:not([src])')].find((s) => s.textContent === FIRST_SCREEN);
    const hero = home.querySelector('img[fetchpriority=high]');
    expect(mark && hero && mark.compareDocumentPosition(hero) & 4, 'the mark comes before the hero').toBeTruthy();
    const lazy = home.querySelector('img[loading=lazy]');
    expect(
      mark && lazy && mark.compareDocumentPosition(lazy) & 4,
      'the mark comes before the lazy photos',
    ).toBeTruthy();
  });

  it('what runs after the build adds files and rewrites nothing Astro wrote', async () => {
    const outDir = path.join(copy, 'out');
    // Astro's own files: every page and script, and everything else that is no file of ours or a gzipped twin.
    const ours = new Set([
      '_headers',
      'nginx-security-headers.conf',
      'nginx-admin-headers.conf',
      'nginx-venue-files-headers.conf',
      'nginx-not-found.conf',
      'favicon.ico',
    ]);
    const astros = (/** @type {Map<string, string>} */ all) =>
      new Map([...all].filter(([file]) => !file.endsWith('.gz') && !ours.has(file) && !file.startsWith('.')));
    const before = astros(digests(outDir));
    expect([...before.keys()].filter((file) => file.endsWith('.html')).length).toBeGreaterThanOrEqual(6);
    // The same step the build's last hook runs (integration/astro-foyer.mjs), on the finished site, watched as it writes.
    /** @type {string[]} */
    const written = [];
    const writeFileSync = fs.writeFileSync;
    fs.writeFileSync = /** @type {typeof fs.writeFileSync} */ (
      (file, ...rest) => {
        written.push(path.relative(outDir, String(file)));
        return writeFileSync(file, ...rest);
      }
    );
    try {
      const buildId = fs.readFileSync(path.join(outDir, '.foyer-build-id'), 'utf8').trim();
      await writeSiteFiles({ outDir, buildId, env: cleanEnv(DEPLOYED), log: () => {} });
    } finally {
      fs.writeFileSync = writeFileSync;
    }
    expect(written.filter((file) => before.has(file))).toEqual([]);
    expect(astros(digests(outDir))).toEqual(before);
  });

  it('builds the same files in another clone, and no path of the machine is in them', () => {
    const { status, output } = buildProduction(DEPLOYED, second);
    expect(status, output).toBe(0);
    const first = digests(path.join(copy, 'out'));
    const again = digests(path.join(second, 'out'));
    expect([...again.keys()]).toEqual([...first.keys()]);
    // Where a file differs, the first difference in context, so that a failure says what made the builds differ.
    const differ = [...again]
      .filter(([file, hash]) => first.get(file) !== hash)
      .map(([file]) => {
        const a = comparable(path.join(copy, 'out', file));
        const b = comparable(path.join(second, 'out', file));
        let at = 0;
        while (at < Math.min(a.length, b.length) && a[at] === b[at]) at++;
        return `${file} @${at}: ${JSON.stringify(a.slice(Math.max(0, at - 60), at + 60))} ≠ ${JSON.stringify(b.slice(Math.max(0, at - 60), at + 60))}`;
      });
    expect(differ).toEqual([]);
    const leaks = spawnSync('grep', ['-rlF', '-e', copy, '-e', second, '-e', root, '-e', os.tmpdir() + '/', 'out'], {
      cwd: second,
      encoding: 'utf8',
    });
    expect(leaks.stdout.trim()).toBe('');
  }, 240_000);

  it('builds a venue in German without BLOG_URL: the shipped dictionary, its preloaded fonts covering ß, ä, ö, ü and the ń, Ł of its words, and its news from news/, whole at build, no blog asked', () => {
    // One build for two things a venue's first deployment meets together (a build is most of this file's time):
    // the demo's folder as a German venue would start it, its words still English, its language German (promises
    // §10, §14), its spaces counted in the shipped dictionary's number words; and no blog (BLOG_URL unset), its
    // posts of its own instead (promises §14).
    const haus = path.join(second, 'venues/haus');
    fs.cpSync(path.join(second, 'content'), haus, { recursive: true });
    const site = path.join(haus, 'site.yaml');
    fs.writeFileSync(site, fs.readFileSync(site, 'utf8').replace(/^language: en-GB$/m, 'language: de'));
    // Two letters of no German word, whose faces (cut from fontsource's latin-ext) are a few KB: still files.
    const homeYaml = path.join(haus, 'pages/home.yaml');
    fs.writeFileSync(
      homeYaml,
      fs
        .readFileSync(homeYaml, 'utf8')
        .replace(/^( {2}title: )Weddings, .*$/m, '$1Hochzeiten für Gäste aus Gdańsk und Łódź'),
    );
    const news = path.join(haus, 'news');
    fs.mkdirSync(news, { recursive: true });
    fs.writeFileSync(
      path.join(news, 'spring-open-evening.md'),
      '---\ntitle: Spring open evening\ndate: 2026-04-05\nsummary: Come and see the mill.\n' +
        'photo: { src: photos/hero.jpg, alt: The mill at dusk }\n---\n\n' +
        'Doors open at **six**. <script>window.hacked = 1</script>\n\n![The yard](photos/wharf-yard.jpg)\n',
    );
    fs.writeFileSync(path.join(news, 'winter-menus.md'), '---\ntitle: Winter menus\ndate: 2026-01-10\n---\n\nMenus.\n');
    // Eight older ones: ten posts, two pages of the news.
    for (let month = 1; month <= 8; month++)
      fs.writeFileSync(
        path.join(news, `notice-${month}.md`),
        `---\ntitle: Notice ${month}\ndate: 2025-0${month}-01\n---\n\nA notice.\n`,
      );
    const withoutBlog = Object.fromEntries(Object.entries(DEPLOYED).filter(([name]) => name !== 'BLOG_URL'));
    const { status, output } = buildProduction({ ...withoutBlog, CONTENT_DIR: 'venues/haus' }, second);
    expect(status, output).toBe(0);
    const outDir = path.join(second, 'out');
    const read = (/** @type {string} */ file) =>
      new JSDOM(fs.readFileSync(path.join(outDir, file), 'utf8')).window.document;

    // In German, with the shipped dictionary.
    const contact = read('contact.html');
    expect(contact.documentElement.lang).toBe('de');
    expect(contact.querySelector('#enquiry-form button[type="submit"]')?.textContent).toBe(de.forms.enquiry.submit);
    const venue = read('venue.html');
    expect(venue.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Vier spaces for /);
    // The faces the page preloads, and the letters their unicode-range says they hold.
    const css = [...contact.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const preloaded = [...contact.querySelectorAll('link[rel="preload"][as="font"]')].map((link) =>
      path.basename(link.getAttribute('href') ?? ''),
    );
    expect(preloaded.map((file) => file.replace(/\..*$/, ''))).toEqual([
      'fraunces-core-latin-ext',
      'fraunces-core-latin',
      'inter-core-latin-ext',
      'inter-core-latin',
    ]);
    // Files of the site's own origin (`font-src 'self'`): no face is written into the stylesheet as a data: URL.
    expect(css).not.toContain('data:font');
    for (const file of preloaded) expect(fs.existsSync(path.join(outDir, '_astro', file)), file).toBe(true);
    const rangeOf = (/** @type {string} */ file) =>
      parseUnicodeRange(
        /unicode-range:\s*([^;}]+)/.exec(css.split('@font-face').find((block) => block.includes(file)) ?? '')?.[1] ??
          '',
      );
    const [displayExt, display, textExt, text] = preloaded.map(rangeOf);
    for (const { latin, ext, family } of [
      { latin: display, ext: displayExt, family: 'Fraunces' },
      { latin: text, ext: textExt, family: 'Inter' },
    ]) {
      for (const letter of 'ßäöüÄÖÜ') expect(latin?.has(letter.codePointAt(0) ?? 0), `${letter}, ${family}`).toBe(true);
      for (const letter of 'ńŁ') expect(ext?.has(letter.codePointAt(0) ?? 0), `${letter}, ${family}`).toBe(true);
    }

    // Its news, from its folder.
    const home = read('index.html');
    expect(home.querySelector('#news1 h3')?.textContent).toBe('Spring open evening');
    expect(home.querySelector('#news1 a')?.getAttribute('href')).toBe('/news/spring-open-evening');
    expect(home.querySelector('#news1 img')?.getAttribute('alt')).toBe('The mill at dusk');
    expect(home.querySelector('#news2 .tagline')?.textContent).toBe(formatLongDate('2026-01-10', 'de'));
    expect(home.querySelector('#news3 h3')?.textContent).toBe('Notice 8');
    // No feed (a blog post's), and no island to ask a blog.
    expect(home.getElementById('ig_grid')).toBeNull();
    const grid = read('news.html');
    const cards = (/** @type {Document} */ page) =>
      [...page.querySelectorAll('.news-grid article.card h3 a')].map((a) => a.getAttribute('href'));
    expect(cards(grid)).toEqual([
      '/news/spring-open-evening',
      '/news/winter-menus',
      ...[8, 7, 6, 5, 4, 3, 2].map((month) => `/news/notice-${month}`),
    ]);
    // The oldest on a page of its own, each page a link to the other (no island: every page is checked below).
    expect(grid.querySelector('a[rel="next"]')?.getAttribute('href')).toBe('/news/page/2');
    expect(grid.querySelector('a[rel="prev"]')).toBeNull();
    const older = read('news/page/2.html');
    expect(cards(older)).toEqual(['/news/notice-1']);
    expect(older.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/news');
    expect(older.querySelector('a[rel="next"]')).toBeNull();
    expect(older.title.startsWith(`${de.news.pageTitle.replace('{title}', 'News').replace('{page}', '2')} `)).toBe(
      true,
    );
    expect(older.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://venue.example/news/page/2',
    );
    const post = read('news/spring-open-evening.html');
    expect(post.querySelector('h1')?.textContent).toBe('Spring open evening');
    expect(post.querySelector('.post-body strong')?.textContent).toBe('six');
    expect(post.querySelector('.post-body img')?.getAttribute('srcset')).toMatch(/wharf-yard-[0-9a-f]+-720\.jpg 720w/);
    const ld = [...post.querySelectorAll('script[type="application/ld+json"]')].map((el) =>
      JSON.parse(el.textContent ?? ''),
    );
    expect(ld).toContainEqual(expect.objectContaining({ '@type': 'BlogPosting', headline: 'Spring open evening' }));
    for (const page of htmlFiles(outDir)) {
      const html = fs.readFileSync(page, 'utf8');
      expect(html, page).not.toContain('window.hacked');
      expect(html, page).not.toMatch(/wp-json|LatestNews|FeedBlock|NewsCards/);
    }
    const sitemap = fs.readFileSync(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<loc>https://venue.example/news/winter-menus</loc>');
    expect(sitemap).toContain('<loc>https://venue.example/news/page/2</loc>');
    expect(fs.readFileSync(path.join(outDir, '_headers'), 'utf8')).toMatch(
      /connect-src 'self' https:\/\/api\.emailjs\.com;/,
    );
  }, 240_000);

  it("builds as a Deploy to Cloudflare button's first build does, given nothing it asked, and the Worker sends with what it asked (promises §18)", async () => {
    // Workers Builds runs the package's `build` script with its own variables alone: what the button asks (the
    // secrets of .dev.vars.example) is the Worker's, never the build's.
    const asked = Object.fromEntries(
      [...fs.readFileSync(path.join(root, '.dev.vars.example'), 'utf8').matchAll(/^([A-Z_]+)=/gm)].map((m) => [
        m[1],
        '',
      ]),
    );
    const described = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).cloudflare.bindings;
    expect(Object.keys(asked).length).toBeLessThanOrEqual(6);
    expect(Object.keys(described)).toEqual(Object.keys(asked));
    const names = new Set(SETTINGS.map((setting) => setting.name));
    for (const name of Object.keys(asked)) {
      expect(names, name).toContain(name);
      expect(described[name].description.length, name).toBeGreaterThan(20);
    }
    const workersBuild = {
      CI: 'true',
      WORKERS_CI: '1',
      WORKERS_CI_BUILD_UUID: '5c0ffee0-0000-4000-8000-000000000001',
      WORKERS_CI_BRANCH: 'main',
      WORKERS_CI_COMMIT_SHA: 'a'.repeat(40),
    };
    const built = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: second,
      env: cleanEnv(workersBuild),
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
    const outDir = path.join(second, 'out');
    const setup = JSON.parse(fs.readFileSync(path.join(outDir, 'admin/setup.json'), 'utf8'));
    expect(setup).toMatchObject({
      production: true,
      siteUrl: { url: '', set: false },
      email: { local: false, atEdge: true, relay: true, publicKey: 'edge', serviceId: 'edge' },
    });
    // No address of a developer's machine, none invented: the pages' own links are paths, and crawlers are told no
    // sitemap until SITE_URL is set.
    const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(home).toContain('<link rel="canonical" href="/"');
    expect(home).not.toContain('og:url');
    const everyPage = spawnSync(
      'grep',
      ['-rlF', '-e', 'localhost', '--include=*.html', '--include=*.txt', '--include=*.xml', '.'],
      {
        cwd: outDir,
        encoding: 'utf8',
      },
    );
    expect(everyPage.stdout.trim()).toBe('');
    expect(fs.readFileSync(path.join(outDir, 'robots.txt'), 'utf8')).not.toMatch(/Sitemap/);

    // The Worker, as Workers Builds' deploy step bundles it over this build.
    const bundle = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-worker-'));
    const dry = spawnSync('npx', ['wrangler', 'deploy', '--dry-run', '--outdir', bundle], {
      cwd: second,
      env: { ...cleanEnv(workersBuild), WRANGLER_SEND_METRICS: 'false' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    fs.rmSync(bundle, { recursive: true, force: true });
    expect(dry.status, `${dry.stdout}${dry.stderr}`).toBe(0);

    // And run in workerd (`npm run edge`) with what the button asked, EmailJS faked at its network boundary: a form's
    // send, naming no id, reaches EmailJS with the venue's account and template.
    const emailjs = await fakeEmailJs();
    const port = await new Promise((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
        probe.close(() => resolve(free));
      });
    });
    const account = { ...VENUE_ACCOUNT };
    expect(Object.keys(account).sort()).toEqual(Object.keys(asked).sort());
    const worker = spawn(process.execPath, ['scripts/edge.mjs', '--no-build'], {
      cwd: second,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...cleanEnv(account),
        PORT: String(port),
        EMAILJS_ORIGIN: emailjs.origin,
      },
    });
    let log = '';
    worker.stdout?.on('data', (chunk) => (log += chunk));
    worker.stderr?.on('data', (chunk) => (log += chunk));
    const site = `http://127.0.0.1:${port}`;
    try {
      for (const deadline = Date.now() + 60_000; ;) {
        if (
          await fetch(`${site}/api/setup.json`).then(
            (r) => r.ok,
            () => false,
          )
        )
          break;
        if (worker.exitCode !== null || Date.now() > deadline) throw new Error(`npm run edge did not start:\n${log}`);
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      await sendsForTheVenue((address, init) => fetch(`${site}${address}`, init), site, setup, emailjs.received);
    } finally {
      if (worker.pid) process.kill(-worker.pid, 'SIGTERM');
      emailjs.close();
    }
  }, 300_000);

  it("builds as a Deploy to Netlify button's site does, with what it asked and Netlify's own variables, and its Function sends with them (promises §18)", async () => {
    const toml = fs.readFileSync(path.join(root, 'netlify.toml'), 'utf8');
    /** The `key = "value"` lines of one table. @param {string} table */
    const entries = (table) => {
      const body = toml.split(/^\[/m).find((part) => part.startsWith(`${table}]`)) ?? '';
      return Object.fromEntries([...body.matchAll(/^\s*([A-Z_a-z]+)\s*=\s*"([^"]*)"/gm)].map((m) => [m[1], m[2]]));
    };
    const { command, publish } = entries('build');
    expect(entries('functions').directory).toBe('netlify/functions');
    const asked = entries('template.environment');
    expect(Object.keys(asked).length).toBeLessThanOrEqual(6);
    const names = new Set(SETTINGS.map((setting) => setting.name));
    for (const [name, description] of Object.entries(asked)) {
      expect(names, name).toContain(name);
      expect(description.length, name).toBeGreaterThan(20);
    }
    // What a production build refuses to go without, but SITE_URL: Netlify's own URL until the venue sets its domain.
    for (const name of REQUIRED_IN_PRODUCTION.filter((required) => required !== 'SITE_URL'))
      expect(Object.keys(asked), name).toContain(name);
    const answers = { ...VENUE_ACCOUNT };
    expect(Object.keys(answers).sort()).toEqual(Object.keys(asked).sort());
    // Netlify's build: the button's answers (the site's variables), netlify.toml's own, and Netlify's read-only ones.
    const netlify = {
      NETLIFY: 'true',
      CONTEXT: 'production',
      URL: 'https://petsof-7f3a.netlify.app',
      DEPLOY_URL: 'https://6759c0ffee--petsof-7f3a.netlify.app',
      SITE_NAME: 'petsof-7f3a',
      SITE_ID: '1d01c0c0-4554-4747-93b8-34ce3448ab95',
    };
    const built = spawnSync('sh', ['-c', command ?? ''], {
      cwd: second,
      env: cleanEnv({ ...answers, ...entries('build.environment'), ...netlify }),
      encoding: 'utf8',
      timeout: 240_000,
    });
    expect(built.status, `${built.stdout}${built.stderr}`).toBe(0);
    const outDir = path.join(second, publish ?? '');
    const setup = JSON.parse(fs.readFileSync(path.join(outDir, 'admin/setup.json'), 'utf8'));
    expect(setup).toMatchObject({
      production: true,
      siteUrl: { url: netlify.URL, set: true },
      email: { local: false, atEdge: false, relay: true, publicKey: 'venue-public', serviceId: 'venue_service' },
    });
    const home = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    expect(/<link rel="canonical" href="([^"]*)"/.exec(home)?.[1]).toBe(netlify.URL);
    // Netlify's SITE_NAME is its name for the site, never the venue's.
    expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).not.toContain('petsof');
    const secret = spawnSync('grep', ['-rlF', '-e', answers.EMAILJS_PRIVATE_KEY, '.'], {
      cwd: outDir,
      encoding: 'utf8',
    });
    expect(secret.stdout.trim()).toBe('');

    // The Function as Netlify runs it: told the site's variables and URL, SITE_NAME, SITE_ID alone (netlify.toml's
    // are the build's, NETLIFY too), its store in Netlify Blobs (Netlify's local server), EmailJS faked.
    const blobsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-blobs-'));
    const blobs = new BlobsServer({ directory: blobsDir, token: 'blobs-token', port: 0 });
    const emailjs = await fakeEmailJs();
    const blobsPort = (await blobs.start()).port;
    const functionEnv = {
      ...answers,
      URL: netlify.URL,
      SITE_NAME: netlify.SITE_NAME,
      SITE_ID: netlify.SITE_ID,
      EMAILJS_ORIGIN: emailjs.origin,
      NETLIFY_BLOBS_CONTEXT: btoa(
        JSON.stringify({
          edgeURL: `http://127.0.0.1:${blobsPort}`,
          uncachedEdgeURL: `http://127.0.0.1:${blobsPort}`,
          siteID: netlify.SITE_ID,
          token: 'blobs-token',
        }),
      ),
    };
    for (const name of [...names, 'NETLIFY', 'URL', 'SITE_ID', 'NETLIFY_BLOBS_CONTEXT']) vi.stubEnv(name, undefined);
    for (const [name, value] of Object.entries(functionEnv)) vi.stubEnv(name, value);
    try {
      const { default: netlifyFunction } = await import('../netlify/functions/relay');
      const visitor = { ip: '203.0.113.9' };
      const site = netlify.URL;
      const ask = (/** @type {string} */ address, /** @type {RequestInit} */ init = {}) =>
        netlifyFunction(new Request(`${site}${address}`, init), visitor);
      expect(await (await ask('/api/setup.json')).json()).toMatchObject({ set: { SITE_URL: true } });
      await sendsForTheVenue(ask, site, setup, emailjs.received);
    } finally {
      vi.unstubAllEnvs();
      await blobs.stop();
      emailjs.close();
      fs.rmSync(blobsDir, { recursive: true, force: true });
    }
  }, 300_000);
});

/**
 * What the venue supplies is data (promises §15), tried as an attacker with the staff editor's rights would: files
 * that would run or leak are refused with the venue's own words, and what is published runs nothing where it is
 * opened, served by `npm start` and by nginx with the server block of docs/deploying.md.
 */
describe('a hostile content folder', () => {
  /** A copy of the demo's folder inside the clone, with `change` applied; `npm run build` of it in local mode. */
  const hostileBuild = (/** @type {(dir: string) => void} */ change) => {
    const dir = path.join(copy, `hostile-${Math.random().toString(36).slice(2, 8)}`);
    fs.cpSync(path.join(copy, 'content'), dir, { recursive: true });
    change(dir);
    const result = spawnSync('npm', ['run', '--silent', 'build'], {
      cwd: copy,
      env: cleanEnv({ CONTENT_DIR: path.relative(copy, dir) }),
      encoding: 'utf8',
      timeout: 240_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}`, dir };
  };
  /** The build said the venue's mistake in its words: no stack trace, no location of our code. */
  const saidPlainly = (/** @type {string} */ output) => {
    expect(output).not.toMatch(/Stack trace|Location:|\n\s+at [\w.<>]+ \(/);
    expect(output).toContain("The venue's content has");
  };
  const edit = (/** @type {string} */ file, /** @type {(text: string) => string} */ change) =>
    fs.writeFileSync(file, change(fs.readFileSync(file, 'utf8')));

  it('stops at links out of the folder, naming each, and publishes nothing of the machine', () => {
    const { status, output } = hostileBuild((dir) => {
      fs.symlinkSync('/etc', path.join(dir, 'files', 'etc'));
      fs.symlinkSync('/etc/passwd', path.join(dir, 'photos', 'pw.svg'));
    });
    expect(status).not.toBe(0);
    saidPlainly(output);
    expect(output).toMatch(/files\/etc: a link to \/etc, outside the content folder/);
    expect(output).toMatch(/photos\/pw\.svg: a link to \/etc\/passwd, outside the content folder/);
    expect(fs.existsSync(path.join(copy, 'out', 'files', 'etc'))).toBe(false);
  }, 240_000);

  it('stops at a plan, a drawing or a file of files/ that is no picture or document, and at an alias bomb', () => {
    const mistakes = hostileBuild((dir) => {
      fs.writeFileSync(path.join(dir, 'photos', 'fake-plan.svg'), 'Input that is no picture');
      fs.writeFileSync(path.join(dir, 'files', 'inline.html'), '<script>alert(document.cookie)</script>');
      edit(path.join(dir, 'venue.yaml'), (text) =>
        text
          .replace('plan: { src: photos/engine-house-plan.svg', 'plan: { src: photos/fake-plan.svg')
          .replace(
            '    plan: { src: photos/loom-loft-plan.svg',
            '    art: calendar.ics\n    plan: { src: photos/loom-loft-plan.svg',
          ),
      );
    });
    expect(mistakes.status).not.toBe(0);
    saidPlainly(mistakes.output);
    expect(mistakes.output).toMatch(
      /venue\.yaml: spaces\[1\]\.plan\.src: photos\/fake-plan\.svg is not a picture: .*\(line \d+\)/,
    );
    expect(mistakes.output).toMatch(/venue\.yaml: spaces\[2\]\.art: calendar\.ics is not a picture: .*\(line \d+\)/);
    expect(mistakes.output).toMatch(/files\/inline\.html: a \.html file is not published/);

    const bomb = hostileBuild((dir) =>
      edit(
        path.join(dir, 'venue.yaml'),
        (text) =>
          `${text}\na: &a [x, x, x, x, x, x, x, x, x]\n` +
          ['b', 'c', 'd', 'e', 'f']
            .map((name, i) => `${name}: &${name} [${Array(9).fill(`*${'abcde'[i]}`).join(', ')}]`)
            .join('\n'),
      ),
    );
    expect(bomb.status).not.toBe(0);
    saidPlainly(bomb.output);
    expect(bomb.output).toMatch(/venue\.yaml: its aliases \(\*name\) repeat too much to be read/);
  }, 240_000);

  it('publishes plans and SVGs cleaned, sandboxed where opened by npm start and by nginx: nothing runs, no storage is read', async () => {
    const { status, output } = hostileBuild((dir) => {
      edit(path.join(dir, 'photos', 'weaving-hall-plan.svg'), (text) =>
        text
          .replace('<svg ', `<svg onload="document.documentElement.setAttribute('data-ran', 'onload')" `)
          .replace(
            '<title',
            '<script href="/files/evil.js"></script><script>document.documentElement.setAttribute("data-ran", "script")</script><title',
          ),
      );
      fs.writeFileSync(
        path.join(dir, 'files', 'map.svg'),
        '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>document.documentElement.setAttribute("data-ran", "script")</script><a href="javascript:alert(1)"><circle r="4" cx="5" cy="5"/></a></svg>',
      );
    });
    expect(status, output).toBe(0);
    const outDir = path.join(copy, 'out');
    const opened = ['/venue-files/photos/weaving-hall-plan.svg', '/files/map.svg'];
    for (const file of opened)
      expect(fs.readFileSync(path.join(outDir, file), 'utf8')).not.toMatch(/script|onload|javascript/i);
    // Only the pages the build rendered are pages: the venue's files added no hash to the policy.
    expect(output).toMatch(/\[site files\] 7 pages; /);

    const { chromium } = await import('@playwright/test');
    const { chromiumFlags, testBrowserPath } = await import('../tests/support/chromium.mjs');
    const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
    /** Opens each file as a visitor following a link to it would, and says what ran and what it could read. */
    const open = async (/** @type {string} */ origin) => {
      const page = await browser.newPage();
      const seen = [];
      try {
        for (const file of opened) {
          const response = await page.goto(`${origin}${file}`);
          expect(response?.status(), file).toBe(200);
          expect(response?.headers()['content-security-policy'], file).toMatch(/^sandbox; default-src 'none'/);
          seen.push(
            await page.evaluate(() => {
              let storage;
              try {
                storage = typeof window.localStorage.getItem('sveltia-cms.user');
              } catch {
                storage = 'refused';
              }
              return {
                ran: document.documentElement.getAttribute('data-ran'),
                origin: window.origin,
                storage,
                drawn: document.documentElement.localName,
              };
            }),
          );
        }
        const menu = await page.request.get(`${origin}/files/drinks-menu.pdf`);
        expect(menu.headers()['content-security-policy']).not.toMatch(/sandbox/);
        return { seen, buildId: (await page.request.get(`${origin}/.foyer-build-id`)).status() };
      } finally {
        await page.close();
      }
    };
    const safe = { ran: null, origin: 'null', storage: 'refused', drawn: 'svg' };
    try {
      const { createServer } = await import('../server/index.mjs');
      const server = await createServer({ outDir, env: cleanEnv({}) });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
      const address = /** @type {import('node:net').AddressInfo} */ (server.address());
      try {
        const served = await open(`http://127.0.0.1:${address.port}`);
        expect(served.seen).toEqual([safe, safe]);
        expect(served.buildId).toBe(404);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(() => resolve(undefined)));
      }

      const nginx = await startNginx(outDir);
      try {
        const served = await open(nginx.origin);
        expect(served.seen).toEqual([safe, safe]);
        expect(served.buildId).toBe(404);
      } finally {
        nginx.stop();
      }
    } finally {
      await browser.close();
    }
  }, 240_000);
});

/**
 * Each language's 404 page under nginx, with the server block of docs/deploying.md and the locations the build writes
 * (promises §10): on a site cut down to its 404 pages, so no build is needed.
 */
describe("nginx and each language's 404 page", () => {
  it('answers a missing address under /fr/ with the French 404 page, and any other with the root one', async () => {
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-nginx-out-'));
    const files = {
      'index.html': '<h1>home</h1>',
      '404.html': '<h1>not here · pas ici</h1>',
      'fr.html': '<h1>accueil</h1>',
      'fr/venue.html': '<h1>le lieu</h1>',
      'fr/404.html': '<h1>pas ici</h1>',
      'nginx-security-headers.conf': 'add_header X-Content-Type-Options "nosniff" always;\n',
      'nginx-admin-headers.conf': '',
      'nginx-venue-files-headers.conf': '',
      'nginx-not-found.conf': renderNginxNotFound(['fr']),
    };
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
      fs.writeFileSync(path.join(outDir, file), text);
    }
    const nginx = await startNginx(outDir);
    const get = async (/** @type {string} */ page) => {
      const response = await fetch(`${nginx.origin}${page}`);
      return { status: response.status, text: await response.text() };
    };
    try {
      expect(await get('/fr/nothing-here')).toEqual({ status: 404, text: '<h1>pas ici</h1>' });
      expect(await get('/fr/deeper/still')).toEqual({ status: 404, text: '<h1>pas ici</h1>' });
      expect(await get('/nothing-here')).toEqual({ status: 404, text: '<h1>not here · pas ici</h1>' });
      expect(await get('/fra/x')).toEqual({ status: 404, text: '<h1>not here · pas ici</h1>' });
      expect(await get('/fr/venue')).toEqual({ status: 200, text: '<h1>le lieu</h1>' });
      expect(await get('/fr')).toEqual({ status: 200, text: '<h1>accueil</h1>' });
      // The language's location keeps the server's headers.
      expect((await fetch(`${nginx.origin}/fr/nothing-here`)).headers.get('x-content-type-options')).toBe('nosniff');
    } finally {
      nginx.stop();
      fs.rmSync(outDir, { recursive: true, force: true });
    }
  });
});

/**
 * nginx serving `outDir` with the server block of docs/deploying.md as it stands (its `root` and includes pointed at `outDir`,
 * plain HTTP on a free loopback port), in a folder of its own, in the foreground.
 * @param {string} outDir
 */
async function startNginx(outDir) {
  const guide = fs.readFileSync(path.join(root, 'docs', 'deploying.md'), 'utf8');
  const block = /```nginx\n([\s\S]*?)```/.exec(guide)?.[1];
  if (!block) throw new Error('docs/deploying.md has no nginx block');
  const net = await import('node:net');
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(free));
    });
  });
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-nginx-'));
  const server = block.replaceAll('/var/www/foyer', outDir).replace(/listen 443 ssl;/, `listen 127.0.0.1:${port};`);
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      // One process, no switch to another user who could not read the build's temporary folder.
      'master_process off;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log;`,
      'events {}',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${prefix}/${name};`),
      server,
      '}',
    ].join('\n'),
  );
  const child = spawn(
    fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx',
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')],
    { stdio: 'pipe' },
  );
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`nginx stopped: ${errors}`);
    if (
      await fetch(`${origin}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (tries > 100) throw new Error(`nginx did not answer: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    stop: () => {
      child.kill();
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
