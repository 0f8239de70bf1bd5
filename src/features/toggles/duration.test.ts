import { describe, expect, it } from 'vitest';
import { toggleDurationSeconds } from './duration';

describe('toggle duration', () => {
  it('is the body height divided by 800, in seconds', () => {
    expect(toggleDurationSeconds(400)).toBe(0.5);
    expect(toggleDurationSeconds(800)).toBe(1);
    expect(toggleDurationSeconds(120)).toBeCloseTo(0.15);
  });

  it('is zero with reduced motion or nothing to show', () => {
    expect(toggleDurationSeconds(400, true)).toBe(0);
    expect(toggleDurationSeconds(0)).toBe(0);
    expect(toggleDurationSeconds(Number.NaN)).toBe(0);
  });
});
