import { workerLibraryScript } from '@/features/attachments/worker-library';

// Written to out/ at build time: the compression worker loads the library from our own origin (libURL).
export const dynamic = 'force-static';

export async function GET() {
  return new Response(await workerLibraryScript(), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8' },
  });
}
