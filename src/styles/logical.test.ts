/**
 * The site's CSS is written in logical directions (promises §19), so that a page in a right-to-left language is the
 * mirror of a left-to-right one with no second stylesheet: `margin-inline-start`, `inset-inline-end`,
 * `text-align: start`, never `left` or `right`, and sideways motion through `--forward` (globals.css). Each
 * exception is named below with its reason, and an exception nothing needs any longer fails too.
 *
 * A test rather than stylelint with a logical-properties plugin: both plugins (stylelint-plugin-logical-css,
 * stylelint-use-logical) stop at stylelint 17 while stylelint is at 18, neither knows our `--forward` motion or the
 * gradients' sides, and this is one rule: a second CSS toolchain and its dependencies for it would cost more than
 * these lines, which run with the unit tests (`npm test`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Every stylesheet of ours: globals, the views' and the features' (CSS modules too); not the generated fonts. */
function stylesheets(dir = path.join(ROOT, 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

interface Finding {
  line: number;
  declaration: string;
  why: string;
}

/** `left`, `right`, `margin-left`, `border-top-right-radius`, `scroll-padding-left`, …: a physical side. */
const PHYSICAL_PROPERTY = /(^|-)(left|right)(-|$)/;
/** Properties whose `left` or `right` value has a logical twin (`start`, `end`, `inline-start`). */
const SIDE_VALUE = /^(text-align|float|clear|caption-side|resize)$/;

/** Each declaration of a stylesheet that names a physical side, by line. */
function physicalDeclarations(css: string): Finding[] {
  // Comments out, keeping the lines where they were.
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const findings: Finding[] = [];
  // A declaration: after `{` or `;`, a property, a colon and a value up to `;` or `}` (selectors end at `{`).
  for (const match of text.matchAll(/(?<=[{;]\s*)(-?[a-z][a-z-]*)\s*:\s*([^;{}]+)(?=[;}])/g)) {
    const [, property, raw] = match as unknown as [string, string, string];
    const value = raw.replace(/\s+/g, ' ').trim();
    const declaration = `${property}: ${value}`;
    const line = text.slice(0, match.index).split('\n').length;
    const why = property.startsWith('--')
      ? undefined
      : PHYSICAL_PROPERTY.test(property)
        ? 'a physical side: use its logical twin (inline-start, inline-end, inset-inline-…)'
        : SIDE_VALUE.test(property) && /\b(left|right)\b/.test(value)
          ? 'a physical side: use start or end'
          : /\bto (left|right)\b/.test(value)
            ? 'a gradient towards a physical side: give right-to-left pages theirs (:dir(rtl))'
            : /translateX\(|translate3d\(/.test(value) && !value.includes('var(--forward)')
              ? 'sideways motion: multiply by var(--forward)'
              : undefined;
    if (why) findings.push({ line, declaration, why });
  }
  return findings;
}

/**
 * The exceptions, each by file and the start of its declaration: what is the same both ways or is mirrored by other
 * means, and why.
 */
const EXCEPTIONS: readonly { file: string; declaration: string; why: string }[] = [
  {
    file: 'src/styles/globals.css',
    declaration: 'mask-image: linear-gradient(to right, transparent, #000 8%, #000 92%, transparent)',
    why: "the suppliers' band fades the same at both ends",
  },
  {
    file: 'src/styles/globals.css',
    declaration: 'background: linear-gradient(to right, rgb(12 10 12 / 0.9)',
    why: "the hero's shade behind its words; .hero:dir(rtl)::after gives right-to-left pages theirs (to left)",
  },
  {
    file: 'src/styles/globals.css',
    declaration: 'background: linear-gradient(to left, rgb(12 10 12 / 0.9)',
    why: 'that mirror itself, under :dir(rtl)',
  },
  {
    file: 'src/styles/globals.css',
    declaration: 'transform: translateX(0.25rem)',
    why: "the link's arrow's nudge: .link-arrow:dir(rtl)::after mirrors the arrow and its nudge with it (scale: -1 1)",
  },
];

const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

describe('the CSS in logical directions (promises §19)', () => {
  const files = stylesheets();

  it('reads every stylesheet of the site', () => {
    const names = files.map(relative);
    expect(names).toContain('src/styles/globals.css');
    expect(names).toContain('src/features/forms/HeldDates.module.css');
    expect(names.length).toBeGreaterThan(8);
  });

  it('names no physical side but the named exceptions', () => {
    const used = new Set<number>();
    const problems = files.flatMap((file) =>
      physicalDeclarations(fs.readFileSync(file, 'utf8')).flatMap(({ line, declaration, why }) => {
        const exception = EXCEPTIONS.findIndex(
          (named) => named.file === relative(file) && declaration.startsWith(named.declaration),
        );
        if (exception >= 0) {
          used.add(exception);
          return [];
        }
        return [`${relative(file)}:${line}: ${declaration}: ${why}`];
      }),
    );
    expect(problems).toEqual([]);
    const stale = EXCEPTIONS.filter((_, index) => !used.has(index)).map(({ file, declaration }) => {
      return `${file}: ${declaration}`;
    });
    expect(stale, 'exceptions no declaration needs any longer').toEqual([]);
  });

  it('finds what it must find', () => {
    const css = `
      /* left: 0 in a comment is no declaration */
      .a:hover { margin-left: 1rem; color: red }
      .b { text-align: right; inset-inline-start: 0 }
      @media (min-width: 40rem) {
        .c { border-top-left-radius: 2px; }
        .d { transform: translateX(-50%) }
        .e { transform: translateX(calc(-50% * var(--forward))); float: left }
        .f { background: linear-gradient(to right, red, blue) }
      }
      .g { --left-over: 1; text-align: start; }`;
    expect(physicalDeclarations(css).map(({ line, declaration }) => `${line} ${declaration}`)).toEqual([
      '3 margin-left: 1rem',
      '4 text-align: right',
      '6 border-top-left-radius: 2px',
      '7 transform: translateX(-50%)',
      '8 float: left',
      '9 background: linear-gradient(to right, red, blue)',
    ]);
  });
});
