import Link from 'next/link';
import { site } from '@/config/site';
import { NavOverlay } from './NavOverlay';

/** The fixed header: the venue's logo and the trigger of the full-screen overlay. */
export function SiteHeader() {
  return (
    <header className="site-header">
      <Link href="/" className="logo" aria-label={`${site.name}, home`}>
        <span className="logo-mark" aria-hidden="true">
          {site.name}
        </span>
      </Link>
      <NavOverlay />
    </header>
  );
}
