import type { APIRoute } from 'astro';
import { editorBundle } from '@/features/admin/editor-bundle';

// Copied from node_modules at build and rewritten to reach no CDN (src/features/admin/editor-bundle.ts).
export const GET: APIRoute = async () =>
  new Response(await editorBundle(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
