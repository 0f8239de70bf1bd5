import type { APIRoute } from 'astro';
import { settings } from '@/config/public-settings';

/**
 * Every crawler may read every page, and is told the site's host and where its sitemap is: both absolute, so said
 * only where the build knows the site's address.
 */
export const robotsTxt = (siteUrl: string): string =>
  siteUrl
    ? `User-Agent: *\nAllow: /\n\nHost: ${siteUrl}\nSitemap: ${siteUrl}/sitemap.xml\n`
    : 'User-Agent: *\nAllow: /\n';

export const GET: APIRoute = () =>
  new Response(robotsTxt(settings.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
