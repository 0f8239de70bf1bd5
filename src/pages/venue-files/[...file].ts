import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { content } from '@/content';
import { PUBLISHED_FILE_TYPES } from '@/content/folder-safety';
import { publishedFiles } from '@/content/present';
import { cleanSvg } from '@/lib/svg.server';

// The venue's drawings and plans, copied from its content folder into the export at build time: pictures only, as
// their bytes say (checked when the content is read, src/content/folder-safety.ts), SVGs cleaned of anything that runs.

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
  const type = PUBLISHED_FILE_TYPES[path.extname(src).toLowerCase()] ?? 'application/octet-stream';
  return new Response(type === 'image/svg+xml' ? cleanSvg(bytes.toString('utf8')) : new Uint8Array(bytes), {
    headers: { 'Content-Type': type },
  });
};
