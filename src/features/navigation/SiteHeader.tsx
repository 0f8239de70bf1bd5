import Link from 'next/link';
import type { ReactNode } from 'react';
import { NavOverlay, type Navigation, type NavWords } from './NavOverlay';
import { Wordmark } from './Wordmark';

/** The id NavOverlay's trigger opens (`popovertarget`). */
export const NAV_HOST_ID = 'site-header';

/**
 * The fixed header: the venue's logo and the trigger of the full-screen overlay (`overlayAside` goes inside it).
 * The header itself is the popover the trigger opens, so the platform opens the overlay before any script (and
 * without JavaScript), and the logo and the trigger stay above it in the top layer, as they are drawn today.
 */
export function SiteHeader({
  name,
  homeHref = '/',
  navigation,
  words,
  languages,
  overlayAside,
}: {
  name: string;
  /** The home page in the page's language. */
  homeHref?: string;
  navigation: Navigation;
  /** In the page's language; `home` names the logo's link ("Foyer, home"). */
  words: NavWords & { home: string };
  /** The links to this page in the venue's other languages (contract §10), beside the trigger. */
  languages?: ReactNode;
  overlayAside?: ReactNode;
}) {
  return (
    <header className="site-header" id={NAV_HOST_ID} popover="auto">
      {/* A wrapper, so the logo is not a grid item: grid items are blockified, and its display decides the scroll threshold. */}
      <div className="site-brand">
        <Link href={homeHref} className="logo" aria-label={words.home}>
          <Wordmark name={name} />
        </Link>
      </div>
      {languages}
      <NavOverlay hostId={NAV_HOST_ID} navigation={navigation} words={words}>
        {overlayAside}
      </NavOverlay>
    </header>
  );
}
