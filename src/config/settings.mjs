// @ts-check
/**
 * Every setting Foyer reads from the environment: its name, default and check, written once.
 *
 * Plain JavaScript with JSDoc types, free of Next.js, browser and Node imports, so that `next.config.ts`, the
 * post-build steps, `npm start`, the local stand-ins, the site's own code and the tests all import this very
 * file, none of them through a compiler. What each setting promises: docs/promises.md, "Settings".
 */

/**
 * @typedef {'build' | 'server'} SettingScope  build: read by `next build` (a change means a new build);
 *   server: read by `npm start` and its stand-ins only.
 * @typedef {{ name: string, scope: SettingScope, about: string, fallback: string, requiredInProduction: boolean }} SettingDescription
 */

/** @type {readonly SettingDescription[]} */
export const SETTINGS = [
  {
    name: 'CONTENT_DIR',
    scope: 'build',
    about: "the venue's content folder",
    fallback: 'content',
    requiredInProduction: false,
  },
  {
    name: 'SITE_NAME',
    scope: 'build',
    about: "the venue's name (overrides the content's)",
    fallback: '',
    requiredInProduction: true,
  },
  {
    name: 'SITE_URL',
    scope: 'build',
    about: 'public origin',
    fallback: 'http://localhost:3000',
    requiredInProduction: true,
  },
  { name: 'BLOG_URL', scope: 'build', about: 'root of the WordPress site', fallback: '', requiredInProduction: true },
  {
    name: 'FEED_POST_ID',
    scope: 'build',
    about: 'the post that fills the feed block',
    fallback: '856',
    requiredInProduction: false,
  },
  { name: 'EMAILJS_PUBLIC_KEY', scope: 'build', about: 'EmailJS public key', fallback: '', requiredInProduction: true },
  { name: 'EMAILJS_SERVICE_ID', scope: 'build', about: 'EmailJS service', fallback: '', requiredInProduction: true },
  {
    name: 'EMAILJS_TEMPLATE_MESSAGE',
    scope: 'build',
    about: 'template for message forms',
    fallback: '',
    requiredInProduction: true,
  },
  {
    name: 'EMAILJS_TEMPLATE_SUBSCRIBE',
    scope: 'build',
    about: 'template for subscribe forms',
    fallback: '',
    requiredInProduction: true,
  },
  {
    name: 'EMAILJS_TEMPLATE_ATTACHMENTS',
    scope: 'build',
    about: 'template for forms with images',
    fallback: '',
    requiredInProduction: true,
  },
  {
    name: 'EMAILJS_ORIGIN',
    scope: 'build',
    about: 'EmailJS API origin',
    fallback: 'https://api.emailjs.com',
    requiredInProduction: false,
  },
  {
    name: 'EMAIL_IMAGE_MAX_MB',
    scope: 'build',
    about: 'compression ceiling of attached images, in MB',
    fallback: '0.9',
    requiredInProduction: false,
  },
  { name: 'PORT', scope: 'server', about: 'port of npm start', fallback: '3000', requiredInProduction: false },
  {
    name: 'OUTBOX_MAX_BYTES',
    scope: 'server',
    about: 'largest email the local outbox accepts',
    fallback: '2097152',
    requiredInProduction: false,
  },
  {
    name: 'OUTBOX_DIR',
    scope: 'server',
    about: 'where the local outbox keeps emails',
    fallback: '.outbox',
    requiredInProduction: false,
  },
  {
    name: 'SAMPLE_BLOG_MODE',
    scope: 'build',
    about:
      'local mode: the sample blog answers as a blog with plain permalinks (plain) or a locked REST API (locked, locked-plugin)',
    fallback: '',
    requiredInProduction: false,
  },
];

/** The settings `next build` reads: a change to any of them means a new build. */
export const BUILD_SETTING_NAMES = SETTINGS.filter((s) => s.scope === 'build').map((s) => s.name);

/** A deployment must say these; the rest have defaults that are right in production too. */
export const REQUIRED_IN_PRODUCTION = SETTINGS.filter((s) => s.requiredInProduction).map((s) => s.name);

/** The ids a local-mode build sends, and the only ones the local outbox of `npm start` accepts. */
export const LOCAL_EMAIL = Object.freeze({
  publicKey: 'local-public-key',
  serviceId: 'local_outbox',
  templates: Object.freeze({
    message: 'local_message',
    subscribe: 'local_subscribe',
    attachments: 'local_attachments',
  }),
});

/**
 * @typedef {Record<string, string | undefined>} RawSettings
 * @typedef {{
 *   contentDir: string,
 *   siteName: string,
 *   siteUrl: string,
 *   blogUrl: string,
 *   feedPostId: number,
 *   imageMaxBytes: number,
 *   email: {
 *     local: boolean,
 *     publicKey: string,
 *     serviceId: string,
 *     templates: { message: string, subscribe: string, attachments: string },
 *     origin: string,
 *   },
 * }} Settings
 *   contentDir: as given (relative to the project's root, or absolute); siteName: '' means the content's name;
 *   blogUrl: '' means the sample blog on this origin; email.local: no EmailJS account, emails go to the local
 *   outbox; email.origin: '' means this page's own origin (the local outbox); imageMaxBytes: an attached image
 *   over it is compressed to at most it before sending (promises §4; EMAIL_IMAGE_MAX_MB in MB of 1024 × 1024 bytes).
 */

