import type { ClientDirective } from 'astro';
import { onFirstUse } from './first-use';

/**
 * `client:tap`: the island hydrates when the visitor first uses it, not before. For controls the platform already
 * runs by itself (the menu is a popover, src/features/navigation/SiteHeader.tsx) the event is never held back, so
 * the first tap does what it did before any script, and React takes the state it finds over.
 */
const tap: ClientDirective = (load, _options, island) => {
  onFirstUse(island, () => void load().then((run) => run()));
};

export default tap;
