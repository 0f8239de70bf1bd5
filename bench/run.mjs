// @ts-check
/**
 * `npm run bench`: build the site (timed), serve it, run Lighthouse 12 in Debian's Chromium on every page
 * type, mobile and desktop, --runs times each (default 5), count the gzipped JS, CSS and font bytes each
 * page loads on each device, add the attachment compression figures when the compression benchmark exists,
 * print one table with the budgets, and write everything to bench/results/bench.json.
 *
 * Options: --skip-build (serve the existing out/), --strict (exit 1 when a budget fails),
 * --runs=N, --pages=home,news, --devices=mobile, --no-compression, --no-photos. Port: BENCH_PORT, else PORT, else 4173.
 * A venue with several languages also gets its home page in each other one (`home-fr`: /fr), found in the build.
 */
import { settingValue } from '../src/config/settings.mjs';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { benchPages, languagePages, librariesIn } from './pages.mjs';
import { startPreview } from './preview.mjs';
import { checkBudgets } from './budgets.mjs';
import { photoFigures } from './photos.mjs';
import { formatReport } from './report.mjs';
import { chromiumFlags, chromiumPath } from '../tests/support/chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where the build writes and the server serves (OUT_DIR, as for `npm start`: an example venue's own folder). */
const outDir = path.resolve(root, settingValue(process.env, 'OUT_DIR'));
const resultsDir = path.join(root, 'bench', 'results');

