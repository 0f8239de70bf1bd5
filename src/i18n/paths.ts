/**
 * Where each language's pages live (promises §10): the default language (the venue's first) at the paths without a
 * prefix, every other language under `/<code>/`, `<code>` its tag in lower case. Plain functions of strings, so that
 * server and client code, the sitemap and the tests all place a page the same way.
 */
import { isSitePath } from '@/shared/links';
import { routeOf } from '@/shared/routes';

/** A language's code in addresses: its tag in lower case (`pt-BR` → `pt-br`). */
export const languageCode = (tag: string): string => tag.toLowerCase();

/** The language whose code is `code`, among the venue's; undefined when it speaks none such. */
export const languageForCode = (code: string, languages: readonly string[]): string | undefined =>
  languages.find((tag) => languageCode(tag) === code.toLowerCase());

/**
 * `href` as a page in language `tag` links it: one of the site's pages (src/shared/routes.ts: `/contact`, `/venue#faq`,
 * `/contact?date=…#enquiry`, `/news/page/2`) moves under the language's prefix, as Astro's i18n routing places it; anything else (another site, `mailto:`, a file of
 * the venue's, a hash on the same page) is the same in every language. The default language changes nothing, so a
 * venue with one language writes exactly the addresses its content holds.
 */
export function localPath(href: string, tag: string, languages: readonly string[]): string {
  if (tag === languages[0] || !isSitePath(href)) return href;
  const split = href.search(/[?#]/);
  const path = split === -1 ? href : href.slice(0, split);
  const rest = split === -1 ? '' : href.slice(split);
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!routeOf(page)) return href;
  return `/${languageCode(tag)}${page === '/' ? '' : page}${rest}`;
}

/** One version of a page: its language and its address (a path, `localPath`'s). */
export interface PageVersion {
  tag: string;
  path: string;
}

/** Every language's version of page `path`, the default language first. */
export const pageVersions = (path: string, languages: readonly string[]): PageVersion[] =>
  languages.map((tag) => ({ tag, path: localPath(path, tag, languages) }));

/**
 * The `hreflang` alternates of page `path` as absolute URLs on `siteUrl`: one per language, the page's own
 * included, plus `x-default` for the default language's version (promises §10). Every version lists the same set.
 * A venue with one language has none.
 */
export function languageAlternates(
  path: string,
  languages: readonly string[],
  siteUrl: string,
): Record<string, string> | undefined {
  if (languages.length < 2) return undefined;
  const versions = pageVersions(path, languages);
  return Object.fromEntries([
    ...versions.map((version) => [version.tag, `${siteUrl}${version.path}`]),
    ['x-default', `${siteUrl}${versions[0]!.path}`],
  ]);
}
