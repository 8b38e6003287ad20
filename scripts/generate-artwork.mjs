#!/usr/bin/env node
/**
 * Restora artwork generator.
 *
 * Deterministically writes calm, flat/illustrative SVG artwork into
 * apps/web/public/images/. No dependencies (node:fs + node:path only) and no
 * network access: every picture is drawn from code with a seeded PRNG, so
 * re-running the script produces byte-identical files.
 *
 *   node scripts/generate-artwork.mjs
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(decodeURIComponent(new URL(import.meta.url).pathname)), '..');
const OUT = path.join(ROOT, 'apps', 'web', 'public', 'images');

/* ------------------------------------------------------------------ */
/* Randomness, numbers, colours                                        */
/* ------------------------------------------------------------------ */

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function hashStr(s) {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

let PREC = 1;
const n = (v) => {
  const r = Math.round(v * PREC) / PREC;
  return Object.is(r, -0) ? 0 : r;
};
const n2 = (v) => Math.round(v * 100) / 100;
/** Tagged template that formats interpolated numbers. */
const D = (s, ...v) =>
  s.reduce((o, str, i) => o + str + (i < v.length ? (typeof v[i] === 'number' ? n(v[i]) : v[i]) : ''), '');
const pt = (p) => `${n(p[0])},${n(p[1])}`;
/** Join numbers compactly: a minus sign doubles as separator. */
function nums(arr) {
  let o = '';
  arr.forEach((v, i) => {
    const t = String(v);
    o += i === 0 || t[0] === '-' ? t : (i % 2 ? ',' : ' ') + t;
  });
  return o;
}
/** Relative polyline through points (absolute in), rounded without drift. */
function relPts(pts, cmd = 'l') {
  const r = pts
    .map((p) => [n(p[0]), n(p[1])])
    .filter((p, i, arr) => i === 0 || p[0] !== arr[i - 1][0] || p[1] !== arr[i - 1][1]);
  const out = [];
  for (let i = 1; i < r.length; i++) out.push(n(r[i][0] - r[i - 1][0]), n(r[i][1] - r[i - 1][1]));
  return { start: r[0], body: out.length ? cmd + nums(out) : '' };
}
const poly = (pts) => {
  const { start, body } = relPts(pts);
  return 'M' + start[0] + ',' + start[1] + body + 'z';
};
const lerp = (a, b, t) => a + (b - a) * t;
const clamp = (v, a, b) => Math.max(a, Math.min(b, v));

const hex2rgb = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));
const rgb2hex = (c) =>
  '#' + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('');
function mix(a, b, t) {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i] - v) * t));
}
const INK = '#1f2a26';
const lighten = (c, t) => mix(c, '#ffffff', t);
const darken = (c, t) => mix(c, INK, t);

/* Site palette */
const C = {
  teal: '#2f5d50',
  sage: '#4e7f6f',
  sageL: '#a8c3b5',
  sageXL: '#dce8e1',
  terra: '#c8724a',
  terraL: '#e3a37f',
  terraXL: '#f4d5c2',
  cream: '#faf7f2',
  linen: '#f1eadf',
  sand: '#e2d6c3',
  taupe: '#8a7b68',
  ink: INK,
  blue: '#6c8ea4',
  ochre: '#d4a84f',
  rose: '#c98b8b',
};

/* ------------------------------------------------------------------ */
/* SVG document builder                                                */
/* ------------------------------------------------------------------ */

class Art {
  constructor(w, h, key) {
    this.w = w;
    this.h = h;
    this.rng = mulberry32(hashStr(key));
    this.defs = [];
    this.dk = new Map();
    this.b = [];
    this.s = w / 1200;
    PREC = w <= 100 ? 10 : 1;
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1 - 1e-9));
  }
  pick(arr) {
    return arr[Math.floor(this.rng() * arr.length)];
  }
  chance(p) {
    return this.rng() < p;
  }
  _grad(tag, attrs, stops) {
    const list = stops.map((s, i) => (typeof s === 'string' ? [i / (stops.length - 1), s] : s));
    const st = list
      .map(
        ([o, c, op]) =>
          `<stop offset="${n2(o)}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${n2(op)}"` : ''}/>`,
      )
      .join('');
    const key = tag + attrs + st;
    if (!this.dk.has(key)) {
      const id = 'g' + this.dk.size.toString(36);
      this.dk.set(key, id);
      this.defs.push(`<${tag} id="${id}"${attrs}>${st}</${tag}>`);
    }
    return `url(#${this.dk.get(key)})`;
  }
  /** vertical by default */
  lin(stops, x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    return this._grad('linearGradient', ` x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, stops);
  }
  hlin(stops) {
    return this.lin(stops, 0, 0, 1, 0);
  }
  rad(stops, cx = 0.5, cy = 0.5, r = 0.5) {
    const a = cx === 0.5 && cy === 0.5 && r === 0.5 ? '' : ` cx="${cx}" cy="${cy}" r="${r}"`;
    return this._grad('radialGradient', a, stops);
  }
  def(s) {
    this.defs.push(s);
  }
  clip(d) {
    this.cid = (this.cid || 0) + 1;
    this.defs.push(`<clipPath id="c${this.cid}"><path d="${d}"/></clipPath>`);
    return ` clip-path="url(#c${this.cid})"`;
  }
  add(s) {
    this.b.push(s);
    return this;
  }
  path(d, fill, extra = '') {
    return this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }
  stroke(d, color, w, extra = '') {
    return this.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${n2(w)}"${extra}/>`);
  }
  rect(x, y, w, h, fill, extra = '') {
    return this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`,
    );
  }
  rrect(x, y, w, h, r, fill, extra = '') {
    return this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`,
    );
  }
  circle(cx, cy, r, fill, extra = '') {
    return this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`);
  }
  ellipse(cx, cy, rx, ry, fill, extra = '') {
    return this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`,
    );
  }
  open(attrs) {
    return this.add(`<g${attrs}>`);
  }
  close() {
    return this.add('</g>');
  }
  toString() {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const par = this.w > 100 ? ' preserveAspectRatio="xMidYMid slice"' : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"${par} stroke-linecap="round" stroke-linejoin="round">${defs}${this.b.join('')}</svg>\n`;
  }
}
const op = (o) => ` opacity="${n2(o)}"`;

/* ------------------------------------------------------------------ */
/* Times of day                                                        */
/* ------------------------------------------------------------------ */

const TIMES = {
  dawn: {
    sky: ['#a9bfc9', '#d9d2d6', '#f3dccb'],
    sun: '#fff3e6',
    glow: '#f6d0b6',
    haze: '#e4d8d4',
    tone: '#b79da8',
    toneAmt: 0.12,
    sea: ['#dcd3cf', '#8fa8ae'],
    sunYf: [0.55, 0.7],
    sunR: 46,
    cloud: '#f6e6de',
    shade: 0.16,
    hglow: true,
  },
  sunrise: {
    sky: ['#bfb3c3', '#ecc3b1', '#f8dcc0'],
    sun: '#fff0da',
    glow: '#f3b992',
    haze: '#ecd2c6',
    tone: '#c98f84',
    toneAmt: 0.14,
    sea: ['#ebcdbe', '#97a0ab'],
    sunYf: [0.72, 0.86],
    sunR: 54,
    cloud: '#f8dccd',
    shade: 0.18,
    hglow: true,
  },
  mist: {
    sky: ['#b8cac4', '#d7e2dc', '#eef0ea'],
    sun: '#fbf8f0',
    glow: '#ffffff',
    haze: '#e2e9e3',
    tone: '#c4d2cb',
    toneAmt: 0.1,
    sea: ['#d6e0da', '#93afa7'],
    sunYf: [0.3, 0.45],
    sunR: 40,
    cloud: '#f4f6f1',
    shade: 0.12,
    sunOp: 0.8,
  },
  noon: {
    sky: ['#98bcc4', '#c9dedb', '#f0eee4'],
    sun: '#fffbf0',
    glow: '#ffffff',
    haze: '#d8e5de',
    tone: '#ffffff',
    toneAmt: 0,
    sea: ['#b6d0ce', '#5e8e8e'],
    sunYf: [0.14, 0.26],
    sunR: 38,
    cloud: '#fbfaf5',
    shade: 0.15,
  },
  golden: {
    sky: ['#d9a47e', '#ebc29c', '#f7e0bc'],
    sun: '#fff3d6',
    glow: '#f5cf95',
    haze: '#edd3b5',
    tone: '#c4864f',
    toneAmt: 0.16,
    sea: ['#e9cca8', '#8e907e'],
    sunYf: [0.55, 0.72],
    sunR: 52,
    cloud: '#f9e3c6',
    shade: 0.2,
    hglow: true,
    lit: '#f8dcaa',
  },
  dusk: {
    sky: ['#4a5870', '#947d93', '#e4a283'],
    sun: '#f8d8c0',
    glow: '#e9a283',
    haze: '#af9099',
    tone: '#3a3d58',
    toneAmt: 0.42,
    sea: ['#c39a9a', '#46526a'],
    sunYf: [0.8, 0.94],
    sunR: 50,
    cloud: '#d8a596',
    shade: 0.22,
    hglow: true,
    lit: '#f6c88e',
  },
  night: {
    sky: ['#152230', '#213749', '#3a5465'],
    sun: '#f1eadf',
    glow: '#7e97a5',
    haze: '#3a5162',
    tone: '#142230',
    toneAmt: 0.6,
    sea: ['#324a5a', '#15232c'],
    sunYf: [0.16, 0.34],
    sunR: 30,
    cloud: '#4a6172',
    shade: 0.25,
    night: true,
    lit: '#f2bf7a',
  },
};

/** Land colour: base tinted by time of day and hazed by distance (depth 0 far .. 1 near). */
const tone = (T, c) => mix(c, T.tone, T.toneAmt);
const land = (T, c, depth) => mix(tone(T, c), T.haze, (1 - depth) * 0.82);

/* ------------------------------------------------------------------ */
/* Landscape primitives                                                */
/* ------------------------------------------------------------------ */

function smoothD(pts, move = true) {
  const P = pts.map((p) => [n(p[0]), n(p[1])]);
  let d = (move ? 'M' : 'L') + pt(P[0]);
  const arr = [];
  for (let i = 0; i < P.length - 1; i++) {
    const p0 = P[i - 1] || P[i];
    const p1 = P[i];
    const p2 = P[i + 1];
    const p3 = P[i + 2] || p2;
    arr.push(
      n((p2[0] - p0[0]) / 6),
      n((p2[1] - p0[1]) / 6),
      n(p2[0] - (p3[0] - p1[0]) / 6 - p1[0]),
      n(p2[1] - (p3[1] - p1[1]) / 6 - p1[1]),
      p2[0] - p1[0],
      p2[1] - p1[1],
    );
  }
  return d + 'c' + nums(arr);
}
function yAtFn(pts) {
  return (x) => {
    for (let i = 0; i < pts.length - 1; i++) {
      if (x >= pts[i][0] && x <= pts[i + 1][0]) {
        const t = (x - pts[i][0]) / (pts[i + 1][0] - pts[i][0] || 1);
        return lerp(pts[i][1], pts[i + 1][1], t);
      }
    }
    return x < pts[0][0] ? pts[0][1] : pts[pts.length - 1][1];
  };
}

/** Rolling ridge. Returns {d, pts, yAt}. */
function ridge(a, o) {
  const W = a.w;
  const x0 = o.x0 ?? -30;
  const x1 = o.x1 ?? W + 30;
  const step = o.step ?? 130 * a.s;
  const amp = o.amp ?? 40 * a.s;
  const noise = o.noise ?? 0.8;
  const env = o.env ?? (() => 1);
  const f1 = a.r(0.5, 1.3);
  const f2 = f1 * a.r(2.1, 2.9);
  const f3 = f1 * a.r(4.5, 6);
  const p1 = a.r(0, 6.3);
  const p2 = a.r(0, 6.3);
  const p3 = a.r(0, 6.3);
  const pts = [];
  const count = Math.max(2, Math.ceil((x1 - x0) / step));
  for (let i = 0; i <= count; i++) {
    const x = x0 + ((x1 - x0) * i) / count;
    const u = x / W;
    const nz =
      0.5 +
      0.5 *
        ((Math.sin(6.283 * f1 * u + p1) +
          0.45 * Math.sin(6.283 * f2 * u + p2) +
          0.15 * Math.sin(6.283 * f3 * u + p3)) /
          1.6);
    pts.push([x, o.base - amp * env(x) * (1 - noise + noise * nz)]);
  }
  const bottom = o.bottom ?? a.h + 5;
  const d = `M${n(x0)},${n(bottom)}` + smoothD(pts, false) + `L${n(x1)},${n(bottom)}Z`;
  return { d, pts, yAt: yAtFn(pts), bottom };
}
function drawRidge(a, o, fill, extra = '') {
  const r = ridge(a, o);
  a.path(r.d, fill, extra);
  return r;
}

/** Angular mountain range with facet shading and optional snow. */
function mountains(a, T, o) {
  const { base, top, low, count, color } = o;
  const x0 = o.x0 ?? -60 * a.s;
  const x1 = o.x1 ?? a.w + 60 * a.s;
  const lightLeft = o.lightLeft ?? true;
  const peaks = [];
  for (let i = 0; i < count; i++) {
    const x = lerp(x0, x1, (i + 0.5) / count) + a.r(-0.25, 0.25) * ((x1 - x0) / count);
    const y = o.peakY ? o.peakY(i, x) : a.r(top, low);
    peaks.push([x, y]);
  }
  const pts = [[x0 - 80 * a.s, o.startY ?? lerp(peaks[0][1], base, 0.55)]];
  const facets = [];
  const caps = [];
  for (let i = 0; i < peaks.length; i++) {
    const p = peaks[i];
    const prev = pts[pts.length - 1];
    // point on the way up
    const upT = a.r(0.45, 0.6);
    pts.push([lerp(prev[0], p[0], upT) + a.r(-8, 8) * a.s, lerp(prev[1], p[1], upT) + a.r(-14, 6) * a.s]);
    pts.push(p);
    const nx = peaks[i + 1];
    const vx = nx ? lerp(p[0], nx[0], a.r(0.42, 0.58)) : x1 + 80 * a.s;
    const vy = nx
      ? Math.max(p[1], nx[1]) + (base - Math.max(p[1], nx[1])) * a.r(0.28, 0.5)
      : lerp(p[1], base, 0.55);
    const dn = [lerp(p[0], vx, a.r(0.4, 0.55)) + a.r(-8, 8) * a.s, lerp(p[1], vy, 0.5) + a.r(-10, 10) * a.s];
    pts.push(dn);
    pts.push([vx, vy]);
    const left = pts[pts.length - 4];
    const sideP = lightLeft ? dn : left;
    const sideV = lightLeft ? [vx, vy] : prev;
    facets.push(
      poly([
        p,
        sideP,
        sideV,
        [lerp(p[0], sideV[0], 0.22) + a.r(-10, 10) * a.s, Math.min(base + 40 * a.s, o.bottom ?? 1e9)],
      ]),
    );
    if (o.snow && p[1] < o.snowLine) {
      const depth = (o.snowLine - p[1]) * a.r(0.55, 0.8);
      const yy = p[1] + depth;
      const onSeg = (q) => {
        const t = clamp((yy - p[1]) / (q[1] - p[1]), 0, 0.9);
        return [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];
      };
      const L = onSeg(left);
      const R = onSeg(dn);
      const z = [L];
      const k = 4;
      for (let j = 1; j < k; j++) {
        const t = j / k;
        z.push([lerp(L[0], R[0], t), lerp(L[1], R[1], t) + (j % 2 ? a.r(10, 20) : a.r(2, 6)) * a.s]);
      }
      z.push(R);
      caps.push(poly([p, ...z.reverse()]));
    }
  }
  pts.push([x1 + 200 * a.s, base]);
  const bottom = o.bottom ?? base + 60 * a.s;
  const d =
    `M${n(pts[0][0])},${n(bottom)}L` + pts.map(pt).join('L') + `L${n(pts[pts.length - 1][0])},${n(bottom)}Z`;
  a.path(d, color);
  if (caps.length) a.path(caps.join(''), o.snow);
  a.path(facets.join(''), INK, op(o.shadeOp ?? T.shade));
  return { d, pts, peaks };
}

function mist(a, y, h, color, o = 0.7) {
  a.rect(
    -10,
    y,
    a.w + 20,
    h,
    a.lin([
      [0, color, 0],
      [0.5, color, o],
      [1, color, 0],
    ]),
  );
}

function cloud(a, x, y, w, color, o) {
  const k = a.ri(3, 5);
  const seg = w / k;
  let d = D`M${x},${y}`;
  let cx = x;
  for (let i = 0; i < k; i++) {
    const rr = seg * (0.55 + 0.55 * Math.sin((Math.PI * (i + 0.5)) / k)) * a.r(0.85, 1.1);
    d += D`A${rr},${rr} 0 0 1 ${cx + seg},${y}`;
    cx += seg;
  }
  a.path(d + 'Z', color, op(o));
}

/** Sky with gradient, sun or moon, glow, clouds and stars. Sets a.sun. */
function drawSky(a, T, hy, o = {}) {
  const W = a.w;
  const s = a.s;
  a.rect(
    0,
    0,
    W,
    hy + 6 * s,
    a.lin([
      [0, T.sky[0]],
      [0.58, T.sky[1]],
      [1, T.sky[2]],
    ]),
  );
  const sx = o.sunX ?? a.r(0.25, 0.75) * W;
  const sy = o.sunY ?? hy * a.r(T.sunYf[0], T.sunYf[1]);
  const sr = (o.sunR ?? T.sunR) * s * (o.sunScale ?? 1);
  a.sun = { x: sx, y: sy, r: sr };
  a.lightLeft = sx < W / 2;
  if (T.hglow)
    a.ellipse(
      sx,
      hy,
      W * 0.7,
      hy * 0.45,
      a.rad([
        [0, T.glow, 0.55],
        [1, T.glow, 0],
      ]),
    );
  if (T.night) {
    const st = [];
    const count = o.stars ?? 30;
    for (let i = 0; i < count; i++) {
      const x = a.r(0, W);
      const y = a.r(0, hy * 0.75);
      const r = a.r(0.7, 1.9) * Math.max(s, 0.7);
      st.push(D`M${x - r},${y}a${r},${r} 0 1 0 ${2 * r},0a${r},${r} 0 1 0 ${-2 * r},0`);
    }
    a.path(st.join(''), '#f1eadf', op(0.75));
  }
  if (o.sun !== false) {
    a.circle(
      sx,
      sy,
      sr * 4.2,
      a.rad([
        [0, T.glow, T.night ? 0.35 : 0.55],
        [0.35, T.glow, 0.16],
        [1, T.glow, 0],
      ]),
    );
    if (T.night && o.crescent !== false && a.chance(0.6)) {
      a.path(
        D`M${sx},${sy - sr}A${sr},${sr} 0 1 0 ${sx},${sy + sr}A${sr * 1.3},${sr * 1.3} 0 0 1 ${sx},${sy - sr}Z`,
        T.sun,
      );
    } else {
      a.circle(sx, sy, sr, T.sun, T.sunOp ? op(T.sunOp) : '');
    }
  }
  const nc = o.clouds ?? a.ri(1, 3);
  for (let i = 0; i < nc; i++) {
    const cw = a.r(160, 320) * s;
    const cx = ((i + a.r(0.1, 0.7)) / nc) * W - cw / 2;
    const cy = a.r(0.18, 0.62) * hy;
    cloud(a, cx, cy, cw, T.cloud, a.r(0.45, 0.75));
  }
  if (o.streaks !== false && (T.hglow || a.chance(0.4))) {
    for (let i = 0; i < 2; i++) {
      const w = a.r(200, 420) * s;
      a.rrect(a.r(-0.1, 0.8) * W, hy * a.r(0.55, 0.85), w, 5 * s, 2.5 * s, T.cloud, op(0.5));
    }
  }
}

function waterBody(a, T, y0, y1, o = {}) {
  const W = a.w;
  const s = a.s;
  a.rect(
    -5,
    y0,
    W + 10,
    y1 - y0,
    a.lin([
      [0, T.sea[0]],
      [1, T.sea[1]],
    ]),
  );
  if (o.ripples !== false) {
    const rp = [];
    for (let i = 0; i < (o.rippleCount ?? 9); i++) {
      const y = lerp(y0, y1, Math.pow(a.r(0.05, 1), 1.4));
      const x = a.r(-0.1, 1) * W;
      const w = a.r(60, 220) * s * (0.5 + (y - y0) / (y1 - y0));
      rp.push(D`M${x},${y}h${w}`);
    }
    a.stroke(rp.join(''), '#ffffff', 2 * s, op(T.night ? 0.12 : 0.28));
  }
  const sun = a.sun;
  if (sun && o.glints !== false && sun.y < y0) {
    const g = [];
    const k = 9;
    for (let i = 0; i < k; i++) {
      const t = i / (k - 1);
      const y = y0 + 5 * s + Math.pow(t, 1.3) * (y1 - y0) * 0.55;
      const w = sun.r * (1.9 - t * 0.9) * a.r(0.5, 1.15);
      const x = sun.x - w / 2 + a.r(-6, 6) * s;
      g.push(D`M${x},${y}h${w}`);
    }
    a.stroke(g.join(''), T.sun, 4 * s, op(T.night ? 0.55 : 0.7));
  }
}

/* -------------------------- vegetation ------------------------------ */

function pineD(x, y, h, w, tiers = 4, trunk = 0) {
  const top = y - h;
  const bot = y - trunk;
  const R = [];
  for (let i = 1; i <= tiers; i++) {
    const yi = top + (bot - top) * (0.22 + (0.78 * i) / tiers);
    const wi = w * (0.3 + (0.7 * i) / tiers);
    R.push([x + wi, yi]);
    if (i < tiers) R.push([x + wi * 0.36, yi - ((bot - top) / tiers) * 0.28]);
  }
  const Lp = R.map((p) => [2 * x - p[0], p[1]]).reverse();
  return poly([[x, top], ...R, ...Lp]);
}
/** A continuous silhouette of conifers standing on ridge r (one compact path). */
function treeline(a, r, x0, x1, gap, hmin, hmax, tiers = 2) {
  const bot = r.bottom ?? a.h + 5;
  const pts = [
    [x0, bot],
    [x0, r.yAt(x0)],
  ];
  let x = x0;
  while (x < x1) {
    const h = a.r(hmin, hmax);
    const w = h * a.r(0.24, 0.32);
    const by = r.yAt(x) + h * 0.06;
    const top = by - h;
    pts.push([x - w, by]);
    const R = [];
    for (let i = 1; i <= tiers; i++) {
      const yi = top + h * (0.2 + (0.8 * i) / tiers) - (i === tiers ? 0 : 0);
      const wi = w * (0.35 + (0.65 * i) / tiers);
      R.push([x + wi, yi]);
      if (i < tiers) R.push([x + wi * 0.4, yi - (h / tiers) * 0.25]);
    }
    const L = R.map((p) => [2 * x - p[0], p[1]]).reverse();
    pts.push(...L, [x, top], ...R);
    x += gap * a.r(0.6, 1.15);
  }
  pts.push([x1, r.yAt(x1)], [x1, bot]);
  return poly(pts);
}
function pineRow(a, r, x0, x1, gap, hmin, hmax, tiers) {
  return treeline(a, r, x0, x1, gap, hmin, hmax, tiers ?? (hmax > 90 * a.s ? 3 : hmax > 40 * a.s ? 2 : 1));
}
function cypressD(x, y, h, w) {
  return D`M${x},${y}C${x - w},${y - h * 0.2} ${x - w * 0.75},${y - h * 0.78} ${x},${y - h}C${x + w * 0.75},${y - h * 0.78} ${x + w},${y - h * 0.2} ${x},${y}Z`;
}
function circD(cx, cy, r) {
  return D`M${cx - r},${cy}a${r},${r} 0 1 0 ${2 * r},0a${r},${r} 0 1 0 ${-2 * r},0`;
}
function ellD(cx, cy, rx, ry) {
  return D`M${cx - rx},${cy}a${rx},${ry} 0 1 0 ${2 * rx},0a${rx},${ry} 0 1 0 ${-2 * rx},0`;
}
/** Lens shaped leaf from base along angle (deg), optional bend. */
function leafD(x, y, len, wid, ang, bend = 0) {
  const t = (ang * Math.PI) / 180;
  const dx = Math.cos(t);
  const dy = Math.sin(t);
  const tx = x + dx * len;
  const ty = y + dy * len + bend * len;
  const mx = x + dx * len * 0.5;
  const my = y + dy * len * 0.5 + bend * len * 0.3;
  const nx = -dy * wid;
  const ny = dx * wid;
  return D`M${x},${y}Q${mx + nx},${my + ny} ${tx},${ty}Q${mx - nx},${my - ny} ${x},${y}Z`;
}