/** @param {string | undefined} value */
const trimmed = (value) => (value ?? '').trim();
/** @param {string} url */
const withoutTrailingSlash = (url) => url.replace(/\/+$/, '');

/**
 * A setting's value, or its default when unset or blank.
 * @param {RawSettings} raw
 * @param {string} name
 */
export function settingValue(raw, name) {
  const described = SETTINGS.find((s) => s.name === name);
  if (!described) throw new Error(`No setting is called ${name}.`);
  return trimmed(raw[name]) || described.fallback;
}

export class MissingSettingsError extends Error {
  /** @param {readonly string[]} missing */
  constructor(missing) {
    super(
      `A production build needs these settings, which are missing: ${missing.join(', ')}. ` +
        'Set them in the environment of the build (see the README, "Deploying").',
    );
    this.name = 'MissingSettingsError';
    this.missing = missing;
  }
}

/** @param {RawSettings} raw */
export function missingForProduction(raw) {
  return REQUIRED_IN_PRODUCTION.filter((name) => trimmed(raw[name]) === '');
}

/**
 * @param {RawSettings} raw the environment, or any object holding the settings by name
 * @param {{ production?: boolean }} [options] production: refuse missing settings, naming each
 * @returns {Settings}
 */
export function resolveSettings(raw, options = {}) {
  if (options.production) {
    const missing = missingForProduction(raw);
    if (missing.length > 0) throw new MissingSettingsError(missing);
  }
  const feedPostId = Number(settingValue(raw, 'FEED_POST_ID'));
  if (!Number.isSafeInteger(feedPostId) || feedPostId <= 0) {
    throw new Error(`FEED_POST_ID must be a positive whole number, not "${raw.FEED_POST_ID}".`);
  }
  const imageMaxMb = Number(settingValue(raw, 'EMAIL_IMAGE_MAX_MB'));
  // Below 0.05 MB no photo survives compression; above 10 MB no EmailJS plan takes even one.
  if (!Number.isFinite(imageMaxMb) || imageMaxMb < 0.05 || imageMaxMb > 10) {
    throw new Error(
      `EMAIL_IMAGE_MAX_MB must be a number of megabytes from 0.05 to 10, not "${raw.EMAIL_IMAGE_MAX_MB}".`,
    );
  }
  const local = settingValue(raw, 'EMAILJS_PUBLIC_KEY') === '';
  return {
    contentDir: settingValue(raw, 'CONTENT_DIR'),
    siteName: settingValue(raw, 'SITE_NAME'),
    siteUrl: withoutTrailingSlash(settingValue(raw, 'SITE_URL')),
    blogUrl: withoutTrailingSlash(settingValue(raw, 'BLOG_URL')),
    feedPostId,
    imageMaxBytes: imageMaxMb * 1024 * 1024,
    email: local
      ? {
          local,
          publicKey: LOCAL_EMAIL.publicKey,
          serviceId: LOCAL_EMAIL.serviceId,
          templates: { ...LOCAL_EMAIL.templates },
          origin: withoutTrailingSlash(trimmed(raw.EMAILJS_ORIGIN)),
        }
      : {
          local,
          publicKey: settingValue(raw, 'EMAILJS_PUBLIC_KEY'),
          serviceId: settingValue(raw, 'EMAILJS_SERVICE_ID'),
          templates: {
            message: settingValue(raw, 'EMAILJS_TEMPLATE_MESSAGE'),
            subscribe: settingValue(raw, 'EMAILJS_TEMPLATE_SUBSCRIBE'),
            attachments: settingValue(raw, 'EMAILJS_TEMPLATE_ATTACHMENTS'),
          },
          origin: withoutTrailingSlash(settingValue(raw, 'EMAILJS_ORIGIN')),
        },
  };
}

/**
 * The settings of `npm start` and its stand-ins.
 * @param {RawSettings} raw
 * @returns {{ port: number, outbox: { maxBytes: number, dir: string }, local: { blog: boolean, email: boolean } }}
 */
export function serverSettings(raw) {
  const port = Number(settingValue(raw, 'PORT'));
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number, not "${raw.PORT}".`);
  const maxBytes = Number(settingValue(raw, 'OUTBOX_MAX_BYTES'));
  if (!Number.isSafeInteger(maxBytes) || maxBytes <= 0) {
    throw new Error(`OUTBOX_MAX_BYTES must be a positive whole number of bytes, not "${raw.OUTBOX_MAX_BYTES}".`);
  }
  return {
    port,
    outbox: { maxBytes, dir: settingValue(raw, 'OUTBOX_DIR') },
    local: { blog: settingValue(raw, 'BLOG_URL') === '', email: settingValue(raw, 'EMAILJS_PUBLIC_KEY') === '' },
  };
}
