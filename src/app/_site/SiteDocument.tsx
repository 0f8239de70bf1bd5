// Lives in app/ because it composes features (the header, the footer's forms); shared/ must not import features.
import fs from 'node:fs';
import path from 'node:path';
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { settings } from '@/config/site';
import { content, contentIn, languages } from '@/content';
import { hoursText, structuredData, telHref } from '@/content/present';
import { siteNavigation } from '@/features/events/coming.server';
import { Motion } from '@/features/motion/Motion';
import { MotionProperties } from '@/features/motion/MotionProperties';
import { LanguageSwitcher } from '@/features/navigation/LanguageSwitcher';
import type { Navigation, NavLink } from '@/features/navigation/NavOverlay';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { dictionaryFor, fill } from '@/i18n';
import { localPath } from '@/i18n/paths';
import { EarlyScripts } from '@/shared/early/EarlyScripts';
import { HydrationMark } from '@/shared/HydrationMark';
import { jsonLd } from '@/shared/json-ld';
import { ogLocales, shareImageIn } from '@/shared/seo';
import { SiteFooter } from '../_components/SiteFooter';
import { fontVariables } from '../fonts';
import '../globals.css';

// The tab's icon travels inside each page as a `data:` URL. As a file of its own (185 bytes with ~2.5 KB of response
// headers) it was a request that started before the hero's title had painted, and on a slow phone Lighthouse counted
// it on the title's path: the second venue's home page went from 1.51 to 1.37 s without it. `/favicon.ico`, for
// browsers that ask for it anyway, is drawn from this link after the build (scripts/favicon.mjs).
const iconSvg = fs.readFileSync(path.join(content.dir, content.site.icon), 'utf8').trim();

/** What every page in language `tag` says in its head unless it says otherwise. */
export function siteMetadata(tag: string): Metadata {
  const { site } = contentIn(tag);
  const shareImage = shareImageIn(tag);
  return {
    metadataBase: new URL(settings.siteUrl),
    title: { default: `${site.name} · ${site.titleSuffix}`, template: `%s · ${site.name}` },
    description: site.description,
    applicationName: site.name,
    icons: { icon: [{ url: `data:image/svg+xml,${encodeURIComponent(iconSvg)}`, type: 'image/svg+xml' }] },
    openGraph: { type: 'website', siteName: site.name, ...ogLocales(tag), images: [shareImage] },
    twitter: { card: 'summary_large_image', images: [shareImage.url] },
  };
}

export const siteViewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: content.site.themeColor };

/** The navigation with every page's link in language `tag`. */
export function localNavigation(navigation: Navigation, tag: string): Navigation {
  const local = (link: NavLink): NavLink => ({
    ...link,
    href: localPath(link.href, tag, languages),
    ...(link.children ? { children: link.children.map(local) } : {}),
  });
  return { main: navigation.main.map(local), secondary: navigation.secondary.map(local) };
}

/**
 * The whole document of a page in language `tag` (the root layouts of each language, and the 404 page): `<html
 * lang>`, the footer, and what runs on every page. The header and `<main>` are the page's own (`SitePage`).
 */
export function SiteDocument({ tag, children }: { tag: string; children: ReactNode }) {
  const here = contentIn(tag);
  const dict = dictionaryFor(tag);
  return (
    <html lang={tag} className={fontVariables}>
      <body>
        <MotionProperties />
        <a className="skip-link" href="#main">
          {dict.site.skipLink}
        </a>
        {children}
        <SiteFooter dict={dict} tag={tag} />
        <Motion />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(here, settings.siteUrl)) }}
        />
        <HydrationMark />
        <EarlyScripts />
      </body>
    </html>
  );
}

/**
 * A page's header, with its overlay, and its `<main>`. In the page rather than the layout because the switcher
 * links to this very page in the other languages (contract §10): a page knows its path when it is built, a root
 * layout never does, and the switcher then needs no script.
 */
export function SitePage({
  tag,
  path,
  children,
}: {
  tag: string;
  /** The page as the default language addresses it (`/venue`); none on the 404 page, which has no one page to
   * switch to: it says its words in every language itself. */
  path?: string;
  children: ReactNode;
}) {
  const { site } = contentIn(tag);
  // A venue language without a dictionary stops the build here, naming the words it needs (contract §10).
  const dict = dictionaryFor(tag);
  const others = languages
    .filter((other) => other !== tag)
    .map((other) => ({ tag: other, name: dictionaryFor(other).site.languageName }));
  const switcher = (className: string) =>
    path !== undefined && others.length > 0 ? (
      <LanguageSwitcher
        path={path}
        languages={languages}
        others={others}
        label={dict.site.languages}
        className={className}
      />
    ) : null;
  return (
    <>
      <SiteHeader
        name={site.name}
        homeHref={localPath('/', tag, languages)}
        navigation={localNavigation(siteNavigation(site.navigation), tag)}
        words={{
          home: fill(dict.site.homeLink, { name: site.name }),
          open: dict.navigation.open,
          close: dict.navigation.close,
          main: dict.navigation.main,
          secondary: dict.navigation.secondary,
          sections: dict.navigation.sections,
        }}
        languages={switcher('header-languages')}
        overlayAside={
          <>
            <address className="nav-contact">
              <span>
                {site.address.street}, {site.address.locality} {site.address.postalCode}
              </span>
              <a href={telHref(site.contact)}>{site.contact.phone}</a>
              <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>
              <span>
                {site.hoursLabel} {site.hours.map((slot) => hoursText(slot, ' ')).join(', ')}
              </span>
            </address>
            {switcher('nav-languages')}
          </>
        }
      />
      <main id="main">{children}</main>
    </>
  );
}
