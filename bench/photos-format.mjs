// @ts-check
/** The photo lines of the benchmark's report (figures from bench/photos.mjs). */

/** @param {any} figures @returns {string[]} */
export function formatPhotos(figures) {
  if (!figures) return ['Photos: no figures.'];
  const kb = (/** @type {number} */ b) => `${(b / 1000).toFixed(0)} KB`;
  const lines = [];
  const e = figures.encode;
  if (e) {
    lines.push(
      `Photos: ${e.photos} photos → ${e.files} files, ${(e.bytes / 1e6).toFixed(1)} MB; photo step cold (empty cache) ${(e.coldMs / 1000).toFixed(1)} s, ` +
        `warm ${(e.warmMs / 1000).toFixed(1)} s (${e.warmEncoded} encoded).`,
    );
  }
  lines.push('Images on a 390 px phone at 2× (bytes as received):');
  for (const p of figures.phone) {
    lines.push(
      `  ${p.page.padEnd(8)} before any scroll ${kb(p.beforeScrollBytes).padStart(7)} (${p.beforeScrollFiles.length} file(s)); read to the end ${kb(p.allBytes).padStart(7)}; ` +
        `${p.photos} photo(s), ${p.tooWide.length} wider than 1.5× their box${p.tooWide.length ? `: ${p.tooWide.map((/** @type {any} */ w) => `${w.file} ${w.width} for ${w.needed}`).join(', ')}` : ''}`,
    );
  }
  return lines;
}
