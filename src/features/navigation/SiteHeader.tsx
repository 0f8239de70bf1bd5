import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { NavOverlay } from './NavOverlay';
import { Wordmark } from './Wordmark';

/** The fixed header: the venue's logo and the trigger of the full-screen overlay (`overlayAside` goes inside it). */
export function SiteHeader({ overlayAside }: { overlayAside?: ReactNode }) {
  return (
    <header className="site-header">
      {/* A wrapper, so the logo is not a grid item: grid items are blockified, and its display decides the scroll threshold. */}
      <div className="site-brand">
        <Link href="/" className="logo" aria-label={`${site.name}, home`}>
          <Wordmark name={site.name} />
        </Link>
      </div>
      <NavOverlay>{overlayAside}</NavOverlay>
    </header>
  );
}
