// @ts-check
/**
 * The feed's pictures, drawn rather than photographed (no stock photos offline): evening light in
 * a mill hall, a candlelit long table, festoon lights, the chimney at dusk. Deterministic,
 * 600 x 600, 1–3 KB each.
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

/** Which scene each picture of the feed shows, in the order of `feedPictures`. */
const scenes = ['table', 'windows', 'lights', 'windows', 'table', 'lights', 'windows', 'lights', 'chimney'];

/** @param {number} n @param {string} ink @param {string} mid @param {string} glow @param {boolean} withLights */
function hall(n, ink, mid, glow, withLights) {
  const arches = 2 + (n % 3);
  const width = 600 / arches;
  const windows = Array.from({ length: arches }, (_, i) => {
    const x = i * width + width * 0.2;
    const w = width * 0.6;
    const top = 150 + ((n + i) % 2) * 20;
    const r = w / 2;
    return (
      `<path d="M${x} 420V${top + r}a${r} ${r} 0 0 1 ${w} 0V420Z" fill="url(#g${n})" opacity="${0.55 + ((i + n) % 3) * 0.15}"/>` +
      `<path d="M${x + r} ${top}V420M${x} ${top + r + 60}H${x + w}M${x} ${top + r + 150}H${x + w}" stroke="${ink}" stroke-width="4" opacity=".7"/>`
    );
  }).join('');
  const trusses = `<path d="M0 60L300 10L600 60M60 50L120 60L180 40L240 55L300 10M540 50L480 60L420 40L360 55L300 10" stroke="${glow}" stroke-width="3" fill="none" opacity=".35"/>`;
  let lights = '';
  if (withLights) {
    const sag = 40 + (n % 4) * 15;
    lights =
      `<path d="M20 90Q300 ${90 + 2 * sag} 580 90" stroke="${ink}" stroke-width="2" fill="none" opacity=".8"/>` +
      Array.from({ length: 13 }, (_, i) => {
        const t = i / 12;
        return `<circle cx="${(20 + t * 560).toFixed(1)}" cy="${(90 + (4 * sag * t * (1 - t)) / 2).toFixed(1)}" r="${5 + (i % 2)}" fill="${glow}"/>`;
      }).join('');
  }
  return (
    `${withLights ? '' : trusses}${windows}${lights}<rect y="420" width="600" height="180" fill="${ink}" opacity=".85"/>` +
    `<ellipse cx="300" cy="470" rx="${180 + n * 8}" ry="26" fill="${glow}" opacity=".18"/>`
  );
}

/** A long table running away from the viewer, candles down its length. @param {number} n @param {string} ink */
function table(n, ink) {
  const candles = Array.from({ length: 7 }, (_, i) => {
    const t = i / 6;
    const y = 560 - t * 270;
    const s = 1 - t * 0.75;
    return [-1, 1]
      .map((side) => {
        const x = 300 + side * (150 - t * 120) * 0.55;
        return (
          `<rect x="${(x - 3 * s).toFixed(1)}" y="${(y - 40 * s).toFixed(1)}" width="${(6 * s).toFixed(1)}" height="${(40 * s).toFixed(1)}" fill="#f4efe6" opacity=".85"/>` +
          `<circle cx="${x.toFixed(1)}" cy="${(y - 46 * s).toFixed(1)}" r="${(14 * s).toFixed(1)}" fill="url(#g${n})" opacity=".8"/>`
        );
      })
      .join('');
  }).join('');
  return (
    `<path d="M120 600L270 290H330L480 600Z" fill="${ink}" opacity=".7"/><path d="M150 600L282 290H318L450 600Z" fill="#f4efe6" opacity=".12"/>` +
    `<path d="M240 180a60 60 0 0 1 120 0V280H240Z" fill="url(#g${n})" opacity=".5"/>${candles}`
  );
}

/** The mill and its chimney against a dusk sky. @param {number} n @param {string} ink @param {string} glow */
function chimney(n, ink, glow) {
  const lit = Array.from({ length: 18 }, (_, i) => {
    const col = i % 9;
    const row = Math.floor(i / 9);
    return `<rect x="${70 + col * 40}" y="${400 + row * 60}" width="18" height="30" fill="${glow}" opacity="${0.4 + ((i * 7) % 5) / 8}"/>`;
  }).join('');
  return (
    `<circle cx="420" cy="330" r="120" fill="url(#g${n})" opacity=".6"/>` +
    `<path d="M470 120h36l10 260h-56Z" fill="${ink}"/><path d="M40 600V370l120-40 120 40 120-40 120 40v230Z" fill="${ink}"/>${lit}`
  );
}

/** @param {number} n 1-based picture number @param {string} label alt text, kept as the SVG's title */
export function feedPictureSvg(n, label) {
  const [ink, mid, glow] = /** @type {[string, string, string]} */ (palettes[(n - 1) % palettes.length]);
  const scene = scenes[(n - 1) % scenes.length];
  const body =
    scene === 'table'
      ? table(n, ink)
      : scene === 'chimney'
        ? chimney(n, ink, glow)
        : hall(n, ink, mid, glow, scene === 'lights');
  const sky = scene === 'chimney' ? glow : mid;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">` +
    `<title>${label.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</title>` +
    `<defs><linearGradient id="s${n}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ink}"/><stop offset="1" stop-color="${sky}"/></linearGradient>` +
    `<radialGradient id="g${n}" cx=".5" cy=".35" r=".8"><stop offset="0" stop-color="${glow}"/><stop offset="1" stop-color="${mid}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="600" height="600" fill="url(#s${n})"/>${body}</svg>`
  );
}

/**
 * A post's featured picture: one of the feed's scenes, cropped to the given proportions by the SVG
 * itself (`slice`), drawn at the given size, as WordPress serves each size of an upload as its own file.
 * @param {number} n @param {string} label @param {number} width @param {number} height
 */
export function featuredPictureSvg(n, label, width, height) {
  return feedPictureSvg(n, label).replace(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 600" preserveAspectRatio="xMidYMid slice" role="img">`,
  );
}
