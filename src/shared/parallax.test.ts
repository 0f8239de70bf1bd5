import { describe, expect, it } from 'vitest';
import { PARALLAX_OVERFLOW_PERCENT, PARALLAX_PERCENT, PARALLAX_SCALE } from './parallax';

describe('the parallax', () => {
  it('keeps the picture over its whole frame at every point of its travel, and is no taller than that needs', () => {
    // In frame heights: the picture's top starts `overflow` above the frame and moves ±travel/2 of its own height.
    const travel = (PARALLAX_PERCENT / 100) * PARALLAX_SCALE;
    const overflow = PARALLAX_OVERFLOW_PERCENT / 100;
    const tops = Array.from({ length: 17 }, (_, i) => -overflow + ((i / 8 - 1) * travel) / 2);
    for (const top of tops) {
      expect(top).toBeLessThanOrEqual(1e-9);
      expect(top + PARALLAX_SCALE).toBeGreaterThanOrEqual(1 - 1e-9);
    }
    // At the ends of its travel it touches the frame's edges: any shorter would uncover them.
    expect(Math.max(...tops)).toBeCloseTo(0, 9);
    expect(Math.min(...tops) + PARALLAX_SCALE).toBeCloseTo(1, 9);
  });
});
