import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { VENUE_EMAILJS } from './emailjs-account.test-support';
import {
  ACCOUNT_AT_EDGE,
  buildNow,
  edgeSettings,
  isProductionBuild,
  FROZEN_CLOCK_IN_PRODUCTION,
  HAND_OFFS,
  SETTINGS,
  publicSettings,
  BUILD_SETTING_NAMES,
  SETTINGS_SCHEMA,
  SOURCES,
  LOCAL_EMAIL,
  MissingSettingsError,
  REQUIRED_IN_PRODUCTION,
  resolveSettings,
  serverSettings,
  settingValue,
} from './settings.mjs';

const full = {
  SITE_NAME: 'Corn Exchange',
  SITE_URL: 'https://corn.example/',
  BLOG_URL: 'https://blog.corn.example/',
  EMAILJS_PUBLIC_KEY: 'pk',
  EMAILJS_SERVICE_ID: 'svc',
  EMAILJS_TEMPLATE_MESSAGE: 't_msg',
  EMAILJS_TEMPLATE_SUBSCRIBE: 't_sub',
  EMAILJS_TEMPLATE_ATTACHMENTS: 't_att',
};

describe('resolveSettings', () => {
  it('gives local-mode defaults when nothing is set', () => {
    const s = resolveSettings({});
    // '' leaves the name to the venue's content folder, which is `content/` unless CONTENT_DIR says otherwise.
    expect(s.siteName).toBe('');
    expect(s.contentDir).toBe('content');
    expect(s.siteUrl).toBe('http://localhost:3000');
    expect(s.blogUrl).toBe('');
    expect(s.feedPostId).toBe(856);
    expect(s.email).toEqual({
      local: true,
      atEdge: false,
      publicKey: LOCAL_EMAIL.publicKey,
      serviceId: LOCAL_EMAIL.serviceId,
      templates: LOCAL_EMAIL.templates,
      origin: '',
      relay: false,
    });
  });

  it("a Worker's build by Cloudflare (its button's) is for deployment, the relay on, its account the edge's and no address named", () => {
    // What Workers Builds gives a build, and nothing the button asked: those are the Worker's own.
    const worker = { WORKERS_CI: '1', WORKERS_CI_BUILD_UUID: '5c0ffee0-0000-4000-8000-000000000001' };
    expect(isProductionBuild(worker)).toBe(true);
    const s = resolveSettings(worker, { production: isProductionBuild(worker) });
    expect(s.siteUrl).toBe('');
    expect(s.email).toEqual({
      local: false,
      atEdge: true,
      publicKey: ACCOUNT_AT_EDGE.publicKey,
      serviceId: ACCOUNT_AT_EDGE.serviceId,
      templates: ACCOUNT_AT_EDGE.templates,
      origin: '',
      relay: true,
    });
    // Given at build, each is used as on any host.
    const given = resolveSettings(
      { ...worker, SITE_URL: 'https://venue.example', ...VENUE_EMAILJS },
      { production: true },
    );
    expect(given.siteUrl).toBe('https://venue.example');
    expect(given.email).toMatchObject({ atEdge: false, relay: true, publicKey: VENUE_EMAILJS.EMAILJS_PUBLIC_KEY });
    // With the relay turned off, the pages need the ids themselves: the build names each, and not the address.
    expect(() => resolveSettings({ ...worker, EMAIL_RELAY: '0' }, { production: true })).toThrow(
      /missing: EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_MESSAGE, EMAILJS_TEMPLATE_SUBSCRIBE, EMAILJS_TEMPLATE_ATTACHMENTS\./,
    );
    // Elsewhere a production build names the address it is missing, relay or not.
    expect(() => resolveSettings({ EMAIL_RELAY: '1', FOYER_PRODUCTION: '1' }, { production: true })).toThrow(
      /missing: SITE_URL\./,
    );
    // The edge reads its own account or none, never the names the pages send for it.
    expect(edgeSettings({ ...worker, EMAIL_RELAY: '1', FOYER_PRODUCTION: '1' }).account).toMatchObject({
      local: true,
      publicKey: LOCAL_EMAIL.publicKey,
    });
  });

  it("with the relay on, the pages send to their own origin, whatever EmailJS's is (promises §16)", () => {
    const s = resolveSettings({ ...full, EMAIL_RELAY: '1', EMAILJS_ORIGIN: 'https://api.emailjs.example' });
    expect(s.email).toMatchObject({ relay: true, origin: '', publicKey: full.EMAILJS_PUBLIC_KEY });
    expect(() => resolveSettings({ EMAIL_RELAY: 'yes' })).toThrow(/EMAIL_RELAY must be 0 or 1/);
  });

  it('uses the given values, without trailing slashes, and the EmailJS origin by default', () => {
    const s = resolveSettings({ ...full, FEED_POST_ID: '12' });
    expect(s.siteUrl).toBe('https://corn.example');
    expect(s.blogUrl).toBe('https://blog.corn.example');
    expect(s.feedPostId).toBe(12);
    expect(s.email.local).toBe(false);
    expect(s.email.origin).toBe('https://api.emailjs.com');
    expect(s.email.templates).toEqual({ message: 't_msg', subscribe: 't_sub', attachments: 't_att' });
  });

  it('refuses a production build naming every missing setting', () => {
    const attempt = () => resolveSettings({ SITE_NAME: 'X', BLOG_URL: '  ' }, { production: true });
    expect(attempt).toThrow(MissingSettingsError);
    expect(attempt).toThrow(
      /missing: SITE_URL, EMAILJS_PUBLIC_KEY, EMAILJS_SERVICE_ID, EMAILJS_TEMPLATE_MESSAGE, EMAILJS_TEMPLATE_SUBSCRIBE, EMAILJS_TEMPLATE_ATTACHMENTS\./,
    );
    expect(() => resolveSettings(full, { production: true })).not.toThrow();
    // A venue without a blog keeps its news in its content folder (promises §14).
    expect(resolveSettings({ ...full, BLOG_URL: '' }, { production: true }).blogUrl).toBe('');
  });

  it('on Netlify, ignores the SITE_NAME Netlify sets (its own name for the site) and takes its URL for SITE_URL', () => {
    const netlify = { ...full, NETLIFY: 'true', SITE_NAME: 'petsof-7f3a', URL: 'https://petsof-7f3a.netlify.app' };
    const withoutUrl = { ...netlify, SITE_URL: undefined };
    const derived = resolveSettings(withoutUrl, { production: true });
    expect(derived.siteName).toBe('');
    expect(derived.siteUrl).toBe('https://petsof-7f3a.netlify.app');
    // The owner's own address wins once set; elsewhere SITE_NAME is the venue's, as set.
    expect(resolveSettings(netlify).siteUrl).toBe('https://corn.example');
    expect(resolveSettings({ ...full, URL: 'https://elsewhere.example' }).siteName).toBe('Corn Exchange');
    expect(() => resolveSettings({ ...withoutUrl, URL: undefined }, { production: true })).toThrow(/missing: SITE_URL/);
  });

  it('rejects a feed post id that is not a positive whole number', () => {
    expect(() => resolveSettings({ FEED_POST_ID: 'abc' })).toThrow(/FEED_POST_ID/);
    expect(() => resolveSettings({ FEED_POST_ID: '-4' })).toThrow(/FEED_POST_ID/);
  });

  it('reads CONTENT_DIR and a FEED_POST_ID that is only digits', () => {
    expect(resolveSettings({ CONTENT_DIR: ' examples/x ' }).contentDir).toBe('examples/x');
    expect(() => resolveSettings({ FEED_POST_ID: '12abc' })).toThrow(/FEED_POST_ID/);
  });
});

