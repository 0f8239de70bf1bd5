// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { arrowStep, isRightToLeft } from './direction';

describe('arrowStep (promises §19)', () => {
  afterEach(() => document.body.replaceChildren());

  const element = (dir?: string) => {
    const box = document.createElement('div');
    const inner = document.createElement('button');
    if (dir) box.dir = dir;
    box.append(inner);
    document.body.append(box);
    return inner;
  };

  it('goes on by the right arrow left to right, and back by the left', () => {
    const button = element();
    expect(isRightToLeft(button)).toBe(false);
    expect(arrowStep('ArrowRight', button)).toBe(1);
    expect(arrowStep('ArrowLeft', button)).toBe(-1);
  });

  it('goes on by the left arrow where the line runs right to left, inherited from the page', () => {
    const button = element('rtl');
    expect(isRightToLeft(button)).toBe(true);
    expect(arrowStep('ArrowLeft', button)).toBe(1);
    expect(arrowStep('ArrowRight', button)).toBe(-1);
  });

  it('follows the nearest dir: an element of the other direction inside the page', () => {
    const button = element('rtl');
    const island = document.createElement('div');
    island.dir = 'ltr';
    button.parentElement!.append(island);
    const inner = document.createElement('button');
    island.append(inner);
    expect(arrowStep('ArrowRight', inner)).toBe(1);
  });

  it('ignores every other key', () => {
    expect(arrowStep('ArrowUp', element('rtl'))).toBe(0);
    expect(arrowStep('Enter', element())).toBe(0);
  });
});
