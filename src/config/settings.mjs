// @ts-check
/**
 * Every variable Foyer reads from the environment, described once: its name, who reads it, its default, its check,
 * and whether its value may reach the browser. The tables of docs/settings.md list exactly these (a unit test holds
 * them together, and holds every `process.env.X` in the code to this list).
 *
 * Plain JavaScript with JSDoc types, free of framework, browser and Node imports, so that the build's integration
 * (integration/astro-foyer.mjs), `npm start`, the local stand-ins, the site's own code and the tests all import this very
 * file, none of them through a compiler. What each setting promises: docs/promises.md, "Settings".
 */
import { onHost } from './host.mjs';
import { z } from 'zod';

/**
 * @typedef {'build' | 'server' | 'edge' | 'tool'} SettingScope
 *   build: read by the build (a change means a new build); server: read by `npm start`, `npm run dev` and their
 *   stand-ins; edge: read by the enquiry relay wherever it runs (`npm start`, `npm run edge`, the venue's Worker or
 *   Function), never by the build, so never in a page; tool: read by Foyer's own scripts and tests (how they run, never
 *   what the site says).
 * @typedef {{
 *   name: string,
 *   scope: SettingScope,
 *   about: string,
 *   fallback: string,
 *   requiredInProduction: boolean,
 *   browser: boolean,
 *   check: z.ZodType<unknown>,
 *   must: string,
 * }} SettingDescription
 *   fallback: the value when unset or blank; check: what a set value must satisfy (as text); must: how the error
 *   message says it ("FEED_POST_ID must be <must>, not …"); browser: its value may reach the browser (written into
 *   the pages' scripts): only ids, origins and names, never a path or a secret of the build machine.
 */

const anyText = z.string();
const wholeNumber = (/** @type {number} */ min, /** @type {number} */ max) =>
  z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(min).max(max));
const httpUrl = z.url({ protocol: /^https?$/ });
const onOff = z.enum(['0', '1']);
/** An instant that reads the same on every machine, whatever its zone: ISO 8601 with its offset or Z. */
const instant = z.iso.datetime({ offset: true });

/**
 * @param {string} name
 * @param {Partial<SettingDescription> & { scope: SettingScope, about: string }} rest
 * @returns {SettingDescription}
 */
const setting = (name, rest) => ({
  name,
  fallback: '',
  requiredInProduction: false,
  browser: false,
  check: anyText,
  must: 'text',
  ...rest,
});

