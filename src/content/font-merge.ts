/**
 * One TrueType font from several slices of the same face (fontsource's numbered files of Noto Serif JP at one
 * weight): the glyphs of each, in one glyph table, with one character map. A page then asks for one file per face
 * and a brochure draws a Japanese text in one font, where each slice would be a file, a `@font-face` rule and a
 * React-PDF family of its own. What it keeps: outlines (`glyf`, composite glyphs renumbered), horizontal metrics,
 * the character map, the first slice's names (its copyright and licence), vertical extent and style (`head`,
 * `hhea`, `OS/2`). What it drops: the OpenType layout tables (GSUB, GPOS: vertical forms, proportional
 * punctuation), which a horizontal text in these faces does without, and vertical metrics.
 */

interface Table {
  tag: string;
  data: Buffer;
}

/** A font's tables by tag (a TrueType sfnt: version 0x00010000 or 'true'). */
function tablesOf(font: Buffer): Map<string, Buffer> {
  const version = font.readUInt32BE(0);
  if (version !== 0x00010000 && version !== 0x74727565) throw new Error('not a TrueType font (sfnt with glyf)');
  const count = font.readUInt16BE(4);
  const tables = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    const offset = font.readUInt32BE(at + 8);
    const length = font.readUInt32BE(at + 12);
    tables.set(tag, font.subarray(offset, offset + length));
  }
  return tables;
}

const need = (tables: Map<string, Buffer>, tag: string): Buffer => {
  const table = tables.get(tag);
  if (!table) throw new Error(`a slice has no ${tag} table`);
  return table;
};

/** The glyphs of a font, as their glyf data, and their advance and left side bearing. */
function glyphsOf(tables: Map<string, Buffer>): Array<{ data: Buffer; advance: number; lsb: number }> {
  const head = need(tables, 'head');
  const long = head.readInt16BE(50) === 1;
  const maxp = need(tables, 'maxp');
  const count = maxp.readUInt16BE(4);
  const loca = need(tables, 'loca');
  const glyf = need(tables, 'glyf');
  const hhea = need(tables, 'hhea');
  const hmtx = need(tables, 'hmtx');
  const metrics = hhea.readUInt16BE(34);
  const offset = (index: number) => (long ? loca.readUInt32BE(index * 4) : loca.readUInt16BE(index * 2) * 2);
  const glyphs = [];
  let advance = 0;
  for (let index = 0; index < count; index++) {
    if (index < metrics) advance = hmtx.readUInt16BE(index * 4);
    const lsb =
      index < metrics ? hmtx.readInt16BE(index * 4 + 2) : hmtx.readInt16BE(metrics * 4 + (index - metrics) * 2);
    glyphs.push({ data: Buffer.from(glyf.subarray(offset(index), offset(index + 1))), advance, lsb });
  }
  return glyphs;
}

/** A composite glyph with its components' glyph ids moved by `shift`; a simple glyph as it is. */
function renumbered(data: Buffer, shift: number): Buffer {
  if (data.length === 0 || data.readInt16BE(0) >= 0) return data;
  const glyph = Buffer.from(data);
  let at = 10;
  for (;;) {
    const flags = glyph.readUInt16BE(at);
    glyph.writeUInt16BE(glyph.readUInt16BE(at + 2) + shift, at + 2);
    at += 4 + (flags & 0x0001 ? 4 : 2);
    if (flags & 0x0008) at += 2;
    else if (flags & 0x0040) at += 4;
    else if (flags & 0x0080) at += 8;
    if (!(flags & 0x0020)) break;
  }
  return glyph;
}

