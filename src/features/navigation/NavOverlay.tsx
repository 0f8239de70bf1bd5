import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { fill } from '@/i18n/fill';
import './navigation.css';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Whether this browser opens popovers by itself (every current one does; older ones get the script's way). */
const popoverSupported = () => typeof HTMLElement !== 'undefined' && 'popover' in HTMLElement.prototype;

const noSubscription = () => () => {};
/**
 * False in the served HTML and while React hydrates it, true once React runs the menu's island. The served trigger
 * is a popover's invoker, whose expanded state the browser tells assistive technology itself; HTML forbids
 * `aria-expanded` beside `popovertarget`, so it comes with the scripts (promises §2), which also work where
 * popovers do not exist. Until then the inline script (src/shared/early/before-hydration.mjs) sets it when the menu
 * toggles.
 */
const useScripted = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/**
 * `button.nav-trigger` and the full-screen `.nav-overlay` it toggles (promises §2); open means `body.nav-open`.
 * The trigger opens its host (the site header, a popover) by itself, before any script and without JavaScript
 * (promises §8); this component follows what the platform shows and takes over a menu opened before it hydrated.
 * While open: Escape closes, Tab stays inside (trigger + overlay), the rest of the page is inert and does not
 * scroll, and closing gives focus back to the trigger.
 */
export interface NavLink {
  label: string;
  href: string;
  /** `noopener noreferrer` where the link leaves the site (docs/promises.md §15): worked out on the server. */
  rel?: string;
  children?: readonly NavLink[];
}

/** The overlay's links, from the venue's content: `main` must reach every page; `secondary` in smaller type. */
export interface Navigation {
  main: readonly NavLink[];
  secondary: readonly NavLink[];
}

/** The trigger's and the menus' words in the page's language (src/i18n: `navigation`). */
export interface NavWords {
  open: string;
  close: string;
  main: string;
  secondary: string;
  /** A sub-menu's name: "{page}: sections". */
  sections: string;
}

export function NavOverlay({
  hostId,
  navigation,
  words,
  children,
}: {
  hostId: string;
  navigation: Navigation;
  words: NavWords;
  children?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const overlayId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  /** Set when the menu was already open at take-over: the visitor's focus stays where it is then. */
  const keepFocus = useRef(false);
  const scripted = useScripted();

  const host = useCallback(() => {
    const element = document.getElementById(hostId);
    return element && popoverSupported() ? element : null;
  }, [hostId]);

  const show = useCallback(
    (next: boolean) => {
      const element = host();
      if (element && element.matches(':popover-open') !== next) element.togglePopover(next);
      // At once, not only on the toggle event (a task later): a link to a section of this page scrolls there in
      // the same click, and it can only once body.nav-open is gone and Lenis runs again.
      setOpen(next);
    },
    [host],
  );
  const close = useCallback(() => show(false), [show]);

  useEffect(() => {
    const element = host();
    if (!element) return;
    const follow = () => setOpen(element.matches(':popover-open'));
    if (element.matches(':popover-open')) {
      // The menu hydrates on its first use (client:tap), so it often takes over a menu its own trigger opened a moment
      // ago: that visitor gets the focus in the menu, as after any opening. One who has moved on keeps their place.
      keepFocus.current = document.activeElement !== triggerRef.current && document.activeElement !== document.body;
      follow();
    }
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, [host]);

  useEffect(() => {
    const body = document.body;
    body.classList.toggle('nav-open', open);
    // Everything outside the header (and the logo inside it) leaves the tab order and the accessibility tree.
    const outside = [
      ...Array.from(body.children).filter((element) => !element.contains(triggerRef.current)),
      ...Array.from(document.querySelectorAll('.site-header .logo')),
    ];
    outside.forEach((element) => element.toggleAttribute('inert', open));

    if (open) {
      wasOpen.current = true;
      if (keepFocus.current) keepFocus.current = false;
      else overlayRef.current?.querySelector<HTMLElement>('.nav-links a')?.focus();
    } else if (wasOpen.current) {
      wasOpen.current = false;
      // Only take focus back if it was in the menu: a link that navigated may have sent it somewhere on purpose.
      const active = document.activeElement;
      if (!active || active === body || overlayRef.current?.contains(active)) triggerRef.current?.focus();
    }
    return () => {
      body.classList.remove('nav-open');
      outside.forEach((element) => element.removeAttribute('inert'));
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        show(false);
        triggerRef.current?.focus();
        return;
      }
      if (event.key !== 'Tab' || !overlayRef.current || !triggerRef.current) return;
      const stops = [
        triggerRef.current,
        ...Array.from(overlayRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
          (element) => element.getClientRects().length > 0,
        ),
      ];
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) return;
      const active = document.activeElement as HTMLElement | null;
      if (event.shiftKey && (active === first || !stops.includes(active as HTMLElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !stops.includes(active as HTMLElement))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, show]);

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="nav-trigger"
        aria-expanded={scripted ? open : undefined}
        aria-controls={overlayId}
        popoverTarget={hostId}
        onClick={() => {
          // Where popovers exist, the click itself toggles the host (and the toggle event updates the state).
          if (!host()) setOpen((value) => !value);
        }}
      >
        <span className="nav-trigger-icon" aria-hidden="true" />
        <span className="nav-trigger-label">{open ? words.close : words.open}</span>
      </button>
      {/* Shown by CSS while the host is open (or body.nav-open where popovers do not exist): no `hidden` to disagree. */}
      <div ref={overlayRef} id={overlayId} className="nav-overlay">
        <div className="nav-overlay-inner">
          <nav aria-label={words.main} className="nav-main">
            <ol className="nav-links">
              {navigation.main.map((link) => (
                <li key={link.href} className={link.children ? 'has-sub-menu' : undefined}>
                  <a href={link.href} rel={link.rel} onClick={close}>
                    {link.label}
                  </a>
                  {link.children ? (
                    <ul className="sub-menu" aria-label={fill(words.sections, { page: link.label })}>
                      {link.children.map((child) => (
                        <li key={child.href}>
                          <a href={child.href} rel={child.rel} onClick={close}>
                            {child.label}
                          </a>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ol>
          </nav>
          <div className="nav-aside">
            <nav aria-label={words.secondary}>
              <ul className="nav-secondary">
                {navigation.secondary.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} rel={link.rel} onClick={close}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {children}
          </div>
        </div>
      </div>
    </>
  );
}
