import type { APIRoute, GetStaticPaths } from 'astro';
import { settings } from '@/config/public-settings';
import { contentIn } from '@/content';
import { brochureFile } from '@/features/brochure/brochure.server';
import { languagePaths, pageLanguage } from '@/views/routes.server';

// The venue's brochure in each of its languages (promises §13): /brochure.pdf, /fr/brochure.pdf. The pages' links
// say the size of this very render (src/features/brochure/brochure-link.server.ts).
export const getStaticPaths = (() => languagePaths()) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ currentLocale }) => {
  const bytes = await brochureFile(contentIn(pageLanguage(currentLocale)), settings.siteUrl);
  return new Response(new Uint8Array(bytes), { headers: { 'Content-Type': 'application/pdf' } });
};