const args = process.argv.slice(2);
/** @param {string} name */
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const strict = args.includes('--strict');
const skipBuild = args.includes('--skip-build');
const withCompression = !args.includes('--no-compression');
const withPhotos = !args.includes('--no-photos');
const runs = Number(option('runs') ?? 5);
const pageFilter = (option('pages') ?? '').split(',').filter(Boolean);
const devices = /** @type {Array<'mobile' | 'desktop'>} */ (
  (option('devices') ?? 'mobile,desktop').split(',').filter((d) => d === 'mobile' || d === 'desktop')
);
const port = Number(process.env.BENCH_PORT || process.env.PORT || 4173);
const origin = `http://localhost:${port}`;
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of runs, not "${runs}"`);
/** The pages measured: set once the build says which languages the venue has (`choosePages`). */
let pages = benchPages;
function choosePages() {
  const all = [...benchPages, ...languagePages(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'))];
  pages = pageFilter.length ? all.filter((p) => pageFilter.includes(p.name)) : all;
  if (!pages.length)
    throw new Error(`no page is called ${pageFilter.join(' or ')}; pages: ${all.map((p) => p.name).join(', ')}`);
}

const chromePath = chromiumPath;
const chromeFlags = ['--headless=new', ...chromiumFlags];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metricAudits = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};
/** @type {Record<'mobile' | 'desktop', object | undefined>} mobile is Lighthouse's default (Moto G Power, slow 4G, 4× CPU) */
const configs = { mobile: undefined, desktop: desktopConfig };

/** What to stop when the bench ends or is interrupted: the server and Chromium it started. */
const cleanups = new Set();
// Also when the bench ends on an error: nothing it started may outlive it.
process.on('exit', () => {
  for (const cleanup of cleanups) cleanup();
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    for (const cleanup of cleanups) cleanup();
    process.exit(130);
  });
}

/** @param {string} message */
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

/** @param {Array<number | null | undefined>} values @returns {number | null} */
function median(values) {
  const sorted = /** @type {number[]} */ (values.filter((v) => typeof v === 'number' && Number.isFinite(v))).sort(
    (a, b) => a - b,
  );
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] ?? 0;
  const lower = sorted[mid - 1] ?? 0;
  return sorted.length % 2 ? upper : (lower + upper) / 2;
}

/**
 * Builds (unless skipped) and serves the site through `scripts/start.mjs`, the same path as `npm start`.
 * @returns {Promise<{ buildSeconds: number | null, stopServer: () => void }>}
 */
async function buildAndServe() {
  if (!skipBuild) {
    // A cold build, as from a fresh clone: start.mjs builds because out/ is missing.
    fs.rmSync(outDir, { recursive: true, force: true });
    log('building the site (cold) and starting the server…');
  } else if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error('--skip-build needs an existing out/: run without it once');
  }
  const startedAt = Date.now();
  const { stop: stopServer, buildSeconds: said } = await startPreview({ port, build: !skipBuild });
  cleanups.add(stopServer);
  const buildSeconds = said ?? (skipBuild ? null : (Date.now() - startedAt) / 1000);
  if (buildSeconds !== null) log(`built in ${buildSeconds.toFixed(1)} s; serving on ${origin}`);
  return { buildSeconds, stopServer };
}

/** gzip level 6: what the preview server's `compression` and most CDNs send. */
const bodyCache = new Map();
/** @param {string} url @returns {Promise<{ raw: number, gzip: number, text: string } | null>} */
async function body(url) {
  if (!bodyCache.has(url)) {
    bodyCache.set(
      url,
      (async () => {
        const response = await fetch(url);
        if (!response.ok) return null;
        const bytes = Buffer.from(await response.arrayBuffer());
        return { raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 6 }).length, text: bytes.toString('utf8') };
      })(),
    );
  }
  return bodyCache.get(url);
}

/**
 * What the page loaded, from Lighthouse's network log (initial load, no interaction): gzipped bytes of
 * JS and CSS, bytes of fonts (woff2 is compressed already, so sent as is), and which libraries came with it.
 * @param {any} lhr
 */
async function loadedBytes(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const bytes = { html: 0, js: 0, css: 0, font: 0, img: 0 };
  /** @type {Set<string>} */
  const libraries = new Set();
  /** @type {Array<{ url: string, kind: string, gzip: number, libraries?: string[] }>} */
  const files = [];
  const seen = new Set();
  for (const item of items) {
    const url = String(item.url);
    if (!url.startsWith('http') || seen.has(url) || (item.statusCode && item.statusCode >= 400)) continue;
    seen.add(url);
    const mime = String(item.mimeType ?? '');
    const kind =
      item.resourceType === 'Document' || mime === 'text/html'
        ? 'html'
        : item.resourceType === 'Script' || mime.includes('javascript')
          ? 'js'
          : item.resourceType === 'Stylesheet' || mime === 'text/css'
            ? 'css'
            : item.resourceType === 'Font' || mime.startsWith('font/')
              ? 'font'
              : item.resourceType === 'Image' || mime.startsWith('image/')
                ? 'img'
                : null;
    if (!kind) continue;
    const file = await body(url);
    if (!file) continue;
    // Fonts and images are compressed already: sent as they are.
    const size = kind === 'font' || kind === 'img' ? file.raw : file.gzip;
    bytes[kind] += size;
    const found = kind === 'js' ? librariesIn(file.text) : [];
    for (const library of found) libraries.add(library);
    files.push({ url: url.replace(origin, ''), kind, gzip: size, ...(found.length ? { libraries: found } : {}) });
  }
  return { bytes, libraries: [...libraries].sort(), files };
}

/** Weighted audits that lost points, by category: where a score below 100 comes from. @param {any} lhr */
function lostPoints(lhr) {
  /** @type {string[]} */
  const lost = [];
  for (const id of categories) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) lost.push(`${id}/${ref.id}`);
    }
  }
  return lost;
}

/** @param {string} text */
async function launchChrome(text) {
  log(text);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags, logLevel: 'silent' });
  const kill = () => chrome.kill();
  cleanups.add(kill);
  return { port: chrome.port, kill: () => (cleanups.delete(kill), chrome.kill()) };
}

async function runLighthouse() {
  /** @type {Map<string, any[]>} */
  const samples = new Map();
  /** Every Lighthouse run that failed (and was tried again), by row: a failed run is a finding, never hidden. */
  /** @type {Map<string, string[]>} */
  const failures = new Map();
  let chrome = await launchChrome(
    `Chromium ${chromePath}; ${runs} run(s) × ${pages.length} page(s) × ${devices.join(', ')}`,
  );
  const lhrDir = path.join(resultsDir, 'lighthouse');
  fs.mkdirSync(lhrDir, { recursive: true });
  const startedAt = Date.now();
  // Runs are interleaved (every page and device once, then again) so that a busy spell on the machine
  // spreads over all rows instead of spoiling one.
  for (let run = 1; run <= runs; run++) {
    for (const page of pages) {
      for (const device of devices) {
        const url = origin + page.path;
        let result;
        for (let attempt = 1; !result && attempt <= 3; attempt++) {
          try {
            result = await lighthouse(
              url,
              {
                port: chrome.port,
                logLevel: 'error',
                output: 'json',
                onlyCategories: categories,
                disableFullPageScreenshot: true,
                // Not about:blank (issue 13): the site sends `Cross-Origin-Opener-Policy: same-origin`, so a navigation
                // from about:blank swaps browsing context groups into a brand-new renderer process, and on a busy
                // machine that process joins the trace too late for its own `navigationStart`: Lighthouse then fails
                // the run with NO_NAVSTART (1 of 8 home mobile runs with the CPU busy; the page's scripts play no
                // part). A same-origin document with the same headers keeps the navigation in one process, whose
                // trace is already running. robots.txt is in every build and runs nothing.
                blankPage: `${origin}/robots.txt`,
              },
              /** @type {any} */ (configs[device]),
            );
            if (result?.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          } catch (error) {
            result = undefined;
            const key = `${page.name}|${device}`;
            failures.set(key, [
              ...(failures.get(key) ?? []),
              `run ${run} attempt ${attempt}: ${error instanceof Error ? error.message : error}`,
            ]);
            chrome.kill();
            chrome = await launchChrome(
              `${page.name} ${device} failed (${error instanceof Error ? error.message : error}); new Chromium`,
            );
          }
        }
        if (!result) {
          // A run Lighthouse could not complete three times over is left out; the row's "runs" shows it.
          log(`run ${run}/${runs} ${page.name} ${device}: no result, left out`);
          continue;
        }
        const lhr = /** @type {any} */ (result).lhr;
        const scores = Object.fromEntries(
          categories.map((c) => [
            c,
            lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100),
          ]),
        );
        const metrics = Object.fromEntries(
          Object.entries(metricAudits).map(([k, id]) => [k, lhr.audits[id]?.numericValue ?? null]),
        );
        const loaded = await loadedBytes(lhr);
        const key = `${page.name}|${device}`;
        samples.set(key, [
          ...(samples.get(key) ?? []),
          {
            scores,
            metrics,
            ...loaded,
            lost: lostPoints(lhr),
            lcpElement: lcpElement(lhr),
            benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
          },
        ]);
        if (run === runs) fs.writeFileSync(path.join(lhrDir, `${page.name}-${device}.json`), JSON.stringify(lhr));
        // Only the last run's report is kept: say here what a console error was, whichever run it came in.
        for (const item of lhr.audits['errors-in-console']?.details?.items ?? []) {
          log(
            `run ${run}/${runs} ${page.name} ${device}: console error from ${item.source ?? '?'}: ${String(item.description ?? '').slice(0, 200)} ${item.sourceLocation?.url ?? ''}`,
          );
        }
        log(
          `run ${run}/${runs} ${page.name.padEnd(8)} ${device.padEnd(7)} perf ${scores.performance} a11y ${scores.accessibility} ` +
            `bp ${scores['best-practices']} seo ${scores.seo} LCP ${Math.round(metrics.lcp)} ms TBT ${Math.round(metrics.tbt)} ms ` +
            `CLS ${metrics.cls?.toFixed(3)} JS ${(loaded.bytes.js / 1000).toFixed(1)} KB`,
        );
      }
    }
  }
  chrome.kill();
  const lighthouseSeconds = (Date.now() - startedAt) / 1000;

  const rows = [];
  for (const page of pages) {
    for (const device of devices) {
      const list = samples.get(`${page.name}|${device}`) ?? [];
      /** @type {Record<string, number>} */
      const lost = {};
      for (const sample of list) for (const id of sample.lost) lost[id] = (lost[id] ?? 0) + 1;
      rows.push({
        page: page.name,
        path: page.path,
        device,
        runs: list.length,
        failedRuns: failures.get(`${page.name}|${device}`)?.length ?? 0,
        failures: failures.get(`${page.name}|${device}`) ?? [],
        scores: Object.fromEntries(categories.map((c) => [c, median(list.map((s) => s.scores[c]))])),
        metrics: Object.fromEntries(Object.keys(metricAudits).map((k) => [k, median(list.map((s) => s.metrics[k]))])),
        bytes: {
          html: median(list.map((s) => s.bytes.html)),
          js: median(list.map((s) => s.bytes.js)),
          css: median(list.map((s) => s.bytes.css)),
          font: median(list.map((s) => s.bytes.font)),
          img: median(list.map((s) => s.bytes.img)),
        },
        libraries: [...new Set(list.flatMap((s) => s.libraries))].sort(),
        lostPoints: lost,
        lcpElement: list.at(-1)?.lcpElement ?? null,
        files: list.at(-1)?.files ?? [],
        // Every run's figures, to judge the spread: this machine is shared, so single runs wander.
        samples: list.map((s) => ({
          scores: s.scores,
          metrics: s.metrics,
          jsBytes: s.bytes.js,
          benchmarkIndex: s.benchmarkIndex,
        })),
      });
    }
  }
  const benchmarkIndex = median([...samples.values()].flat().map((s) => s.benchmarkIndex));
  return { rows, lighthouseSeconds, benchmarkIndex };
}

/** @param {any} lhr */
function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const item of items) {
    const node = item.items?.[0]?.node ?? item.node;
    if (node?.selector) return node.selector;
  }
  return null;
}

/** Runs the attachment issue's compression benchmark when it exists and returns its figures. */
async function compressionFigures() {
  const script = path.join(root, 'bench', 'compression.mjs');
  const file = path.join(resultsDir, 'compression.json');
  if (!withCompression || !fs.existsSync(script))
    return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
  log('running bench/compression.mjs…');
  const code = await new Promise((resolve) => {
    // Its own table goes to stderr, with the progress lines: stdout holds the one table of this bench.
    const child = spawn(process.execPath, [script, '--port', String(port + 1)], {
      cwd: root,
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, CHROMIUM_PATH: chromePath },
    });
    child.on('exit', resolve);
  });
  if (code !== 0) log(`bench/compression.mjs exited with ${code}`);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

async function main() {
  fs.mkdirSync(resultsDir, { recursive: true });
  const startedAt = Date.now();
  const { buildSeconds, stopServer } = await buildAndServe();
  let lighthouseResult;
  let photos = null;
  try {
    choosePages();
    lighthouseResult = await runLighthouse();
    if (withPhotos) {
      log('photo figures: the photo step cold and warm, images on a 390 px phone at 2×…');
      photos = await photoFigures({ origin });
    }
  } finally {
    stopServer();
  }
  const compression = await compressionFigures();
  const budgets = checkBudgets(lighthouseResult.rows, photos);
  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ).version;
  const result = {
    date: new Date().toISOString(),
    // Which venue was measured (CONTENT_DIR): the demo's content/ or an example's folder.
    contentDir: settingValue(process.env, 'CONTENT_DIR'),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      node: process.version,
      lighthouse: lighthouseVersion,
      chromium: chromePath,
      // Lighthouse's own speed score of this machine (median over the runs); its 4× mobile CPU slowdown assumes a fast desktop.
      benchmarkIndex: lighthouseResult.benchmarkIndex,
    },
    runs,
    buildSeconds,
    lighthouseSeconds: lighthouseResult.lighthouseSeconds,
    totalSeconds: (Date.now() - startedAt) / 1000,
    rows: lighthouseResult.rows,
    compression,
    photos,
    budgets,
  };
  fs.writeFileSync(path.join(resultsDir, 'bench.json'), JSON.stringify(result, null, 2) + '\n');
  process.stdout.write(formatReport(result) + '\n');
  log(`wrote ${path.relative(root, path.join(resultsDir, 'bench.json'))}`);
  const failed = budgets.filter((b) => !b.pass);
  if (strict && failed.length) process.exitCode = 1;
}

await main();
