'use client';

import { usePathname } from 'next/navigation';
import { languageCode, localPath } from '@/i18n/paths';

/** A language the page is also in: its tag and its own name ("Français"). */
export interface OtherLanguage {
  tag: string;
  name: string;
}

/**
 * The address of the page at `pathname` as the default language writes it: a path of another language loses its
 * `/<code>` prefix.
 */
export function defaultLanguagePath(pathname: string, tag: string, languages: readonly string[]): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (tag === languages[0]) return path;
  const prefix = `/${languageCode(tag)}`;
  if (path === prefix) return '/';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : path;
}

/**
 * Links to this page in the venue's other languages (contract §10): each named in its own language, with `lang`
 * and `hreflang`, and a plain link: the other language's pages have their own root layout (`<html lang>`), which
 * only a full page load changes. Never chosen for the visitor by the browser's language.
 * A client component only to know which page it is on (the root layout that holds it does not); the served HTML
 * already holds the links.
 */
export function LanguageSwitcher({
  tag,
  languages,
  others,
  label,
  className,
}: {
  /** The page's language. */
  tag: string;
  languages: readonly string[];
  others: readonly OtherLanguage[];
  /** The list's name for assistive technology ("Languages"), in the page's language. */
  label: string;
  className: string;
}) {
  const path = defaultLanguagePath(usePathname() ?? '/', tag, languages);
  return (
    <ul className={`language-switcher ${className}`} aria-label={label}>
      {others.map((other) => (
        <li key={other.tag}>
          <a href={localPath(path, other.tag, languages)} lang={other.tag} hrefLang={other.tag}>
            {other.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