/** @type {readonly SettingDescription[]} */
export const SETTINGS = [
  setting('CONTENT_DIR', { scope: 'build', about: "the venue's content folder", fallback: 'content' }),
  setting('SITE_NAME', {
    scope: 'build',
    about: "the venue's name (overrides the content's; ignored on Netlify, which sets it to its own site name)",
    browser: true,
  }),
  setting('SITE_URL', {
    scope: 'build',
    about: 'public origin',
    browser: true,
    fallback: 'http://localhost:3000',
    requiredInProduction: true,
    check: httpUrl,
    must: 'an http(s) URL',
  }),
  setting('BLOG_URL', {
    scope: 'build',
    about:
      "root of the WordPress site; unset in a production build: the news comes from the content folder's news/ (none without it)",
    browser: true,
    // A venue without WordPress keeps its news in its content folder (promises §14): not required.
    check: httpUrl,
    must: 'an http(s) URL',
  }),
  setting('FEED_POST_ID', {
    scope: 'build',
    about: 'the post that fills the feed block',
    browser: true,
    fallback: '856',
    check: wholeNumber(1, Number.MAX_SAFE_INTEGER),
    must: 'a positive whole number',
  }),
  setting('EMAILJS_PUBLIC_KEY', {
    scope: 'build',
    about: 'EmailJS public key',
    requiredInProduction: true,
    browser: true,
  }),
  setting('EMAILJS_SERVICE_ID', {
    scope: 'build',
    about: 'EmailJS service',
    requiredInProduction: true,
    browser: true,
  }),
  setting('EMAILJS_TEMPLATE_MESSAGE', {
    scope: 'build',
    about: 'template for message forms',
    requiredInProduction: true,
    browser: true,
  }),
  setting('EMAILJS_TEMPLATE_SUBSCRIBE', {
    scope: 'build',
    about: 'template for subscribe forms',
    requiredInProduction: true,
    browser: true,
  }),
  setting('EMAILJS_TEMPLATE_ATTACHMENTS', {
    scope: 'build',
    about: 'template for forms with images',
    requiredInProduction: true,
    browser: true,
  }),
  setting('EMAILJS_ORIGIN', {
    scope: 'build',
    about: 'EmailJS API origin',
    browser: true,
    fallback: 'https://api.emailjs.com',
    check: httpUrl,
    must: 'an http(s) URL',
  }),
  setting('EMAIL_RELAY', {
    scope: 'build',
    about:
      "1: the forms send through the enquiry relay on the site's own origin, with a proof of work (the venue's edge must run it; see docs/relay.md)",
    browser: true,
    fallback: '0',
    check: onOff,
    must: '0 or 1',
  }),
  setting('EMAIL_IMAGE_MAX_MB', {
    scope: 'build',
    about: 'compression ceiling of attached images, in MB',
    browser: true,
    fallback: '0.9',
    // Below 0.05 MB no photo survives compression; above 10 MB no EmailJS plan takes even one.
    check: z
      .string()
      .regex(/^\d*\.?\d+$/)
      .transform(Number)
      .pipe(z.number().min(0.05).max(10)),
    must: 'a number of megabytes from 0.05 to 10',
  }),
  setting('SAMPLE_BLOG_MODE', {
    scope: 'build',
    about:
      'local mode: the sample blog answers as a blog with plain permalinks (plain) or a locked REST API (locked, locked-plugin)',
    check: z.enum(['plain', 'locked', 'locked-plugin']),
    must: 'plain, locked or locked-plugin',
  }),
  setting('AVAILABILITY_ICS', {
    scope: 'build',
    about:
      "the venue's booking calendar as an iCalendar feed (a secret http(s) address, or a file): the days it holds are shown as held",
  }),
  setting('EDITOR_BACKEND', {
    scope: 'build',
    about:
      "where the staff's editor (/admin/) reads and saves the content: github, gitlab or gitea (Gitea and Forgejo)",
    fallback: 'github',
    check: z.enum(['github', 'gitlab', 'gitea']),
    must: 'github, gitlab or gitea',
  }),
  setting('EDITOR_REPO', {
    scope: 'build',
    about: "the site's repository on that host, as owner/name (unset: the editor works with a local clone only)",
    check: z.string().regex(/^[\w.-]+(\/[\w.-]+)+$/),
    must: 'owner/name',
  }),
  setting('EDITOR_BRANCH', {
    scope: 'build',
    about: 'the branch the editor saves to (the one the host builds)',
    fallback: 'main',
    check: z.string().regex(/^[\w./-]+$/),
    must: 'a branch name',
  }),
  setting('EDITOR_BASE_URL', {
    scope: 'build',
    about:
      'a GitLab or Gitea/Forgejo of your own (its https origin), or for GitHub the OAuth helper that signs staff in',
    check: z.url({ protocol: /^https$/ }),
    must: 'an https URL',
  }),
  setting('EDITOR_SIGN_IN', {
    scope: 'build',
    about:
      "email: the staff sign in to the editor with their email, on the venue's edge (GitHub only; see docs/staff.md), with no Git account",
    check: z.enum(['email']),
    must: 'email',
  }),
  setting('EDITOR_APP_ID', {
    scope: 'build',
    about: "GitLab or Gitea/Forgejo: the OAuth application's id, for signing in in the browser",
  }),
  setting('CF_PAGES', {
    scope: 'build',
    about: 'set by Cloudflare Pages in its builds: out/_headers is written in its form (see "The staff\'s editor")',
    check: onOff,
    must: '0 or 1',
  }),
  setting('WORKERS_CI', {
    scope: 'build',
    about:
      "set by Cloudflare Workers Builds (and by `npm run edge` when it builds): out/_headers is written in Cloudflare's form, as for CF_PAGES",
    check: onOff,
    must: '0 or 1',
  }),
  setting('WORKERS_CI_BUILD_UUID', {
    scope: 'build',
    about:
      "set by Cloudflare Workers Builds in each of its builds, a Deploy to Cloudflare button's first among them: a build of the venue's Worker, meant for deployment, its forms sending through the Worker's relay; without SITE_URL its pages name no address of their own (Cloudflare tells a build none)",
  }),
  setting('FOYER_PRODUCTION', {
    scope: 'build',
    about: 'a build meant for deployment: stop when a required setting is missing (`npm run build:production` sets it)',
    check: onOff,
    must: '0 or 1',
  }),
  setting('FOYER_NOW', {
    scope: 'build',
    about:
      "for tests: the instant the build takes as now (which events have ended, the held dates' first day, the footer's year); unset: the build's clock. A production build refuses it",
    check: instant,
    must: 'an ISO 8601 instant with its offset, such as 2026-12-01T12:00:00Z',
  }),
  setting('EMAILJS_PRIVATE_KEY', {
    scope: 'edge',
    about:
      "the EmailJS account's private key, which the relay adds to each send (a secret of the edge; local mode: the outbox's own)",
  }),
  setting('EDGE_SECRET', {
    scope: 'edge',
    about:
      'the secret that signs the proof-of-work challenges (a long random text, a secret of the edge; local mode: a new one each start)',
  }),
  setting('STAFF_EMAILS', {
    scope: 'edge',
    about:
      'who may sign in to the editor by email: their addresses, separated by commas or spaces (read at every request: a removed address is refused at once)',
  }),
  setting('EMAILJS_TEMPLATE_SIGN_IN', {
    scope: 'edge',
    about: 'the EmailJS template of the sign-in link (its parameters: to_email, link, expires_in, site)',
  }),
  setting('GITHUB_APP_ID', { scope: 'edge', about: "the venue's GitHub App: its App ID" }),
  setting('GITHUB_APP_INSTALLATION_ID', {
    scope: 'edge',
    about: "the venue's GitHub App: the id of its installation on the site's repository",
  }),
  setting('GITHUB_APP_PRIVATE_KEY', {
    scope: 'edge',
    about: "the venue's GitHub App: its private key, PKCS#8 PEM (a secret of the edge)",
  }),
  setting('GITHUB_API_ORIGIN', {
    scope: 'edge',
    about: "GitHub's API, for the editor's requests the edge passes on (GitHub Enterprise, or a test's stand-in)",
    fallback: 'https://api.github.com',
    check: httpUrl,
    must: 'an http(s) URL',
  }),
  setting('EMAIL_RELAY_BUDGET', {
    scope: 'edge',
    about: 'the sends the relay forwards from one visitor address in an hour',
    fallback: '10',
    check: wholeNumber(1, 100_000),
    must: 'a whole number from 1 to 100000',
  }),
  setting('EMAIL_RELAY_MAX_BYTES', {
    scope: 'edge',
    about: "the largest send the relay forwards: the EmailJS plan's own limit",
    fallback: '2097152',
    check: wholeNumber(1024, 100 * 1024 * 1024),
    must: 'a whole number of bytes from 1024 to 104857600',
  }),
  setting('PORT', {
    scope: 'server',
    about: 'port of npm start and npm run dev',
    fallback: '3000',
    check: wholeNumber(0, 65535),
    must: 'a port number',
  }),
  setting('OUTBOX_MAX_BYTES', {
    scope: 'server',
    about: 'largest email the local outbox accepts',
    fallback: '2097152',
    check: wholeNumber(1, Number.MAX_SAFE_INTEGER),
    must: 'a positive whole number of bytes',
  }),
  setting('OUTBOX_DIR', { scope: 'server', about: 'where the local outbox keeps emails', fallback: '.outbox' }),
  setting('FOYER_WATCH', {
    scope: 'server',
    about: '`npm start` builds again when a file the build reads changes (0: never; off under CI)',
    fallback: '1',
    check: onOff,
    must: '0 or 1',
  }),
  setting('FOYER_CACHE', {
    scope: 'tool',
    about:
      'where builds keep what they made of the photos and the fonts, keyed by what it was made from (`.ci/run` keeps it between clones, as a CI service keeps a cache)',
    fallback: 'node_modules/.cache',
  }),
  setting('E2E_PORT', {
    scope: 'tool',
    about: 'port of the site the end-to-end tests start (so that two checkouts can test side by side)',
    fallback: '3999',
    check: wholeNumber(1, 65535),
    must: 'a port number',
  }),
  setting('OUT_DIR', {
    scope: 'tool',
    about:
      "where the build writes the site and `npm start` and `npm run edge` serve it, from the project (the example tests give each venue its own, to run beside the demo's; hosts publish out/)",
    fallback: 'out',
  }),
  setting('EXAMPLE_DIR', {
    scope: 'tool',
    about: 'the example venue `npm run test:examples` builds and tests',
    fallback: 'examples/rooftop',
  }),
  setting('UPDATE_PAGES', {
    scope: 'tool',
    about:
      "set to 1, the suite writes each built page's text and links anew into tests/pages/<venue>.json, for a change visitors should see",
    fallback: '',
  }),
  setting('EXAMPLE_PORT', {
    scope: 'tool',
    about: 'port of the example venue the example tests start',
    fallback: '3998',
    check: wholeNumber(1, 65535),
    must: 'a port number',
  }),
  setting('BENCH_PORT', {
    scope: 'tool',
    about: 'port of the site the benches start (else PORT, else 4173)',
    check: wholeNumber(1, 65535),
    must: 'a port number',
  }),
  setting('CHROMIUM_PATH', {
    scope: 'tool',
    about: 'the Chromium the benches drive',
    fallback: '/usr/bin/chromium',
  }),
  setting('CHROMIUM_HEADLESS_SHELL_PATH', {
    scope: 'tool',
    about: 'the headless shell the tests drive (the whole browser when absent)',
    fallback: '/usr/bin/chromium-headless-shell',
  }),
];

