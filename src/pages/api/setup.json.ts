import type { APIRoute } from 'astro';

// Where no edge runs, the first-run page at /admin/ finds this file at the edge's address (edge/setup.ts) and says
// so (promises §18); every host that runs the edge answers this address before its files.
export const GET: APIRoute = () =>
  new Response(JSON.stringify({ edge: false }), { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
