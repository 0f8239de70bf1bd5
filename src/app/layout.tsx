import fs from 'node:fs';
import path from 'node:path';
import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { settings } from '@/config/site';
import { content } from '@/content';
import { hoursText, structuredData, telHref } from '@/content/present';
import { siteNavigation } from '@/features/events/coming.server';
import { Motion } from '@/features/motion/Motion';
import { MotionProperties } from '@/features/motion/MotionProperties';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { dictionaryFor, fill } from '@/i18n';
import { EarlyScripts } from '@/shared/early/EarlyScripts';
import { HydrationMark } from '@/shared/HydrationMark';
import { jsonLd } from '@/shared/json-ld';
import { ogLocale, shareImage } from '@/shared/seo';
import { SiteFooter } from './_components/SiteFooter';
import './globals.css';

// Fraunces and Inter, cut from @fontsource-variable by scripts/subset-fonts.mjs (`npm run fonts`, which says why).
// Each family is two faces: `core` (ASCII and the venue's own marks; preloaded) and `more` (the rest of latin, fetched
// only by a page that shows such a character). next/font reads literals only, so the ranges are written out here;
// a unit test checks them against the script. `more` carries the size-adjusted fallback that stands in while
// either face loads, which is why the core faces have none of their own.
const displayCore = localFont({
  src: './fonts/fraunces-core.woff2',
  variable: '--font-display-core',
  weight: '300 600',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+203A, U+20AC',
    },
  ],
});
const displayMore = localFont({
  src: './fonts/fraunces-more.woff2',
  variable: '--font-display-more',
  weight: '300 600',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Times New Roman',
  fallback: ['Georgia', 'serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2, U+00A4-00A8, U+00AA-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-2039, U+203B-206F, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
const textCore = localFont({
  src: './fonts/inter-core.woff2',
  variable: '--font-text-core',
  weight: '400 700',
  display: 'swap',
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0020-007E, U+00A0, U+00A3, U+00A9, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+203A, U+20AC',
    },
  ],
});
const textMore = localFont({
  src: './fonts/inter-more.woff2',
  variable: '--font-text-more',
  weight: '400 700',
  display: 'swap',
  preload: false,
  adjustFontFallback: 'Arial',
  fallback: ['system-ui', 'sans-serif'],
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A2, U+00A4-00A8, U+00AA-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2021, U+2023-2025, U+2027-2039, U+203B-206F, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});
const fontVariables = [displayCore, displayMore, textCore, textMore].map((font) => font.variable).join(' ');

const { site } = content;

// The tab's icon travels inside each page as a `data:` URL. As a file of its own (185 bytes with ~2.5 KB of response
// headers) it was a request that started before the hero's title had painted, and on a slow phone Lighthouse counted
// it on the title's path: the second venue's home page went from 1.51 to 1.37 s without it. `/favicon.ico`, for
// browsers that ask for it anyway, is drawn from this link after the build (scripts/favicon.mjs).
const iconSvg = fs.readFileSync(path.join(content.dir, site.icon), 'utf8').trim();

export const metadata: Metadata = {
  metadataBase: new URL(settings.siteUrl),
  title: { default: `${site.name} · ${site.titleSuffix}`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  icons: { icon: [{ url: `data:image/svg+xml,${encodeURIComponent(iconSvg)}`, type: 'image/svg+xml' }] },
  openGraph: { type: 'website', siteName: site.name, locale: ogLocale, images: [shareImage] },
  twitter: { card: 'summary_large_image', images: [shareImage.url] },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: site.themeColor };

export default function RootLayout({ children }: { children: ReactNode }) {
  // A venue language without a dictionary stops the build here, naming the words it needs (contract §10).
  const dict = dictionaryFor(site.language);
  return (
    <html lang={site.language} className={fontVariables}>
      <body>
        <MotionProperties />
        <a className="skip-link" href="#main">
          {dict.site.skipLink}
        </a>
        <SiteHeader
          name={site.name}
          navigation={siteNavigation()}
          words={{
            home: fill(dict.site.homeLink, { name: site.name }),
            open: dict.navigation.open,
            close: dict.navigation.close,
            main: dict.navigation.main,
            secondary: dict.navigation.secondary,
            sections: dict.navigation.sections,
          }}
          overlayAside={
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
          }
        />
        <main id="main">{children}</main>
        <SiteFooter dict={dict} />
        <Motion />
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonLd(structuredData(content, settings.siteUrl)) }}
        />
        <HydrationMark />
        <EarlyScripts />
      </body>
    </html>
  );
}
