/**
 * A link's `rel` on this site's pages (docs/promises.md §15): `rel="noopener noreferrer"` for a link that leaves
 * SITE_URL's origin, none for the site's own (the rule: src/shared/links.ts).
 */
import { settings } from '@/config/public-settings';
import { relOf } from './links';

export const relFor = (href: string): string | undefined => relOf(href, settings.siteUrl);
