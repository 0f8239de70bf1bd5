import type { ClientDirective } from 'astro';
import { onFirstUse } from './first-use';

/** How long a link tapped before its island woke waits for it before the browser follows it as it would have. */
const REPLAY_WAIT_MS = 2500;

/**
 * `client:tap`: the island hydrates when the visitor first uses it, not before. For controls the platform already
 * runs by itself (the menu is a popover, src/features/navigation/SiteHeader.tsx) the event is never held back, so
 * the first tap does what it did before any script, and React takes the state it finds over.
 *
 * `client:tap="replay"`: for links the island turns into something else once awake (the gallery's thumbnails open
 * its dialog): a click on such a link before the island is awake waits for it and is then made again, so that the
 * visitor's first tap opens the dialog. Should the island not wake in time (a lost connection), the link is followed.
 */
const tap: ClientDirective = (load, options, island) => {
  let awake = false;
  let waking: Promise<void> | null = null;
  const wake = () =>
    (waking ??= load()
      .then((run) => run())
      .then(() => {
        awake = true;
      }));
  onFirstUse(island, () => void wake());
  if (options.value !== 'replay') return;
  const held = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (awake || !link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    const followAnyway = window.setTimeout(() => window.location.assign(link.href), REPLAY_WAIT_MS);
    void wake().then(() => {
      window.clearTimeout(followAnyway);
      link.click();
    });
  };
  island.addEventListener('click', held, true);
};

export default tap;
