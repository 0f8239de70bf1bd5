import type { ClientDirective } from 'astro';
import { onFirstUse } from './first-use';

/** How long a link tapped before its island woke waits for it before the browser follows it as it would have. */
const REPLAY_WAIT_MS = 2500;

/**
 * `client:replay`: `client:tap` for links the island turns into something else once awake (the gallery's thumbnails
 * open its dialog): a click on such a link before the island is awake waits for it and is then made again, so that the
 * visitor's first tap opens the dialog. Should the island not wake in time (a lost connection), the link is followed.
 * A directive of its own so that the pages without such links (all but the gallery) do not carry its code.
 */
const replay: ClientDirective = (load, _options, island) => {
  let awake = false;
  let waking: Promise<void> | null = null;
  const wake = () =>
    (waking ??= load()
      .then((run) => run())
      .then(() => {
        awake = true;
      }));
  onFirstUse(island, () => void wake());
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

export default replay;
