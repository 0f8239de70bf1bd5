import type { APIRoute } from 'astro';
import { site } from '@/config/site';

/**
 * Every crawler may read every page, and is told where the sitemap is. Written as Next's robots.txt metadata route
 * wrote `{ rules: { userAgent: '*', allow: '/' }, sitemap, host }` before the move to Astro, byte for byte, so hosts
 * and tests see no change.
 */
export const robotsTxt = (siteUrl: string): string =>
  `User-Agent: *\nAllow: /\n\nHost: ${siteUrl}\nSitemap: ${siteUrl}/sitemap.xml\n`;

export const GET: APIRoute = () =>
  new Response(robotsTxt(site.url), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
