import { readdir, readFile } from 'node:fs/promises';
import { LOCALES_DIR, modulePath } from '@/features/admin/editor-bundle';

// The editor's own words in each language it knows, from its npm package: it asks for the staff's browser language.
export const dynamic = 'force-static';
export const dynamicParams = false;

const localeFiles = async () => (await readdir(modulePath(LOCALES_DIR))).filter((name) => /^[\w-]+\.json$/.test(name));

export async function generateStaticParams() {
  return (await localeFiles()).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  if (!(await localeFiles()).includes(file)) return new Response('Not found', { status: 404 });
  return new Response(await readFile(modulePath(`${LOCALES_DIR}/${file}`), 'utf8'), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
