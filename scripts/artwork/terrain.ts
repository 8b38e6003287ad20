/** Land, sky and water: ridges, mountain ranges, mist, clouds, the sky and bodies of water. */
import { op, type Art } from './art';
import { clamp, D, lerp, n, nums, poly, pt, type Pt } from './numbers';
import { INK } from './palette';
import type { Time } from './times';

export type RidgeOptions = {
  /** The ridge's mean height (y). */
  base: number;
  x0?: number;
  x1?: number;
  /** Distance between its points. */
  step?: number;
  amp?: number;
  /** 0 (a smooth arc) .. 1 (all noise). */
  noise?: number;
  /** Scales the amplitude along x. */
  env?: (x: number) => number;
  bottom?: number;
};
export type Ridge = { d: string; pts: Pt[]; yAt: (x: number) => number; bottom: number };

export type MountainOptions = {
  base: number;
  /** Peaks are between these heights. */
  top: number;
  low: number;
  count: number;
  color: string;
  x0?: number;
  x1?: number;
  lightLeft?: boolean;
  peakY?: (i: number, x: number) => number;
  startY?: number;
  bottom?: number;
  /** The snow's colour, above snowLine. */
  snow?: string | false;
  snowLine?: number;
  shadeOp?: number;
};

export type SkyOptions = {
  sunX?: number;
  sunY?: number;
  sunR?: number;
  sunScale?: number;
  stars?: number;
  /** false: no sun (nor moon). */
  sun?: boolean;
  crescent?: boolean;
  clouds?: number;
  streaks?: boolean;
};

export type WaterOptions = { ripples?: boolean; rippleCount?: number; glints?: boolean };

export function smoothD(pts: Pt[], move = true) {
  const P = pts.map((p): Pt => [n(p[0]), n(p[1])]);
  const d = (move ? 'M' : 'L') + pt(P[0]!);
  const arr: number[] = [];
  for (let i = 0; i < P.length - 1; i++) {
    const p1 = P[i]!;
    const p0 = P[i - 1] || p1;
    const p2 = P[i + 1]!;
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

export function yAtFn(pts: Pt[]) {
  return (x: number) => {
    for (let i = 0; i < pts.length - 1; i++) {
      const p = pts[i]!;
      const q = pts[i + 1]!;
      if (x >= p[0] && x <= q[0]) {
        const t = (x - p[0]) / (q[0] - p[0] || 1);
        return lerp(p[1], q[1], t);
      }
    }
    const first = pts[0]!;
    return x < first[0] ? first[1] : pts[pts.length - 1]![1];
  };
}

/** Rolling ridge. Returns {d, pts, yAt}. */
export function ridge(a: Art, o: RidgeOptions): Ridge {
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
  const pts: Pt[] = [];
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

export function drawRidge(a: Art, o: RidgeOptions, fill: string, extra = '') {
  const r = ridge(a, o);
  a.path(r.d, fill, extra);
  return r;
}

/** Angular mountain range with facet shading and optional snow. */
export function mountains(a: Art, T: Time, o: MountainOptions) {
  const { base, top, low, count, color } = o;
  const x0 = o.x0 ?? -60 * a.s;
  const x1 = o.x1 ?? a.w + 60 * a.s;
  const lightLeft = o.lightLeft ?? true;
  const peaks: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const x = lerp(x0, x1, (i + 0.5) / count) + a.r(-0.25, 0.25) * ((x1 - x0) / count);
    const y = o.peakY ? o.peakY(i, x) : a.r(top, low);
    peaks.push([x, y]);
  }
  const pts: Pt[] = [[x0 - 80 * a.s, o.startY ?? lerp(peaks[0]![1], base, 0.55)]];
  const facets: string[] = [];
  const caps: string[] = [];
  for (let i = 0; i < peaks.length; i++) {
    const p = peaks[i]!;
    const prev = pts[pts.length - 1]!;
    // point on the way up
    const upT = a.r(0.45, 0.6);
    pts.push([lerp(prev[0], p[0], upT) + a.r(-8, 8) * a.s, lerp(prev[1], p[1], upT) + a.r(-14, 6) * a.s]);
    pts.push(p);
    const nx = peaks[i + 1];
    const vx = nx ? lerp(p[0], nx[0], a.r(0.42, 0.58)) : x1 + 80 * a.s;
    const vy = nx
      ? Math.max(p[1], nx[1]) + (base - Math.max(p[1], nx[1])) * a.r(0.28, 0.5)
      : lerp(p[1], base, 0.55);
    const dn: Pt = [
      lerp(p[0], vx, a.r(0.4, 0.55)) + a.r(-8, 8) * a.s,
      lerp(p[1], vy, 0.5) + a.r(-10, 10) * a.s,
    ];
    pts.push(dn);
    pts.push([vx, vy]);
    const left = pts[pts.length - 4]!;
    const sideP = lightLeft ? dn : left;
    const sideV: Pt = lightLeft ? [vx, vy] : prev;
    facets.push(
      poly([
        p,
        sideP,
        sideV,
        [lerp(p[0], sideV[0], 0.22) + a.r(-10, 10) * a.s, Math.min(base + 40 * a.s, o.bottom ?? 1e9)],
      ]),
    );
    if (o.snow && o.snowLine !== undefined && p[1] < o.snowLine) {
      const depth = (o.snowLine - p[1]) * a.r(0.55, 0.8);
      const yy = p[1] + depth;
      const onSeg = (q: Pt): Pt => {
        const t = clamp((yy - p[1]) / (q[1] - p[1]), 0, 0.9);
        return [lerp(p[0], q[0], t), lerp(p[1], q[1], t)];
      };
      const L = onSeg(left);
      const R = onSeg(dn);
      const z: Pt[] = [L];
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
    `M${n(pts[0]![0])},${n(bottom)}L` +
    pts.map(pt).join('L') +
    `L${n(pts[pts.length - 1]![0])},${n(bottom)}Z`;
  a.path(d, color);
  if (caps.length && o.snow) a.path(caps.join(''), o.snow);
  a.path(facets.join(''), INK, op(o.shadeOp ?? T.shade));
  return { d, pts, peaks };
}

export function mist(a: Art, y: number, h: number, color: string, o = 0.7) {
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

export function cloud(a: Art, x: number, y: number, w: number, color: string, o: number) {
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
export function drawSky(a: Art, T: Time, hy: number, o: SkyOptions = {}) {
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
    const st: string[] = [];
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

export function waterBody(a: Art, T: Time, y0: number, y1: number, o: WaterOptions = {}) {
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
    const rp: string[] = [];
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
    const g: string[] = [];
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