/** Palm tree: returns nothing, draws trunk + fronds. */
function palm(a, x, y, h, lean, col, trunkCol, detail = true) {
  const tx = x + lean;
  const ty = y - h;
  const bw = h * 0.032;
  const tw = h * 0.018;
  const cx = x + lean * 0.8;
  const cy = y - h * 0.45;
  a.path(
    D`M${x - bw},${y}Q${cx - bw},${cy} ${tx - tw},${ty}L${tx + tw},${ty}Q${cx + bw},${cy} ${x + bw},${y}Z`,
    trunkCol,
  );
  // trunk rings
  if (detail) {
    const rings = [];
    for (let t = 0.12; t < 0.95; t += 0.09) {
      const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
      const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ty;
      const ww = lerp(bw, tw, t);
      rings.push(D`M${px - ww},${py}l${ww * 2},${-ww * 0.5}`);
    }
    a.stroke(rings.join(''), darken(trunkCol, 0.3), Math.max(1, h * 0.006), op(0.5));
  }
  const angs = detail ? [-172, -146, -120, -96, -70, -44, -16, 12, 166] : [-165, -125, -90, -55, -15, 170];
  const ds = [];
  for (const base of angs) {
    const ang = base + a.r(-9, 9);
    const t = (ang * Math.PI) / 180;
    const L = h * a.r(0.3, 0.4) * (Math.abs(Math.cos(t)) < 0.4 ? 0.78 : 1);
    const c = Math.cos(t);
    const sn = Math.sin(t);
    const P0 = [tx, ty];
    const P1 = [tx + c * L * 0.55, ty + sn * L * 0.55 - L * 0.16 * Math.abs(c)];
    const P2 = [tx + c * L, ty + sn * L + L * (0.22 + 0.38 * Math.abs(c))];
    const B = (u) => [
      (1 - u) * (1 - u) * P0[0] + 2 * (1 - u) * u * P1[0] + u * u * P2[0],
      (1 - u) * (1 - u) * P0[1] + 2 * (1 - u) * u * P1[1] + u * u * P2[1],
    ];
    const Tg = (u) => {
      const vx = 2 * (1 - u) * (P1[0] - P0[0]) + 2 * u * (P2[0] - P1[0]);
      const vy = 2 * (1 - u) * (P1[1] - P0[1]) + 2 * u * (P2[1] - P1[1]);
      const m = Math.hypot(vx, vy) || 1;
      return [vx / m, vy / m];
    };
    const tm = Tg(0.5);
    let sgn = -tm[0] >= 0 ? 1 : -1; // normal (-ty, tx) with positive y
    const N = (u) => {
      const tg = Tg(u);
      return [-tg[1] * sgn, tg[0] * sgn];
    };
    if (N(0.5)[1] < 0) sgn = -sgn;
    const wMax = L * 0.06;
    const steps = detail ? 5 : 3;
    const up = [];
    const low = [];
    for (let k = 1; k < steps; k++) {
      const u = k / steps;
      const p = B(u);
      const nn = N(u);
      const tg = Tg(u);
      const w = wMax * Math.pow(Math.sin(Math.PI * u), 0.7);
      up.push([p[0] - nn[0] * w, p[1] - nn[1] * w]);
      const lf = L * (detail ? 0.2 : 0.12) * Math.pow(Math.sin(Math.PI * (u * 0.85 + 0.1)), 0.6);
      low.push([p[0] + nn[0] * lf + tg[0] * lf * 0.45, p[1] + nn[1] * lf + tg[1] * lf * 0.45]);
      if (detail) {
        const q = B(u - 0.5 / steps);
        const nq = N(u - 0.5 / steps);
        low.push([q[0] + nq[0] * w * 0.6, q[1] + nq[1] * w * 0.6]);
      }
    }
    low.sort(() => 0);
    const pathPts = [P0, ...up, P2, ...low.reverse()];
    ds.push(poly(pathPts));
  }
  a.path(ds.join(''), col);
  if (detail) {
    a.path(
      circD(tx - h * 0.015, ty + h * 0.02, h * 0.016) + circD(tx + h * 0.018, ty + h * 0.025, h * 0.015),
      darken(trunkCol, 0.2),
    );
  }
}

function roundTree(a, x, y, h, col, trunk, o = {}) {
  const w = h * (o.wide ?? 0.45);
  a.path(
    D`M${x - h * 0.03},${y}L${x - h * 0.015},${y - h * 0.55}L${x + h * 0.015},${y - h * 0.55}L${x + h * 0.03},${y}Z`,
    trunk,
  );
  const blobs = [];
  const hi = [];
  const k = o.blobs ?? 6;
  for (let i = 0; i < k; i++) {
    const ang = (i / k) * Math.PI * 2 + a.r(-0.3, 0.3);
    const cx = x + Math.cos(ang) * w * 0.42;
    const cy = y - h * 0.62 + Math.sin(ang) * h * 0.2;
    const r = w * a.r(0.34, 0.46);
    blobs.push(circD(cx, cy, r));
    if (Math.cos(ang) < 0.2 && Math.sin(ang) < 0.3) hi.push(circD(cx - r * 0.15, cy - r * 0.2, r * 0.7));
  }
  blobs.push(circD(x, y - h * 0.68, w * 0.5));
  a.path(blobs.join(''), col);
  if (o.highlight !== false) a.path(hi.join(''), lighten(col, o.hl ?? 0.14), op(0.8));
}

function oliveTree(a, x, y, h, col, trunk) {
  const w = h * 0.95;
  const s = h / 100;
  a.ellipse(x, y, w * 0.42, h * 0.05, INK, op(0.12));
  a.stroke(
    D`M${x},${y}C${x - 4 * s},${y - 14 * s} ${x + 5 * s},${y - 26 * s} ${x - 2 * s},${y - 40 * s}`,
    trunk,
    9 * s,
  );
  a.stroke(
    D`M${x - 2 * s},${y - 38 * s}C${x - 10 * s},${y - 48 * s} ${x - 16 * s},${y - 52 * s} ${x - 26 * s},${y - 60 * s}M${x - 1 * s},${y - 38 * s}C${x + 8 * s},${y - 50 * s} ${x + 14 * s},${y - 56 * s} ${x + 24 * s},${y - 64 * s}M${x - 1 * s},${y - 40 * s}L${x},${y - 66 * s}`,
    trunk,
    4.5 * s,
  );
  const dark = [];
  const mid = [];
  const hi = [];
  const k = h < 120 * a.s ? 5 : 7;
  for (let i = 0; i < k; i++) {
    const th = Math.PI * (-0.15 + 1.3 * (i / (k - 1)));
    const cx = x - Math.cos(th) * w * 0.36 * a.r(0.8, 1.05);
    const cy = y - h * 0.68 - Math.sin(th) * h * 0.26 + a.r(-4, 4) * s;
    const rx = w * a.r(0.14, 0.19);
    const ry = rx * a.r(0.7, 0.85);
    dark.push(ellD(cx, cy + ry * 0.35, rx, ry));
    mid.push(ellD(cx, cy, rx * 0.92, ry * 0.9));
    if (i > 1 && i < k - 2 && i % 2 === 0)
      hi.push(ellD(cx - rx * 0.15, cy - ry * 0.35, rx * 0.55, ry * 0.45));
  }
  mid.push(ellD(x, y - h * 0.72, w * 0.3, h * 0.22));
  a.path(dark.join(''), darken(col, 0.22));
  a.path(mid.join(''), col);
  a.path(hi.join(''), lighten(col, 0.25), op(0.85));
}

/** Fan of leaves, e.g. potted plant or bush. */
function leafFan(a, x, y, count, len, wid, spread, col, col2, o = {}) {
  const ds = [];
  const ds2 = [];
  const start = o.center ?? -90;
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const ang = start - spread / 2 + spread * t + a.r(-6, 6);
    const L = len * a.r(0.75, 1.05) * (1 - Math.abs(t - 0.5) * (o.taper ?? 0.5));
    const bend = (o.bend ?? 0.15) * Math.abs(Math.cos((ang * Math.PI) / 180));
    (i % 2 ? ds2 : ds).push(leafD(x, y, L, wid * a.r(0.8, 1.1), ang, bend));
  }
  a.path(ds.join(''), col);
  a.path(ds2.join(''), col2);
}

/** Leafy branch reaching in from outside the frame, with optional blossoms. */
function branch(a, x0, y0, x1, y1, col, col2, leafLen, flowers) {
  const s = a.s;
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + 50 * s;
  a.stroke(D`M${x0},${y0}Q${cx},${cy} ${x1},${y1}`, darken(col2, 0.3), 5 * s);
  const l1 = [];
  const l2 = [];
  for (let t = 0.25; t <= 1.001; t += 0.09) {
    const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
    const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1;
    const tx = 2 * (1 - t) * (cx - x0) + 2 * t * (x1 - cx);
    const ty = 2 * (1 - t) * (cy - y0) + 2 * t * (y1 - cy);
    const ang = (Math.atan2(ty, tx) * 180) / Math.PI;
    const L = leafLen * a.r(0.75, 1.1);
    l1.push(leafD(px, py, L, L * 0.2, ang + 55 + a.r(-10, 10), 0.2));
    l2.push(leafD(px, py, L * 0.9, L * 0.2, ang - 50 + a.r(-10, 10), 0.25));
  }
  l1.push(leafD(x1, y1, leafLen, leafLen * 0.2, (Math.atan2(y1 - cy, x1 - cx) * 180) / Math.PI, 0.1));
  a.path(l2.join(''), col2);
  a.path(l1.join(''), col);
  if (flowers) {
    const f = [];
    const c = [];
    for (let i = 0; i < 3; i++) {
      const t = 0.45 + i * 0.22;
      const px = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * cx + t * t * x1;
      const py = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * cy + t * t * y1 - 14 * s;
      for (let k = 0; k < 5; k++) {
        const an = (k / 5) * Math.PI * 2 + i;
        f.push(ellD(px + Math.cos(an) * 9 * s, py + Math.sin(an) * 9 * s, 8 * s, 8 * s));
      }
      c.push(circD(px, py, 4.5 * s));
    }
    a.path(f.join(''), flowers[0]);
    a.path(c.join(''), flowers[1]);
  }
}

function birds(a, x, y, col, count = 3, size = 1) {
  const ds = [];
  for (let i = 0; i < count; i++) {
    const bx = x + a.r(-60, 60) * a.s;
    const by = y + a.r(-25, 25) * a.s;
    const w = a.r(7, 11) * a.s * size;
    ds.push(D`M${bx - w},${by}q${w / 2},${-w * 0.5} ${w},0q${w / 2},${-w * 0.5} ${w},0`);
  }
  a.stroke(ds.join(''), col, 1.6 * a.s * size, op(0.7));
}

/* ------------------------------------------------------------------ */
/* Architecture                                                        */
/* ------------------------------------------------------------------ */

function glass(T) {
  return T.lit ? T.lit : tone(T, '#48635e');
}

function bungalow(a, T, x, y, s, o = {}) {
  const wood = tone(T, o.wood ?? '#a47e5e');
  const woodD = darken(wood, 0.3);
  const roof = tone(T, o.roof ?? '#d8b98a');
  const win = glass(T);
  const st = (o.stilt ?? 24) * s;
  const stl = [];
  for (const dx of [-58, -20, 20, 58])
    stl.push(
      D`M${x + dx * s - 3 * s},${y - st - 4 * s}h${6 * s}v${st + 4 * s + (o.deep ?? 0) * s}h${-6 * s}Z`,
    );
  a.path(stl.join(''), woodD);
  a.rect(x - 76 * s, y - st - 8 * s, 152 * s, 8 * s, woodD);
  a.rect(x - 52 * s, y - st - 64 * s, 104 * s, 57 * s, wood);
  a.rect(x - 52 * s, y - st - 64 * s, 104 * s, 8 * s, INK, op(0.18));
  a.rect(x - 13 * s, y - st - 50 * s, 26 * s, 42 * s, win);
  a.rect(x + 22 * s, y - st - 46 * s, 20 * s, 18 * s, win);
  a.rect(x - 42 * s, y - st - 46 * s, 20 * s, 18 * s, win);
  a.stroke(
    D`M${x - 76 * s},${y - st - 24 * s}H${x - 52 * s}M${x + 52 * s},${y - st - 24 * s}H${x + 76 * s}M${x - 70 * s},${y - st - 8 * s}v${-16 * s}M${x + 70 * s},${y - st - 8 * s}v${-16 * s}`,
    woodD,
    2.5 * s,
  );
  const ry = y - st - 60 * s;
  a.path(
    D`M${x - 88 * s},${ry + 8 * s}Q${x - 42 * s},${ry - 16 * s} ${x},${ry - 82 * s}Q${x + 42 * s},${ry - 16 * s} ${x + 88 * s},${ry + 8 * s}Q${x},${ry - 4 * s} ${x - 88 * s},${ry + 8 * s}Z`,
    roof,
  );
  const sd = a.lightLeft === false ? -1 : 1;
  a.path(
    D`M${x},${ry - 82 * s}Q${x + sd * 42 * s},${ry - 16 * s} ${x + sd * 88 * s},${ry + 8 * s}Q${x + sd * 44 * s},${ry - 2 * s} ${x},${ry - 2 * s}Z`,
    INK,
    op(0.16),
  );
  a.stroke(
    D`M${x - 60 * s},${ry - 10 * s}Q${x},${ry - 22 * s} ${x + 60 * s},${ry - 10 * s}M${x - 34 * s},${ry - 38 * s}Q${x},${ry - 46 * s} ${x + 34 * s},${ry - 38 * s}`,
    darken(roof, 0.25),
    2 * s,
    op(0.5),
  );
}

function lodge(a, T, x, y, s) {
  const wood = tone(T, '#9c6e50');
  const roof = tone(T, '#4a4a48');
  const win = glass(T);
  // side wing
  a.rect(x + 70 * s, y - 62 * s, 110 * s, 62 * s, darken(wood, 0.12));
  a.path(
    D`M${x + 60 * s},${y - 58 * s}L${x + 70 * s},${y - 92 * s}L${x + 192 * s},${y - 70 * s}L${x + 192 * s},${y - 58 * s}Z`,
    roof,
  );
  a.rect(x + 100 * s, y - 48 * s, 22 * s, 26 * s, win);
  a.rect(x + 140 * s, y - 48 * s, 22 * s, 26 * s, win);
  // main gable
  a.rect(x - 90 * s, y - 92 * s, 180 * s, 92 * s, wood);
  a.path(D`M${x - 90 * s},${y - 90 * s}L${x},${y - 168 * s}L${x + 90 * s},${y - 90 * s}Z`, wood);
  // planks
  const pl = [];
  for (let i = 1; i < 7; i++) pl.push(D`M${x - 90 * s},${y - i * 13 * s}H${x + 90 * s}`);
  a.stroke(pl.join(''), darken(wood, 0.25), 1.5 * s, op(0.35));
  // big glass gable
  a.path(
    D`M${x - 56 * s},${y - 8 * s}V${y - 92 * s}L${x},${y - 140 * s}L${x + 56 * s},${y - 92 * s}V${y - 8 * s}Z`,
    win,
  );
  a.stroke(
    D`M${x},${y - 140 * s}V${y - 8 * s}M${x - 56 * s},${y - 60 * s}H${x + 56 * s}M${x - 56 * s},${y - 92 * s}H${x + 56 * s}`,
    darken(wood, 0.35),
    3 * s,
  );
  // roof
  a.path(
    D`M${x - 112 * s},${y - 78 * s}L${x},${y - 184 * s}L${x + 112 * s},${y - 78 * s}L${x + 100 * s},${y - 78 * s}L${x},${y - 168 * s}L${x - 100 * s},${y - 78 * s}Z`,
    roof,
  );
  if (T.snowRoof)
    a.path(
      D`M${x - 112 * s},${y - 78 * s}L${x},${y - 184 * s}L${x + 112 * s},${y - 78 * s}L${x + 104 * s},${y - 74 * s}L${x},${y - 174 * s}L${x - 104 * s},${y - 74 * s}Z`,
      '#f3f1ec',
      op(0.9),
    );
  // chimney + smoke
  a.rect(x + 40 * s, y - 172 * s, 16 * s, 40 * s, darken(roof, 0.2));
  a.stroke(
    D`M${x + 48 * s},${y - 178 * s}c${-14 * s},${-20 * s} ${14 * s},${-30 * s} ${0},${-52 * s}s${10 * s},${-34 * s} ${-6 * s},${-56 * s}`,
    T.night ? '#8fa2ad' : '#ffffff',
    7 * s,
    op(0.35),
  );
  // deck
  a.rect(x - 110 * s, y - 6 * s, 220 * s, 8 * s, darken(wood, 0.3));
}

function aframe(a, T, x, y, s) {
  const wood = tone(T, '#a8774f');
  const roof = tone(T, '#3f4a45');
  const win = glass(T);
  a.rect(x - 86 * s, y - 6 * s, 172 * s, 8 * s, darken(wood, 0.3));
  a.path(D`M${x - 78 * s},${y - 4 * s}L${x},${y - 150 * s}L${x + 78 * s},${y - 4 * s}Z`, roof);
  a.path(D`M${x - 58 * s},${y - 6 * s}L${x},${y - 122 * s}L${x + 58 * s},${y - 6 * s}Z`, wood);
  a.path(D`M${x - 36 * s},${y - 6 * s}L${x},${y - 84 * s}L${x + 36 * s},${y - 6 * s}Z`, win);
  a.stroke(
    D`M${x},${y - 84 * s}V${y - 6 * s}M${x - 22 * s},${y - 44 * s}H${x + 22 * s}`,
    darken(wood, 0.35),
    3 * s,
  );
  const sd = a.lightLeft === false ? -1 : 1;
  a.path(
    D`M${x},${y - 150 * s}L${x + sd * 78 * s},${y - 4 * s}L${x + sd * 58 * s},${y - 6 * s}L${x},${y - 122 * s}Z`,
    INK,
    op(0.2),
  );
  a.rect(x + 22 * s, y - 150 * s, 12 * s, 34 * s, darken(roof, 0.1));
  a.stroke(
    D`M${x + 28 * s},${y - 156 * s}c${-12 * s},${-18 * s} ${12 * s},${-26 * s} 0,${-46 * s}s${8 * s},${-30 * s} ${-6 * s},${-50 * s}`,
    T.night ? '#8fa2ad' : '#ffffff',
    6 * s,
    op(0.35),
  );
}

function pavilion(a, T, x, y, s, o = {}) {
  const wood = tone(T, o.wood ?? '#8c6a4f');
  const roof = tone(T, o.roof ?? '#5a4d42');
  a.rect(x - 120 * s, y - 12 * s, 240 * s, 12 * s, darken(wood, 0.15));
  a.rect(x - 120 * s, y - 12 * s, 240 * s, 3 * s, lighten(wood, 0.2));
  const posts = [];
  for (const dx of [-100, -34, 34, 100])
    posts.push(D`M${x + dx * s - 4 * s},${y - 12 * s}v${-96 * s}h${8 * s}v${96 * s}Z`);
  a.path(posts.join(''), darken(wood, 0.25));
  a.path(
    D`M${x - 150 * s},${y - 104 * s}Q${x - 80 * s},${y - 112 * s} ${x - 50 * s},${y - 150 * s}H${x + 50 * s}Q${x + 80 * s},${y - 112 * s} ${x + 150 * s},${y - 104 * s}Q${x + 152 * s},${y - 98 * s} ${x + 144 * s},${y - 98 * s}H${x - 144 * s}Q${x - 152 * s},${y - 98 * s} ${x - 150 * s},${y - 104 * s}Z`,
    roof,
  );
  a.rect(x - 144 * s, y - 102 * s, 288 * s, 5 * s, INK, op(0.2));
  if (o.mat !== false)
    a.path(
      D`M${x - 60 * s},${y - 12 * s}l${14 * s},${-6 * s}h${80 * s}l${-14 * s},${6 * s}Z`,
      tone(T, C.terra),
    );
  if (o.figure) seated(a, x + (o.figX ?? 0) * s, y - 16 * s, 0.8 * s, darken(roof, 0.4));
}

/** Minimal seated (lotus) silhouette. x,y = base centre. */
function seated(a, x, y, s, col) {
  a.path(
    D`M${x - 46 * s},${y}C${x - 50 * s},${y - 14 * s} ${x - 30 * s},${y - 22 * s} ${x - 16 * s},${y - 24 * s}C${x - 24 * s},${y - 44 * s} ${x - 22 * s},${y - 62 * s} ${x - 18 * s},${y - 74 * s}C${x - 14 * s},${y - 82 * s} ${x - 8 * s},${y - 84 * s} ${x},${y - 84 * s}C${x + 8 * s},${y - 84 * s} ${x + 14 * s},${y - 82 * s} ${x + 18 * s},${y - 74 * s}C${x + 22 * s},${y - 62 * s} ${x + 24 * s},${y - 44 * s} ${x + 16 * s},${y - 24 * s}C${x + 30 * s},${y - 22 * s} ${x + 50 * s},${y - 14 * s} ${x + 46 * s},${y}Z`,
    col,
  );
  // arms resting on knees
  a.path(
    D`M${x - 17 * s},${y - 70 * s}C${x - 30 * s},${y - 52 * s} ${x - 34 * s},${y - 34 * s} ${x - 34 * s},${y - 18 * s}L${x - 27 * s},${y - 18 * s}C${x - 26 * s},${y - 34 * s} ${x - 22 * s},${y - 48 * s} ${x - 14 * s},${y - 58 * s}ZM${x + 17 * s},${y - 70 * s}C${x + 30 * s},${y - 52 * s} ${x + 34 * s},${y - 34 * s} ${x + 34 * s},${y - 18 * s}L${x + 27 * s},${y - 18 * s}C${x + 26 * s},${y - 34 * s} ${x + 22 * s},${y - 48 * s} ${x + 14 * s},${y - 58 * s}Z`,
    col,
  );
  a.rect(x - 4.5 * s, y - 92 * s, 9 * s, 12 * s, col);
  a.ellipse(x, y - 104 * s, 11 * s, 13 * s, col);
}

/** Standing tree-pose silhouette facing the viewer. x,y = feet. */
function treePose(a, x, y, s, col) {
  const P = (dx, dy) => `${n(x + dx * s)},${n(y + dy * s)}`;
  a.stroke(`M${P(-3, -96)}L${P(-4, -52)}L${P(-3, -6)}M${P(9, -94)}L${P(46, -64)}L${P(6, -70)}`, col, 13 * s);
  a.ellipse(x - 1 * s, y - 3 * s, 10 * s, 4 * s, col);
  a.path(
    `M${P(-17, -98)}C${P(-19, -118)} ${P(-12, -136)} ${P(-20, -160)}L${P(20, -160)}C${P(12, -136)} ${P(19, -118)} ${P(17, -98)}Q${P(0, -88)} ${P(-17, -98)}Z`,
    col,
  );
  a.stroke(
    `M${P(-16, -156)}C${P(-30, -182)} ${P(-18, -212)} ${P(-2, -236)}M${P(16, -156)}C${P(30, -182)} ${P(18, -212)} ${P(2, -236)}`,
    col,
    7.5 * s,
  );
  a.rect(x - 4 * s, y - 172 * s, 8 * s, 14 * s, col);
  a.ellipse(x, y - 182 * s, 9 * s, 11 * s, col);
}

/* ------------------------------------------------------------------ */
/* Stay scenes                                                         */
/* ------------------------------------------------------------------ */

const G = {
  deep: '#2f5d50',
  mid: '#4e7f6f',
  soft: '#6f9a86',
  meadow: '#8fb08e',
  jungle: '#3f6e58',
  olive: '#8da596',
};

function trunkCol(T) {
  return tone(T, '#6e5a48');
}

