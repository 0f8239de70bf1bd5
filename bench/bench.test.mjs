import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBudgets } from './budgets.mjs';
import { languagePages, librariesIn } from './pages.mjs';
import { flatten, formatCompression, formatReport, table } from './report.mjs';

const require = createRequire(import.meta.url);
/** @param {string} specifier a file inside an installed package */
const packageFile = (specifier) => fs.readFileSync(require.resolve(specifier), 'utf8');
const nodeModules = path.resolve(import.meta.dirname, '..', 'node_modules');
/** @param {string} pkg @param {string} file */
const fileOf = (pkg, file) => fs.readFileSync(path.join(nodeModules, pkg, file), 'utf8');

describe('library markers', () => {
  it('recognise each library in the build the bundler takes and in its browser script', () => {
    expect(librariesIn(packageFile('lenis'))).toEqual(['lenis']);
    expect(librariesIn(fileOf('@emailjs/browser', 'es/utils/validateParams/validateParams.js'))).toEqual(['emailjs']);
    expect(librariesIn(fileOf('@emailjs/browser', 'dist/email.min.js'))).toEqual(['emailjs']);
    expect(librariesIn(fileOf('browser-image-compression', 'dist/browser-image-compression.mjs'))).toEqual([
      'compression',
    ]);
    expect(librariesIn(fileOf('browser-image-compression', 'dist/browser-image-compression.js'))).toEqual([
      'compression',
    ]);
  });

  it('name the heavier libraries a page may carry, each only for itself', () => {
    expect(librariesIn(fileOf('gsap', 'dist/gsap.min.js'))).toEqual(['gsap']);
    expect(librariesIn(fileOf('gsap', 'gsap-core.js'))).toEqual(['gsap']);
    expect(librariesIn(fileOf('gsap', 'dist/ScrollTrigger.min.js'))).toEqual(['scrolltrigger']);
    expect(librariesIn(fileOf('dompurify', 'dist/purify.es.mjs'))).toEqual(['dompurify']);
    expect(librariesIn(fileOf('entities', 'dist/esm/generated/decode-data-html.js'))).toEqual(['entities-html']);
    expect(librariesIn(fileOf('react-dom', 'cjs/react-dom-client.production.js'))).toEqual([]);
    expect(librariesIn(fileOf('astro', 'dist/runtime/server/astro-island.prebuilt.js'))).toEqual([]);
  });
});

/** @param {Partial<Record<string, any>>} [overrides] */
function row(overrides = {}) {
  return {
    page: 'home',
    device: 'mobile',
    scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { lcp: 1200, tbt: 20, cls: 0, fcp: 900, si: 1000 },
    bytes: { html: 21_000, js: 15_000, css: 0, font: 40_000 },
    libraries: [],
    ...overrides,
  };
}

describe('budgets', () => {
  const passing = [row(), row({ device: 'desktop', libraries: ['lenis'] }), row({ page: 'news' })];

  it('all hold for a site within every limit, Lenis on desktop included', () => {
    const budgets = checkBudgets(passing);
    expect(budgets.filter((b) => !b.pass)).toEqual([]);
    expect(budgets.map((b) => b.id)).toEqual([
      'mobile-performance',
      'mobile-accessibility',
      'mobile-best-practices',
      'mobile-seo',
      'home-lcp',
      'home-tbt',
      'home-cls',
      'home-js',
      'home-desktop-js',
      'home-html',
      'lenis-phone',
      'emailjs-initial',
      'compression-initial',
      'no-failed-run',
    ]);
  });

  it('fail at the first unit past each limit, naming the page at fault', () => {
    const failing = checkBudgets([
      row({ metrics: { lcp: 1501, tbt: 21, cls: 0.001 }, bytes: { html: 22_001, js: 20_001 }, libraries: ['lenis'] }),
      row({ page: 'news', scores: { performance: 99, accessibility: 100, 'best-practices': 96, seo: 100 } }),
      row({ page: 'contact', device: 'desktop', libraries: ['emailjs', 'compression'] }),
      row({ device: 'desktop', bytes: { html: 21_000, js: 60_001 } }),
    ]);
    const byId = Object.fromEntries(failing.map((b) => [b.id, b]));
    for (const id of [
      'mobile-performance',
      'mobile-best-practices',
      'home-lcp',
      'home-tbt',
      'home-cls',
      'home-js',
      'home-desktop-js',
      'home-html',
      'lenis-phone',
      'emailjs-initial',
      'compression-initial',
    ]) {
      expect(byId[id]?.pass, id).toBe(false);
    }
    expect(byId['mobile-accessibility']?.pass).toBe(true);
    expect(byId['mobile-performance']?.detail).toBe('news 99');
    expect(byId['emailjs-initial']?.detail).toBe('contact desktop');
    expect(byId['home-js']?.value).toBe('20.0 KB');
    expect(byId['home-desktop-js']?.value).toBe('60.0 KB');
    expect(byId['home-html']?.value).toBe('22.0 KB');
  });

  it('hold the home phone to 250 KB of images before any scroll and every photo to 1.5× its box', () => {
    const phone = (/** @type {number} */ bytes, /** @type {any[]} */ tooWide = []) => ({
      phone: [
        { page: 'home', beforeScrollBytes: bytes, photos: 5, tooWide },
        { page: 'gallery', beforeScrollBytes: 400_000, photos: 14, tooWide: [] },
      ],
    });
    const ids = (/** @type {any} */ photos) => Object.fromEntries(checkBudgets(passing, photos).map((b) => [b.id, b]));
    expect(ids(phone(250_000))['home-phone-images']).toMatchObject({ pass: true, value: '250 KB' });
    expect(ids(phone(250_001))['home-phone-images']?.pass).toBe(false);
    expect(ids(phone(100_000))['photo-widths']).toMatchObject({ pass: true, value: '19 photos checked' });
    const wide = ids(phone(100_000, [{ file: '/photos/hero-1-2400.webp', width: 2400, needed: 780 }]))['photo-widths'];
    expect(wide).toMatchObject({ pass: false, detail: 'home /photos/hero-1-2400.webp' });
    // Without photo figures (--no-photos) there is no photo budget to pass or fail.
    expect(ids(null)['home-phone-images']).toBeUndefined();
  });

  it('fail when nothing was measured rather than pass by default', () => {
    expect(checkBudgets([]).every((b) => !b.pass)).toBe(true);
  });
});

