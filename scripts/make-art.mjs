/**
 * Generates the site's illustrations (public/art/*.svg): architectural drawings of the fictional Hollin Hall,
 * in the site's palette. Ours, so licence-clean (see CREDITS.md). Run: node scripts/make-art.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const out = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'art');
const W = 1200;
const H = 800;
const r = (n) => Math.round(n * 10) / 10;

/** A small deterministic random, so the art is the same on every run. */
function random(seed) {
  let s = seed;
  return () => ((s = (s * 16807) % 2147483647) - 1) / 2147483646;
}

const svg = (body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
  `<defs>${defs}</defs>${body}</svg>\n`;

const glow = (id, from, to) =>
  `<radialGradient id="${id}" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>`;

function arch(x, y, w, h) {
  const rr = w / 2;
  return `M${r(x)} ${r(y + h)}V${r(y + rr)}A${r(rr)} ${r(rr)} 0 0 1 ${r(x + w)} ${r(y + rr)}V${r(y + h)}Z`;
}

function weavingHall() {
  const rand = random(7);
  const vx = 600;
  const vy = 360;
  let lines = '';
  // Roof trusses receding to the vanishing point.
  for (let i = 0; i < 9; i++) {
    const t = Math.pow(0.72, i);
    const half = 760 * t;
    const top = vy - 330 * t;
    const eave = vy - 120 * t;
    lines += `<path d="M${r(vx - half)} ${r(eave)}L${vx} ${r(top)}L${r(vx + half)} ${r(eave)}M${r(vx - half * 0.5)} ${r((eave + top) / 2 + 10 * t)}L${r(vx + half * 0.5)} ${r((eave + top) / 2 + 10 * t)}" stroke-width="${r(6 * t + 1)}"/>`;
    // Cast-iron columns.
    for (const side of [-1, 1]) {
      const x = vx + side * half * 0.55;
      lines += `<path d="M${r(x)} ${r((eave + top) / 2 + 10 * t)}V${r(vy + 420 * t)}" stroke-width="${r(9 * t + 1)}"/>`;
    }
  }
  // Windows on both walls with light falling across the floor.
  let windows = '';
  let beams = '';
  for (let i = 0; i < 6; i++) {
    const t = Math.pow(0.72, i);
    for (const side of [-1, 1]) {
      const x = vx + side * 720 * t - (side > 0 ? 70 * t : 0);
      windows += `<path d="${arch(x, vy - 200 * t, 70 * t, 230 * t)}"/>`;
      beams += `<path d="M${r(x)} ${r(vy + 30 * t)}L${r(x + 70 * t)} ${r(vy + 30 * t)}L${r(vx + side * 90 * t)} ${r(vy + 380 * t)}L${r(vx + side * 300 * t)} ${r(vy + 380 * t)}Z"/>`;
    }
  }
  // Long tables with candles.
  let tables = '';
  for (const side of [-1, 1]) {
    tables += `<path d="M${vx + side * 40} ${vy + 20}L${vx + side * 300} ${H}L${vx + side * 180} ${H}L${vx + side * 20} ${vy + 20}Z" fill="#2a1d14"/>`;
    for (let k = 0; k < 14; k++) {
      const t = k / 14;
      const y = vy + 24 + Math.pow(t, 1.6) * (H - vy - 40);
      const x = vx + side * (30 + Math.pow(t, 1.6) * 210);
      const s = 1 + Math.pow(t, 1.6) * 7;
      tables += `<circle cx="${r(x + (rand() - 0.5) * 6)}" cy="${r(y)}" r="${r(s)}" fill="url(#flame)"/>`;
    }
  }
  const defs =
    `<linearGradient id="air" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d1712"/><stop offset=".55" stop-color="#3b2a1d"/><stop offset="1" stop-color="#120e0b"/></linearGradient>` +
    `<linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3c78f" stop-opacity=".35"/><stop offset="1" stop-color="#f3c78f" stop-opacity="0"/></linearGradient>` +
    glow('flame', '#ffd9a0', '#e8913f') +
    glow('pool', '#f0b46f', '#1d1712');
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#air)"/><ellipse cx="${vx}" cy="${vy + 120}" rx="520" ry="260" fill="url(#pool)" opacity=".45"/>` +
      `<g fill="url(#beam)">${beams}</g><g fill="#f6d4a4" opacity=".9">${windows}</g>` +
      `<g stroke="#0f0b08" fill="none" stroke-linecap="round">${lines}</g>${tables}`,
    defs,
  );
}

