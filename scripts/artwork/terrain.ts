/** Land: rolling ridges, mountain ranges and bands of mist. */
import { op, type Art } from './art';
import { clamp, lerp, n, nums, poly, pt, type Pt } from './numbers';
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
