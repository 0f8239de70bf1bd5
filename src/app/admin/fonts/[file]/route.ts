import { readFile } from 'node:fs/promises';
import { EDITOR_FONTS, modulePath } from '@/features/admin/editor-bundle';

// The editor's fonts from the site's own origin, copied from their npm packages at build.
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return EDITOR_FONTS.map(({ file }) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const font = EDITOR_FONTS.find((entry) => entry.file === file);
  if (!font) return new Response('Not found', { status: 404 });
  return new Response(new Uint8Array(await readFile(modulePath(font.from))), {
    headers: { 'Content-Type': 'font/woff2' },
  });
}
