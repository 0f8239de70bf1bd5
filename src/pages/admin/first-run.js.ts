import type { APIRoute } from 'astro';
import { firstRunScript } from '@/features/admin/first-run/files';

// The owner's first-run panel (promises §18), bundled at build from src/features/admin/first-run/panel.ts.
export const GET: APIRoute = async () =>
  new Response(await firstRunScript(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
