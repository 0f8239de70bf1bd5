import { languages } from '@/content';
import { languageCode } from '@/i18n/paths';

/**
 * The versions of a page in every language of the venue: the default language's at the paths without a prefix
 * (`/venue`), every other one's under its code (`/fr/venue`, promises §10). The pages' routes are
 * `src/pages/[...lang]/…`, so only the venue's languages are ever built.
 */
export function languagePaths(): { params: { lang: string | undefined }; props: { tag: string } }[] {
  return languages.map((tag, index) => ({
    params: { lang: index === 0 ? undefined : languageCode(tag) },
    props: { tag },
  }));
}
