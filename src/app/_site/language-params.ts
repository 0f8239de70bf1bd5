import 'server-only';
import { notFound } from 'next/navigation';
import { languages } from '@/content';
import { languageCode, languageForCode } from '@/i18n/paths';

/** The route parameter of the pages of every language but the default: `/fr/venue` has `{ lang: 'fr' }`. */
export type LanguageParams = { params: Promise<{ lang: string }> };

/**
 * The segment a venue with one language builds in place of another language's pages. A static export refuses a
 * dynamic segment with nothing to build, and cannot leave a route out; so its pages are built once under this name,
 * say "not found", and the post-build pass removes them (scripts/postbuild.mjs), as it does the What's on page of
 * a venue with nothing coming. Not a language tag, so it can never be a venue's.
 */
export const NO_OTHER_LANGUAGE = '_no-other-language';

/** The codes `[lang]` is built for: every language of the venue but its default. */
export function otherLanguageParams(): { lang: string }[] {
  const others = languages.slice(1).map((tag) => ({ lang: languageCode(tag) }));
  return others.length > 0 ? others : [{ lang: NO_OTHER_LANGUAGE }];
}

/** The language of a page under `[lang]`; "not found" for the placeholder (or a code the venue does not speak). */
export async function languageOfPage(params: LanguageParams['params']): Promise<string> {
  const tag = languageForCode((await params).lang, languages.slice(1));
  if (!tag) notFound();
  return tag;
}
