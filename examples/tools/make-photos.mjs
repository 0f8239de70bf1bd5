/**
 * Makes the example venues' photographs: camera-sized JPEGs with real detail and grain, so the photo pipeline
 * and the benchmark meet files like the ones a venue would drop in (no stock photos exist offline).
 *
 * Each picture is a scene built in 3-D (rooms in metres, projected through a pinhole camera), drawn as SVG,
 * rendered by librsvg at full size, then made photographic with sharp: a touch of lens softness, blotchy
 * low-frequency tone (plaster, brick, haze), luminance and colour grain, a vignette. A seeded random makes every
 * run byte-for-byte the same on the same sharp/libvips.
 *
 * Not part of the site or its build (the photographs it makes are committed): a tool for the examples.
 *
 *   node examples/tools/make-photos.mjs                  # every venue
 *   node examples/tools/make-photos.mjs --venue=barn     # one venue: content, rooftop, barn, kyoto or riad
 *   node examples/tools/make-photos.mjs --only=hero.jpg  # with --venue=…, that venue's alone
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const VW = 1500; // viewBox units; every scene is drawn 3:2 and rendered at the photo's own width

/** @param {number} seed */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f1 = (n) => Math.round(n * 10) / 10;

/**
 * A pinhole camera: world X right, Y up, Z away from the camera (metres).
 * @param {{ x?: number, y?: number, focal?: number, vx?: number, vy?: number }} c
 */
function camera({ x = 0, y = 1.6, focal = 620, vx = 750, vy = 520 }) {
  /** @param {number} X @param {number} Y @param {number} Z */
  const p = (X, Y, Z) => [f1(vx + ((X - x) * focal) / Z), f1(vy - ((Y - y) * focal) / Z)];
  /** @param {number[][]} pts */
  const poly = (pts, attrs) => `<path d="M${pts.map((q) => p(q[0], q[1], q[2]).join(' ')).join('L')}Z" ${attrs}/>`;
  const line = (a, b, attrs) => {
    const [x1, y1] = p(a[0], a[1], a[2]);
    const [x2, y2] = p(b[0], b[1], b[2]);
    return `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" ${attrs}/>`;
  };
  const scale = (Z) => focal / Z;
  return { p, poly, line, scale, vx, vy };
}

/** A warm light: a bright core with a soft halo (radial gradient defined once per scene as #glow). */
const bulb = (x, y, r, opacity = 1) =>
  `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(r * 7)}" fill="url(#glow)" fill-opacity="${opacity}"/><circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(Math.max(r, 0.6))}" fill="#fff4d6"/>`;

const DEFS = `
<radialGradient id="glow"><stop offset="0" stop-color="#ffd9a0" stop-opacity="0.9"/><stop offset="0.25" stop-color="#ffb760" stop-opacity="0.35"/><stop offset="1" stop-color="#ff9a40" stop-opacity="0"/></radialGradient>
<radialGradient id="pool" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="#ffcf8a" stop-opacity="0.55"/><stop offset="1" stop-color="#ffcf8a" stop-opacity="0"/></radialGradient>
<linearGradient id="windowDay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f7fb"/><stop offset="1" stop-color="#c9d6e2"/></linearGradient>
<linearGradient id="windowDusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#283b66"/><stop offset="1" stop-color="#b86a48"/></linearGradient>
<linearGradient id="windowLit" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffe7b8"/><stop offset="1" stop-color="#f09a4c"/></linearGradient>
<linearGradient id="cloth" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3eadc"/><stop offset="1" stop-color="#bfae98"/></linearGradient>
`;

/** A person seen from behind or the side, standing at (X, Z). */
function person(cam, X, Z, rand, tone = '#1d1613') {
  const [x, yFoot] = cam.p(X, 0, Z);
  const s = cam.scale(Z);
  const h = (1.62 + rand() * 0.25) * s;
  const w = (0.42 + rand() * 0.12) * s;
  const head = 0.11 * s;
  const coats = ['#2b2320', '#3b2c2a', '#1f2a33', '#4a3a30', '#5b2f2c', '#2e3a2c', '#1a1a1f', '#6b5a4a'];
  const coat = rand() < 0.85 ? coats[Math.floor(rand() * coats.length)] : tone;
  return (
    `<path d="M${f1(x - w / 2)} ${f1(yFoot)}L${f1(x - w / 2.3)} ${f1(yFoot - h * 0.78)}Q${f1(x)} ${f1(yFoot - h * 0.9)} ${f1(x + w / 2.3)} ${f1(yFoot - h * 0.78)}L${f1(x + w / 2)} ${f1(yFoot)}Z" fill="${coat}"/>` +
    `<circle cx="${f1(x)}" cy="${f1(yFoot - h + head)}" r="${f1(head)}" fill="${rand() < 0.5 ? '#2a1d17' : '#5a4030'}"/>`
  );
}

/**
 * A long room in one-point perspective: brick walls with arched windows, a plank floor, columns, trusses or
 * vaults, long tables with candles, festoon lights and guests.
 * @param {object} o
 */
function hall(o) {
  const rand = random(o.seed);
  const W = o.width ?? 14;
  const H = o.height ?? 8;
  const L = o.length ?? 34;
  const z0 = 1.2;
  const cam = camera({ x: o.camX ?? 0, y: o.camY ?? 1.6, focal: o.focal ?? 560, vx: o.vx ?? 750, vy: o.vy ?? 560 });
  const hw = W / 2;
  const night = o.light === 'night';
  const wall = o.wall ?? '#7a4632';
  const out = [];
  out.push(`<rect width="${VW}" height="1000" fill="${night ? '#1c1310' : '#3a2a22'}"/>`);
  // Back wall, ceiling, side walls, floor.
  out.push(
    cam.poly(
      [
        [-hw, 0, L],
        [hw, 0, L],
        [hw, H, L],
        [-hw, H, L],
      ],
      `fill="${night ? '#3a2219' : '#8a5a44'}"`,
    ),
  );
  out.push(
    cam.poly(
      [
        [-hw, H, z0],
        [hw, H, z0],
        [hw, H, L],
        [-hw, H, L],
      ],
      `fill="${night ? '#20150f' : '#5b4030'}"`,
    ),
  );
  for (const side of [-1, 1]) {
    out.push(
      cam.poly(
        [
          [side * hw, 0, z0],
          [side * hw, 0, L],
          [side * hw, H, L],
          [side * hw, H, z0],
        ],
        `fill="${wall}"`,
      ),
    );
    // Brick courses: many thin lines converging on the vanishing point.
    for (let y = 0.08; y < H; y += 0.075 + rand() * 0.01) {
      out.push(
        cam.line(
          [side * hw, y, z0],
          [side * hw, y, L],
          `stroke="#2a160e" stroke-opacity="${f1(0.25 + rand() * 0.2)}" stroke-width="${f1(0.6 + rand() * 0.8)}"`,
        ),
      );
    }
    // Piers and arched windows along the wall.
    const bays = o.bays ?? 8;
    for (let i = 0; i < bays; i++) {
      const za = z0 + 1 + (i * (L - z0 - 2)) / bays;
      const zb = za + ((L - z0 - 2) / bays) * 0.55;
      const y0 = o.windowSill ?? 1.4;
      const y1 = H - 1.8;
      const fill = o.windowFill ?? (night ? 'url(#windowDusk)' : 'url(#windowDay)');
      out.push(
        cam.poly(
          [
            [side * hw, y0, za],
            [side * hw, y0, zb],
            [side * hw, y1, zb],
            [side * hw, y1 + 0.6, (za + zb) / 2],
            [side * hw, y1, za],
          ],
          `fill="${fill}"`,
        ),
      );
      // Glazing bars.
      for (let g = 1; g < 4; g++) {
        const yy = y0 + ((y1 - y0) * g) / 4;
        out.push(cam.line([side * hw, yy, za], [side * hw, yy, zb], 'stroke="#2a1a14" stroke-width="1.2"'));
      }
      out.push(
        cam.line(
          [side * hw, y0, (za + zb) / 2],
          [side * hw, y1 + 0.5, (za + zb) / 2],
          'stroke="#2a1a14" stroke-width="1.2"',
        ),
      );
      if (!night) {
        // Daylight falling on the floor from each window.
        const [fx, fy] = cam.p(side * (hw - 2.2), 0, (za + zb) / 2 + 1);
        out.push(
          `<ellipse cx="${fx}" cy="${fy}" rx="${f1(cam.scale((za + zb) / 2 + 1) * 1.4)}" ry="${f1(cam.scale((za + zb) / 2 + 1) * 0.35)}" fill="#fff1d8" fill-opacity="0.18"/>`,
        );
      }
    }
  }
  // Floor and its planks.
  out.push(
    cam.poly(
      [
        [-hw, 0, z0],
        [hw, 0, z0],
        [hw, 0, L],
        [-hw, 0, L],
      ],
      `fill="${o.floor ?? (night ? '#4a2c1b' : '#8a6040')}"`,
    ),
  );
  for (let x = -hw; x <= hw; x += 0.18) {
    out.push(
      cam.line([x, 0, z0], [x, 0, L], `stroke="#2b1a10" stroke-opacity="${f1(0.2 + rand() * 0.3)}" stroke-width="1"`),
    );
  }
  // Ceiling: timber trusses or brick vaults.
  for (let z = L - 0.3; z > z0 + 0.5; z -= o.vaults ? 3.2 : 2.4) {
    if (o.vaults) {
      const pts = [];
      for (let a = 0; a <= 16; a++) {
        const t = (Math.PI * a) / 16;
        pts.push(cam.p(-hw * Math.cos(t), H - 1.6 + Math.sin(t) * 1.6, z));
      }
      out.push(
        `<path d="M${pts.map((q) => q.join(' ')).join('L')}" fill="none" stroke="#5a3222" stroke-width="${f1(cam.scale(z) * 0.35)}"/>`,
      );
    } else {
      const tie = H - 1.4;
      out.push(cam.line([-hw, tie, z], [hw, tie, z], `stroke="#2a1b12" stroke-width="${f1(cam.scale(z) * 0.22)}"`));
      out.push(cam.line([-hw, tie, z], [0, H + 1.5, z], `stroke="#2a1b12" stroke-width="${f1(cam.scale(z) * 0.2)}"`));
      out.push(cam.line([hw, tie, z], [0, H + 1.5, z], `stroke="#2a1b12" stroke-width="${f1(cam.scale(z) * 0.2)}"`));
      out.push(cam.line([0, tie, z], [0, H + 1.5, z], `stroke="#2a1b12" stroke-width="${f1(cam.scale(z) * 0.12)}"`));
    }
  }
  // Objects, far to near.
  /** @type {{ z: number, svg: string }[]} */
  const things = [];
  if (o.columns) {
    for (let z = z0 + 2; z < L; z += 4) {
      for (const X of [-hw / 2.2, hw / 2.2]) {
        const [x, yb] = cam.p(X, 0, z);
        const [, yt] = cam.p(X, H - 1.4, z);
        const w = cam.scale(z) * 0.28;
        things.push({
          z,
          svg: `<rect x="${f1(x - w / 2)}" y="${f1(yt)}" width="${f1(w)}" height="${f1(yb - yt)}" fill="#231a17"/><rect x="${f1(x - w / 2)}" y="${f1(yt)}" width="${f1(w * 0.25)}" height="${f1(yb - yt)}" fill="#5a4a42" fill-opacity="0.6"/>`,
        });
      }
    }
  }
  if (o.tables) {
    for (const X of o.tables) {
      for (let z = z0 + 2.5; z < L - 2; z += 0.9) {
        const tw = 1.1;
        things.push({
          z: z + 0.45,
          svg:
            cam.poly(
              [
                [X - tw / 2, 0.76, z],
                [X + tw / 2, 0.76, z],
                [X + tw / 2, 0.76, z + 0.9],
                [X - tw / 2, 0.76, z + 0.9],
              ],
              'fill="url(#cloth)"',
            ) +
            cam.poly(
              [
                [X - tw / 2, 0.76, z],
                [X + tw / 2, 0.76, z],
                [X + tw / 2, 0.05, z],
                [X - tw / 2, 0.05, z],
              ],
              'fill="#d8cbb7" fill-opacity="0.9"',
            ),
        });
        if (rand() < 0.7) {
          const [cx, cy] = cam.p(X + (rand() - 0.5) * 0.5, 0.98, z + 0.45);
          things.push({ z: z + 0.4, svg: bulb(cx, cy, cam.scale(z) * 0.012, 0.7) });
        }
        for (const side of [-1, 1]) {
          if (rand() < (o.seated ?? 0.6)) {
            const [sx, sy] = cam.p(X + side * (tw / 2 + 0.25), 0.45, z + 0.45);
            const s = cam.scale(z + 0.45);
            things.push({
              z: z + 0.5,
              svg: `<rect x="${f1(sx - s * 0.2)}" y="${f1(sy - s * 0.85)}" width="${f1(s * 0.4)}" height="${f1(s * 0.85)}" rx="${f1(s * 0.12)}" fill="#241a17"/><circle cx="${f1(sx)}" cy="${f1(sy - s * 0.95)}" r="${f1(s * 0.11)}" fill="#3a281f"/>`,
            });
          }
        }
      }
    }
  }
  for (let i = 0; i < (o.people ?? 0); i++) {
    const Z = z0 + 2 + rand() * (L - z0 - 4);
    things.push({ z: Z, svg: person(cam, (rand() - 0.5) * (W - 2), Z, rand) });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  if (o.festoon) {
    for (let z = z0 + 3; z < L; z += 3) {
      const pts = [];
      for (let k = 0; k <= 14; k++) {
        const X = -hw + (W * k) / 14;
        const Y = H - 2.2 - Math.sin((Math.PI * k) / 14) * 1.4;
        pts.push(cam.p(X, Y, z));
      }
      out.push(`<path d="M${pts.map((q) => q.join(' ')).join('L')}" fill="none" stroke="#1a120e" stroke-width="1"/>`);
      for (const [x, y] of pts) out.push(bulb(x, y + 2, cam.scale(z) * 0.03, 0.9));
    }
  }
  if (o.pit) {
    // The Engine House's glass-covered flywheel pit and its wheel.
    const [cx, cy] = cam.p(0, 0, 7);
    const s = cam.scale(7);
    out.push(
      `<ellipse cx="${cx}" cy="${cy}" rx="${f1(s * 2.2)}" ry="${f1(s * 0.6)}" fill="#0f0d0d" stroke="#9fb4b8" stroke-opacity="0.5" stroke-width="3"/>`,
    );
    out.push(
      `<circle cx="${cx}" cy="${f1(cy + s * 0.2)}" r="${f1(s * 1.6)}" fill="none" stroke="#3a2a22" stroke-width="${f1(s * 0.18)}" stroke-opacity="0.6"/>`,
    );
  }
  if (o.aisle) {
    for (let z = z0 + 3; z < L - 4; z += 1.1) {
      for (const X of [-2.6, -1.9, -1.2, 1.2, 1.9, 2.6]) {
        const [x, y] = cam.p(X, 0.45, z);
        const s = cam.scale(z);
        out.push(
          `<rect x="${f1(x - s * 0.22)}" y="${f1(y - s * 0.5)}" width="${f1(s * 0.44)}" height="${f1(s * 0.5)}" fill="#d9cdb8" fill-opacity="0.85"/>`,
        );
      }
    }
  }
  if (night) out.push(`<ellipse cx="750" cy="${o.vy ?? 560}" rx="900" ry="500" fill="url(#pool)" fill-opacity="0.5"/>`);
  return out.join('');
}

/** The mill from across the canal: a long wall of windows, a chimney, water with reflections. */
function millExterior(o) {
  const rand = random(o.seed);
  const dusk = o.light !== 'day';
  const out = [];
  const horizon = o.horizon ?? 640;
  out.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${dusk ? '<stop offset="0" stop-color="#121426"/><stop offset="0.5" stop-color="#3a2a3a"/><stop offset="1" stop-color="#c0703e"/>' : '<stop offset="0" stop-color="#6f93b8"/><stop offset="1" stop-color="#d8e2e6"/>'}</linearGradient>`,
  );
  out.push(`<rect width="${VW}" height="1000" fill="url(#sky)"/>`);
  // Clouds: soft streaks.
  for (let i = 0; i < 14; i++) {
    out.push(
      `<ellipse cx="${f1(rand() * VW)}" cy="${f1(60 + rand() * 300)}" rx="${f1(120 + rand() * 260)}" ry="${f1(8 + rand() * 18)}" fill="${dusk ? '#6a4350' : '#f4f6f8'}" fill-opacity="${f1(0.15 + rand() * 0.25)}"/>`,
    );
  }
  // Hills and trees behind.
  let hill = `M0 ${horizon - 120}`;
  for (let x = 0; x <= VW; x += 50) hill += `L${x} ${f1(horizon - 130 + Math.sin(x / 170) * 25 + rand() * 14)}`;
  out.push(`<path d="${hill}L${VW} ${horizon}L0 ${horizon}Z" fill="${dusk ? '#1a1718' : '#4c5a3c'}"/>`);
  const left = o.left ?? 150;
  const right = o.right ?? 1250;
  const top = o.top ?? 260;
  out.push(
    `<path d="M${left} ${horizon}V${top}L${left + 50} ${top - 40}H${right - 50}L${right} ${top}V${horizon}Z" fill="${dusk ? '#2a1a15' : '#8a4e36'}"/>`,
  );
  // Brick courses on the facade.
  for (let y = top + 4; y < horizon; y += 6)
    out.push(
      `<line x1="${left}" y1="${y}" x2="${right}" y2="${y}" stroke="#1a0f0b" stroke-opacity="${f1(0.2 + rand() * 0.25)}" stroke-width="0.8"/>`,
    );
  const cols = o.cols ?? 16;
  const floors = 4;
  const colW = (right - left - 80) / cols;
  const floorH = (horizon - top - 60) / floors;
  const windows = [];
  for (let f = 0; f < floors; f++) {
    for (let c = 0; c < cols; c++) {
      const x = left + 40 + c * colW + colW * 0.25;
      const y = top + 40 + f * floorH;
      const w = colW * 0.5;
      const h = floorH * 0.62;
      const lit = dusk ? rand() < 0.8 : false;
      const fill = lit ? 'url(#windowLit)' : dusk ? '#1a1420' : '#2c3640';
      windows.push({ x, y, w, h, lit });
      out.push(
        `<path d="M${f1(x)} ${f1(y + h)}V${f1(y + w / 2)}A${f1(w / 2)} ${f1(w / 2)} 0 0 1 ${f1(x + w)} ${f1(y + w / 2)}V${f1(y + h)}Z" fill="${fill}"/>`,
      );
      out.push(
        `<line x1="${f1(x + w / 2)}" y1="${f1(y + 2)}" x2="${f1(x + w / 2)}" y2="${f1(y + h)}" stroke="#1a0f0b" stroke-width="1.4"/>`,
      );
      out.push(
        `<line x1="${f1(x)}" y1="${f1(y + h * 0.55)}" x2="${f1(x + w)}" y2="${f1(y + h * 0.55)}" stroke="#1a0f0b" stroke-width="1.4"/>`,
      );
      if (lit)
        out.push(
          `<circle cx="${f1(x + w / 2)}" cy="${f1(y + h / 2)}" r="${f1(w * 2.2)}" fill="url(#glow)" fill-opacity="0.25"/>`,
        );
    }
  }
  // Chimney.
  const cx = o.chimney ?? 1320;
  out.push(
    `<path d="M${cx} ${horizon}V${top - 200}h48V${horizon}Z" fill="${dusk ? '#140d0b' : '#6a3a28'}"/><rect x="${cx - 8}" y="${top - 214}" width="64" height="18" fill="${dusk ? '#140d0b' : '#5a3020'}"/>`,
  );
  for (let y = top - 190; y < horizon; y += 5)
    out.push(
      `<line x1="${cx}" y1="${y}" x2="${cx + 48}" y2="${y}" stroke="#000" stroke-opacity="0.25" stroke-width="0.7"/>`,
    );
  // Towpath and water with broken reflections.
  out.push(`<rect x="0" y="${horizon}" width="${VW}" height="24" fill="${dusk ? '#2a2420' : '#8a8270'}"/>`);
  out.push(
    `<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${dusk ? '#2b1d1f' : '#5d7078'}"/><stop offset="1" stop-color="${dusk ? '#07070b' : '#2a3438'}"/></linearGradient>`,
  );
  out.push(`<rect x="0" y="${horizon + 24}" width="${VW}" height="${1000 - horizon}" fill="url(#water)"/>`);
  for (const w of windows) {
    if (!w.lit && dusk) continue;
    const ry = horizon + 24 + (horizon - (w.y + w.h));
    for (let k = 0; k < 5; k++) {
      const yy = ry + k * 7 + rand() * 5;
      if (yy > 1000) break;
      out.push(
        `<rect x="${f1(w.x + (rand() - 0.5) * 10)}" y="${f1(yy)}" width="${f1(w.w * (0.4 + rand() * 0.8))}" height="2.2" fill="${dusk ? '#f0a458' : '#c8d2d6'}" fill-opacity="${f1(0.25 + rand() * 0.35)}"/>`,
      );
    }
  }
  for (let i = 0; i < 120; i++) {
    const y = horizon + 30 + rand() * (1000 - horizon - 30);
    out.push(
      `<rect x="${f1(rand() * VW)}" y="${f1(y)}" width="${f1(20 + rand() * 90)}" height="1.2" fill="#fff" fill-opacity="${f1(0.04 + rand() * 0.08)}"/>`,
    );
  }
  if (o.boat)
    out.push(
      `<path d="M200 ${horizon + 70}h520l-30 34H230Z" fill="#20363a"/><rect x="260" y="${horizon + 40}" width="380" height="32" fill="#6b2a22"/>${Array.from({ length: 9 }, (_, i) => `<rect x="${275 + i * 40}" y="${horizon + 48}" width="22" height="14" fill="url(#windowLit)"/>`).join('')}`,
    );
  return out.join('');
}

/** Cobbled canal yard at golden hour: cobbles in perspective, parasols, festoons, guests. */
function yard(o) {
  const rand = random(o.seed);
  const cam = camera({ y: 1.6, focal: 600, vx: 750, vy: 480 });
  const out = [];
  out.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5a78a0"/><stop offset="0.7" stop-color="#f0b878"/><stop offset="1" stop-color="#f7d49a"/></linearGradient><rect width="${VW}" height="1000" fill="url(#sky)"/>`,
  );
  out.push(`<circle cx="${o.sunX ?? 1150}" cy="430" r="60" fill="url(#glow)" fill-opacity="0.9"/>`);
  // Mill wall on the left, canal on the right.
  out.push(
    cam.poly(
      [
        [-6, 0, 1.5],
        [-6, 0, 60],
        [-6, 14, 60],
        [-6, 14, 1.5],
      ],
      'fill="#7a4430"',
    ),
  );
  for (let y = 0.1; y < 14; y += 0.09)
    out.push(
      cam.line(
        [-6, y, 1.5],
        [-6, y, 60],
        `stroke="#2a150e" stroke-opacity="${f1(0.2 + rand() * 0.25)}" stroke-width="0.7"`,
      ),
    );
  for (let z = 4; z < 60; z += 5) {
    for (const y0 of [2, 6, 10])
      out.push(
        cam.poly(
          [
            [-6, y0, z],
            [-6, y0, z + 2],
            [-6, y0 + 2.4, z + 2],
            [-6, y0 + 2.4, z],
          ],
          'fill="#2a2a33"',
        ),
      );
  }
  out.push(
    cam.poly(
      [
        [-6, 0, 1.5],
        [12, 0, 1.5],
        [12, 0, 80],
        [-6, 0, 80],
      ],
      'fill="#6d645a"',
    ),
  );
  // Cobbles: rows of small ellipses, shrinking with distance.
  for (let z = 1.6; z < 40; z *= 1.035) {
    const s = cam.scale(z);
    for (let X = -6; X < 8; X += 0.16) {
      const [x, y] = cam.p(X + (rand() - 0.5) * 0.05, 0, z);
      if (s * 0.07 < 0.4) break;
      out.push(
        `<ellipse cx="${x}" cy="${y}" rx="${f1(s * 0.07)}" ry="${f1(s * 0.025)}" fill="${rand() < 0.5 ? '#857a6c' : '#5f5548'}" fill-opacity="0.8"/>`,
      );
    }
  }
  out.push(
    cam.poly(
      [
        [8, 0, 1.5],
        [20, 0, 1.5],
        [20, 0, 80],
        [8, 0, 80],
      ],
      'fill="#43545a"',
    ),
  );
  for (let i = 0; i < 60; i++) {
    const z = 3 + rand() * 60;
    out.push(
      cam.line(
        [8 + rand() * 6, 0, z],
        [8 + rand() * 10, 0, z + 0.5],
        'stroke="#f8d8a0" stroke-opacity="0.35" stroke-width="1.5"',
      ),
    );
  }
  const things = [];
  for (let i = 0; i < (o.people ?? 40); i++) {
    const Z = 4 + rand() * 30;
    things.push({ z: Z, svg: person(cam, -4.5 + rand() * 11, Z, rand) });
  }
  for (let z = 8; z < 40; z += 9) {
    const [x, y] = cam.p(2, 2.6, z);
    const s = cam.scale(z);
    things.push({
      z,
      svg: `<path d="M${f1(x - s * 1.4)} ${f1(y + s * 0.5)}Q${x} ${f1(y - s * 0.3)} ${f1(x + s * 1.4)} ${f1(y + s * 0.5)}Z" fill="#ede3d0"/><rect x="${f1(x - s * 0.03)}" y="${f1(y)}" width="${f1(s * 0.06)}" height="${f1(s * 2.6)}" fill="#3a2c22"/>`,
    });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  for (let z = 4; z < 40; z += 5) {
    const pts = [];
    for (let k = 0; k <= 12; k++) pts.push(cam.p(-6 + (14 * k) / 12, 4.4 - Math.sin((Math.PI * k) / 12) * 0.8, z));
    out.push(`<path d="M${pts.map((q) => q.join(' ')).join('L')}" fill="none" stroke="#1a120e" stroke-width="1"/>`);
    for (const [x, y] of pts) out.push(bulb(x, y + 1, cam.scale(z) * 0.03, 0.7));
  }
  return out.join('');
}

/** A city skyline at dusk or night, seen from a roof: towers with lit windows down to a far horizon. */
function skyline(rand, horizon, night) {
  const out = [];
  out.push(
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">${night ? '<stop offset="0" stop-color="#05060f"/><stop offset="0.7" stop-color="#1a1830"/><stop offset="1" stop-color="#4a2c40"/>' : '<stop offset="0" stop-color="#20304f"/><stop offset="0.55" stop-color="#8a5a78"/><stop offset="1" stop-color="#f2a460"/>'}</linearGradient><rect width="${VW}" height="1000" fill="url(#sky)"/>`,
  );
  for (let layer = 0; layer < 3; layer++) {
    let x = -20;
    const shade = ['#3a3450', '#26223a', '#16141f'][layer];
    while (x < VW) {
      const w = 30 + rand() * (70 + layer * 40);
      const h = 40 + rand() * (90 + layer * 120);
      const y = horizon - h - layer * 10;
      out.push(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(horizon - y + 40)}" fill="${shade}"/>`);
      const step = 6 + layer * 3;
      for (let wy = y + 6; wy < horizon; wy += step) {
        for (let wx = x + 4; wx < x + w - 4; wx += step) {
          if (rand() < (night ? 0.35 : 0.18))
            out.push(
              `<rect x="${f1(wx)}" y="${f1(wy)}" width="${f1(step * 0.45)}" height="${f1(step * 0.5)}" fill="${rand() < 0.8 ? '#ffd890' : '#cfe4ff'}" fill-opacity="${f1(0.5 + rand() * 0.5)}"/>`,
            );
        }
      }
      if (rand() < 0.15) out.push(`<circle cx="${f1(x + w / 2)}" cy="${f1(y - 4)}" r="2.5" fill="#ff3030"/>`);
      x += w + rand() * 8;
    }
  }
  return out.join('');
}