function engineHouse() {
  let vaults = '';
  for (let i = 0; i < 5; i++) {
    const x = i * 260 - 40;
    vaults += `<path d="M${x} ${H}V330A130 130 0 0 1 ${x + 260} 330V${H}" />`;
    for (let k = 1; k < 8; k++) vaults += `<path d="M${x + 6} ${330 + k * 60}H${x + 254}" stroke-width="1.5" opacity=".35"/>`;
  }
  let spokes = '';
  for (let k = 0; k < 12; k++) {
    const a = (k / 12) * Math.PI * 2;
    spokes += `<path d="M${r(600 + Math.cos(a) * 40)} ${r(520 + Math.sin(a) * 40)}L${r(600 + Math.cos(a) * 250)} ${r(520 + Math.sin(a) * 250)}"/>`;
  }
  const defs =
    `<linearGradient id="brick" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#4a2517"/><stop offset="1" stop-color="#1b0f0a"/></linearGradient>` +
    glow('warm', '#f4b271', '#4a2517');
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#brick)"/><circle cx="600" cy="500" r="520" fill="url(#warm)" opacity=".55"/>` +
      `<g fill="none" stroke="#e9b27a" stroke-width="4" opacity=".7">${vaults}</g>` +
      `<g fill="none" stroke="#1a0e08" stroke-width="10"><circle cx="600" cy="520" r="260"/><circle cx="600" cy="520" r="230" stroke-width="4"/><circle cx="600" cy="520" r="40"/>${spokes}</g>` +
      `<rect x="0" y="700" width="${W}" height="100" fill="#140b07" opacity=".8"/>`,
    defs,
  );
}

function loomLoft() {
  let balusters = '';
  for (let x = 0; x <= W; x += 34) balusters += `<path d="M${x} 520V700"/>`;
  let festoons = '';
  const rand = random(11);
  for (let row = 0; row < 4; row++) {
    const y0 = 80 + row * 70;
    const sag = 60 + row * 20;
    festoons += `<path d="M-20 ${y0}Q600 ${y0 + sag * 2} 1220 ${y0}" fill="none" stroke="#2c2019" stroke-width="2"/>`;
    for (let k = 0; k <= 24; k++) {
      const t = k / 24;
      const x = -20 + t * 1240;
      const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
      festoons += `<circle cx="${r(x)}" cy="${r(y + 6)}" r="${r(4 + rand() * 3)}" fill="url(#bulb)"/>`;
    }
  }
  const defs =
    `<linearGradient id="loft" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9dccb"/><stop offset="1" stop-color="#c9b196"/></linearGradient>` +
    glow('bulb', '#fff1d6', '#f0a24f');
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#loft)"/>` +
      `<g fill="none" stroke="#6b4a33" stroke-width="3" opacity=".35">${Array.from({ length: 9 }, (_, i) => `<path d="${arch(40 + i * 130, 190, 90, 250)}"/>`).join('')}</g>` +
      festoons +
      `<rect x="0" y="500" width="${W}" height="22" fill="#3b2618"/><g stroke="#3b2618" stroke-width="8">${balusters}</g><rect x="0" y="700" width="${W}" height="100" fill="#3b2618"/>`,
    defs,
  );
}

function wharfYard() {
  const rand = random(23);
  let cobbles = '';
  for (let y = 610; y < H; y += 22) {
    for (let x = (y / 22) % 2 ? 0 : 20; x < W; x += 40) cobbles += `<ellipse cx="${x}" cy="${y}" rx="${r(16 + rand() * 3)}" ry="8"/>`;
  }
  let lights = '';
  for (let k = 0; k <= 20; k++) {
    const t = k / 20;
    const x = 120 + t * 980;
    const y = 250 + Math.sin(t * Math.PI) * 70;
    lights += `<circle cx="${r(x)}" cy="${r(y)}" r="5" fill="url(#lamp)"/>`;
  }
  const defs =
    `<linearGradient id="dusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2b2d4a"/><stop offset=".55" stop-color="#b9663a"/><stop offset=".72" stop-color="#f2b36e"/></linearGradient>` +
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c87a45"/><stop offset="1" stop-color="#2a2230"/></linearGradient>` +
    glow('lamp', '#fff0cf', '#f7a24a');
  return svg(
    `<rect width="${W}" height="${H}" fill="url(#dusk)"/>` +
      `<path d="M860 520V110h46v410Z" fill="#1f1720"/><path d="M852 110h62v-18h-62Z" fill="#1f1720"/>` +
      `<path d="M0 520V330l160-90 160 90v190Z M320 520V300h520v220Z" fill="#1f1720"/>` +
      `<g fill="#f6c98c">${Array.from({ length: 7 }, (_, i) => `<path d="${arch(350 + i * 70, 350, 34, 90)}"/>`).join('')}${Array.from({ length: 3 }, (_, i) => `<path d="${arch(40 + i * 90, 380, 30, 80)}"/>`).join('')}</g>` +
      `<path d="M120 250Q610 390 1100 250" fill="none" stroke="#1f1720" stroke-width="2"/>${lights}` +
      `<rect x="0" y="520" width="${W}" height="80" fill="url(#water)"/><g stroke="#f6c98c" stroke-width="3" opacity=".5">${Array.from({ length: 9 }, (_, i) => `<path d="M${380 + i * 60} ${540 + (i % 3) * 16}h26"/>`).join('')}</g>` +
      `<rect x="0" y="600" width="${W}" height="200" fill="#2b2026"/><g fill="#3f3036">${cobbles}</g>`,
    defs,
  );
}

fs.mkdirSync(out, { recursive: true });
for (const [name, make] of Object.entries({ 'weaving-hall': weavingHall, 'engine-house': engineHouse, 'loom-loft': loomLoft, 'wharf-yard': wharfYard })) {
  const text = make();
  fs.writeFileSync(path.join(out, `${name}.svg`), text);
  console.log(`${name}.svg ${(text.length / 1024).toFixed(1)} KB`);
}
