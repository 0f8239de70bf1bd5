import fs from 'node:fs/promises';
import path from 'node:path';
import { content } from '@/content';
import { faviconIco } from './ico';

// `/favicon.ico`, drawn at build from the venue's icon (site.yaml `icon`). Pages link the icon inline (layout.tsx);
// this file is for whatever asks for /favicon.ico by itself, as browsers do, which would otherwise log a 404.
export const dynamic = 'force-static';

export async function GET() {
  const ico = await faviconIco(await fs.readFile(path.join(content.dir, content.site.icon)));
  return new Response(new Uint8Array(ico), { headers: { 'Content-Type': 'image/x-icon' } });
}
