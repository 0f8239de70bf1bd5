import type { APIRoute } from 'astro';
import { workerLibraryScript } from '@/features/attachments/worker-library';

// Written to the output at build time: the compression worker loads the library from our own origin (libURL).
export const GET: APIRoute = async () =>
  new Response(await workerLibraryScript(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
