// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import { describe, expect, it } from 'vitest';
import { slicesFor } from './font-files';
import { characterMap, mergeSlices } from './font-merge';

const KYOTO = '京都・北区　大正十三年創建の京町家で、少人数の結婚式を。';

describe('a face merged from its slices', () => {
  it('maps every character of every slice to its own glyph, and HarfBuzz reads it', async () => {
    const wanted = new Set([...KYOTO].map((char) => char.codePointAt(0)!));
    const { slices } = slicesFor('noto-serif-jp', 400, wanted);
    expect(slices.length).toBeGreaterThan(3);
    const cuts = await Promise.all(
      slices.map(async (slice) => {
        const source = fs.readFileSync(path.resolve('node_modules/@fontsource/noto-serif-jp', slice.woff2));
        const font = await subsetFont(source, String.fromCodePoint(...slice.used), { targetFormat: 'truetype' });
        return { font, cmap: characterMap(font) };
      }),
    );
    const merged = mergeSlices(cuts);
    const map = characterMap(merged);
    expect(new Set(map.keys())).toEqual(new Set([...wanted].filter((point) => point > 0x590)));
    // One glyph a character here (none composite), apart: no two characters share a glyph.
    expect(new Set(map.values()).size).toBe(map.size);
    // HarfBuzz reads it as a font, and cuts it again with every character.
    const again = await subsetFont(merged, KYOTO, { targetFormat: 'truetype' });
    expect(characterMap(again).size).toBe(map.size);
    expect(merged.readUInt32BE(0)).toBe(0x00010000);
  });

  it('refuses a font that is not TrueType', () => {
    expect(() => mergeSlices([{ font: Buffer.from('OTTO0000000000000000'), cmap: new Map() }])).toThrow(
      'not a TrueType font',
    );
  });
});
