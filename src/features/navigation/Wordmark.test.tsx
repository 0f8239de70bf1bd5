// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initials, Wordmark } from './Wordmark';

describe('monogram initials', () => {
  it('skips articles and keeps at most three letters', () => {
    expect(initials('The Hollin Hall')).toBe('HH');
    expect(initials('Corn Exchange of the North Riding')).toBe('CENR'.slice(0, 3));
    expect(initials('the')).toBe('T');
  });
});

describe('the wordmark (promises §19)', () => {
  const textOf = (name: string) => {
    const { container } = render(<Wordmark name={name} />);
    return container.querySelector('svg.wordmark text')!;
  };

  it('fills its box with a Latin name, stretched by its spacing, as before', () => {
    const text = textOf('The Hollin Hall');
    expect(text.getAttribute('textLength')).toBe(String(Math.round(15 * 100 * 0.47)));
    expect(text.getAttribute('lengthAdjust')).toBe('spacing');
  });

  it('gives a Japanese name an em a letter, so that its letters never overlap', () => {
    expect(Number(textOf('松葉屋').getAttribute('textLength'))).toBeGreaterThanOrEqual(300);
  });

  it('never spaces out the letters of an Arabic name, which would break their joins', () => {
    const text = textOf('دار الزيتون');
    expect(text.hasAttribute('textLength')).toBe(false);
    expect(text.hasAttribute('lengthAdjust')).toBe(false);
    expect(text.textContent).toBe('دار الزيتون');
  });
});
