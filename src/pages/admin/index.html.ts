import type { APIRoute } from 'astro';
import { content } from '@/content';
import { editorPage } from '@/features/admin/editor-page';

// out/admin/index.html, which every static host serves at /admin/. The `.html` in the file's name is part of the
// route (`index.html` is not `index`), so Astro writes this endpoint's body to admin/index.html as it is.
export const GET: APIRoute = () =>
  new Response(editorPage(content.site.name), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