function sceneBeach(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * a.r(0.52, 0.56);
  drawSky(a, T, hy, { sunX: W * a.r(0.28, 0.5) });
  waterBody(a, T, hy, H);
  // headland on the left
  const hx = W * a.r(0.3, 0.42);
  const hd = drawRidge(
    a,
    {
      base: hy + 3 * s,
      amp: 70 * s,
      x0: -30,
      x1: hx,
      step: 50 * s,
      noise: 0.35,
      bottom: hy + 4 * s,
      env: (x) => Math.pow(clamp(1 - x / hx, 0, 1), 0.6),
    },
    land(T, G.mid, 0.2),
  );
  a.path(pineRow(a, hd, 10 * s, hx * 0.75, 26 * s, 14 * s, 26 * s), land(T, G.mid, 0.2));
  if (v % 2 === 1) {
    // over-water villas on the horizon side
    const wy = hy + (H - hy) * 0.28;
    a.stroke(D`M${W * 0.5},${wy - 2 * s}H${W * 0.98}`, tone(T, '#6b5443'), 4 * s);
    for (let i = 0; i < 3; i++)
      bungalow(a, T, W * (0.56 + i * 0.15), wy + 14 * s, 0.42 * s, { stilt: 26, deep: 8 });
  }
  // shoreline
  const sy = H * (v % 2 ? 0.84 : 0.78);
  const shore = [];
  for (let i = 0; i <= 6; i++)
    shore.push([-30 + ((W + 60) * i) / 6, sy + Math.sin(i * 1.1 + v) * 14 * s - i * 6 * s]);
  const sand = land(T, '#ead6b6', 1);
  const wet = mix(sand, T.sea[1], 0.35);
  a.path(smoothD(shore.map((p) => [p[0], p[1] - 22 * s])) + `L${W + 30},${H + 5}L-30,${H + 5}Z`, wet);
  a.stroke(smoothD(shore.map((p) => [p[0], p[1] - 22 * s])), '#ffffff', 3 * s, op(0.6));
  a.path(
    smoothD(shore) + `L${W + 30},${H + 5}L-30,${H + 5}Z`,
    a.lin([
      [0, sand],
      [1, darken(sand, 0.08)],
    ]),
  );
  const yS = yAtFn(shore);
  const rip = [];
  for (let i = 0; i < 4; i++) {
    const x = a.r(0.05, 0.8) * W;
    const y = yS(x) + a.r(30, 120) * s;
    rip.push(D`M${x},${y}q${60 * s},${-8 * s} ${120 * s},0`);
  }
  a.stroke(rip.join(''), darken(sand, 0.2), 2 * s, op(0.35));
  const pc = land(T, G.deep, 0.95);
  const tc = trunkCol(T);
  if (v % 2 === 0) {
    const bx = W * a.r(0.6, 0.68);
    palm(
      a,
      bx + 120 * s,
      yS(bx + 120 * s) + 10 * s,
      300 * s,
      40 * s,
      land(T, G.mid, 0.8),
      tone(T, '#86705a'),
    );
    bungalow(a, T, bx, yS(bx) + 26 * s, 1.05 * s);
    palm(
      a,
      bx - 130 * s,
      yS(bx - 130 * s) + 14 * s,
      250 * s,
      -30 * s,
      land(T, G.mid, 0.85),
      tone(T, '#86705a'),
    );
  }
  // umbrella + lounger
  const ux = W * (v % 2 ? 0.42 : 0.34);
  const uy = yS(ux) + 70 * s;
  const cloth = tone(T, v % 2 ? C.terra : C.cream);
  a.ellipse(ux + 20 * s, uy + 4 * s, 90 * s, 10 * s, INK, op(0.1));
  a.stroke(D`M${ux},${uy}L${ux + 10 * s},${uy - 120 * s}`, tone(T, '#6b5443'), 4 * s);
  a.path(
    D`M${ux - 74 * s},${uy - 100 * s}Q${ux + 6 * s},${uy - 170 * s} ${ux + 94 * s},${uy - 126 * s}Q${ux + 10 * s},${uy - 128 * s} ${ux - 74 * s},${uy - 100 * s}Z`,
    cloth,
  );
  a.path(
    D`M${ux + 10 * s},${uy - 148 * s}Q${ux + 50 * s},${uy - 146 * s} ${ux + 94 * s},${uy - 126 * s}Q${ux + 50 * s},${uy - 128 * s} ${ux + 10 * s},${uy - 126 * s}Z`,
    INK,
    op(0.12),
  );
  a.path(
    D`M${ux + 30 * s},${uy - 6 * s}l${90 * s},0l${28 * s},${-30 * s}l${-8 * s},${-4 * s}l${-26 * s},${26 * s}l${-84 * s},0Z`,
    tone(T, C.cream),
  );
  a.stroke(D`M${ux + 36 * s},${uy}v${-6 * s}M${ux + 116 * s},${uy}v${-6 * s}`, tone(T, '#6b5443'), 3 * s);
  // framing palm in the foreground
  palm(a, W * 0.94, H + 20 * s, H * 0.86, -W * 0.12, pc, tc);
  if (!T.night) birds(a, W * 0.55, hy * 0.35, darken(T.sky[0], 0.45));
}

function sceneMountain(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.6;
  T = { ...T, snowRoof: v === 3 };
  drawSky(a, T, hy, { sunX: W * a.r(0.2, 0.42) });
  const snow = mix('#f7f4ef', T.tone, T.toneAmt * 0.8);
  mountains(a, T, {
    base: hy,
    top: H * 0.16,
    low: H * 0.3,
    count: 4,
    color: land(T, '#7f9296', 0.15),
    snow,
    snowLine: H * 0.34,
    lightLeft: a.lightLeft,
  });
  mist(a, hy - 70 * s, 90 * s, T.haze, 0.7);
  mountains(a, T, {
    base: hy + 30 * s,
    top: H * 0.33,
    low: H * 0.43,
    count: 5,
    color: land(T, '#627873', 0.38),
    snow: mix(snow, T.haze, 0.25),
    snowLine: H * 0.37,
    lightLeft: a.lightLeft,
  });
  const r1 = drawRidge(a, { base: H * 0.6, amp: 46 * s, step: 80 * s }, land(T, G.deep, 0.55));
  a.path(pineRow(a, r1, -10, W + 10, 22 * s, 26 * s, 48 * s), land(T, G.deep, 0.55));
  const lake = v % 2 === 1;
  let r2;
  if (lake) {
    const ly = H * 0.68;
    a.rect(
      0,
      ly - 4 * s,
      W,
      H - ly,
      a.lin([
        [0, mix(T.sky[2], T.sea[0], 0.4)],
        [1, T.sea[1]],
      ]),
    );
    a.stroke(
      D`M${W * 0.1},${ly + 14 * s}h${180 * s}M${W * 0.55},${ly + 26 * s}h${240 * s}M${W * 0.3},${ly + 44 * s}h${120 * s}`,
      '#ffffff',
      2 * s,
      op(0.3),
    );
    r2 = drawRidge(
      a,
      { base: H * 0.8, amp: 80 * s, step: 120 * s, env: (x) => clamp((x - W * 0.35) / (W * 0.3), 0, 1) },
      land(T, G.meadow, 0.85),
    );
  } else {
    r2 = drawRidge(a, { base: H * 0.72, amp: 30 * s, step: 140 * s }, land(T, G.meadow, 0.8));
  }
  const lx = lake ? W * 0.74 : W * a.r(0.55, 0.66);
  lodge(a, T, lx, r2.yAt(lx) + 12 * s, (lake ? 0.72 : 0.85) * s);
  // near pines
  const pc = land(T, G.deep, 1);
  const near = [];
  near.push(pineD(W * 0.06, H + 30 * s, H * 0.72, 95 * s, 5, 20 * s));
  near.push(pineD(W * 0.16, H + 30 * s, H * 0.5, 66 * s, 4, 14 * s));
  near.push(pineD(W * 0.95, H + 30 * s, H * 0.62, 84 * s, 5, 18 * s));
  if (!lake) near.push(pineD(W * 0.86, H + 30 * s, H * 0.4, 54 * s, 4, 12 * s));
  a.path(near.join(''), pc);
  a.path(
    drawRidge.name ? ridge(a, { base: H * 0.95, amp: 26 * s, step: 150 * s }).d : '',
    land(T, '#5d8a6a', 1),
  );
}

function sceneForest(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.62;
  drawSky(a, T, hy, { sunX: W * a.r(0.35, 0.65), clouds: 1, streaks: false });
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const t = i / (layers - 1);
    const col = land(T, G.deep, 0.15 + t * 0.55);
    const r = drawRidge(a, { base: H * (0.5 + t * 0.14), amp: (40 - t * 10) * s, step: 110 * s }, col);
    a.path(
      pineRow(a, r, -10, W + 10, (28 + t * 26) * s, (40 + t * 40) * s, (70 + t * 60) * s, t < 0.5 ? 1 : 2),
      col,
    );
    mist(a, H * (0.5 + t * 0.14) - 30 * s, 70 * s, T.haze, 0.75 - t * 0.15);
  }
  const g = drawRidge(a, { base: H * 0.82, amp: 22 * s, step: 160 * s }, land(T, '#6b8f72', 0.9));
  const cx = W * a.r(0.42, 0.58);
  aframe(a, T, cx, g.yAt(cx) + 6 * s, 0.95 * s);
  if (T.lit) a.ellipse(cx, g.yAt(cx) + 6 * s, 120 * s, 18 * s, T.lit, op(0.25));
  // tall framing trees
  const pc = land(T, G.deep, 1);
  const tr = darken(trunkCol(T), 0.2);
  const trunks = [];
  const tall = [];
  const xs = v % 2 ? [0.04, 0.14, 0.88, 0.97] : [0.03, 0.2, 0.8, 0.93];
  for (const f of xs) {
    const x = W * f;
    const h = H * a.r(1.05, 1.35);
    trunks.push(D`M${x - 7 * s},${H + 5}L${x - 3 * s},${H - h}h${6 * s}L${x + 7 * s},${H + 5}Z`);
    tall.push(pineD(x, H - H * 0.22, h - H * 0.2, h * 0.14, 7, 0));
  }
  a.path(trunks.join(''), tr);
  a.path(tall.join(''), pc);
  // ferns
  const fy = H * 0.98;
  for (const f of [0.3, 0.68])
    leafFan(a, W * f, fy, 7, 70 * s, 8 * s, 150, land(T, G.mid, 0.95), land(T, G.deep, 0.95), { bend: 0.35 });
}

function scenePool(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.46;
  drawSky(a, T, hy, { sunX: W * a.r(0.3, 0.7) });
  const cols = [
    land(T, G.jungle, 0.1),
    land(T, G.jungle, 0.3),
    land(T, G.jungle, 0.5),
    land(T, G.jungle, 0.68),
  ];
  for (let i = 0; i < 4; i++) {
    const r = drawRidge(
      a,
      { base: H * (0.44 + i * 0.065), amp: (90 - i * 15) * s, step: 110 * s, noise: 0.9 },
      cols[i],
    );
    if (i >= 2) {
      for (let k = 0; k < 4; k++) {
        const x = a.r(0.05, 0.95) * W;
        palm(a, x, r.yAt(x) + 6 * s, (60 + i * 14) * s, a.r(-12, 12) * s, cols[i], cols[i], false);
      }
    }
    mist(a, H * (0.45 + i * 0.065), 40 * s, T.haze, 0.55);
  }
  // infinity edge
  const ey = H * 0.68;
  const fy = H * 0.84;
  const sky2 = T.sky[2];
  a.rect(
    0,
    ey,
    W,
    fy - ey,
    a.lin([
      [0, mix(sky2, '#9cc9c4', 0.55)],
      [1, tone(T, '#4f8e8c')],
    ]),
  );
  a.stroke(
    D`M${W * 0.05},${ey + 30 * s}h${200 * s}M${W * 0.45},${ey + 50 * s}h${260 * s}M${W * 0.2},${ey + 80 * s}h${180 * s}M${W * 0.7},${ey + 96 * s}h${160 * s}`,
    '#ffffff',
    2.5 * s,
    op(0.35),
  );
  if (a.sun && !T.night)
    a.stroke(
      D`M${a.sun.x - 40 * s},${ey + 16 * s}h${80 * s}M${a.sun.x - 28 * s},${ey + 36 * s}h${56 * s}M${a.sun.x - 18 * s},${ey + 60 * s}h${36 * s}`,
      T.sun,
      3 * s,
      op(0.6),
    );
  a.rect(0, ey - 3 * s, W, 5 * s, tone(T, '#efe6d8'));
  // deck
  const deck = tone(T, '#e6d9c6');
  a.rect(
    0,
    fy,
    W,
    H - fy,
    a.lin([
      [0, deck],
      [1, darken(deck, 0.12)],
    ]),
  );
  a.rect(0, fy, W, 6 * s, INK, op(0.15));
  const tl = [];
  for (let i = -6; i <= 6; i++) tl.push(D`M${W / 2 + i * 110 * s},${fy + 6 * s}L${W / 2 + i * 200 * s},${H}`);
  tl.push(D`M0,${fy + 50 * s}H${W}`);
  a.stroke(tl.join(''), darken(deck, 0.15), 1.5 * s, op(0.5));
  // loungers
  const lc = tone(T, C.cream);
  const fr = tone(T, '#7b6450');
  const lx0 = v % 2 ? W * 0.36 : W * 0.5;
  for (let i = 0; i < 2; i++) {
    const x = lx0 + i * 210 * s;
    const y = fy + 80 * s;
    a.ellipse(x + 70 * s, y + 28 * s, 110 * s, 9 * s, INK, op(0.12));
    a.stroke(D`M${x},${y + 26 * s}v${-22 * s}M${x + 130 * s},${y + 26 * s}v${-22 * s}`, fr, 4 * s);
    a.path(
      D`M${x - 16 * s},${y}h${136 * s}l${36 * s},${-44 * s}l${10 * s},${6 * s}l${-34 * s},${48 * s}h${-148 * s}Z`,
      lc,
    );
    a.path(D`M${x - 16 * s},${y + 4 * s}h${136 * s}l${-2 * s},${6 * s}h${-134 * s}Z`, INK, op(0.1));
  }
  // potted palm + parasol
  const px = v % 2 ? W * 0.12 : W * 0.86;
  const pyB = H * 0.99;
  a.path(D`M${px - 46 * s},${pyB - 90 * s}h${92 * s}l${-10 * s},${90 * s}h${-72 * s}Z`, tone(T, C.terraL));
  a.rect(px - 50 * s, pyB - 98 * s, 100 * s, 12 * s, tone(T, C.terra));
  leafFan(a, px, pyB - 96 * s, 9, 200 * s, 20 * s, 170, land(T, G.mid, 1), land(T, G.deep, 1), { bend: 0.3 });
  const bx0 = v % 2 ? W + 20 * s : -20 * s;
  branch(
    a,
    bx0,
    -10 * s,
    bx0 + (v % 2 ? -1 : 1) * 330 * s,
    120 * s,
    land(T, G.mid, 1),
    land(T, G.deep, 1),
    70 * s,
    [tone(T, '#fbf4ea'), tone(T, C.ochre)],
  );
}

function sceneYoga(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.58;
  drawSky(a, T, hy, { sunX: W * a.r(0.4, 0.6) });
  waterBody(a, T, hy, H);
  // islands
  const ix = W * a.r(0.05, 0.25);
  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 40 * s,
      x0: ix,
      x1: ix + 260 * s,
      step: 40 * s,
      noise: 0.3,
      bottom: hy + 3 * s,
      env: (x) => Math.sin(((x - ix) / (260 * s)) * Math.PI),
    },
    land(T, G.mid, 0.15),
  );
  const ix2 = W * a.r(0.7, 0.85);
  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 22 * s,
      x0: ix2,
      x1: ix2 + 160 * s,
      step: 40 * s,
      noise: 0.3,
      bottom: hy + 3 * s,
      env: (x) => Math.sin(((x - ix2) / (160 * s)) * Math.PI),
    },
    land(T, G.mid, 0.1),
  );
  if (v % 2 === 0) {
    // framed view from inside the pavilion
    const wood = tone(T, '#6f5440');
    const wd = darken(wood, 0.25);
    const fy = H * 0.8;
    const floor = tone(T, '#b79272');
    a.rect(
      0,
      fy,
      W,
      H - fy,
      a.lin([
        [0, floor],
        [1, darken(floor, 0.2)],
      ]),
    );
    const pl = [];
    for (let i = -8; i <= 8; i++) pl.push(D`M${W / 2 + i * 70 * s},${fy}L${W / 2 + i * 170 * s},${H}`);
    a.stroke(pl.join(''), darken(floor, 0.25), 1.5 * s, op(0.5));
    a.rect(0, fy, W, 8 * s, lighten(floor, 0.25));
    // sheer curtains
    const cur = T.night ? '#a7b6bd' : '#ffffff';
    a.path(
      D`M${W * 0.07},0H${W * 0.17}C${W * 0.14},${H * 0.3} ${W * 0.2},${H * 0.6} ${W * 0.15},${fy}H${W * 0.07}Z`,
      cur,
      op(0.45),
    );
    a.path(
      D`M${W * 0.93},0H${W * 0.83}C${W * 0.86},${H * 0.3} ${W * 0.8},${H * 0.6} ${W * 0.85},${fy}H${W * 0.93}Z`,
      cur,
      op(0.45),
    );
    a.rect(0, 0, W * 0.075, fy + 6 * s, wood);
    a.rect(W * 0.925, 0, W * 0.075, fy + 6 * s, wood);
    a.rect(W * 0.055, 0, W * 0.02, fy + 6 * s, wd);
    a.rect(W * 0.925, 0, W * 0.02, fy + 6 * s, wd);
    a.path(D`M0,0H${W}V${H * 0.07}Q${W / 2},${H * 0.1} 0,${H * 0.07}Z`, wood);
    a.path(
      D`M0,${H * 0.07}Q${W / 2},${H * 0.1} ${W},${H * 0.07}V${H * 0.085}Q${W / 2},${H * 0.115} 0,${H * 0.085}Z`,
      wd,
    );
    // mat + block + bowl
    const mx = W * a.r(0.42, 0.5);
    const my = H * 0.88;
    a.path(
      D`M${mx - 110 * s},${my + 40 * s}L${mx - 60 * s},${my - 40 * s}H${mx + 70 * s}L${mx + 140 * s},${my + 40 * s}Z`,
      tone(T, v === 2 ? C.sage : C.terra),
    );
    a.path(D`M${mx - 110 * s},${my + 40 * s}H${mx + 140 * s}v${6 * s}H${mx - 110 * s}Z`, INK, op(0.25));
    a.path(D`M${mx + 180 * s},${my + 20 * s}h${60 * s}v${-30 * s}h${-60 * s}Z`, tone(T, C.sand));
    a.path(
      D`M${mx + 180 * s},${my - 10 * s}l${10 * s},${-10 * s}h${60 * s}l${-10 * s},${10 * s}Z`,
      lighten(tone(T, C.sand), 0.3),
    );
    // plant
    const px = W * 0.2;
    a.path(D`M${px - 40 * s},${fy + 20 * s}h${80 * s}l${-10 * s},${70 * s}h${-60 * s}Z`, tone(T, C.linen));
    leafFan(a, px, fy + 22 * s, 8, 150 * s, 18 * s, 150, land(T, G.mid, 1), land(T, G.deep, 1), {
      bend: 0.25,
    });
  } else {
    // pavilion on a grassy headland that runs out of frame
    const sm = (u) => u * u * (3 - 2 * u);
    const g = drawRidge(
      a,
      {
        base: H + 10 * s,
        amp: H * 0.32,
        x0: W * 0.2,
        step: 80 * s,
        noise: 0.12,
        env: (x) => sm(clamp((x - W * 0.22) / (W * 0.34), 0, 1)),
      },
      land(T, '#7ea07f', 0.75),
    );
    const px = W * 0.7;
    pavilion(a, T, px, g.yAt(px) + 8 * s, 1.1 * s, { figure: true, figX: -10 });
    drawRidge(
      a,
      {
        base: H + 10 * s,
        amp: H * 0.1,
        x0: W * 0.3,
        step: 120 * s,
        noise: 0.3,
        env: (x) => sm(clamp((x - W * 0.32) / (W * 0.3), 0, 1)),
      },
      land(T, G.soft, 1),
    );
    roundTree(a, W * 0.95, H * 1.02, 330 * s, land(T, G.deep, 1), trunkCol(T));
  }
}

/** A layer of dunes: smooth humps, each with a sweeping crest line and shaded lee face. */
function dunes(a, T, base, amp, color, count) {
  const W = a.w;
  const s = a.s;
  const lee = a.lightLeft ? 1 : -1;
  const bottom = a.h + 10;
  a.rect(-10, base - 2 * s, W + 20, bottom - base, color);
  const crests = [];
  const shade = darken(color, 0.35);
  const hump = a.lin([
    [0, lighten(color, 0.16)],
    [1, color],
  ]);
  for (let i = 0; i < count; i++) {
    const cx = lerp(-0.05, 1.05, (i + a.r(0.25, 0.75)) / count) * W;
    const cy = base - amp * a.r(0.55, 1);
    const wl = a.r(260, 420) * s;
    const wr = a.r(140, 220) * s;
    crests.push([cx, cy]);
    const X = (x) => cx + lee * (x - cx);
    a.path(
      D`M${X(cx - wl)},${base + 1}C${X(cx - wl * 0.45)},${base} ${X(cx - wl * 0.3)},${cy} ${cx},${cy}C${X(cx + wr * 0.3)},${cy} ${X(cx + wr * 0.55)},${base} ${X(cx + wr)},${base + 1}Z`,
      hump,
    );
    a.path(
      D`M${cx},${cy}C${X(cx + wr * 0.3)},${cy} ${X(cx + wr * 0.55)},${base} ${X(cx + wr)},${base}H${X(cx + wr * 0.22)}C${X(cx + wr * 0.1)},${base - 4 * s} ${X(cx + wr * 0.02)},${lerp(cy, base, 0.45)} ${cx},${cy}Z`,
      shade,
      op(0.5),
    );
  }
  return (x) => {
    let y = base;
    for (const [cx, cy] of crests) {
      const d = Math.abs(x - cx) / (200 * s);
      if (d < 1) y = Math.min(y, lerp(cy, base, d * d));
    }
    return y;
  };
}

function adobe(a, T, x, y, s, o = {}) {
  const wall = tone(T, o.wall ?? '#e6c7a4');
  const wall2 = darken(wall, 0.12);
  const win = glass(T);
  const blocks = [
    [-170, 70, 110, 70],
    [-70, 120, 150, 120],
    [80, 90, 120, 90],
    [-20, 170, 80, 50],
  ];
  a.ellipse(x - 20 * s, y + 2 * s, 240 * s, 14 * s, INK, op(0.12));
  for (const [dx, h, w] of blocks) {
    const bx = x + dx * s;
    const by = y - h * s;
    a.rrect(bx, by, w * s, h * s + 2 * s, 6 * s, wall);
    a.rect(bx + w * s - 14 * s, by + 4 * s, 14 * s, h * s - 2 * s, wall2, op(0.8));
    a.rect(bx - 4 * s, by - 4 * s, w * s + 8 * s, 8 * s, lighten(wall, 0.15));
  }
  const arch = (ax, ay, w, h, c) =>
    a.path(D`M${ax},${ay}v${-h + w / 2}a${w / 2},${w / 2} 0 0 1 ${w},0v${h - w / 2}Z`, c);
  arch(x - 20 * s, y, 36 * s, 64 * s, darken(win, 0.1));
  arch(x - 140 * s, y - 22 * s, 22 * s, 30 * s, win);
  arch(x + 110 * s, y - 40 * s, 22 * s, 30 * s, win);
  arch(x + 150 * s, y - 40 * s, 22 * s, 30 * s, win);
  arch(x + 30 * s, y - 80 * s, 22 * s, 30 * s, win);
  // vigas
  // plunge pool
  if (o.pool !== false) {
    a.path(D`M${x - 200 * s},${y + 24 * s}h${300 * s}l${30 * s},${30 * s}h${-360 * s}Z`, tone(T, '#7fb1ad'));
    a.path(D`M${x - 200 * s},${y + 24 * s}h${300 * s}l${3 * s},${4 * s}h${-306 * s}Z`, lighten(wall, 0.2));
  }
}

function agave(a, x, y, h, col) {
  const ds = [];
  for (let i = 0; i < 9; i++) {
    const ang = -170 + (160 * i) / 8;
    ds.push(leafD(x, y, h * (1 - Math.abs(i - 4) * 0.12), h * 0.09, ang, 0.05));
  }
  a.path(ds.join(''), col);
}

function sceneDesert(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.58;
  drawSky(a, T, hy, { sunX: W * a.r(0.2, 0.8), clouds: a.ri(0, 1) });
  // mesas
  const mx = W * a.r(0.05, 0.5);
  a.path(
    D`M${mx},${hy + 4 * s}L${mx + 40 * s},${hy - 70 * s}H${mx + 260 * s}L${mx + 300 * s},${hy - 40 * s}H${mx + 380 * s}L${mx + 420 * s},${hy + 4 * s}Z`,
    land(T, '#b98a6a', 0.12),
  );
  drawRidge(a, { base: hy + 6 * s, amp: 24 * s, step: 140 * s }, land(T, '#c99a74', 0.3));
  dunes(a, T, H * 0.64, 70 * s, land(T, '#d7ad86', 0.45), 4);
  dunes(a, T, H * 0.78, 100 * s, land(T, '#ddb38b', 0.7), 3);
  const near = dunes(a, T, H * 0.95, 80 * s, land(T, '#e4bd95', 0.95), 3);
  const ax = W * (v % 2 ? 0.35 : 0.6);
  adobe(a, T, ax, H * 0.86, 1.1 * s, { wall: v % 2 ? '#d69e78' : '#dcae86' });
  void near;
  const pc = land(T, '#4f6f5a', 1);
  palm(a, ax - 220 * s, H * 0.92, 300 * s, -30 * s, pc, tone(T, '#8a6f56'));
  palm(a, ax + 250 * s, H * 0.93, 250 * s, 24 * s, pc, tone(T, '#8a6f56'));
  agave(a, W * 0.1, H * 0.98, 90 * s, land(T, '#6f8f7f', 1));
  agave(a, W * 0.9, H * 1.0, 70 * s, land(T, '#6f8f7f', 1));
}

