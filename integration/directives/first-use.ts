/**
 * What counts as the first use of an island's controls: a touch or click, a key, the focus arriving, a value typed or
 * chosen, a send (held by src/shared/early/before-hydration.mjs until the island wakes).
 */
const FIRST_USE = ['pointerdown', 'keydown', 'focusin', 'input', 'change', 'submit'] as const;

/** Calls `start` once, at the first use of anything inside `island` (captured, so nothing the page does hides it). */
export function onFirstUse(island: HTMLElement, start: () => void): void {
  const once = () => {
    for (const type of FIRST_USE) island.removeEventListener(type, once, true);
    start();
  };
  for (const type of FIRST_USE) island.addEventListener(type, once, { capture: true, passive: true });
}