/**
 * The settings as one zod object, each field its setting: blank counts as unset and takes the default, a set value
 * must pass its check, and each field carries what the list says of it (`meta`: scope, whether the browser may have
 * it). `resolveSettings` checks every build setting with it at once and names each that is wrong.
 */
export const SETTINGS_SCHEMA = z.object(
  Object.fromEntries(
    SETTINGS.map((s) => [
      s.name,
      z
        .string()
        .optional()
        .transform((value, context) => {
          const text = (value ?? '').trim() || s.fallback;
          if (text === '') return '';
          const result = s.check.safeParse(text);
          if (result.success) return result.data;
          context.addIssue({ code: 'custom', message: `${s.name} must be ${s.must}, not "${value}".` });
          return z.NEVER;
        })
        .meta({ scope: s.scope, browser: s.browser, description: s.about }),
    ]),
  ),
);

/**
 * Values Foyer's own processes hand to each other; not settings, and nobody sets them by hand. Listed so that the
 * test which holds every `process.env.X` in the code to this file knows them.
 */
export const HAND_OFFS = {
  /** integration/astro-foyer.mjs → the site's code, defined by the build: the browser-safe settings (publicSettings). */
  FOYER_PUBLIC_SETTINGS: 'FOYER_PUBLIC_SETTINGS',
  /** scripts/build.mjs and scripts/dev.mjs → the build: where the sample blog is served meanwhile. */
  FOYER_SAMPLE_BLOG_URL: 'FOYER_SAMPLE_BLOG_URL',
  /** scripts/dev.mjs → integration/astro-foyer.mjs: where the stand-ins answer, for the dev server's proxy. */
  FOYER_STAND_INS_URL: 'FOYER_STAND_INS_URL',
  /** integration/astro-foyer.mjs → itself when Astro loads the configuration again: the photos of this build are made. */
  FOYER_PHOTOS_DONE: 'FOYER_PHOTOS_DONE',
};

