import type { APIRoute } from 'astro';
import { settings } from '@/config/public-settings';

/** Every crawler may read every page, and is told the site's host and where its sitemap is. */
export const robotsTxt = (siteUrl: string): string =>
  `User-Agent: *\nAllow: /\n\nHost: ${siteUrl}\nSitemap: ${siteUrl}/sitemap.xml\n`;

export const GET: APIRoute = () =>
  new Response(robotsTxt(settings.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