describe('report', () => {
  it('aligns a markdown table', () => {
    expect(
      table(
        [
          ['page', 'JS KB'],
          ['home', '150.0'],
          ['contact', '9.5'],
        ],
        [false, true],
      ),
    ).toBe(['| page    | JS KB |', '| ------- | ----: |', '| home    | 150.0 |', '| contact |   9.5 |'].join('\n'));
  });

  it('flattens nested figures to one line each', () => {
    expect(flatten({ files: [{ name: 'a.jpg', ratio: 0.12345 }], ok: true })).toEqual([
      'files[0].name: a.jpg',
      'files[0].ratio: 0.123',
      'ok: true',
    ]);
  });

  it('gives each case of the compression benchmark one line', () => {
    const [line] = formatCompression({
      runs: 3,
      viewport: '390x844',
      results: [
        {
          case: '12 MP JPEG',
          input: { bytes: 5 * 1024 * 1024 },
          median: { chooseToReadyMs: 2100, compressMs: 1900, longestTaskMs: 0 },
          output: { type: 'image/jpeg', bytes: 900_000, width: 1240, height: 930, withinLimit: true },
        },
      ],
    });
    expect(line).toBe(
      '12 MP JPEG: 5.00 MB → 0.86 MB image/jpeg 1240×930 (within 0.9 MB); choose→ready 2100 ms, compression 1900 ms, ' +
        'longest main-thread task 0 ms (median of 3; 390x844)',
    );
  });

  it('prints every row and a verdict per budget', () => {
    const rows = [row(), row({ device: 'desktop' })];
    const text = formatReport({
      date: '2026-11-21T07:00:00.000Z',
      machine: { cpus: 2, node: 'v20', lighthouse: '12.8.2' },
      runs: 5,
      buildSeconds: 12.34,
      lighthouseSeconds: 200,
      rows: rows.map((r) => ({ ...r, bytes: { ...r.bytes } })),
      compression: null,
      budgets: checkBudgets(rows),
    });
    expect(text).toMatch(/\| home +\| mobile +\| +100 \|/);
    expect(text).toMatch(/\| home +\| desktop +\|/);
    expect(text).toContain('Build: 12.3 s');
    expect(text).toContain('PASS  home phone JS ≤ 20 KB gz: 15.0 KB');
    expect(text).toContain('all budgets hold');
  });

  it('says how many runs of each row failed, marks such a row, and fails the budget for it', () => {
    const rows = [
      row({ failedRuns: 2, failures: ['run 1 attempt 1: NO_NAVSTART', 'run 4 attempt 1: NO_NAVSTART'] }),
      row({ device: 'desktop', failedRuns: 0 }),
    ];
    const budgets = checkBudgets(rows);
    const text = formatReport({
      date: '2026-11-21T07:00:00.000Z',
      machine: { cpus: 2, node: 'v20', lighthouse: '12.8.2' },
      runs: 5,
      buildSeconds: null,
      lighthouseSeconds: 200,
      rows,
      compression: null,
      budgets,
    });
    expect(text).toMatch(/\| home ✗ +\| mobile +\| +100 \|.*\| +2 \|/);
    expect(text).toMatch(/\| home +\| desktop +\|.*\| +0 \|/);
    expect(text).toContain('✗ home mobile run 4 attempt 1: NO_NAVSTART');
    expect(budgets.find((b) => b.id === 'no-failed-run')).toMatchObject({
      pass: false,
      value: '2 failed',
      detail: 'home mobile 2',
    });
    expect(checkBudgets([row({ failedRuns: 0 })]).find((b) => b.id === 'no-failed-run')?.pass).toBe(true);
  });
});

describe('languagePages', () => {
  it('finds the home page of each other language in the links the built home page carries', () => {
    const home =
      '<head><link rel="canonical" href="https://roof.example/"/>' +
      '<link rel="alternate" hrefLang="x-default" href="https://roof.example/"/>' +
      '<link rel="alternate" hreflang="en-GB" href="https://roof.example/"/>' +
      // React writes the attribute as it names it (hrefLang), as the head does.
      '<link rel="alternate" hrefLang="fr" href="https://roof.example/fr"/>' +
      '<link rel="alternate" hreflang="pt-BR" href="https://roof.example/pt-br"/></head>';
    expect(languagePages(home)).toEqual([
      { name: 'home-fr', path: '/fr' },
      { name: 'home-pt-br', path: '/pt-br' },
    ]);
    expect(languagePages('<head><link rel="canonical" href="https://hall.example/"/></head>')).toEqual([]);
  });
});
