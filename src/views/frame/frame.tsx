// Lives in views/ because it composes features (the header, the menu); shared/ must not import features.
import type { ReactNode } from 'react';
import { settings } from '@/config/public-settings';
import { contentIn, languages, wordsFor } from '@/content';
import { addressLines, structuredData, telHref } from '@/content/present';
import { LanguageSwitcher } from '@/features/navigation/LanguageSwitcher';
import type { Navigation, NavLink, NavWords } from '@/features/navigation/NavOverlay';
import { NAV_HOST_ID, SiteHeader } from '@/features/navigation/SiteHeader';
import { fill } from '@/i18n';
import { localPath } from '@/i18n/paths';
import { jsonLd } from '@/shared/json-ld';
import { relFor } from '@/shared/rel';
import { shownNavigation } from '@/views/routes.server';
import { PdfLink } from '@/shared/ui/PdfLink';
import { Isolated, PhoneLink } from '@/shared/ui/Bidi';
import type { BrochureLink } from '@/features/brochure/brochure-link.server';
import { OpeningHours } from './OpeningHours';

/**
 * The navigation with every page's link in language `tag`, and the `rel` of each that leaves the site: worked out
 * here so that the menu's island needs no settings.
 */
function localNavigation(navigation: Navigation, tag: string): Navigation {
  const local = (link: NavLink): NavLink => {
    const rel = relFor(link.href);
    return {
      ...link,
      href: localPath(link.href, tag, languages),
      // Only where there is one: the island's props carry no empty field.
      ...(rel ? { rel } : {}),
      ...(link.children ? { children: link.children.map(local) } : {}),
    };
  };
  return { main: navigation.main.map(local), secondary: navigation.secondary.map(local) };
}

/** What the menu's island (NavOverlay) is given in language `tag`: only data, which Astro writes into the page. */
export function navOverlayProps(tag: string): { hostId: string; navigation: Navigation; words: NavWords } {
  const dict = wordsFor(tag);
  return {
    hostId: NAV_HOST_ID,
    navigation: localNavigation(shownNavigation(contentIn(tag).site.navigation), tag),
    words: {
      open: dict.navigation.open,
      close: dict.navigation.close,
      main: dict.navigation.main,
      secondary: dict.navigation.secondary,
      sections: dict.navigation.sections,
    },
  };
}

/**
 * The venue's facts in search engines' terms (JSON-LD), on every page in language `tag`; the venue page, which shows
 * the packages, adds each as an Offer.
 */
export const siteStructuredData = (tag: string, path?: string): string =>
  jsonLd(structuredData(contentIn(tag), settings.siteUrl, { offers: path === '/venue' }));

/**
 * The links to this page in the venue's other languages (promises §10); none on the 404 page (no `path`), which has
 * no one page to switch to and says its words in every language itself.
 */
function Switcher({ tag, path, className }: { tag: string; path?: string; className: string }) {
  const others = languages
    .filter((other) => other !== tag)
    .map((other) => ({ tag: other, name: wordsFor(other).site.languageName }));
  if (path === undefined || others.length === 0) return null;
  return (
    <LanguageSwitcher
      path={path}
      languages={languages}
      others={others}
      label={wordsFor(tag).site.languages}
      className={className}
      tag={tag}
    />
  );
}

/** The menu's aside: how to reach the venue, and the other languages. Static: the menu's island shows it as it is. */
export function NavAside({ tag, path, brochure }: { tag: string; path?: string; brochure?: BrochureLink }) {
  const { site } = contentIn(tag);
  const dict = wordsFor(tag);
  return (
    <>
      {brochure ? <PdfLink {...brochure} className="nav-brochure link-arrow" /> : null}
      <address className="nav-contact">
        <span>
          <Isolated items={addressLines(site.address, { tag })} separator={dict.site.addressSeparator} tag={tag} />
        </span>
        <PhoneLink href={telHref(site.contact)} number={site.contact.phone} />
        <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
        <span>
          {site.hoursLabel}{' '}
          <OpeningHours
            slots={site.hours}
            line={dict.site.hours.inline}
            range={dict.site.timeRange}
            separator={dict.site.separator}
            tag={tag}
          />
        </span>
      </address>
      <Switcher tag={tag} path={path} className="nav-languages" />
    </>
  );
}

/**
 * A page's header and its `<main>`. The switcher links to this very page in the other languages (promises §10): a page
 * knows its path when it is built, and the switcher then needs no script. `nav` is the menu's island.
 */
export function SitePage({
  tag,
  path,
  nav,
  children,
}: {
  tag: string;
  /** The page as the default language addresses it (`/venue`); none on the 404 page. */
  path?: string;
  nav?: ReactNode;
  children?: ReactNode;
}) {
  const { site } = contentIn(tag);
  const dict = wordsFor(tag);
  return (
    <>
      <a className="skip-link" href="#main">
        {dict.site.skipLink}
      </a>
      <SiteHeader
        name={site.name}
        homeHref={localPath('/', tag, languages)}
        home={fill(dict.site.homeLink, { name: site.name })}
        languages={<Switcher tag={tag} path={path} className="header-languages" />}
        overlay={nav}
      />
      <main id="main">{children}</main>
    </>
  );
}
