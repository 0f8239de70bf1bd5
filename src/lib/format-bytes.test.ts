import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.mjs';

describe('formatBytes', () => {
  it('counts bytes below a kilobyte', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
  });

  it('rounds kilobytes to whole ones', () => {
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(10_000)).toBe('10 KB');
    // The site's send limit, as the compression message names it.
    expect(formatBytes(943_718)).toBe('922 KB');
  });

  it('gives megabytes to one decimal', () => {
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(formatBytes(2_000_000)).toBe('1.9 MB');
  });
});
