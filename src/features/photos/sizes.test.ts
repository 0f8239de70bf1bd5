import { describe, expect, it } from 'vitest';
import { PARALLAX_SCALE } from '@/shared/parallax';
import { SPACE_CARD_SIZES, SPACE_DETAIL_SIZES, SPACE_DETAIL_SIZES_NARROW } from './sizes';

describe('the sizes of parallax pictures', () => {
  it.each([
    ['space cards', SPACE_CARD_SIZES],
    ['venue spaces', SPACE_DETAIL_SIZES],
    ['venue spaces, narrow column', SPACE_DETAIL_SIZES_NARROW],
  ])('%s: every width is its frame’s, scaled by the parallax', (_, sizes) => {
    const candidates = sizes.split(', ');
    expect(candidates.length).toBeGreaterThan(1);
    candidates.forEach((candidate, index) => {
      const last = index === candidates.length - 1;
      expect(candidate).toMatch(
        new RegExp(
          `^${last ? '' : '\\(min-width: \\d+rem\\) '}calc\\(${PARALLAX_SCALE} \\* (\\d+px|\\(\\d+vw - \\d+px\\))\\)$`,
        ),
      );
    });
    expect(candidates.at(-1)).toBe(`calc(${PARALLAX_SCALE} * (100vw - 32px))`);
  });
});
