import type { ClientDirective } from 'astro';
import { onFirstUse } from './first-use';

/** How near: half a screen above or below. A form works before its island wakes (the early script holds a send). */
export const NEAR = '50% 0px';

/**
 * `client:near`: the island hydrates when the section around it comes within half a screen of the viewport, once the
 * page has loaded (its first screen painted, its photos in), so a form or a block that asks the blog again is awake
 * before the visitor reaches it, a phone that is never scrolled loads none of it, and none takes bandwidth from the
 * first screen. Used before then (a field focused, a send from the keyboard or by autofill), it wakes at once. It
 * watches the nearest ancestor with a box, not the island's own children: a block the build left empty is `hidden`,
 * and hidden boxes never intersect (nor does the island itself, `display: contents`).
 */
const near: ClientDirective = (load, _options, island) => {
  let started = false;
  const hydrate = () => {
    if (started) return;
    started = true;
    void load().then((run) => run());
  };
  onFirstUse(island, hydrate);
  let section: Element | null = island.parentElement;
  while (section && getComputedStyle(section).display === 'contents') section = section.parentElement;
  if (!section || typeof IntersectionObserver !== 'function') return hydrate();
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      hydrate();
    },
    { rootMargin: NEAR },
  );
  // Watched from then on, where the page's boxes are where they stay (a grid of photos whose files are in).
  afterLoad(() => observer.observe(section));
};

/**
 * Runs `then` once the page has loaded and painted its first content: an island near the first screen must not take
 * the bandwidth and the main thread that the hero, the words, the fonts and the photos in view need first.
 */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') afterFirstPaint(then);
  else window.addEventListener('load', () => afterFirstPaint(then), { once: true });
}

function afterFirstPaint(then: () => void): void {
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) throw new Error('no paint timing');
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(then, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    then();
  }
}

export default near;