/** The settings the build reads: a change to any of them means a new build. */
export const BUILD_SETTING_NAMES = SETTINGS.filter((s) => s.scope === 'build').map((s) => s.name);

export { onHost };

/** A deployment must say these; the rest have defaults that are right in production too. */
export const REQUIRED_IN_PRODUCTION = SETTINGS.filter((s) => s.requiredInProduction).map((s) => s.name);

/**
 * The ids a local-mode build sends, and the only ones the local outbox of `npm start` accepts; `privateKey`: the key the
 * outbox asks of a relay in local mode, as EmailJS's strict mode asks for the account's own (not a secret: it opens
 * nothing but the local outbox).
 */
export const LOCAL_EMAIL = Object.freeze({
  publicKey: 'local-public-key',
  privateKey: 'local-private-key',
  /** The template of staff sign-in's link (promises §17), sent by the edge alone. */
  signInTemplate: 'local_sign_in',
  serviceId: 'local_outbox',
  templates: Object.freeze({
    message: 'local_message',
    subscribe: 'local_subscribe',
    attachments: 'local_attachments',
  }),
});

/**
 * What the pages send for the account when the venue's edge holds it (`accountAtEdge`): not ids but names, of the
 * account and of each form's template, which the relay alone turns into the account's own ids (edge/relay.ts).
 */