function sauna(a, T, x, y, s) {
  const wood = tone(T, '#7a5a44');
  const win = glass(T);
  a.rect(x - 70 * s, y - 90 * s, 140 * s, 90 * s, wood);
  const pl = [];
  for (let i = 1; i < 7; i++) pl.push(D`M${x - 70 * s + i * 20 * s},${y - 88 * s}V${y}`);
  a.stroke(pl.join(''), darken(wood, 0.3), 1.5 * s, op(0.5));
  a.path(
    D`M${x - 84 * s},${y - 84 * s}L${x + 84 * s},${y - 110 * s}V${y - 98 * s}L${x - 84 * s},${y - 74 * s}Z`,
    darken(wood, 0.45),
  );
  a.rect(x - 46 * s, y - 64 * s, 30 * s, 64 * s, darken(wood, 0.3));
  a.rect(x + 10 * s, y - 64 * s, 36 * s, 22 * s, win);
  a.rect(x + 36 * s, y - 132 * s, 8 * s, 30 * s, '#55524e');
  a.stroke(
    D`M${x + 40 * s},${y - 138 * s}c${-14 * s},${-20 * s} ${14 * s},${-30 * s} 0,${-52 * s}s${10 * s},${-34 * s} ${-6 * s},${-56 * s}`,
    T.night ? '#8fa2ad' : '#ffffff',
    7 * s,
    op(0.4),
  );
}

function sceneLake(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.52;
  drawSky(a, T, hy, { sunX: W * a.r(0.45, 0.75) });
  const r0 = ridge(a, { base: hy, amp: 90 * s, step: 90 * s, bottom: hy + 2 * s });
  const c0 = land(T, G.deep, 0.15);
  const r1 = ridge(a, { base: hy + 2 * s, amp: 36 * s, step: 90 * s, bottom: hy + 3 * s });
  const c1 = land(T, G.deep, 0.4);
  const trees1 = pineRow(a, r1, -10, W + 10, 18 * s, 24 * s, 44 * s);
  a.add('<g id="rf">');
  a.path(r0.d, c0);
  a.path(r1.d + trees1, c1);
  a.close();
  waterBody(a, T, hy + 2 * s, H, { glints: true, rippleCount: 6 });
  a.add(`<use href="#rf" transform="matrix(1 0 0 -1 0 ${n(2 * hy + 4 * s)})"${op(0.28)}/>`);
  mist(a, hy - 20 * s, 40 * s, T.haze, 0.6);
  // near shore (left)
  const shore = drawRidge(
    a,
    {
      base: H + 12 * s,
      amp: H * 0.3,
      x0: -30,
      x1: W * 0.56,
      step: 60 * s,
      noise: 0.15,
      env: (x) => Math.pow(0.5 + 0.5 * Math.cos(Math.PI * clamp(x / (W * 0.56), 0, 1)), 0.6),
    },
    land(T, '#6f9478', 0.85),
  );
  const sx = W * 0.3;
  const py = shore.yAt(W * 0.3) - 6 * s;
  // pier
  const pw = tone(T, '#8a6a50');
  const posts = [];
  for (let i = 0; i < 6; i++) posts.push(D`M${W * 0.3 + i * 80 * s},${py}v${36 * s}`);
  a.stroke(posts.join(''), darken(pw, 0.3), 6 * s);
  a.rect(W * 0.26, py - 8 * s, 440 * s, 10 * s, pw);
  a.rect(W * 0.26, py + 2 * s, 440 * s, 3 * s, INK, op(0.2));
  a.stroke(
    posts.join('').replace(/v/g, 'v'),
    darken(pw, 0.3),
    5 * s,
    ` transform="matrix(1 0 0 -1 0 ${n(2 * py + 70 * s)})"` + op(0.25),
  );
  a.stroke(
    D`M${W * 0.26 + 430 * s},${py - 8 * s}v${40 * s}M${W * 0.26 + 414 * s},${py - 8 * s}v${40 * s}M${W * 0.26 + 414 * s},${py + 8 * s}h${16 * s}M${W * 0.26 + 414 * s},${py + 22 * s}h${16 * s}`,
    darken(pw, 0.2),
    3 * s,
  );
  sauna(a, T, W * 0.19, shore.yAt(W * 0.25) + 10 * s, 1.05 * s);
  roundTree(a, W * 0.33, shore.yAt(W * 0.33) + 12 * s, 150 * s, land(T, G.mid, 0.9), trunkCol(T));
  a.path(
    pineD(W * 0.04, H * 1.02, H * 0.7, 80 * s, 5, 10 * s) +
      pineD(W * 0.1, H * 0.98, H * 0.46, 56 * s, 4, 8 * s),
    land(T, G.deep, 1),
  );
  void sx;
  if (v % 2) {
    // small rowboat
    const bx = W * 0.72;
    const by = H * 0.84;
    a.path(
      D`M${bx - 70 * s},${by - 10 * s}H${bx + 70 * s}Q${bx + 60 * s},${by + 12 * s} ${bx + 30 * s},${by + 12 * s}H${bx - 40 * s}Q${bx - 62 * s},${by + 10 * s} ${bx - 70 * s},${by - 10 * s}Z`,
      tone(T, C.terra),
    );
    a.rect(bx - 70 * s, by - 10 * s, 140 * s, 4 * s, tone(T, C.cream));
  }
}

function sceneTerraces(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.45;
  drawSky(a, T, hy, { sunX: W * a.r(0.55, 0.8) });
  // volcanic / jungle peaks
  const px = W * a.r(0.2, 0.4);
  drawRidge(
    a,
    {
      base: hy + 40 * s,
      amp: 250 * s,
      step: 50 * s,
      noise: 0.15,
      env: (x) => Math.exp(-Math.pow((x - px) / (W * 0.22), 2)),
    },
    land(T, '#55786a', 0.1),
  );
  mist(a, hy - 40 * s, 90 * s, T.haze, 0.85);
  for (let i = 0; i < 2; i++) {
    const c = land(T, G.jungle, 0.3 + i * 0.2);
    const r = drawRidge(a, { base: H * (0.5 + i * 0.06), amp: 60 * s, step: 100 * s }, c);
    for (let k = 0; k < 4; k++) {
      const x = ((k + a.r(0.2, 0.8)) / 4) * W;
      palm(a, x, r.yAt(x) + 6 * s, (50 + i * 16) * s, a.r(-10, 10) * s, c, c, false);
    }
    mist(a, H * (0.52 + i * 0.06), 40 * s, T.haze, 0.6);
  }
  // terraces: contour bands of a hill centred at cx
  const cx = W * (v % 2 ? 0.35 : 0.62);
  const greens = [land(T, '#9dbb8a', 0.8), land(T, '#87ab7d', 0.85)];
  const waterC = mix(T.sky[2], '#ffffff', 0.2);
  const bands = 8;
  const wl = [];
  const rl = [];
  for (let k = 0; k < bands; k++) {
    const y0 = H * 0.6 + k * (H * 0.055) * (1 + k * 0.07);
    const curv = (0.00022 - k * 0.000012) / s;
    const pts = [];
    for (let i = 0; i <= 7; i++) {
      const x = -40 * s + ((W + 80 * s) * i) / 7;
      pts.push([x, y0 + curv * (x - cx) * (x - cx) * 0.9 + Math.sin(x / (140 * s) + k) * 5 * s]);
    }
    const top = smoothD(pts);
    a.path(top + `L${n(W + 40 * s)},${n(H + 5)}L${n(-40 * s)},${n(H + 5)}Z`, greens[k % 2]);
    wl.push(top);
    rl.push(smoothD(pts.map((p) => [p[0], p[1] + 5 * s])));
  }
  a.stroke(wl.join(''), waterC, 5 * s, op(0.6));
  a.stroke(rl.join(''), INK, 2 * s, op(0.15));
  // hut on terraces
  const hx = cx + (v % 2 ? 260 : -280) * s;
  bungalow(a, T, hx, H * 0.78, 0.75 * s, { stilt: 30, roof: '#c9a878' });
  // jungle foreground
  const fc = land(T, G.jungle, 1);
  const fc2 = land(T, G.deep, 1);
  palm(a, W * (v % 2 ? 0.92 : 0.06), H + 20 * s, H * 0.8, (v % 2 ? -1 : 1) * W * 0.08, fc2, trunkCol(T));
  leafFan(a, W * (v % 2 ? 0.06 : 0.94), H + 10 * s, 7, 260 * s, 42 * s, 140, fc, fc2, { bend: 0.25 });
}

function whiteHouse(a, T, x, y, w, h, o = {}) {
  const s = a.s;
  const white = tone(T, '#f6f1e8');
  const side = mix(white, T.night ? '#1b2a36' : '#b8c4cc', 0.45);
  const dpt = w * 0.3;
  a.path(D`M${x + w},${y - h}l${dpt},${-dpt * 0.35}V${y - dpt * 0.35}L${x + w},${y}Z`, side);
  a.rect(x, y - h, w, h, white);
  a.path(D`M${x},${y - h}l${dpt},${-dpt * 0.35}h${w}l${-dpt},${dpt * 0.35}Z`, lighten(white, 0.4));
  const win = T.lit ? T.lit : tone(T, C.blue);
  if (o.door)
    a.path(D`M${x + w * 0.35},${y}v${-h * 0.4}a${w * 0.1},${w * 0.1} 0 0 1 ${w * 0.2},0v${h * 0.4}Z`, win);
  else a.rect(x + w * 0.3, y - h * 0.62, w * 0.22, h * 0.26, win);
  if (o.dome) {
    const dr = w * 0.28;
    const dx = x + w * 0.5 + dpt * 0.5;
    const dy = y - h - dpt * 0.18;
    a.rect(dx - dr * 0.7, dy - dr * 0.35, dr * 1.4, dr * 0.4, white);
    a.path(D`M${dx - dr},${dy - dr * 0.3}a${dr},${dr} 0 0 1 ${2 * dr},0Z`, tone(T, C.blue));
    a.stroke(
      D`M${dx},${dy - dr * 1.3}v${-dr * 0.5}M${dx - dr * 0.2},${dy - dr * 1.6}h${dr * 0.4}`,
      tone(T, '#f6f1e8'),
      2 * s,
    );
  }
}

function sceneMed(a, T) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.5;
  drawSky(a, T, hy, { sunX: W * a.r(0.12, 0.4) });
  const seaT = { ...T, sea: [mix(T.sea[0], '#9db8c6', 0.5), mix(T.sea[1], '#3f6a85', 0.55)] };
  waterBody(a, seaT, hy, H);
  const ix = W * a.r(0.1, 0.3);
  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 36 * s,
      x0: ix,
      x1: ix + 320 * s,
      step: 40 * s,
      noise: 0.3,
      bottom: hy + 3 * s,
      env: (x) => Math.sin(((x - ix) / (320 * s)) * Math.PI),
    },
    land(T, '#8a8a78', 0.1),
  );
  // sailboat
  const bx = W * a.r(0.15, 0.35);
  const by = H * 0.68;
  a.path(D`M${bx - 40 * s},${by}h${80 * s}l${-12 * s},${12 * s}h${-56 * s}Z`, tone(T, '#f6f1e8'));
  a.path(D`M${bx},${by - 4 * s}V${by - 100 * s}L${bx + 44 * s},${by - 6 * s}Z`, tone(T, '#fbf7f0'));
  a.path(D`M${bx - 4 * s},${by - 6 * s}V${by - 80 * s}L${bx - 36 * s},${by - 6 * s}Z`, tone(T, '#ebe2d4'));
  a.stroke(D`M${bx - 30 * s},${by + 18 * s}h${60 * s}`, '#ffffff', 2 * s, op(0.4));
  // cliff on the right
  const rock = land(T, '#c9a47e', 0.85);
  const cl = W * 0.48;
  const top = [];
  for (let i = 0; i <= 8; i++) {
    const x = lerp(cl + 40 * s, W + 20, i / 8);
    top.push([x, H * 0.46 - Math.pow(i / 8, 0.6) * H * 0.18 + a.r(-10, 10) * s]);
  }
  a.path(
    D`M${cl},${H + 5}L${cl + 10 * s},${H * 0.75}L${cl - 10 * s},${H * 0.62}L${cl + 30 * s},${H * 0.5}` +
      smoothD(top, false) +
      `L${W + 20},${H + 5}Z`,
    rock,
  );
  a.path(
    D`M${cl},${H + 5}L${cl + 10 * s},${H * 0.75}L${cl - 10 * s},${H * 0.62}L${cl + 30 * s},${H * 0.5}L${cl + 80 * s},${H * 0.55}L${cl + 60 * s},${H * 0.7}L${cl + 90 * s},${H + 5}Z`,
    INK,
    op(0.18),
  );
  const strata = [];
  for (let i = 0; i < 6; i++) {
    const y = H * (0.62 + i * 0.06);
    strata.push(D`M${cl + a.r(20, 80) * s},${y}q${120 * s},${-14 * s} ${a.r(200, 360) * s},${-6 * s}`);
  }
  a.stroke(strata.join(''), darken(rock, 0.25), 2.5 * s, op(0.35));
  // foam at the foot
  a.stroke(
    D`M${cl - 60 * s},${H * 0.99}q${30 * s},${-10 * s} ${60 * s},0M${cl - 30 * s},${H * 0.9}q${20 * s},${-8 * s} ${40 * s},0`,
    '#ffffff',
    3 * s,
    op(0.5),
  );
  // white village stepping down the cliff
  const yTop = yAtFn(top);
  const houses = [];
  let x = cl + 60 * s;
  while (x < W) {
    const w = a.r(70, 120) * s;
    houses.push([x, w]);
    x += w * a.r(0.8, 1.1);
  }
  const domeIdx = a.ri(1, Math.max(1, houses.length - 2));
  const low = (x0, x1) => Math.max(yTop(x0), yTop((x0 + x1) / 2), yTop(x1));
  const spots = [];
  // second row lower first (behind the cliff edge visually it is in front, so draw after)
  houses.forEach(([hx, w], i) => {
    const gy = low(hx, hx + w * 1.3) + 14 * s;
    const h = a.r(60, 100) * s;
    whiteHouse(a, T, hx, gy, w, h, { dome: i === domeIdx, door: i % 3 === 1 });
    if (i % 2 === 0) spots.push([hx + w, gy - 8 * s]);
  });
  for (let i = 0; i < houses.length - 1; i += 2) {
    const [hx, w] = houses[i];
    const gy = low(hx + w * 0.5, hx + w * 1.6) + 96 * s;
    whiteHouse(a, T, hx + w * 0.5, gy, w * 0.9, a.r(60, 76) * s, { door: true });
    spots.push([hx + w * 0.5, gy - 4 * s]);
  }
  // bougainvillea clusters climbing the walls
  const leaves = [];
  const bloom = [];
  spots.slice(0, 4).forEach(([bx, by]) => {
    leaves.push(ellD(bx, by - 14 * s, 26 * s, 18 * s), ellD(bx + 12 * s, by - 34 * s, 16 * s, 14 * s));
    for (let k = 0; k < 6; k++) bloom.push(circD(bx + a.r(-22, 24) * s, by - a.r(8, 44) * s, a.r(4, 7) * s));
  });
  a.path(leaves.join(''), land(T, G.mid, 0.95));
  a.path(bloom.join(''), tone(T, C.rose));
}

function villa(a, T, x, y, s) {
  const wall = tone(T, '#ecd9bb');
  const side = darken(wall, 0.14);
  const roof = tone(T, '#c07a55');
  const win = glass(T);
  // tower
  a.rect(x + 50 * s, y - 150 * s, 56 * s, 150 * s, wall);
  a.rect(x + 90 * s, y - 150 * s, 16 * s, 150 * s, side);
  a.path(D`M${x + 42 * s},${y - 148 * s}L${x + 78 * s},${y - 172 * s}L${x + 114 * s},${y - 148 * s}Z`, roof);
  a.rect(x + 66 * s, y - 130 * s, 14 * s, 20 * s, win);
  // main house
  a.rect(x - 130 * s, y - 92 * s, 200 * s, 92 * s, wall);
  a.path(
    D`M${x - 142 * s},${y - 88 * s}L${x - 100 * s},${y - 118 * s}H${x + 42 * s}L${x + 82 * s},${y - 88 * s}Z`,
    roof,
  );
  a.path(D`M${x - 142 * s},${y - 88 * s}H${x + 82 * s}v${5 * s}H${x - 142 * s}Z`, INK, op(0.2));
  // loggia arches
  const ar = [];
  for (let i = 0; i < 4; i++)
    ar.push(D`M${x - 116 * s + i * 30 * s},${y}v${-30 * s}a${10 * s},${10 * s} 0 0 1 ${20 * s},0v${30 * s}Z`);
  a.path(ar.join(''), darken(wall, 0.4));
  const ws = [];
  for (let i = 0; i < 4; i++)
    ws.push(D`M${x - 114 * s + i * 30 * s},${y - 70 * s}h${14 * s}v${20 * s}h${-14 * s}Z`);
  ws.push(
    D`M${x + 14 * s},${y - 70 * s}h${14 * s}v${20 * s}h${-14 * s}ZM${x + 40 * s},${y - 70 * s}h${14 * s}v${20 * s}h${-14 * s}ZM${x + 22 * s},${y - 36 * s}h${20 * s}v${36 * s}h${-20 * s}Z`,
  );
  a.path(ws.join(''), win);
}

function sceneOlive(a, T, v) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.5;
  drawSky(a, T, hy, { sunX: W * a.r(0.15, 0.42) });
  drawRidge(a, { base: hy, amp: 60 * s, step: 120 * s }, land(T, '#8ea08a', 0.1));
  drawRidge(a, { base: hy + 30 * s, amp: 50 * s, step: 140 * s }, land(T, '#9aa87e', 0.3));
  mist(a, hy, 40 * s, T.haze, 0.6);
  const vx = W * (v % 2 ? 0.36 : 0.62);
  const hc = land(T, '#a3b17f', 0.55);
  const hill = drawRidge(
    a,
    {
      base: H * 0.68,
      amp: 120 * s,
      step: 80 * s,
      noise: 0.15,
      env: (x) => Math.exp(-Math.pow((x - vx) / (W * 0.32), 2)),
    },
    hc,
  );
  const st = [];
  for (let i = 1; i < 4; i++)
    st.push(smoothD(hill.pts.map((p) => [p[0], p[1] + i * 24 * s + Math.abs(p[0] - vx) * 0.02 * i])));
  a.stroke(st.join(''), darken(hc, 0.15), 2.5 * s, op(0.35));
  const vy = hill.yAt(vx) + 16 * s;
  const cyp = land(T, '#3f5f4c', 0.6);
  a.path(
    cypressD(vx - 150 * s, vy + 4 * s, 100 * s, 15 * s) + cypressD(vx - 130 * s, vy + 4 * s, 80 * s, 13 * s),
    cyp,
  );
  villa(a, T, vx, vy, 0.75 * s);
  a.path(
    cypressD(vx + 100 * s, vy + 6 * s, 112 * s, 16 * s) + cypressD(vx + 122 * s, vy + 6 * s, 88 * s, 13 * s),
    cyp,
  );
  const fc = land(T, '#8fa176', 0.8);
  const field = drawRidge(a, { base: H * 0.8, amp: 24 * s, step: 160 * s }, fc);
  // lavender-free furrows on the field
  const fr = [];
  for (let i = 1; i < 5; i++) fr.push(smoothD(field.pts.map((p) => [p[0], p[1] + i * i * 9 * s])));
  a.stroke(fr.join(''), darken(fc, 0.12), 3 * s, op(0.35));
  // road with perspective, lined with cypresses
  const rd = [
    [vx - 30 * s, vy + 2 * s],
    [vx - 120 * s, H * 0.74],
    [vx + 40 * s, H * 0.83],
    [vx - 70 * s, H * 0.93],
    [vx + 60 * s, H + 30 * s],
  ];
  const at = (t) => {
    const f = t * (rd.length - 1);
    const i = Math.min(rd.length - 2, Math.floor(f));
    const u = f - i;
    return [lerp(rd[i][0], rd[i + 1][0], u), lerp(rd[i][1], rd[i + 1][1], u)];
  };
  const Lr = [];
  const Rr = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const p = at(t);
    const w = lerp(3, 46, t * t) * s;
    Lr.push([p[0] - w, p[1]]);
    Rr.push([p[0] + w, p[1]]);
  }
  a.path(smoothD(Lr) + smoothD(Rr.reverse(), false).replace(/^L/, 'L') + 'Z', tone(T, '#e8d9bf'));
  const cys = [];
  for (let i = 1; i < 7; i++) {
    const t = 0.12 + i * 0.1;
    const p = at(t);
    const side = i % 2 ? -1 : 1;
    const sz = lerp(0.5, 1.6, t);
    cys.push(
      cypressD(p[0] + side * (lerp(3, 46, t * t) + 16 * sz) * s, p[1] + 4 * s, 70 * sz * s, 10 * sz * s),
    );
  }
  a.path(cys.join(''), land(T, '#3f5f4c', 0.85));
  // olive grove: a row on the field and a large foreground pair
  const oc = land(T, G.olive, 0.88);
  const tr = land(T, '#7a6654', 0.9);
  for (let i = 0; i < 5; i++) {
    const x = ((i + 0.5) / 5) * W + a.r(-30, 30) * s;
    if (Math.abs(x - vx) < 120 * s) continue;
    oliveTree(a, x, field.yAt(x) + 26 * s, 80 * s, oc, tr);
  }
  const fx = v % 2 ? W * 0.84 : W * 0.14;
  oliveTree(a, fx, H * 1.01, 230 * s, land(T, G.olive, 1), land(T, '#6d5a49', 1));
  if (!T.night) birds(a, W * 0.7, hy * 0.4, darken(T.sky[0], 0.45), 3);
}

const STAY_THEMES = [
  { fn: sceneBeach, times: ['noon', 'golden', 'dusk', 'sunrise'] },
  { fn: sceneMountain, times: ['dawn', 'noon', 'dusk', 'night'] },
  { fn: sceneForest, times: ['dawn', 'mist', 'golden', 'night'] },
  { fn: scenePool, times: ['noon', 'golden', 'dusk', 'mist'] },
  { fn: sceneYoga, times: ['sunrise', 'dawn', 'golden', 'noon'] },
  { fn: sceneDesert, times: ['golden', 'noon', 'dusk', 'night'] },
  { fn: sceneLake, times: ['dawn', 'mist', 'dusk', 'night'] },
  { fn: sceneTerraces, times: ['mist', 'noon', 'golden', 'dawn'] },
  { fn: sceneMed, times: ['noon', 'golden', 'sunrise', 'dusk'] },
  { fn: sceneOlive, times: ['golden', 'noon', 'sunrise', 'dusk'] },
];
for (const k of Object.keys(TIMES)) TIMES[k].key = k;

function flipWrap(a, flip) {
  if (!flip) return;
  a.b.unshift(`<g transform="matrix(-1 0 0 1 ${a.w} 0)">`);
  a.b.push('</g>');
}

/* ------------------------------------------------------------------ */
/* Still-life helpers                                                  */
/* ------------------------------------------------------------------ */

const cylG = (a, c) =>
  a.hlin([
    [0, darken(c, 0.16)],
    [0.22, lighten(c, 0.16)],
    [0.5, c],
    [1, darken(c, 0.3)],
  ]);
const cylV = (a, c) =>
  a.lin([
    [0, lighten(c, 0.16)],
    [0.4, c],
    [1, darken(c, 0.28)],
  ]);
function softShadow(a, cx, cy, rx, ry, o = 0.28) {
  a.ellipse(
    cx,
    cy,
    rx,
    ry,
    a.rad([
      [0, INK, o],
      [0.6, INK, o * 0.45],
      [1, INK, 0],
    ]),
  );
}
/** Small label emblem: a single leaf with a midrib. */
function leafIcon(a, x, y, r, col) {
  const x0 = x - r * 0.55;
  const y0 = y + r * 0.55;
  a.path(
    D`M${x0},${y0}C${x0 - r * 0.1},${y0 - r * 0.9} ${x0 + r * 0.5},${y0 - r * 1.2} ${x + r * 0.65},${y - r * 0.65}C${x + r * 0.6},${y + r * 0.3} ${x - r * 0.1},${y0 + r * 0.05} ${x0},${y0}Z`,
    col,
  );
  a.stroke(
    D`M${x0 - r * 0.15},${y0 + r * 0.15}L${x + r * 0.3},${y - r * 0.3}`,
    C.cream,
    Math.max(1.5, r * 0.09),
    op(0.8),
  );
}

/* ------------------------------------------------------------------ */
/* Products (drawn around origin = centre of the base, y up negative)  */
/* ------------------------------------------------------------------ */

