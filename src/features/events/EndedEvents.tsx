'use client';

import { useEffect } from 'react';
import { settleEvents } from './settle';

/** setTimeout holds at most 2^31 − 1 ms (24.8 days); a longer wait fires at once. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * Hides the events of list `listId` that have ended since the page was built, and each one as it ends while the
 * page stays open (settle.ts says how). Renders nothing: the list is the server's HTML.
 */
export function EndedEvents({ listId }: { listId: string }) {
  useEffect(() => {
    const container = document.getElementById(listId);
    if (!container) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = () => {
      const nextEnd = settleEvents(container, Date.now());
      if (nextEnd !== undefined) timer = setTimeout(look, Math.min(Math.max(nextEnd - Date.now(), 0), LONGEST_WAIT));
    };
    look();
    return () => clearTimeout(timer);
  }, [listId]);
  return null;
}
