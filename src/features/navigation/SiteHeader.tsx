import Link from 'next/link';
import type { ReactNode } from 'react';
import { site } from '@/config/site';
import { NavOverlay } from './NavOverlay';
import { Wordmark } from './Wordmark';

/** The fixed header: the venue's logo and the trigger of the full-screen overlay (`overlayAside` goes inside it). */
export function SiteHeader({ overlayAside }: { overlayAside?: ReactNode }) {
  return (
    <header className="site-header">
      <Link href="/" className="logo" aria-label={`${site.name}, home`}>
        <Wordmark name={site.name} />
      </Link>
      <NavOverlay>{overlayAside}</NavOverlay>
    </header>
  );
}
