// @ts-check
/**
 * The feed's pictures, drawn rather than photographed (no stock photos offline). Each venue's sample blog
 * (sample-blog.yaml in its content folder) says which scene each of its pictures shows: a candlelit long
 * table, arched windows lit in the evening, festoon lights, a chimney at dusk, a city skyline under string
 * lights, a club's light beams, a backlit bar. Deterministic, 600 x 600, 1–3 KB each.
 */

/** The scenes a picture may show. */
export const SCENES = /** @type {const} */ (['table', 'windows', 'lights', 'chimney', 'skyline', 'beams', 'bar']);
/** @typedef {(typeof SCENES)[number]} Scene */

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

/** Towers with lit windows behind a roof terrace's rail, string lights across. @param {number} n @param {string} ink @param {string} glow */
function skyline(n, ink, glow) {
  const towers = Array.from({ length: 7 }, (_, i) => {
    const w = 60 + ((n * 7 + i * 13) % 40);
    const x = i * 88 - 10 + ((n + i) % 3) * 6;
    const top = 150 + ((n * 11 + i * 37) % 170);
    const lit = Array.from({ length: 12 }, (_, j) => {
      const col = j % 3;
      const row = Math.floor(j / 3);
      return (n + i + j) % 3 === 0
        ? ''
        : `<rect x="${x + 10 + col * (w / 3.4)}" y="${top + 16 + row * 34}" width="9" height="14" fill="${glow}" opacity="${0.45 + ((i + j) % 4) / 8}"/>`;
    }).join('');
    return `<rect x="${x}" y="${top}" width="${w}" height="${420 - top}" fill="${ink}"/>${lit}`;
  }).join('');
  const bulbs = Array.from({ length: 11 }, (_, i) => {
    const t = i / 10;
    return `<circle cx="${(20 + t * 560).toFixed(1)}" cy="${(70 + 120 * t * (1 - t)).toFixed(1)}" r="6" fill="${glow}"/>`;
  }).join('');
  return (
    `${towers}<path d="M20 70Q300 130 580 70" stroke="${ink}" stroke-width="2" fill="none"/>${bulbs}` +
    `<rect y="420" width="600" height="180" fill="${ink}" opacity=".9"/><path d="M0 420H600M0 455H600" stroke="${glow}" stroke-width="3" opacity=".35"/>`
  );
}

/** Beams of coloured light fanning over a dancing crowd. @param {number} n @param {string} ink @param {string} glow */
function beams(n, ink, glow) {
  const colours = [glow, '#e25ab4', '#5aa8e2', '#9ae25a'];
  const fan = Array.from({ length: 6 }, (_, i) => {
    const from = 120 + i * 72;
    const to = -120 + ((n * 53 + i * 137) % 840);
    return `<path d="M${from} 40L${to - 40} 600H${to + 40}Z" fill="${colours[(n + i) % colours.length]}" opacity=".22"/>`;
  }).join('');
  const crowd = Array.from({ length: 12 }, (_, i) => {
    const x = 25 + i * 50 + ((n + i) % 3) * 6;
    const y = 470 + ((n * 3 + i * 7) % 30);
    return `<circle cx="${x}" cy="${y}" r="18" fill="${ink}"/><rect x="${x - 22}" y="${y + 14}" width="44" height="${130 - (y - 470)}" rx="18" fill="${ink}"/>`;
  }).join('');
  return `<rect x="80" y="20" width="440" height="24" fill="${ink}"/>${fan}${crowd}`;
}

/** A long backlit bar: shelves of bottles, pendant lights, stools. @param {number} n @param {string} ink @param {string} glow */
function bar(n, ink, glow) {
  const bottles = Array.from({ length: 36 }, (_, i) => {
    const shelf = Math.floor(i / 12);
    const x = 40 + (i % 12) * 45 + (shelf % 2) * 10;
    const h = 34 + ((n + i * 5) % 4) * 6;
    const y = 150 + shelf * 70 - h;
    return `<rect x="${x}" y="${y}" width="14" height="${h}" rx="4" fill="${(i + n) % 4 ? ink : glow}" opacity=".85"/>`;
  }).join('');
  const shelves = [150, 220, 290]
    .map((y) => `<rect x="20" y="${y}" width="560" height="6" fill="${glow}" opacity=".7"/>`)
    .join('');
  const pendants = Array.from({ length: 5 }, (_, i) => {
    const x = 80 + i * 110;
    return `<path d="M${x} 0V330" stroke="${ink}" stroke-width="2"/><path d="M${x - 22} 352L${x} 330L${x + 22} 352Z" fill="${ink}"/><circle cx="${x}" cy="356" r="9" fill="${glow}"/>`;
  }).join('');
  const stools = Array.from({ length: 6 }, (_, i) => {
    const x = 60 + i * 96;
    return `<rect x="${x - 24}" y="500" width="48" height="10" rx="5" fill="${glow}" opacity=".8"/><path d="M${x} 510V600" stroke="${ink}" stroke-width="6"/>`;
  }).join('');
  return `${shelves}${bottles}${pendants}<rect y="400" width="600" height="90" fill="${ink}"/><rect y="396" width="600" height="8" fill="${glow}" opacity=".6"/>${stools}`;
}

/**
 * @param {number} n 1-based picture number: its colours
 * @param {string} label alt text, kept as the SVG's title
 * @param {Scene} scene what it shows
 */
export function feedPictureSvg(n, label, scene) {
  const [ink, mid, glow] = /** @type {[string, string, string]} */ (palettes[(n - 1) % palettes.length]);
  const body =
    scene === 'table'
      ? table(n, ink)
      : scene === 'chimney'
        ? chimney(n, ink, glow)
        : scene === 'skyline'
          ? skyline(n, ink, glow)
          : scene === 'beams'
            ? beams(n, ink, glow)
            : scene === 'bar'
              ? bar(n, ink, glow)
              : hall(n, ink, mid, glow, scene === 'lights');
  const sky = scene === 'chimney' || scene === 'skyline' ? glow : mid;
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
 * @param {number} n @param {string} label @param {Scene} scene @param {number} width @param {number} height
 */
export function featuredPictureSvg(n, label, scene, width, height) {
  return feedPictureSvg(n, label, scene).replace(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img">',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 600 600" preserveAspectRatio="xMidYMid slice" role="img">`,
  );
}
