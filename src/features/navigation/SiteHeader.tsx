import type { ReactNode } from 'react';
import { Wordmark } from './Wordmark';
import './navigation.css';

/** The id NavOverlay's trigger opens (`popovertarget`). */
export const NAV_HOST_ID = 'site-header';

/**
 * The fixed header: the venue's logo and the full-screen overlay with its trigger (`overlay`: NavOverlay, an island
 * of its own that hydrates on first use, given by the page's document, src/layouts/SiteDocument.astro).
 * The header itself is the popover the trigger opens, so the platform opens the overlay before any script (and
 * without JavaScript), and the logo and the trigger stay above it in the top layer, as they are drawn today.
 */
export function SiteHeader({
  name,
  homeHref = '/',
  home,
  languages,
  overlay,
}: {
  name: string;
  /** The home page in the page's language. */
  homeHref?: string;
  /** The logo's link's name in the page's language ("Foyer, home"). */
  home: string;
  /** The links to this page in the venue's other languages (promises §10), beside the trigger. */
  languages?: ReactNode;
  overlay: ReactNode;
}) {
  return (
    <header className="site-header" id={NAV_HOST_ID} popover="auto">
      {/* A wrapper, so the logo is not a grid item: grid items are blockified, and its display decides the scroll threshold. */}
      <div className="site-brand">
        <a href={homeHref} className="logo" aria-label={home}>
          <Wordmark name={name} />
        </a>
      </div>
      {languages}
      {overlay}
    </header>
  );
}
