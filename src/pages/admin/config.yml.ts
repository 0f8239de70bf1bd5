import path from 'node:path';
import type { APIRoute } from 'astro';
import { serverSettings } from '@/config/server-settings';
import { isDemo, languages } from '@/content';
import { editorConfigYaml } from '@/content/editor-config';
import { editorBackend } from '@/features/admin/backend.mjs';

// The editor's configuration, made at build from the schema that checks the content (docs/editor.md).

/**
 * The content folder from the repository's root, as the editor names files (`examples/rooftop/site.yaml`); never
 * an absolute path of the build machine. The build runs in the project's root, so that is the working directory.
 */
const contentPath = path.relative(process.cwd(), path.resolve(serverSettings.contentDir)).split(path.sep).join('/');

export const GET: APIRoute = () => {
  const yaml = editorConfigYaml({
    contentPath,
    languages,
    offersNewVenue: isDemo,
    backend: editorBackend(process.env).config,
  });
  return new Response(yaml, { headers: { 'Content-Type': 'text/yaml; charset=utf-8' } });
};