describe('the one list of settings', () => {
  it('gives each setting a default once, blank counting as unset', () => {
    expect(settingValue({}, 'PORT')).toBe('3000');
    expect(settingValue({ PORT: '  ' }, 'PORT')).toBe('3000');
    expect(settingValue({ PORT: '4000' }, 'PORT')).toBe('4000');
    expect(() => settingValue({}, 'NO_SUCH_SETTING')).toThrow(/No setting is called NO_SUCH_SETTING/);
  });

  it('tells the build settings (which decide a rebuild) from the server’s', () => {
    expect(BUILD_SETTING_NAMES).toContain('CONTENT_DIR');
    expect(BUILD_SETTING_NAMES).not.toContain('PORT');
    expect(REQUIRED_IN_PRODUCTION).not.toContain('CONTENT_DIR');
  });

  it('resolves and checks the server settings', () => {
    expect(serverSettings({})).toEqual({
      port: 3000,
      watch: true,
      outbox: { maxBytes: 2 * 1024 * 1024, dir: '.outbox' },
      local: { blog: true, email: true },
    });
    expect(
      serverSettings({ BLOG_URL: 'https://b.example', EMAILJS_PUBLIC_KEY: 'pk', OUTBOX_MAX_BYTES: '50000' }),
    ).toMatchObject({
      outbox: { maxBytes: 50_000 },
      local: { blog: false, email: false },
    });
    expect(() => serverSettings({ OUTBOX_MAX_BYTES: '2MB' })).toThrow(
      /OUTBOX_MAX_BYTES must be a positive whole number/,
    );
    expect(() => serverSettings({ PORT: 'eighty' })).toThrow(/PORT must be a port number/);
  });
});

