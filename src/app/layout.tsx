import type { Metadata, Viewport } from 'next';
import localFont from 'next/font/local';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { address, contact, openingHours, schemaVenue } from '@/content/venue';
import { Motion } from '@/features/motion/Motion';
import { SiteHeader } from '@/features/navigation/SiteHeader';
import { shareImage } from '@/shared/seo';
import { SiteFooter } from './_components/SiteFooter';
import './globals.css';

// Self-hosted from @fontsource-variable; next/font preloads them and sizes the fallback so nothing shifts on swap.
const display = localFont({
  src: '../../node_modules/@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
  variable: '--font-display',
  weight: '100 900',
  display: 'swap',
  fallback: ['Georgia', 'serif'],
});
const text = localFont({
  src: '../../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-text',
  weight: '100 900',
  display: 'swap',
  fallback: ['system-ui', 'sans-serif'],
});

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name} · Victorian mill hall for events`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
  openGraph: { type: 'website', siteName: site.name, locale: 'en_GB', images: [shareImage] },
  twitter: { card: 'summary_large_image', images: [shareImage.url] },
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#16120e' };

/** JSON inside a script element: `<` escaped so no text can close the element early. */
const jsonLd = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={`${display.variable} ${text.variable}`}>
      <body>
        <a className="skip-link" href="#main">
          Skip to content
        </a>
        <SiteHeader
          overlayAside={
            <address className="nav-contact">
              <span>
                {address.street}, {address.locality} {address.postalCode}
              </span>
              <a href={`tel:${contact.phoneInternational.replace(/\s/g, '')}`}>{contact.phone}</a>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              <span>
                Viewings {openingHours.map((slot) => `${slot.days} ${slot.opens}–${slot.closes}`).join(', ')}
              </span>
            </address>
          }
        />
        <main id="main">{children}</main>
        <SiteFooter />
        <Motion />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(schemaVenue) }} />
      </body>
    </html>
  );
}
