import { readFile } from 'node:fs/promises';
import type { APIRoute, GetStaticPaths } from 'astro';
import { EDITOR_FONTS, modulePath } from '@/features/admin/editor-bundle';

// The editor's fonts from the site's own origin, copied from their npm packages at build.

/** Only these files exist: a static build writes just the paths listed here, and no other name is served. */
export const getStaticPaths = (() => EDITOR_FONTS.map(({ file }) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const font = EDITOR_FONTS.find((entry) => entry.file === params.file);
  if (!font) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await readFile(modulePath(font.from))), {
    headers: { 'Content-Type': 'font/woff2' },
  });
};
