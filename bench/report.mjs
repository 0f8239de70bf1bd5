// @ts-check
import { formatPhotos } from './photos-format.mjs';

/** The benchmark's printed table: one row per page and device, then the build, compression and budget lines. */

/** @param {number | null | undefined} v @param {number} digits @param {number} [scale] */
const num = (v, digits, scale = 1) => (v == null ? '–' : (v / scale).toFixed(digits));

/**
 * @param {string[][]} cells first row is the header
 * @param {boolean[]} rightAligned per column
 */
export function table(cells, rightAligned) {
  const [head = [], ...body] = cells;
  const widths = head.map((_, i) => Math.max(...cells.map((row) => String(row[i] ?? '').length)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, i) => (rightAligned[i] ? String(cell).padStart(widths[i] ?? 0) : String(cell).padEnd(widths[i] ?? 0)))
      .join(' | ');
  const rule = widths.map((w, i) => (rightAligned[i] ? '-'.repeat(w - 1) + ':' : '-'.repeat(w))).join(' | ');
  return [line(head), rule, ...body.map(line)].map((l) => `| ${l} |`).join('\n');
}

/**
 * Flattens the compression benchmark's JSON, whatever its shape, to "key: value" lines of its figures.
 * @param {unknown} value
 * @param {string} [prefix]
 * @returns {string[]}
 */
export function flatten(value, prefix = '') {
  if (value == null || typeof value !== 'object')
    return [`${prefix}: ${typeof value === 'number' ? +value.toFixed(3) : value}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => flatten(v, `${prefix}[${i}]`));
  return Object.entries(value).flatMap(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k));
}

/** @param {any} result what bench/run.mjs writes to bench.json */
export function formatReport(result) {
  const header = [
    'page',
    'device',
    'perf',
    'a11y',
    'BP',
    'SEO',
    'LCP s',
    'TBT ms',
    'CLS',
    'FCP s',
    'SI s',
    'HTML KB',
    'JS KB',
    'CSS KB',
    'font KB',
    'img KB',
    'failed',
    'loads',
  ];
  // A row with a failed Lighthouse run is marked: its medians come from fewer runs, and the failure is a finding.
  const rows = result.rows.map((/** @type {any} */ r) => [
    r.failedRuns ? `${r.page} ✗` : r.page,
    r.device,
    num(r.scores.performance, 0),
    num(r.scores.accessibility, 0),
    num(r.scores['best-practices'], 0),
    num(r.scores.seo, 0),
    num(r.metrics.lcp, 2, 1000),
    num(r.metrics.tbt, 0),
    num(r.metrics.cls, 3),
    num(r.metrics.fcp, 2, 1000),
    num(r.metrics.si, 2, 1000),
    num(r.bytes.html, 1, 1000),
    num(r.bytes.js, 1, 1000),
    num(r.bytes.css, 1, 1000),
    num(r.bytes.font, 1, 1000),
    num(r.bytes.img, 1, 1000),
    String(r.failedRuns ?? 0),
    r.libraries.length ? r.libraries.join(', ') : '–',
  ]);
  const lines = [
    `Foyer speed benchmark${result.contentDir ? ` of ${result.contentDir}` : ''}, ${result.date.slice(0, 16).replace('T', ' ')} UTC: median of ${result.runs} Lighthouse ${result.machine.lighthouse} run(s) ` +
      `per row (mobile = simulated Moto G Power on slow 4G; desktop = Lighthouse desktop), ${result.machine.cpus} CPU(s), ` +
      `Lighthouse benchmark index ${result.machine.benchmarkIndex == null ? '–' : Math.round(result.machine.benchmarkIndex)}, Node ${result.machine.node}`,
    '',
    table(
      [header, ...rows],
      header.map((_, i) => i >= 2 && i < header.length - 1),
    ),
    '',
    'JS and CSS: gzipped bytes (level 6) of every script and stylesheet requested during the initial load, no interaction ' +
      "(a page's own CSS travels inside its HTML, so CSS counts any stylesheet fetched besides); html: the page's own HTML, gzipped; " +
      'fonts: woff2 bytes; img: bytes of the images loaded in that initial load. KB = 1000 bytes. "loads": libraries recognised in the loaded scripts (lenis, emailjs, compression are held to budgets; gsap, scrolltrigger, dompurify, entities-html show where bytes go).',
    '"failed": Lighthouse runs of the row that ended in an error (each is tried again, up to three times per run); ✗ marks such a row.',
    ...result.rows.flatMap((/** @type {any} */ r) =>
      (r.failures ?? []).map((/** @type {string} */ f) => `  ✗ ${r.page} ${r.device} ${f}`),
    ),
    `Build: ${result.buildSeconds == null ? 'skipped (--skip-build)' : `${result.buildSeconds.toFixed(1)} s (cold astro build)`}; ` +
      `Lighthouse runs: ${Math.round(result.lighthouseSeconds)} s.`,
  ];
  if (result.compression == null) {
    lines.push(
      'Compression (attachments): no figures (bench/compression.mjs not present or it wrote no bench/results/compression.json).',
    );
  } else {
    lines.push('Compression (attachments, from bench/results/compression.json):');
    for (const line of formatCompression(result.compression)) lines.push(`  ${line}`);
  }
  if (result.photos) lines.push(...formatPhotos(result.photos));
  lines.push('', 'Budgets:');
  for (const budget of result.budgets) {
    lines.push(
      `  ${budget.pass ? 'PASS' : 'FAIL'}  ${budget.label}: ${budget.value}${budget.detail ? ` (${budget.detail})` : ''}`,
    );
  }
  const failed = result.budgets.filter((/** @type {any} */ b) => !b.pass).length;
  lines.push(`  ${failed ? `${failed} budget(s) failed` : 'all budgets hold'}`);
  return lines.join('\n');
}

/**
 * One line per case of the attachment benchmark (bench/compression.mjs); any other shape is flattened.
 * @param {any} compression
 */
export function formatCompression(compression) {
  if (!Array.isArray(compression?.results)) return flatten(compression).slice(0, 24);
  const mb = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  return compression.results.map(
    (/** @type {any} */ r) =>
      `${r.case}: ${mb(r.input.bytes)} → ${mb(r.output.bytes)} ${r.output.type} ${r.output.width}×${r.output.height}` +
      `${r.output.withinLimit ? ' (within 0.9 MB)' : ' (OVER 0.9 MB)'}; choose→ready ${r.median.chooseToReadyMs} ms, ` +
      `compression ${r.median.compressMs} ms, longest main-thread task ${r.median.longestTaskMs} ms ` +
      `(median of ${compression.runs}; ${compression.viewport ?? ''})`,
  );
}
