'use client';

import Link from 'next/link';
import { useEffect, useId, useState } from 'react';
import { mainNav, secondaryNav } from '@/config/site';

/** `button.nav-trigger` and the `.nav-overlay` it toggles (CONTRACT §2); open means `body.nav-open`. */
export function NavOverlay() {
  const [open, setOpen] = useState(false);
  const overlayId = useId();

  useEffect(() => {
    document.body.classList.toggle('nav-open', open);
    return () => document.body.classList.remove('nav-open');
  }, [open]);

  return (
    <>
      <button
        type="button"
        className="nav-trigger"
        aria-expanded={open}
        aria-controls={overlayId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="nav-trigger-label">{open ? 'Close' : 'Menu'}</span>
      </button>
      <div id={overlayId} className="nav-overlay" hidden={!open}>
        <nav aria-label="Main">
          <ul className="nav-links">
            {mainNav.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
                {link.children ? (
                  <ul className="sub-menu">
                    {link.children.map((child) => (
                      <li key={child.href}>
                        <Link href={child.href} onClick={() => setOpen(false)}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label="Secondary">
          <ul className="nav-secondary">
            {secondaryNav.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={() => setOpen(false)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </>
  );
}
