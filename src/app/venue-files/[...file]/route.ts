import fs from 'node:fs/promises';
import path from 'node:path';
import { content } from '@/content';
import { publishedFiles } from '@/content/present';

// The venue's drawings and share image, copied from its content folder into the export at build time.
export const dynamic = 'force-static';
export const dynamicParams = false;

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

export function generateStaticParams() {
  return publishedFiles(content).map((src) => ({ file: src.split('/') }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string[] }> }) {
  const src = (await params).file.map(decodeURIComponent).join('/');
  if (!publishedFiles(content).includes(src)) return new Response('Not found', { status: 404 });
  const bytes = await fs.readFile(path.join(content.dir, src));
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': TYPES[path.extname(src).toLowerCase()] ?? 'application/octet-stream' },
  });
}
