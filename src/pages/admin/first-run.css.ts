import type { APIRoute } from 'astro';
import { firstRunStyle } from '@/features/admin/first-run/files';

// The first-run panel's look, and where it places the editor beside it (src/features/admin/first-run/panel.css).
export const GET: APIRoute = async () =>
  new Response(await firstRunStyle(), { headers: { 'Content-Type': 'text/css; charset=utf-8' } });