export const ACCOUNT_AT_EDGE = Object.freeze({
  publicKey: 'edge',
  serviceId: 'edge',
  templates: Object.freeze({ message: 'message', subscribe: 'subscribe', attachments: 'attachments' }),
});

/**
 * @typedef {Record<string, string | undefined>} RawSettings
 * @typedef {{
 *   local: boolean,
 *   atEdge: boolean,
 *   publicKey: string,
 *   serviceId: string,
 *   templates: { message: string, subscribe: string, attachments: string },
 *   origin: string,
 *   relay: boolean,
 * }} EmailSettings
 * @typedef {{
 *   siteName: string,
 *   siteUrl: string,
 *   blogUrl: string,
 *   feedPostId: number,
 *   imageMaxBytes: number,
 *   email: EmailSettings,
 * }} PublicSettings
 *   What the browser may know: ids and origins, never a path of the build machine.
 *   siteName: '' means the content's name; siteUrl: '' means an address not known to the build (a Worker's build
 *   without SITE_URL: the pages name none); blogUrl: '' means the sample blog on this origin; email.local: no
 *   EmailJS account, emails go to the local outbox; email.atEdge: the venue's edge holds the account, the pages send
 *   ACCOUNT_AT_EDGE's names through the relay; email.origin: '' means this page's own origin (the local
 *   outbox); imageMaxBytes: an attached image over it is compressed to at most it before sending (promises §4;
 *   EMAIL_IMAGE_MAX_MB in MB of 1024 × 1024 bytes).
 * @typedef {PublicSettings & { contentDir: string }} Settings
 *   contentDir: as given (relative to the project's root, or absolute); build-only.
 */

/** @param {string | undefined} value */
const trimmed = (value) => (value ?? '').trim();
/** @param {string} url */
const withoutTrailingSlash = (url) => url.replace(/\/+$/, '');

/** @param {string} name */
function described(name) {
  const found = SETTINGS.find((s) => s.name === name);
  if (!found) throw new Error(`No setting is called ${name}.`);
  return found;
}

/**
 * A setting's value as text, or its default when unset or blank.
 * @param {RawSettings} raw
 * @param {string} name
 */
export function settingValue(raw, name) {
  return trimmed(raw[name]) || described(name).fallback;
}

/**
 * A setting's value checked by its schema, the default included (a number setting gives a number).
 * @param {RawSettings} raw
 * @param {string} name
 * @returns {any}
 */
export function checkedSetting(raw, name) {
  described(name);
  const result = /** @type {z.ZodType<unknown>} */ (SETTINGS_SCHEMA.shape[name]).safeParse(raw[name]);
  if (!result.success) throw new Error(result.error.issues.map((issue) => issue.message).join(' '));
  return result.data;
}

/**
 * Why a build meant for deployment refuses FOYER_NOW: its site would go on listing events that have ended and holding
 * dates from a day long gone, and a host's scheduled rebuild would not move it on.
 */
export const FROZEN_CLOCK_IN_PRODUCTION =
  "FOYER_NOW fixes the build's clock, for tests: a production build reads the real clock, or its site would list events that have ended. Unset FOYER_NOW.";

export class MissingSettingsError extends Error {
  /** @param {readonly string[]} missing */
  constructor(missing) {
    super(
      `A production build needs these settings, which are missing: ${missing.join(', ')}. ` +
        'Set them in the environment of the build (see docs/deploying.md).',
    );
    this.name = 'MissingSettingsError';
    this.missing = missing;
  }
}

