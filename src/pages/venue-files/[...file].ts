import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { content } from '@/content';
import { publishedFiles } from '@/content/present';

// The venue's drawings and share image, copied from its content folder into the export at build time.

const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

/**
 * Only the files the pages link to (contentFileUrl), never the rest of the content folder. The rest parameter is
 * the file's path as it is (`photos/hall.jpg`): Astro decodes the address before it fills `params`, so there is
 * nothing to decode here.
 */
export const getStaticPaths = (() =>
  publishedFiles(content).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const src = params.file;
  if (!src || !publishedFiles(content).includes(src)) return new Response('Not found', { status: 404 });
  const bytes = await fs.readFile(path.join(content.dir, src));
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': TYPES[path.extname(src).toLowerCase()] ?? 'application/octet-stream' },
  });
};
