/** Leaves in groups: a fan of leaves (a bush, a potted plant) and a flowering branch. */
import type { Art } from './art';
import { D } from './numbers';
import { darken } from './palette';
import { circD, ellD, leafD } from './shapes';

/** Fan of leaves, e.g. potted plant or bush. */
export function leafFan(
  a: Art,
  x: number,
  y: number,
  count: number,
  len: number,
  wid: number,
  spread: number,
  col: string,
  col2: string,
  o: { center?: number; taper?: number; bend?: number } = {},
) {
  const ds: string[] = [];
  const ds2: string[] = [];
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
export function branch(
  a: Art,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  col: string,
  col2: string,
  leafLen: number,
  flowers?: [petals: string, centres: string],
) {
  const s = a.s;
  const cx = (x0 + x1) / 2;
  const cy = Math.max(y0, y1) + 50 * s;
  a.stroke(D`M${x0},${y0}Q${cx},${cy} ${x1},${y1}`, darken(col2, 0.3), 5 * s);
  const l1: string[] = [];
  const l2: string[] = [];
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
    const f: string[] = [];
    const c: string[] = [];
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
