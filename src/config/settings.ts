/**
 * The settings of CONTRACT §1, read once at build time.
 *
 * Kept free of Next.js and browser imports so that `next.config.ts`, the unit tests and the
 * site code all resolve settings the same way.
 */

export const DEMO_VENUE_NAME = 'The Hollin Hall';

/** Every setting of CONTRACT §1 that the build reads (PORT belongs to `npm start` only). */
export const SETTING_NAMES = [
  'SITE_NAME',
  'SITE_URL',
  'BLOG_URL',
  'FEED_POST_ID',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_MESSAGE',
  'EMAILJS_TEMPLATE_SUBSCRIBE',
  'EMAILJS_TEMPLATE_ATTACHMENTS',
  'EMAILJS_ORIGIN',
  'EMAIL_IMAGE_MAX_MB',
] as const;

/** CONTRACT §4's compression ceiling, 0.9 MB = 943718.4 bytes. */
export const DEFAULT_IMAGE_MAX_MB = 0.9;

export type SettingName = (typeof SETTING_NAMES)[number];
export type RawSettings = Partial<Record<SettingName, string | undefined>>;

/** A deployment must say these; the rest have defaults that are right in production too. */
export const REQUIRED_IN_PRODUCTION: readonly SettingName[] = [
  'SITE_NAME',
  'SITE_URL',
  'BLOG_URL',
  'EMAILJS_PUBLIC_KEY',
  'EMAILJS_SERVICE_ID',
  'EMAILJS_TEMPLATE_MESSAGE',
  'EMAILJS_TEMPLATE_SUBSCRIBE',
  'EMAILJS_TEMPLATE_ATTACHMENTS',
];

/** Names the local EmailJS stand-in (the outbox in `npm start`) accepts in local mode. */
export const LOCAL_EMAIL = {
  publicKey: 'local-public-key',
  serviceId: 'local_outbox',
  templates: { message: 'local_message', subscribe: 'local_subscribe', attachments: 'local_attachments' },
} as const;

export interface Settings {
  siteName: string;
  siteUrl: string;
  /** Root of the WordPress site without a trailing slash; '' means the sample blog on this origin. */
  blogUrl: string;
  feedPostId: number;
  /**
   * The compression ceiling (CONTRACT §4): an attached image over this many bytes is compressed to at
   * most this many before sending. From `EMAIL_IMAGE_MAX_MB` (MB of 1024 × 1024 bytes), default 0.9.
   */
  imageMaxBytes: number;
  email: {
    /** True when no EmailJS account is configured: emails go to the local outbox. */
    local: boolean;
    publicKey: string;
    serviceId: string;
    templates: { message: string; subscribe: string; attachments: string };
    /** '' means this page's own origin (the local outbox). */
    origin: string;
  };
}

const trimmed = (value: string | undefined): string => (value ?? '').trim();
const withoutTrailingSlash = (url: string): string => url.replace(/\/+$/, '');

export class MissingSettingsError extends Error {
  constructor(readonly missing: readonly SettingName[]) {
    super(
      `A production build needs these settings, which are missing: ${missing.join(', ')}. ` +
        'Set them in the environment of the build (see the README, "Deploying").',
    );
    this.name = 'MissingSettingsError';
  }
}

export function missingForProduction(raw: RawSettings): SettingName[] {
  return REQUIRED_IN_PRODUCTION.filter((name) => trimmed(raw[name]) === '');
}

export function resolveSettings(raw: RawSettings, options: { production?: boolean } = {}): Settings {
  if (options.production) {
    const missing = missingForProduction(raw);
    if (missing.length > 0) throw new MissingSettingsError(missing);
  }
  const feedPostId = Number.parseInt(trimmed(raw.FEED_POST_ID) || '856', 10);
  if (!Number.isSafeInteger(feedPostId) || feedPostId <= 0) {
    throw new Error(`FEED_POST_ID must be a positive whole number, not "${raw.FEED_POST_ID}".`);
  }
  const imageMaxMb = Number(trimmed(raw.EMAIL_IMAGE_MAX_MB) || DEFAULT_IMAGE_MAX_MB);
  // Below 0.05 MB no photo survives compression; above 10 MB no EmailJS plan takes even one.
  if (!Number.isFinite(imageMaxMb) || imageMaxMb < 0.05 || imageMaxMb > 10) {
    throw new Error(`EMAIL_IMAGE_MAX_MB must be a number of megabytes from 0.05 to 10, not "${raw.EMAIL_IMAGE_MAX_MB}".`);
  }
  const local = trimmed(raw.EMAILJS_PUBLIC_KEY) === '';
  return {
    siteName: trimmed(raw.SITE_NAME) || DEMO_VENUE_NAME,
    siteUrl: withoutTrailingSlash(trimmed(raw.SITE_URL) || 'http://localhost:3000'),
    blogUrl: withoutTrailingSlash(trimmed(raw.BLOG_URL)),
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
          publicKey: trimmed(raw.EMAILJS_PUBLIC_KEY),
          serviceId: trimmed(raw.EMAILJS_SERVICE_ID),
          templates: {
            message: trimmed(raw.EMAILJS_TEMPLATE_MESSAGE),
            subscribe: trimmed(raw.EMAILJS_TEMPLATE_SUBSCRIBE),
            attachments: trimmed(raw.EMAILJS_TEMPLATE_ATTACHMENTS),
          },
          origin: withoutTrailingSlash(trimmed(raw.EMAILJS_ORIGIN) || 'https://api.emailjs.com'),
        },
  };
}