/** The roof terrace: decking in perspective, a glass balustrade, planters, string lights, parasols, guests. */
function terrace(o) {
  const rand = random(o.seed);
  const night = o.light === 'night';
  const cam = camera({ y: 1.55, focal: 640, vx: o.vx ?? 750, vy: 470 });
  const out = [skyline(rand, 470, night)];
  out.push(
    cam.poly(
      [
        [-9, 0, 1.4],
        [9, 0, 1.4],
        [9, 0, 22],
        [-9, 0, 22],
      ],
      `fill="${night ? '#2a1e18' : '#6a4a34'}"`,
    ),
  );
  for (let X = -9; X <= 9; X += 0.14)
    out.push(
      cam.line([X, 0, 1.4], [X, 0, 22], `stroke="#1a110c" stroke-opacity="${f1(0.3 + rand() * 0.3)}" stroke-width="1"`),
    );
  // Glass balustrade with a steel rail at the far edge and on the right.
  out.push(
    cam.poly(
      [
        [-9, 0, 22],
        [9, 0, 22],
        [9, 1.1, 22],
        [-9, 1.1, 22],
      ],
      'fill="#9ab8c8" fill-opacity="0.18"',
    ),
  );
  out.push(cam.line([-9, 1.1, 22], [9, 1.1, 22], 'stroke="#c8ccd0" stroke-width="3"'));
  out.push(
    cam.poly(
      [
        [9, 0, 1.4],
        [9, 0, 22],
        [9, 1.1, 22],
        [9, 1.1, 1.4],
      ],
      'fill="#9ab8c8" fill-opacity="0.15"',
    ),
  );
  out.push(cam.line([9, 1.1, 1.4], [9, 1.1, 22], 'stroke="#c8ccd0" stroke-width="3"'));
  const things = [];
  for (let i = 0; i < (o.people ?? 24); i++) {
    const Z = 3 + rand() * 17;
    things.push({ z: Z, svg: person(cam, -7 + rand() * 14, Z, rand) });
  }
  for (let z = 4; z < 21; z += 5.5) {
    for (const X of [-6.5, 6.5]) {
      const [x, y] = cam.p(X, 0, z);
      const s = cam.scale(z);
      things.push({
        z,
        svg: `<rect x="${f1(x - s * 0.5)}" y="${f1(y - s * 0.6)}" width="${f1(s)}" height="${f1(s * 0.6)}" fill="#3c3a36"/>${Array.from({ length: 14 }, () => `<ellipse cx="${f1(x + (rand() - 0.5) * s)}" cy="${f1(y - s * (0.6 + rand() * 0.9))}" rx="${f1(s * 0.2)}" ry="${f1(s * 0.08)}" fill="${rand() < 0.5 ? '#2f5a32' : '#497a3e'}" transform="rotate(${f1(rand() * 180)} ${f1(x)} ${f1(y - s)})"/>`).join('')}`,
      });
    }
  }
  if (o.parasols) {
    for (let z = 6; z < 20; z += 6) {
      const [x, y] = cam.p(-2 + (z % 4), 2.5, z);
      const s = cam.scale(z);
      things.push({
        z,
        svg: `<path d="M${f1(x - s * 1.3)} ${f1(y + s * 0.45)}Q${x} ${f1(y - s * 0.3)} ${f1(x + s * 1.3)} ${f1(y + s * 0.45)}Z" fill="#e8dcc6"/><rect x="${f1(x - s * 0.03)}" y="${f1(y)}" width="${f1(s * 0.06)}" height="${f1(s * 2.5)}" fill="#2a2420"/>`,
      });
    }
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  for (let z = 3; z < 22; z += 3.5) {
    const pts = [];
    for (let k = 0; k <= 12; k++) pts.push(cam.p(-9 + (18 * k) / 12, 3.3 - Math.sin((Math.PI * k) / 12) * 0.7, z));
    out.push(`<path d="M${pts.map((q) => q.join(' ')).join('L')}" fill="none" stroke="#0e0a08" stroke-width="1"/>`);
    for (const [x, y] of pts) out.push(bulb(x, y + 1, cam.scale(z) * 0.03, night ? 1 : 0.6));
  }
  return out.join('');
}

/** The bar: a long backlit counter with shelves of bottles, pendant lights, stools and drinkers. */
function bar(o) {
  const rand = random(o.seed);
  const cam = camera({ x: o.camX ?? 1.5, y: 1.5, focal: 560, vx: o.vx ?? 700, vy: 500 });
  const out = [`<rect width="${VW}" height="1000" fill="#120c0c"/>`];
  out.push(
    cam.poly(
      [
        [-5, 0, 16],
        [6, 0, 16],
        [6, 4, 16],
        [-5, 4, 16],
      ],
      'fill="#1e1414"',
    ),
  );
  out.push(
    cam.poly(
      [
        [-5, 4, 1.3],
        [6, 4, 1.3],
        [6, 4, 16],
        [-5, 4, 16],
      ],
      'fill="#0d0909"',
    ),
  );
  out.push(
    cam.poly(
      [
        [6, 0, 1.3],
        [6, 0, 16],
        [6, 4, 16],
        [6, 4, 1.3],
      ],
      'fill="#2a1c18"',
    ),
  );
  out.push(
    cam.poly(
      [
        [-5, 0, 1.3],
        [6, 0, 1.3],
        [6, 0, 16],
        [-5, 0, 16],
      ],
      'fill="#2c2220"',
    ),
  );
  for (let X = -5; X < 6; X += 0.6)
    out.push(cam.line([X, 0, 1.3], [X, 0, 16], 'stroke="#151010" stroke-width="1" stroke-opacity="0.6"'));
  // The back bar on the left wall: glowing shelves of bottles.
  out.push(
    cam.poly(
      [
        [-5, 0.9, 1.3],
        [-5, 0.9, 16],
        [-5, 3.4, 16],
        [-5, 3.4, 1.3],
      ],
      'fill="#3a2414"',
    ),
  );
  const bottleColours = ['#7a3a18', '#2f5a3a', '#c8a050', '#6a1a20', '#d8d0b8', '#2a4a6a', '#a86a20'];
  for (const shelfY of [1.3, 1.95, 2.6]) {
    out.push(
      cam.poly(
        [
          [-5, shelfY, 1.3],
          [-5, shelfY, 16],
          [-4.8, shelfY + 0.04, 16],
          [-4.8, shelfY + 0.04, 1.3],
        ],
        'fill="#ffcf80" fill-opacity="0.8"',
      ),
    );
    for (let z = 1.6; z < 15.8; z += 0.14 + rand() * 0.08) {
      const [x, y] = cam.p(-4.9, shelfY + 0.04, z);
      const s = cam.scale(z);
      const h = s * (0.28 + rand() * 0.1);
      const w = s * 0.08;
      out.push(
        `<rect x="${f1(x - w / 2)}" y="${f1(y - h)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(w / 3)}" fill="${bottleColours[Math.floor(rand() * bottleColours.length)]}" fill-opacity="0.92"/><rect x="${f1(x - w / 6)}" y="${f1(y - h * 1.25)}" width="${f1(w / 3)}" height="${f1(h * 0.3)}" fill="#1a1210"/>`,
      );
    }
  }
  out.push(
    cam.poly(
      [
        [-5, 0.9, 1.3],
        [-5, 0.9, 16],
        [-5, 3.4, 16],
        [-5, 3.4, 1.3],
      ],
      'fill="url(#pool)" fill-opacity="0.45"',
    ),
  );
  // The counter.
  out.push(
    cam.poly(
      [
        [-3, 1.1, 1.3],
        [-3, 1.1, 15],
        [-2.3, 1.1, 15],
        [-2.3, 1.1, 1.3],
      ],
      'fill="#5a3a26"',
    ),
  );
  out.push(
    cam.poly(
      [
        [-2.3, 1.1, 1.3],
        [-2.3, 1.1, 15],
        [-2.3, 0, 15],
        [-2.3, 0, 1.3],
      ],
      'fill="#2a1a12"',
    ),
  );
  for (let z = 1.5; z < 15; z += 0.25)
    out.push(cam.line([-2.3, 0.05, z], [-2.3, 1.05, z], 'stroke="#b8904a" stroke-opacity="0.35" stroke-width="1"'));
  const things = [];
  for (let z = 2.2; z < 14.5; z += 1.1) {
    const [x, y] = cam.p(-1.8, 0.75, z);
    const s = cam.scale(z);
    things.push({
      z,
      svg: `<ellipse cx="${x}" cy="${y}" rx="${f1(s * 0.2)}" ry="${f1(s * 0.06)}" fill="#b8904a"/><rect x="${f1(x - s * 0.02)}" y="${y}" width="${f1(s * 0.04)}" height="${f1(s * 0.75)}" fill="#8a6a3a"/>`,
    });
    if (rand() < 0.55) things.push({ z: z - 0.1, svg: person(cam, -1.6 + rand() * 0.3, z, rand) });
  }
  for (let i = 0; i < (o.people ?? 10); i++) {
    const Z = 3 + rand() * 11;
    things.push({ z: Z, svg: person(cam, 0 + rand() * 5, Z, rand) });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  for (let z = 2; z < 15; z += 1.6) {
    const [x, y] = cam.p(-2.65, 2.6, z);
    const [, yTop] = cam.p(-2.65, 4, z);
    out.push(
      `<line x1="${x}" y1="${yTop}" x2="${x}" y2="${y}" stroke="#000" stroke-width="1"/>${bulb(x, y, cam.scale(z) * 0.05)}`,
    );
  }
  return out.join('');
}

/** The club room: dark, hazy, coloured beams over a crowd, a DJ booth at the far end. */
function club(o) {
  const rand = random(o.seed);
  const cam = camera({ y: 1.7, focal: 560, vx: 750, vy: 520 });
  const palette = o.palette ?? ['#ff2d7a', '#3a6bff', '#8a3aff', '#1ad0ff'];
  const out = [`<rect width="${VW}" height="1000" fill="#07050c"/>`];
  out.push(
    cam.poly(
      [
        [-7, 0, 18],
        [7, 0, 18],
        [7, 4.5, 18],
        [-7, 4.5, 18],
      ],
      'fill="#120c1c"',
    ),
  );
  out.push(
    cam.poly(
      [
        [-7, 0, 1.3],
        [7, 0, 1.3],
        [7, 0, 18],
        [-7, 0, 18],
      ],
      'fill="#15101a"',
    ),
  );
  // DJ booth with a glowing front.
  out.push(
    cam.poly(
      [
        [-1.6, 0, 16.5],
        [1.6, 0, 16.5],
        [1.6, 1.2, 16.5],
        [-1.6, 1.2, 16.5],
      ],
      `fill="${palette[0]}" fill-opacity="0.55"`,
    ),
  );
  out.push(person(cam, 0, 17.2, rand, '#0a0a0a'));
  // Beams from the rig above the booth.
  for (let i = 0; i < (o.beams ?? 10); i++) {
    const [sx, sy] = cam.p(-4 + i * 0.9, 4.3, 17);
    const [ex, ey] = cam.p(-8 + rand() * 16, rand() * 2, 2 + rand() * 6);
    const spread = 10 + rand() * 40;
    const colour = palette[i % palette.length];
    out.push(
      `<linearGradient id="beam${i}" gradientUnits="userSpaceOnUse" x1="${sx}" y1="${sy}" x2="${ex}" y2="${ey}"><stop offset="0" stop-color="${colour}" stop-opacity="0.85"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></linearGradient>`,
    );
    out.push(`<path d="M${sx} ${sy}L${f1(ex - spread)} ${ey}L${f1(ex + spread)} ${ey}Z" fill="url(#beam${i})"/>`);
    out.push(`<circle cx="${sx}" cy="${sy}" r="7" fill="#fff" fill-opacity="0.9"/>`);
  }
  // Haze.
  for (let i = 0; i < 8; i++)
    out.push(
      `<ellipse cx="${f1(rand() * VW)}" cy="${f1(300 + rand() * 300)}" rx="${f1(200 + rand() * 300)}" ry="${f1(60 + rand() * 90)}" fill="${palette[i % palette.length]}" fill-opacity="0.07"/>`,
    );
  const things = [];
  for (let i = 0; i < (o.people ?? 70); i++) {
    const Z = 2.2 + rand() * 13;
    things.push({ z: Z, svg: person(cam, -6 + rand() * 12, Z, rand, '#0c0a10') });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // Raised hands catching the light.
  for (let i = 0; i < 18; i++) {
    const Z = 3 + rand() * 8;
    const [x, y] = cam.p(-5 + rand() * 10, 2.1 + rand() * 0.3, Z);
    const s = cam.scale(Z);
    out.push(
      `<line x1="${x}" y1="${f1(y + s * 0.4)}" x2="${f1(x + (rand() - 0.5) * s * 0.2)}" y2="${y}" stroke="#2a1e24" stroke-width="${f1(s * 0.07)}" stroke-linecap="round"/>`,
    );
  }
  return out.join('');
}

/**
 * A close detail: a table laid for dinner, candles and glasses, in shallow focus (blurred background layer): the
 * room behind is `o.room` (the mill's hall unless another scene is named) drawn with `o.backdrop`. `o.top` (a wooden
 * table, with a linen runner) and `o.flowers` (their colours: gourds at harvest) change the table, not the draw.
 */
function tableDetail(o) {
  const rand = random(o.seed);
  const back = (o.room ?? hall)({ ...o.backdrop, seed: o.seed + 1 });
  const cam = camera({ y: 1.2, focal: 900, vx: 750, vy: 420 });
  const front = [];
  front.push(
    cam.poly(
      [
        [-1.2, 0.76, 1.4],
        [1.2, 0.76, 1.4],
        [1.2, 0.76, 6],
        [-1.2, 0.76, 6],
      ],
      `fill="${o.top ?? 'url(#cloth)'}"`,
    ),
  );
  if (o.top) {
    front.push(
      cam.poly(
        [
          [-1.2, 0.76, 1.4],
          [1.2, 0.76, 1.4],
          [1.2, 0.7, 1.4],
          [-1.2, 0.7, 1.4],
        ],
        'fill="#2a180c"',
      ),
    );
    for (let X = -1.2; X < 1.2; X += 0.22)
      front.push(cam.line([X, 0.76, 1.4], [X, 0.76, 6], 'stroke="#2a180c" stroke-opacity="0.35" stroke-width="1"'));
    front.push(
      cam.poly(
        [
          [-0.3, 0.761, 1.4],
          [0.3, 0.761, 1.4],
          [0.3, 0.761, 6],
          [-0.3, 0.761, 6],
        ],
        'fill="#e8dcc4"',
      ),
    );
  }
  const flowers = o.flowers ?? ['#e8b8b0', '#f4e8d0'];
  for (let z = 1.8; z < 6; z += 0.7) {
    for (const X of [-0.55, 0.55]) {
      const [x, y] = cam.p(X, 0.76, z);
      const s = cam.scale(z);
      front.push(
        `<ellipse cx="${x}" cy="${y}" rx="${f1(s * 0.14)}" ry="${f1(s * 0.04)}" fill="#fbf7ef" stroke="#c8b89a" stroke-width="1"/>`,
      );
      const [gx, gy] = cam.p(X + 0.18, 0.76, z - 0.1);
      front.push(
        `<path d="M${f1(gx - s * 0.03)} ${f1(gy - s * 0.2)}h${f1(s * 0.06)}l-${f1(s * 0.02)} ${f1(s * 0.08)}v${f1(s * 0.1)}h${f1(s * 0.03)}v${f1(s * 0.02)}h-${f1(s * 0.08)}v-${f1(s * 0.02)}h${f1(s * 0.03)}v-${f1(s * 0.1)}Z" fill="#e8f0f4" fill-opacity="0.55"/>`,
      );
    }
    const [cx, cy] = cam.p((rand() - 0.5) * 0.2, 0.76, z + 0.3);
    const s = cam.scale(z + 0.3);
    front.push(
      `<rect x="${f1(cx - s * 0.02)}" y="${f1(cy - s * 0.25)}" width="${f1(s * 0.04)}" height="${f1(s * 0.25)}" fill="#f4ecd8"/>${bulb(cx, cy - s * 0.27, s * 0.012)}`,
    );
    for (let k = 0; k < 5; k++) {
      const [fx, fy] = cam.p((rand() - 0.5) * 0.3, 0.8, z + 0.35 + rand() * 0.1);
      front.push(
        `<circle cx="${fx}" cy="${fy}" r="${f1(s * (0.03 + rand() * 0.03))}" fill="${rand() < 0.5 ? flowers[0] : flowers[1]}"/>`,
      );
    }
  }
  return { back, front: front.join('') };
}

// Kinderhook Barn (examples/barn/): a timber barn in feet on the pages, drawn here in metres like the rest.

/** Points along a hanging string between two 3-D points, sagging `sag` metres at its middle. */
function droop(a, b, sag, n) {
  return Array.from({ length: n + 1 }, (_, k) => {
    const t = k / n;
    return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t - sag * 4 * t * (1 - t), a[2] + (b[2] - a[2]) * t];
  });
}

/** A string of café lights through 3-D points: the wire, then a bulb at each point but the ends. */
function cafeLights(cam, pts, size = 0.045, opacity = 0.95) {
  const screen = pts.map((q) => cam.p(q[0], q[1], q[2]));
  let svg = `<path d="M${screen.map((q) => q.join(' ')).join('L')}" fill="none" stroke="#120c08" stroke-width="1"/>`;
  for (let k = 1; k < pts.length - 1; k++) {
    const [x, y] = screen[k];
    svg += bulb(x, y + cam.scale(pts[k][2]) * size * 0.8, cam.scale(pts[k][2]) * size * 0.45, opacity);
  }
  return svg;
}

/** A guest seated at (X, Z) on a seat `seat` metres high, seen from behind or the side. */
function seatedPerson(cam, X, Z, rand, seat = 0.45) {
  const s = cam.scale(Z);
  const [x, y] = cam.p(X, seat, Z);
  const w = (0.4 + rand() * 0.1) * s;
  const h = (0.62 + rand() * 0.12) * s;
  const tops = ['#2b2320', '#4a3a30', '#1f2a33', '#6b4a3a', '#7a5a48', '#2e3a2c', '#8a7a68', '#3b4a5a', '#5b2f2c'];
  const hair = ['#2a1d17', '#5a4030', '#8a6a48', '#1a1412', '#b08a60'];
  return (
    `<path d="M${f1(x - w / 2)} ${f1(y)}L${f1(x - w / 2.4)} ${f1(y - h * 0.85)}Q${f1(x)} ${f1(y - h)} ${f1(x + w / 2.4)} ${f1(y - h * 0.85)}L${f1(x + w / 2)} ${f1(y)}Z" fill="${tops[Math.floor(rand() * tops.length)]}"/>` +
    `<circle cx="${f1(x)}" cy="${f1(y - h - 0.1 * s)}" r="${f1(0.11 * s)}" fill="${hair[Math.floor(rand() * hair.length)]}"/>`
  );
}

/** An empty cross-back chair at (X, Z), seen from behind: two posts, the seat, the X of its back. */
function crossBack(cam, X, Z, colour = '#2a180c') {
  const w = Math.max(0.8, cam.scale(Z) * 0.035);
  const line = (a, b) =>
    cam.line([X + a[0], a[1], Z], [X + b[0], b[1], Z], `stroke="${colour}" stroke-width="${f1(w)}"`);
  return (
    line([-0.2, 0], [-0.2, 0.95]) +
    line([0.2, 0], [0.2, 0.95]) +
    line([-0.2, 0.45], [0.2, 0.45]) +
    line([-0.2, 0.92], [0.2, 0.92]) +
    line([-0.2, 0.5], [0.2, 0.9]) +
    line([0.2, 0.5], [-0.2, 0.9])
  );
}

/** A bride (light, flared) or anyone else standing at (X, Z); `dress` picks the bride's colours. */
function standing(cam, X, Z, rand, dress) {
  if (!dress) return person(cam, X, Z, rand);
  const [x, y] = cam.p(X, 0, Z);
  const s = cam.scale(Z);
  const h = 1.66 * s;
  return (
    `<path d="M${f1(x - 0.45 * s)} ${f1(y)}Q${f1(x - 0.2 * s)} ${f1(y - h * 0.45)} ${f1(x - 0.16 * s)} ${f1(y - h * 0.8)}Q${f1(x)} ${f1(y - h * 0.88)} ${f1(x + 0.16 * s)} ${f1(y - h * 0.8)}Q${f1(x + 0.2 * s)} ${f1(y - h * 0.45)} ${f1(x + 0.45 * s)} ${f1(y)}Z" fill="${dress}"/>` +
    `<circle cx="${f1(x)}" cy="${f1(y - h + 0.11 * s)}" r="${f1(0.11 * s)}" fill="#6a4a30"/>`
  );
}

/** Rough sky, hills and a tree line, for scenes that look out: dusk, day, night or golden hour. */
function countrySky(rand, horizon, light) {
  const skies = {
    dusk: ['#172042', '#3e3560', '#b8666a', '#f1a565'],
    night: ['#05070f', '#0d1226', '#1c2140', '#3a3050'],
    day: ['#4a7fb8', '#78a4cf', '#b8d0e2', '#dfe8ea'],
    golden: ['#4f6c96', '#a98a8a', '#eaa86a', '#f8d898'],
  }[light];
  const out = [
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skies[0]}"/><stop offset="0.45" stop-color="${skies[1]}"/><stop offset="0.8" stop-color="${skies[2]}"/><stop offset="1" stop-color="${skies[3]}"/></linearGradient>`,
    `<rect width="${VW}" height="${horizon + 40}" fill="url(#sky)"/>`,
  ];
  if (light === 'night' || light === 'dusk') {
    for (let i = 0; i < (light === 'night' ? 260 : 40); i++)
      out.push(
        `<circle cx="${f1(rand() * VW)}" cy="${f1(rand() * horizon * (light === 'night' ? 0.8 : 0.4))}" r="${f1(0.6 + rand() * 1.1)}" fill="#fff" fill-opacity="${f1(0.3 + rand() * 0.6)}"/>`,
      );
  }
  if (light === 'day') {
    // Fair-weather cumulus: clusters of soft white puffs with grey bellies.
    for (let c = 0; c < 7; c++) {
      const cx = rand() * VW;
      const cy = 60 + rand() * (horizon * 0.45);
      const size = 30 + rand() * 50;
      for (let k = 0; k < 12; k++)
        out.push(
          `<ellipse cx="${f1(cx + (rand() - 0.5) * size * 4)}" cy="${f1(cy + (rand() - 0.5) * size * 0.8)}" rx="${f1(size * (0.6 + rand() * 0.7))}" ry="${f1(size * (0.4 + rand() * 0.4))}" fill="${k < 3 ? '#c4ccd6' : '#fbfcfd'}" fill-opacity="${f1(0.55 + rand() * 0.35)}"/>`,
        );
    }
  } else {
    for (let i = 0; i < 12; i++)
      out.push(
        `<ellipse cx="${f1(rand() * VW)}" cy="${f1(horizon * (0.25 + rand() * 0.6))}" rx="${f1(140 + rand() * 260)}" ry="${f1(5 + rand() * 12)}" fill="${light === 'night' ? '#2a2a40' : light === 'golden' ? '#f6c890' : '#d88a7a'}" fill-opacity="${f1(0.15 + rand() * 0.3)}"/>`,
      );
  }
  // The Catskills to the west: ridges paler with distance, then the tree line along the far fields.
  const ridges = {
    dusk: ['#6a5270', '#4a3a56', '#2a2234'],
    night: ['#1a1a2c', '#141424', '#0c0c16'],
    day: ['#9fb0c4', '#7d90a6', '#566a58'],
    golden: ['#c49a8e', '#9a7a80', '#6a5a58'],
  }[light];
  ridges.forEach((colour, layer) => {
    const base = horizon - 95 + layer * 32;
    let d = `M0 ${horizon + 10}`;
    for (let x = 0; x <= VW; x += 25)
      d += `L${x} ${f1(base + Math.sin(x / (260 - layer * 60) + layer * 2) * (22 - layer * 5) + Math.sin(x / 53 + layer) * 6 + rand() * 4)}`;
    out.push(`<path d="${d}L${VW} ${horizon + 10}Z" fill="${colour}"/>`);
  });
  const trees = { dusk: '#1c1a1c', night: '#07080c', day: '#3c5230', golden: '#3e3a26' }[light];
  for (let x = -10; x < VW + 10; x += 6 + rand() * 8)
    out.push(`<circle cx="${f1(x)}" cy="${f1(horizon - 2 - rand() * 6)}" r="${f1(6 + rand() * 9)}" fill="${trees}"/>`);
  out.push(`<rect y="${horizon - 4}" width="${VW}" height="8" fill="${trees}"/>`);
  return out.join('');
}

/** Grass in a field: short blades from `z0` out to `z1`, thinned with distance, lit from behind at golden hour. */
function grass(cam, rand, { z0 = 1.5, z1 = 30, xMax = 20, colours = ['#5a7a30', '#7a9040', '#c8b060'], tall = 0.2 }) {
  const out = [];
  for (let z = z0; z < z1; z *= 1.03) {
    const s = cam.scale(z);
    if (s * tall < 1.2) break;
    const n = Math.min(220, Math.round(xMax * 6));
    for (let i = 0; i < n; i++) {
      const X = (rand() - 0.5) * 2 * xMax;
      const [x, y] = cam.p(X, 0, z + rand() * z * 0.03);
      if (x < -20 || x > VW + 20) continue;
      const h = s * tall * (0.4 + rand() * 0.8);
      out.push(
        `<line x1="${x}" y1="${y}" x2="${f1(x + (rand() - 0.5) * h * 0.5)}" y2="${f1(y - h)}" stroke="${colours[Math.floor(rand() * colours.length)]}" stroke-width="${f1(Math.max(0.6, s * 0.006))}" stroke-opacity="${f1(0.5 + rand() * 0.5)}"/>`,
      );
    }
  }
  return out.join('');
}

/** A broad tree (a sugar maple) at (X, Z): a trunk and a crown of leaf clusters, rim-lit on the sun's side. */
function maple(cam, X, Z, rand, { height = 14, spread = 6, leaves = '#2c3a20', rim = '#c8a050', rimSide = -1 } = {}) {
  const s = cam.scale(Z);
  const [x, y] = cam.p(X, 0, Z);
  const out = [
    `<path d="M${f1(x - s * 0.45)} ${f1(y)}L${f1(x - s * 0.25)} ${f1(y - s * height * 0.5)}L${f1(x + s * 0.25)} ${f1(y - s * height * 0.5)}L${f1(x + s * 0.45)} ${f1(y)}Z" fill="#1e1610"/>`,
  ];
  for (let k = 0; k < 70; k++) {
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand());
    const cx = x + Math.cos(a) * r * spread * s;
    const cy = y - s * (height * 0.62 + Math.sin(a) * r * height * 0.3);
    const rr = s * (1 + rand() * 1.4);
    out.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(rr)}" fill="${leaves}"/>`);
    if (Math.cos(a) * rimSide > 0.5 && r > 0.75)
      out.push(
        `<circle cx="${f1(cx + rimSide * rr * 0.45)}" cy="${f1(cy - rr * 0.25)}" r="${f1(rr * 0.5)}" fill="${rim}" fill-opacity="0.16"/>`,
      );
  }
  return out.join('');
}

/**
 * The Hayloft: a post-and-beam barn 34 × 14 m with a 8.5 m peak, in one-point perspective: board walls, roof
 * boards and rafters, bents of posts, tie beams and braces, a wide pine floor, sliding doors open at the far end,
 * café lights strung down the length, farm tables, guests, or a dance floor.
 * @param {object} o
 */