/** The EmailJS account's ids: a build's to give, unless the venue's edge holds them (`accountAtEdge`). */
const ACCOUNT_SETTINGS = [
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_MESSAGE',
  'EMAILJS_TEMPLATE_SUBSCRIBE',
  'EMAILJS_TEMPLATE_ATTACHMENTS',
];

/**
 * A build for deployment whose forms send through the relay and which names no EmailJS account: the venue's edge
 * holds it (its own variables or secrets), so a Worker deployed by Cloudflare's button, whose build is given none of
 * what the button asked, sends all the same. The pages then name each template by its form (`ACCOUNT_AT_EDGE`).
 * @param {RawSettings} raw as the host gives it (onHost)
 */
function accountAtEdge(raw) {
  return (
    checkedSetting(raw, 'FOYER_PRODUCTION') === '1' &&
    checkedSetting(raw, 'EMAIL_RELAY') === '1' &&
    trimmed(raw.EMAILJS_PUBLIC_KEY) === ''
  );
}

/** @param {RawSettings} raw as the host gives it (onHost) */
function missingForProduction(raw) {
  const atEdge = accountAtEdge(raw);
  const worker = trimmed(raw.WORKERS_CI_BUILD_UUID) !== '';
  return REQUIRED_IN_PRODUCTION.filter(
    (name) =>
      trimmed(raw[name]) === '' &&
      !(atEdge && ACCOUNT_SETTINGS.includes(name)) &&
      // Cloudflare tells its builds no address: the pages name none until SITE_URL is set.
      !(worker && name === 'SITE_URL'),
  );
}

/** @param {RawSettings} raw a build meant for deployment (FOYER_PRODUCTION=1, or a build of Cloudflare's for a Worker) */
export const isProductionBuild = (raw) => checkedSetting(onHost(raw), 'FOYER_PRODUCTION') === '1';

/**
 * @param {RawSettings} given the environment, or any object holding the settings by name
 * @param {{ production?: boolean }} [options] production: refuse missing settings, naming each, and a fixed clock
 * @returns {Settings}
 */
export function resolveSettings(given, options = {}) {
  const raw = onHost(given);
  if (options.production) {
    const missing = missingForProduction(raw);
    if (missing.length > 0) throw new MissingSettingsError(missing);
    if (settingValue(raw, 'FOYER_NOW') !== '') throw new Error(FROZEN_CLOCK_IN_PRODUCTION);
  }
  // Every build setting at once: a build that stops names each one that is wrong.
  const checked = SETTINGS_SCHEMA.pick(Object.fromEntries(BUILD_SETTING_NAMES.map((name) => [name, true]))).safeParse(
    Object.fromEntries(BUILD_SETTING_NAMES.map((name) => [name, raw[name]])),
  );
  if (!checked.success) throw new Error(checked.error.issues.map((issue) => issue.message).join(' '));
  const atEdge = accountAtEdge(raw);
  const local = settingValue(raw, 'EMAILJS_PUBLIC_KEY') === '' && !atEdge;
  // The relay stands on the site's own origin (promises §16): the pages post there, whatever EMAILJS_ORIGIN says.
  const relay = checkedSetting(raw, 'EMAIL_RELAY') === '1';
  // A Worker's build without SITE_URL: Cloudflare names it no address, and localhost would be wrong on every page.
  const addressUnknown = trimmed(raw.WORKERS_CI_BUILD_UUID) !== '' && trimmed(raw.SITE_URL) === '';
  return {
    contentDir: settingValue(raw, 'CONTENT_DIR'),
    siteName: settingValue(raw, 'SITE_NAME'),
    siteUrl: addressUnknown ? '' : withoutTrailingSlash(settingValue(raw, 'SITE_URL')),
    blogUrl: withoutTrailingSlash(settingValue(raw, 'BLOG_URL')),
    feedPostId: checkedSetting(raw, 'FEED_POST_ID'),
    imageMaxBytes: checkedSetting(raw, 'EMAIL_IMAGE_MAX_MB') * 1024 * 1024,
    email: local
      ? {
          local,
          atEdge,
          publicKey: LOCAL_EMAIL.publicKey,
          serviceId: LOCAL_EMAIL.serviceId,
          templates: { ...LOCAL_EMAIL.templates },
          origin: relay ? '' : withoutTrailingSlash(trimmed(raw.EMAILJS_ORIGIN)),
          relay,
        }
      : atEdge
        ? {
            local,
            atEdge,
            publicKey: ACCOUNT_AT_EDGE.publicKey,
            serviceId: ACCOUNT_AT_EDGE.serviceId,
            templates: { ...ACCOUNT_AT_EDGE.templates },
            origin: '',
            relay,
          }
        : {
            local,
            atEdge,
            publicKey: settingValue(raw, 'EMAILJS_PUBLIC_KEY'),
            serviceId: settingValue(raw, 'EMAILJS_SERVICE_ID'),
            templates: {
              message: settingValue(raw, 'EMAILJS_TEMPLATE_MESSAGE'),
              subscribe: settingValue(raw, 'EMAILJS_TEMPLATE_SUBSCRIBE'),
              attachments: settingValue(raw, 'EMAILJS_TEMPLATE_ATTACHMENTS'),
            },
            origin: relay ? '' : withoutTrailingSlash(settingValue(raw, 'EMAILJS_ORIGIN')),
            relay,
          },
  };
}

