/**
 * The files of the script faces (src/content/typefaces.ts) in their fontsource packages: which slice of a face holds
 * which characters, at which weights. Read at build by integration/subset-fonts.mjs (the pages' cuts) and the brochure.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beyondLatin } from './typefaces.ts';

/** fontsource's subsets that the Latin families answer for: a script face's are the others. */
const LATIN_SUBSETS = new Set([
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
  'math',
  'symbols',
]);

export interface Slice {
  /** The slice's name in its package: `119` (a CJK face's), `arabic`. */
  subset: string;
  /** Its files, from the package's folder: `files/noto-serif-jp-119-400-normal.woff2` and the `.woff`. */
  woff2: string;
  woff: string;
  /** The characters it draws, as its unicode-range says, less what the Latin faces draw. */
  points: Set<number>;
}

/** Where an installed package is, or why not. */
function packageDir(name: string, root: string = process.cwd()): string {
  const dir = path.join(root, 'node_modules', '@fontsource', name);
  if (!fs.existsSync(path.join(dir, 'package.json')))
    throw new Error(`@fontsource/${name} is not installed: add it to the site (npm install @fontsource/${name})`);
  return dir;
}

/** The weights a package ships, from its metadata (`[200, 300, …, 900]`). */
export function weightsOf(name: string, root?: string): number[] {
  const metadata = JSON.parse(fs.readFileSync(path.join(packageDir(name, root), 'metadata.json'), 'utf8')) as {
    weights: number[];
  };
  return metadata.weights;
}

/** The weight of `weights` nearest `wanted` (the lighter of two as near). */
export function nearestWeight(weights: readonly number[], wanted: number): number {
  return [...weights].sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b)[0] ?? wanted;
}

/** The code points of a CSS unicode-range value ("U+0000-00FF, U+0131, …"). */
function unicodeRangePoints(value: string): Set<number> {
  const points = new Set<number>();
  for (const part of value.split(',')) {
    const match = /^\s*U\+([0-9a-f]+)(?:-([0-9a-f]+))?\s*$/i.exec(part);
    if (!match) throw new Error(`not a unicode-range part: "${part}"`);
    const from = parseInt(match[1]!, 16);
    const to = match[2] ? parseInt(match[2], 16) : from;
    for (let point = from; point <= to; point++) points.add(point);
  }
  return points;
}

/**
 * The upright slices of package `name` at `weight` that hold its script's characters, as its `<weight>.css` declares
 * them, each with the characters it alone answers for (the first slice that lists a character has it).
 */
function faceSlices(name: string, weight: number, root?: string): Slice[] {
  const dir = packageDir(name, root);
  const css = fs.readFileSync(path.join(dir, `${weight}.css`), 'utf8');
  const claimed = new Set<number>();
  const slices: Slice[] = [];
  for (const block of css.split('@font-face').slice(1)) {
    const file = /url\(\.\/(files\/[^)]+-normal\.woff2)\)/.exec(block)?.[1];
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (!file || !range) continue;
    const subset = file.slice(`files/${name}-`.length, -`-${weight}-normal.woff2`.length);
    if (LATIN_SUBSETS.has(subset)) continue;
    const points = new Set([...unicodeRangePoints(range)].filter((point) => beyondLatin(point) && !claimed.has(point)));
    for (const point of points) claimed.add(point);
    slices.push({ subset, woff2: file, woff: file.replace(/\.woff2$/, '.woff'), points });
  }
  if (slices.length === 0) throw new Error(`@fontsource/${name} has no face for a script beyond Latin`);
  return slices;
}

/**
 * The slices of a face that hold some of `characters` (a script's, as the venue writes them), each with those it
 * holds; and the characters of the script that none holds.
 */
export function slicesFor(
  name: string,
  weight: number,
  characters: Iterable<number>,
  root?: string,
): { slices: Array<Slice & { used: Set<number> }>; lacking: number[] } {
  const wanted = new Set([...characters].filter(beyondLatin));
  const slices = faceSlices(name, weight, root)
    .map((slice) => ({ ...slice, used: new Set([...slice.points].filter((point) => wanted.has(point))) }))
    .filter((slice) => slice.used.size > 0);
  const held = new Set(slices.flatMap((slice) => [...slice.used]));
  return { slices, lacking: [...wanted].filter((point) => !held.has(point)) };
}
