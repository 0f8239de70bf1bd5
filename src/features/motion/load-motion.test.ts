import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { motionPlan, type MotionFacts } from './load-motion';

const phoneAtTop: MotionFacts = { reducedMotion: false, desktop: false, scrolled: false, hash: false };

describe('motion plan', () => {
  it('waits for the first use on a phone at the top of a page, and loads when idle on a desktop', () => {
    expect(motionPlan(phoneAtTop)).toEqual({ motion: 'full', when: 'first-use' });
    expect(motionPlan({ ...phoneAtTop, desktop: true })).toEqual({ motion: 'full', when: 'idle' });
  });

  it('does not wait for use on a page opened scrolled or on a hash', () => {
    expect(motionPlan({ ...phoneAtTop, scrolled: true }).when).toBe('idle');
    expect(motionPlan({ ...phoneAtTop, hash: true }).when).toBe('idle');
  });

  it('takes the reduced motion, without the libraries, whenever reduced motion is asked for', () => {
    for (const facts of [phoneAtTop, { ...phoneAtTop, desktop: true }, { ...phoneAtTop, hash: true }]) {
      expect(motionPlan({ ...facts, reducedMotion: true })).toEqual({ ...motionPlan(facts), motion: 'reduced' });
    }
  });
});

/**
 * Packages a module reaches, following the project's own modules (`./`, `../`, `@/`): through static imports, and
 * with `dynamic` through `import('…')` too (a chunk, fetched when that code runs). `import type` is not followed.
 */
function packagesReached(file: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  const specifiers = [...source.matchAll(/^(?:import|export)\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)];
  if (dynamic) specifiers.push(...source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g));
  for (const [, specifier = ''] of specifiers) {
    if (!specifier.startsWith('.') && !specifier.startsWith('@/')) {
      packages.add(specifier);
      continue;
    }
    const base = specifier.startsWith('@/')
      ? path.join(process.cwd(), 'src', specifier.slice(2))
      : path.resolve(path.dirname(file), specifier);
    const found = ['', '.ts', '.tsx', '/index.ts']
      .map((end) => base + end)
      .find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (!found) throw new Error(`${specifier} (imported by ${file}) not found`);
    packagesReached(found, dynamic, seen).forEach((name) => packages.add(name));
  }
  return packages;
}

const motionLibraries = (packages: Set<string>) => [...packages].filter((name) => /^(gsap|lenis|@gsap\/)/.test(name));

describe('what reduced motion downloads', () => {
  const here = path.join(process.cwd(), 'src/features/motion');

  it('is found by following imports: the full motion reaches GSAP, ScrollTrigger and (through smooth-scroll.ts) Lenis', () => {
    expect(motionLibraries(packagesReached(path.join(here, 'start.ts'), true)).sort()).toEqual([
      'gsap',
      'gsap/ScrollTrigger',
      'lenis',
    ]);
  });

  it('is none of GSAP, ScrollTrigger and Lenis: not in the page script, not in the reduced module or what it loads', () => {
    expect(motionLibraries(packagesReached(path.join(here, 'load-motion.ts'), false))).toEqual([]);
    expect(motionLibraries(packagesReached(path.join(here, 'start-reduced.ts'), true))).toEqual([]);
  });
});