/**
 * The instant the build takes as now, the one clock of everything it writes that depends on the day (the coming
 * events, the held dates, the footer's year): FOYER_NOW when set, so that the tests' builds say the same on any day;
 * else the machine's clock when asked.
 * @param {RawSettings} raw
 * @returns {Date}
 */
export function buildNow(raw) {
  const fixed = checkedSetting(raw, 'FOYER_NOW');
  return fixed === '' ? new Date() : new Date(fixed);
}

/**
 * Which settings each resolved value is made of: a value reaches the browser only if every one of them says it may
 * (`browser`), so a setting stays build-only until its own description says otherwise.
 * @type {Record<keyof Settings, readonly string[]>}
 */
export const SOURCES = {
  contentDir: ['CONTENT_DIR'],
  siteName: ['SITE_NAME'],
  siteUrl: ['SITE_URL'],
  blogUrl: ['BLOG_URL'],
  feedPostId: ['FEED_POST_ID'],
  imageMaxBytes: ['EMAIL_IMAGE_MAX_MB'],
  email: [
    'EMAILJS_PUBLIC_KEY',
    'EMAILJS_SERVICE_ID',
    'EMAILJS_TEMPLATE_MESSAGE',
    'EMAILJS_TEMPLATE_SUBSCRIBE',
    'EMAILJS_TEMPLATE_ATTACHMENTS',
    'EMAILJS_ORIGIN',
    'EMAIL_RELAY',
  ],
};

/**
 * The part of the settings that may reach the browser: the values whose settings all say so.
 * @param {Settings} settings
 * @returns {PublicSettings}
 */
export function publicSettings(settings) {
  const shown = Object.entries(settings).filter(([key]) => {
    const sources = SOURCES[/** @type {keyof Settings} */ (key)];
    return sources !== undefined && sources.every((name) => described(name).browser);
  });
  return /** @type {PublicSettings} */ (Object.fromEntries(shown));
}

/**
 * The settings of `npm start`, `npm run dev` and their stand-ins.
 * @param {RawSettings} raw
 * @returns {{ port: number, watch: boolean, outbox: { maxBytes: number, dir: string }, local: { blog: boolean, email: boolean } }}
 */
export function serverSettings(raw) {
  return {
    port: checkedSetting(raw, 'PORT'),
    watch: checkedSetting(raw, 'FOYER_WATCH') === '1',
    outbox: { maxBytes: checkedSetting(raw, 'OUTBOX_MAX_BYTES'), dir: settingValue(raw, 'OUTBOX_DIR') },
    local: { blog: settingValue(raw, 'BLOG_URL') === '', email: settingValue(raw, 'EMAILJS_PUBLIC_KEY') === '' },
  };
}

/**
 * @typedef {{
 *   account: {
 *     local: boolean,
 *     publicKey: string,
 *     serviceId: string,
 *     templates: string[],
 *     byForm: { message: string, subscribe: string, attachments: string },
 *   },
 *   siteUrl: string,
 *   privateKey: string,
 *   proofKey: string,
 *   budget: number,
 *   maxBytes: number,
 *   upstream: string,
 * }} EdgeSettings
 *   account: the venue's own EmailJS ids, the only ones the relay sends for (the build's settings, read again by the
 *   edge); privateKey, proofKey: '' when unset (the relay then refuses to send, saying which); upstream: EmailJS's
 *   origin, '' in local mode for the server's own outbox.
 */

