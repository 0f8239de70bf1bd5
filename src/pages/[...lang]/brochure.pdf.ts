import type { APIRoute, GetStaticPaths } from 'astro';
import { languagePaths } from '@/views/language-params';
import { settings } from '@/config/site';
import { contentIn } from '@/content';
import { brochureFile } from '@/features/brochure/brochure.server';

// The venue's brochure in each of its languages (promises §13): /brochure.pdf, /fr/brochure.pdf. The pages' links
// say the size of this very render (src/features/brochure/brochure-link.server.ts).
export const getStaticPaths = (() => languagePaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ props }) => {
  const bytes = await brochureFile(contentIn((props as { tag: string }).tag), settings.siteUrl);
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/pdf' } });
};