function barnInterior(o) {
  const rand = random(o.seed);
  const day = o.light === 'day';
  const W = 14;
  const L = 33.5;
  const He = 5.2;
  const H = 8.5;
  const hw = W / 2;
  const z0 = 1.2;
  const aisle = 3.2;
  const cam = camera({ x: o.camX ?? 0, y: o.camY ?? 1.6, focal: o.focal ?? 520, vx: o.vx ?? 750, vy: o.vy ?? 600 });
  const roofY = (X) => He + (H - He) * (1 - Math.abs(X) / hw);
  const timber = day ? '#4e3420' : '#2a190f';
  const out = [`<rect width="${VW}" height="1000" fill="${day ? '#3a2a1e' : '#140c08'}"/>`];
  // The far gable wall, and through its open doors the meadow: dusk or a bright afternoon.
  out.push(
    cam.poly(
      [
        [-hw, 0, L],
        [hw, 0, L],
        [hw, He, L],
        [0, H, L],
        [-hw, He, L],
      ],
      `fill="${day ? '#6a4a30' : '#3a2216'}"`,
    ),
  );
  for (let X = -hw; X < hw; X += 0.3)
    out.push(
      cam.line(
        [X, 0, L],
        [X, roofY(X), L],
        `stroke="#1a0f08" stroke-opacity="${f1(0.3 + rand() * 0.3)}" stroke-width="1"`,
      ),
    );
  const [dx1, dy1] = cam.p(-2.4, 4.2, L);
  const [dx2, dy2] = cam.p(2.4, 0, L);
  out.push(
    `<clipPath id="doorway"><rect x="${dx1}" y="${dy1}" width="${f1(dx2 - dx1)}" height="${f1(dy2 - dy1)}"/></clipPath><g clip-path="url(#doorway)">`,
  );
  out.push(
    `<rect x="${dx1}" y="${dy1}" width="${f1(dx2 - dx1)}" height="${f1(dy2 - dy1)}" fill="${day ? '#eef2f0' : '#2a3050'}"/>`,
  );
  const eye = cam.vy + (dy2 - cam.vy) * 0.55;
  out.push(
    `<rect x="${dx1}" y="${f1(eye)}" width="${f1(dx2 - dx1)}" height="${f1(dy2 - eye)}" fill="${day ? '#a8b060' : '#1a1c18'}"/>`,
  );
  for (let x = dx1; x < dx2; x += 3)
    out.push(
      `<circle cx="${f1(x)}" cy="${f1(eye - 1)}" r="${f1(2 + rand() * 3)}" fill="${day ? '#6a7a48' : '#0e0e12'}"/>`,
    );
  if (!day)
    for (let k = 0; k < 9; k++)
      out.push(bulb(dx1 + ((dx2 - dx1) * (k + 0.5)) / 9, eye - 14 + Math.sin(k / 1.4) * 4, 1.2, 0.8));
  out.push('</g>');
  // Door leaves slid aside, with their white X-braced trim.
  for (const side of [-1, 1]) {
    const a = side * 2.45;
    const b = side * 4.8;
    out.push(
      cam.poly(
        [
          [a, 0, L - 0.05],
          [b, 0, L - 0.05],
          [b, 4.3, L - 0.05],
          [a, 4.3, L - 0.05],
        ],
        `fill="${day ? '#7a2e22' : '#3e1812'}" stroke="${day ? '#e8e0d0' : '#7a6a5a'}" stroke-width="3"`,
      ),
    );
    out.push(
      cam.line([a, 0, L - 0.06], [b, 4.3, L - 0.06], `stroke="${day ? '#e8e0d0' : '#7a6a5a'}" stroke-width="3"`),
    );
    out.push(
      cam.line([b, 0, L - 0.06], [a, 4.3, L - 0.06], `stroke="${day ? '#e8e0d0' : '#7a6a5a'}" stroke-width="3"`),
    );
  }
  // Side walls of vertical boards, a few small windows.
  for (const side of [-1, 1]) {
    out.push(
      cam.poly(
        [
          [side * hw, 0, z0],
          [side * hw, 0, L],
          [side * hw, He, L],
          [side * hw, He, z0],
        ],
        `fill="${day ? '#6e4c30' : '#3a2316'}"`,
      ),
    );
    for (let z = z0; z < L; z += 0.26)
      out.push(
        cam.line(
          [side * hw, 0, z],
          [side * hw, He, z],
          `stroke="#160c06" stroke-opacity="${f1(0.25 + rand() * 0.35)}" stroke-width="${f1(0.8 + rand())}"`,
        ),
      );
    for (let z = 5; z < L - 2; z += 9.6) {
      out.push(
        cam.poly(
          [
            [side * hw, 2.4, z],
            [side * hw, 2.4, z + 0.8],
            [side * hw, 3.4, z + 0.8],
            [side * hw, 3.4, z],
          ],
          `fill="${day ? 'url(#windowDay)' : '#10141f'}" stroke="${timber}" stroke-width="4"`,
        ),
      );
      out.push(cam.line([side * hw, 2.9, z], [side * hw, 2.9, z + 0.8], `stroke="${timber}" stroke-width="3"`));
      out.push(cam.line([side * hw, 2.4, z + 0.4], [side * hw, 3.4, z + 0.4], `stroke="${timber}" stroke-width="3"`));
      if (day) {
        const [fx, fy] = cam.p(side * (hw - 2), 0, z + 1.5);
        const r = cam.scale(z + 1.5);
        out.push(
          `<ellipse cx="${fx}" cy="${fy}" rx="${f1(r * 1.2)}" ry="${f1(r * 0.3)}" fill="#ffe8c0" fill-opacity="0.16"/>`,
        );
      }
    }
  }
  // The roof: boards running the length, common rafters across, both slopes up to the ridge.
  for (const side of [-1, 1]) {
    out.push(
      cam.poly(
        [
          [side * hw, He, z0],
          [side * hw, He, L],
          [0, H, L],
          [0, H, z0],
        ],
        `fill="${day ? '#4a3220' : '#1e120b'}"`,
      ),
    );
    for (let t = 0.05; t < 1; t += 0.055) {
      const X = side * hw * (1 - t);
      out.push(
        cam.line(
          [X, roofY(X), z0],
          [X, roofY(X), L],
          `stroke="#0e0804" stroke-opacity="${f1(0.3 + rand() * 0.3)}" stroke-width="1"`,
        ),
      );
    }
    for (let z = z0 + 0.3; z < L; z += 0.61)
      out.push(
        cam.line(
          [side * hw, He, z],
          [0, H, z],
          `stroke="${timber}" stroke-width="${f1(Math.max(1, cam.scale(z) * 0.09))}"`,
        ),
      );
  }
  // The floor: wide pine boards, worn warm.
  out.push(
    cam.poly(
      [
        [-hw, 0, z0],
        [hw, 0, z0],
        [hw, 0, L],
        [-hw, 0, L],
      ],
      `fill="${day ? '#9a7048' : '#4e301c'}"`,
    ),
  );
  for (let X = -hw; X <= hw; X += 0.32)
    out.push(
      cam.line([X, 0, z0], [X, 0, L], `stroke="#2a1a0e" stroke-opacity="${f1(0.25 + rand() * 0.3)}" stroke-width="1"`),
    );
  if (day) {
    // Sun through the open doors: a long bright patch on the boards and a haze of dust in the beam.
    out.push(
      cam.poly(
        [
          [-2.4, 0, L],
          [2.4, 0, L],
          [3.6, 0, L - 12],
          [-1.2, 0, L - 12],
        ],
        'fill="#ffe6b8" fill-opacity="0.32"',
      ),
    );
    out.push(
      cam.poly(
        [
          [-2.4, 4.2, L],
          [2.4, 4.2, L],
          [3.6, 0, L - 12],
          [-1.2, 0, L - 12],
        ],
        'fill="#fff4dc" fill-opacity="0.12"',
      ),
    );
  }
  // Plates along the aisle posts.
  for (const side of [-1, 1])
    out.push(cam.line([side * aisle, He, z0], [side * aisle, He, L], `stroke="${timber}" stroke-width="6"`));
  /** @type {{ z: number, svg: string }[]} */
  const things = [];
  const bents = [];
  for (let z = L - 0.3; z > z0 + 0.8; z -= 4.8) bents.push(z);
  const beam = (a, b, z, w) =>
    cam.line(a, b, `stroke="${timber}" stroke-width="${f1(Math.max(1.2, cam.scale(z) * w))}" stroke-linecap="square"`);
  for (const z of bents) {
    let svg = '';
    for (const X of [-hw + 0.12, -aisle, aisle, hw - 0.12]) {
      const [x, yb] = cam.p(X, 0, z);
      const [, yt] = cam.p(X, He, z);
      const w = cam.scale(z) * 0.25;
      svg += `<rect x="${f1(x - w / 2)}" y="${f1(yt)}" width="${f1(w)}" height="${f1(yb - yt)}" fill="${timber}"/><rect x="${f1(x - w / 2)}" y="${f1(yt)}" width="${f1(w * 0.22)}" height="${f1(yb - yt)}" fill="#8a6040" fill-opacity="${day ? 0.45 : 0.3}"/>`;
    }
    svg += beam([-hw, He, z], [hw, He, z], z, 0.3);
    svg += beam([-hw, He, z], [0, H, z], z, 0.24);
    svg += beam([hw, He, z], [0, H, z], z, 0.24);
    for (const side of [-1, 1]) {
      svg += beam([side * aisle, He, z], [side * aisle, roofY(aisle), z], z, 0.18);
      svg += beam([side * aisle, He - 1.3, z], [side * (aisle - 1.3), He, z], z, 0.13);
      svg += beam([side * aisle, He - 1.3, z], [side * (aisle + 1.3), He, z], z, 0.13);
      svg += beam([side * (hw - 0.12), He - 1.2, z], [side * (hw - 1.3), He, z], z, 0.13);
    }
    svg += beam([-aisle, roofY(aisle), z], [aisle, roofY(aisle), z], z, 0.16);
    things.push({ z, svg });
  }
  // Café lights down the length, hung from each tie beam to the next.
  const strands = o.strands ?? [-5.2, -1.7, 1.7, 5.2];
  for (let i = 0; i + 1 < bents.length; i++) {
    const [zFar, zNear] = [bents[i], bents[i + 1]];
    for (const X of strands)
      things.push({
        z: (zFar + zNear) / 2,
        svg: cafeLights(cam, droop([X, He - 0.1, zFar], [X, He - 0.1, zNear], 0.8, 10)),
      });
    if (!day && o.chandeliers !== false) {
      // A wagon-wheel chandelier over the middle of each bay.
      const zc = (zFar + zNear) / 2;
      const yc = He - 0.9;
      const ring = Array.from({ length: 13 }, (_, k) => [
        Math.cos((k * Math.PI) / 6) * 0.8,
        yc,
        zc + Math.sin((k * Math.PI) / 6) * 0.8,
      ]);
      const [cx, cy] = cam.p(0, yc, zc);
      const [, top] = cam.p(0, H, zc);
      let svg = `<line x1="${cx}" y1="${top}" x2="${cx}" y2="${cy}" stroke="#0e0804" stroke-width="1.2"/>`;
      svg += `<path d="M${ring.map((q) => cam.p(q[0], q[1], q[2]).join(' ')).join('L')}" fill="none" stroke="#1a100a" stroke-width="${f1(cam.scale(zc) * 0.06)}"/>`;
      for (const q of ring.slice(0, 12)) {
        const [bx, by] = cam.p(q[0], q[1] + 0.12, q[2]);
        svg += bulb(bx, by, cam.scale(q[2]) * 0.03, 0.9);
      }
      things.push({ z: zc, svg });
    }
  }
  // Farm tables end to end down the room, runners of greenery, candles, cross-back chairs and guests.
  for (const X of o.tables ?? []) {
    for (let z = 3; z < L - 4; z += 2.44) {
      const tw = 1.0;
      const top = cam.poly(
        [
          [X - tw / 2, 0.76, z],
          [X + tw / 2, 0.76, z],
          [X + tw / 2, 0.76, z + 2.4],
          [X - tw / 2, 0.76, z + 2.4],
        ],
        `fill="${day ? '#a87a4c' : '#7a4e2c'}"`,
      );
      const front = cam.poly(
        [
          [X - tw / 2, 0.76, z],
          [X + tw / 2, 0.76, z],
          [X + tw / 2, 0.68, z],
          [X - tw / 2, 0.68, z],
        ],
        'fill="#3a2214"',
      );
      let dress = '';
      for (let k = 0; k < 22; k++) {
        const [gx, gy] = cam.p(X + (rand() - 0.5) * 0.2, 0.78, z + 0.1 + rand() * 2.2);
        const r = cam.scale(z + 1.2) * 0.035;
        dress += `<ellipse cx="${gx}" cy="${gy}" rx="${f1(r * 1.6)}" ry="${f1(r * 0.6)}" fill="${['#2e4424', '#42582e', '#5a6a3a'][Math.floor(rand() * 3)]}"/>`;
      }
      things.push({ z: z + 1.2, svg: top + front + dress });
      if (!day)
        for (let c = 0.4; c < 2.4; c += 0.8) {
          const [cx, cy] = cam.p(X + (rand() - 0.5) * 0.2, 0.95, z + c);
          things.push({ z: z + c - 0.05, svg: bulb(cx, cy, cam.scale(z + c) * 0.012, 0.8) });
        }
      for (let c = 0.3; c < 2.4; c += 0.6) {
        for (const side of [-1, 1]) {
          const Z = z + c;
          const Xc = X + side * (tw / 2 + 0.3);
          if (rand() < (o.seated ?? 0)) things.push({ z: Z, svg: seatedPerson(cam, Xc, Z, rand) });
          else things.push({ z: Z + 0.05, svg: crossBack(cam, Xc, Z, day ? '#3a2414' : '#1e1008') });
        }
      }
    }
  }
  for (let i = 0; i < (o.people ?? 0); i++) {
    const Z = o.dance ? 4.5 + rand() * 18 : z0 + 2.5 + rand() * (L - z0 - 6);
    const X = o.dance ? (rand() - 0.5) * 7.5 : (rand() - 0.5) * (W - 2);
    things.push({ z: Z, svg: person(cam, X, Z, rand) });
    if (o.dance && rand() < 0.45) {
      // Arms up on the dance floor.
      const [x, y] = cam.p(X + (rand() - 0.5) * 0.3, 1.45, Z);
      const s = cam.scale(Z);
      things.push({
        z: Z - 0.01,
        svg: `<line x1="${x}" y1="${y}" x2="${f1(x + (rand() - 0.5) * s * 0.4)}" y2="${f1(y - s * 0.55)}" stroke="#3a2a22" stroke-width="${f1(s * 0.08)}" stroke-linecap="round"/>`,
      });
    }
  }
  if (o.band) {
    // The band on a low riser by the far doors.
    const z = L - 2.5;
    out.push(
      cam.poly(
        [
          [-3, 0.4, z - 1.2],
          [3, 0.4, z - 1.2],
          [3, 0, z - 1.2],
          [-3, 0, z - 1.2],
        ],
        'fill="#20140c"',
      ),
    );
    for (const X of [-2, -0.7, 0.6, 1.9]) things.push({ z: z + 0.01, svg: person(cam, X, z, rand, '#0c0a0a') });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  if (!day)
    out.push(
      `<ellipse cx="750" cy="${cam.vy - 60}" rx="950" ry="520" fill="url(#pool)" fill-opacity="${o.glow ?? 0.4}"/>`,
    );
  return out.join('');
}

/**
 * The Meadow at golden hour: rows of white chairs either side of a mown aisle, facing west to a wooden arbor,
 * the Catskills and a low sun; guests seated, the couple and the officiant under the arbor.
 * @param {object} o
 */
function meadow(o) {
  const rand = random(o.seed);
  const horizon = o.horizon ?? 470;
  const cam = camera({ x: o.camX ?? 0, y: o.camY ?? 1.5, focal: o.focal ?? 720, vx: o.vx ?? 750, vy: horizon });
  const sunX = o.sunX ?? 1010;
  const sunY = horizon - (o.sunHeight ?? 55);
  const out = [countrySky(rand, horizon, 'golden')];
  out.push(
    `<radialGradient id="sun"><stop offset="0" stop-color="#fffbe8"/><stop offset="0.08" stop-color="#fff0c0" stop-opacity="0.95"/><stop offset="0.3" stop-color="#ffc870" stop-opacity="0.4"/><stop offset="1" stop-color="#ffa040" stop-opacity="0"/></radialGradient>`,
  );
  out.push(`<circle cx="${sunX}" cy="${sunY}" r="520" fill="url(#sun)" fill-opacity="0.85"/>`);
  // The field: golden where the low sun grazes it, greener underfoot, mown in stripes toward the hills.
  out.push(
    `<linearGradient id="field" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#b8a050"/><stop offset="0.35" stop-color="#7a8a3a"/><stop offset="1" stop-color="#3e5424"/></linearGradient><rect y="${horizon}" width="${VW}" height="${1000 - horizon}" fill="url(#field)"/>`,
  );
  for (let X = -40; X < 40; X += 3)
    out.push(
      cam.poly(
        [
          [X, 0, 1.2],
          [X + 1.5, 0, 1.2],
          [X + 1.5, 0, 200],
          [X, 0, 200],
        ],
        'fill="#e8d890" fill-opacity="0.07"',
      ),
    );
  out.push(
    grass(cam, rand, { z0: 1.4, z1: 40, xMax: 14, colours: ['#4a6428', '#6a8236', '#9aa048', '#e0c878'], tall: 0.16 }),
  );
  const things = [];
  things.push({
    z: o.treeZ ?? 26,
    svg: maple(cam, o.treeX ?? 13, o.treeZ ?? 26, rand, { leaves: '#2a3418', rim: '#f0c060', rimSide: -1 }),
  });
  // The arbor: two cedar posts and a beam, draped in white and heavy with flowers at the corners.
  const za = o.arborZ ?? 17;
  {
    const s = cam.scale(za);
    const [lx, ly] = cam.p(-1.0, 0, za);
    const [rx] = cam.p(1.0, 0, za);
    const [, ty] = cam.p(0, 2.45, za);
    const pw = s * 0.12;
    let svg = `<rect x="${f1(lx - pw / 2)}" y="${f1(ty)}" width="${f1(pw)}" height="${f1(ly - ty)}" fill="#5a3e28"/><rect x="${f1(rx - pw / 2)}" y="${f1(ty)}" width="${f1(pw)}" height="${f1(ly - ty)}" fill="#5a3e28"/>`;
    svg += `<rect x="${f1(lx - s * 0.3)}" y="${f1(ty - s * 0.12)}" width="${f1(rx - lx + s * 0.6)}" height="${f1(s * 0.14)}" fill="#6a4a30"/>`;
    svg += `<path d="M${f1(lx)} ${f1(ty)}Q${f1((lx + rx) / 2)} ${f1(ty + s * 0.7)} ${f1(rx)} ${f1(ty)}" fill="none" stroke="#f8f2e8" stroke-opacity="0.8" stroke-width="${f1(s * 0.08)}"/>`;
    svg += `<path d="M${f1(lx)} ${f1(ty)}L${f1(lx - s * 0.15)} ${f1(ly - s * 0.3)}M${f1(rx)} ${f1(ty)}L${f1(rx + s * 0.15)} ${f1(ly - s * 0.3)}" stroke="#f8f2e8" stroke-opacity="0.6" stroke-width="${f1(s * 0.07)}"/>`;
    const blooms = ['#f6f0e4', '#eab8b0', '#d8868a', '#8aa070', '#5f7a4a', '#f2d6a0', '#fbe8e0'];
    for (const cx of [lx, rx])
      for (let k = 0; k < 40; k++)
        svg += `<circle cx="${f1(cx + (rand() - 0.5) * s * 0.9)}" cy="${f1(ty + (rand() - 0.3) * s * 0.6)}" r="${f1(s * (0.05 + rand() * 0.07))}" fill="${blooms[Math.floor(rand() * blooms.length)]}"/>`;
    things.push({ z: za + 0.5, svg });
  }
  if (o.couple) {
    things.push({ z: za + 0.3, svg: person(cam, 0, za + 0.3, rand, '#2a2e3a') });
    things.push({ z: za - 0.4, svg: standing(cam, -0.55, za - 0.4, rand, '#f6f1e8') });
    things.push({ z: za - 0.41, svg: person(cam, 0.55, za - 0.4, rand, '#1c1e26') });
  }
  // Rows of white chairs either side of the aisle, guests in most of them.
  const seats = [-4.4, -3.85, -3.3, -2.75, -2.2, -1.65, -1.1, 1.1, 1.65, 2.2, 2.75, 3.3, 3.85, 4.4];
  for (let z = o.firstRow ?? 4.5; z < za - 2.2; z += 1.0) {
    for (const X of seats) {
      const s = cam.scale(z);
      const [x, y] = cam.p(X, 0, z);
      const [, ys] = cam.p(X, 0.45, z);
      const [, yb] = cam.p(X, 0.9, z);
      const w = s * 0.4;
      let svg = `<line x1="${f1(x - w * 0.45)}" y1="${f1(y)}" x2="${f1(x - w * 0.45)}" y2="${f1(yb)}" stroke="#ece6da" stroke-width="${f1(Math.max(0.8, s * 0.025))}"/><line x1="${f1(x + w * 0.45)}" y1="${f1(y)}" x2="${f1(x + w * 0.45)}" y2="${f1(yb)}" stroke="#d8d0c2" stroke-width="${f1(Math.max(0.8, s * 0.025))}"/>`;
      svg += `<rect x="${f1(x - w / 2)}" y="${f1(yb)}" width="${f1(w)}" height="${f1((ys - yb) * 0.45)}" fill="#f4efe6"/><rect x="${f1(x - w / 2)}" y="${f1(ys - s * 0.02)}" width="${f1(w)}" height="${f1(s * 0.04)}" fill="#e4ddd0"/>`;
      things.push({ z: z + 0.1, svg });
      if (rand() < (o.seated ?? 0)) things.push({ z: z + 0.05, svg: seatedPerson(cam, X, z + 0.05, rand) });
    }
    // The aisle's ends: shepherd's hooks with a jar of flowers on every other row.
    if (Math.round(z) % 2 === 0)
      for (const X of [-0.7, 0.7]) {
        const s = cam.scale(z);
        const [x, y] = cam.p(X, 0, z);
        const [, yt] = cam.p(X, 1.25, z);
        things.push({
          z: z - 0.1,
          svg: `<line x1="${x}" y1="${y}" x2="${x}" y2="${yt}" stroke="#1a1612" stroke-width="${f1(Math.max(0.8, s * 0.02))}"/><circle cx="${f1(x)}" cy="${f1(yt + s * 0.12)}" r="${f1(s * 0.08)}" fill="#f4e8e0"/><circle cx="${f1(x + s * 0.05)}" cy="${f1(yt + s * 0.08)}" r="${f1(s * 0.05)}" fill="#d89090"/>`,
        });
      }
  }
  // Petals scattered down the aisle.
  for (let i = 0; i < 140; i++) {
    const Z = (o.firstRow ?? 4.5) - 1 + rand() * (za - 6);
    const [x, y] = cam.p((rand() - 0.5) * 1.3, 0, Z);
    things.push({
      z: Z + 1,
      svg: `<ellipse cx="${x}" cy="${y}" rx="${f1(cam.scale(Z) * 0.025)}" ry="${f1(cam.scale(Z) * 0.01)}" fill="${rand() < 0.6 ? '#fbf4ec' : '#e8a8a8'}"/>`,
    });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // Low sun: warm flare across everything, and the ghosts a lens makes of it.
  out.push(`<circle cx="${sunX}" cy="${sunY}" r="260" fill="url(#sun)" fill-opacity="0.55"/>`);
  for (let k = 1; k <= 4; k++) {
    const t = k * 0.32;
    out.push(
      `<circle cx="${f1(sunX + (750 - sunX) * t * 1.6)}" cy="${f1(sunY + (560 - sunY) * t * 1.6)}" r="${f1(18 + k * 14)}" fill="#ffd8a0" fill-opacity="0.07"/>`,
    );
  }
  out.push(`<rect width="${VW}" height="1000" fill="#ff9a40" fill-opacity="0.06"/>`);
  return out.join('');
}

/**
 * The Milking Parlor: the barn's lower level, 19.5 × 9.75 m under a 3 m ceiling of joists, whitewashed fieldstone,
 * a brick floor, small deep windows at dusk, a woodstove, one long table under Edison bulbs with candles and guests.
 * @param {object} o
 */
function parlor(o) {
  const rand = random(o.seed);
  const W = 9.75;
  const L = 19.5;
  const H = 3.05;
  const hw = W / 2;
  const z0 = 1.0;
  const cam = camera({ x: o.camX ?? 1.0, y: o.camY ?? 1.65, focal: o.focal ?? 560, vx: o.vx ?? 700, vy: o.vy ?? 450 });
  const out = [`<rect width="${VW}" height="1000" fill="#1a120c"/>`];
  /** Whitewashed fieldstones on a wall: irregular stones in wall coordinates, mortar between. */
  const stones = (corner, along, up, span, height, tone) => {
    let svg = '';
    for (let v = 0.05; v < height; v += 0.26 + rand() * 0.08) {
      for (let u = rand() * 0.3; u < span; u += 0.3 + rand() * 0.25) {
        const du = 0.14 + rand() * 0.12;
        const dv = 0.1 + rand() * 0.05;
        const pts = [];
        for (let k = 0; k < 7; k++) {
          const a = (k * Math.PI * 2) / 7 + rand() * 0.5;
          const uu = u + du + Math.cos(a) * du * (0.6 + rand() * 0.5);
          const vv = v + dv + Math.sin(a) * dv * (0.6 + rand() * 0.5);
          pts.push(corner.map((c, i) => c + along[i] * uu + up[i] * vv));
        }
        const light = Math.floor(rand() * tone.length);
        svg += cam.poly(pts, `fill="${tone[light]}" stroke="#6a5a48" stroke-opacity="0.35" stroke-width="0.8"`);
      }
    }
    return svg;
  };
  const wash = ['#c4b294', '#b4a282', '#cebc9c', '#a89474', '#bca888'];
  // Back wall with two deep windows and the woodstove; side walls; all fieldstone under whitewash.
  out.push(
    cam.poly(
      [
        [-hw, 0, L],
        [hw, 0, L],
        [hw, H, L],
        [-hw, H, L],
      ],
      'fill="#b8a88e"',
    ),
  );
  out.push(stones([-hw, 0, L], [1, 0, 0], [0, 1, 0], W, H, wash));
  for (const side of [-1, 1]) {
    out.push(
      cam.poly(
        [
          [side * hw, 0, z0],
          [side * hw, 0, L],
          [side * hw, H, L],
          [side * hw, H, z0],
        ],
        'fill="#b4a288"',
      ),
    );
    out.push(stones([side * hw, 0, z0], [0, 0, 1], [0, 1, 0], L - z0, H, wash));
    for (let z = 4; z < L - 2; z += 4.6) {
      out.push(
        cam.poly(
          [
            [side * hw, 1.5, z],
            [side * hw, 1.5, z + 0.9],
            [side * hw, 2.4, z + 0.9],
            [side * hw, 2.4, z],
          ],
          'fill="url(#windowDusk)" stroke="#3a2a1e" stroke-width="3"',
        ),
      );
      out.push(cam.line([side * hw, 1.95, z], [side * hw, 1.95, z + 0.9], 'stroke="#3a2a1e" stroke-width="2"'));
    }
  }
  for (const X of [-2.8, 2.8]) {
    out.push(
      cam.poly(
        [
          [X - 0.5, 1.4, L],
          [X + 0.5, 1.4, L],
          [X + 0.5, 2.4, L],
          [X - 0.5, 2.4, L],
        ],
        'fill="url(#windowDusk)" stroke="#3a2a1e" stroke-width="3"',
      ),
    );
  }
  // The woodstove, its window glowing, and its pipe up through the joists.
  {
    const [sx, sy] = cam.p(0, 0, L - 0.6);
    const s = cam.scale(L - 0.6);
    out.push(
      `<rect x="${f1(sx - s * 0.4)}" y="${f1(sy - s * 0.75)}" width="${f1(s * 0.8)}" height="${f1(s * 0.65)}" fill="#121010"/><rect x="${f1(sx - s * 0.25)}" y="${f1(sy - s * 0.6)}" width="${f1(s * 0.5)}" height="${f1(s * 0.32)}" fill="#ff8a2a"/><rect x="${f1(sx - s * 0.08)}" y="${f1(sy - s * 3.1)}" width="${f1(s * 0.16)}" height="${f1(s * 2.4)}" fill="#141212"/>${bulb(sx, sy - s * 0.45, s * 0.12, 0.6)}`,
    );
  }
  // Ceiling: the Hayloft's floor boards on joists every two feet, and a summer beam down the middle.
  out.push(
    cam.poly(
      [
        [-hw, H, z0],
        [hw, H, z0],
        [hw, H, L],
        [-hw, H, L],
      ],
      'fill="#3a2618"',
    ),
  );
  for (let z = L - 0.2; z > z0; z -= 0.61) {
    // Each joist's underside, then its face toward us.
    out.push(
      cam.poly(
        [
          [-hw, H - 0.25, z],
          [hw, H - 0.25, z],
          [hw, H - 0.25, z + 0.15],
          [-hw, H - 0.25, z + 0.15],
        ],
        'fill="#4a3020"',
      ),
    );
    out.push(
      cam.poly(
        [
          [-hw, H - 0.25, z],
          [hw, H - 0.25, z],
          [hw, H, z],
          [-hw, H, z],
        ],
        'fill="#24160c"',
      ),
    );
  }
  out.push(
    cam.poly(
      [
        [-0.15, H - 0.32, z0],
        [0.15, H - 0.32, z0],
        [0.15, H - 0.32, L],
        [-0.15, H - 0.32, L],
      ],
      'fill="#1e120a"',
    ),
  );
  // Brick floor in running bond.
  out.push(
    cam.poly(
      [
        [-hw, 0, z0],
        [hw, 0, z0],
        [hw, 0, L],
        [-hw, 0, L],
      ],
      'fill="#6a3a28"',
    ),
  );
  for (let X = -hw; X <= hw; X += 0.2)
    out.push(cam.line([X, 0, z0], [X, 0, L], 'stroke="#3a1e12" stroke-opacity="0.45" stroke-width="1"'));
  for (let z = z0; z < L; z += 0.1)
    out.push(cam.line([-hw, 0, z], [hw, 0, z], 'stroke="#3a1e12" stroke-opacity="0.25" stroke-width="0.7"'));
  const things = [];
  // One long table: linen runner, greenery, candles, plates; chairs and guests down both sides.
  const t0 = o.tableFrom ?? 1.8;
  const t1 = L - 2.2;
  const tw = 1.1;
  things.push({
    z: (t0 + t1) / 2,
    svg:
      cam.poly(
        [
          [-tw / 2, 0.76, t0],
          [tw / 2, 0.76, t0],
          [tw / 2, 0.76, t1],
          [-tw / 2, 0.76, t1],
        ],
        'fill="#7a4e2e"',
      ) +
      cam.poly(
        [
          [-0.25, 0.765, t0],
          [0.25, 0.765, t0],
          [0.25, 0.765, t1],
          [-0.25, 0.765, t1],
        ],
        'fill="#e8dcc8" fill-opacity="0.9"',
      ),
  });
  for (let z = t0 + 0.3; z < t1; z += 0.6) {
    for (const side of [-1, 1]) {
      const [px, py] = cam.p(side * 0.35, 0.77, z);
      const s = cam.scale(z);
      things.push({
        z: z - 0.01,
        svg: `<ellipse cx="${px}" cy="${py}" rx="${f1(s * 0.13)}" ry="${f1(s * 0.035)}" fill="#f6f0e4" stroke="#b8a888" stroke-width="0.8"/>`,
      });
      if (rand() < (o.seated ?? 0.85)) things.push({ z: z + 0.02, svg: seatedPerson(cam, side * 0.95, z, rand) });
      else {
        things.push({ z: z + 0.02, svg: crossBack(cam, side * 0.95, z) });
      }
    }
    for (let k = 0; k < 8; k++) {
      const [gx, gy] = cam.p((rand() - 0.5) * 0.25, 0.78, z + rand() * 0.6);
      things.push({
        z: z - 0.02,
        svg: `<ellipse cx="${gx}" cy="${gy}" rx="${f1(cam.scale(z) * 0.05)}" ry="${f1(cam.scale(z) * 0.02)}" fill="${['#2e4424', '#42582e', '#5a6a3a'][Math.floor(rand() * 3)]}"/>`,
      });
    }
    const [cx, cy] = cam.p((rand() - 0.5) * 0.15, 0.95, z + 0.3);
    things.push({ z: z - 0.03, svg: bulb(cx, cy, cam.scale(z) * 0.012, 0.85) });
  }
  // Edison bulbs on long cords over the table.
  for (let z = t0 + 0.6; z < t1; z += 1.2)
    for (const X of [-0.3, 0.3]) {
      const [x, y] = cam.p(X, 1.95, z + (X > 0 ? 0.6 : 0));
      const [, yt] = cam.p(X, H - 0.1, z + (X > 0 ? 0.6 : 0));
      things.push({
        z: z - 0.5,
        svg: `<line x1="${x}" y1="${yt}" x2="${x}" y2="${y}" stroke="#0e0a08" stroke-width="1.2"/><ellipse cx="${x}" cy="${f1(y + cam.scale(z) * 0.03)}" rx="${f1(cam.scale(z) * 0.035)}" ry="${f1(cam.scale(z) * 0.05)}" fill="#ffd8a0" fill-opacity="0.8"/>${bulb(x, y + cam.scale(z) * 0.03, cam.scale(z) * 0.02, 0.95)}`,
      });
    }
  for (let i = 0; i < (o.people ?? 0); i++) {
    const Z = 3 + rand() * (L - 6);
    things.push({ z: Z, svg: person(cam, (rand() < 0.5 ? -1 : 1) * (2.2 + rand() * 1.8), Z, rand) });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  out.push(`<ellipse cx="750" cy="${cam.vy + 40}" rx="900" ry="480" fill="url(#pool)" fill-opacity="0.55"/>`);
  return out.join('');
}

/**
 * The barn from the meadow: a red gambrel-roofed dairy barn on a fieldstone base, turned three-quarters to the
 * camera, its big doors open, a cupola on the ridge and the concrete silo behind; lit windows at dusk or night,
 * café lights out to poles in the grass, lanterns along the path, maples and the Catskills behind.
 * @param {object} o
 */
function barnExterior(o) {
  const rand = random(o.seed);
  const light = o.light ?? 'dusk';
  const lit = light !== 'day';
  const horizon = o.horizon ?? 600;
  const cam = camera({ x: 0, y: o.camY ?? 1.6, focal: o.focal ?? 900, vx: 750, vy: horizon });
  const th = ((o.angle ?? -32) * Math.PI) / 180;
  const [X0, Z0] = o.at ?? [6, 30];
  const L = 34;
  const hw = 7.5;
  const hk = 4.6;
  const Ve = 5.5;
  const Vk = 9;
  const Vr = 11;
  // The barn's own axes: u across the gable end (which faces us), v up, w down its length, away from us.
  const P = (u, v, w) => [X0 + u * Math.cos(th) + w * Math.sin(th), v, Z0 - u * Math.sin(th) + w * Math.cos(th)];
  const bp = (pts, attrs) =>
    cam.poly(
      pts.map((q) => P(q[0], q[1], q[2])),
      attrs,
    );
  const bl = (a, b, attrs) => cam.line(P(a[0], a[1], a[2]), P(b[0], b[1], b[2]), attrs);
  const at = (u, v, w) => {
    const [X, Y, Z] = P(u, v, w);
    return cam.p(X, Y, Z);
  };
  const gableTop = (u) => {
    const a = Math.abs(u);
    return a > hk ? Ve + ((Vk - Ve) * (hw - a)) / (hw - hk) : Vk + ((Vr - Vk) * (hk - a)) / hk;
  };
  const red = { dusk: '#5e211a', night: '#2e120e', day: '#8e2e22' }[light];
  const redSide = { dusk: '#4a1a14', night: '#240e0a', day: '#6e241a' }[light];
  const trim = { dusk: '#cfc6b8', night: '#6a625a', day: '#f2ede4' }[light];
  const roof = { dusk: '#2a2628', night: '#22202a', day: '#4a4a4e' }[light];
  const stone = { dusk: '#5a5450', night: '#24221f', day: '#9a948a' }[light];
  const out = [countrySky(rand, horizon, light)];
  // The ground: a meadow, darker toward us at dusk.
  const ground = { dusk: ['#3a4030', '#1e2418'], night: ['#161a14', '#0a0c08'], day: ['#8a9a4a', '#4e6a2a'] }[light];
  out.push(
    `<linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${ground[0]}"/><stop offset="1" stop-color="${ground[1]}"/></linearGradient><rect y="${horizon}" width="${VW}" height="${1000 - horizon}" fill="url(#ground)"/>`,
  );
  const leaves = { dusk: '#1a1e16', night: '#0a0c0a', day: '#3a5428' }[light];
  const rim = { dusk: '#c87850', night: '#2a2a3a', day: '#7a9a48' }[light];
  // Maples behind the barn.
  for (const [u, w] of [
    [hw + 9, L - 2],
    [-hw - 10, L + 6],
    [hw + 4, L + 12],
  ]) {
    const [X, , Z] = P(u, 0, w);
    out.push(maple(cam, X, Z, rand, { height: 16, spread: 7, leaves, rim, rimSide: -1 }));
  }
  // The silo behind the far end: concrete staves, steel hoops, a dome.
  {
    const [X, , Z] = P(hw + 3.4, 0, L - 2.5);
    const s = cam.scale(Z);
    const [x, yb] = cam.p(X, 0, Z);
    const [, yt] = cam.p(X, 20, Z);
    const r = 2.6 * s;
    const conc = {
      dusk: ['#3a3434', '#7a6460', '#a88070'],
      night: ['#141416', '#26262c', '#34343c'],
      day: ['#7a7670', '#c8c2b6', '#e8e2d6'],
    }[light];
    out.push(
      `<linearGradient id="silo" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${conc[1]}"/><stop offset="0.35" stop-color="${conc[2]}"/><stop offset="1" stop-color="${conc[0]}"/></linearGradient>`,
    );
    out.push(`<rect x="${f1(x - r)}" y="${f1(yt)}" width="${f1(r * 2)}" height="${f1(yb - yt)}" fill="url(#silo)"/>`);
    out.push(
      `<path d="M${f1(x - r)} ${f1(yt)}A${f1(r)} ${f1(r * 0.8)} 0 0 1 ${f1(x + r)} ${f1(yt)}Z" fill="${roof}"/>`,
    );
    for (let v = 0.8; v < 20; v += 0.76) {
      const [, y] = cam.p(X, v, Z);
      out.push(
        `<path d="M${f1(x - r)} ${f1(y)}Q${f1(x)} ${f1(y - r * 0.12)} ${f1(x + r)} ${f1(y)}" fill="none" stroke="#000" stroke-opacity="0.22" stroke-width="${f1(Math.max(0.8, s * 0.03))}"/>`,
      );
    }
    out.push(
      `<rect x="${f1(x - r * 0.62)}" y="${f1(yt)}" width="${f1(r * 0.28)}" height="${f1(yb - yt)}" fill="${redSide}"/>`,
    );
  }
  // The long side we see (u = -hw), then the gable end, then the roof over both.
  out.push(
    bp(
      [
        [-hw, 0, 0],
        [-hw, 0, L],
        [-hw, Ve, L],
        [-hw, Ve, 0],
      ],
      `fill="${redSide}"`,
    ),
  );
  for (let w = 0.35; w < L; w += 0.4)
    out.push(
      bl([-hw, 1.1, w], [-hw, Ve, w], `stroke="#000" stroke-opacity="${f1(0.15 + rand() * 0.2)}" stroke-width="1"`),
    );
  out.push(
    bp(
      [
        [-hw, 0, 0],
        [-hw, 0, L],
        [-hw, 1.1, L],
        [-hw, 1.1, 0],
      ],
      `fill="${stone}"`,
    ),
  );
  for (let w = 2.6; w < L - 1.5; w += 3.4) {
    const on = lit && (light === 'night' || rand() < 0.75);
    out.push(
      bp(
        [
          [-hw, 2.4, w],
          [-hw, 2.4, w + 1.1],
          [-hw, 3.6, w + 1.1],
          [-hw, 3.6, w],
        ],
        `fill="${on ? 'url(#windowLit)' : lit ? '#141420' : '#3a4656'}" stroke="${trim}" stroke-width="2"`,
      ),
    );
    if (on) {
      const [gx, gy] = at(-hw, 3, w + 0.55);
      out.push(
        `<circle cx="${gx}" cy="${gy}" r="${f1(cam.scale(P(-hw, 3, w)[2]) * 2.2)}" fill="url(#glow)" fill-opacity="0.3"/>`,
      );
    }
  }
  const gable = [
    [-hw, 0, 0],
    [hw, 0, 0],
    [hw, Ve, 0],
    [hk, Vk, 0],
    [0, Vr, 0],
    [-hk, Vk, 0],
    [-hw, Ve, 0],
  ];
  out.push(bp(gable, `fill="${red}"`));
  for (let u = -hw + 0.35; u < hw; u += 0.4)
    out.push(
      bl(
        [u, 1.1, 0],
        [u, gableTop(u) - 0.1, 0],
        `stroke="#000" stroke-opacity="${f1(0.12 + rand() * 0.2)}" stroke-width="1"`,
      ),
    );
  out.push(
    bp(
      [
        [-hw, 0, 0],
        [hw, 0, 0],
        [hw, 1.1, 0],
        [-hw, 1.1, 0],
      ],
      `fill="${stone}"`,
    ),
  );
  for (let k = 0; k < 90; k++) {
    const u = -hw + rand() * 2 * hw;
    const w = rand() * L;
    const side = rand() < 0.35;
    const [sx, sy] = side ? at(-hw, 0.15 + rand() * 0.8, w) : at(u, 0.15 + rand() * 0.8, 0);
    const s = cam.scale(side ? P(-hw, 0, w)[2] : Z0);
    out.push(
      `<ellipse cx="${sx}" cy="${sy}" rx="${f1(s * 0.22)}" ry="${f1(s * 0.12)}" fill="#000" fill-opacity="0.18"/>`,
    );
  }
  // The big doors open: the Hayloft lit inside (clipped to the opening), the leaves slid aside.
  const door = [
    [-2.3, 0, 0],
    [2.3, 0, 0],
    [2.3, 4.4, 0],
    [-2.3, 4.4, 0],
  ];
  out.push(`<clipPath id="barnDoor">${bp(door, '')}</clipPath>`);
  out.push(bp(door, `fill="${lit ? '#e8a058' : '#1e1610'}"`));
  out.push('<g clip-path="url(#barnDoor)">');
  if (lit) {
    out.push(bp(door, 'fill="url(#windowLit)" fill-opacity="0.7"'));
    for (let w = 3; w < L; w += 3)
      for (const u of [-4, -1.5, 1.5, 4]) {
        const pts = droop([u, 5, w], [u, 5, w + 3], 0.6, 6).map((q) => P(q[0], q[1], q[2]));
        out.push(cafeLights(cam, pts, 0.06));
      }
    const inside = [];
    for (let k = 0; k < 14; k++) {
      const [X, , Z] = P(-2 + rand() * 4, 0, 2 + rand() * 18);
      inside.push({ z: Z, svg: person(cam, X, Z, rand, '#1a100c') });
    }
    inside.sort((a, b) => b.z - a.z);
    out.push(...inside.map((t) => t.svg));
  }
  out.push('</g>');
  for (const [a, b] of [
    [-4.7, -2.35],
    [2.35, 4.7],
  ]) {
    const leaf = [
      [a, 0.05, -0.08],
      [b, 0.05, -0.08],
      [b, 4.45, -0.08],
      [a, 4.45, -0.08],
    ];
    out.push(bp(leaf, `fill="${red}" stroke="${trim}" stroke-width="3"`));
    out.push(bl(leaf[0], leaf[2], `stroke="${trim}" stroke-width="3"`));
    out.push(bl(leaf[1], leaf[3], `stroke="${trim}" stroke-width="3"`));
  }
  out.push(bl([-4.9, 4.6, -0.1], [4.9, 4.6, -0.1], `stroke="${trim}" stroke-width="4"`));
  // The hay door high in the gable, and the corner boards and rake trim.
  const hay = [
    [-0.9, 6.3, -0.02],
    [0.9, 6.3, -0.02],
    [0.9, 8.1, -0.02],
    [-0.9, 8.1, -0.02],
  ];
  out.push(bp(hay, `fill="${lit ? 'url(#windowLit)' : '#2a1a14'}" stroke="${trim}" stroke-width="3"`));
  if (lit) {
    const [hx, hy] = at(0, 7.2, 0);
    out.push(`<circle cx="${hx}" cy="${hy}" r="${f1(cam.scale(Z0) * 2.5)}" fill="url(#glow)" fill-opacity="0.3"/>`);
  }
  out.push(bl([-hw, 0, 0], [-hw, Ve, 0], `stroke="${trim}" stroke-width="4"`));
  out.push(bl([hw, 0, 0], [hw, Ve, 0], `stroke="${trim}" stroke-width="4"`));
  out.push(bl([-hw, 0, L], [-hw, Ve, L], `stroke="${trim}" stroke-width="2"`));
  // The roof, overhanging the gable and the eaves.
  const ov = 0.5;
  out.push(
    bp(
      [
        [-hw - 0.3, Ve - 0.15, -ov],
        [-hw - 0.3, Ve - 0.15, L + ov],
        [-hk, Vk, L + ov],
        [-hk, Vk, -ov],
      ],
      `fill="${roof}"`,
    ),
  );
  out.push(
    bp(
      [
        [-hk, Vk, -ov],
        [-hk, Vk, L + ov],
        [0, Vr, L + ov],
        [0, Vr, -ov],
      ],
      `fill="${light === 'day' ? '#5a5a60' : roof}"`,
    ),
  );
  for (let w = -ov; w < L + ov; w += 0.55)
    out.push(bl([-hw - 0.3, Ve - 0.15, w], [-hk, Vk, w], 'stroke="#000" stroke-opacity="0.25" stroke-width="1"'));
  // Ridge, knee and eave caught by the last light, so the roof reads against a dark sky.
  for (const [u, v] of [
    [0, Vr],
    [-hk, Vk],
    [-hw - 0.3, Ve - 0.15],
  ])
    out.push(bl([u, v, -ov], [u, v, L + ov], `stroke="${trim}" stroke-opacity="0.35" stroke-width="2"`));
  const rake = gable.slice(2);
  out.push(
    `<path d="M${rake.map((q) => at(q[0] * 1.04, q[1] + 0.08, -ov).join(' ')).join('L')}" fill="none" stroke="${trim}" stroke-width="${f1(cam.scale(Z0) * 0.22)}" stroke-linejoin="round"/>`,
  );
  // The cupola on the ridge, with louvres and a weathervane.
  {
    const w0 = L / 2 - 0.9;
    const w1 = L / 2 + 0.9;
    out.push(
      bp(
        [
          [-0.9, Vr - 0.4, w0],
          [0.9, Vr - 0.4, w0],
          [0.9, Vr + 1.6, w0],
          [-0.9, Vr + 1.6, w0],
        ],
        `fill="${red}" stroke="${trim}" stroke-width="2"`,
      ),
    );
    out.push(
      bp(
        [
          [-0.9, Vr - 0.4, w0],
          [-0.9, Vr - 0.4, w1],
          [-0.9, Vr + 1.6, w1],
          [-0.9, Vr + 1.6, w0],
        ],
        `fill="${redSide}" stroke="${trim}" stroke-width="2"`,
      ),
    );
    for (let v = Vr + 0.2; v < Vr + 1.4; v += 0.2)
      out.push(bl([-0.6, v, w0 - 0.01], [0.6, v, w0 - 0.01], `stroke="${trim}" stroke-opacity="0.7" stroke-width="1"`));
    out.push(
      bp(
        [
          [-1.1, Vr + 1.6, w0 - 0.2],
          [1.1, Vr + 1.6, w0 - 0.2],
          [0, Vr + 2.7, L / 2],
        ],
        `fill="${roof}"`,
      ),
    );
    out.push(
      bp(
        [
          [-1.1, Vr + 1.6, w0 - 0.2],
          [-1.1, Vr + 1.6, w1 + 0.2],
          [0, Vr + 2.7, L / 2],
        ],
        'fill="#000" fill-opacity="0.5"',
      ),
    );
    out.push(bl([0, Vr + 2.7, L / 2], [0, Vr + 4, L / 2], 'stroke="#111" stroke-width="2"'));
    const [vx, vy] = at(0, Vr + 3.7, L / 2);
    out.push(
      `<path d="M${f1(vx - 14)} ${vy}h28l-6 -5M${f1(vx + 4)} ${f1(vy - 6)}q6 -8 12 -2" stroke="#111" stroke-width="2" fill="none"/>`,
    );
  }
  // Foreground: a mown path to the doors with lanterns, café lights out to two poles, guests, long grass.
  const things = [];
  const [pxL, , pzL] = P(-1.8, 0, -0.5);
  const [pxR, , pzR] = P(1.8, 0, -0.5);
  out.push(
    cam.poly(
      [
        [pxL, 0, pzL],
        [pxR, 0, pzR],
        [o.pathTo?.[1] ?? 3.5, 0, 1.5],
        [o.pathTo?.[0] ?? -2, 0, 1.5],
      ],
      `fill="${light === 'day' ? '#b8b070' : '#3a3a2e'}" fill-opacity="0.6"`,
    ),
  );
  if (lit) {
    for (let t = 0.08; t < 1; t += 0.12) {
      for (const [a, b] of [
        [
          [pxL - 0.4, pzL],
          [(o.pathTo?.[0] ?? -2) - 0.4, 2],
        ],
        [
          [pxR + 0.4, pzR],
          [(o.pathTo?.[1] ?? 3.5) + 0.4, 2],
        ],
      ]) {
        const X = a[0] + (b[0] - a[0]) * t;
        const Z = a[1] + (b[1] - a[1]) * t;
        const [x, y] = cam.p(X, 0.3, Z);
        const s = cam.scale(Z);
        things.push({
          z: Z,
          svg: `<rect x="${f1(x - s * 0.1)}" y="${f1(y)}" width="${f1(s * 0.2)}" height="${f1(s * 0.3)}" fill="#1a120c"/>${bulb(x, y + s * 0.12, s * 0.035, 0.9)}`,
        });
      }
    }
    const poles = o.poles ?? [
      [-9, 14],
      [10, 12],
    ];
    const corners = [P(-hw, Ve - 0.8, 0), P(hw, Ve - 0.8, 0)];
    poles.forEach(([X, Z], i) => {
      const [x, y] = cam.p(X, 0, Z);
      const [, yt] = cam.p(X, 4.2, Z);
      things.push({
        z: Z + 0.01,
        svg: `<line x1="${x}" y1="${y}" x2="${x}" y2="${yt}" stroke="#0e0a08" stroke-width="${f1(cam.scale(Z) * 0.12)}"/>`,
      });
      things.push({ z: Z, svg: cafeLights(cam, droop(corners[i], [X, 4.1, Z], 1.2, 24), 0.07) });
    });
  }
  for (let i = 0; i < (o.people ?? 0); i++) {
    const [X, , Z] = P(-3 + rand() * 7, 0, -2 - rand() * 6);
    things.push({ z: Z, svg: person(cam, X, Z, rand, '#120c0a') });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  const blades = {
    dusk: ['#2e3824', '#4a5030', '#8a6a48'],
    night: ['#10140c', '#1a2014', '#24281a'],
    day: ['#5a7a30', '#7a9a40', '#a8b060'],
  }[light];
  out.push(grass(cam, rand, { z0: 1.6, z1: Z0 - 4, xMax: 24, colours: blades, tall: 0.35 }));
  if (lit)
    out.push(
      `<ellipse cx="${at(0, 2, 0)[0]}" cy="${at(0, 2, 0)[1]}" rx="420" ry="260" fill="url(#pool)" fill-opacity="0.35"/>`,
    );
  return out.join('');
}

/**
 * The Silo Lounge: inside a concrete stave silo 6.1 m across, from near its wall: the curve of staves rising into
 * the dark, a curved leather sofa around it, a rug, a coffee table, a floor lamp, lights climbing the staves, a
 * chandelier hanging from far above, and a few friends.
 * @param {object} o
 */
function siloLounge(o) {
  const rand = random(o.seed);
  const R = 3.05;
  const c = R - 0.55;
  const cam = camera({ x: 0, y: o.camY ?? 1.35, focal: o.focal ?? 430, vx: 750, vy: o.vy ?? 560 });
  const lampAt = o.lamp ?? 48;
  const rad = (deg) => (deg * Math.PI) / 180;
  const wallAt = (deg, y, r = R) => [r * Math.sin(rad(deg)), y, c + r * Math.cos(rad(deg))];
  const out = [`<rect width="${VW}" height="1000" fill="#0c0907"/>`];
  // The wall, strip by strip, lit by the lamp and the strings of lights, darker toward the top.
  const step = 2.5;
  for (let a = -128; a < 128; a += step) {
    if (wallAt(a, 0)[2] < 0.7 || wallAt(a + step, 0)[2] < 0.7) continue;
    const near = Math.exp(-(((a - lampAt) / 55) ** 2));
    const tone = 0.32 + 0.5 * near + 0.1 * Math.cos(rad(a));
    const r = Math.round(150 * tone + 20);
    const g = Math.round(128 * tone + 14);
    const b = Math.round(104 * tone + 10);
    out.push(
      cam.poly([wallAt(a, 0), wallAt(a + step, 0), wallAt(a + step, 14), wallAt(a, 14)], `fill="rgb(${r},${g},${b})"`),
    );
  }
  // Stave joints: rings every 76 cm, and the staves' ends in a running bond.
  for (let y = 0.76; y < 14; y += 0.76) {
    const ring = [];
    for (let a = -128; a <= 128; a += 4) if (wallAt(a, y)[2] > 0.7) ring.push(cam.p(...wallAt(a, y)));
    out.push(
      `<path d="M${ring.map((q) => q.join(' ')).join('L')}" fill="none" stroke="#2a2018" stroke-opacity="0.55" stroke-width="1.2"/>`,
    );
    const offset = Math.round(y / 0.76) % 2 ? 2.3 : 0;
    for (let a = -126 + offset; a < 126; a += 4.6) {
      if (wallAt(a, y)[2] < 0.7) continue;
      out.push(cam.line(wallAt(a, y - 0.76), wallAt(a, y), 'stroke="#2a2018" stroke-opacity="0.4" stroke-width="1"'));
    }
  }
  out.push(
    `<linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#050302" stop-opacity="0.92"/><stop offset="0.55" stop-color="#050302" stop-opacity="0"/></linearGradient><rect width="${VW}" height="1000" fill="url(#dark)"/>`,
  );
  // A slot of dusk high in the chute, and lights spiralling up the staves.
  out.push(
    cam.poly(
      [wallAt(-44, 3.4, R - 0.01), wallAt(-38, 3.4, R - 0.01), wallAt(-38, 4.7, R - 0.01), wallAt(-44, 4.7, R - 0.01)],
      'fill="url(#windowDusk)"',
    ),
  );
  for (let t = 0; t < 420; t += 3.2) {
    const a = -110 + ((t * 1.3) % 240);
    const y = 1.2 + t * 0.022;
    const q = wallAt(a, y, R - 0.03);
    if (q[2] < 0.9) continue;
    const [x, yy] = cam.p(...q);
    out.push(bulb(x, yy, cam.scale(q[2]) * 0.012, 0.85));
  }
  // The floor: pine boards inside the curve.
  const floor = [];
  for (let a = -128; a <= 128; a += 4) if (wallAt(a, 0)[2] > 0.7) floor.push(wallAt(a, 0));
  out.push(cam.poly([...floor, [floor.at(-1)[0], 0, 0.7], [floor[0][0], 0, 0.7]], 'fill="#4a2e1a"'));
  for (let X = -3; X <= 3; X += 0.2)
    out.push(
      cam.line(
        [X, 0, 0.7],
        [X, 0, c + Math.sqrt(Math.max(0, R * R - X * X))],
        'stroke="#24160c" stroke-opacity="0.5" stroke-width="1"',
      ),
    );
  // A round rug.
  out.push(
    cam.poly(
      Array.from({ length: 40 }, (_, k) => [
        1.6 * Math.sin((k * Math.PI) / 20),
        0.005,
        c + 0.2 + 1.6 * Math.cos((k * Math.PI) / 20),
      ]),
      'fill="#6a2e24" stroke="#c8a070" stroke-width="3"',
    ),
  );
  // The curved sofa along the wall: back, seat and front in strips, far ones first.
  const sofa = [];
  for (let a = -84; a < 84; a += 3) {
    const b = a + 3;
    const shade = 0.55 + 0.45 * Math.exp(-(((a - lampAt) / 50) ** 2));
    const leather = `rgb(${Math.round(120 * shade)},${Math.round(62 * shade)},${Math.round(34 * shade)})`;
    const dark = `rgb(${Math.round(80 * shade)},${Math.round(40 * shade)},${Math.round(22 * shade)})`;
    const svg =
      cam.poly(
        [wallAt(a, 0.45, R - 0.12), wallAt(b, 0.45, R - 0.12), wallAt(b, 0.95, R - 0.12), wallAt(a, 0.95, R - 0.12)],
        `fill="${leather}"`,
      ) +
      cam.poly(
        [wallAt(a, 0.45, R - 0.12), wallAt(b, 0.45, R - 0.12), wallAt(b, 0.45, R - 0.85), wallAt(a, 0.45, R - 0.85)],
        `fill="${dark}"`,
      ) +
      cam.poly(
        [wallAt(a, 0.45, R - 0.85), wallAt(b, 0.45, R - 0.85), wallAt(b, 0.08, R - 0.85), wallAt(a, 0.08, R - 0.85)],
        `fill="${leather}"`,
      ) +
      (Math.round(a) % 15 === 0
        ? cam.line(
            wallAt(a, 0.47, R - 0.12),
            wallAt(a, 0.95, R - 0.12),
            'stroke="#1a0c06" stroke-opacity="0.6" stroke-width="1.5"',
          )
        : '');
    sofa.push({ z: wallAt(a + 1.5, 0, R - 0.5)[2], svg });
  }
  const things = [...sofa];
  // Friends on the sofa, one standing with a glass.
  for (const a of o.guests ?? [-40, -22, 12, 30]) {
    const q = wallAt(a, 0, R - 0.55);
    things.push({ z: q[2] - 0.05, svg: seatedPerson(cam, q[0], q[2], rand, 0.45) });
  }
  if (o.standing !== false) things.push({ z: c + 0.5, svg: person(cam, -1.5, c + 0.5, rand) });
  // Coffee table with candles and a jug of dried flowers.
  {
    const z = c + 0.3;
    const ring = (y, r) =>
      Array.from({ length: 24 }, (_, k) => [r * Math.sin((k * Math.PI) / 12), y, z + r * Math.cos((k * Math.PI) / 12)]);
    let svg = cam.line([0, 0, z], [0, 0.42, z], `stroke="#2a180c" stroke-width="${f1(cam.scale(z) * 0.12)}"`);
    svg += cam.poly(ring(0.42, 0.55), 'fill="#6a4024" stroke="#2a180c" stroke-width="2"');
    for (const dx of [-0.2, 0.05, 0.25]) {
      const [x, y] = cam.p(dx, 0.52, z - 0.1);
      svg += `<rect x="${f1(x - 4)}" y="${f1(y)}" width="8" height="${f1(cam.scale(z) * 0.1)}" fill="#efe4cc"/>${bulb(x, y - 3, cam.scale(z) * 0.012, 0.9)}`;
    }
    const [jx, jy] = cam.p(0.3, 0.42, z + 0.15);
    const s = cam.scale(z);
    svg += `<rect x="${f1(jx - s * 0.06)}" y="${f1(jy - s * 0.2)}" width="${f1(s * 0.12)}" height="${f1(s * 0.2)}" rx="4" fill="#c8b89a"/>`;
    for (let k = 0; k < 12; k++)
      svg += `<line x1="${jx}" y1="${f1(jy - s * 0.2)}" x2="${f1(jx + (rand() - 0.5) * s * 0.5)}" y2="${f1(jy - s * (0.4 + rand() * 0.3))}" stroke="#b89050" stroke-width="1.5"/>`;
    things.push({ z, svg });
  }
  // The brass floor lamp beside the sofa.
  {
    const q = wallAt(lampAt, 0, R - 0.45);
    const [x, yb] = cam.p(...q);
    const [, yt] = cam.p(q[0], 1.55, q[2]);
    const s = cam.scale(q[2]);
    things.push({
      z: q[2] - 0.1,
      svg: `<line x1="${x}" y1="${yb}" x2="${x}" y2="${yt}" stroke="#b8904a" stroke-width="${f1(s * 0.03)}"/><path d="M${f1(x - s * 0.16)} ${f1(yt - s * 0.3)}h${f1(s * 0.32)}l${f1(s * 0.08)} ${f1(s * 0.3)}h${f1(-s * 0.48)}Z" fill="#f4d8a0"/><circle cx="${x}" cy="${f1(yt)}" r="${f1(s * 1.6)}" fill="url(#glow)" fill-opacity="0.55"/>`,
    });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // The chandelier, hung from the silo roof far above.
  {
    const z = c + 0.2;
    const y = 2.6;
    const ring = Array.from({ length: 17 }, (_, k) => [
      0.7 * Math.cos((k * Math.PI) / 8),
      y,
      z + 0.7 * Math.sin((k * Math.PI) / 8),
    ]);
    const [cx, cy] = cam.p(0, y, z);
    out.push(`<line x1="${cx}" y1="0" x2="${cx}" y2="${cy}" stroke="#0a0604" stroke-width="2"/>`);
    out.push(
      `<path d="M${ring.map((q) => cam.p(...q).join(' ')).join('L')}" fill="none" stroke="#2a1a0e" stroke-width="4"/>`,
    );
    for (const q of ring.slice(0, 16)) {
      const [bx, by] = cam.p(q[0], q[1] + 0.1, q[2]);
      out.push(bulb(bx, by, cam.scale(q[2]) * 0.025, 0.9));
    }
  }
  out.push(
    `<ellipse cx="${cam.p(...wallAt(lampAt, 1.4, R - 0.45))[0]}" cy="560" rx="700" ry="420" fill="url(#pool)" fill-opacity="0.5"/>`,
  );
  return out.join('');
}

// Shared by Matsubaya (examples/kyoto/) and Riad Dar Zitoun (examples/riad/): planes, boxes, rings, arches.

/** Maps (u, v) on a plane through `o` along the unit vectors `a` and `b` to a 3-D point. */
const plane = (o, a, b) => (u, v) => [
  o[0] + a[0] * u + b[0] * v,
  o[1] + a[1] * u + b[1] * v,
  o[2] + a[2] * u + b[2] * v,
];

/** The rectangle [u0, u1] × [v0, v1] on a plane. */
const rect = (cam, on, u0, u1, v0, v1, attrs) => cam.poly([on(u0, v0), on(u1, v0), on(u1, v1), on(u0, v1)], attrs);

/** Loops of (u, v) on a plane as one path, even-odd, so the loops after the first cut holes (arches, doors). */
const loops = (cam, on, list, attrs) =>
  `<path fill-rule="evenodd" d="${list.map((l) => `M${l.map(([u, v]) => cam.p(...on(u, v)).join(' ')).join('L')}Z`).join('')}" ${attrs}/>`;

/** A horseshoe arch's outline in (u, v): up a jamb from v0 to the spring, over the arc, down the other jamb. */
function archLoop(u0, u1, v0, spring, n = 20) {
  const r = (u1 - u0) / 2 / Math.cos(0.3);
  const c = (u0 + u1) / 2;
  const vc = spring + r * Math.sin(0.3);
  const pts = [[u0, v0]];
  for (let k = 0; k <= n; k++) {
    const t = -0.3 + (k / n) * (Math.PI + 0.6);
    pts.push([c - r * Math.cos(t), vc + r * Math.sin(t)]);
  }
  pts.push([u1, v0]);
  return pts;
}

/** A box's faces the camera at (cx, cy) sees: its front (nearest z), the side toward the camera, its top. */
function box(cam, cx, cy, [x0, x1], [y0, y1], [z0, z1], { top, front, side = front }) {
  let s = '';
  if (cx < x0)
    s += cam.poly(
      [
        [x0, y0, z0],
        [x0, y0, z1],
        [x0, y1, z1],
        [x0, y1, z0],
      ],
      `fill="${side}"`,
    );
  if (cx > x1)
    s += cam.poly(
      [
        [x1, y0, z0],
        [x1, y0, z1],
        [x1, y1, z1],
        [x1, y1, z0],
      ],
      `fill="${side}"`,
    );
  s += cam.poly(
    [
      [x0, y0, z0],
      [x1, y0, z0],
      [x1, y1, z0],
      [x0, y1, z0],
    ],
    `fill="${front}"`,
  );
  if (cy > y1)
    s += cam.poly(
      [
        [x0, y1, z0],
        [x1, y1, z0],
        [x1, y1, z1],
        [x0, y1, z1],
      ],
      `fill="${top}"`,
    );
  return s;
}

/** Points round a level circle (a basin, a tray, a table top), from angle a0 to a1. */
const ring = (cx, y, cz, r, n = 32, a0 = 0, a1 = Math.PI * 2) =>
  Array.from({ length: n + 1 }, (_, k) => {
    const a = a0 + ((a1 - a0) * k) / n;
    return [cx + Math.cos(a) * r, y, cz + Math.sin(a) * r];
  });

/** A level drum (a basin, a round table, a pouf): its near side, then its top. */
function drum(cam, X, Z, r, y0, y1, sideFill, topFill) {
  const near = ring(X, y1, Z, r, 20, Math.PI, Math.PI * 2);
  const low = ring(X, y0, Z, r, 20, Math.PI, Math.PI * 2).reverse();
  return cam.poly([...near, ...low], `fill="${sideFill}"`) + cam.poly(ring(X, y1, Z, r, 32), `fill="${topFill}"`);
}

// Matsubaya (examples/kyoto/): a restored 1924 machiya in Kyoto, its street, its tatami room, its courtyard garden
// and its storehouse.

/** A paper lantern (chōchin) glowing at screen (x, y), `s` pixels to the metre: ribbed paper, black caps. */
function chochin(x, y, s, { paper = '#ffe2a8', band = '#b8282a', glow = 1 } = {}) {
  const w = 0.17 * s;
  const h = 0.26 * s;
  let svg = bulb(x, y, s * 0.05, glow);
  svg += `<ellipse cx="${f1(x)}" cy="${f1(y)}" rx="${f1(w)}" ry="${f1(h)}" fill="${paper}"/>`;
  for (let k = -4; k <= 4; k++) {
    const yy = y + (k * h) / 5;
    const ww = w * Math.sqrt(1 - (k / 5) ** 2);
    svg += `<line x1="${f1(x - ww)}" y1="${f1(yy)}" x2="${f1(x + ww)}" y2="${f1(yy)}" stroke="#c88a48" stroke-width="${f1(Math.max(0.5, s * 0.004))}" stroke-opacity="0.6"/>`;
  }
  svg += `<rect x="${f1(x - w * 0.18)}" y="${f1(y - h * 0.5)}" width="${f1(w * 0.36)}" height="${f1(h)}" fill="${band}" fill-opacity="0.75"/>`;
  svg += `<rect x="${f1(x - w * 0.55)}" y="${f1(y - h - s * 0.03)}" width="${f1(w * 1.1)}" height="${f1(s * 0.04)}" fill="#141010"/>`;
  svg += `<rect x="${f1(x - w * 0.55)}" y="${f1(y + h - s * 0.01)}" width="${f1(w * 1.1)}" height="${f1(s * 0.04)}" fill="#141010"/>`;
  return svg;
}

/**
 * One machiya's street front on the plane x = X, from z0 to z1: a lattice (koshi) ground floor lit from within, a
 * tiled pent roof, a plastered upper floor with slatted mushiko windows and the main roof; `door` gives the
 * doorway's span, hung with a noren and a lantern.
 */
function machiya(
  cam,
  X,
  z0,
  z1,
  rand,
  { lit = 0.8, door, out = -1, tone = '#20140c', plaster = '#7a6a5a', crest = true },
) {
  const wall = plane([X, 0, 0], [0, 0, 1], [0, 1, 0]);
  const s = [];
  const H1 = 3.0;
  s.push(rect(cam, wall, z0, z1, 0, H1, `fill="${tone}"`));
  // Lattice bays: a warm room behind close vertical slats, posts between.
  const bays = [];
  for (let z = z0 + 0.25; z < z1 - 0.6;) {
    const len = Math.min(1.8 + rand() * 0.9, z1 - 0.25 - z);
    if (door && z < door[1] && z + len > door[0]) {
      z = door[1] + 0.25;
      continue;
    }
    bays.push([z, z + len]);
    z += len + 0.22;
  }
  for (const [a, b] of bays) {
    const warm = rand() < lit;
    s.push(rect(cam, wall, a, b, 0.55, 2.45, `fill="${warm ? '#f0a656' : '#3a2416'}"`));
    if (warm) s.push(rect(cam, wall, a, b, 0.55, 1.3, 'fill="#c8782e" fill-opacity="0.6"'));
    for (let z = a; z < b; z += 0.055) {
      const q = cam.scale(z);
      s.push(cam.line(wall(z, 0.55), wall(z, 2.45), `stroke="#1a0f08" stroke-width="${f1(Math.max(0.7, q * 0.028))}"`));
    }
    s.push(rect(cam, wall, a, b, 2.35, 2.5, 'fill="#24160c"'));
    s.push(rect(cam, wall, a, b, 0.45, 0.6, 'fill="#24160c"'));
  }
  // The doorway: a lit entrance hall, a noren of three indigo panels, and the lantern.
  if (door) {
    const [a, b] = door;
    s.push(rect(cam, wall, a, b, 0, 2.3, 'fill="#f6c27a"'));
    s.push(rect(cam, wall, a, b, 0, 0.5, 'fill="#b07a48"'));
    const gap = 0.03;
    const w = (b - a - gap * 2) / 3;
    for (let k = 0; k < 3; k++) {
      const u0 = a + k * (w + gap);
      s.push(rect(cam, wall, u0, u0 + w, 1.15, 2.3, 'fill="#1d2c52"'));
      s.push(rect(cam, wall, u0, u0 + w, 2.18, 2.3, 'fill="#15203e"'));
    }
    if (crest) {
      // The house's crest, a pine in a ring, white across the middle panel.
      const [cx, cy] = cam.p(...wall((a + b) / 2, 1.7));
      const q = cam.scale((a + b) / 2);
      let pine = `<circle cx="${cx}" cy="${cy}" r="${f1(q * 0.17)}" fill="none" stroke="#efe8da" stroke-width="${f1(q * 0.022)}"/>`;
      for (let k = 0; k < 3; k++) {
        const y = cy - q * 0.1 + k * q * 0.065;
        const w = q * (0.05 + k * 0.03);
        pine += `<path d="M${f1(cx - w)} ${f1(y + q * 0.05)}L${f1(cx)} ${f1(y)}L${f1(cx + w)} ${f1(y + q * 0.05)}Z" fill="#efe8da"/>`;
      }
      s.push(
        `${pine}<rect x="${f1(cx - q * 0.012)}" y="${f1(cy + q * 0.07)}" width="${f1(q * 0.024)}" height="${f1(q * 0.06)}" fill="#efe8da"/>`,
      );
    }
    const [lx, ly] = cam.p(X + out * 0.35, 2.35, a - 0.35);
    s.push(
      `<line x1="${lx}" y1="${f1(cam.p(X + out * 0.35, 2.95, a - 0.35)[1])}" x2="${lx}" y2="${ly}" stroke="#120a06" stroke-width="1.2"/>`,
    );
    s.push(chochin(lx, ly + cam.scale(a - 0.35) * 0.27, cam.scale(a - 0.35), { glow: 1 }));
  }
  // Bamboo splash guard (inuyarai) curving out from the foot of the wall.
  for (const [a, b] of bays.filter(() => rand() < 0.6)) {
    const pts = [];
    for (let k = 0; k <= 6; k++) {
      const t = k / 6;
      pts.push([X + out * 0.32 * (1 - Math.sin((t * Math.PI) / 2)), 0.7 * t, 0]);
    }
    const front = pts.map((p) => [p[0], p[1], a]);
    const back = pts.map((p) => [p[0], p[1], b]).reverse();
    s.push(cam.poly([...front, ...back], 'fill="#2e1c0e"'));
    for (let z = a; z < b; z += 0.05) {
      const q = pts.map((p) => cam.p(p[0], p[1], z).join(' '));
      s.push(
        `<path d="M${q.join('L')}" fill="none" stroke="#1a0e06" stroke-width="${f1(Math.max(0.6, cam.scale(z) * 0.01))}"/>`,
      );
    }
  }
  // Pent roof: tiles sloping down and out from the wall, its dark underside, its eave line.
  const ro = X + out * 0.95;
  s.push(
    cam.poly(
      [
        [ro, 3.05, z0],
        [ro, 3.05, z1],
        [X, 3.6, z1],
        [X, 3.6, z0],
      ],
      'fill="#2a2c30"',
    ),
  );
  for (let z = z0; z < z1; z += 0.27)
    s.push(
      cam.line([ro, 3.05, z], [X, 3.6, z], `stroke="#121316" stroke-width="${f1(Math.max(0.6, cam.scale(z) * 0.03))}"`),
    );
  s.push(
    cam.poly(
      [
        [ro, 2.95, z0],
        [ro, 2.95, z1],
        [ro, 3.08, z1],
        [ro, 3.08, z0],
      ],
      'fill="#101114"',
    ),
  );
  // Upper floor: plaster with slatted windows, then the main roof.
  s.push(rect(cam, wall, z0, z1, 3.6, 5.4, `fill="${plaster}"`));
  for (let z = z0 + 0.6; z < z1 - 1.4; z += 2.6) {
    s.push(rect(cam, wall, z, z + 1.5, 4.0, 4.9, `fill="${rand() < lit * 0.6 ? '#c8843e' : '#1c140e'}"`));
    for (let zz = z + 0.08; zz < z + 1.5; zz += 0.16)
      s.push(rect(cam, wall, zz, zz + 0.08, 4.0, 4.9, `fill="${plaster}"`));
  }
  const ru = X + out * 1.1;
  s.push(
    cam.poly(
      [
        [ru, 5.3, z0],
        [ru, 5.3, z1],
        [X, 6.1, z1],
        [X, 6.1, z0],
      ],
      'fill="#25272b"',
    ),
  );
  for (let z = z0; z < z1; z += 0.27)
    s.push(
      cam.line([ru, 5.3, z], [X, 6.1, z], `stroke="#111215" stroke-width="${f1(Math.max(0.6, cam.scale(z) * 0.03))}"`),
    );
  s.push(
    cam.poly(
      [
        [ru, 5.2, z0],
        [ru, 5.2, z1],
        [ru, 5.33, z1],
        [ru, 5.33, z0],
      ],
      'fill="#0e0f12"',
    ),
  );
  s.push(cam.line([X, 0, z0], [X, 6.1, z0], `stroke="#0c0806" stroke-width="${f1(cam.scale(z0) * 0.08)}"`));
  return s.join('');
}

/** A five-storey pagoda's silhouette (Yasaka's, at the end of the street) at screen x, base y, height h pixels. */
function pagoda(x, y, h, fill) {
  let d = '';
  for (let k = 0; k < 5; k++) {
    const yb = y - (k * h * 0.72) / 5;
    const w = h * (0.3 - k * 0.03);
    d += `M${f1(x - w * 0.45)} ${f1(yb)}L${f1(x - w * 0.45)} ${f1(yb - h * 0.07)}L${f1(x - w)} ${f1(yb - h * 0.075)}Q${f1(x - w * 0.7)} ${f1(yb - h * 0.1)} ${f1(x - w * 0.3)} ${f1(yb - h * 0.13)}L${f1(x + w * 0.3)} ${f1(yb - h * 0.13)}Q${f1(x + w * 0.7)} ${f1(yb - h * 0.1)} ${f1(x + w)} ${f1(yb - h * 0.075)}L${f1(x + w * 0.45)} ${f1(yb - h * 0.07)}L${f1(x + w * 0.45)} ${f1(yb)}Z`;
  }
  d += `M${f1(x - h * 0.012)} ${f1(y - h * 0.78)}L${f1(x + h * 0.012)} ${f1(y - h * 0.78)}L${f1(x + h * 0.006)} ${f1(y - h)}L${f1(x - h * 0.006)} ${f1(y - h)}Z`;
  return `<path d="${d}" fill="${fill}"/>`;
}

/**
 * Matsubaya's street at dusk: a narrow stone-paved lane between machiya, Matsubaya's lattice front on the right
 * with its noren and lantern, neighbours' lit lattices down both sides, Yasaka's pagoda against the sky.
 * @param {object} o
 */
function machiyaStreet(o) {
  const rand = random(o.seed);
  const cam = camera({ x: o.camX ?? -0.7, y: 1.55, focal: o.focal ?? 640, vx: o.vx ?? 560, vy: o.vy ?? 560 });
  const hw = 2.3;
  const out = [
    `<linearGradient id="kyotoDusk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#121a3a"/><stop offset="0.45" stop-color="#34386a"/><stop offset="0.8" stop-color="#a8637a"/><stop offset="1" stop-color="#e49a6a"/></linearGradient>`,
    `<rect width="${VW}" height="1000" fill="url(#kyotoDusk)"/>`,
  ];
  for (let i = 0; i < 30; i++)
    out.push(
      `<circle cx="${f1(rand() * VW)}" cy="${f1(rand() * 200)}" r="${f1(0.6 + rand())}" fill="#fff" fill-opacity="${f1(0.2 + rand() * 0.5)}"/>`,
    );
  // Higashiyama's hills and the pagoda closing the street.
  let hill = `M0 ${cam.vy}`;
  for (let x = 0; x <= VW; x += 30) hill += `L${x} ${f1(cam.vy - 70 - Math.sin(x / 240) * 26 - rand() * 6)}`;
  out.push(`<path d="${hill}L${VW} ${cam.vy}Z" fill="#232440"/>`);
  out.push(pagoda(cam.vx + 20, cam.vy - 30, 230, '#161630'));
  // Far houses across the end of the street.
  out.push(`<rect x="${cam.vx - 140}" y="${cam.vy - 60}" width="280" height="80" fill="#1a1418"/>`);
  // The paving: granite setts in courses, a drain of cut stone down each side, wet where the lanterns shine.
  const ground = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, ground, -hw, hw, 1, 90, 'fill="#3a3436"'));
  for (let z = 1.2; z < 60; z += 0.32 + z * 0.002) {
    out.push(
      cam.line([-hw, 0, z], [hw, 0, z], `stroke="#1a1618" stroke-width="${f1(Math.max(0.5, cam.scale(z) * 0.012))}"`),
    );
    const step = 0.45 + rand() * 0.2;
    for (let x = -hw + rand() * step; x < hw; x += step + rand() * 0.2)
      out.push(
        cam.line(
          [x, 0, z],
          [x, 0, z + 0.32],
          `stroke="#1a1618" stroke-width="${f1(Math.max(0.4, cam.scale(z) * 0.01))}"`,
        ),
      );
    if (rand() < 0.5) {
      const x = -hw + rand() * 2 * hw;
      out.push(
        rect(cam, ground, x, x + 0.4, z, z + 0.3, `fill="${rand() < 0.5 ? '#4a4244' : '#2e2a2c'}" fill-opacity="0.7"`),
      );
    }
  }
  for (const side of [-1, 1]) out.push(rect(cam, ground, side * hw - 0.25, side * hw, 1, 90, 'fill="#242022"'));
  // Neighbours down the left, Matsubaya then neighbours on the right; far to near so the near ones cover.
  const left = [];
  for (let z = 0.6; z < 70;) {
    const len = 6 + rand() * 5;
    left.push([z, z + len]);
    z += len;
  }
  const right = [[0.6, 13.5, true]];
  for (let z = 13.5; z < 70;) {
    const len = 6 + rand() * 5;
    right.push([z, z + len, false]);
    z += len;
  }
  for (const [a, b] of left.reverse())
    out.push(
      machiya(cam, -hw, a, b, rand, {
        lit: 0.55,
        out: 1,
        tone: '#1a100a',
        plaster: '#4e4446',
        door: rand() < 0.4 ? [a + 1, a + 2.2] : null,
        crest: false,
      }),
    );
  for (const [a, b, ours] of right.reverse())
    out.push(
      machiya(cam, hw, a, b, rand, {
        lit: ours ? 1 : 0.5,
        out: -1,
        tone: ours ? '#24160c' : '#1a100a',
        plaster: ours ? '#6e6054' : '#4e4446',
        door: ours ? [5.4, 7.0] : rand() < 0.3 ? [a + 1.2, a + 2.4] : null,
        crest: ours,
      }),
    );
  // Warm light spilling on the wet setts below the lit fronts.
  out.push(
    `<ellipse cx="${cam.p(1.6, 0, 8)[0]}" cy="${cam.p(1.6, 0, 8)[1]}" rx="320" ry="60" fill="url(#pool)" fill-opacity="0.8"/>`,
  );
  out.push(
    `<ellipse cx="${cam.p(1.9, 0, 5)[0]}" cy="${cam.p(1.9, 0, 5)[1]}" rx="420" ry="90" fill="url(#pool)" fill-opacity="0.55"/>`,
  );
  // Wires overhead and a wooden pole, as on any Kyoto lane.
  const [px, py] = cam.p(-hw + 0.3, 0, 11);
  const [, pt] = cam.p(-hw + 0.3, 8.5, 11);
  out.push(
    `<line x1="${px}" y1="${py}" x2="${px}" y2="${pt}" stroke="#141014" stroke-width="${f1(cam.scale(11) * 0.26)}"/>`,
  );
  for (const y of [7.6, 7.9, 8.2]) {
    const a = cam.p(-hw + 0.3, y, 11);
    const b = cam.p(hw - 0.3, y - 0.2, 26);
    out.push(
      `<path d="M${a.join(' ')}Q${f1((a[0] + b[0]) / 2)} ${f1((a[1] + b[1]) / 2 + 25)} ${b.join(' ')}" fill="none" stroke="#0e0c10" stroke-width="1.4"/>`,
    );
    const c = cam.p(-hw + 0.3, y, 40);
    out.push(
      `<path d="M${a.join(' ')}Q${f1((a[0] + c[0]) / 2)} ${f1((a[1] + c[1]) / 2 + 30)} ${c.join(' ')}" fill="none" stroke="#0e0c10" stroke-width="1.1"/>`,
    );
  }
  // A few people in the lane, one in a kimono at Matsubaya's door.
  const people = [];
  for (let i = 0; i < (o.people ?? 4); i++) {
    const Z = 10 + rand() * 24;
    people.push({ z: Z, svg: person(cam, (rand() - 0.5) * 2.4, Z, rand) });
  }
  people.push({ z: 9.8, svg: standing(cam, 1.2, 9.8, rand, '#6a3a48') });
  people.sort((a, b) => b.z - a.z);
  out.push(...people.map((p) => p.svg));
  return out.join('');
}

/** Shoji on a plane: pale paper glowing between a grid of thin bars (kumiko), in frames `w` wide. */
function shoji(cam, on, u0, u1, v0, v1, { paper = '#f4e6c8', bar = '#5a3e24', w = 0.91 } = {}) {
  let s = rect(cam, on, u0, u1, v0, v1, `fill="${paper}"`);
  const q = (u) => Math.max(0.5, cam.scale(on(u, v0)[2]) * 0.012);
  for (let u = u0; u <= u1 + 1e-6; u += w / 3)
    s += cam.line(
      on(u, v0),
      on(u, v1),
      `stroke="${bar}" stroke-width="${f1(q(u) * (Math.abs(((u - u0) / w) % 1) < 0.01 ? 3 : 1))}"`,
    );
  for (let v = v0 + 0.25; v < v1; v += (v1 - v0) / 7)
    s += cam.line(on(u0, v), on(u1, v), `stroke="${bar}" stroke-width="${f1(q(u0))}"`);
  s += rect(cam, on, u0, u1, v0, v0 + 0.2, `fill="${bar}" fill-opacity="0.85"`);
  return s;
}

/** Tatami in their pattern on the floor: bands of mats, paired across or lengthwise, dark cloth edges (heri). */
function tatami(
  cam,
  x0,
  x1,
  z0,
  z1,
  rand,
  { straw = ['#b8a86a', '#c0ae72', '#b0a064', '#bcaa6c'], edge = '#2a2418' } = {},
) {
  const floor = plane([0, 0.001, 0], [1, 0, 0], [0, 0, 1]);
  const mats = [];
  let band = 0;
  for (let z = z1 - 1.82; z > z0 - 1.82; z -= 1.82, band++) {
    for (let x = x0, k = 0; x < x1 - 0.01; x += 1.82, k++) {
      if ((k + band) % 2) {
        mats.push([x, x + 0.91, z, z + 1.82, 'z'], [x + 0.91, x + 1.82, z, z + 1.82, 'z']);
      } else {
        mats.push([x, x + 1.82, z, z + 0.91, 'x'], [x, x + 1.82, z + 0.91, z + 1.82, 'x']);
      }
    }
  }
  let s = '';
  for (const [a, b, c0, d, dir] of mats) {
    if (d <= z0) continue;
    const c = Math.max(c0, z0);
    s += rect(cam, floor, a, b, c, d, `fill="${straw[Math.floor(rand() * straw.length)]}"`);
    // The weave runs across the mat's length.
    if (dir === 'x')
      for (let x = a + 0.03; x < b; x += 0.03)
        s += cam.line(floor(x, c), floor(x, d), 'stroke="#6a5a30" stroke-opacity="0.18" stroke-width="0.6"');
    else
      for (let z = c + 0.03; z < d; z += 0.03)
        s += cam.line(floor(a, z), floor(b, z), 'stroke="#6a5a30" stroke-opacity="0.22" stroke-width="0.6"');
    // The heri on the long sides.
    if (dir === 'x') {
      s +=
        rect(cam, floor, a, b, c, c + 0.035, `fill="${edge}"`) + rect(cam, floor, a, b, d - 0.035, d, `fill="${edge}"`);
    } else {
      s +=
        rect(cam, floor, a, a + 0.035, c, d, `fill="${edge}"`) + rect(cam, floor, b - 0.035, b, c, d, `fill="${edge}"`);
    }
    s += cam.poly(
      [floor(a, c), floor(b, c), floor(b, d), floor(a, d)],
      'fill="none" stroke="#6a5a34" stroke-width="0.8"',
    );
  }
  return s;
}

/** A hanging scroll (kakejiku) on a wall plane: brocade mount, paper, a column of brushed characters. */
function kakejiku(cam, on, u, v0, v1, w, rand) {
  let s = rect(cam, on, u - w / 2, u + w / 2, v0, v1, 'fill="#5a6a58"');
  s += rect(cam, on, u - w * 0.36, u + w * 0.36, v0 + (v1 - v0) * 0.12, v1 - (v1 - v0) * 0.18, 'fill="#eee4cc"');
  s += rect(cam, on, u - w / 2 - 0.02, u + w / 2 + 0.02, v0 - 0.03, v0, 'fill="#2a1a10"');
  for (let k = 0; k < 5; k++) {
    const v = v1 - (v1 - v0) * (0.24 + k * 0.115);
    const pts = [];
    for (let j = 0; j < 4; j++) pts.push(on(u + (rand() - 0.5) * w * 0.35, v - rand() * (v1 - v0) * 0.08));
    const q = pts.map((p) => cam.p(...p).join(' '));
    s += `<path d="M${q.join('L')}" fill="none" stroke="#1a1410" stroke-width="${f1(cam.scale(on(u, v)[2]) * 0.018)}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }
  s += cam.line(on(u, v1), on(u, v1 + 0.25), 'stroke="#2a1a10" stroke-width="1"');
  return s;
}

/**
 * The zashiki: a tatami room in one-point perspective seen from a kneeling guest's height, shoji glowing down the
 * garden side, fusuma on the other, the tokonoma with its scroll and the staggered shelves at the far end, a board
 * ceiling, low lacquer tables set for a kaiseki dinner on both sides with cushions.
 * @param {object} o
 */
function zashiki(o) {
  const rand = random(o.seed);
  const W = 5.46;
  const hw = W / 2;
  const L = 6.2;
  const H = 2.55;
  const z0 = 0.5;
  const cx = o.camX ?? 0.3;
  const cy = o.camY ?? 1.15;
  const cam = camera({ x: cx, y: cy, focal: o.focal ?? 780, vx: o.vx ?? 720, vy: o.vy ?? 440 });
  const out = [`<rect width="${VW}" height="1000" fill="#2a1c12"/>`];
  const back = plane([0, 0, L], [1, 0, 0], [0, 1, 0]);
  const leftWall = plane([-hw, 0, 0], [0, 0, 1], [0, 1, 0]);
  const rightWall = plane([hw, 0, 0], [0, 0, 1], [0, 1, 0]);
  const ceiling = plane([0, H, 0], [1, 0, 0], [0, 0, 1]);
  // Ceiling: pale cedar boards, thin battens (sao) running the room's length, a dark cornice.
  out.push(rect(cam, ceiling, -hw, hw, z0, L, 'fill="#8a6a44"'));
  for (let x = -hw; x <= hw; x += 0.46) out.push(cam.line([x, H, z0], [x, H, L], 'stroke="#3a2614" stroke-width="2"'));
  for (let x = -hw + 0.1; x < hw; x += 0.23)
    out.push(cam.line([x, H, z0], [x, H, L], 'stroke="#6a4e30" stroke-opacity="0.4" stroke-width="0.8"'));
  // The far wall: the tokonoma on the left, the shelves on the right, clay plaster above the lintel.
  out.push(rect(cam, back, -hw, hw, 0, H, 'fill="#a88a62"'));
  const post = -0.35;
  const nook = plane([0, 0, L + 0.75], [1, 0, 0], [0, 1, 0]);
  out.push(rect(cam, nook, -hw, post, 0, 1.95, 'fill="#b89a6c"'));
  out.push(
    cam.poly(
      [
        [post, 0, L],
        [post, 0, L + 0.75],
        [post, 1.95, L + 0.75],
        [post, 1.95, L],
      ],
      'fill="#8a6e4c"',
    ),
  );
  out.push(
    cam.poly(
      [
        [-hw, 0.14, L],
        [post, 0.14, L],
        [post, 0.14, L + 0.75],
        [-hw, 0.14, L + 0.75],
      ],
      'fill="#6a5232"',
    ),
  );
  out.push(rect(cam, back, -hw, post, 0, 0.14, 'fill="#140c08"'));
  out.push(kakejiku(cam, nook, (-hw + post) / 2, 0.55, 1.75, 0.5, rand));
  // An ikebana: a dark vase and a branch of maple.
  {
    const [vx, vy] = cam.p((-hw + post) / 2 + 0.55, 0.14, L + 0.5);
    const q = cam.scale(L + 0.5);
    out.push(
      `<path d="M${f1(vx - q * 0.07)} ${f1(vy)}Q${f1(vx - q * 0.1)} ${f1(vy - q * 0.2)} ${f1(vx - q * 0.03)} ${f1(vy - q * 0.28)}L${f1(vx + q * 0.03)} ${f1(vy - q * 0.28)}Q${f1(vx + q * 0.1)} ${f1(vy - q * 0.2)} ${f1(vx + q * 0.07)} ${f1(vy)}Z" fill="#2a2420"/>`,
    );
    out.push(
      `<path d="M${f1(vx)} ${f1(vy - q * 0.28)}Q${f1(vx - q * 0.05)} ${f1(vy - q * 0.6)} ${f1(vx - q * 0.3)} ${f1(vy - q * 0.75)}" fill="none" stroke="#3a2214" stroke-width="${f1(q * 0.012)}"/>`,
    );
    for (let k = 0; k < 14; k++)
      out.push(
        `<circle cx="${f1(vx - q * (0.05 + rand() * 0.3))}" cy="${f1(vy - q * (0.45 + rand() * 0.35))}" r="${f1(q * 0.025)}" fill="${['#b8321e', '#d0542a', '#9a2a1a'][k % 3]}"/>`,
      );
  }
  out.push(rect(cam, back, -hw, post, 1.95, 2.05, 'fill="#3a2616"'));
  // Tokobashira, the alcove's post, and the shelves beside it: cupboards below and above, two staggered shelves.
  out.push(rect(cam, back, post - 0.06, post + 0.06, 0, H, 'fill="#4a3020"'));
  out.push(rect(cam, back, post + 0.06, hw, 0, 0.38, 'fill="#d8c8a4"'));
  out.push(cam.line(back((post + hw) / 2, 0), back((post + hw) / 2, 0.38), 'stroke="#5a4028" stroke-width="1.2"'));
  out.push(rect(cam, back, post + 0.06, hw, 0.36, 0.4, 'fill="#2a1a10"'));
  out.push(rect(cam, back, post + 0.25, post + 1.55, 1.0, 1.05, 'fill="#2a1a10"'));
  out.push(rect(cam, back, post + 1.45, hw - 0.2, 1.22, 1.27, 'fill="#2a1a10"'));
  out.push(rect(cam, back, post + 0.06, hw, 1.6, 1.95, 'fill="#d8c8a4"'));
  out.push(rect(cam, back, -hw, hw, 1.93, 2.02, 'fill="#3a2616"'));
  // Side walls: shoji glowing from the garden on the right, fusuma on the left, the lintel (nageshi) round.
  out.push(rect(cam, rightWall, z0, L, 0, H, 'fill="#a88a62"'));
  out.push(shoji(cam, rightWall, z0, L, 0, 1.9, { paper: '#f8e8c6' }));
  out.push(rect(cam, leftWall, z0, L, 0, H, 'fill="#a88a62"'));
  out.push(rect(cam, leftWall, z0, L, 0, 1.9, 'fill="#dccdaa"'));
  for (let z = L; z > z0; z -= 0.91) {
    out.push(cam.line(leftWall(z, 0), leftWall(z, 1.9), `stroke="#2a1a10" stroke-width="${f1(cam.scale(z) * 0.02)}"`));
    const [hx, hy] = cam.p(...leftWall(z - 0.12, 0.85));
    out.push(
      `<ellipse cx="${hx}" cy="${hy}" rx="${f1(cam.scale(z) * 0.012)}" ry="${f1(cam.scale(z) * 0.035)}" fill="#3a2a1a"/>`,
    );
    // Faint silver clouds printed on the paper.
    for (let k = 0; k < 2; k++) {
      const [gx, gy] = cam.p(...leftWall(z - 0.2 - rand() * 0.5, 0.4 + rand() * 1.3));
      out.push(
        `<ellipse cx="${gx}" cy="${gy}" rx="${f1(cam.scale(z) * 0.05)}" ry="${f1(cam.scale(z) * 0.1)}" fill="#efe4c8" fill-opacity="0.6"/>`,
      );
    }
  }
  for (const wall of [leftWall, rightWall]) {
    out.push(rect(cam, wall, z0, L, 1.9, 2.02, 'fill="#3a2616"'));
    out.push(rect(cam, wall, z0, L, 2.45, H, 'fill="#3a2616"'));
    // Transom (ranma): a carved panel of slats between lintel and ceiling.
    for (let z = z0; z < L; z += 0.12)
      out.push(cam.line(wall(z, 2.05), wall(z, 2.4), 'stroke="#5a4028" stroke-width="1.5"'));
    for (let z = L; z > z0; z -= 1.82) out.push(rect(cam, wall, z - 0.06, z + 0.06, 0, H, 'fill="#4a3020"'));
  }
  out.push(tatami(cam, -hw, hw, z0, L, rand));
  // Low tables on both sides, a cushion behind each, trays, bowls and plates; an andon lamp in the corner.
  const things = [];
  for (const side of [-1, 1]) {
    for (let z = 1.5; z < L - 0.9; z += 1.0) {
      const x0 = side < 0 ? -1.55 : 0.95;
      const x1 = x0 + 0.6;
      things.push({
        z,
        svg: box(cam, cx, cy, [x0, x1], [0, 0.33], [z, z + 0.82], {
          top: '#2a0e0a',
          front: '#180806',
          side: '#200a08',
        }),
      });
      for (const zz of [z + 0.2, z + 0.6]) {
        const tx = (x0 + x1) / 2;
        const [px, py] = cam.p(tx + side * 0.08, 0.335, zz);
        const q = cam.scale(zz);
        things.push({
          z: z - 0.01,
          svg:
            cam.poly(
              [
                [tx - 0.2, 0.335, zz - 0.17],
                [tx + 0.2, 0.335, zz - 0.17],
                [tx + 0.2, 0.335, zz + 0.17],
                [tx - 0.2, 0.335, zz + 0.17],
              ],
              'fill="#0e0606"',
            ) +
            `<ellipse cx="${px}" cy="${py}" rx="${f1(q * 0.075)}" ry="${f1(q * 0.03)}" fill="#f2ead8"/>` +
            `<ellipse cx="${f1(px - side * q * 0.12)}" cy="${f1(py - q * 0.02)}" rx="${f1(q * 0.05)}" ry="${f1(q * 0.03)}" fill="#9a1a12"/>` +
            `<ellipse cx="${f1(px - side * q * 0.12)}" cy="${f1(py - q * 0.035)}" rx="${f1(q * 0.045)}" ry="${f1(q * 0.015)}" fill="#1a0a08"/>` +
            cam.line(
              [tx - side * 0.16, 0.34, zz - 0.12],
              [tx - side * 0.16, 0.34, zz + 0.1],
              `stroke="#d8c090" stroke-width="${f1(q * 0.008)}"`,
            ),
        });
        const cushionX = side < 0 ? [-2.35, -1.75] : [1.75, 2.35];
        things.push({
          z: zz + 0.05,
          svg: box(cam, cx, cy, cushionX, [0, 0.09], [zz - 0.28, zz + 0.28], {
            top: '#6a2a4a',
            front: '#4a1a32',
            side: '#52203a',
          }),
        });
      }
    }
  }
  {
    const [ax, ay] = cam.p(2.3, 0, 1.6);
    const q = cam.scale(1.6);
    things.push({
      z: 1.6,
      svg: `${bulb(ax, ay - q * 0.55, q * 0.05, 0.8)}<rect x="${f1(ax - q * 0.14)}" y="${f1(ay - q * 0.8)}" width="${f1(q * 0.28)}" height="${f1(q * 0.62)}" fill="#ffe0a8"/><rect x="${f1(ax - q * 0.14)}" y="${f1(ay - q * 0.8)}" width="${f1(q * 0.28)}" height="${f1(q * 0.62)}" fill="none" stroke="#2a1a10" stroke-width="${f1(q * 0.02)}"/><path d="M${f1(ax - q * 0.12)} ${f1(ay - q * 0.18)}L${f1(ax - q * 0.14)} ${f1(ay)}M${f1(ax + q * 0.12)} ${f1(ay - q * 0.18)}L${f1(ax + q * 0.14)} ${f1(ay)}" stroke="#2a1a10" stroke-width="${f1(q * 0.02)}"/>`,
    });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  out.push(
    `<ellipse cx="${cam.p(2.2, 0.8, 3)[0]}" cy="${cam.vy + 80}" rx="700" ry="420" fill="url(#pool)" fill-opacity="0.35"/>`,
  );
  return out.join('');
}

/** A stone lantern (kasuga-dōrō) at screen (x, y), `s` pixels to the metre, `h` metres tall, lit or not. */
function toro(x, y, s, h, lit) {
  const u = (k) => f1(k * s * h);
  const stone = '#8a867a';
  const dark = '#5a5850';
  return (
    `<path d="M${f1(x - s * h * 0.2)} ${f1(y)}L${f1(x + s * h * 0.2)} ${f1(y)}L${f1(x + s * h * 0.14)} ${f1(y - s * h * 0.1)}L${f1(x - s * h * 0.14)} ${f1(y - s * h * 0.1)}Z" fill="${dark}"/>` +
    `<rect x="${f1(x - s * h * 0.05)}" y="${f1(y - s * h * 0.48)}" width="${u(0.1)}" height="${u(0.38)}" fill="${stone}"/>` +
    `<path d="M${f1(x - s * h * 0.16)} ${f1(y - s * h * 0.48)}L${f1(x + s * h * 0.16)} ${f1(y - s * h * 0.48)}L${f1(x + s * h * 0.11)} ${f1(y - s * h * 0.55)}L${f1(x - s * h * 0.11)} ${f1(y - s * h * 0.55)}Z" fill="${stone}"/>` +
    `<rect x="${f1(x - s * h * 0.1)}" y="${f1(y - s * h * 0.72)}" width="${u(0.2)}" height="${u(0.17)}" fill="${stone}"/>` +
    `<rect x="${f1(x - s * h * 0.05)}" y="${f1(y - s * h * 0.69)}" width="${u(0.1)}" height="${u(0.1)}" fill="${lit ? '#ffc870' : '#2a2824'}"/>` +
    (lit ? bulb(x, y - s * h * 0.64, s * h * 0.02, 0.8) : '') +
    `<path d="M${f1(x - s * h * 0.26)} ${f1(y - s * h * 0.7)}Q${f1(x - s * h * 0.15)} ${f1(y - s * h * 0.74)} ${f1(x - s * h * 0.05)} ${f1(y - s * h * 0.86)}L${f1(x + s * h * 0.05)} ${f1(y - s * h * 0.86)}Q${f1(x + s * h * 0.15)} ${f1(y - s * h * 0.74)} ${f1(x + s * h * 0.26)} ${f1(y - s * h * 0.7)}L${f1(x + s * h * 0.22)} ${f1(y - s * h * 0.73)}L${f1(x - s * h * 0.22)} ${f1(y - s * h * 0.73)}Z" fill="${dark}"/>` +
    `<circle cx="${f1(x)}" cy="${f1(y - s * h * 0.91)}" r="${u(0.05)}" fill="${stone}"/><path d="M${f1(x - s * h * 0.02)} ${f1(y - s * h * 0.95)}L${f1(x)} ${f1(y - s * h)}L${f1(x + s * h * 0.02)} ${f1(y - s * h * 0.95)}Z" fill="${stone}"/>` +
    `<ellipse cx="${f1(x - s * h * 0.08)}" cy="${f1(y - s * h * 0.72)}" rx="${u(0.09)}" ry="${u(0.02)}" fill="#5a7a38" fill-opacity="0.8"/>`
  );
}

/** A Japanese maple at (X, Z): a slender leaning trunk and layered clouds of small leaves, green turning red. */
function momiji(
  cam,
  X,
  Z,
  rand,
  { height = 4, spread = 1.8, colours = ['#b8321e', '#d85a2a', '#e8902e', '#8a2a1a', '#6a8a30'] } = {},
) {
  const s = cam.scale(Z);
  const [x, y] = cam.p(X, 0, Z);
  const out = [];
  const top = [x + s * 0.35, y - s * height * 0.6];
  out.push(
    `<path d="M${f1(x - s * 0.07)} ${f1(y)}Q${f1(x - s * 0.1)} ${f1(y - s * height * 0.3)} ${f1(top[0] - s * 0.03)} ${f1(top[1])}L${f1(top[0] + s * 0.03)} ${f1(top[1])}Q${f1(x + s * 0.05)} ${f1(y - s * height * 0.3)} ${f1(x + s * 0.07)} ${f1(y)}Z" fill="#2a2018"/>`,
  );
  for (const [dx, dy] of [
    [-0.9, 0.75],
    [0.9, 0.85],
    [0.2, 0.95],
    [-0.3, 0.55],
  ])
    out.push(
      `<path d="M${top.join(' ')}Q${f1(top[0] + dx * s * 0.4)} ${f1(top[1] - s * 0.3)} ${f1(x + dx * spread * s * 0.8)} ${f1(y - s * height * dy)}" fill="none" stroke="#2a2018" stroke-width="${f1(s * 0.035)}"/>`,
    );
  for (let k = 0; k < 650; k++) {
    const layer = Math.floor(rand() * 3);
    const a = rand() * Math.PI * 2;
    const r = Math.sqrt(rand());
    const lx = x + s * (Math.cos(a) * r * spread + 0.2);
    const ly = y - s * height * (0.62 + layer * 0.13) - Math.sin(a) * r * s * 0.35;
    out.push(
      `<circle cx="${f1(lx)}" cy="${f1(ly)}" r="${f1(s * (0.05 + rand() * 0.06))}" fill="${colours[Math.floor(rand() * colours.length)]}" fill-opacity="${f1(0.75 + rand() * 0.25)}"/>`,
    );
  }
  return out.join('');
}

/**
 * The tsuboniwa from the engawa: polished boards and posts framing a small walled garden, moss, stepping stones
 * from the shoe stone, a stone lantern, a maple turning red, a water basin; the eaves overhead, a strip of sky.
 * @param {object} o
 */
function tsuboniwa(o) {
  const rand = random(o.seed);
  const cam = camera({ x: 0, y: o.camY ?? 1.45, focal: o.focal ?? 600, vx: 750, vy: o.vy ?? 480 });
  const out = [
    `<linearGradient id="kyotoDay" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8aaed0"/><stop offset="1" stop-color="#d8e4ea"/></linearGradient>`,
    `<rect width="${VW}" height="1000" fill="url(#kyotoDay)"/>`,
  ];
  const G = 7.5;
  // The far side: the next wing's roof, its plaster wall and shoji, the garden's white walls left and right.
  const back = plane([0, 0, G], [1, 0, 0], [0, 1, 0]);
  out.push(
    cam.poly(
      [
        [-6, 3.2, G - 0.8],
        [6, 3.2, G - 0.8],
        [6, 4.6, G + 1],
        [-6, 4.6, G + 1],
      ],
      'fill="#3a3c40"',
    ),
  );
  for (let x = -6; x < 6; x += 0.27)
    out.push(cam.line([x, 3.2, G - 0.8], [x, 4.6, G + 1], 'stroke="#26282c" stroke-width="1.4"'));
  out.push(rect(cam, back, -6, 6, 0, 3.2, 'fill="#d8d0c0"'));
  out.push(shoji(cam, back, -1.8, 1.8, 0.45, 2.3, { paper: '#e8e2d2', bar: '#4a3420' }));
  out.push(rect(cam, back, -6, 6, 0, 0.45, 'fill="#3a2a1c"'));
  out.push(rect(cam, back, -6, 6, 2.3, 2.42, 'fill="#3a2a1c"'));
  for (const x of [-1.82, 1.82, -3.64, 3.64]) out.push(rect(cam, back, x - 0.06, x + 0.06, 0, 3.2, 'fill="#3a2a1c"'));
  for (const side of [-1, 1]) {
    const wall = plane([side * 3.4, 0, 0], [0, 0, 1], [0, 1, 0]);
    out.push(rect(cam, wall, 1.8, G, 0, 2.6, 'fill="#e2dccc"'));
    out.push(rect(cam, wall, 1.8, G, 0, 0.5, 'fill="#6a6258"'));
    out.push(
      cam.poly(
        [
          [side * 3.4, 2.6, 1.8],
          [side * 3.4, 2.6, G],
          [side * 3.1, 2.8, G],
          [side * 3.1, 2.8, 1.8],
        ],
        'fill="#2e3034"',
      ),
    );
  }
  // Moss: a green ground of many soft patches.
  const ground = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, ground, -3.4, 3.4, 1.6, G, 'fill="#48632a"'));
  for (let i = 0; i < 1600; i++) {
    const X = (rand() - 0.5) * 6.8;
    const Z = 1.8 + rand() * (G - 1.8);
    const [mx, my] = cam.p(X, 0, Z);
    const q = cam.scale(Z);
    out.push(
      `<ellipse cx="${mx}" cy="${my}" rx="${f1(q * (0.06 + rand() * 0.12))}" ry="${f1(q * (0.015 + rand() * 0.03))}" fill="${['#3a5a22', '#5a7a30', '#6a8a38', '#2e4a1c', '#7a9440'][Math.floor(rand() * 5)]}" fill-opacity="0.7"/>`,
    );
  }
  const things = [];
  // Stepping stones from the shoe stone toward the lantern, grey and flat; a few fallen leaves.
  const steps = [
    [0.2, 2.3, 0.45],
    [0.6, 2.95, 0.28],
    [0.2, 3.5, 0.26],
    [0.7, 4.05, 0.27],
    [1.15, 4.6, 0.25],
    [0.75, 5.2, 0.24],
    [1.3, 5.8, 0.23],
  ];
  for (const [X, Z, r] of steps)
    things.push({
      z: Z + 10,
      svg: cam.poly(
        ring(X, 0.03, Z, r, 14).map((p, k) => [p[0] + (k % 3) * 0.02, p[1], p[2] + (k % 2) * 0.02]),
        `fill="${rand() < 0.5 ? '#9a968a' : '#8a867c'}" stroke="#5a584e" stroke-width="1"`,
      ),
    });
  for (let i = 0; i < 90; i++) {
    const [lx, ly] = cam.p(-2.2 + rand() * 2.4, 0.01, 4.5 + rand() * 2.5);
    things.push({
      z: 20,
      svg: `<circle cx="${lx}" cy="${ly}" r="${f1(1 + rand() * 2)}" fill="${rand() < 0.6 ? '#b8321e' : '#d8702a'}"/>`,
    });
  }
  things.push({ z: 5.9, svg: toro(...cam.p(1.75, 0, 5.9), cam.scale(5.9), 2.0, false) });
  things.push({ z: 5.9, svg: momiji(cam, -1.6, 5.9, rand, { height: 3.6, spread: 1.9 }) });
  // The water basin (tsukubai) with its bamboo spout, a low stone beside it.
  things.push({
    z: 4.0,
    svg:
      drum(cam, -1.3, 4.0, 0.32, 0, 0.42, '#7a766c', '#8a867a') +
      cam.poly(ring(-1.3, 0.43, 4.0, 0.2, 20), 'fill="#2a3a40"') +
      cam.line([-1.3, 0.55, 4.2], [-1.3, 0.6, 4.8], 'stroke="#a89a50" stroke-width="6"') +
      cam.line([-1.3, 0, 4.8], [-1.3, 0.6, 4.8], 'stroke="#8a7a40" stroke-width="7"'),
  });
  // Clipped azaleas and ferns along the walls.
  for (const [X, Z, r] of [
    [-2.9, 3.0, 0.55],
    [2.8, 3.4, 0.6],
    [-2.7, 6.8, 0.7],
    [2.9, 7.0, 0.5],
    [-0.3, 6.9, 0.45],
  ]) {
    const [bx, by] = cam.p(X, 0, Z);
    const q = cam.scale(Z);
    things.push({
      z: Z,
      svg: `<ellipse cx="${bx}" cy="${f1(by - q * r * 0.5)}" rx="${f1(q * r * 1.1)}" ry="${f1(q * r * 0.65)}" fill="#2e4a20"/><ellipse cx="${f1(bx - q * r * 0.2)}" cy="${f1(by - q * r * 0.75)}" rx="${f1(q * r * 0.7)}" ry="${f1(q * r * 0.35)}" fill="#4a6a2c" fill-opacity="0.8"/>`,
    });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // The engawa: polished boards running along the house, the shoe stone below its edge, posts, the eaves.
  const deck = plane([0, 0.5, 0], [1, 0, 0], [0, 0, 1]);
  out.push(
    cam.poly(
      [
        [-4, 0, 1.75],
        [4, 0, 1.75],
        [4, 0.5, 1.75],
        [-4, 0.5, 1.75],
      ],
      'fill="#2a1a10"',
    ),
  );
  out.push(box(cam, 0, 1.45, [-0.4, 0.5], [0, 0.32], [1.85, 2.35], { top: '#a09a8c', front: '#7a766c' }));
  out.push(rect(cam, deck, -4, 4, 0.4, 1.75, 'fill="#6a4a2c"'));
  for (let z = 0.4; z < 1.75; z += 0.15)
    out.push(cam.line(deck(-4, z), deck(4, z), 'stroke="#3a2414" stroke-width="1.2" stroke-opacity="0.7"'));
  out.push(`<ellipse cx="750" cy="${cam.p(0, 0.5, 1.2)[1]}" rx="520" ry="50" fill="#d8e4ea" fill-opacity="0.07"/>`);
  for (const X of [-1.95, 1.95])
    out.push(
      box(cam, 0, 1.45, [X - 0.06, X + 0.06], [0.5, 2.7], [1.65, 1.77], {
        top: '#3a2616',
        front: '#4a3020',
        side: '#2e1e10',
      }),
    );
  const eave = plane([0, 2.7, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, eave, -4, 4, 0.4, 2.4, 'fill="#3a2818"'));
  for (let x = -4; x <= 4; x += 0.3)
    out.push(cam.line(eave(x, 0.4), eave(x, 2.4), 'stroke="#1e140a" stroke-width="3"'));
  out.push(
    cam.poly(
      [
        [-4, 2.6, 2.4],
        [4, 2.6, 2.4],
        [4, 2.72, 2.4],
        [-4, 2.72, 2.4],
      ],
      'fill="#1a120a"',
    ),
  );
  out.push(
    cam.poly(
      [
        [-4, 2.55, 1.7],
        [4, 2.55, 1.7],
        [4, 2.7, 1.7],
        [-4, 2.7, 1.7],
      ],
      'fill="#2a1a10"',
    ),
  );
  return out.join('');
}

/**
 * The kura: the storehouse's one room, thick white plaster walls over dark board wainscot, heavy beams and rafters
 * under the roof, the plaster-clad door standing open at the far end on the garden at dusk, a long table of
 * candles down the middle.
 * @param {object} o
 */
function kura(o) {
  const rand = random(o.seed);
  const W = 5.4;
  const hw = W / 2;
  const L = 10.8;
  const He = 3.0;
  const Hr = 5.0;
  const z0 = 0.8;
  const cx = o.camX ?? 0.1;
  const cy = o.camY ?? 1.7;
  const cam = camera({ x: cx, y: cy, focal: o.focal ?? 560, vx: o.vx ?? 700, vy: o.vy ?? 560 });
  const out = [`<rect width="${VW}" height="1000" fill="#1a120c"/>`];
  const back = plane([0, 0, L], [1, 0, 0], [0, 1, 0]);
  const white = '#cfc3aa';
  // Gable end with the door: plaster, the stepped jambs, the night garden through it, the leaf swung open.
  const gable = [
    [-hw, 0],
    [hw, 0],
    [hw, He],
    [0, Hr],
    [-hw, He],
  ];
  out.push(
    loops(
      cam,
      back,
      [
        gable,
        [
          [-0.8, 0],
          [0.8, 0],
          [0.8, 2.1],
          [-0.8, 2.1],
        ],
      ],
      `fill="${white}"`,
    ),
  );
  out.push(rect(cam, plane([0, 0, L + 0.9], [1, 0, 0], [0, 1, 0]), -0.8, 0.8, 0, 2.1, 'fill="#1e2440"'));
  out.push(rect(cam, plane([0, 0, L + 0.9], [1, 0, 0], [0, 1, 0]), -0.8, 0.8, 0, 0.6, 'fill="#1a2418"'));
  {
    const [gx, gy] = cam.p(0.3, 1.2, L + 3);
    out.push(`<circle cx="${gx}" cy="${gy}" r="14" fill="#ffc870"/>${bulb(gx, gy, 4, 0.7)}`);
  }
  for (const side of [-1, 1]) {
    for (let k = 0; k < 3; k++) {
      const x = side * (0.8 + k * 0.12);
      out.push(
        cam.poly(
          [
            [x, 0, L],
            [x, 0, L + 0.9 - k * 0.3],
            [x, 2.1 + k * 0.12, L + 0.9 - k * 0.3],
            [x, 2.1 + k * 0.12, L],
          ],
          `fill="${k % 2 ? '#1a1614' : '#c8c0b0'}"`,
        ),
      );
    }
    out.push(
      cam.poly(
        [
          [-0.8, 2.1, L],
          [0.8, 2.1, L],
          [0.8, 2.1, L + 0.9],
          [-0.8, 2.1, L + 0.9],
        ],
        'fill="#8a8478"',
      ),
    );
  }
  out.push(
    `<path d="M${cam.p(-1.2, 0, L).join(' ')}L${cam.p(-1.2, 2.45, L).join(' ')}L${cam.p(1.2, 2.45, L).join(' ')}L${cam.p(1.2, 0, L).join(' ')}" fill="none" stroke="#1a1614" stroke-width="${f1(cam.scale(L) * 0.1)}"/>`,
  );
  // The open door leaf, 25 cm thick, stepped at its edge, standing against the left of the gable wall.
  out.push(
    box(cam, cx, cy, [-2.05, -0.9], [0, 2.25], [L - 0.25, L], { top: '#c8c0b0', front: '#ece4d4', side: '#b8b0a0' }),
  );
  out.push(box(cam, cx, cy, [-2.0, -0.95], [0.05, 2.2], [L - 0.3, L - 0.25], { top: '#2a2420', front: '#221c18' }));
  out.push(rect(cam, plane([0, 0, L - 0.3], [1, 0, 0], [0, 1, 0]), -1.85, -1.1, 0.2, 2.05, 'fill="#e6dece"'));
  // Side walls: board wainscot, white plaster, a small barred window high on each.
  for (const side of [-1, 1]) {
    const wall = plane([side * hw, 0, 0], [0, 0, 1], [0, 1, 0]);
    out.push(rect(cam, wall, z0, L, 0, He, `fill="${side < 0 ? '#c4b89e' : '#b8ac92'}"`));
    for (let i = 0; i < 40; i++) {
      const z = z0 + rand() * (L - z0);
      const [wx, wy] = cam.p(...wall(z, 1 + rand() * 1.9));
      out.push(
        `<ellipse cx="${wx}" cy="${wy}" rx="${f1(cam.scale(z) * (0.2 + rand() * 0.4))}" ry="${f1(cam.scale(z) * (0.1 + rand() * 0.3))}" fill="#b8ae98" fill-opacity="0.07"/>`,
      );
    }
    out.push(rect(cam, wall, z0, L, 0, 0.95, 'fill="#2e1e12"'));
    for (let z = z0; z < L; z += 0.3)
      out.push(cam.line(wall(z, 0), wall(z, 0.95), 'stroke="#160e08" stroke-width="1.2"'));
    out.push(rect(cam, wall, z0, L, 0.92, 1.0, 'fill="#1a100a"'));
    for (const zw of [4.5, 8.2]) {
      out.push(rect(cam, wall, zw, zw + 0.7, 2.0, 2.55, 'fill="#1e2440"'));
      for (let z = zw + 0.1; z < zw + 0.7; z += 0.14)
        out.push(cam.line(wall(z, 2.0), wall(z, 2.55), 'stroke="#0e0c0c" stroke-width="2.5"'));
      out.push(
        cam.poly(
          [wall(zw - 0.05, 1.95), wall(zw + 0.75, 1.95), wall(zw + 0.75, 2.6), wall(zw - 0.05, 2.6)],
          'fill="none" stroke="#1a1614" stroke-width="4"',
        ),
      );
    }
  }
  // The roof: boards, purlins along the length, the ridge, rafters; tie beams and king posts across every bay.
  for (const side of [-1, 1]) {
    const slope = [
      [side * hw, He, z0],
      [side * hw, He, L],
      [0, Hr, L],
      [0, Hr, z0],
    ];
    out.push(cam.poly(slope, `fill="${side < 0 ? '#3a2a1c' : '#30221a'}"`));
    for (let z = z0; z < L; z += 0.45)
      out.push(cam.line([side * hw, He, z], [0, Hr, z], 'stroke="#1a100a" stroke-width="3"'));
    for (const t of [0.3, 0.62])
      out.push(
        cam.line(
          [side * hw * (1 - t), He + (Hr - He) * t - 0.1, z0],
          [side * hw * (1 - t), He + (Hr - He) * t - 0.1, L],
          `stroke="#120a06" stroke-width="${f1(cam.scale(z0 + 1) * 0.2)}"`,
        ),
      );
  }
  out.push(
    cam.line([0, Hr - 0.12, z0], [0, Hr - 0.12, L], `stroke="#0e0804" stroke-width="${f1(cam.scale(z0 + 1) * 0.28)}"`),
  );
  for (let z = L - 0.6; z > z0 + 0.5; z -= 1.8) {
    out.push(
      box(cam, cx, cy, [-hw, hw], [He - 0.35, He], [z, z + 0.32], {
        top: '#2a1a10',
        front: '#1a100a',
        side: '#1a100a',
      }),
    );
    out.push(
      box(cam, cx, cy, [-0.12, 0.12], [He, Hr - 0.1], [z + 0.04, z + 0.28], {
        top: '#2a1a10',
        front: '#1a100a',
        side: '#24160c',
      }),
    );
  }
  // Floor: wide dark boards.
  const floor = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, floor, -hw, hw, z0, L, 'fill="#3a2616"'));
  for (let x = -hw; x < hw; x += 0.32)
    out.push(cam.line([x, 0, z0], [x, 0, L], 'stroke="#1a0e06" stroke-width="1.2" stroke-opacity="0.7"'));
  // The long table: dark wood, a linen runner, white plates, tall candles in brass; benches and a few guests.
  const things = [];
  const t0 = 1.7;
  const t1 = L - 1.6;
  things.push({
    z: t1 + 1,
    svg:
      box(cam, cx, cy, [-0.5, 0.5], [0.6, 0.74], [t0, t1], { top: '#4a2e1a', front: '#2a1a0e', side: '#2a1a0e' }) +
      cam.poly(
        [
          [-0.2, 0.745, t0],
          [0.2, 0.745, t0],
          [0.2, 0.745, t1],
          [-0.2, 0.745, t1],
        ],
        'fill="#ece2cc" fill-opacity="0.9"',
      ),
  });
  for (let z = t0 + 0.3; z < t1; z += 0.6) {
    for (const side of [-1, 1]) {
      const [px, py] = cam.p(side * 0.32, 0.75, z);
      const q = cam.scale(z);
      things.push({
        z: z - 0.01,
        svg: `<ellipse cx="${px}" cy="${py}" rx="${f1(q * 0.12)}" ry="${f1(q * 0.03)}" fill="#f4eee2" stroke="#b0a488" stroke-width="0.8"/>`,
      });
      if (rand() < (o.seated ?? 0.5)) things.push({ z: z + 0.02, svg: seatedPerson(cam, side * 0.85, z, rand) });
    }
    for (const k of [0, 1]) {
      const zc = z + k * 0.3;
      const X = (rand() - 0.5) * 0.14;
      const [bx, by] = cam.p(X, 0.75, zc);
      const [, ty] = cam.p(X, 0.75 + 0.3 + rand() * 0.15, zc);
      const q = cam.scale(zc);
      things.push({
        z: zc - 0.02,
        svg: `<rect x="${f1(bx - q * 0.012)}" y="${f1(ty)}" width="${f1(q * 0.024)}" height="${f1(by - ty)}" fill="#f2ead8"/><ellipse cx="${bx}" cy="${by}" rx="${f1(q * 0.04)}" ry="${f1(q * 0.012)}" fill="#a8802e"/>${bulb(bx, ty - q * 0.03, q * 0.018, 1)}<ellipse cx="${bx}" cy="${f1(ty - q * 0.028)}" rx="${f1(q * 0.01)}" ry="${f1(q * 0.025)}" fill="#fff2c8"/>`,
      });
    }
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  out.push(
    `<ellipse cx="${cam.p(0, 0.8, 5)[0]}" cy="${cam.p(0, 0.8, 5)[1]}" rx="760" ry="420" fill="url(#pool)" fill-opacity="0.7"/>`,
  );
  return out.join('');
}
// Riad Dar Zitoun (examples/riad/): a riad in the medina of Marrakech, its courtyard, its roof terrace, its salon.

/** Zellige on a wall plane: small glazed tiles in a repeating star-and-cross pattern, a dark band above. */
function zellige(
  cam,
  on,
  u0,
  u1,
  v0,
  v1,
  rand,
  { palette = ['#1e6a5a', '#e8e0cc', '#1a3a6a', '#c8962e', '#2a2a2a', '#e8e0cc'], t = 0.11, shade = 0 } = {},
) {
  let s = rect(cam, on, u0, u1, v0, v1, `fill="${palette[1]}"`);
  let i = 0;
  for (let u = u0; u < u1 - 1e-6; u += t, i++) {
    let j = 0;
    for (let v = v0; v < v1 - t * 0.5; v += t, j++) {
      const k = (Math.abs((i % 6) - 3) + Math.abs((j % 6) - 3)) % palette.length;
      if (k === 1) continue;
      s += rect(cam, on, u + t * 0.06, Math.min(u + t * 0.94, u1), v + t * 0.06, v + t * 0.94, `fill="${palette[k]}"`);
    }
  }
  s += rect(cam, on, u0, u1, v1 - 0.05, v1 + 0.04, 'fill="#1a2a2a"');
  if (shade) s += rect(cam, on, u0, u1, v0, v1, `fill="#000" fill-opacity="${shade}"`);
  return s;
}

/** A brass lantern, pierced, glowing at screen (x, y), `s` pixels to the metre, hung by a chain from y `top`. */
function brassLantern(x, y, s, rand, top, glow = 1) {
  let svg =
    top === undefined
      ? ''
      : `<line x1="${f1(x)}" y1="${f1(top)}" x2="${f1(x)}" y2="${f1(y - s * 0.3)}" stroke="#1a1208" stroke-width="${f1(Math.max(0.8, s * 0.01))}"/>`;
  svg += bulb(x, y, s * 0.06, glow);
  svg += `<path d="M${f1(x - s * 0.12)} ${f1(y - s * 0.14)}Q${f1(x)} ${f1(y - s * 0.36)} ${f1(x + s * 0.12)} ${f1(y - s * 0.14)}Z" fill="#7a5a22"/>`;
  svg += `<path d="M${f1(x - s * 0.14)} ${f1(y - s * 0.14)}L${f1(x + s * 0.14)} ${f1(y - s * 0.14)}L${f1(x + s * 0.1)} ${f1(y + s * 0.16)}L${f1(x)} ${f1(y + s * 0.24)}L${f1(x - s * 0.1)} ${f1(y + s * 0.16)}Z" fill="#5a3e14"/>`;
  for (let k = 0; k < 26; k++) {
    const px = x + (rand() - 0.5) * s * 0.22;
    const py = y - s * 0.1 + rand() * s * 0.26;
    svg += `<circle cx="${f1(px)}" cy="${f1(py)}" r="${f1(Math.max(0.5, s * 0.012))}" fill="#ffe2a0"/>`;
  }
  return svg;
}

/** An orange tree in a raised bed at (X, Z): a trunk, a round dark crown, the fruit. */
function orangeTree(
  cam,
  X,
  Z,
  rand,
  { height = 3.2, r = 1.1, leaves = ['#1e3a1a', '#2a4a22', '#345a2a'], fruit = '#e8862a' } = {},
) {
  const s = cam.scale(Z);
  const [x, y] = cam.p(X, 0, Z);
  let svg = `<rect x="${f1(x - s * 0.55)}" y="${f1(y - s * 0.35)}" width="${f1(s * 1.1)}" height="${f1(s * 0.35)}" fill="#a85a3a"/><rect x="${f1(x - s * 0.55)}" y="${f1(y - s * 0.38)}" width="${f1(s * 1.1)}" height="${f1(s * 0.05)}" fill="#1e5a4a"/>`;
  svg += `<rect x="${f1(x - s * 0.06)}" y="${f1(y - s * height * 0.6)}" width="${f1(s * 0.12)}" height="${f1(s * height * 0.5)}" fill="#3a2a1a"/>`;
  const cy = y - s * (height - r);
  for (let k = 0; k < 160; k++) {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand()) * r;
    svg += `<circle cx="${f1(x + Math.cos(a) * d * s)}" cy="${f1(cy + Math.sin(a) * d * s * 0.85)}" r="${f1(s * (0.12 + rand() * 0.14))}" fill="${leaves[Math.floor(rand() * leaves.length)]}"/>`;
  }
  for (let k = 0; k < 26; k++) {
    const a = rand() * Math.PI * 2;
    const d = (0.4 + rand() * 0.55) * r;
    svg += `<circle cx="${f1(x + Math.cos(a) * d * s)}" cy="${f1(cy + Math.sin(a) * d * s * 0.85)}" r="${f1(s * 0.045)}" fill="${fruit}"/>`;
  }
  return svg;
}

