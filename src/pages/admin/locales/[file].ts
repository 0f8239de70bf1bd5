import { readdir, readFile } from 'node:fs/promises';
import type { APIRoute, GetStaticPaths } from 'astro';
import { LOCALES_DIR, modulePath } from '@/features/admin/editor-bundle';

// The editor's own words in each language it knows, from its npm package: it asks for the staff's browser language.

const localeFiles = async () => (await readdir(modulePath(LOCALES_DIR))).filter((name) => /^[\w-]+\.json$/.test(name));

/** One file per language the installed package has: a static build writes just these, and no other name is served. */
export const getStaticPaths = (async () =>
  (await localeFiles()).map((file) => ({ params: { file } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ params }) => {
  const { file } = params;
  if (!file || !(await localeFiles()).includes(file)) return new Response('Not found', { status: 404 });
  return new Response(await readFile(modulePath(`${LOCALES_DIR}/${file}`), 'utf8'), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
};
