// @ts-check
/**
 * The speed budgets of issue 7 (and BRIEF), tightened by the move to Astro (HTML first: a phone loads almost no
 * script before a tap), checked against the benchmark's medians. KB here means 1000 bytes.
 */

/**
 * @typedef {{ page: string, device: string, scores: Record<string, number | null>,
 *   metrics: Record<string, number | null>, bytes: Record<string, number | null>, libraries: string[], failedRuns?: number }} Row
 * @typedef {{ id: string, label: string, pass: boolean, value: string, detail?: string }} Budget
 */

const limits = {
  homeLcpMs: 1500,
  homeTbtMs: 20,
  homeCls: 0,
  /** JavaScript the home page fetches on a phone before a scroll or a tap. */
  homeJsBytes: 20_000,
  /** JavaScript the home page fetches on a desktop on load. */
  homeDesktopJsBytes: 60_000,
  /** The home page's HTML, gzipped. */
  homeHtmlBytes: 22_000,
  /** Images the home page loads on a 390 px phone at 2× before any scroll (issue 14). */
  homePhoneImageBytes: 250_000,
  /** No photo file wider than this many times the width its box needs on that phone. */
  photoWidthFactor: 1.5,
};

/**
 * @param {Row[]} rows
 * @param {any} [photos] bench/photos.mjs's figures, when measured
 * @returns {Budget[]}
 */
export function checkBudgets(rows, photos = null) {
  /** @type {Budget[]} */
  const out = [];
  const mobile = rows.filter((r) => r.device === 'mobile');
  const homePhone = mobile.find((r) => r.page === 'home');
  const homeDesktop = rows.find((r) => r.device === 'desktop' && r.page === 'home');

  for (const [category, label] of /** @type {const} */ ([
    ['performance', 'performance'],
    ['accessibility', 'accessibility'],
    ['best-practices', 'best practices'],
    ['seo', 'SEO'],
  ])) {
    const below = mobile.filter((r) => r.scores[category] !== 100);
    out.push({
      id: `mobile-${category}`,
      label: `mobile ${label} 100 on every page`,
      pass: mobile.length > 0 && below.length === 0,
      value: mobile.length ? `min ${Math.min(...mobile.map((r) => r.scores[category] ?? 0))}` : 'not measured',
      detail: below.length ? below.map((r) => `${r.page} ${r.scores[category] ?? '–'}`).join(', ') : undefined,
    });
  }

  /** @param {string} id @param {string} label @param {number | null | undefined} value @param {number} limit @param {(v: number) => string} show */
  const homeLimit = (id, label, value, limit, show) =>
    out.push({
      id,
      label,
      pass: value != null && value <= limit,
      value: value == null ? 'not measured' : show(value),
    });
  homeLimit(
    'home-lcp',
    `home phone LCP ≤ ${limits.homeLcpMs / 1000} s`,
    homePhone?.metrics.lcp,
    limits.homeLcpMs,
    (v) => `${(v / 1000).toFixed(2)} s`,
  );
  homeLimit(
    'home-tbt',
    `home phone TBT ≤ ${limits.homeTbtMs} ms`,
    homePhone?.metrics.tbt,
    limits.homeTbtMs,
    (v) => `${Math.round(v)} ms`,
  );
  homeLimit('home-cls', 'home phone CLS 0', homePhone?.metrics.cls, limits.homeCls, (v) => v.toFixed(3));
  homeLimit(
    'home-js',
    `home phone JS ≤ ${limits.homeJsBytes / 1000} KB gz`,
    homePhone?.bytes.js,
    limits.homeJsBytes,
    (v) => `${(v / 1000).toFixed(1)} KB`,
  );
  homeLimit(
    'home-desktop-js',
    `home desktop JS ≤ ${limits.homeDesktopJsBytes / 1000} KB gz`,
    homeDesktop?.bytes.js,
    limits.homeDesktopJsBytes,
    (v) => `${(v / 1000).toFixed(1)} KB`,
  );
  homeLimit(
    'home-html',
    `home HTML ≤ ${limits.homeHtmlBytes / 1000} KB gz`,
    homePhone?.bytes.html,
    limits.homeHtmlBytes,
    (v) => `${(v / 1000).toFixed(1)} KB`,
  );

  /** @param {string} id @param {string} label @param {Row[]} where @param {string} library */
  const notLoaded = (id, label, where, library) => {
    const offenders = where.filter((r) => r.libraries.includes(library));
    out.push({
      id,
      label,
      pass: where.length > 0 && offenders.length === 0,
      value: where.length ? (offenders.length ? 'loaded' : 'not loaded') : 'not measured',
      detail: offenders.length ? offenders.map((r) => `${r.page} ${r.device}`).join(', ') : undefined,
    });
  };
  if (photos?.phone) {
    const home = photos.phone.find((/** @type {any} */ p) => p.page === 'home');
    homeLimit(
      'home-phone-images',
      `home phone images before any scroll ≤ ${limits.homePhoneImageBytes / 1000} KB`,
      home?.beforeScrollBytes,
      limits.homePhoneImageBytes,
      (v) => `${(v / 1000).toFixed(0)} KB`,
    );
    const tooWide = photos.phone.flatMap((/** @type {any} */ p) =>
      p.tooWide.map((/** @type {any} */ w) => `${p.page} ${w.file}`),
    );
    out.push({
      id: 'photo-widths',
      label: `no photo wider than ${limits.photoWidthFactor}× its box on a 390 px phone at 2×`,
      pass: photos.phone.length > 0 && tooWide.length === 0,
      value: `${photos.phone.reduce((/** @type {number} */ n, /** @type {any} */ p) => n + p.photos, 0)} photos checked`,
      detail: tooWide.length ? tooWide.join(', ') : undefined,
    });
  }
  notLoaded('lenis-phone', 'Lenis not loaded on phones', mobile, 'lenis');
  notLoaded('emailjs-initial', 'email code not loaded before a form is used', rows, 'emailjs');
  notLoaded('compression-initial', 'compression code not loaded before an image is chosen', rows, 'compression');

  // Issue 13: a run that fails (NO_NAVSTART and the like) is a fault of the page or the bench, not noise.
  const failing = rows.filter((r) => (r.failedRuns ?? 0) > 0);
  const failedRuns = failing.reduce((sum, r) => sum + (r.failedRuns ?? 0), 0);
  out.push({
    id: 'no-failed-run',
    label: 'every Lighthouse run completes',
    pass: rows.length > 0 && failing.length === 0,
    value: `${failedRuns} failed`,
    detail: failing.length ? failing.map((r) => `${r.page} ${r.device} ${r.failedRuns}`).join(', ') : undefined,
  });
  return out;
}