/**
 * The riad's courtyard in one-point perspective: two storeys of horseshoe arcades on three sides with zellige
 * dadoes and carved cedar galleries, green-tiled eaves against the sky, a tiled floor, the fountain in the middle,
 * orange trees in four beds; at night lit by brass lanterns and candles, by day set with long tables.
 * @param {object} o
 */
function riadCourt(o) {
  const rand = random(o.seed);
  const night = o.light === 'night';
  const hw = 5;
  const L = 12.5;
  const z0 = 0.6;
  const cx = o.camX ?? 0;
  const cy = o.camY ?? 1.6;
  const cam = camera({ x: cx, y: cy, focal: o.focal ?? 560, vx: o.vx ?? 750, vy: o.vy ?? 560 });
  const out = [
    `<linearGradient id="riadSky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${night ? '#060a1e' : '#3a78c0'}"/><stop offset="1" stop-color="${night ? '#1c2550' : '#a8c8e4'}"/></linearGradient>`,
    `<rect width="${VW}" height="1000" fill="url(#riadSky)"/>`,
  ];
  if (night)
    for (let i = 0; i < 120; i++)
      out.push(
        `<circle cx="${f1(rand() * VW)}" cy="${f1(rand() * 300)}" r="${f1(0.5 + rand())}" fill="#fff" fill-opacity="${f1(0.3 + rand() * 0.6)}"/>`,
      );
  const plaster = night ? '#8a4a38' : '#d48a68';
  const deep = night ? '#e8a060' : '#6a3a2a';
  const H1 = 4.2;
  const H2 = 7.6;
  // Each wall: the gallery's rear wall seen through the arches, then the arcade's face with its arches cut out.
  const walls = [
    {
      face: plane([-hw, 0, L], [1, 0, 0], [0, 1, 0]),
      rear: plane([-hw, 0, L + 2], [1, 0, 0], [0, 1, 0]),
      span: 2 * hw,
      n: 3,
    },
    {
      face: plane([-hw, 0, z0], [0, 0, 1], [0, 1, 0]),
      rear: plane([-hw - 2, 0, z0], [0, 0, 1], [0, 1, 0]),
      span: L - z0,
      n: 4,
    },
    {
      face: plane([hw, 0, z0], [0, 0, 1], [0, 1, 0]),
      rear: plane([hw + 2, 0, z0], [0, 0, 1], [0, 1, 0]),
      span: L - z0,
      n: 4,
    },
  ];
  const floor = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, floor, -hw - 2, hw + 2, z0, L + 2, `fill="${night ? '#5a3a2a' : '#c89a78'}"`));
  for (const w of walls) {
    const u0 = w.n === 3 ? -2 : 0;
    out.push(rect(cam, w.rear, u0, w.span + 2, 0, H1, `fill="${deep}"`));
    out.push(zellige(cam, w.rear, u0, w.span + 2, 0, 1.1, rand, { shade: night ? 0.25 : 0.5 }));
    for (let k = 0; k < w.n; k++) {
      const u = ((k + 0.5) * w.span) / w.n;
      out.push(loops(cam, w.rear, [archLoop(u - 0.55, u + 0.55, 0, 1.9)], `fill="${night ? '#5a2a18' : '#3a2218'}"`));
    }
    out.push(rect(cam, w.rear, u0, w.span + 2, H1, H2, `fill="${night ? '#c87a48' : '#5a3424'}"`));
  }
  // The galleries' ceilings, seen up through the arches: painted cedar, dark.
  for (const H of [H1, H2]) {
    out.push(
      rect(
        cam,
        plane([0, H, 0], [1, 0, 0], [0, 0, 1]),
        -hw - 2,
        hw + 2,
        L,
        L + 2,
        `fill="${night ? '#4a2a18' : '#3a2216'}"`,
      ),
    );
    for (const side of [-1, 1])
      out.push(
        rect(
          cam,
          plane([0, H, 0], [1, 0, 0], [0, 0, 1]),
          side < 0 ? -hw - 2 : hw,
          side < 0 ? -hw : hw + 2,
          z0,
          L + 2,
          `fill="${night ? '#4a2a18' : '#3a2216'}"`,
        ),
      );
  }
  // Floor: tiles in a checker, the fountain's surround.
  for (let z = z0; z < L; z += 0.5)
    for (let x = -hw + (Math.round(z / 0.5) % 2) * 0.5; x < hw; x += 1)
      out.push(
        rect(
          cam,
          floor,
          x,
          x + 0.5,
          z,
          z + 0.5,
          `fill="${night ? '#e8dcc4' : '#f2ece0'}" fill-opacity="${night ? 0.35 : 0.55}"`,
        ),
      );
  for (const w of walls) {
    const holes1 = [];
    const holes2 = [];
    const bay = w.span / w.n;
    for (let k = 0; k < w.n; k++) {
      const u = (k + 0.5) * bay;
      holes1.push(archLoop(u - bay * 0.36, u + bay * 0.36, 0, 2.7));
      holes2.push(archLoop(u - bay * 0.3, u + bay * 0.3, H1 + 1.0, H1 + 2.3));
    }
    out.push(
      loops(
        cam,
        w.face,
        [
          [
            [0, 0],
            [w.span, 0],
            [w.span, H2],
            [0, H2],
          ],
          ...holes1,
          ...holes2,
        ],
        `fill="${plaster}"`,
      ),
    );
    // Zellige on the piers, carved plaster bands round the arches, the cedar balustrade across the gallery.
    for (let k = 0; k <= w.n; k++) {
      const u = k * bay;
      out.push(zellige(cam, w.face, Math.max(0, u - bay * 0.14), Math.min(w.span, u + bay * 0.14), 0, 1.2, rand));
    }
    for (const h of holes1) {
      const q = h.map(([u, v]) => cam.p(...w.face(u, v)).join(' '));
      out.push(
        `<path d="M${q.slice(1, -1).join('L')}" fill="none" stroke="${night ? '#d8a878' : '#f0d0b0'}" stroke-width="${f1(cam.scale(w.face(h[0][0], 0)[2]) * 0.1)}" stroke-opacity="0.8"/>`,
      );
    }
    out.push(rect(cam, w.face, 0, w.span, H1 - 0.3, H1 - 0.1, `fill="${night ? '#d8a878' : '#f0d8b8'}"`));
    for (let k = 0; k < w.n; k++) {
      const u = (k + 0.5) * bay;
      out.push(rect(cam, w.face, u - bay * 0.3, u + bay * 0.3, H1, H1 + 1.0, 'fill="#4a2a16"'));
      for (let uu = u - bay * 0.3; uu < u + bay * 0.3; uu += 0.14)
        out.push(cam.line(w.face(uu, H1 + 0.1), w.face(uu, H1 + 0.9), 'stroke="#8a5a2e" stroke-width="1.5"'));
      out.push(rect(cam, w.face, u - bay * 0.3, u + bay * 0.3, H1 + 0.45, H1 + 0.55, 'fill="#6a3a1a"'));
    }
    // The green-tiled eave and its cedar corbels at the top.
    out.push(rect(cam, w.face, 0, w.span, H2 - 0.35, H2, 'fill="#3a2414"'));
    out.push(rect(cam, w.face, 0, w.span, H2, H2 + 0.35, 'fill="#2a6a4a"'));
    for (let u = 0; u < w.span; u += 0.18)
      out.push(cam.line(w.face(u, H2), w.face(u, H2 + 0.35), 'stroke="#1a4a32" stroke-width="1.5"'));
  }
  // A wash of light: lanterns and candles at night, the sun on the upper storey by day.
  if (night)
    out.push(`<ellipse cx="750" cy="${cam.p(0, 0, 7)[1]}" rx="900" ry="330" fill="url(#pool)" fill-opacity="0.6"/>`);
  else
    out.push(
      cam.poly(
        [
          [-hw, H1, L],
          [hw, H1, L],
          [hw, H2 + 0.4, L],
          [-hw, H2 + 0.4, L],
        ],
        'fill="#ffe8c0" fill-opacity="0.28"',
      ),
    );
  const things = [];
  // The fountain: a round zellige-sided basin, water, a central bowl on its pedestal and a thin jet.
  const fz = o.fountainZ ?? 7.2;
  things.push({
    z: fz,
    svg:
      drum(cam, 0, fz, 1.4, 0, 0.45, night ? '#1e4a4a' : '#2a7a6a', night ? '#c89a78' : '#efe2cc') +
      cam.poly(ring(0, 0.46, fz, 1.22, 32), `fill="${night ? '#1a3a4a' : '#4a9aa8'}"`) +
      drum(cam, 0, fz, 0.1, 0.45, 1.0, '#d8c8a8', '#d8c8a8') +
      drum(cam, 0, fz, 0.45, 0.95, 1.08, night ? '#1e4a4a' : '#2a7a6a', night ? '#8ab8c0' : '#9ad0d8') +
      cam.line(
        [0, 1.08, fz],
        [0, 1.5, fz],
        `stroke="#e8f4f8" stroke-width="${f1(cam.scale(fz) * 0.03)}" stroke-opacity="0.8"`,
      ),
  });
  if (night) {
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      const [fx, fy] = cam.p(Math.cos(a) * 1.2, 0.48, fz + Math.sin(a) * 1.2);
      things.push({ z: fz + Math.sin(a) * 1.2 - 0.01, svg: bulb(fx, fy, cam.scale(fz) * 0.015, 0.9) });
    }
    for (let k = 0; k < 30; k++) {
      const a = rand() * Math.PI * 2;
      const d = 1.6 + rand() * 0.6;
      const [fx, fy] = cam.p(Math.cos(a) * d, 0.05, fz + Math.sin(a) * d);
      things.push({
        z: fz + Math.sin(a) * d,
        svg: `<rect x="${f1(fx - 2)}" y="${f1(fy - 6)}" width="4" height="6" fill="#f4ead8"/>${bulb(fx, fy - 8, 1.2, 0.8)}`,
      });
    }
  }
  for (const [X, Z] of o.trees ?? [
    [-3.4, 3.4],
    [3.4, 3.4],
    [-3.4, 10.5],
    [3.4, 10.5],
  ])
    things.push({
      z: Z,
      svg: orangeTree(cam, X, Z, rand, {
        leaves: night ? ['#0e1e10', '#16281a', '#1e3420'] : ['#1e4a1e', '#2a5a26', '#3a6a2e'],
        fruit: night ? '#b8621e' : '#f08a1e',
      }),
    });
  // Long tables either side of the fountain: white cloths, plates, roses and candles, chairs.
  for (const X of o.tables ?? []) {
    const t0 = 2.6;
    const t1 = 11.4;
    things.push({
      z: t1 + 0.5,
      svg: box(cam, cx, cy, [X - 0.5, X + 0.5], [0.05, 0.76], [t0, t1], {
        top: '#f6f0e4',
        front: '#e4dac8',
        side: '#d8ccb8',
      }),
    });
    for (let z = t0 + 0.35; z < t1; z += 0.62) {
      for (const side of [-1, 1]) {
        const [px, py] = cam.p(X + side * 0.3, 0.77, z);
        const q = cam.scale(z);
        things.push({
          z: z - 0.01,
          svg: `<ellipse cx="${px}" cy="${py}" rx="${f1(q * 0.12)}" ry="${f1(q * 0.035)}" fill="#fff" stroke="#2a6a8a" stroke-width="${f1(q * 0.012)}"/>`,
        });
        things.push({
          z: z + 0.05,
          svg:
            box(cam, cx, cy, [X + side * 0.78 - 0.2, X + side * 0.78 + 0.2], [0.45, 0.5], [z - 0.2, z + 0.2], {
              top: '#c8a060',
              front: '#8a6a3a',
            }) +
            cam.line(
              [X + side * 0.98, 0.45, z],
              [X + side * 0.98, 1.0, z],
              `stroke="#8a6a3a" stroke-width="${f1(q * 0.04)}"`,
            ),
        });
      }
      if (Math.round((z - t0) / 0.62) % 2 === 0) {
        const [bx, by] = cam.p(X, 0.78, z + 0.3);
        const q = cam.scale(z);
        let fl = '';
        for (let k = 0; k < 9; k++)
          fl += `<circle cx="${f1(bx + (rand() - 0.5) * q * 0.2)}" cy="${f1(by - q * (0.05 + rand() * 0.12))}" r="${f1(q * 0.04)}" fill="${['#d83a4a', '#f0a0a8', '#e8603a', '#3a6a2a'][k % 4]}"/>`;
        things.push({ z: z + 0.29, svg: fl });
      }
    }
  }
  for (let i = 0; i < (o.people ?? 0); i++) {
    const Z = 3 + rand() * 7;
    let X = (rand() - 0.5) * 8;
    if (Math.abs(X) < 1.8 && Math.abs(Z - fz) < 1.8) X += 3.6 * Math.sign(X || 1);
    things.push({ z: Z, svg: person(cam, X, Z, rand) });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // Lanterns in the ground-floor arches (at night) and over the court.
  if (night)
    for (const w of walls) {
      const bay = w.span / w.n;
      for (let k = 0; k < w.n; k++) {
        const p3 = w.face((k + 0.5) * bay, 2.4);
        const [lx, ly] = cam.p(...p3);
        const [, ty] = cam.p(p3[0], 3.4, p3[2]);
        out.push(brassLantern(lx, ly, cam.scale(p3[2]), rand, ty));
      }
    }
  return out.join('');
}