describe('EMAIL_IMAGE_MAX_MB (the compression ceiling)', () => {
  it('is promises §4’s 0.9 MB when unset', () => {
    expect(resolveSettings({}).imageMaxBytes).toBe(943718.4);
    expect(resolveSettings({ EMAIL_IMAGE_MAX_MB: '  ' }).imageMaxBytes).toBe(943718.4);
  });
  it('takes megabytes of 1024 × 1024 bytes', () => {
    expect(resolveSettings({ EMAIL_IMAGE_MAX_MB: '0.3' }).imageMaxBytes).toBeCloseTo(314572.8, 6);
    expect(resolveSettings({ EMAIL_IMAGE_MAX_MB: '2' }).imageMaxBytes).toBe(2097152);
  });
  it.each(['lots', '0', '-1', '0.01', '11', 'Infinity'])('refuses %j, naming the setting', (value) => {
    expect(() => resolveSettings({ EMAIL_IMAGE_MAX_MB: value })).toThrow(
      /EMAIL_IMAGE_MAX_MB must be a number of megabytes/,
    );
  });
});

describe('FOYER_NOW (the build’s now, for tests)', () => {
  it('is the instant it names, whatever the zone it is written in', () => {
    expect(buildNow({ FOYER_NOW: '2026-12-01T12:00:00Z' }).toISOString()).toBe('2026-12-01T12:00:00.000Z');
    expect(buildNow({ FOYER_NOW: ' 2027-07-24T09:30:00+01:00 ' }).toISOString()).toBe('2027-07-24T08:30:00.000Z');
  });
  it('is the clock when unset or blank', () => {
    for (const raw of [{}, { FOYER_NOW: '  ' }]) {
      const before = Date.now();
      const now = buildNow(raw).getTime();
      expect(now).toBeGreaterThanOrEqual(before);
      expect(now).toBeLessThanOrEqual(Date.now());
    }
  });
  it.each(['2026-12-01', '2026-12-01T12:00:00', '2026-02-30T12:00:00Z', 'tomorrow'])(
    'refuses %j: no instant, or one without its offset',
    (value) => {
      expect(() => resolveSettings({ FOYER_NOW: value })).toThrow(
        /FOYER_NOW must be an ISO 8601 instant with its offset, such as 2026-12-01T12:00:00Z/,
      );
      expect(() => buildNow({ FOYER_NOW: value })).toThrow(/FOYER_NOW must be/);
    },
  );
  it('stops a production build, saying why', () => {
    const fixed = { ...full, FOYER_NOW: '2026-12-01T12:00:00Z' };
    expect(() => resolveSettings(fixed)).not.toThrow();
    expect(() => resolveSettings(fixed, { production: true })).toThrow(FROZEN_CLOCK_IN_PRODUCTION);
    expect(FROZEN_CLOCK_IN_PRODUCTION).toMatch(/^FOYER_NOW .*production build.*Unset FOYER_NOW\.$/);
  });
});

