/**
 * Japanese and Chinese pages broken between phrases as Astro renders them (src/content/phrases.ts): the built pages
 * and `npm run dev`'s alike. A venue that speaks neither language has every page pass through untouched, unread.
 */
import { defineMiddleware } from 'astro:middleware';
import { languages } from '@/content';
import { breakPhrases, breaksByPhrase } from '@/content/phrases';

// The root 404 page speaks every language of the venue: any page may hold a Japanese or Chinese part.
const anyPhrased = languages.some(breaksByPhrase);

export const onRequest = defineMiddleware(async (_context, next) => {
  const response = await next();
  if (!anyPhrased || !response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(breakPhrases(html), { status: response.status, headers: response.headers });
});