/**
 * The roof terrace at sunset: terracotta tiles, pink parapets, low cushions and brass trays, lanterns on a
 * string; beyond, the medina's flat roofs, a minaret, palms, and the snow on the High Atlas under an orange sky.
 * @param {object} o
 */
function riadTerrace(o) {
  const rand = random(o.seed);
  const cam = camera({ x: 0, y: o.camY ?? 2.4, focal: o.focal ?? 700, vx: 750, vy: o.vy ?? 400 });
  const hz = cam.vy;
  const out = [
    `<linearGradient id="souk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a3462"/><stop offset="0.45" stop-color="#8a5a78"/><stop offset="0.8" stop-color="#e8905a"/><stop offset="1" stop-color="#f8c070"/></linearGradient>`,
    `<rect width="${VW}" height="1000" fill="url(#souk)"/>`,
    `<circle cx="1180" cy="${hz - 40}" r="34" fill="#ffe6a8"/>${bulb(1180, hz - 40, 10, 0.8)}`,
  ];
  for (let i = 0; i < 10; i++)
    out.push(
      `<ellipse cx="${f1(rand() * VW)}" cy="${f1(hz * (0.2 + rand() * 0.55))}" rx="${f1(120 + rand() * 220)}" ry="${f1(4 + rand() * 8)}" fill="#f4b078" fill-opacity="${f1(0.2 + rand() * 0.3)}"/>`,
    );
  // The High Atlas: a blue-violet range with snow on its peaks.
  let d = `M0 ${hz}`;
  const ridge = [];
  for (let x = 0; x <= VW; x += 20) {
    const y = hz - 40 - Math.abs(Math.sin(x / 170)) * 45 - Math.sin(x / 61) * 12 - rand() * 5;
    ridge.push([x, y]);
    d += `L${x} ${f1(y)}`;
  }
  out.push(`<path d="${d}L${VW} ${hz}Z" fill="#7a6a94"/>`);
  for (const [x, y] of ridge)
    if (y < hz - 70)
      out.push(
        `<path d="M${x - 14} ${f1(y + 14)}L${x} ${f1(y)}L${x + 14} ${f1(y + 14)}Z" fill="#f4e6e8" fill-opacity="0.85"/>`,
      );
  out.push(`<rect y="${hz - 14}" width="${VW}" height="30" fill="#c89080" fill-opacity="0.5"/>`);
  // The medina: flat roofs in rows, paler with distance, a minaret, palms.
  const rows = [400, 220, 120, 70, 42, 26, 17];
  rows.forEach((Z, r) => {
    const s = cam.scale(Z);
    const fade = r / (rows.length - 1);
    const mix = (a, b) => a.map((c, i) => Math.round(c + (b[i] - c) * (1 - fade)));
    const [cr, cg, cb] = mix([214, 138, 104], [200, 150, 150]);
    if (r === 0)
      out.push(
        `<rect x="${f1(cam.p(-120, 0, Z)[0])}" y="${f1(cam.p(0, 80, Z)[1])}" width="${f1(s * 7)}" height="${f1(s * 80)}" fill="#b8786a"/><rect x="${f1(cam.p(-120, 0, Z)[0] + s * 1.8)}" y="${f1(cam.p(0, 90, Z)[1])}" width="${f1(s * 3.4)}" height="${f1(s * 10)}" fill="#b8786a"/>`,
      );
    for (let X = -Z * 1.2; X < Z * 1.2;) {
      const w = 4 + rand() * 8;
      const top = -2.5 + rand() * 3.5;
      const [x0, y0] = cam.p(X, top, Z);
      const shade = 0.85 + rand() * 0.15;
      out.push(
        `<rect x="${x0}" y="${y0}" width="${f1(w * s + 1)}" height="${f1(1000 - y0)}" fill="rgb(${Math.round(cr * shade)},${Math.round(cg * shade)},${Math.round(cb * shade)})"/>`,
      );
      out.push(
        `<rect x="${x0}" y="${y0}" width="${f1(w * s + 1)}" height="${f1(Math.max(1, s * 0.25))}" fill="#f0b890" fill-opacity="0.6"/>`,
      );
      if (r >= 4 && rand() < 0.3)
        out.push(
          `<ellipse cx="${f1(x0 + w * s * 0.5)}" cy="${f1(y0 - s * 0.4)}" rx="${f1(s * 0.35)}" ry="${f1(s * 0.3)}" fill="#e8e0d8"/>`,
        );
      if (r >= 4 && rand() < 0.35)
        out.push(
          `<rect x="${f1(x0 + w * s * 0.3)}" y="${f1(y0 + s * 1)}" width="${f1(s * 0.8)}" height="${f1(s * 1.2)}" fill="#2a1a18" fill-opacity="0.7"/>`,
        );
      if (r >= 3 && r <= 4 && rand() < 0.12) {
        const px = x0 + w * s * 0.7;
        const ph = s * 9;
        out.push(
          `<path d="M${f1(px)} ${y0}Q${f1(px + s * 0.5)} ${f1(y0 - ph / 2)} ${f1(px + s * 0.3)} ${f1(y0 - ph)}" fill="none" stroke="#3a2a22" stroke-width="${f1(s * 0.3)}"/>`,
        );
        for (let k = 0; k < 8; k++) {
          const a = (k / 8) * Math.PI * 2;
          out.push(
            `<path d="M${f1(px + s * 0.3)} ${f1(y0 - ph)}Q${f1(px + s * 0.3 + Math.cos(a) * s * 2)} ${f1(y0 - ph - s * 1.2)} ${f1(px + s * 0.3 + Math.cos(a) * s * 3.2)} ${f1(y0 - ph + Math.abs(Math.sin(a)) * s * 1.5 + s)}" fill="none" stroke="#2a3a22" stroke-width="${f1(s * 0.35)}"/>`,
          );
        }
      }
      X += w + rand() * 1.2;
    }
  });
  // The terrace: tiles, parapets, a banquette of cushions along the wall, poufs and trays, lanterns.
  const floor = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, floor, -4.5, 4.5, 0.8, 9, 'fill="#b0603e"'));
  for (let z = 0.8; z < 9; z += 0.2)
    out.push(cam.line([-4.5, 0, z], [4.5, 0, z], 'stroke="#6a3020" stroke-width="1" stroke-opacity="0.5"'));
  for (let x = -4.5; x < 4.5; x += 0.2)
    out.push(cam.line([x, 0, 0.8], [x, 0, 9], 'stroke="#6a3020" stroke-width="1" stroke-opacity="0.35"'));
  out.push(box(cam, 0, 2.4, [-4.5, 4.5], [0, 0.95], [9, 9.3], { top: '#e8a080', front: '#d08068' }));
  for (const side of [-1, 1]) {
    const wall = plane([side * 4.5, 0, 0], [0, 0, 1], [0, 1, 0]);
    out.push(rect(cam, wall, 0.8, 9.3, 0, 0.95, 'fill="#c87860"'));
    out.push(rect(cam, wall, 0.8, 9.3, 0.88, 0.95, 'fill="#2a6a4a"'));
  }
  const things = [];
  const cushions = ['#a8281e', '#e8922a', '#2a3a7a', '#6a2a5a', '#d8b040', '#1e6a5a'];
  // The banquette along the parapet, and along both sides.
  things.push({ z: 9, svg: box(cam, 0, 2.4, [-4.3, 4.3], [0, 0.35], [8.3, 9], { top: '#d8c8a8', front: '#8a2a22' }) });
  for (let x = -4.1; x < 4.1; x += 0.62) {
    const [bx, by] = cam.p(x + 0.3, 0.35, 8.9);
    const s = cam.scale(8.9);
    things.push({
      z: 8.95,
      svg: `<rect x="${f1(bx - s * 0.26)}" y="${f1(by - s * 0.45)}" width="${f1(s * 0.52)}" height="${f1(s * 0.45)}" rx="${f1(s * 0.08)}" fill="${cushions[Math.floor(rand() * cushions.length)]}"/>`,
    });
  }
  for (const side of [-1, 1]) {
    things.push({
      z: 8.3,
      svg: box(cam, 0, 2.4, side < 0 ? [-4.3, -3.6] : [3.6, 4.3], [0, 0.35], [2.5, 8.3], {
        top: '#d8c8a8',
        front: '#8a2a22',
        side: '#7a2420',
      }),
    });
    for (let z = 2.7; z < 8.2; z += 0.62) {
      const [bx, by] = cam.p(side * 4.2, 0.35, z + 0.3);
      const s = cam.scale(z + 0.3);
      things.push({
        z: z + 0.3,
        svg: `<rect x="${f1(bx - s * 0.1)}" y="${f1(by - s * 0.5)}" width="${f1(s * 0.2)}" height="${f1(s * 0.5)}" rx="${f1(s * 0.05)}" fill="${cushions[Math.floor(rand() * cushions.length)]}"/>`,
      });
    }
  }
  // Brass tray tables with tea glasses and a lantern each; leather poufs round them.
  for (const [X, Z] of [
    [-1.8, 6.6],
    [1.6, 6.2],
    [0, 4.2],
    [-2.6, 3.6],
    [2.4, 3.2],
  ]) {
    things.push({
      z: Z,
      svg:
        drum(cam, X, Z, 0.08, 0, 0.38, '#3a2414', '#3a2414') + drum(cam, X, Z, 0.42, 0.38, 0.42, '#8a6a2a', '#c8a048'),
    });
    const s = cam.scale(Z);
    for (let k = 0; k < 4; k++) {
      const [gx, gy] = cam.p(X + (k - 1.5) * 0.14, 0.42, Z - 0.1);
      things.push({
        z: Z - 0.2,
        svg: `<rect x="${f1(gx - s * 0.025)}" y="${f1(gy - s * 0.08)}" width="${f1(s * 0.05)}" height="${f1(s * 0.08)}" fill="#7a3a1a" fill-opacity="0.8"/>`,
      });
    }
    const [lx, ly] = cam.p(X + 0.1, 0.6, Z + 0.1);
    things.push({ z: Z - 0.3, svg: brassLantern(lx, ly, s, rand) });
    for (const a of [0.4, 2.2, 4.0]) {
      const px = X + Math.cos(a) * 0.8;
      const pz = Z + Math.sin(a) * 0.8;
      things.push({
        z: pz,
        svg: drum(cam, px, pz, 0.25, 0, 0.38, ['#8a4a22', '#6a3a5a', '#c8a040'][Math.floor(rand() * 3)], '#a86030'),
      });
    }
  }
  // Pots of bougainvillea in the corners.
  for (const [X, Z] of [
    [-3.8, 8.6],
    [3.8, 8.6],
    [-3.9, 2.0],
  ]) {
    const s = cam.scale(Z);
    const [px, py] = cam.p(X, 0, Z);
    let b = `<path d="M${f1(px - s * 0.3)} ${f1(py - s * 0.6)}L${f1(px + s * 0.3)} ${f1(py - s * 0.6)}L${f1(px + s * 0.22)} ${f1(py)}L${f1(px - s * 0.22)} ${f1(py)}Z" fill="#a8502e"/>`;
    for (let k = 0; k < 60; k++)
      b += `<circle cx="${f1(px + (rand() - 0.5) * s * 1.2)}" cy="${f1(py - s * (0.7 + rand() * 1.1))}" r="${f1(s * 0.1)}" fill="${rand() < 0.6 ? '#c8286a' : '#2a5a22'}"/>`;
    things.push({ z: Z - 0.5, svg: b });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // A string of lanterns from corner to corner.
  for (const [a, b] of [
    [
      [-4.5, 3.1, 2.2],
      [4.5, 3.1, 8.8],
    ],
    [
      [4.5, 3.1, 2.2],
      [-4.5, 3.1, 8.8],
    ],
  ]) {
    const pts = droop(a, b, 0.5, 12);
    out.push(
      `<path d="M${pts.map((q) => cam.p(...q).join(' ')).join('L')}" fill="none" stroke="#1a1008" stroke-width="1.2"/>`,
    );
    for (const q of pts.slice(1, -1)) {
      const [x, y] = cam.p(q[0], q[1] - 0.2, q[2]);
      out.push(brassLantern(x, y, cam.scale(q[2]) * 0.7, rand, cam.p(...q)[1], 0.8));
    }
  }
  return out.join('');
}

