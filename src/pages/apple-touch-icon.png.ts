import type { APIRoute } from 'astro';
import { content } from '@/content';
import { siteTouchIcon } from '@/shared/site-icon.server';

// The home screen's icon of iPhones and iPads, drawn from the venue's icon (an SVG or a square PNG) at build time.
export const GET: APIRoute = async () =>
  new Response(new Uint8Array(await siteTouchIcon(content)), { headers: { 'Content-Type': 'image/png' } });
