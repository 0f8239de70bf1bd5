import Link from 'next/link';
import type { ReactNode } from 'react';
import { NavOverlay, type Navigation } from './NavOverlay';
import { Wordmark } from './Wordmark';

/** The fixed header: the venue's logo and the trigger of the full-screen overlay (`overlayAside` goes inside it). */
export function SiteHeader({ name, navigation, overlayAside }: { name: string; navigation: Navigation; overlayAside?: ReactNode }) {
  return (
    <header className="site-header">
      {/* A wrapper, so the logo is not a grid item: grid items are blockified, and its display decides the scroll threshold. */}
      <div className="site-brand">
        <Link href="/" className="logo" aria-label={`${name}, home`}>
          <Wordmark name={name} />
        </Link>
      </div>
      <NavOverlay navigation={navigation}>{overlayAside}</NavOverlay>
    </header>
  );
}