/**
 * The salon: a long high room, zellige to shoulder height, carved plaster bands and arches, a painted cedar
 * ceiling in coffers, banquettes down both long walls with cushions, brass lanterns, a carpet and tea tables.
 * @param {object} o
 */
function salon(o) {
  const rand = random(o.seed);
  const hw = 2.6;
  const L = 11;
  const H = 5.6;
  const z0 = 0.6;
  const cx = o.camX ?? 0;
  const cy = o.camY ?? 1.5;
  const cam = camera({ x: cx, y: cy, focal: o.focal ?? 560, vx: 750, vy: o.vy ?? 600 });
  const out = [`<rect width="${VW}" height="1000" fill="#2a1810"/>`];
  const back = plane([-hw, 0, L], [1, 0, 0], [0, 1, 0]);
  const cream = '#e0c8a0';
  // Far wall: a great carved horseshoe arch round a niche with a window of coloured glass.
  out.push(rect(cam, back, 0, 2 * hw, 0, H, `fill="${cream}"`));
  out.push(zellige(cam, back, 0, 2 * hw, 0, 1.3, rand));
  const arch = archLoop(hw - 1.5, hw + 1.5, 0, 3.0);
  out.push(loops(cam, back, [arch], 'fill="#c8a878"'));
  for (let k = 1; k <= 3; k++) {
    const a = archLoop(hw - 1.5 + k * 0.08, hw + 1.5 - k * 0.08, 0, 3.0 - k * 0.05);
    out.push(
      `<path d="M${a
        .slice(1, -1)
        .map(([u, v]) => cam.p(...back(u, v)).join(' '))
        .join(
          'L',
        )}" fill="none" stroke="${k % 2 ? '#a8885a' : '#f0dcb8'}" stroke-width="${f1(cam.scale(L) * 0.05)}" stroke-dasharray="${k === 2 ? '3 3' : 'none'}"/>`,
    );
  }
  out.push(loops(cam, back, [archLoop(hw - 0.5, hw + 0.5, 1.4, 3.0)], 'fill="#1e5a7a"'));
  out.push(loops(cam, back, [archLoop(hw - 0.35, hw + 0.35, 1.6, 2.9)], 'fill="#e8a040" fill-opacity="0.8"'));
  out.push(rect(cam, back, hw - 0.03, hw + 0.03, 1.4, 3.6, 'fill="#2a1a10"'));
  // Side walls: zellige, a carved band, cream plaster, blind carved arches, a deep frieze under the ceiling.
  for (const side of [-1, 1]) {
    const wall = plane([side * hw, 0, 0], [0, 0, 1], [0, 1, 0]);
    out.push(rect(cam, wall, z0, L, 0, H, `fill="${cream}"`));
    out.push(zellige(cam, wall, z0, L, 0, 1.3, rand, { t: 0.1 }));
    out.push(rect(cam, wall, z0, L, 1.35, 1.6, 'fill="#d8bc8c"'));
    for (let z = z0; z < L; z += 0.08)
      out.push(cam.line(wall(z, 1.38), wall(z + 0.04, 1.57), 'stroke="#a8885a" stroke-width="1"'));
    for (let z = 1.8; z < L - 1; z += 2.4) {
      const a = archLoop(z, z + 1.3, 1.7, 3.6);
      out.push(loops(cam, wall, [a], 'fill="#5a2a1a"'));
      out.push(loops(cam, wall, [archLoop(z + 0.1, z + 1.2, 1.7, 3.55)], 'fill="#7a3a22"'));
      for (let zz = z + 0.2; zz < z + 1.15; zz += 0.25)
        out.push(cam.line(wall(zz, 1.8), wall(zz, 3.6), 'stroke="#3a1a10" stroke-width="1.5"'));
    }
    out.push(rect(cam, wall, z0, L, H - 1.0, H, 'fill="#c8aa7a"'));
    for (let row = 0; row < 3; row++)
      for (let z = z0 + row * 0.07; z < L; z += 0.14) {
        const [x1, y1] = cam.p(...wall(z, H - 0.95 + row * 0.3));
        const r = cam.scale(z) * 0.07;
        out.push(
          `<path d="M${f1(x1)} ${f1(y1)}a${f1(r)} ${f1(r)} 0 0 1 ${f1(side * r * 0.2)} ${f1(-r * 2)}" fill="none" stroke="#8a6a40" stroke-width="${f1(Math.max(0.6, r * 0.25))}"/>`,
        );
      }
  }
  // The painted cedar ceiling: beams across, coffers of red, green and gold with eight-pointed stars.
  const ceil = plane([0, H, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, ceil, -hw, hw, z0, L, 'fill="#4a2414"'));
  const paints = ['#8a2a1e', '#1e5a3a', '#b8862a', '#1e3a5a'];
  let row = 0;
  for (let z = z0; z < L; z += 0.7, row++) {
    for (let k = 0; k < 4; k++) {
      const x0 = -hw + 0.1 + k * ((2 * hw - 0.2) / 4);
      const x1 = x0 + (2 * hw - 0.2) / 4 - 0.1;
      out.push(rect(cam, ceil, x0, x1, z + 0.08, z + 0.62, `fill="${paints[(k + row) % 4]}"`));
      const [sx, sy] = cam.p((x0 + x1) / 2, H, z + 0.35);
      const q = cam.scale(z + 0.35);
      const st = [];
      for (let j = 0; j < 16; j++) {
        const rr = j % 2 ? 0.1 : 0.2;
        const a = (j / 16) * Math.PI * 2;
        st.push(
          `${f1(sx + Math.cos(a) * rr * q)} ${f1(sy + Math.sin(a) * rr * q * ((cy - H) / (z + 0.35)) * -1 * 0.9)}`,
        );
      }
      out.push(`<path d="M${st.join('L')}Z" fill="#e8c878" fill-opacity="0.85"/>`);
    }
    out.push(rect(cam, ceil, -hw, hw, z, z + 0.08, 'fill="#2a140a"'));
  }
  // Floor: tiles and a long red carpet.
  const floor = plane([0, 0, 0], [1, 0, 0], [0, 0, 1]);
  out.push(rect(cam, floor, -hw, hw, z0, L, 'fill="#d8c8b0"'));
  for (let z = z0; z < L; z += 0.3)
    out.push(cam.line([-hw, 0, z], [hw, 0, z], 'stroke="#8a7a68" stroke-width="1" stroke-opacity="0.5"'));
  out.push(rect(cam, floor, -0.9, 0.9, 1.0, L - 0.8, 'fill="#8a1e1a"'));
  out.push(rect(cam, floor, -0.8, 0.8, 1.1, L - 0.9, 'fill="#a8302a"'));
  for (let z = 1.5; z < L - 1; z += 0.8)
    out.push(
      cam.poly(
        [
          [0, 0.001, z - 0.3],
          [0.5, 0.001, z],
          [0, 0.001, z + 0.3],
          [-0.5, 0.001, z],
        ],
        'fill="#e8b060" fill-opacity="0.7"',
      ),
    );
  const things = [];
  // Banquettes down both walls: a low base, a long mattress, bolster cushions against the zellige.
  for (const side of [-1, 1]) {
    const xs = side < 0 ? [-hw, -hw + 0.8] : [hw - 0.8, hw];
    things.push({
      z: L + 1,
      svg: box(cam, cx, cy, xs, [0, 0.42], [1.0, L - 0.3], { top: '#b8862a', front: '#6a1e1a', side: '#7a2a1a' }),
    });
    for (let z = 1.1; z < L - 0.5; z += 0.7) {
      const p3 = [side * (hw - 0.12), 0.42, z + 0.35];
      const [bx, by] = cam.p(...p3);
      const s = cam.scale(p3[2]);
      things.push({
        z: L + 0.9 - z * 0.01,
        svg: `<rect x="${f1(bx - s * 0.12)}" y="${f1(by - s * 0.55)}" width="${f1(s * 0.24)}" height="${f1(s * 0.55)}" rx="${f1(s * 0.06)}" fill="${['#c8902a', '#8a2a3a', '#1e4a6a', '#d8b070'][Math.floor(rand() * 4)]}"/>`,
      });
    }
  }
  // Tea tables down the carpet: round, low, dark wood, a brass tray and its pot and glasses.
  for (const Z of [3, 5.6, 8.2]) {
    things.push({
      z: Z,
      svg: drum(cam, 0, Z, 0.45, 0, 0.4, '#3a1e10', '#5a3018') + drum(cam, 0, Z, 0.36, 0.4, 0.43, '#a8802a', '#d8b050'),
    });
    const [tx, ty] = cam.p(0, 0.43, Z);
    const q = cam.scale(Z);
    things.push({
      z: Z - 0.1,
      svg:
        `<path d="M${f1(tx - q * 0.08)} ${f1(ty)}Q${f1(tx - q * 0.1)} ${f1(ty - q * 0.14)} ${f1(tx)} ${f1(ty - q * 0.16)}Q${f1(tx + q * 0.1)} ${f1(ty - q * 0.14)} ${f1(tx + q * 0.08)} ${f1(ty)}Z" fill="#d8d0c0"/><path d="M${f1(tx + q * 0.07)} ${f1(ty - q * 0.08)}L${f1(tx + q * 0.18)} ${f1(ty - q * 0.14)}" stroke="#d8d0c0" stroke-width="${f1(q * 0.02)}"/>` +
        [-0.2, 0.2, 0.25]
          .map(
            (d) =>
              `<rect x="${f1(tx + d * q - q * 0.02)}" y="${f1(ty - q * 0.07 + (d > 0.2 ? q * 0.02 : 0))}" width="${f1(q * 0.04)}" height="${f1(q * 0.06)}" fill="#b8502a" fill-opacity="0.8"/>`,
          )
          .join(''),
    });
  }
  things.sort((a, b) => b.z - a.z);
  out.push(...things.map((t) => t.svg));
  // Brass lanterns on chains down the middle, and light pooled on the carpet.
  out.push(`<ellipse cx="750" cy="${cam.p(0, 0, 5)[1]}" rx="800" ry="340" fill="url(#pool)" fill-opacity="0.5"/>`);
  for (const Z of [2.4, 4.6, 6.8, 9]) {
    const [lx, ly] = cam.p(0, 3.3, Z);
    out.push(brassLantern(lx, ly, cam.scale(Z) * 1.6, rand, cam.p(0, H, Z)[1]));
  }
  return out.join('');
}