const PROD = {
  bottle(a, c, c2) {
    a.rrect(-86, -262, 172, 262, 30, cylG(a, c));
    a.rect(-46, -300, 92, 44, cylG(a, darken(c, 0.15)));
    a.rrect(-58, -356, 116, 64, 8, cylG(a, c2));
    const r = [];
    for (let x = -48; x <= 48; x += 8) r.push(`M${x},-350v52`);
    a.stroke(r.join(''), INK, 2, op(0.12));
    a.rect(-86, -206, 172, 134, cylG(a, C.cream));
    leafIcon(a, 0, -150, 26, c);
    a.rect(-86, -100, 172, 8, c2, op(0.7));
    a.rrect(-64, -250, 12, 226, 6, '#ffffff', op(0.22));
    return 110;
  },
  pouch(a, c, _c2) {
    a.path('M-118,0L-132,-330H132L118,0Z', cylG(a, c));
    a.rect(-132, -346, 264, 30, darken(c, 0.14));
    a.stroke('M-124,-300H124', INK, 3, op(0.2));
    a.path('M-132,-346l10,8-10,8zM132,-346l-10,8 10,8z', lighten(c, 0.5));
    a.rrect(-62, -196, 124, 120, 56, '#e7cfa6');
    const d = [];
    for (let i = 0; i < 26; i++) d.push(circD(-44 + ((i * 37) % 88), -176 + ((i * 23) % 84), 4 + (i % 3)));
    a.path(d.join(''), '#b98a5a', op(0.8));
    a.rrect(-62, -196, 124, 120, 56, 'none', ` stroke="${lighten(c, 0.3)}" stroke-width="4"`);
    leafIcon(a, 0, -250, 24, C.cream);
    a.path('M-118,0L-124,-90Q0,-70 124,-90L118,0Z', INK, op(0.08));
    return 140;
  },
  mat(a, c, c2) {
    a.path('M-200,-124H170V0H-200A36,62 0 0 1 -200,-124Z', cylV(a, c));
    a.ellipse(170, -62, 36, 62, lighten(c, 0.12));
    a.stroke(
      'M170,-62m-8,0a8,8 0 1 1 16,0a16,16 0 1 1 -32,0a24,26 0 1 1 48,0a30,40 0 1 1 -60,0',
      darken(c, 0.25),
      3,
    );
    for (const x of [-120, 60]) a.rect(x, -126, 22, 128, cylV(a, c2));
    return 220;
  },
  roller(a, c) {
    a.rect(-84, -380, 168, 380, cylG(a, c));
    const b = [];
    for (let r = 0; r < 9; r++)
      for (let k = 0; k < 4; k++) b.push(`M${-66 + k * 36 + (r % 2) * 18},${-356 + r * 40}h14v22h-14z`);
    a.path(b.join(''), INK, op(0.13));
    a.ellipse(0, -380, 84, 24, lighten(c, 0.2));
    a.ellipse(0, -380, 34, 10, darken(c, 0.45));
    a.ellipse(0, 0, 84, 24, darken(c, 0.2), op(0));
    return 110;
  },
  dumbbells(a, c, c2) {
    const db = (x, y, k, col) => {
      a.add(`<g transform="translate(${x} ${y}) scale(${k})">`);
      a.rect(
        -90,
        -66,
        180,
        26,
        a.lin([
          [0, '#dcd7cf'],
          [0.5, '#9d978d'],
          [1, '#6e6961'],
        ]),
      );
      a.stroke('M-60,-64v22M-40,-64v22M-20,-64v22M0,-64v22M20,-64v22M40,-64v22M60,-64v22', INK, 2, op(0.18));
      const hex = a.lin([
        [0, lighten(col, 0.2)],
        [0.3, lighten(col, 0.2)],
        [0.3, col],
        [0.7, col],
        [0.7, darken(col, 0.28)],
        [1, darken(col, 0.28)],
      ]);
      a.rrect(-168, -106, 80, 106, 10, hex);
      a.rrect(88, -106, 80, 106, 10, hex);
      a.close();
    };
    db(70, -74, 0.95, c2);
    db(-30, 0, 1.15, c);
    return 230;
  },
  bands(a, c, c2, c3) {
    const ring = (y, rx, ry, col, rot) => {
      a.add(`<g transform="translate(0 ${y}) rotate(${rot})">`);
      a.ellipse(0, 8, rx, ry, 'none', ` stroke="${INK}" stroke-opacity=".12" stroke-width="26"`);
      a.ellipse(0, 0, rx, ry, 'none', ` stroke="${col}" stroke-width="26"`);
      a.ellipse(
        0,
        -4,
        rx,
        ry,
        'none',
        ` stroke="${lighten(col, 0.35)}" stroke-width="5" stroke-opacity=".6"`,
      );
      a.close();
    };
    ring(-40, 190, 58, c3, -4);
    ring(-120, 170, 54, c2, 5);
    ring(-200, 150, 50, c, -3);
    return 220;
  },
  waterBottle(a, c, c2) {
    a.path('M-66,-20V-330Q-66,-372 -36,-382H36Q66,-372 66,-330V-20Q66,0 46,0H-46Q-66,0 -66,-20Z', cylG(a, c));
    a.rrect(-40, -440, 80, 62, 10, cylG(a, c2));
    a.stroke('M-24,-438C-24,-500 24,-500 24,-438', c2, 12);
    a.rect(-66, -160, 132, 16, C.cream, op(0.8));
    a.rrect(-48, -320, 10, 280, 5, '#ffffff', op(0.25));
    return 90;
  },
  tumbler(a, c, c2) {
    a.stroke('M84,-270C150,-262 150,-96 74,-86', darken(c, 0.1), 20);
    a.path('M-70,0L-90,-300H90L70,0Z', cylG(a, c));
    a.path('M30,-326L66,-456h16L46,-326Z', c2);
    a.rrect(-98, -334, 196, 40, 12, cylG(a, lighten(c, 0.35)));
    a.rect(-88, -120, 176, 14, INK, op(0.12));
    a.rrect(-66, -280, 12, 260, 6, '#ffffff', op(0.22));
    return 120;
  },
  tshirt(a, c, c2) {
    const d =
      'M-40,-432Q0,-400 40,-432L112,-410L196,-330L152,-286L110,-318L112,-30H-112L-110,-318L-152,-286L-196,-330L-112,-410Z';
    a.rect(
      -300,
      -512,
      600,
      14,
      a.lin([
        [0, '#b08a62'],
        [1, '#8a6a4a'],
      ]),
    );
    a.stroke('M0,-430V-480C0,-520 34,-520 34,-496', '#8a7b68', 6);
    a.path(d, INK, op(0.1) + ' transform="translate(14 16)"');
    a.path(
      d,
      a.hlin([
        [0, darken(c, 0.08)],
        [0.5, lighten(c, 0.08)],
        [1, darken(c, 0.14)],
      ]),
    );
    a.stroke('M-40,-432Q0,-400 40,-432', darken(c, 0.3), 8);
    a.stroke(
      'M-112,-320L-150,-290M112,-320L150,-290M-60,-200Q-40,-120 -64,-40M50,-250Q70,-160 52,-60',
      darken(c, 0.2),
      3,
      op(0.4),
    );
    leafIcon(a, 58, -352, 14, c2);
    return 0;
  },
  leggings(a, c, c2) {
    a.rect(
      -300,
      -512,
      600,
      14,
      a.lin([
        [0, '#b08a62'],
        [1, '#8a6a4a'],
      ]),
    );
    a.stroke('M-130,-448H130M0,-448V-480C0,-520 34,-520 34,-496', '#8a7b68', 6);
    a.rect(-112, -456, 28, 36, '#8a7b68');
    a.rect(84, -456, 28, 36, '#8a7b68');
    const d = 'M-104,-430H104L92,-30H20L4,-300H-4L-20,-30H-92Z';
    a.path(d, INK, op(0.1) + ' transform="translate(14 16)"');
    a.path(
      d,
      a.hlin([
        [0, darken(c, 0.1)],
        [0.3, lighten(c, 0.1)],
        [0.5, c],
        [0.7, lighten(c, 0.06)],
        [1, darken(c, 0.18)],
      ]),
    );
    a.rect(-104, -430, 208, 40, darken(c, 0.18));
    a.stroke('M-52,-388L-56,-40M52,-388L56,-40', lighten(c, 0.25), 3, op(0.6));
    a.rect(-92, -52, 72, 22, c2, op(0.8));
    a.rect(20, -52, 72, 22, c2, op(0.8));
    return 0;
  },
  hoodie(a, c, c2) {
    const d =
      'M-44,-420L-120,-396L-186,-170L-182,-130L-140,-126L-112,-300L-114,-30H114L112,-300L140,-126L182,-130L186,-170L120,-396L44,-420Z';
    a.rect(
      -300,
      -512,
      600,
      14,
      a.lin([
        [0, '#b08a62'],
        [1, '#8a6a4a'],
      ]),
    );
    a.stroke('M-12,-480C-12,-530 12,-530 12,-480', darken(c, 0.3), 5);
    a.path('M-74,-414Q-84,-490 0,-494Q84,-490 74,-414Z', darken(c, 0.22));
    a.path(d, INK, op(0.1) + ' transform="translate(14 16)"');
    a.path(
      d,
      a.hlin([
        [0, darken(c, 0.1)],
        [0.5, lighten(c, 0.08)],
        [1, darken(c, 0.16)],
      ]),
    );
    a.path('M-44,-420Q0,-380 44,-420Q0,-400 -44,-420Z', darken(c, 0.35));
    a.rect(-114, -62, 228, 32, darken(c, 0.12));
    a.path('M-186,-170L-140,-160L-140,-126L-182,-130ZM186,-170L140,-160L140,-126L182,-130Z', darken(c, 0.14));
    a.path('M-72,-210H72L90,-118H-90Z', darken(c, 0.08));
    a.stroke('M-72,-210H72L90,-118H-90Z', darken(c, 0.25), 3, op(0.5));
    a.stroke('M-14,-404V-330M14,-404V-336', c2, 5);
    return 0;
  },
  snackBars(a, c, c2) {
    const bar = (y, rot, col) => {
      a.add(`<g transform="translate(0 ${y}) rotate(${rot})">`);
      a.path(
        'M-170,-74H170l12,6-12,6 12,6-12,6 12,6-12,6 12,6-12,6 12,6-12,6 12,6-12,8H-170l-12-8 12-6-12-6 12-6-12-6 12-6-12-6 12-6-12-6 12-6-12-6 12-6z',
        cylV(a, col),
      );
      a.rect(-60, -74, 120, 74, C.cream, op(0.9));
      leafIcon(a, 0, -40, 18, col);
      a.close();
    };
    bar(-84, -5, c2);
    bar(0, 0, c);
    a.rrect(60, -24, 150, 40, 10, '#c39a66', ' transform="rotate(-8)"');
    const d = [];
    for (let i = 0; i < 12; i++) d.push(circD(74 + ((i * 29) % 126), -14 + ((i * 13) % 24) - i * 1.6, 5));
    a.path(d.join(''), '#8f6a44', op(0.7) + ' transform="rotate(-8)"');
    return 200;
  },
  nutButter(a, c) {
    a.rrect(-112, -230, 224, 230, 34, cylG(a, '#b88559'));
    a.rrect(-118, -282, 236, 60, 12, cylG(a, c));
    a.rect(-112, -180, 224, 96, cylG(a, C.cream));
    leafIcon(a, 0, -136, 24, c);
    a.rrect(-90, -222, 12, 200, 6, '#ffffff', op(0.22));
    a.path(ellD(170, -14, 26, 14) + ellD(210, -10, 24, 13), '#c89a6a');
    return 150;
  },
  teaTin(a, c, c2) {
    a.rrect(-130, -300, 180, 300, 6, cylG(a, c));
    a.rect(-136, -330, 192, 62, cylG(a, darken(c, 0.2)));
    a.circle(-40, -160, 56, C.cream);
    leafIcon(a, -40, -162, 28, c);
    a.circle(-40, -160, 64, 'none', ` stroke="${c2}" stroke-width="4"`);
    // cup
    a.stroke('M190,-72c30,0 30,-44 0,-44', C.cream, 10);
    a.path('M70,-128H196L186,-22Q184,0 162,0H104Q82,0 80,-22Z', cylG(a, C.cream));
    a.ellipse(133, -128, 63, 10, '#b98a55');
    a.stroke('M120,-150c-12,-20 12,-30 0,-52M146,-150c-12,-20 12,-30 0,-52', '#ffffff', 5, op(0.6));
    return 200;
  },
  duffel(a, c, c2) {
    a.stroke('M-96,-226C-96,-330 96,-330 96,-226', darken(c2, 0.1), 16);
    a.path(
      'M-230,0H230Q254,0 254,-24V-150Q254,-232 172,-232H-172Q-254,-232 -254,-150V-24Q-254,0 -230,0Z',
      cylV(a, c),
    );
    a.path(
      'M-254,-150Q-254,-232 -200,-232V0H-230Q-254,0 -254,-24ZM254,-150Q254,-232 200,-232V0H230Q254,0 254,-24Z',
      darken(c, 0.14),
    );
    a.stroke('M-172,-220H172', INK, 4, op(0.3));
    a.rect(-130, -232, 22, 232, c2);
    a.rect(108, -232, 22, 232, c2);
    a.stroke('M-120,-226C-120,-350 120,-350 120,-226', c2, 16);
    a.rrect(150, -214, 40, 56, 6, c2);
    return 270;
  },
  pouchZip(a, c, c2) {
    a.path(
      'M-172,0H172Q182,0 184,-12L198,-200Q200,-218 182,-218H-182Q-200,-218 -198,-200L-184,-12Q-182,0 -172,0Z',
      cylV(a, c),
    );
    a.stroke('M-184,-196H184', darken(c, 0.4), 6);
    a.stroke('M-184,-196H184', lighten(c, 0.5), 2, ' stroke-dasharray="3 5"');
    a.rrect(120, -206, 36, 20, 5, '#b9b4ab');
    a.stroke('M138,-186v44', c2, 8);
    a.path('M-178,-70Q0,-56 178,-70L176,-40Q0,-26 -176,-40Z', c2, op(0.85));
    return 200;
  },
  watch(a, c, _c2) {
    a.path('M-70,-380L-60,-540H60L70,-380Z', cylG(a, c));
    a.path('M-70,-160L-60,0H60L70,-160Z', cylG(a, c));
    a.path(circD(0, -80, 6) + circD(0, -50, 6) + circD(0, -20, 6), darken(c, 0.35));
    a.rrect(-100, -382, 200, 226, 50, cylG(a, '#5b6360'));
    a.rrect(-86, -368, 172, 198, 40, '#1f2a26');
    a.rect(100, -300, 14, 44, '#8a8a86');
    const arc = (r, f, col) => {
      const e = -Math.PI / 2 + f * Math.PI * 2;
      a.stroke(
        D`M0,${-269 - r}A${r},${r} 0 ${f > 0.5 ? 1 : 0} 1 ${Math.cos(e) * r},${-269 + Math.sin(e) * r}`,
        col,
        12,
      );
    };
    arc(58, 0.78, C.terraL);
    arc(40, 0.62, C.sageL);
    arc(22, 0.86, C.ochre);
    a.path('M-80,-360Q-40,-370 0,-362L-80,-280Z', '#ffffff', op(0.06));
    return 110;
  },
  earbuds(a, c) {
    a.rrect(-180, -220, 300, 220, 104, cylG(a, c));
    a.stroke('M-172,-146Q-30,-128 112,-146', darken(c, 0.3), 4);
    a.circle(-30, -80, 7, C.cream);
    const bud = (x, y, r) => {
      a.add(`<g transform="translate(${x} ${y}) rotate(${r})">`);
      a.rrect(-11, -10, 22, 74, 11, '#f2ede4');
      a.circle(0, -14, 28, cylG(a, '#f6f2ea'));
      a.circle(-8, -22, 12, c);
      a.close();
    };
    bud(170, -76, 20);
    bud(232, -70, -16);
    return 200;
  },
  massageGun(a, c, c2) {
    a.path('M-20,-236L40,-236L66,-70H-6Z', cylG(a, '#3a4440'));
    const g = [];
    for (let y = -210; y < -90; y += 16) g.push(`M${-10 + (y + 236) * 0.12},${y}h${46 + (y + 236) * 0.04}`);
    a.stroke(g.join(''), INK, 3, op(0.35));
    a.rrect(-70, -72, 170, 72, 20, cylV(a, c));
    a.rrect(-180, -344, 320, 112, 56, cylV(a, c));
    a.rect(-226, -316, 56, 56, cylV(a, '#5b6360'));
    a.circle(-250, -288, 40, cylG(a, c2));
    a.circle(100, -288, 14, lighten(c, 0.4));
    return 200;
  },
  sleepMask(a, c, c2) {
    a.stroke('M-190,-190C-260,-120 -200,-40 0,-50C200,-40 260,-120 190,-190', darken(c, 0.2), 22);
    const d =
      'M-200,-190C-200,-270 -70,-282 0,-244C70,-282 200,-270 200,-190C200,-112 124,-92 66,-112C32,-124 22,-160 0,-160C-22,-160 -32,-124 -66,-112C-124,-92 -200,-112 -200,-190Z';
    a.path(d, cylV(a, c));
    a.path(
      d,
      'none',
      ` transform="translate(0 -188) scale(.9) translate(0 188)" stroke="${lighten(c, 0.4)}" stroke-width="3" stroke-dasharray="6 7"`,
    );
    a.path('M100,-214A22,22 0 1 0 126,-176A18,18 0 1 1 100,-214Z', c2);
    return 220;
  },
  oilBottle(a, c, c2) {
    const amber = '#a8693f';
    // eucalyptus sprig
    a.stroke('M120,0C130,-80 150,-160 190,-260', '#6b7e70', 5);
    const l = [];
    for (let i = 0; i < 7; i++) l.push(ellD(128 + i * 9 + (i % 2 ? 18 : -14), -30 - i * 34, 17, 13));
    a.path(l.join(''), C.sageL);
    a.rrect(-66, -210, 132, 210, 24, cylG(a, amber));
    a.rect(-30, -244, 60, 40, cylG(a, '#2f3532'));
    a.path('M-22,-244V-300Q-22,-330 0,-330Q22,-330 22,-300V-244Z', cylG(a, c));
    a.rect(-66, -150, 132, 90, cylG(a, C.cream));
    leafIcon(a, 0, -106, 20, c2);
    a.path('M-130,-70Q-118,-96 -106,-70A12,12 0 1 1 -130,-70Z', amber, op(0.7));
    return 120;
  },
  bathSalts(a, c, _c2) {
    a.rrect(
      -112,
      -262,
      224,
      262,
      26,
      a.hlin([
        [0, '#e9e4dc'],
        [0.3, '#ffffff'],
        [1, '#d9d2c8'],
      ]),
      op(0.9),
    );
    a.rrect(-100, -190, 200, 180, 18, lighten(c, 0.45));
    const d = [];
    for (let i = 0; i < 40; i++) d.push(`M${-90 + ((i * 47) % 180)},${-180 + ((i * 31) % 164)}l7-4 6,6-5,6z`);
    a.path(d.join(''), '#ffffff', op(0.7));
    a.rrect(-104, -306, 208, 54, 14, cylG(a, '#d3b38a'));
    const k = [];
    for (let i = 0; i < 18; i++) k.push(circD(-90 + ((i * 53) % 180), -296 + ((i * 17) % 36), 2.5));
    a.path(k.join(''), '#9b7a55', op(0.6));
    a.stroke('M120,-6L230,-120', '#b08a62', 12);
    a.ellipse(250, -136, 36, 22, '#b08a62', ' transform="rotate(-45 250 -136)"');
    a.path('M-150,-4l8-5 7,6-6,5zM-170,-10l6-3 5,5-5,3zM150,-6l7-4 6,6-6,4z', lighten(c, 0.45));
    return 200;
  },
  jumpRope(a, c, c2) {
    a.stroke(
      'M-150,-70C-320,-120 -250,-330 -40,-300C180,-270 300,-170 170,-90C60,-30 -40,-200 60,-230C160,-260 200,-120 150,-60',
      c,
      9,
    );
    a.add('<g transform="rotate(-18 -150 -60)">');
    a.rrect(-230, -78, 110, 34, 17, cylV(a, c2));
    a.close();
    a.add('<g transform="rotate(12 160 -56)">');
    a.rrect(140, -74, 110, 34, 17, cylV(a, c2));
    a.close();
    return 230;
  },
  blocks(a, c) {
    const box = (x, y, w, h, d, col) => {
      a.rect(x, y - h, w, h, col);
      a.path(D`M${x},${y - h}l${d},${-d * 0.6}h${w}l${-d},${d * 0.6}z`, lighten(col, 0.2));
      a.path(D`M${x + w},${y - h}l${d},${-d * 0.6}v${h}l${-d},${d * 0.6}z`, darken(col, 0.2));
    };
    box(-210, 0, 230, 110, 70, c);
    box(60, 0, 110, 240, 56, c);
    return 230;
  },
  cushion(a, c, c2) {
    const zc = mix(c2, C.cream, 0.45);
    a.path('M-270,0L-220,-70H220L270,0Z', cylV(a, zc));
    a.rect(-270, 0, 540, 14, darken(zc, 0.2));
    a.path(
      'M-180,-76C-200,-110 -194,-160 -170,-176H170C194,-160 200,-110 180,-76Q0,-50 -180,-76Z',
      cylG(a, c),
    );
    a.ellipse(0, -176, 170, 40, lighten(c, 0.14));
    const p = [];
    for (let i = -5; i <= 5; i++) p.push(D`M${i * 32},${-140}Q${i * 36},${-110} ${i * 34},${-70}`);
    a.stroke(p.join(''), darken(c, 0.25), 2.5, op(0.45));
    a.circle(0, -176, 10, darken(c, 0.25));
    return 280;
  },
  sunglasses(a, c) {
    a.stroke('M-150,-120L-100,-196M150,-120L100,-196', darken(c, 0.25), 10);
    const lens = a.lin([
      [0, '#2e3b3a'],
      [1, '#6c7f7a'],
    ]);
    const L = 'M-176,-132C-180,-70 -140,-30 -90,-34C-40,-38 -22,-80 -26,-132Z';
    a.path(L, lens);
    a.path(L, lens, ' transform="scale(-1 1)"');
    a.stroke(
      'M-176,-132C-180,-70 -140,-30 -90,-34C-40,-38 -22,-80 -26,-132ZM176,-132C180,-70 140,-30 90,-34C40,-38 22,-80 26,-132Z',
      c,
      10,
    );
    a.stroke('M-26,-126Q0,-146 26,-126', c, 10);
    a.path('M-150,-120L-120,-120L-150,-70Z', '#ffffff', op(0.18));
    return 200;
  },
  travelPillow(a, c, c2) {
    const d =
      'M-180,-60C-180,-330 180,-330 180,-60C180,6 96,6 96,-60C96,-214 -96,-214 -96,-60C-96,6 -180,6 -180,-60Z';
    a.path(d, cylV(a, c));
    a.stroke('M-138,-56C-138,-270 138,-270 138,-56', lighten(c, 0.35), 3, ' stroke-dasharray="8 8"');
    a.rrect(-110, -64, 60, 24, 8, c2);
    a.rrect(50, -64, 60, 24, 8, c2);
    return 200;
  },
  granola(a, c, c2) {
    a.rrect(
      -100,
      -300,
      200,
      300,
      34,
      a.hlin([
        [0, '#e4dfd6'],
        [0.3, '#fbf9f5'],
        [1, '#d6cfc4'],
      ]),
    );
    a.path('M-96,-26V-120H96V-26Q96,-4 70,-4H-70Q-96,-4 -96,-26Z', '#c79a62');
    a.rect(-96, -170, 192, 50, '#f4eee4');
    a.rect(-96, -236, 192, 66, '#cda06a');
    const d = [];
    for (let i = 0; i < 26; i++) d.push(circD(-84 + ((i * 41) % 168), -230 + ((i * 19) % 58), 5));
    for (let i = 0; i < 16; i++) d.push(circD(-84 + ((i * 37) % 168), -110 + ((i * 23) % 96), 5));
    a.path(d.join(''), '#8f6a44', op(0.55));
    const b = [];
    for (let i = 0; i < 7; i++) b.push(circD(-70 + i * 24, -244 + (i % 2) * 6, 10));
    a.path(b.join(''), C.rose);
    a.path('M-104,-306Q0,-352 104,-306Z', '#f3efe8', op(0.9));
    a.rect(-108, -310, 216, 12, c2);
    a.stroke('M70,-300L96,-260', '#9d978d', 5);
    a.rrect(-80, -280, 10, 250, 5, '#ffffff', op(0.4));
    return 130;
  },
  candle(a, c) {
    a.circle(
      0,
      -330,
      90,
      a.rad([
        [0, '#fbe3b4', 0.7],
        [1, '#fbe3b4', 0],
      ]),
    );
    a.rrect(-100, -236, 200, 236, 18, cylG(a, c));
    a.ellipse(0, -236, 100, 18, lighten(c, 0.25));
    a.ellipse(0, -232, 88, 13, '#f3ead9');
    a.stroke('M0,-236v-22', INK, 3);
    a.path('M0,-318C14,-296 14,-268 0,-260C-14,-268 -14,-296 0,-318Z', '#f4c27c');
    a.path('M0,-296C6,-284 6,-270 0,-266C-6,-270 -6,-284 0,-296Z', '#fff4dc');
    a.rect(-100, -150, 200, 70, C.cream, op(0.85));
    leafIcon(a, 0, -118, 18, c);
    a.ellipse(190, -8, 80, 16, cylV(a, '#b08a62'));
    return 180;
  },
  kettlebell(a, c, c2) {
    a.stroke('M-92,-250C-112,-420 112,-420 92,-250', darken(c, 0.08), 46);
    a.stroke('M-92,-260C-108,-400 108,-400 92,-260', lighten(c, 0.2), 6, op(0.35));
    a.path('M-110,-8C-180,-70 -170,-260 0,-270C170,-260 180,-70 110,-8Z', cylG(a, c));
    a.rect(-112, -12, 224, 12, darken(c, 0.3));
    a.rrect(-40, -160, 80, 54, 8, c2);
    return 170;
  },
};