/** A cmap of formats 4 (the BMP) and 12 (every plane), from code points to glyph ids. */
function cmapOf(map: Map<number, number>): Buffer {
  const points = [...map.keys()].sort((a, b) => a - b);
  const bmp = points.filter((point) => point <= 0xfffe);
  // Format 4: one segment per character, and the closing 0xFFFF.
  const segments = [...bmp.map((point) => [point, map.get(point)!] as const), [0xffff, 0] as const];
  const segX2 = segments.length * 2;
  const search = 2 * 2 ** Math.floor(Math.log2(segments.length));
  const format4 = Buffer.alloc(16 + segments.length * 8);
  format4.writeUInt16BE(4, 0);
  format4.writeUInt16BE(format4.length, 2);
  format4.writeUInt16BE(segX2, 6);
  format4.writeUInt16BE(search, 8);
  format4.writeUInt16BE(Math.log2(search / 2), 10);
  format4.writeUInt16BE(segX2 - search, 12);
  segments.forEach(([point, glyph], i) => {
    format4.writeUInt16BE(point, 14 + i * 2);
    format4.writeUInt16BE(point, 16 + segX2 + i * 2);
    format4.writeUInt16BE(point === 0xffff ? 1 : (glyph - point) & 0xffff, 16 + segX2 * 2 + i * 2);
    format4.writeUInt16BE(0, 16 + segX2 * 3 + i * 2);
  });
  const format12 = Buffer.alloc(16 + points.length * 12);
  format12.writeUInt16BE(12, 0);
  format12.writeUInt32BE(format12.length, 4);
  format12.writeUInt32BE(points.length, 12);
  points.forEach((point, i) => {
    format12.writeUInt32BE(point, 16 + i * 12);
    format12.writeUInt32BE(point, 20 + i * 12);
    format12.writeUInt32BE(map.get(point)!, 24 + i * 12);
  });
  const header = Buffer.alloc(4 + 3 * 8);
  header.writeUInt16BE(3, 2);
  const records = [
    [0, 3, 4 + 24 + format4.length],
    [3, 1, 4 + 24],
    [3, 10, 4 + 24 + format4.length],
  ] as const;
  records.forEach(([platform, encoding, offset], i) => {
    header.writeUInt16BE(platform, 4 + i * 8);
    header.writeUInt16BE(encoding, 6 + i * 8);
    header.writeUInt32BE(offset, 8 + i * 8);
  });
  return Buffer.concat([header, format4, format12]);
}

const checksum = (data: Buffer): number => {
  const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
  let sum = 0;
  for (let at = 0; at < padded.length; at += 4) sum = (sum + padded.readUInt32BE(at)) >>> 0;
  return sum;
};

/** The sfnt of `tables`, sorted, padded, with their checksums and the head's adjustment. */
function sfntOf(tables: Table[]): Buffer {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const search = 16 * 2 ** Math.floor(Math.log2(sorted.length));
  const header = Buffer.alloc(12 + sorted.length * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(sorted.length, 4);
  header.writeUInt16BE(search, 6);
  header.writeUInt16BE(Math.log2(search / 16), 8);
  header.writeUInt16BE(sorted.length * 16 - search, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  sorted.forEach(({ tag, data }, i) => {
    const at = 12 + i * 16;
    header.write(tag, at, 'latin1');
    header.writeUInt32BE(checksum(data), at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    bodies.push(padded);
    offset += padded.length;
  });
  const font = Buffer.concat([header, ...bodies]);
  const headAt = header.readUInt32BE(12 + sorted.findIndex(({ tag }) => tag === 'head') * 16 + 8);
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headAt + 8);
  return font;
}

/**
 * One TrueType font of the slices `fonts` (TrueType sfnts of one face: each already cut to the characters wanted
 * of it), each with the characters it maps (`cmaps`: code point → glyph id in that slice).
 */
export function mergeSlices(fonts: ReadonlyArray<{ font: Buffer; cmap: ReadonlyMap<number, number> }>): Buffer {
  if (fonts.length === 0) throw new Error('no slice to merge');
  const first = tablesOf(fonts[0]!.font);
  const glyphs: Array<{ data: Buffer; advance: number; lsb: number }> = [];
  const map = new Map<number, number>();
  const maxp = Buffer.from(need(first, 'maxp'));
  for (const [index, { font, cmap }] of fonts.entries()) {
    const tables = tablesOf(font);
    const own = glyphsOf(tables);
    // The .notdef glyph once, the first slice's.
    const shift = glyphs.length - (index === 0 ? 0 : 1);
    own.forEach((glyph, id) => {
      if (index > 0 && id === 0) return;
      glyphs.push({ ...glyph, data: renumbered(glyph.data, shift) });
    });
    for (const [point, id] of cmap) if (id !== 0 && !map.has(point)) map.set(point, id + shift);
    // maxp 1.0's maxima (points, contours, components…): the largest of the slices'.
    const theirs = need(tables, 'maxp');
    for (let at = 6; at < Math.min(32, theirs.length); at += 2)
      maxp.writeUInt16BE(Math.max(maxp.readUInt16BE(at), theirs.readUInt16BE(at)), at);
  }
  maxp.writeUInt16BE(glyphs.length, 4);
  const glyf = Buffer.concat(
    glyphs.map(({ data }) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])),
  );
  const loca = Buffer.alloc((glyphs.length + 1) * 4);
  let offset = 0;
  glyphs.forEach(({ data }, id) => {
    loca.writeUInt32BE(offset, id * 4);
    offset += data.length + ((4 - (data.length % 4)) % 4);
  });
  loca.writeUInt32BE(offset, glyphs.length * 4);
  const hmtx = Buffer.alloc(glyphs.length * 4);
  glyphs.forEach(({ advance, lsb }, id) => {
    hmtx.writeUInt16BE(advance, id * 4);
    hmtx.writeInt16BE(lsb, id * 4 + 2);
  });
  const head = Buffer.from(need(first, 'head'));
  head.writeInt16BE(1, 50);
  const hhea = Buffer.from(need(first, 'hhea'));
  hhea.writeUInt16BE(glyphs.length, 34);
  hhea.writeUInt16BE(Math.max(...glyphs.map(({ advance }) => advance)), 10);
  const post = Buffer.alloc(32);
  post.writeUInt32BE(0x00030000, 0);
  need(first, 'post').copy(post, 4, 4, 32);
  return sfntOf([
    { tag: 'cmap', data: cmapOf(map) },
    { tag: 'glyf', data: glyf },
    { tag: 'head', data: head },
    { tag: 'hhea', data: hhea },
    { tag: 'hmtx', data: hmtx },
    { tag: 'loca', data: loca },
    { tag: 'maxp', data: maxp },
    { tag: 'name', data: need(first, 'name') },
    { tag: 'OS/2', data: need(first, 'OS/2') },
    { tag: 'post', data: post },
  ]);
}