describe('what may reach the browser', () => {
  it('is what each setting says of itself: every value made only of settings marked `browser`', () => {
    const resolved = resolveSettings(full);
    // Every resolved value names the settings it is made of, and those exist.
    expect(Object.keys(SOURCES).sort()).toEqual(Object.keys(resolved).sort());
    for (const names of Object.values(SOURCES))
      for (const name of names) expect(SETTINGS.map((s) => s.name)).toContain(name);
    const browser = new Set(SETTINGS.filter((s) => s.browser).map((s) => s.name));
    const shown = Object.keys(publicSettings(resolved));
    for (const [key, names] of Object.entries(SOURCES))
      expect(shown.includes(key), key).toBe(names.every((name) => browser.has(name)));
    // The one zod object says the same of each field.
    for (const s of SETTINGS) expect(SETTINGS_SCHEMA.shape[s.name]?.meta()?.browser, s.name).toBe(s.browser);
    expect(browser.has('CONTENT_DIR')).toBe(false);
    expect(browser.has('AVAILABILITY_ICS')).toBe(false);
  });

  it('names every wrong build setting at once', () => {
    expect(() => resolveSettings({ SITE_URL: 'venue.example', FEED_POST_ID: 'x' })).toThrow(
      /SITE_URL must be an http\(s\) URL, not "venue\.example"\. FEED_POST_ID must be a positive whole number/,
    );
  });

  it('is ids, origins and the name: never the content folder or any other path', () => {
    const resolved = resolveSettings({ ...full, CONTENT_DIR: '/home/someone/venues/corn' });
    const shown = JSON.stringify(publicSettings(resolved));
    expect(shown).not.toContain('/home/someone');
    expect(Object.keys(publicSettings(resolved)).sort()).toEqual(
      ['blogUrl', 'email', 'feedPostId', 'imageMaxBytes', 'siteName', 'siteUrl'].sort(),
    );
  });
});

describe('every variable is described once', () => {
  const root = new URL('../..', import.meta.url).pathname;
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => /\.(m?[jt]sx?)$/.test(file) && !file.startsWith('examples/') && fs.existsSync(root + file));
  const read = new Set<string>();
  for (const file of tracked) {
    for (const match of fs.readFileSync(root + file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]+)/g))
      read.add(match[1] as string);
  }

  it('reads no variable of its own that is not in SETTINGS or HAND_OFFS', () => {
    // Variables of the platform and its tools, which Foyer reads but does not define.
    const platform = new Set(['CI', 'NODE_ENV', 'ASTRO_TELEMETRY_DISABLED', 'HOME', 'PATH', 'TZ']);
    const known = new Set([...SETTINGS.map((s) => s.name), ...Object.keys(HAND_OFFS)]);
    expect([...read].filter((name) => !known.has(name) && !platform.has(name))).toEqual([]);
  });

  it('lists every setting in docs/settings.md, and nothing it does not read', () => {
    const readme = fs.readFileSync(root + 'docs/settings.md', 'utf8');
    // The first cell of a table row: one name, or several (`OUTBOX_MAX_BYTES`, `OUTBOX_DIR`).
    const cells = [...readme.matchAll(/^\| (`[A-Z][A-Z0-9_]+`(?:, `[A-Z][A-Z0-9_]+`)*) \|/gm)].map((m) => m[1] ?? '');
    const rows = new Set(cells.flatMap((cell) => [...cell.matchAll(/`([A-Z0-9_]+)`/g)].map((m) => m[1])));
    expect([...rows].sort()).toEqual(SETTINGS.map((s) => s.name).sort());
  });

  it('checks a set value by its schema, naming the setting', () => {
    expect(() => resolveSettings({ SITE_URL: 'venue.example' })).toThrow(/SITE_URL must be an http\(s\) URL/);
    expect(() => serverSettings({ FOYER_WATCH: 'yes' })).toThrow(/FOYER_WATCH must be 0 or 1/);
  });
});
