import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARALLAX_OVERFLOW_PERCENT, PARALLAX_PERCENT } from '@/shared/parallax';
import { MOTION, motionCustomProperties, motionCustomPropertiesRule } from './constants';

describe('the parallax size, written once', () => {
  it('moves the picture by the shared figure and gives the CSS the overflow that goes with it', () => {
    expect(MOTION.parallaxPercent).toBe(PARALLAX_PERCENT);
    expect(motionCustomProperties['--parallax-overflow']).toBe(`${PARALLAX_OVERFLOW_PERCENT}%`);
    expect(motionCustomPropertiesRule).toContain('--parallax-overflow:12.5%');
  });

  it("is read by the parallax picture's stylesheet, which writes no size of its own for it", () => {
    const css = fs.readFileSync(path.join(process.cwd(), 'src/shared/ui/parallax.css'), 'utf8');
    const rule = /\n\.parallax \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/inset: calc\(-1 \* var\(--parallax-overflow\)\) 0 auto;/);
    expect(rule).toMatch(/height: calc\(100% \+ 2 \* var\(--parallax-overflow\)\);/);
    expect(rule.match(/[\d.]+%/g)).toEqual(['100%', '100%']);
  });
});
