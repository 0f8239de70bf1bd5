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
 *   node examples/tools/make-photos.mjs            # both venues
 *   node examples/tools/make-photos.mjs --only=hero.jpg
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

/** A close detail: a table laid for dinner, candles and glasses, in shallow focus (blurred background layer). */
function tableDetail(o) {
  const rand = random(o.seed);
  const back = hall({ ...o.backdrop, seed: o.seed + 1 });
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
      'fill="url(#cloth)"',
    ),
  );
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
        `<circle cx="${fx}" cy="${fy}" r="${f1(s * (0.03 + rand() * 0.03))}" fill="${rand() < 0.5 ? '#e8b8b0' : '#f4e8d0'}"/>`,
      );
    }
  }
  return { back, front: front.join('') };
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
];

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
  let total = 0;
  for (const photo of photos) {
    if (only && !photo.file.endsWith(only)) continue;
    const startedAt = Date.now();
    const made = await render(photo);
    total += made.bytes;
    console.log(
      `${made.file}  ${made.width}×${made.height}  ${(made.bytes / 1e6).toFixed(2)} MB  ${Date.now() - startedAt} ms`,
    );
  }
  console.log(`total ${(total / 1e6).toFixed(1)} MB`);
}