/**
 * Renders a scene and makes it photographic.
 * @param {{ file: string, width: number, quality?: number, grain?: number, seed: number, scene: () => string | { back: string, front: string } }} photo
 */
async function render(photo) {
  const width = photo.width;
  const height = Math.round((width * 2) / 3);
  const drawn = photo.scene();
  const svg = (body) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${VW} 1000" width="${width}" height="${height}"><defs>${DEFS}</defs>${body}</svg>`,
    );
  let base;
  if (typeof drawn === 'string') {
    base = await sharp(svg(drawn)).removeAlpha().blur(0.7).raw().toBuffer();
  } else {
    // Shallow depth of field: the room behind is out of focus, the table in front is sharp.
    const back = await sharp(svg(drawn.back))
      .removeAlpha()
      .blur(width / 220)
      .png()
      .toBuffer();
    const front = await sharp(svg(drawn.front)).blur(0.7).png().toBuffer();
    base = await sharp(back)
      .composite([{ input: front }])
      .removeAlpha()
      .raw()
      .toBuffer();
  }
  const rand = random(photo.seed * 7919);
  // Low-frequency tone: a small random field upscaled smoothly, so walls and skies are not flat.
  const lw = 96;
  const lh = 64;
  const low = Buffer.alloc(lw * lh);
  for (let i = 0; i < low.length; i++) low[i] = 128 + Math.round((rand() - 0.5) * 36);
  const field = await sharp(low, { raw: { width: lw, height: lh, channels: 1 } })
    .resize(width, height, { kernel: 'cubic' })
    .raw()
    .toBuffer();
  // Grain: per-pixel luminance noise plus a little colour noise, like a camera at ISO 1600.
  const grain = photo.grain ?? (width >= 4000 ? 13 : 10);
  for (let i = 0, p = 0; i < base.length; i += 3, p++) {
    const tone = (field[p] - 128) * 0.35;
    const n = (rand() + rand() + rand() - 1.5) * grain;
    for (let c = 0; c < 3; c++) {
      const v = base[i + c] + tone + n + (rand() - 0.5) * grain * 0.4;
      base[i + c] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
  }
  const vignette = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><radialGradient id="v" cx="50%" cy="50%" r="75%"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></radialGradient></defs><rect width="100%" height="100%" fill="url(#v)"/></svg>`,
  );
  const target = path.join(root, photo.file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  await sharp(base, { raw: { width, height, channels: 3 } })
    .composite([{ input: vignette }])
    .modulate({ saturation: 1.06 })
    .jpeg({ quality: photo.quality ?? (width >= 4000 ? 94 : 86), mozjpeg: true })
    .withMetadata({
      exif: {
        // The tool's old path, kept: the committed photographs carry it, and a run makes them again byte for byte.
        IFD0: { Make: 'Foyer', Model: 'make-photos.mjs', Copyright: 'Foyer project, made by scripts/make-photos.mjs' },
      },
    })
    .toFile(target);
  return { file: photo.file, width, height, bytes: fs.statSync(target).size };
}

const HOLLIN = 'content/photos';
const ROOF = 'examples/rooftop/photos';
const BARN = 'examples/barn/photos';
const KYOTO = 'examples/kyoto/photos';
const RIAD = 'examples/riad/photos';

/** @type {{ file: string, width: number, quality?: number, grain?: number, seed: number, scene: () => any }[]} */
export const photos = [
  // The Hollin Hall (content/): hero, one per space, and the rest of a gallery.
  { file: `${HOLLIN}/hero.jpg`, width: 4000, seed: 1, scene: () => millExterior({ seed: 1, boat: true }) },
  {
    file: `${HOLLIN}/weaving-hall.jpg`,
    width: 4000,
    seed: 2,
    scene: () => hall({ seed: 2, columns: true, tables: [-3.2, 0, 3.2], festoon: true, light: 'night', people: 6 }),
  },
  {
    file: `${HOLLIN}/engine-house.jpg`,
    width: 4000,
    seed: 3,
    scene: () =>
      hall({
        seed: 3,
        width: 11,
        height: 6,
        length: 16,
        vaults: true,
        aisle: true,
        bays: 4,
        light: 'night',
        wall: '#8a4a30',
        people: 3,
      }),
  },
  {
    file: `${HOLLIN}/loom-loft.jpg`,
    width: 4000,
    seed: 4,
    scene: () =>
      hall({
        seed: 4,
        width: 6,
        height: 4.2,
        length: 18,
        bays: 6,
        tables: [0],
        seated: 0.9,
        windowSill: 1.0,
        light: 'night',
        wall: '#6a3c2a',
        floor: '#6a4a30',
        festoon: true,
      }),
  },
  { file: `${HOLLIN}/wharf-yard.jpg`, width: 4000, seed: 5, scene: () => yard({ seed: 5, people: 46 }) },
  {
    file: `${HOLLIN}/weaving-hall-day.jpg`,
    width: 3000,
    seed: 6,
    scene: () => hall({ seed: 6, columns: true, light: 'day', people: 3 }),
  },
  {
    file: `${HOLLIN}/weaving-hall-dance.jpg`,
    width: 3000,
    seed: 7,
    scene: () => hall({ seed: 7, columns: true, festoon: true, light: 'night', people: 90, camY: 1.7 }),
  },
  {
    file: `${HOLLIN}/weaving-hall-gala.jpg`,
    width: 3000,
    seed: 8,
    scene: () =>
      hall({
        seed: 8,
        columns: true,
        tables: [-4.5, -1.5, 1.5, 4.5],
        seated: 0.95,
        light: 'night',
        camY: 3.2,
        vy: 430,
      }),
  },
  {
    file: `${HOLLIN}/engine-house-ceremony.jpg`,
    width: 3000,
    seed: 9,
    scene: () =>
      hall({
        seed: 9,
        width: 11,
        height: 6,
        length: 16,
        vaults: true,
        aisle: true,
        bays: 4,
        light: 'day',
        wall: '#8a4a30',
        people: 14,
        pit: true,
      }),
  },
  {
    file: `${HOLLIN}/engine-house-talk.jpg`,
    width: 3000,
    seed: 10,
    scene: () =>
      hall({
        seed: 10,
        width: 11,
        height: 6,
        length: 16,
        vaults: true,
        bays: 4,
        light: 'night',
        wall: '#7a4028',
        people: 40,
        camX: 2.5,
        vx: 620,
      }),
  },
  {
    file: `${HOLLIN}/loom-loft-dinner.jpg`,
    width: 3000,
    seed: 11,
    scene: () =>
      tableDetail({
        seed: 11,
        backdrop: { width: 6, height: 4.2, length: 18, bays: 6, light: 'night', festoon: true },
      }),
  },
  {
    file: `${HOLLIN}/wharf-yard-evening.jpg`,
    width: 3000,
    seed: 12,
    scene: () => yard({ seed: 12, people: 70, sunX: 400 }),
  },
  {
    file: `${HOLLIN}/mill-by-day.jpg`,
    width: 3000,
    seed: 13,
    scene: () => millExterior({ seed: 13, light: 'day', horizon: 700, top: 300 }),
  },
  {
    file: `${HOLLIN}/canal-at-night.jpg`,
    width: 3000,
    seed: 14,
    scene: () => millExterior({ seed: 14, left: -40, right: 1100, chimney: 1200, horizon: 560, top: 180, boat: false }),
  },
  // The Tenth Floor (examples/rooftop/): a roof terrace, a bar and a club room.
  {
    file: `${ROOF}/hero.jpg`,
    width: 4000,
    seed: 101,
    scene: () => terrace({ seed: 101, light: 'dusk', parasols: true, people: 30 }),
  },
  {
    file: `${ROOF}/terrace.jpg`,
    width: 4000,
    seed: 102,
    scene: () => terrace({ seed: 102, light: 'night', people: 18 }),
  },
  { file: `${ROOF}/bar.jpg`, width: 4000, seed: 103, scene: () => bar({ seed: 103, people: 8 }) },
  { file: `${ROOF}/club-room.jpg`, width: 4000, seed: 104, scene: () => club({ seed: 104 }) },
  {
    file: `${ROOF}/terrace-sunset.jpg`,
    width: 3000,
    seed: 105,
    scene: () => terrace({ seed: 105, light: 'dusk', parasols: true, people: 8, vx: 500 }),
  },
  {
    file: `${ROOF}/terrace-party.jpg`,
    width: 3000,
    seed: 106,
    scene: () => terrace({ seed: 106, light: 'night', people: 80 }),
  },
  {
    file: `${ROOF}/terrace-empty.jpg`,
    width: 3000,
    seed: 107,
    scene: () => terrace({ seed: 107, light: 'dusk', people: 0, parasols: true }),
  },
  {
    file: `${ROOF}/bar-counter.jpg`,
    width: 3000,
    seed: 108,
    scene: () => bar({ seed: 108, people: 2, camX: 0.5, vx: 900 }),
  },
  { file: `${ROOF}/bar-busy.jpg`, width: 3000, seed: 109, scene: () => bar({ seed: 109, people: 30 }) },
  { file: `${ROOF}/club-night.jpg`, width: 3000, seed: 110, scene: () => club({ seed: 110, people: 120, beams: 14 }) },
  {
    file: `${ROOF}/club-green.jpg`,
    width: 3000,
    seed: 111,
    scene: () => club({ seed: 111, palette: ['#2aff8a', '#1ad0ff', '#f6ff3a', '#00a870'] }),
  },
  {
    file: `${ROOF}/club-empty.jpg`,
    width: 3000,
    seed: 112,
    scene: () => club({ seed: 112, people: 0, beams: 6, palette: ['#ff8a2a', '#ff2d7a'] }),
  },
  // Kinderhook Barn (examples/barn/): the barn and silo, the Hayloft, the Meadow, the Milking Parlor, the Silo
  // Lounge. The hero and the Hayloft at 4000 px, the rest at 3000, to keep the folder near 10 MB.
  {
    file: `${BARN}/hero.jpg`,
    width: 4000,
    seed: 201,
    scene: () => barnExterior({ seed: 201, light: 'dusk', at: [1.5, 30], people: 6 }),
  },
  {
    file: `${BARN}/hayloft.jpg`,
    width: 4000,
    seed: 202,
    scene: () => barnInterior({ seed: 202, tables: [-5, -1.6, 1.6, 5], seated: 0.8, people: 5 }),
  },
  {
    file: `${BARN}/meadow.jpg`,
    width: 3000,
    seed: 203,
    scene: () => meadow({ seed: 203, seated: 0.85, couple: true, sunX: 900, treeX: 17, treeZ: 30 }),
  },
  {
    file: `${BARN}/milking-parlor.jpg`,
    width: 3000,
    seed: 204,
    scene: () => parlor({ seed: 204, seated: 0.85, people: 7 }),
  },
  { file: `${BARN}/silo-lounge.jpg`, width: 3000, seed: 205, scene: () => siloLounge({ seed: 205 }) },
  {
    file: `${BARN}/hayloft-dance.jpg`,
    width: 3000,
    seed: 206,
    scene: () =>
      barnInterior({
        seed: 206,
        tables: [-5.6, 5.6],
        seated: 0.3,
        people: 150,
        dance: true,
        band: true,
        camY: 1.75,
        glow: 0.55,
      }),
  },
  {
    file: `${BARN}/hayloft-day.jpg`,
    width: 3000,
    seed: 207,
    scene: () => barnInterior({ seed: 207, light: 'day', tables: [-5, -1.6, 1.6, 5], camX: -3.3, vx: 830 }),
  },
  {
    file: `${BARN}/meadow-chairs.jpg`,
    width: 3000,
    seed: 208,
    scene: () => meadow({ seed: 208, seated: 0, sunHeight: 130, sunX: 470, camY: 1.8, treeX: 16, treeZ: 30 }),
  },
  {
    file: `${BARN}/harvest-supper.jpg`,
    width: 3000,
    seed: 209,
    scene: () =>
      tableDetail({
        seed: 209,
        room: parlor,
        backdrop: { seated: 0.9 },
        top: '#6e4426',
        flowers: ['#d8782a', '#c8a048'],
      }),
  },
  {
    file: `${BARN}/barn-by-day.jpg`,
    width: 3000,
    seed: 210,
    scene: () => barnExterior({ seed: 210, light: 'day', angle: -38, at: [4, 34] }),
  },
  {
    file: `${BARN}/barn-at-night.jpg`,
    width: 3000,
    seed: 211,
    scene: () => barnExterior({ seed: 211, light: 'night', angle: -25, at: [3, 24], people: 10 }),
  },
  // Matsubaya (examples/kyoto/): the street front, the tatami room, the courtyard garden, the storehouse. The hero
  // at 4000 px, the rest at 3000, to keep the folder under 6 MB.
  {
    file: `${KYOTO}/hero.jpg`,
    width: 4000,
    seed: 301,
    scene: () => machiyaStreet({ seed: 301 }),
  },
  { file: `${KYOTO}/zashiki.jpg`, width: 3000, seed: 302, scene: () => zashiki({ seed: 302 }) },
  { file: `${KYOTO}/tsuboniwa.jpg`, width: 3000, seed: 303, scene: () => tsuboniwa({ seed: 303 }) },
  { file: `${KYOTO}/kura.jpg`, width: 3000, seed: 304, scene: () => kura({ seed: 304, seated: 0.6 }) },
  // Riad Dar Zitoun (examples/riad/): the courtyard by night and by day, the roof terrace, the salon. The hero at
  // 4000 px, the rest at 3000.
  {
    file: `${RIAD}/hero.jpg`,
    width: 4000,
    seed: 401,
    scene: () => riadCourt({ seed: 401, light: 'night', people: 7 }),
  },
  {
    file: `${RIAD}/courtyard.jpg`,
    width: 3000,
    seed: 402,
    scene: () =>
      riadCourt({
        seed: 402,
        light: 'day',
        tables: [-2.6, 2.6],
        trees: [
          [-4.1, 2.2],
          [4.1, 2.2],
          [-4.1, 11.6],
          [4.1, 11.6],
        ],
        camY: 4.6,
        vy: 300,
      }),
  },
  { file: `${RIAD}/terrace.jpg`, width: 3000, seed: 403, scene: () => riadTerrace({ seed: 403 }) },
  { file: `${RIAD}/salon.jpg`, width: 3000, seed: 404, scene: () => salon({ seed: 404 }) },
];

/**
 * Floor plans drawn as SVG in the rooftop's style (light lines on night blue, metres, north up) and written as
 * palette PNGs 1600 px wide; `body` draws inside a 1200 × 800 box where `m` metres scale to pixels.
 */
const plan = (title, sub, body, legend, m) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1067" viewBox="0 0 1200 800"><style>text{font-family:'Liberation Sans',Arial,sans-serif;fill:#e8e4f0;font-size:17px;text-anchor:middle}.h{font-size:34px;font-weight:700;text-anchor:start}.u{font-size:19px;text-anchor:start;fill:#b8b4c8}.i{font-style:italic;fill:#b8b4c8}.s{font-size:16px;text-anchor:start}.l{fill:none;stroke:#e8e4f0;stroke-width:2}.w{fill:#e8e4f0}.f{fill:#2c3040;stroke:#e8e4f0;stroke-width:2}.d{fill:none;stroke:#e8e4f0;stroke-width:1.5;stroke-dasharray:8 6}</style><rect width="1200" height="800" fill="#0f1220"/><text x="56" y="70" class="h">${title}</text><text x="56" y="104" class="u">${sub}</text>${body}<path class="w" d="M56 752h${5 * m}v8h${-5 * m}Z"/><path d="M${56 + m} 754h${m}v4h${-m}ZM${56 + 3 * m} 754h${m}v4h${-m}Z" fill="#0f1220"/><text x="56" y="785" class="s">0</text><text x="${56 + 5 * m}" y="785" class="s" style="text-anchor:middle">5 m</text>${legend}<path class="w" d="M1130 728L1144 768L1130 759L1116 768Z"/><text x="1130" y="792">N</text></svg>`;

export const plans = [
  {
    file: `${KYOTO}/zashiki-plan.png`,
    // 52 px to the metre: the zashiki (5.46 × 7.28 m, twelve mats and the alcove), the engawa and the garden.
    svg: () => {
      const x0 = 200;
      const y0 = 190;
      const m = 52;
      let b = `<path class="l" d="M${x0} ${y0}h${7.28 * m}v${5.46 * m}h${-7.28 * m}Z" stroke-width="6"/>`;
      // Twelve mats in bands of 1.82 m.
      for (let k = 0; k < 4; k++) {
        const x = x0 + k * 1.82 * m;
        b += `<path class="l" d="M${x} ${y0}v${5.46 * m}"/>`;
        for (let j = 0; j < 3; j++) {
          const y = y0 + j * 1.82 * m;
          b +=
            (k + j) % 2
              ? `<path class="l" d="M${x + 0.91 * m} ${y}v${1.82 * m}"/>`
              : `<path class="l" d="M${x} ${y + 0.91 * m}h${1.82 * m}"/>`;
          b += `<path class="l" d="M${x} ${y}h${1.82 * m}"/>`;
        }
      }
      // The tokonoma and shelves beyond the east wall.
      b += `<rect class="f" x="${x0 + 7.28 * m}" y="${y0}" width="${0.75 * m}" height="${2.9 * m}"/><text x="${x0 + 7.28 * m + 80}" y="${y0 + 50}" style="text-anchor:start">Tokonoma (alcove)</text>`;
      b += `<rect class="f" x="${x0 + 7.28 * m}" y="${y0 + 2.9 * m}" width="${0.5 * m}" height="${2.56 * m}"/><text x="${x0 + 7.28 * m + 80}" y="${y0 + 140}" style="text-anchor:start">Shelves</text>`;
      // Shoji to the engawa on the south, the engawa and the garden.
      b += `<path class="d" d="M${x0} ${y0 + 5.46 * m + 4}h${7.28 * m}"/>`;
      b += `<rect class="l" x="${x0}" y="${y0 + 5.46 * m + 8}" width="${7.28 * m}" height="${1.2 * m}"/><text x="${x0 + 3.64 * m}" y="${y0 + 5.46 * m + 34}">Engawa (veranda)</text>`;
      b += `<rect class="f" x="${x0 + 0.5 * m}" y="${y0 + 6.9 * m}" width="${6.3 * m}" height="${2.4 * m}" style="fill:#1e3024"/><text x="${x0 + 3.64 * m}" y="${y0 + 8.2 * m}" class="i">Tsuboniwa (garden)</text>`;
      // Fusuma on the north to the front rooms, the way in on the west.
      b += `<path class="d" d="M${x0} ${y0 - 4}h${7.28 * m}"/><text x="${x0 + 3.64 * m}" y="${y0 - 16}">Fusuma to the front rooms</text>`;
      b += `<path class="w" d="M${x0 - 4} ${y0 + 1.8 * m}h8v${1.82 * m}h-8Z"/><text x="${x0 - 14}" y="${y0 + 2.75 * m}" style="text-anchor:end">Entrance</text>`;
      b += `<text x="${x0 + 3.64 * m}" y="${y0 + 2.8 * m}" class="i">Twelve tatami</text>`;
      // Low tables down both sides.
      for (let k = 0; k < 5; k++)
        for (const y of [y0 + 0.9 * m, y0 + 4.0 * m])
          b += `<rect class="f" x="${x0 + (0.6 + k * 1.3) * m}" y="${y}" width="${0.82 * m}" height="${0.6 * m}"/>`;
      b += `<path class="l" d="M${x0} ${y0 - 50}h${7.28 * m}M${x0 - 6} ${y0 - 44}l12 -12M${x0 + 7.28 * m - 6} ${y0 - 44}l12 -12"/><text x="${x0 + 3.64 * m}" y="${y0 - 58}">7.3 m</text>`;
      b += `<path class="l" d="M${x0 - 110} ${y0}v${5.46 * m}M${x0 - 116} ${y0 + 6}l12 -12M${x0 - 116} ${y0 + 5.46 * m + 6}l12 -12"/><text x="${x0 - 124}" y="${y0 + 2.73 * m}" transform="rotate(-90 ${x0 - 124} ${y0 + 2.73 * m})">5.5 m</text>`;
      return plan(
        'The Zashiki',
        'Floor plan · 7.3 × 5.5 m · twelve tatami, the alcove to the east, the garden to the south',
        b,
        `<path class="d" d="M460 756h50"/><text x="522" y="762" class="s">Shoji / fusuma</text><rect class="f" x="690" y="748" width="26" height="18"/><text x="728" y="762" class="s">Low table</text>`,
        m,
      );
    },
  },
  {
    file: `${RIAD}/courtyard-plan.png`,
    // 30 px to the metre: the courtyard (10 × 12.5 m) inside its arcades on three sides, the fountain, four trees.
    svg: () => {
      const x0 = 250;
      const y0 = 210;
      const m = 30;
      const W = 12.5;
      const D = 10;
      let b = `<rect class="l" x="${x0 - 2 * m}" y="${y0 - 2 * m}" width="${(W + 2) * m}" height="${(D + 4) * m}" stroke-width="6"/>`;
      b += `<rect class="l" x="${x0}" y="${y0}" width="${W * m}" height="${D * m}"/>`;
      for (let k = 0; k <= 4; k++)
        b += `<rect class="w" x="${x0 + k * (W / 4) * m - 5}" y="${y0 - 5}" width="10" height="10"/><rect class="w" x="${x0 + k * (W / 4) * m - 5}" y="${y0 + D * m - 5}" width="10" height="10"/>`;
      for (let k = 1; k < 3; k++)
        b += `<rect class="w" x="${x0 + W * m - 5}" y="${y0 + k * (D / 3) * m - 5}" width="10" height="10"/>`;
      b += `<circle class="f" cx="${x0 + 7 * m}" cy="${y0 + 5 * m}" r="${1.4 * m}" style="fill:#1e3a4a"/><circle class="l" cx="${x0 + 7 * m}" cy="${y0 + 5 * m}" r="${0.45 * m}"/><text x="${x0 + 7 * m}" y="${y0 + 5 * m + 66}">Fountain</text>`;
      for (const [u, v] of [
        [2.8, 1.6],
        [2.8, 8.4],
        [11.4, 1.6],
        [11.4, 8.4],
      ])
        b += `<rect class="f" x="${x0 + u * m - 16}" y="${y0 + v * m - 16}" width="32" height="32"/><circle cx="${x0 + u * m}" cy="${y0 + v * m}" r="22" fill="none" stroke="#9ac890" stroke-width="2"/>`;
      b += `<text x="${x0 + (W * m) / 2}" y="${y0 - 26}" class="i">Arcade and gallery</text><text x="${x0 + (W * m) / 2}" y="${y0 + D * m + 40}" class="i">Arcade and gallery</text><text x="${x0 + W * m + 30}" y="${y0 + (D * m) / 2}" class="i" transform="rotate(90 ${x0 + W * m + 30} ${y0 + (D * m) / 2})">Arcade: salon beyond</text>`;
      b += `<path class="w" d="M${x0 - 2 * m - 4} ${y0 + 4 * m}h8v${2 * m}h-8Z"/><text x="${x0 - 2 * m - 12}" y="${y0 + 5 * m + 6}" style="text-anchor:end">From the lane</text>`;
      b += `<text x="${x0 + 3.5 * m}" y="${y0 + 5 * m + 6}" class="i">Zellige floor</text>`;
      b += `<path class="l" d="M${x0} ${y0 - 80}h${W * m}M${x0 - 6} ${y0 - 74}l12 -12M${x0 + W * m - 6} ${y0 - 74}l12 -12"/><text x="${x0 + (W * m) / 2}" y="${y0 - 88}">12.5 m</text>`;
      b += `<path class="l" d="M${x0 + W * m + 90} ${y0}v${D * m}M${x0 + W * m + 84} ${y0 + 6}l12 -12M${x0 + W * m + 84} ${y0 + D * m + 6}l12 -12"/><text x="${x0 + W * m + 112}" y="${y0 + (D * m) / 2}" transform="rotate(-90 ${x0 + W * m + 112} ${y0 + (D * m) / 2})">10 m</text>`;
      return plan(
        'The Courtyard',
        'Floor plan · 12.5 × 10 m open to the sky · arcades on three sides, the fountain, four orange trees',
        b,
        `<rect class="w" x="330" y="750" width="10" height="10"/><text x="352" y="762" class="s">Pier</text><rect class="f" x="440" y="744" width="22" height="22"/><circle cx="451" cy="755" r="15" fill="none" stroke="#9ac890" stroke-width="2"/><text x="476" y="762" class="s">Orange tree in its bed</text>`,
        m,
      );
    },
  },
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  // --venue=content, rooftop, barn, kyoto or riad: one venue's photographs (its folder, the demo's being content/).
  const venue = process.argv.find((a) => a.startsWith('--venue='))?.slice(8);
  const folder = venue && (venue === 'content' ? `${HOLLIN}/` : `examples/${venue}/photos/`);
  let total = 0;
  for (const photo of photos) {
    if (only && !photo.file.endsWith(only)) continue;
    if (folder && !photo.file.startsWith(folder)) continue;
    const startedAt = Date.now();
    const made = await render(photo);
    total += made.bytes;
    console.log(
      `${made.file}  ${made.width}×${made.height}  ${(made.bytes / 1e6).toFixed(2)} MB  ${Date.now() - startedAt} ms`,
    );
  }
  for (const drawing of plans) {
    if (only && !drawing.file.endsWith(only)) continue;
    if (folder && !drawing.file.startsWith(folder)) continue;
    const target = path.join(root, drawing.file);
    await sharp(Buffer.from(drawing.svg())).png({ palette: true, compressionLevel: 9 }).toFile(target);
    total += fs.statSync(target).size;
    console.log(`${drawing.file}  ${(fs.statSync(target).size / 1e3).toFixed(0)} KB`);
  }
  console.log(`total ${(total / 1e6).toFixed(1)} MB`);
}