/**
 * The enquiry relay's settings, wherever it runs (promises §16): the same names in `npm start`'s environment, in
 * `npm run edge`'s and in the Worker's or Function's variables and secrets.
 * @param {RawSettings} raw
 * @returns {EdgeSettings}
 */
export function edgeSettings(raw) {
  // The edge's own account, or none (local mode): never the names a build's pages send for it (ACCOUNT_AT_EDGE).
  const { email, siteUrl } = resolveSettings({ ...raw, FOYER_PRODUCTION: undefined, WORKERS_CI_BUILD_UUID: undefined });
  return {
    account: {
      local: email.local,
      publicKey: email.publicKey,
      serviceId: email.serviceId,
      templates: Object.values(email.templates),
      byForm: email.templates,
    },
    siteUrl,
    privateKey: settingValue(raw, 'EMAILJS_PRIVATE_KEY') || (email.local ? LOCAL_EMAIL.privateKey : ''),
    proofKey: settingValue(raw, 'EDGE_SECRET'),
    budget: checkedSetting(raw, 'EMAIL_RELAY_BUDGET'),
    maxBytes: checkedSetting(raw, 'EMAIL_RELAY_MAX_BYTES'),
    upstream: email.local
      ? withoutTrailingSlash(trimmed(raw.EMAILJS_ORIGIN))
      : withoutTrailingSlash(settingValue(raw, 'EMAILJS_ORIGIN')),
  };
}

/**
 * @typedef {{
 *   siteUrl: string,
 *   staff: string[],
 *   secret: string,
 *   email: { upstream: string, publicKey: string, serviceId: string, template: string, privateKey: string },
 *   github: { apiOrigin: string, repo: string, appId: string, installationId: string, privateKey: string },
 *   missing: string[],
 * }} SignInEdgeSettings
 *   missing: the settings staff sign-in still needs (none: it is on).
 */

/**
 * Staff sign-in's settings on the edge (promises §17).
 * @param {RawSettings} raw
 * @returns {SignInEdgeSettings}
 */
export function signInSettings(raw) {
  const edge = edgeSettings(raw);
  const settings = {
    siteUrl: edge.siteUrl,
    staff: settingValue(raw, 'STAFF_EMAILS')
      .split(/[\s,;]+/)
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    secret: edge.proofKey,
    email: {
      upstream: edge.upstream,
      publicKey: edge.account.publicKey,
      serviceId: edge.account.serviceId,
      template: settingValue(raw, 'EMAILJS_TEMPLATE_SIGN_IN') || (edge.account.local ? LOCAL_EMAIL.signInTemplate : ''),
      privateKey: edge.privateKey,
    },
    github: {
      apiOrigin: withoutTrailingSlash(checkedSetting(raw, 'GITHUB_API_ORIGIN')),
      repo: settingValue(raw, 'EDITOR_REPO'),
      appId: settingValue(raw, 'GITHUB_APP_ID'),
      installationId: settingValue(raw, 'GITHUB_APP_INSTALLATION_ID'),
      privateKey: settingValue(raw, 'GITHUB_APP_PRIVATE_KEY').replace(/\\n/g, '\n'),
    },
  };
  const needed = {
    STAFF_EMAILS: settings.staff.length > 0,
    EDGE_SECRET: settings.secret,
    EMAILJS_PRIVATE_KEY: settings.email.privateKey,
    EMAILJS_TEMPLATE_SIGN_IN: settings.email.template,
    EMAILJS_ORIGIN: settings.email.upstream,
    EDITOR_REPO: settings.github.repo,
    GITHUB_APP_ID: settings.github.appId,
    GITHUB_APP_INSTALLATION_ID: settings.github.installationId,
    GITHUB_APP_PRIVATE_KEY: settings.github.privateKey,
  };
  return {
    ...settings,
    missing: Object.entries(needed)
      .filter(([, value]) => !value)
      .map(([name]) => name),
  };
}
