/**
 * The one place the site's name, navigation, breakpoints and settings come from.
 *
 * Each setting is read as `process.env.NAME` literally: `next.config.ts` inlines the resolved
 * values at build time, so the same object exists in server and browser code.
 */
import { resolveSettings, type Settings } from './settings';

export const settings: Settings = resolveSettings({
  SITE_NAME: process.env.SITE_NAME,
  SITE_URL: process.env.SITE_URL,
  BLOG_URL: process.env.BLOG_URL,
  FEED_POST_ID: process.env.FEED_POST_ID,
  EMAILJS_PUBLIC_KEY: process.env.EMAILJS_PUBLIC_KEY,
  EMAILJS_SERVICE_ID: process.env.EMAILJS_SERVICE_ID,
  EMAILJS_TEMPLATE_MESSAGE: process.env.EMAILJS_TEMPLATE_MESSAGE,
  EMAILJS_TEMPLATE_SUBSCRIBE: process.env.EMAILJS_TEMPLATE_SUBSCRIBE,
  EMAILJS_TEMPLATE_ATTACHMENTS: process.env.EMAILJS_TEMPLATE_ATTACHMENTS,
  EMAILJS_ORIGIN: process.env.EMAILJS_ORIGIN,
});

/** Widths in CSS pixels. Below `tablet` is "mobile" for smooth scrolling (CONTRACT §6). */
export const breakpoints = { smartphone: 640, tablet: 1024 } as const;

export interface NavLink {
  label: string;
  href: string;
  children?: readonly NavLink[];
}

/** The overlay's main links; every page of the site must be reachable from here. */
export const mainNav: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  {
    label: 'The Venue',
    href: '/venue',
    children: [
      { label: 'Spaces', href: '/venue#spaces' },
      { label: 'Questions', href: '/venue#faq' },
    ],
  },
  { label: 'Gallery', href: '/gallery' },
  { label: 'News', href: '/news' },
  { label: 'Enquire', href: '/contact' },
];

/** The overlay's secondary links: practical matters, smaller type. */
export const secondaryNav: readonly NavLink[] = [
  { label: 'Visit & directions', href: '/venue#visit' },
  { label: 'Send photos of your idea', href: '/contact#attachments' },
];

export const site = {
  name: settings.siteName,
  url: settings.siteUrl,
  description: 'A Victorian mill hall for weddings, launches and evenings that people remember.',
  /** The fixed administrator label of CONTRACT §3 (`to_name`). */
  adminLabel: `${settings.siteName} events team`,
} as const;
