import { content } from '@/content';
import { editorPage } from '@/features/admin/editor-page';

// out/admin/index.html, which every static host serves at /admin/.
export const dynamic = 'force-static';

export function GET() {
  return new Response(editorPage(content.site.name), { headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
