import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { content } from '@/content';
import { PUBLISHED_FILE_TYPES, venueFiles, VENUE_FILES_DIR } from '@/content/folder-safety';
import { cleanSvg } from '@/lib/svg.server';

// What the venue puts in its content folder's files/ (a menu, its terms), published under /files/ with the same
// names (promises §13): documents and pictures only (src/content/folder-safety.ts), SVGs cleaned of anything that
// runs. Nothing else of the folder is published from here.

export const getStaticPaths = (() =>
  venueFiles(content.dir).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const name = params.file;
  if (!name || !venueFiles(content.dir).includes(name)) return new Response('Not found', { status: 404 });
  const bytes = fs.readFileSync(path.join(content.dir, VENUE_FILES_DIR, name));
  // What a browser opening the file in dev is told it is (the static server says the same from the name).
  const type = PUBLISHED_FILE_TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream';
  return new Response(type === 'image/svg+xml' ? cleanSvg(bytes.toString('utf8')) : new Uint8Array(bytes), {
    headers: { 'Content-Type': type },
  });
};
