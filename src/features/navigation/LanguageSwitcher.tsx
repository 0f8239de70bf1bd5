import { dirWithin } from '@/i18n/direction';
import { localPath } from '@/i18n/paths';

/** A language the page is also in: its tag and its own name ("Français"). */
export interface OtherLanguage {
  tag: string;
  name: string;
}

/**
 * Links to this page in the venue's other languages (promises §10): each named in its own language, with `lang`
 * and `hreflang`, and its own `dir` where it is not the page's ("العربية" on an English page, promises §19), and a plain link: the other language's pages are documents of their own (`<html lang>`), which
 * only a full page load changes. Never chosen for the visitor by the browser's language. Rendered with the page,
 * which knows its path at build: no script.
 */
export function LanguageSwitcher({
  path,
  languages,
  others,
  label,
  className,
  tag,
}: {
  /** The page, as the default language addresses it (`/venue`). */
  path: string;
  languages: readonly string[];
  others: readonly OtherLanguage[];
  /** The list's name for assistive technology ("Languages"), in the page's language. */
  label: string;
  className: string;
  /** The page's language, whose direction the links' names may differ from. */
  tag: string;
}) {
  return (
    <ul className={`language-switcher ${className}`} aria-label={label}>
      {others.map((other) => (
        <li key={other.tag}>
          <a
            href={localPath(path, other.tag, languages)}
            lang={other.tag}
            hrefLang={other.tag}
            dir={dirWithin(other.tag, tag)}
          >
            {other.name}
          </a>
        </li>
      ))}
    </ul>
  );
}
