import fs from 'node:fs';
import path from 'node:path';
import type { APIRoute, GetStaticPaths } from 'astro';
import { content } from '@/content';
import { venueFiles, VENUE_FILES_DIR } from '@/content/venue-files.server';

// What the venue puts in its content folder's files/ (a menu, its terms), published under /files/ with the same
// names (contract §13). Nothing else of the folder is published from here.

/** What a browser opening the file in dev is told it is (the static server says the same from the name). */
const TYPES: Record<string, string> = {
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const getStaticPaths = (() =>
  venueFiles(content.dir).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ params }) => {
  const name = params.file;
  if (!name || !venueFiles(content.dir).includes(name)) return new Response('Not found', { status: 404 });
  const bytes = fs.readFileSync(path.join(content.dir, VENUE_FILES_DIR, name));
  return new Response(new Uint8Array(bytes), {
    headers: { 'Content-Type': TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream' },
  });
};
