import { describe, expect, it } from 'vitest';
import { initials } from './Wordmark';

describe('monogram initials', () => {
  it('skips articles and keeps at most three letters', () => {
    expect(initials('The Hollin Hall')).toBe('HH');
    expect(initials('Corn Exchange of the North Riding')).toBe('CENR'.slice(0, 3));
    expect(initials('the')).toBe('T');
  });
});
