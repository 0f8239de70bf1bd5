// @ts-check
/**
 * The feed's pictures, drawn rather than photographed (no stock photos offline): evening light in
 * a mill hall, arched windows, festoon lights, iron trusses. Deterministic, 600 x 600, ~2 KB each.
 */

const palettes = [
  ['#1d1512', '#6b3a22', '#e8a25a'],
  ['#141824', '#3d3656', '#f0b878'],
  ['#1b1a14', '#54482c', '#f3d08c'],
  ['#201316', '#5e2a2e', '#ee9a6a'],
  ['#121a1a', '#2f4a48', '#e9c07e'],
  ['#1a1410', '#4a3424', '#f6c27a'],
  ['#16121e', '#44305a', '#efa979'],
  ['#151515', '#3d3a33', '#e8b96a'],
  ['#1c1210', '#6a3420', '#f09a52'],
];

/** @param {number} n 1-based picture number @param {string} label alt text, kept as the SVG's title */
export function feedPictureSvg(n, label) {
  const [ink, mid, glow] = /** @type {string[]} */ (palettes[(n - 1) % palettes.length]);
  const arches = 2 + (n % 3);
  const width = 600 / arches;
  const windows = Array.from({ length: arches }, (_, i) => {
    const x = i * width + width * 0.2;
    const w = width * 0.6;
    const top = 150 + ((n + i) % 2) * 20;
    const r = w / 2;
    return `<path d="M${x} 420V${top + r}a${r} ${r} 0 0 1 ${w} 0V420Z" fill="url(#g${n})" opacity="${0.55 + ((i + n) % 3) * 0.15}"/>` +
      `<path d="M${x + r} ${top}V420M${x} ${top + r + 60}H${x + w}M${x} ${top + r + 150}H${x + w}" stroke="${ink}" stroke-width="4" opacity=".7"/>`;
  }).join('');
  const sag = 40 + (n % 4) * 15;
  const bulbs = Array.from({ length: 13 }, (_, i) => {
    const t = i / 12;
    const x = 20 + t * 560;
    const y = 90 + 4 * sag * t * (1 - t);
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${5 + (i % 2)}" fill="${glow}"/>`;
  }).join('');
  const trusses = n % 2 === 0
    ? `<path d="M0 60L300 10L600 60M60 50L120 60L180 40L240 55L300 10M540 50L480 60L420 40L360 55L300 10" stroke="${glow}" stroke-width="3" fill="none" opacity=".35"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">` +
    `<title>${label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>` +
    `<defs><linearGradient id="s${n}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${mid}"/></linearGradient>` +
    `<radialGradient id="g${n}" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${mid}"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#s${n})"/>${trusses}${windows}` +
    `<path d="M20 90Q300 ${90 + 2 * sag * 2} 580 90" stroke="${ink}" stroke-width="2" fill="none" opacity=".8"/>${bulbs}` +
    `<rect y="420" width="600" height="180" fill="${ink}" opacity=".85"/>` +
    `<ellipse cx="300" cy="470" rx="${180 + n * 8}" ry="26" fill="${glow}" opacity=".18"/></svg>`;
}