const PRODUCT_KINDS = [
  'bottle',
  'pouch',
  'mat',
  'roller',
  'dumbbells',
  'bands',
  'waterBottle',
  'tumbler',
  'tshirt',
  'leggings',
  'hoodie',
  'snackBars',
  'nutButter',
  'teaTin',
  'duffel',
  'pouchZip',
  'watch',
  'earbuds',
  'massageGun',
  'sleepMask',
  'oilBottle',
  'bathSalts',
  'jumpRope',
  'blocks',
  'cushion',
  'sunglasses',
  'travelPillow',
  'granola',
  'candle',
  'kettlebell',
];
const PRODUCT_COLORS = [
  C.sage,
  C.terra,
  C.blue,
  C.teal,
  C.ochre,
  C.rose,
  '#8a7b68',
  C.terraL,
  '#3c4a45',
  C.sageL,
];
const BACKDROPS = ['#f1eadf', '#f4d5c2', '#dce8e1', '#e8e4dc', '#e3e9ec', '#f3e6cf', '#efdcdc', '#e9e1d6'];
const lum = (c) => {
  const [r, g, b] = hex2rgb(c);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

function productArt(i) {
  const key = `product-${String(i + 1).padStart(2, '0')}`;
  const a = new Art(800, 800, key);
  const kind = PRODUCT_KINDS[i % PRODUCT_KINDS.length];
  const c = PRODUCT_COLORS[(i * 3) % PRODUCT_COLORS.length];
  const c2 = PRODUCT_COLORS[(i * 3 + 4) % PRODUCT_COLORS.length];
  const c3 = PRODUCT_COLORS[(i * 3 + 7) % PRODUCT_COLORS.length];
  let bg = BACKDROPS[(i * 5) % BACKDROPS.length];
  for (let k = 1; Math.abs(lum(bg) - lum(c)) < 45 && k < BACKDROPS.length; k++)
    bg = BACKDROPS[(i * 5 + k) % BACKDROPS.length];
  const hanging = ['tshirt', 'leggings', 'hoodie'].includes(kind);
  const style = hanging ? 1 : i % 3;
  const floorY = style === 2 ? 660 : 600;
  a.rect(
    0,
    0,
    800,
    800,
    a.lin([
      [0, lighten(bg, 0.25)],
      [1, bg],
    ]),
  );
  if (a.chance(0.5)) {
    // window light falling across the wall
    a.path('M470,0H640L380,' + floorY + 'H210Z', '#ffffff', op(0.16));
  }
  if (style === 0) a.path('M200,' + floorY + 'V300A200,200 0 0 1 600,300V' + floorY + 'Z', mix(bg, c, 0.1));
  if (style === 1) a.circle(400, 350, 250, lighten(bg, 0.45));
  a.rect(
    0,
    floorY,
    800,
    800 - floorY,
    a.lin([
      [0, darken(bg, 0.06)],
      [1, darken(bg, 0.12)],
    ]),
  );
  a.rect(0, floorY, 800, 3, '#ffffff', op(0.35));
  // leaf shadow in a corner
  if (i % 4 === 1) leafFan(a, 40, 260, 7, 260, 40, 120, INK, INK, { center: -60 });
  if (i % 4 === 1) a.b[a.b.length - 1] = a.b[a.b.length - 1].replace('/>', ' opacity=".05"/>');
  if (i % 4 === 1) a.b[a.b.length - 2] = a.b[a.b.length - 2].replace('/>', ' opacity=".05"/>');
  let by = 640;
  let k = 1;
  if (style === 2) {
    // plinth
    a.rect(
      190,
      570,
      420,
      130,
      a.hlin([
        [0, darken(bg, 0.05)],
        [0.3, lighten(bg, 0.35)],
        [1, darken(bg, 0.12)],
      ]),
    );
    softShadow(a, 400, 700, 260, 26, 0.25);
    a.rect(
      190,
      570,
      420,
      130,
      a.hlin([
        [0, darken(bg, 0.05)],
        [0.3, lighten(bg, 0.35)],
        [1, darken(bg, 0.12)],
      ]),
    );
    a.ellipse(400, 570, 210, 34, lighten(bg, 0.5));
    by = 574;
    k = 0.82;
  }
  a.add(`<g transform="translate(400 ${by})${k !== 1 ? ` scale(${k})` : ''}">`);
  const w = PROD[kind](a, c, c2, c3, true);
  a.close();
  // shadow goes under the product: insert before the product group
  if (!w) return { key, a };
  const shadowA = new Art(800, 800, key + 's');
  softShadow(shadowA, 400, by + 2, w * 1.25 * k, 26 * k, 0.3);
  a.b.splice(
    a.b.length -
      1 -
      a.b
        .slice()
        .reverse()
        .findIndex((x) => x.startsWith('<g transform="translate(400')),
    0,
    ...shadowA.b.map((x) => x.replace(/url\(#g0\)/, 'url(#' + 'SHD' + ')')),
  );
  const shd = a.rad([
    [0, INK, 0.3],
    [0.6, INK, 0.135],
    [1, INK, 0],
  ]);
  a.b = a.b.map((x) => x.replace('url(#SHD)', shd));
  return { key, a };
}

/* ------------------------------------------------------------------ */
/* Interiors & services                                                */
/* ------------------------------------------------------------------ */

function room(a, wall, floor, fy) {
  a.rect(
    0,
    0,
    a.w,
    fy,
    a.lin([
      [0, lighten(wall, 0.14)],
      [1, wall],
    ]),
  );
  a.rect(
    0,
    fy,
    a.w,
    a.h - fy,
    a.lin([
      [0, floor],
      [1, darken(floor, 0.14)],
    ]),
  );
  a.rect(0, fy - 4, a.w, 8, darken(wall, 0.12));
}
/** Window with a small landscape view. shape: 'arch' | 'round' | 'rect' */
function windowView(a, x, y, w, h, T, o = {}) {
  const shape = o.shape ?? 'arch';
  const d =
    shape === 'round'
      ? circD(x + w / 2, y + w / 2, w / 2)
      : shape === 'arch'
        ? D`M${x},${y + h}V${y + w / 2}a${w / 2},${w / 2} 0 0 1 ${w},0V${y + h}Z`
        : D`M${x},${y}h${w}v${h}h${-w}Z`;
  if (shape === 'round') h = w;
  const frame = o.frame ?? '#fbf8f3';
  a.add(`<g${a.clip(d)}>`);
  const hy = y + h * (o.horizon ?? 0.62);
  a.rect(
    x,
    y,
    w,
    hy - y + 4,
    a.lin([
      [0, T.sky[0]],
      [0.6, T.sky[1]],
      [1, T.sky[2]],
    ]),
  );
  const sx = x + w * (o.sunX ?? 0.62);
  const sy = lerp(y, hy, o.sunY ?? 0.6);
  a.circle(
    sx,
    sy,
    w * 0.3,
    a.rad([
      [0, T.glow, 0.6],
      [1, T.glow, 0],
    ]),
  );
  if (T.night)
    a.path(
      D`M${sx},${sy - w * 0.06}A${w * 0.06},${w * 0.06} 0 1 0 ${sx},${sy + w * 0.06}A${w * 0.08},${w * 0.08} 0 0 1 ${sx},${sy - w * 0.06}Z`,
      T.sun,
    );
  else a.circle(sx, sy, w * 0.07, T.sun);
  if (o.view === 'sea') {
    a.rect(
      x,
      hy,
      w,
      y + h - hy,
      a.lin([
        [0, T.sea[0]],
        [1, T.sea[1]],
      ]),
    );
    drawRidge(
      a,
      {
        base: hy + 2,
        amp: h * 0.06,
        x0: x - 10,
        x1: x + w * 0.5,
        step: w / 5,
        bottom: hy + 3,
        env: (xx) => Math.sin(((xx - x + 10) / (w * 0.5 + 10)) * Math.PI),
      },
      land(T, G.mid, 0.2),
    );
  } else {
    drawRidge(
      a,
      { base: hy, amp: h * 0.16, x0: x - 10, x1: x + w + 10, step: w / 5, noise: 0.9 },
      land(T, '#7f9296', 0.2),
    );
    const r = drawRidge(
      a,
      { base: hy + h * 0.12, amp: h * 0.1, x0: x - 10, x1: x + w + 10, step: w / 5 },
      land(T, G.deep, 0.5),
    );
    if (o.trees !== false)
      a.path(pineRow(a, r, x, x + w, w * 0.07, h * 0.06, h * 0.12, 1), land(T, G.deep, 0.5));
    drawRidge(
      a,
      { base: hy + h * 0.3, amp: h * 0.06, x0: x - 10, x1: x + w + 10, step: w / 4 },
      land(T, G.soft, 0.85),
    );
  }
  a.close();
  a.path(d, 'none', ` stroke="${frame}" stroke-width="${o.fw ?? 14}"`);
  if (shape !== 'round' && o.mullion !== false)
    a.stroke(D`M${x + w / 2},${y}V${y + h}M${x},${y + h * 0.5}H${x + w}`, frame, 6);
  if (o.sill !== false && shape !== 'round') a.rect(x - 20, y + h, w + 40, 14, darken(frame, 0.06));
  return { x, y, w, h };
}
function beam(a, pts, o = 0.16) {
  a.path(
    poly(pts),
    a.lin([
      [0, '#ffffff', o],
      [1, '#ffffff', o * 0.3],
    ]),
  );
}
function pot(a, x, y, w, h, col) {
  a.path(D`M${x - w / 2},${y - h}h${w}l${-w * 0.12},${h}h${-w * 0.76}Z`, cylG(a, col));
  a.rect(x - w / 2 - 4, y - h - 8, w + 8, 14, darken(col, 0.08));
}
function plant(a, x, y, k, potCol, kind = 'fan', T = TIMES.noon) {
  const c1 = tone(T, C.sage);
  const c2 = tone(T, C.teal);
  if (kind === 'tall') {
    const ds = [];
    const ds2 = [];
    for (let i = 0; i < 9; i++) {
      const ang = -90 + (i - 4) * 7 + a.r(-3, 3);
      (i % 2 ? ds : ds2).push(leafD(x + (i - 4) * 4 * k, y - 70 * k, a.r(170, 260) * k, 13 * k, ang, 0));
    }
    a.path(ds2.join(''), c2);
    a.path(ds.join(''), c1);
  } else if (kind === 'round') {
    const st = [];
    const lv = [];
    for (let i = 0; i < 9; i++) {
      const ang = ((-160 + i * 17.5) * Math.PI) / 180;
      const L = a.r(110, 170) * k;
      const ex = x + Math.cos(ang) * L;
      const ey = y - 70 * k + Math.sin(ang) * L;
      st.push(
        D`M${x},${y - 70 * k}Q${x + Math.cos(ang) * L * 0.4},${y - 70 * k + Math.sin(ang) * L * 0.8} ${ex},${ey}`,
      );
      lv.push(ellD(ex, ey, 26 * k, 20 * k));
    }
    a.stroke(st.join(''), c2, 3 * k);
    a.path(lv.join(''), c1);
  } else {
    leafFan(a, x, y - 70 * k, 9, 190 * k, 26 * k, 160, c1, c2, { bend: 0.25 });
  }
  pot(a, x, y, 110 * k, 80 * k, potCol);
}
function prodAt(a, kind, x, y, k, c, c2, c3) {
  a.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${k})">`);
  PROD[kind](a, c, c2, c3 ?? C.sage);
  a.close();
}
function stones(a, x, y, k) {
  const st = [
    [0, 0, 120, 36, '#6d7774'],
    [6, -58, 94, 30, '#8d958f'],
    [-4, -108, 72, 26, '#5f6a67'],
    [4, -150, 50, 20, '#9aa19a'],
  ];
  for (const [dx, dy, rx, ry, col] of st) {
    a.ellipse(
      x + dx * k,
      y + (dy - ry) * k,
      rx * k,
      ry * k,
      a.lin([
        [0, lighten(col, 0.2)],
        [1, darken(col, 0.2)],
      ]),
    );
  }
}
function towelRoll(a, x, y, r, col) {
  a.circle(
    x,
    y,
    r,
    a.lin([
      [0, lighten(col, 0.12)],
      [1, darken(col, 0.12)],
    ]),
  );
  a.stroke(
    D`M${x},${y}m${-r * 0.15},0a${r * 0.15},${r * 0.15} 0 1 1 ${r * 0.3},0a${r * 0.35},${r * 0.35} 0 1 1 ${-r * 0.7},0a${r * 0.55},${r * 0.55} 0 1 1 ${r * 1.1},0a${r * 0.75},${r * 0.75} 0 1 1 ${-r * 1.5},0`,
    darken(col, 0.18),
    2.5,
    op(0.7),
  );
}
function bowl(a, x, y, w, h, col) {
  a.path(D`M${x - w / 2},${y - h}A${w / 2},${h} 0 0 0 ${x + w / 2},${y - h}Z`, cylG(a, col));
  a.ellipse(x, y - h, w / 2, h * 0.18, darken(col, 0.1));
}
function steam(a, x, y, h, col = '#ffffff', o = 0.5, w = 5) {
  a.stroke(
    D`M${x},${y}c${-h * 0.25},${-h * 0.3} ${h * 0.25},${-h * 0.5} 0,${-h}M${x + h * 0.3},${y - h * 0.1}c${-h * 0.2},${-h * 0.25} ${h * 0.2},${-h * 0.45} 0,${-h * 0.8}`,
    col,
    w,
    op(o),
  );
}
function flame(a, x, y, k) {
  a.circle(
    x,
    y - 20 * k,
    60 * k,
    a.rad([
      [0, '#fbe3b4', 0.6],
      [1, '#fbe3b4', 0],
    ]),
  );
  a.path(
    D`M${x},${y - 40 * k}C${x + 12 * k},${y - 22 * k} ${x + 10 * k},${y - 2 * k} ${x},${y}C${x - 10 * k},${y - 2 * k} ${x - 12 * k},${y - 22 * k} ${x},${y - 40 * k}Z`,
    '#f4c27c',
  );
}
function pillarCandle(a, x, y, w, h, col = '#f3ead9') {
  a.rect(x - w / 2, y - h, w, h, cylG(a, col));
  a.ellipse(x, y - h, w / 2, w * 0.12, lighten(col, 0.3));
  flame(a, x, y - h - 4, w / 50);
}

const SERVICES = {
  yoga(a) {
    room(a, '#efe7db', '#d9bf9d', 560);
    windowView(a, 130, 100, 300, 430, TIMES.dawn);
    beam(a, [
      [140, 530],
      [430, 530],
      [820, 800],
      [420, 800],
    ]);
    a.circle(800, 270, 80, 'none', ` stroke="${C.terraL}" stroke-width="10" stroke-opacity=".6"`);
    a.circle(800, 270, 58, 'none', ` stroke="${C.sand}" stroke-width="8"`);
    a.circle(800, 270, 36, C.terraXL);
    softShadow(a, 700, 706, 290, 16, 0.2);
    a.path(
      'M440,700L500,618H900L962,700Z',
      a.lin([
        [0, lighten(C.sage, 0.1)],
        [1, C.sage],
      ]),
    );
    a.path('M440,700H962v10H440Z', darken(C.sage, 0.3));
    prodAt(a, 'blocks', 1000, 720, 0.35, C.terraL);
    prodAt(a, 'mat', 560, 690, 0.38, C.terra, C.sand);
    plant(a, 1110, 760, 1.2, C.linen, 'fan');
    plant(a, 200, 528, 0.45, C.terraL, 'round');
  },
  'personal-training'(a) {
    room(a, '#e2e9e4', '#cdbfac', 560);
    const sl = [];
    for (let x = 640; x < 1160; x += 26) sl.push(`M${x},80V556`);
    a.rect(626, 70, 548, 490, '#c9a57f', op(0.35));
    a.stroke(sl.join(''), '#b08a62', 12, op(0.7));
    windowView(a, 110, 110, 360, 330, TIMES.noon, { shape: 'rect' });
    beam(a, [
      [110, 440],
      [470, 440],
      [760, 800],
      [300, 800],
    ]);
    softShadow(a, 880, 626, 170, 14);
    a.rect(760, 420, 240, 200, '#c8a27a');
    a.path('M760,420l60,-36h240l-60,36z', '#dbbd99');
    a.path('M1000,420l60,-36v200l-60,36z', '#a98461');
    a.path('M790,420h170l16,-10h-150z', C.sageL);
    a.rect(790, 408, 150, 18, C.sage);
    softShadow(a, 470, 712, 150, 14);
    prodAt(a, 'kettlebell', 470, 710, 0.62, C.terra, C.cream);
    softShadow(a, 700, 742, 180, 12);
    prodAt(a, 'dumbbells', 700, 740, 0.72, '#3c4a45', C.sage);
    prodAt(a, 'waterBottle', 1080, 690, 0.42, C.blue, C.ink);
  },
  spa(a) {
    room(a, '#efe3d4', '#d8c6b0', 620);
    a.path('M280,620V250A320,320 0 0 1 920,250V620Z', '#e6d5c1');
    a.path(
      'M300,620V260A300,300 0 0 1 900,260V620Z',
      a.lin([
        [0, '#dcc8b1'],
        [1, '#e8d9c6'],
      ]),
    );
    beam(
      a,
      [
        [620, 0],
        [900, 0],
        [760, 620],
        [420, 620],
      ],
      0.12,
    );
    softShadow(a, 600, 606, 420, 14);
    a.rect(
      170,
      540,
      860,
      64,
      a.lin([
        [0, '#f3ece3'],
        [1, '#d8cdbf'],
      ]),
    );
    a.rect(170, 540, 860, 8, '#ffffff', op(0.5));
    stones(a, 360, 540, 0.95);
    towelRoll(a, 570, 500, 40, C.cream);
    towelRoll(a, 650, 500, 40, C.sageL);
    towelRoll(a, 610, 432, 40, C.cream);
    pillarCandle(a, 790, 540, 64, 110);
    pillarCandle(a, 870, 540, 50, 74);
    bowl(a, 960, 540, 120, 46, '#f1eadf');
    a.path(ellD(960, 494, 14, 8) + ellD(948, 490, 10, 6), C.rose);
    branch(a, -20, 140, 300, 260, C.sageL, C.sage, 56);
    plant(a, 1110, 760, 1.1, C.terraL, 'tall');
  },
  massage(a) {
    room(a, '#ede2d6', '#cfb494', 560);
    windowView(a, 820, 90, 260, 360, TIMES.mist, { shape: 'arch' });
    a.path('M60,0H230C200,200 260,400 220,560H60Z', '#ffffff', op(0.45));
    a.circle(
      600,
      150,
      140,
      a.rad([
        [0, '#fbe3b4', 0.5],
        [1, '#fbe3b4', 0],
      ]),
    );
    a.stroke('M600,0V110', '#8a7b68', 3);
    a.path('M560,110h80l24,44h-128z', C.terraL);
    softShadow(a, 560, 746, 360, 18);
    a.stroke(
      'M330,540L290,740M330,540L400,740M790,540L750,740M790,540L860,740M300,690H390M760,690H850',
      '#9c7a5a',
      14,
    );
    a.rrect(
      230,
      520,
      640,
      50,
      22,
      a.lin([
        [0, '#f6efe6'],
        [1, '#dccfbf'],
      ]),
    );
    a.rrect(160, 532, 90, 30, 14, '#e9dfd2');
    a.path(
      'M520,512H880Q900,514 896,560L880,660Q850,650 840,600Q820,640 790,650L780,570H520Z',
      a.lin([
        [0, C.sageL],
        [1, C.sage],
      ]),
    );
    a.stroke('M600,520Q640,540 700,522M740,520Q780,545 820,522', C.sage, 3, op(0.6));
    a.rect(960, 590, 150, 16, '#b08a62');
    a.stroke('M975,606V740M1095,606V740', '#9c7a5a', 10);
    prodAt(a, 'oilBottle', 1000, 590, 0.36, C.sage, C.terra);
    stones(a, 1070, 590, 0.3);
    plant(a, 100, 760, 1.15, C.cream, 'fan');
  },
  meditation(a) {
    room(a, '#e9e0d3', '#d2bb9c', 600);
    a.circle(600, 320, 262, '#e0d3c2');
    windowView(a, 360, 80, 480, 480, TIMES.sunrise, {
      shape: 'round',
      view: 'sea',
      horizon: 0.58,
      sunX: 0.5,
      sunY: 0.62,
      fw: 16,
    });
    beam(
      a,
      [
        [390, 520],
        [810, 520],
        [900, 800],
        [300, 800],
      ],
      0.14,
    );
    softShadow(a, 600, 708, 230, 20, 0.3);
    a.path(
      'M380,706L420,660H780L820,706Z',
      a.lin([
        [0, C.terraL],
        [1, C.terra],
      ]),
    );
    a.ellipse(600, 664, 110, 26, darken(C.teal, 0.1));
    seated(a, 600, 668, 2.1, '#33403b');
    for (const [x, h] of [
      [230, 90],
      [290, 60],
      [960, 70],
      [1010, 100],
    ])
      pillarCandle(a, x, 700, 40, h);
    a.stroke('M1010,596c-20,-40 20,-70 0,-110s20,-60 -4,-100', '#ffffff', 3, op(0.5));
    plant(a, 80, 780, 1.2, C.sand, 'tall');
    plant(a, 1120, 780, 1.0, C.terraL, 'round');
  },
  nutrition(a) {
    room(a, '#f3ebdf', '#c9a784', 560);
    windowView(a, 760, 70, 340, 330, TIMES.noon, { shape: 'rect', view: 'sea' });
    a.rect(740, 400, 380, 16, '#e2d6c3');
    plant(a, 820, 400, 0.5, C.terraL, 'round');
    plant(a, 1040, 400, 0.42, C.cream, 'tall');
    // table top
    a.rect(
      0,
      560,
      1200,
      240,
      a.lin([
        [0, '#d8bb98'],
        [1, '#b99471'],
      ]),
    );
    a.rect(0, 560, 1200, 6, '#ffffff', op(0.3));
    softShadow(a, 560, 702, 280, 20, 0.25);
    // big bowl of greens
    const g = [];
    const g2 = [];
    for (let i = 0; i < 14; i++) {
      const ang = -170 + i * 12 + a.r(-5, 5);
      (i % 2 ? g : g2).push(leafD(560 + (i - 7) * 14, 600, a.r(90, 130), 30, ang, -0.05));
    }
    a.path(g2.join(''), C.teal);
    a.path(g.join(''), C.sage);
    a.path(ellD(490, 540, 46, 30), '#c9c78a');
    a.path(ellD(490, 544, 32, 22), '#e9e2a8');
    a.circle(492, 546, 14, '#8a6a4a');
    a.path(circD(610, 530, 16) + circD(640, 548, 15) + circD(590, 556, 14), '#d9745a');
    a.path(circD(660, 520, 22) + circD(544, 512, 10), '#f4e7c8');
    a.path(circD(660, 520, 10), C.ochre);
    a.path('M380,560H740A180,120 0 0 1 380,560Z', cylG(a, C.cream));
    a.rect(380, 556, 360, 10, darken(C.cream, 0.1));
    // board + lemon
    a.rrect(120, 640, 260, 60, 12, '#a98461');
    a.circle(200, 650, 40, '#e8cf6e');
    a.circle(200, 650, 32, '#f6e7a6');
    a.stroke('M200,620v60M170,650h60M178,628l44,44M222,628l-44,44', '#e8cf6e', 3);
    a.path(ellD(300, 640, 44, 30), '#d8bc58');
    // jug
    softShadow(a, 900, 706, 90, 10);
    a.path(
      'M840,700L830,520H970L960,700Z',
      a.hlin([
        [0, '#dfe9e6', 0.9],
        [0.3, '#ffffff', 0.8],
        [1, '#c9d7d3', 0.9],
      ]),
    );
    a.rect(834, 580, 132, 120, '#cfe3dd', op(0.6));
    a.path(circD(880, 620, 16) + circD(920, 650, 16), '#b7cf9a', op(0.9));
    a.stroke('M970,540c40,0 40,80 -6,86', '#dfe9e6', 10);
    // herbs
    branch(a, 1220, 760, 1000, 640, C.sageL, C.sage, 40);
  },
  sauna(a) {
    const wall = '#b7875f';
    a.rect(
      0,
      0,
      1200,
      800,
      a.lin([
        [0, '#a87a54'],
        [1, wall],
      ]),
    );
    const pl = [];
    for (let x = 0; x < 1200; x += 60) pl.push(`M${x},0V800`);
    a.stroke(pl.join(''), '#7d5a3f', 3, op(0.5));
    windowView(a, 160, 120, 220, 180, TIMES.night, {
      shape: 'rect',
      frame: '#7d5a3f',
      mullion: false,
      sill: false,
      fw: 18,
    });
    a.circle(
      300,
      200,
      500,
      a.rad([
        [0, '#f6c98a', 0.35],
        [1, '#f6c98a', 0],
      ]),
    );
    // benches
    a.rect(0, 470, 1200, 26, '#d6a978');
    a.rect(0, 496, 1200, 170, '#8f6746');
    a.rect(0, 640, 1200, 26, '#d6a978');
    a.rect(0, 666, 1200, 134, '#6f4f37');
    const sl = [];
    for (let x = 20; x < 1200; x += 60) sl.push(`M${x},500V636`);
    a.stroke(sl.join(''), '#7a583d', 4, op(0.6));
    // heater
    a.rect(
      880,
      380,
      200,
      290,
      a.hlin([
        [0, '#3a3f3d'],
        [0.3, '#5a605d'],
        [1, '#2d312f'],
      ]),
    );
    const st = [];
    for (let i = 0; i < 9; i++)
      st.push(ellD(900 + (i % 5) * 40 + (i > 4 ? 20 : 0), 372 - (i > 4 ? 26 : 0), 26, 18));
    a.path(st.join(''), '#7b7f7c');
    a.circle(
      980,
      350,
      160,
      a.rad([
        [0, '#f4a26a', 0.35],
        [1, '#f4a26a', 0],
      ]),
    );
    steam(a, 940, 330, 150, '#ffffff', 0.35, 8);
    steam(a, 1020, 320, 120, '#ffffff', 0.3, 7);
    // bucket + ladle
    a.path(
      'M560,470L546,380H694L680,470Z',
      a.hlin([
        [0, '#b98a5c'],
        [0.3, '#d8aa78'],
        [1, '#94673f'],
      ]),
    );
    a.stroke('M548,400H692M552,448H688', '#5a5550', 6);
    a.stroke('M620,390L720,260', '#c49a6c', 10);
    // towel
    a.path('M240,470V420Q320,400 400,420V470Z', C.cream);
    a.path('M240,470H400V500H240Z', darken(C.cream, 0.12));
  },
  hiking(a) {
    const T = TIMES.golden;
    const W = a.w;
    const H = a.h;
    drawSky(a, T, H * 0.55, { sunX: W * 0.68 });
    mountains(a, T, {
      base: H * 0.55,
      top: H * 0.2,
      low: H * 0.34,
      count: 4,
      color: land(T, '#7f9296', 0.15),
      snow: mix('#f7f4ef', T.tone, 0.1),
      snowLine: H * 0.3,
      lightLeft: false,
    });
    const r1 = drawRidge(a, { base: H * 0.6, amp: 40 }, land(T, G.deep, 0.45));
    a.path(pineRow(a, r1, -10, W + 10, 30, 30, 56, 2), land(T, G.deep, 0.45));
    const r2 = drawRidge(a, { base: H * 0.72, amp: 60, step: 140 }, land(T, '#8fa176', 0.75));
    void r2;
    const rd = [
      [640, H * 0.62],
      [560, H * 0.7],
      [720, H * 0.8],
      [560, H * 0.9],
      [620, H + 20],
    ];
    const L = [];
    const R = [];
    rd.forEach((p, i) => {
      const w = lerp(3, 60, (i / 4) ** 2);
      L.push([p[0] - w, p[1]]);
      R.push([p[0] + w, p[1]]);
    });
    const near = drawRidge(a, { base: H * 0.86, amp: 40, step: 160, x0: -30 }, land(T, '#9aae7e', 0.9));
    void near;
    a.path(smoothD(L) + smoothD(R.reverse(), false) + 'Z', tone(T, '#e9d6b4'));
    a.path(pineD(90, H + 20, 420, 90, 5, 20) + pineD(190, H + 30, 300, 66, 4, 14), land(T, G.deep, 1));
    // signpost
    const x = 900;
    a.rect(x - 8, 470, 16, 300, '#7a5a40');
    a.path(`M${x - 8},500h150l26,22-26,22h-150z`, '#b08a62');
    a.path(`M${x + 8},560h-150l-26,22 26,22h150z`, '#a27b58');
    softShadow(a, x, 772, 60, 8);
    // backpack
    a.rrect(x + 60, 660, 110, 120, 30, C.terra);
    a.rrect(x + 76, 700, 78, 50, 12, darken(C.terra, 0.15));
    a.stroke(`M${x + 80},664c0,-40 70,-40 70,0`, darken(C.terra, 0.3), 8);
    birds(a, 400, 160, darken(T.sky[0], 0.45), 3);
  },
  pilates(a) {
    room(a, '#eee7dc', '#dcc4a4', 580);
    windowView(a, 90, 80, 250, 430, TIMES.noon, { shape: 'rect' });
    windowView(a, 380, 80, 250, 430, TIMES.noon, { shape: 'rect' });
    beam(a, [
      [90, 510],
      [630, 510],
      [960, 800],
      [260, 800],
    ]);
    softShadow(a, 620, 706, 420, 16);
    // reformer
    a.rect(220, 620, 800, 40, '#b08a62');
    a.rect(220, 620, 800, 8, '#d8b690');
    a.stroke('M250,660V700M990,660V700', '#8a6a4a', 18);
    a.rrect(420, 586, 260, 36, 14, C.teal);
    a.rrect(420, 560, 40, 28, 8, C.sage);
    a.stroke('M260,620V520H300', '#9d978d', 10);
    a.stroke('M680,604H960', '#9d978d', 4);
    a.stroke('M700,600l20,-8 20,8 20,-8 20,8 20,-8 20,8 20,-8 20,8', '#9d978d', 3);
    a.stroke('M1000,620V470', '#9d978d', 8);
    // ball + ring
    softShadow(a, 1060, 742, 90, 12);
    a.circle(
      1060,
      650,
      96,
      a.rad(
        [
          [0, lighten(C.terraL, 0.3)],
          [1, C.terra],
        ],
        0.35,
        0.3,
        0.8,
      ),
    );
    a.circle(170, 700, 60, 'none', ` stroke="${C.blue}" stroke-width="14"`);
    a.path('M104,690h20v20h-20zM216,690h20v20h-20z', '#3c4a45');
    plant(a, 1130, 560, 0.6, C.cream, 'round');
  },
  breathwork(a) {
    const T = TIMES.dawn;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.56;
    drawSky(a, T, hy, { sunX: W * 0.5, sunY: hy * 0.62, clouds: 1 });
    const sr = [];
    for (let i = 1; i <= 4; i++) sr.push(circD(W * 0.5, hy * 0.62, 60 + i * 46));
    a.path(sr.join(''), 'none', ` stroke="#ffffff" stroke-width="2" stroke-opacity=".35"`);
    drawRidge(a, { base: hy + 2, amp: 70, step: 80, bottom: hy + 3 }, land(T, '#7f9296', 0.15));
    waterBody(a, T, hy, H);
    mist(a, hy - 30, 60, T.haze, 0.6);
    // dock
    a.path('M440,800L560,640H640L760,800Z', '#8a6a50');
    const pl = [];
    for (let i = 1; i < 8; i++)
      pl.push(D`M${lerp(560, 440, i / 8) - 0},${lerp(640, 800, i / 8)}H${lerp(640, 760, i / 8)}`);
    a.stroke(pl.join(''), '#6b503c', 3, op(0.6));
    a.path('M556,640h88v8h-88z', '#6b503c');
    seated(a, 600, 700, 1.1, '#3a4541');
  },
  'cooking-class'(a) {
    room(a, '#f3ece1', '#c9a784', 520);
    const t = [];
    for (let y = 300; y < 520; y += 44) t.push(`M0,${y}H1200`);
    for (let x = 0; x < 1200; x += 88) t.push(`M${x},300V520`);
    a.rect(0, 300, 1200, 220, '#e3ece7');
    a.stroke(t.join(''), '#ffffff', 4);
    // rail + utensils
    a.stroke('M120,190H620', '#9d978d', 8);
    a.stroke('M180,190v90M260,190v110M340,190v80M420,190v100', '#9d978d', 4);
    a.path(circD(180, 296, 20) + 'M252,300h16v40h-16zM326,270h28l-4,44h-20z', '#8a8a86');
    a.path(ellD(420, 306, 16, 24), 'none', ` stroke="#8a8a86" stroke-width="4"`);
    windowView(a, 760, 60, 320, 220, TIMES.noon, { shape: 'rect', sill: false });
    a.rect(740, 280, 360, 18, '#e2d6c3');
    plant(a, 820, 282, 0.42, C.terraL, 'round');
    plant(a, 1000, 282, 0.4, C.cream, 'fan');
    // counter
    a.rect(
      0,
      520,
      1200,
      280,
      a.lin([
        [0, '#d8bb98'],
        [1, '#a98461'],
      ]),
    );
    a.rect(0, 520, 1200, 14, '#efe3d1');
    // pot
    softShadow(a, 300, 640, 170, 12);
    a.rect(170, 520, 260, 120, cylG(a, '#3c4a45'));
    a.ellipse(300, 520, 130, 18, '#2b3431');
    a.stroke('M150,540h20M430,540h20', '#3c4a45', 14);
    steam(a, 260, 500, 140, '#ffffff', 0.6, 8);
    steam(a, 330, 496, 120, '#ffffff', 0.5, 7);
    // board with vegetables
    softShadow(a, 760, 700, 260, 14);
    a.rrect(520, 620, 480, 70, 16, '#b48c64');
    a.rect(520, 684, 480, 10, '#8a6a4a');
    a.path('M560,650L700,630Q716,640 700,652L566,664Z', C.terra);
    a.stroke('M700,636l26,-16M700,646l30,-4', C.sage, 6);
    a.path(circD(780, 644, 26) + circD(836, 650, 22), '#d9745a');
    a.path(circD(780, 644, 18), '#e89a7e');
    a.path(circD(880, 660, 12) + circD(900, 650, 10) + circD(920, 662, 11), '#f2ead7');
    a.stroke('M940,640l40,-10', '#9d978d', 10);
    a.stroke('M900,650l40,-10', '#2b3431', 12);
    branch(a, 1220, 740, 1030, 660, C.sageL, C.sage, 34);
  },
  'sound-bath'(a) {
    a.rect(
      0,
      0,
      1200,
      600,
      a.lin([
        [0, '#40544d'],
        [1, '#5b6e66'],
      ]),
    );
    a.rect(
      0,
      600,
      1200,
      200,
      a.lin([
        [0, '#8f7a62'],
        [1, '#6f5e4c'],
      ]),
    );
    a.circle(
      600,
      300,
      420,
      a.rad([
        [0, '#f3c58c', 0.3],
        [1, '#f3c58c', 0],
      ]),
    );
    // gong on frame
    a.stroke('M380,620V110H820V620', '#6b503c', 20);
    a.stroke('M560,110L560,150M640,110L640,150', '#3a3f3d', 4);
    a.circle(
      600,
      330,
      190,
      a.rad(
        [
          [0, '#f1d08a'],
          [0.7, C.ochre],
          [1, '#9b7433'],
        ],
        0.4,
        0.35,
        0.75,
      ),
    );
    a.circle(600, 330, 60, '#c99a48', op(0.6));
    const rings = [];
    for (let i = 1; i <= 3; i++) rings.push(circD(600, 330, 190 + i * 50));
    a.path(rings.join(''), 'none', ` stroke="#f4d5c2" stroke-width="2" stroke-opacity=".25"`);
    // singing bowls
    const bw = (x, y, w, col) => {
      softShadow(a, x, y + 6, w * 0.65, 10);
      a.ellipse(x, y, w * 0.6, w * 0.12, C.terra);
      bowl(a, x, y - w * 0.1, w, w * 0.42, col);
      a.ellipse(x, y - w * 0.42 - w * 0.1, w * 0.5, w * 0.09, darken(col, 0.35));
      const wr = [];
      for (let i = 1; i <= 2; i++)
        wr.push(
          D`M${x - w * 0.5 - i * 24},${y - w * 0.56 - i * 14}Q${x},${y - w * 0.56 - i * 50} ${x + w * 0.5 + i * 24},${y - w * 0.56 - i * 14}`,
        );
      a.stroke(wr.join(''), '#f4d5c2', 2.5, op(0.4));
    };
    bw(330, 700, 200, '#c9a25a');
    bw(620, 720, 260, '#b98a4a');
    bw(900, 700, 170, '#a8b5a0');
    a.stroke('M700,760L820,730', '#7a5a40', 8);
    a.circle(820, 728, 14, C.terraXL);
    for (const [x, h] of [
      [110, 90],
      [170, 60],
      [1060, 70],
      [1120, 100],
    ])
      pillarCandle(a, x, 740, 40, h);
  },
};

/* ------------------------------------------------------------------ */
/* Articles, home/content, quiz, brand                                 */
/* ------------------------------------------------------------------ */

function runner(a, x, y, k, col) {
  a.stroke(
    D`M${x},${y - 92 * k}L${x - 8 * k},${y - 46 * k}M${x - 8 * k},${y - 46 * k}L${x + 22 * k},${y - 22 * k}L${x + 14 * k},${y}M${x - 8 * k},${y - 46 * k}L${x - 30 * k},${y - 20 * k}L${x - 52 * k},${y - 26 * k}M${x - 2 * k},${y - 84 * k}L${x + 22 * k},${y - 64 * k}L${x + 36 * k},${y - 80 * k}M${x - 2 * k},${y - 82 * k}L${x - 26 * k},${y - 66 * k}L${x - 34 * k},${y - 48 * k}`,
    col,
    11 * k,
  );
  a.circle(x + 4 * k, y - 108 * k, 11 * k, col);
}

function sceneHero(a, T) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.64;
  drawSky(a, T, hy, { sunX: W * 0.74, sunY: hy * 0.66, clouds: 0, streaks: false });
  cloud(a, W * 0.52, hy * 0.42, 260 * s, T.cloud, 0.5);
  a.rrect(W * 0.56, hy * 0.78, 380 * s, 5 * s, 2.5 * s, T.cloud, op(0.5));
  a.lightLeft = false;
  const m1x = W * 0.42;
  const startIdx = a.b.length;
  const mtn = (col, o) => mountains(a, T, o);
  const snow = mix('#f7f4ef', T.tone, 0.1);
  mtn(null, {
    base: hy,
    bottom: hy + 2 * s,
    x0: m1x,
    x1: W + 80 * s,
    startY: hy,
    top: H * 0.22,
    low: H * 0.36,
    count: 4,
    color: land(T, '#5f7d86', 0.42),
    snow,
    snowLine: H * 0.36,
    lightLeft: false,
    peakY: (i) => [H * 0.36, H * 0.22, H * 0.27, H * 0.34][i],
  });

  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 30 * s,
      x0: -30,
      x1: W + 30,
      step: 140 * s,
      bottom: hy + 3 * s,
      env: (x) => clamp(x / (W * 0.4), 0.1, 1),
    },
    land(T, '#6f8790', 0.12),
  );
  const fr = ridge(a, {
    base: hy + 3 * s,
    amp: 50 * s,
    x0: W * 0.55,
    x1: W + 30,
    step: 70 * s,
    bottom: hy + 4 * s,
    env: (x) => clamp((x - W * 0.55) / (W * 0.15), 0, 1),
  });
  const fc = land(T, G.deep, 0.45);
  a.path(fr.d + pineRow(a, fr, W * 0.6, W + 20, 22 * s, 26 * s, 52 * s, 2), fc);
  a.b.splice(startIdx, 0, '<g id="rf">');
  a.close();
  waterBody(a, T, hy + 2 * s, H, { rippleCount: 7 });
  a.add(`<use href="#rf" transform="matrix(1 0 0 -1 0 ${n(2 * hy + 4 * s)})"${op(0.25)}/>`);
  mist(a, hy - 34 * s, 70 * s, T.haze, 0.75);
  // pavilion on a small deck over the water
  const px = W * 0.8;
  const py = hy + 58 * s;
  const posts = [];
  for (let i = -2; i <= 2; i++) posts.push(D`M${px + i * 60 * s},${py}v${26 * s}`);
  a.stroke(posts.join(''), tone(T, '#5a4636'), 5 * s);
  a.rect(px - 200 * s, py - 4 * s, 400 * s, 8 * s, tone(T, '#8a6a50'));
  pavilion(a, T, px + 40 * s, py - 4 * s, 0.85 * s, { mat: true });
  a.add(`<g transform="matrix(1 0 0 -1 0 ${n(2 * py + 36 * s)})"${op(0.12)}>`);
  pavilion(a, T, px + 40 * s, py - 4 * s, 0.85 * s, { mat: false });
  a.close();
  // foreground reeds and pines on the right
  const rd = [];
  for (let i = 0; i < 26; i++) {
    const x = W * (i < 10 ? a.r(0.0, 0.14) : a.r(0.86, 1.0));
    const h = a.r(50, 130) * s;
    rd.push(D`M${x},${H + 4}q${a.r(-6, 6) * s},${-h * 0.6} ${a.r(-14, 14) * s},${-h}`);
  }
  a.stroke(rd.join(''), land(T, G.deep, 0.9), 3 * s, op(0.8));
  a.path(pineD(W * 0.965, H + 20 * s, H * 0.5, 70 * s, 5, 10 * s), land(T, G.deep, 1));
  birds(a, W * 0.62, hy * 0.3, darken(T.sky[0], 0.4), 3);
}

