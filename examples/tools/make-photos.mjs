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
 *   node examples/tools/make-photos.mjs --venue=barn     # one venue: content, rooftop or barn
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
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  // --venue=content, rooftop or barn: one venue's photographs (its folder, the demo's being content/).
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
  console.log(`total ${(total / 1e6).toFixed(1)} MB`);
}
