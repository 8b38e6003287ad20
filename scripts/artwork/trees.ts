/** Trees: conifers (single and in rows along a ridge), cypresses, palms, round trees and olive trees. */
import { op, type Art } from './art';
import { D, lerp, poly, type Pt } from './numbers';
import { darken, INK, lighten } from './palette';
import type { Ridge } from './terrain';
import { circD, ellD } from './shapes';

export function pineD(x: number, y: number, h: number, w: number, tiers = 4, trunk = 0) {
  const top = y - h;
  const bot = y - trunk;
  const R: Pt[] = [];
  for (let i = 1; i <= tiers; i++) {
    const yi = top + (bot - top) * (0.22 + (0.78 * i) / tiers);
    const wi = w * (0.3 + (0.7 * i) / tiers);
    R.push([x + wi, yi]);
    if (i < tiers) R.push([x + wi * 0.36, yi - ((bot - top) / tiers) * 0.28]);
  }
  const Lp = R.map((p): Pt => [2 * x - p[0], p[1]]).reverse();
  return poly([[x, top], ...R, ...Lp]);
}

/** A continuous silhouette of conifers standing on ridge r (one compact path). */
function treeline(
  a: Art,
  r: Ridge,
  x0: number,
  x1: number,
  gap: number,
  hmin: number,
  hmax: number,
  tiers = 2,
) {
  const bot = r.bottom ?? a.h + 5;
  const pts: Pt[] = [
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
    const R: Pt[] = [];
    for (let i = 1; i <= tiers; i++) {
      const yi = top + h * (0.2 + (0.8 * i) / tiers) - (i === tiers ? 0 : 0);
      const wi = w * (0.35 + (0.65 * i) / tiers);
      R.push([x + wi, yi]);
      if (i < tiers) R.push([x + wi * 0.4, yi - (h / tiers) * 0.25]);
    }
    const L = R.map((p): Pt => [2 * x - p[0], p[1]]).reverse();
    pts.push(...L, [x, top], ...R);
    x += gap * a.r(0.6, 1.15);
  }
  pts.push([x1, r.yAt(x1)], [x1, bot]);
  return poly(pts);
}

export function pineRow(
  a: Art,
  r: Ridge,
  x0: number,
  x1: number,
  gap: number,
  hmin: number,
  hmax: number,
  tiers?: number,
) {
  return treeline(a, r, x0, x1, gap, hmin, hmax, tiers ?? (hmax > 90 * a.s ? 3 : hmax > 40 * a.s ? 2 : 1));
}

export function cypressD(x: number, y: number, h: number, w: number) {
  return D`M${x},${y}C${x - w},${y - h * 0.2} ${x - w * 0.75},${y - h * 0.78} ${x},${y - h}C${x + w * 0.75},${y - h * 0.78} ${x + w},${y - h * 0.2} ${x},${y}Z`;
}

/** Palm tree: returns nothing, draws trunk + fronds. */
export function palm(
  a: Art,
  x: number,
  y: number,
  h: number,
  lean: number,
  col: string,
  trunkCol: string,
  detail = true,
) {
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
    const rings: string[] = [];
    for (let t = 0.12; t < 0.95; t += 0.09) {
      const px = (1 - t) * (1 - t) * x + 2 * (1 - t) * t * cx + t * t * tx;
      const py = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * cy + t * t * ty;
      const ww = lerp(bw, tw, t);
      rings.push(D`M${px - ww},${py}l${ww * 2},${-ww * 0.5}`);
    }
    a.stroke(rings.join(''), darken(trunkCol, 0.3), Math.max(1, h * 0.006), op(0.5));
  }
  const angs = detail ? [-172, -146, -120, -96, -70, -44, -16, 12, 166] : [-165, -125, -90, -55, -15, 170];
  const ds: string[] = [];
  for (const base of angs) {
    const ang = base + a.r(-9, 9);
    const t = (ang * Math.PI) / 180;
    const L = h * a.r(0.3, 0.4) * (Math.abs(Math.cos(t)) < 0.4 ? 0.78 : 1);
    const c = Math.cos(t);
    const sn = Math.sin(t);
    const P0: Pt = [tx, ty];
    const P1: Pt = [tx + c * L * 0.55, ty + sn * L * 0.55 - L * 0.16 * Math.abs(c)];
    const P2: Pt = [tx + c * L, ty + sn * L + L * (0.22 + 0.38 * Math.abs(c))];
    const B = (u: number): Pt => [
      (1 - u) * (1 - u) * P0[0] + 2 * (1 - u) * u * P1[0] + u * u * P2[0],
      (1 - u) * (1 - u) * P0[1] + 2 * (1 - u) * u * P1[1] + u * u * P2[1],
    ];
    const Tg = (u: number): Pt => {
      const vx = 2 * (1 - u) * (P1[0] - P0[0]) + 2 * u * (P2[0] - P1[0]);
      const vy = 2 * (1 - u) * (P1[1] - P0[1]) + 2 * u * (P2[1] - P1[1]);
      const m = Math.hypot(vx, vy) || 1;
      return [vx / m, vy / m];
    };
    const tm = Tg(0.5);
    let sgn = -tm[0] >= 0 ? 1 : -1; // normal (-ty, tx) with positive y
    const N = (u: number): Pt => {
      const tg = Tg(u);
      return [-tg[1] * sgn, tg[0] * sgn];
    };
    if (N(0.5)[1] < 0) sgn = -sgn;
    const wMax = L * 0.06;
    const steps = detail ? 5 : 3;
    const up: Pt[] = [];
    const low: Pt[] = [];
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

export function roundTree(
  a: Art,
  x: number,
  y: number,
  h: number,
  col: string,
  trunk: string,
  o: { wide?: number; blobs?: number; highlight?: boolean; hl?: number } = {},
) {
  const w = h * (o.wide ?? 0.45);
  a.path(
    D`M${x - h * 0.03},${y}L${x - h * 0.015},${y - h * 0.55}L${x + h * 0.015},${y - h * 0.55}L${x + h * 0.03},${y}Z`,
    trunk,
  );
  const blobs: string[] = [];
  const hi: string[] = [];
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

export function oliveTree(a: Art, x: number, y: number, h: number, col: string, trunk: string) {
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
  const dark: string[] = [];
  const mid: string[] = [];
  const hi: string[] = [];
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
