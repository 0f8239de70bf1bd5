/** promises §6: a toggle opens or closes in (body height / 800) seconds; nothing at all with reduced motion. */
export function toggleDurationSeconds(bodyHeightPx: number, reducedMotion = false): number {
  if (reducedMotion || !Number.isFinite(bodyHeightPx) || bodyHeightPx <= 0) return 0;
  return bodyHeightPx / 800;
}