function flatTable(a, col) {
  a.rect(
    0,
    0,
    a.w,
    a.h,
    a.lin(
      [
        [0, lighten(col, 0.06)],
        [1, darken(col, 0.06)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const g = [];
  for (let y = 60; y < a.h; y += 130)
    g.push(D`M0,${y}C${a.w * 0.3},${y + 10} ${a.w * 0.6},${y - 12} ${a.w},${y + 4}`);
  a.stroke(g.join(''), darken(col, 0.12), 2, op(0.35));
}

const ARTICLES = {
  nutrition(a) {
    flatTable(a, '#d8bc9a');
    a.path('M-20,420L700,-20H1000L120,700H-20Z', '#f1eadf');
    a.stroke('M-20,450L730,-20M150,700L1030,-20', C.sageL, 6, op(0.6));
    softShadow(a, 612, 362, 250, 250, 0.25);
    a.circle(600, 340, 240, '#f6f1e8');
    a.circle(600, 340, 196, '#efe6d8');
    // grain
    a.path('M600,340L600,150A190,190 0 0 1 780,280Z', '#e3c48e');
    const gr = [];
    for (let i = 0; i < 30; i++) gr.push(circD(640 + ((i * 37) % 120), 200 + ((i * 29) % 90), 4));
    a.path(gr.join(''), '#c9a062', op(0.7));
    // greens
    const gl = [];
    for (let i = 0; i < 9; i++) gl.push(leafD(520, 280, a.r(70, 110), 24, 180 + i * 22, 0));
    a.path(gl.join(''), C.sage);
    a.path(gl.slice(0, 5).join(''), C.teal, op(0.6));
    // avocado fan
    const av = [];
    for (let i = 0; i < 5; i++) av.push(leafD(560, 470, 120, 20, -150 + i * 12, 0));
    a.path(av.join(''), '#b9c98a');
    a.path(av.join(''), 'none', ' stroke="#7a9a5a" stroke-width="3"');
    // egg + tomatoes
    a.path(ellD(700, 430, 44, 34) + ellD(640, 470, 40, 30), '#fbf8f0');
    a.path(circD(700, 430, 18) + circD(640, 470, 16), C.ochre);
    a.path(circD(770, 360, 20) + circD(740, 330, 18), '#d9745a');
    // cutlery
    a.rrect(880, 180, 16, 320, 8, '#b9b4ab');
    a.rrect(930, 180, 20, 320, 10, '#b9b4ab');
    a.stroke('M880,180v-70M888,180v-70M896,180v-70', '#b9b4ab', 4);
    // glass + lemon + bowls
    a.circle(1040, 140, 70, '#e2ede9');
    a.circle(1040, 140, 56, '#f4f8f6');
    a.circle(1010, 110, 14, '#ffffff', op(0.8));
    a.circle(180, 540, 70, '#e8cf6e');
    a.circle(180, 540, 60, '#f6e7a6');
    a.stroke('M180,480v120M120,540h120M138,498l84,84M222,498l-84,84', '#e8cf6e', 3);
    a.circle(1000, 520, 90, C.cream);
    a.circle(1000, 520, 74, '#e9dfd2');
    const be = [];
    for (let i = 0; i < 12; i++) be.push(circD(960 + ((i * 31) % 80), 486 + ((i * 23) % 70), 14));
    a.path(be.join(''), C.rose);
    a.path(be.slice(0, 5).join(''), '#6c5a7a', op(0.7));
    a.circle(220, 150, 76, C.terraXL);
    const nu = [];
    for (let i = 0; i < 9; i++) nu.push(ellD(180 + ((i * 29) % 80), 120 + ((i * 19) % 60), 16, 10));
    a.path(nu.join(''), '#c89a6a');
    branch(a, 1220, 680, 1040, 640, C.sageL, C.sage, 36);
  },
  'mental-wellness'(a) {
    const T = TIMES.mist;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.6;
    drawSky(a, T, hy, { sunX: W * 0.68, sunY: hy * 0.55, clouds: 1 });
    drawRidge(a, { base: hy + 2, amp: 90, step: 100, bottom: hy + 3 }, land(T, '#7f9296', 0.12));
    const r1 = ridge(a, { base: hy + 2, amp: 30, step: 90, bottom: hy + 3 });
    a.path(r1.d + pineRow(a, r1, -10, W + 10, 20, 20, 36, 1), land(T, G.deep, 0.3));
    waterBody(a, T, hy + 2, H, { rippleCount: 5 });
    mist(a, hy - 30, 60, T.haze, 0.8);
    // island with a single tree + reflection
    const ix = W * 0.36;
    const iy = H * 0.72;
    const isl = () => {
      a.path(
        D`M${ix - 150},${iy}Q${ix - 60},${iy - 34} ${ix + 20},${iy - 30}Q${ix + 110},${iy - 26} ${ix + 160},${iy}Z`,
        land(T, G.mid, 0.8),
      );
      roundTree(a, ix - 10, iy - 24, 200, land(T, G.deep, 0.85), land(T, '#5b4a3c', 0.85), {
        wide: 0.55,
        blobs: 7,
      });
    };
    isl();
    a.add(`<g transform="matrix(1 0 0 -1 0 ${2 * iy})"${op(0.22)}>`);
    isl();
    a.close();
    a.stroke(D`M${ix - 200},${iy + 6}h400`, '#ffffff', 2, op(0.4));
    // boat
    a.path(D`M${W * 0.7},${H * 0.86}h110q-10,16 -30,16h-54q-20,0 -26,-16z`, tone(T, C.terra));
    birds(a, W * 0.5, H * 0.2, '#6f7f7a', 3);
  },
  recovery(a) {
    room(a, '#eee6da', '#d9cbb8', 560);
    const tl = [];
    for (let x = 0; x < 1200; x += 80) tl.push(`M${x},560L${(x - 600) * 1.8 + 600},675`);
    a.stroke(tl.join(''), '#c8b8a2', 2, op(0.6));
    windowView(a, 640, 70, 300, 380, TIMES.mist, { shape: 'arch' });
    beam(
      a,
      [
        [640, 450],
        [940, 450],
        [760, 675],
        [300, 675],
      ],
      0.14,
    );
    softShadow(a, 460, 600, 300, 22, 0.3);
    a.path(
      'M170,420H750Q750,560 640,590H280Q170,560 170,420Z',
      a.lin([
        [0, '#ffffff'],
        [1, '#dcd6cc'],
      ]),
    );
    a.rect(160, 410, 600, 20, '#f7f4ef');
    a.ellipse(460, 420, 280, 10, '#d4e3df');
    a.stroke('M280,590l-20,40M640,590l20,40', '#b9a98f', 10);
    steam(a, 380, 400, 160, '#ffffff', 0.6, 6);
    steam(a, 520, 396, 130, '#ffffff', 0.5, 6);
    // stool with towels
    a.rect(880, 520, 150, 14, '#b08a62');
    a.stroke('M896,534V650M1014,534V650', '#9c7a5a', 10);
    towelRoll(a, 930, 486, 34, C.sageL);
    towelRoll(a, 994, 486, 34, C.cream);
    pillarCandle(a, 830, 600, 40, 70);
    plant(a, 90, 680, 1.0, C.terraL, 'fan');
    plant(a, 1130, 680, 0.9, C.cream, 'tall');
  },
  fitness(a) {
    const T = TIMES.sunrise;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.55;
    drawSky(a, T, hy, { sunX: W * 0.3 });
    waterBody(a, T, hy, H);
    const sm = (u) => u * u * (3 - 2 * u);
    drawRidge(
      a,
      {
        base: H + 10,
        amp: H * 0.68,
        x0: W * 0.3,
        step: 70,
        noise: 0.12,
        env: (x) => sm(clamp((x - W * 0.3) / (W * 0.42), 0, 1)),
      },
      land(T, '#86a583', 0.55),
    );
    const n2r = drawRidge(
      a,
      {
        base: H + 10,
        amp: H * 0.4,
        x0: W * 0.1,
        step: 80,
        noise: 0.15,
        env: (x) => sm(clamp((x - W * 0.1) / (W * 0.4), 0, 1)),
      },
      land(T, '#9ab389', 0.85),
    );
    const path = [
      [W + 20, H * 0.3],
      [W * 0.84, H * 0.44],
      [W * 0.66, H * 0.58],
      [W * 0.54, H * 0.76],
      [W * 0.5, H + 10],
    ];
    a.stroke(smoothD(path), tone(T, '#efdcc0'), 16);
    runner(a, W * 0.575, n2r.yAt(W * 0.575) + 40, 0.62, '#3a4541');
    a.path(
      pineD(W * 0.94, H + 10, 300, 70, 5, 10) + pineD(W * 0.86, H + 10, 200, 50, 4, 8),
      land(T, G.deep, 1),
    );
    birds(a, W * 0.32, H * 0.22, darken(T.sky[0], 0.4), 3);
  },
  'gut-health'(a) {
    room(a, '#e4ebe5', '#cbb296', 470);
    a.rect(
      0,
      470,
      1200,
      205,
      a.lin([
        [0, '#d8bb98'],
        [1, '#b99471'],
      ]),
    );
    a.rect(0, 470, 1200, 8, '#efe3d1');
    a.rect(80, 170, 560, 18, '#b08a62');
    plant(a, 200, 170, 0.5, C.terraL, 'round');
    a.path(circD(400, 130, 40), C.sand);
    a.path(circD(520, 134, 34), C.terraXL);
    const jar = (x, w, h, layers, lid) => {
      softShadow(a, x, 560, w * 0.65, 10);
      a.rrect(
        x - w / 2,
        560 - h,
        w,
        h,
        22,
        a.hlin([
          [0, '#e4dfd6'],
          [0.3, '#fbf9f5'],
          [1, '#d6cfc4'],
        ]),
      );
      let y = 552;
      for (const [hh, col, dots] of layers) {
        a.rect(x - w / 2 + 8, y - hh, w - 16, hh, col);
        if (dots) {
          const d = [];
          for (let i = 0; i < 10; i++)
            d.push(ellD(x - w / 2 + 20 + ((i * 37) % (w - 40)), y - hh + 10 + ((i * 23) % (hh - 20)), 9, 5));
          a.path(d.join(''), dots, op(0.8));
        }
        y -= hh;
      }
      a.rrect(x - w / 2 - 4, 548 - h, w + 8, 34, 8, lid);
      a.rrect(x - w / 2 + 12, 580 - h, 10, h - 40, 5, '#ffffff', op(0.45));
    };
    jar(
      300,
      170,
      260,
      [
        [90, '#d0694a', '#e89a7e'],
        [80, '#c9593c', '#f0c27a'],
        [40, '#e9d5b0'],
      ],
      C.sage,
    );
    jar(
      520,
      150,
      300,
      [
        [120, '#9db58a', '#6f8f5a'],
        [110, '#b4c79a', '#e9e2a8'],
      ],
      '#c8a27a',
    );
    jar(710, 140, 220, [[140, '#efe2b4', '#d8c27a']], C.terra);
    // kombucha
    softShadow(a, 870, 562, 60, 8);
    a.path('M830,560V400Q830,370 852,360V320H888V360Q910,370 910,400V560Z', cylG(a, '#c2864f'));
    a.rect(852, 306, 36, 20, '#3c4a45');
    a.rect(830, 440, 80, 60, C.cream, op(0.9));
    leafIcon(a, 870, 470, 16, C.sage);
    // yogurt bowl
    softShadow(a, 1040, 600, 110, 12);
    bowl(a, 1040, 600, 210, 80, C.cream);
    a.ellipse(1040, 520, 96, 14, '#fbf6ee');
    a.path(circD(1010, 514, 10) + circD(1040, 510, 9) + circD(1068, 516, 10), C.rose);
    a.path(circD(1024, 520, 7) + circD(1056, 522, 7), '#6c5a7a');
    a.stroke('M1080,510L1140,430', '#b9b4ab', 10);
  },
  sleep(a) {
    a.rect(
      0,
      0,
      1200,
      675,
      a.lin([
        [0, '#3a4a55'],
        [1, '#4e5d66'],
      ]),
    );
    windowView(a, 640, 70, 320, 330, TIMES.night, { shape: 'rect', frame: '#dcd3c6', sunX: 0.7, sunY: 0.35 });
    const st = [];
    for (let i = 0; i < 14; i++) st.push(circD(660 + ((i * 53) % 280), 90 + ((i * 37) % 150), 1.6));
    a.path(st.join(''), '#f1eadf', op(0.8));
    beam(
      a,
      [
        [640, 400],
        [960, 400],
        [760, 675],
        [380, 675],
      ],
      0.06,
    );
    a.rect(0, 520, 1200, 155, '#3f4c50');
    // lamp
    a.circle(
      220,
      330,
      220,
      a.rad([
        [0, '#f6cf94', 0.45],
        [1, '#f6cf94', 0],
      ]),
    );
    a.rect(160, 440, 130, 120, '#6b5443');
    a.path('M180,330h80l20,70h-120z', '#f4ddb6');
    a.stroke('M220,400v40', '#2f3532', 6);
    // bed
    a.rect(300, 470, 760, 140, '#cbbfae');
    a.rrect(300, 300, 40, 300, 8, '#8a6a50');
    a.rrect(320, 400, 200, 80, 36, '#efe7db');
    a.rrect(360, 380, 180, 80, 36, '#e3d7c6');
    a.path(
      'M420,470Q700,420 1080,460L1100,600H420Z',
      a.lin([
        [0, '#8fa7a2'],
        [1, '#6c8a84'],
      ]),
    );
    a.path('M420,470Q700,420 1080,460L1082,486Q700,450 420,496Z', '#ffffff', op(0.12));
    a.stroke('M300,610v40M1060,610v40', '#6b5443', 12);
    plant(a, 1140, 640, 0.8, C.terraL, 'tall');
  },
};

const CONTENT = {
  partner(a) {
    const W = 1200;
    a.rect(
      0,
      0,
      W,
      800,
      a.lin([
        [0, '#efe0c8'],
        [1, '#e6d2b5'],
      ]),
    );
    a.rect(
      0,
      600,
      W,
      200,
      a.lin([
        [0, '#d6a683'],
        [1, '#b9825f'],
      ]),
    );
    const tl = [];
    for (let x = -600; x < 1800; x += 100) tl.push(`M${600 + (x - 600) * 0.5},600L${x},800`);
    tl.push('M0,650H1200M0,715H1200');
    a.stroke(tl.join(''), '#a8714f', 2, op(0.5));
    // doorway with warm interior
    a.path('M430,600V300A170,170 0 0 1 770,300V600Z', '#d8c2a2');
    a.path(
      'M460,600V310A140,140 0 0 1 740,310V600Z',
      a.lin([
        [0, '#f6d9a8'],
        [1, '#e9b980'],
      ]),
    );
    a.path(
      'M520,600V380A80,80 0 0 1 680,380V600Z',
      a.lin([
        [0, '#f9e6c4'],
        [1, '#f1cf9c'],
      ]),
    );
    a.stroke('M600,170V240', '#5a4a3c', 3);
    a.path('M582,240h36l6,40h-48z', '#3c4a45');
    a.circle(
      600,
      262,
      50,
      a.rad([
        [0, '#fff1cf', 0.8],
        [1, '#fff1cf', 0],
      ]),
    );
    plant(a, 600, 600, 0.8, C.terra, 'tall');
    // steps
    a.rect(400, 600, 400, 24, '#ead9bf');
    a.rect(370, 624, 460, 24, '#dfcaa9');
    // wall lanterns
    for (const x of [360, 840]) {
      a.circle(
        x,
        330,
        60,
        a.rad([
          [0, '#fbe3b4', 0.6],
          [1, '#fbe3b4', 0],
        ]),
      );
      a.path(`M${x - 18},310h36l-6,50h-24z`, '#3c4a45');
      a.rect(x - 12, 318, 24, 34, '#f6d9a8');
    }
    // potted olive trees
    for (const x of [220, 980]) {
      softShadow(a, x, 700, 110, 12);
      oliveTree(a, x, 560, 260, G.olive, '#6d5a49');
      a.path(`M${x - 80},560h160l-20,140h-120z`, cylG(a, C.terra));
      a.rect(x - 86, 552, 172, 16, darken(C.terra, 0.1));
    }
    // bench with towels + tea
    branch(a, -20, 40, 300, 170, C.sage, C.teal, 56, [C.rose, C.terraXL]);
  },
  consultation(a) {
    room(a, '#ece4d8', '#d3b996', 560);
    windowView(a, 420, 70, 360, 420, TIMES.noon, { shape: 'arch' });
    beam(
      a,
      [
        [420, 490],
        [780, 490],
        [900, 800],
        [300, 800],
      ],
      0.14,
    );
    a.ellipse(600, 700, 420, 70, C.sageXL);
    a.ellipse(600, 700, 380, 58, 'none', ` stroke="${C.sageL}" stroke-width="4"`);
    const chair = (x, dir, col) => {
      softShadow(a, x, 716, 170, 14);
      a.add(`<g transform="translate(${x} 0) scale(${dir} 1)">`);
      a.stroke('M-120,680l-10,40M110,680l10,40', '#7a5a40', 10);
      a.rrect(-150, 430, 110, 270, 46, darken(col, 0.1));
      a.rrect(-130, 580, 270, 110, 40, col);
      a.rrect(-150, 560, 90, 140, 40, lighten(col, 0.08));
      a.rrect(-60, 560, 200, 44, 20, lighten(col, 0.16));
      a.close();
    };
    chair(250, 1, C.sage);
    chair(950, -1, C.terraL);
    // table + tea
    softShadow(a, 600, 716, 130, 12);
    a.ellipse(600, 600, 130, 26, '#b08a62');
    a.stroke('M600,620V712', '#8a6a4a', 14);
    a.ellipse(600, 712, 60, 10, '#8a6a4a');
    a.path('M560,592C560,548 640,548 640,592Z', C.cream);
    a.stroke('M640,570c24,-8 30,-22 34,-30M560,576c-16,0 -22,-16 -12,-24', C.cream, 7);
    a.path(ellD(500, 594, 20, 8) + ellD(700, 594, 20, 8), C.cream);
    a.rect(660, 600, 80, 10, C.terra, ' transform="rotate(-6 700 600)"');
    steam(a, 600, 546, 70, '#ffffff', 0.6, 4);
    plant(a, 80, 770, 1.1, C.cream, 'fan');
    plant(a, 1120, 770, 1.0, C.terraL, 'tall');
  },
  'how-step-1'(a) {
    flatTable(a, '#d8bc9a');
    softShadow(a, 520, 420, 400, 300, 0.2);
    // folded map (3 panels)
    const mx = 180;
    const my = 140;
    const cols = ['#eef0e6', '#e2e6da', '#eef0e6'];
    for (let i = 0; i < 3; i++) a.rect(mx + i * 220, my, 220, 520, cols[i]);
    a.add(`<g${a.clip(D`M${mx},${my}h660v520h-660z`)}>`);
    a.path(
      D`M${mx},${my + 300}C${mx + 120},${my + 260} ${mx + 160},${my + 380} ${mx + 300},${my + 360}C${mx + 420},${my + 340} ${mx + 440},${my + 200} ${mx + 560},${my + 230}C${mx + 620},${my + 240} ${mx + 640},${my + 160} ${mx + 660},${my + 120}V${my + 520}H${mx}Z`,
      '#bcd3d6',
    );
    a.path(D`M${mx + 60},${my + 60}c60,-20 120,10 140,60s-40,90 -100,80s-90,-110 -40,-140z`, '#c9dcc5');
    a.path(D`M${mx + 420},${my + 40}c80,-10 140,30 130,90s-90,50 -130,20s-60,-100 0,-110z`, '#c9dcc5');
    a.stroke(
      D`M${mx + 120},${my + 120}C${mx + 220},${my + 200} ${mx + 300},${my + 140} ${mx + 360},${my + 220}S${mx + 480},${my + 160} ${mx + 500},${my + 90}`,
      C.terra,
      5,
      ' stroke-dasharray="12 10"',
    );
    a.close();
    a.rect(mx + 220, my, 4, 520, INK, op(0.08));
    a.rect(mx + 440, my, 4, 520, INK, op(0.08));
    const pin = (x, y, col) => {
      a.path(D`M${x},${y}c-14,-20 -22,-30 -22,-42a22,22 0 1 1 44,0c0,12 -8,22 -22,42z`, col);
      a.circle(x, y - 42, 8, C.cream);
    };
    pin(mx + 120, my + 120, C.teal);
    pin(mx + 500, my + 90, C.terra);
    // compass
    softShadow(a, 950, 520, 150, 150, 0.25);
    a.circle(
      940,
      500,
      140,
      a.lin([
        [0, '#d4b48c'],
        [1, '#9b7a55'],
      ]),
    );
    a.circle(940, 500, 118, '#f6f1e8');
    const tk = [];
    for (let i = 0; i < 24; i++) {
      const an = (i / 24) * Math.PI * 2;
      const r0 = i % 6 === 0 ? 92 : 102;
      tk.push(
        D`M${940 + Math.cos(an) * r0},${500 + Math.sin(an) * r0}L${940 + Math.cos(an) * 112},${500 + Math.sin(an) * 112}`,
      );
    }
    a.stroke(tk.join(''), '#8a7b68', 3);
    a.path('M940,500L922,500L940,400L958,500Z', C.terra, ' transform="rotate(24 940 500)"');
    a.path('M940,500L922,500L940,600L958,500Z', '#3c4a45', ' transform="rotate(24 940 500)"');
    a.circle(940, 500, 10, '#d4b48c');
    // pencil
    a.add('<g transform="rotate(-30 1000 180)">');
    a.rect(880, 170, 240, 20, C.ochre);
    a.path('M1120,170l30,10-30,10z', '#e8d2b0');
    a.rect(860, 170, 20, 20, C.rose);
    a.close();
    branch(a, -20, 760, 200, 700, C.sageL, C.sage, 40);
  },
  'how-step-2'(a) {
    flatTable(a, '#e2d6c3');
    // calendar
    softShadow(a, 420, 420, 300, 330, 0.2);
    a.rect(140, 110, 540, 600, '#fbf8f3');
    a.rect(140, 110, 540, 90, C.sage);
    const rg = [];
    for (let i = 0; i < 6; i++) rg.push(D`M${200 + i * 84},90v44`);
    a.stroke(rg.join(''), '#8a8a86', 8);
    const cells = [];
    const marks = [];
    for (let r = 0; r < 5; r++) {
      for (let c = 0; c < 7; c++) {
        const x = 170 + c * 70;
        const y = 230 + r * 90;
        cells.push(D`M${x},${y}h56v70h-56z`);
        if ((r === 1 && c > 2 && c < 6) || (r === 2 && c < 2)) marks.push(D`M${x},${y}h56v70h-56z`);
      }
    }
    a.path(cells.join(''), '#efe8dc');
    a.path(marks.join(''), C.sageL);
    a.circle(170 + 4 * 70 + 28, 230 + 3 * 90 + 35, 30, 'none', ` stroke="${C.terra}" stroke-width="5"`);
    // journal
    softShadow(a, 930, 450, 220, 270, 0.2);
    a.rect(760, 170, 340, 520, '#c8724a');
    a.rect(780, 180, 310, 500, '#fbf8f3');
    const ln = [];
    for (let y = 240; y < 660; y += 34) ln.push(`M810,${y}H1060`);
    a.stroke(ln.join(''), '#d9cfc0', 2);
    a.rect(780, 180, 14, 500, C.terraL, op(0.5));
    a.stroke('M830,300c40,-30 80,20 120,-10s60,10 80,-6', C.sage, 4, op(0.8));
    // pen + cup
    a.add('<g transform="rotate(20 1140 420)">');
    a.rrect(1130, 260, 18, 280, 9, '#3c4a45');
    a.path('M1130,540h18l-9,24z', '#c9c2b6');
    a.close();
    a.circle(1060, 110, 70, '#f6f1e8');
    a.circle(1060, 110, 54, '#b8865a');
    a.circle(1060, 110, 30, '#e9d4b4', op(0.7));
  },
  'how-step-3'(a) {
    sceneBeach(a, TIMES.noon, 0);
  },
  'how-step-4'(a) {
    const T = TIMES.sunrise;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.58;
    drawSky(a, T, hy, { sunX: W * 0.5, sunY: hy * 0.8 });
    waterBody(a, T, hy, H);
    drawRidge(
      a,
      {
        base: hy + 2,
        amp: 40,
        x0: W * 0.7,
        x1: W + 30,
        step: 50,
        bottom: hy + 3,
        env: (x) => clamp((x - W * 0.7) / 200, 0, 1),
      },
      land(T, G.mid, 0.2),
    );
    const fy = H * 0.8;
    const floor = tone(T, '#b79272');
    a.rect(
      0,
      fy,
      W,
      H - fy,
      a.lin([
        [0, floor],
        [1, darken(floor, 0.2)],
      ]),
    );
    const pl = [];
    for (let i = -8; i <= 8; i++) pl.push(D`M${W / 2 + i * 70},${fy}L${W / 2 + i * 170},${H}`);
    a.stroke(pl.join(''), darken(floor, 0.25), 1.5, op(0.5));
    a.rect(0, fy, W, 8, lighten(floor, 0.25));
    a.path(
      D`M${W * 0.36},${fy + 70}L${W * 0.4},${fy + 20}H${W * 0.6}L${W * 0.64},${fy + 70}Z`,
      tone(T, C.terra),
    );
    treePose(a, W * 0.5, fy + 46, 1.35, '#33403b');
    plant(a, 120, 790, 1.1, C.linen, 'fan', T);
    plant(a, 1090, 790, 1.0, C.terraL, 'tall', T);
  },
};

function sceneUrban(a, T) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.62;
  drawSky(a, T, hy, { sunX: W * 0.3, clouds: 2 });
  const layer = (base, hmin, hmax, col, winCol, depth) => {
    let x = -20;
    const b = [];
    const w2 = [];
    while (x < W + 20) {
      const w = a.r(50, 110) * s;
      const h = a.r(hmin, hmax) * s;
      b.push(D`M${x},${base}V${base - h}h${w}V${base}Z`);
      if (a.chance(0.3)) b.push(D`M${x + w * 0.3},${base - h}v${-h * 0.15}h${w * 0.4}v${h * 0.15}Z`);
      if (winCol) {
        for (let yy = base - h + 14 * s; yy < base - 10 * s; yy += 18 * s)
          w2.push(D`M${x + 8 * s},${yy}h${w - 16 * s}`);
      }
      x += w + a.r(2, 14) * s;
    }
    a.path(b.join(''), col);
    if (winCol)
      a.stroke(w2.join(''), winCol, 5 * s, ` stroke-dasharray="${n(8 * s)} ${n(6 * s)}"` + op(depth));
  };
  layer(hy, 120, 300, land(T, '#8394a0', 0.12), null, 0);
  mist(a, hy - 60 * s, 80 * s, T.haze, 0.5);
  layer(hy + 40 * s, 80, 220, land(T, '#6f7f86', 0.4), T.lit ?? lighten(T.sky[2], 0.3), 0.5);
  // rooftop terrace
  const fy = H * 0.74;
  const deck = tone(T, '#c9a67f');
  a.rect(
    0,
    fy,
    W,
    H - fy,
    a.lin([
      [0, deck],
      [1, darken(deck, 0.18)],
    ]),
  );
  const pl = [];
  for (let i = -8; i <= 8; i++) pl.push(D`M${W / 2 + i * 60 * s},${fy}L${W / 2 + i * 150 * s},${H}`);
  a.stroke(pl.join(''), darken(deck, 0.25), 1.5 * s, op(0.5));
  a.rect(0, fy - 60 * s, W, 60 * s, '#ffffff', op(0.14));
  a.stroke(D`M0,${fy - 60 * s}H${W}`, tone(T, '#8a8a86'), 4 * s);
  // pergola + string lights
  const wood = tone(T, '#6b503c');
  const cat = D`M${-W * 0.02},${H * 0.12}Q${W * 0.5},${H * 0.36} ${W * 1.02},${H * 0.1}`;
  a.stroke(cat, tone(T, '#3c4a45'), 2 * s);
  const bulbs = [];
  for (let t = 0.04; t < 1; t += 0.07) {
    const x = (1 - t) * (1 - t) * -W * 0.02 + 2 * (1 - t) * t * W * 0.5 + t * t * W * 1.02;
    const y = (1 - t) * (1 - t) * H * 0.12 + 2 * (1 - t) * t * H * 0.36 + t * t * H * 0.1;
    bulbs.push(circD(x, y + 6 * s, 5 * s));
  }
  a.path(bulbs.join(''), '#fbe3b4');
  // planters with grasses and small trees
  const planter = (x, w) => {
    a.rect(x, fy - 30 * s, w, 70 * s, tone(T, '#e6dccd'));
    a.rect(x, fy - 30 * s, w, 8 * s, tone(T, '#f3ece2'));
  };
  planter(W * 0.02, W * 0.34);
  leafFan(a, W * 0.08, fy - 28 * s, 9, 110 * s, 8 * s, 120, land(T, G.soft, 1), land(T, G.mid, 1), {
    bend: 0.2,
  });
  roundTree(a, W * 0.24, fy - 28 * s, 190 * s, land(T, G.mid, 1), tone(T, '#6b503c'), { wide: 0.5 });
  leafFan(a, W * 0.33, fy - 28 * s, 9, 90 * s, 8 * s, 120, land(T, G.soft, 1), land(T, G.mid, 1), {
    bend: 0.2,
  });
  // lounge chair + side table
  const lc = tone(T, C.cream);
  a.path(
    D`M${W * 0.58},${H * 0.9}h${140 * s}l${36 * s},${-60 * s}l${10 * s},${6 * s}l${-32 * s},${64 * s}h${-154 * s}Z`,
    lc,
  );
  a.stroke(D`M${W * 0.6},${H * 0.92}v${20 * s}M${W * 0.58 + 130 * s},${H * 0.92}v${20 * s}`, wood, 4 * s);
  plant(a, W * 0.9, H * 0.98, 0.75 * s, tone(T, C.terra), 'fan', T);
}

function logoMark() {
  const a = new Art(64, 64, 'logo');
  a.circle(32, 32, 32, C.teal);
  a.circle(32, 32, 28.5, 'none', ` stroke="${C.sage}" stroke-width="1.5"`);
  a.path('M17,36A15,15 0 0 1 47,36Z', C.terraL);
  a.stroke('M13,41.5q4.75,-3.2 9.5,0t9.5,0t9.5,0t9.5,0', C.sageXL, 2.8);
  a.stroke('M19,48.5q3.25,-2.6 6.5,0t6.5,0t6.5,0t6.5,0', C.sageL, 2.4);
  return a;
}

/* ------------------------------------------------------------------ */
/* Output                                                              */
/* ------------------------------------------------------------------ */

const written = [];
function write(rel, art) {
  const file = path.join(OUT, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const svg = art.toString();
  fs.writeFileSync(file, svg);
  written.push([rel, Buffer.byteLength(svg)]);
}

function buildStays() {
  for (let i = 0; i < 40; i++) {
    const theme = STAY_THEMES[i % 10];
    const v = Math.floor(i / 10);
    const name = `stay-${String(i + 1).padStart(2, '0')}`;
    const a = new Art(1200, 800, name);
    theme.fn(a, TIMES[theme.times[v]], v);
    flipWrap(a, v === 2 || v === 3 ? i % 2 === 0 : false);
    write(`stays/${name}.svg`, a);
  }
}

function buildProducts() {
  for (let i = 0; i < 30; i++) {
    const { key, a } = productArt(i);
    write(`products/${key}.svg`, a);
  }
}

function buildServices() {
  for (const [name, fn] of Object.entries(SERVICES)) {
    const a = new Art(1200, 800, `service-${name}`);
    fn(a);
    write(`services/${name}.svg`, a);
  }
}

function buildArticles() {
  for (const [name, fn] of Object.entries(ARTICLES)) {
    const a = new Art(1200, 675, `article-${name}`);
    fn(a);
    write(`articles/${name}.svg`, a);
  }
}

function buildContent() {
  const hero = new Art(1600, 900, 'hero');
  sceneHero(hero, TIMES.dawn);
  write('content/hero.svg', hero);
  for (const [name, fn] of Object.entries(CONTENT)) {
    const a = new Art(1200, 800, `content-${name}`);
    fn(a);
    write(`content/${name}.svg`, a);
  }
}

function buildQuiz() {
  const quiz = {
    beach: (a) => sceneBeach(a, TIMES.golden, 0),
    mountain: (a) => sceneMountain(a, TIMES.noon, 1),
    forest: (a) => sceneForest(a, TIMES.mist, 1),
    urban: (a) => sceneUrban(a, TIMES.golden),
    countryside: (a) => sceneOlive(a, TIMES.noon, 1),
  };
  for (const [name, fn] of Object.entries(quiz)) {
    const a = new Art(800, 600, `quiz-${name}`);
    fn(a);
    write(`quiz/${name}.svg`, a);
  }
}

function buildBrand() {
  write('brand/logo-mark.svg', logoMark());
  const og = new Art(1200, 630, 'og-image');
  sceneHero(og, TIMES.sunrise);
  write('brand/og-image.svg', og);
}

//@@MAIN@@
buildStays();
buildProducts();
buildServices();
buildArticles();
buildContent();
buildQuiz();
buildBrand();
