/**
 * The blog's posts are shown as WordPress gives them on every language's pages (promises §10): where the blog's
 * language is not the page's, what holds them says so in `lang` (the blog's tag), so that a screen reader reads an
 * English title in English on a French page and a browser's translator knows what it is translating. Undefined where
 * the two agree: nothing to mark.
 */
export function blogLanguageOn(pageTag: string, blogTag: string): string | undefined {
  return blogTag.toLowerCase() === pageTag.toLowerCase() ? undefined : blogTag;
}
