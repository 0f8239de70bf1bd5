import type { APIRoute } from 'astro';
import { proofWorker } from '@/features/admin/first-run/files';

// ALTCHA's proof-of-work worker, for the first-run panel's test sends, within the editor's policy.
export const GET: APIRoute = async () =>
  new Response(await proofWorker(), { headers: { 'Content-Type': 'text/javascript; charset=utf-8' } });
