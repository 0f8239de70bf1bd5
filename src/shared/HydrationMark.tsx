'use client';

import { useEffect } from 'react';

/**
 * `<html data-hydrated>` once React has taken over the page's HTML, i.e. every control answers from here on. The
 * page's scripts start only after its first paint (scripts/hydrate-after-paint.mjs), so this comes a moment after
 * the page is seen; the end-to-end tests wait for it after each load, as a visitor's first tap would have.
 * Rendered last in <body>: effects run in tree order, so every other component's effects have run by now.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
