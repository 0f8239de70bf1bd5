import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadContents } from './load';
import { venueWriting } from './writing';

const root = path.resolve(import.meta.dirname, '../..');

describe('what a venue writes, for its fonts', () => {
  it('holds the marks its pages add to its words: the post’s 〒 on a Japanese page of a venue in Japan', () => {
    expect(venueWriting(loadContents(path.join(root, 'examples/kyoto'))).characters).toContain('〒');
    expect(venueWriting(loadContents(path.join(root, 'examples/rooftop'))).characters).not.toContain('〒');
  });
});