/** A TrueType font's character map (its format 12 table where it has one, else its format 4): code point → glyph. */
export function characterMap(font: Buffer): Map<number, number> {
  const cmap = need(tablesOf(font), 'cmap');
  const count = cmap.readUInt16BE(2);
  const subtables = Array.from({ length: count }, (_, i) => cmap.readUInt32BE(4 + i * 8 + 4));
  const formats = subtables.map((offset) => ({ offset, format: cmap.readUInt16BE(offset) }));
  const map = new Map<number, number>();
  const twelve = formats.find(({ format }) => format === 12);
  if (twelve) {
    const groups = cmap.readUInt32BE(twelve.offset + 12);
    for (let i = 0; i < groups; i++) {
      const at = twelve.offset + 16 + i * 12;
      const [start, end, glyph] = [cmap.readUInt32BE(at), cmap.readUInt32BE(at + 4), cmap.readUInt32BE(at + 8)];
      for (let point = start; point <= end; point++) map.set(point, glyph + point - start);
    }
    return map;
  }
  const four = formats.find(({ format }) => format === 4);
  if (!four) throw new Error('a slice has no format 4 or 12 character map');
  const at = four.offset;
  const segX2 = cmap.readUInt16BE(at + 6);
  const ends = at + 14;
  const starts = ends + segX2 + 2;
  const deltas = starts + segX2;
  const ranges = deltas + segX2;
  for (let i = 0; i < segX2 / 2; i++) {
    const end = cmap.readUInt16BE(ends + i * 2);
    const start = cmap.readUInt16BE(starts + i * 2);
    const delta = cmap.readInt16BE(deltas + i * 2);
    const range = cmap.readUInt16BE(ranges + i * 2);
    for (let point = start; point <= end && point !== 0xffff; point++) {
      let glyph: number;
      if (range === 0) glyph = (point + delta) & 0xffff;
      else {
        const where = ranges + i * 2 + range + (point - start) * 2;
        glyph = cmap.readUInt16BE(where);
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
      }
      if (glyph !== 0) map.set(point, glyph);
    }
  }
  return map;
}
