/** Numbers as they are written into the SVG: rounded, and joined as compactly as path data allows. */

/** A point [x, y]. */
export type Pt = [number, number];

/** Decimals kept in coordinates: whole pixels in scenes, tenths in small icons (set by each new Art). */
let PREC = 1;
export function setPrecision(precision: number) {
  PREC = precision;
}

export const n = (v: number) => {
  const r = Math.round(v * PREC) / PREC;
  return Object.is(r, -0) ? 0 : r;
};

export const n2 = (v: number) => Math.round(v * 100) / 100;

/** Tagged template that formats interpolated numbers. */
export const D = (s: TemplateStringsArray, ...v: (number | string)[]) =>
  s.reduce((o, str, i) => {
    const value = v[i];
    return o + str + (i < v.length ? (typeof value === 'number' ? n(value) : value) : '');
  }, '');

export const pt = (p: Pt) => `${n(p[0])},${n(p[1])}`;

/** Join numbers compactly: a minus sign doubles as separator. */
export function nums(arr: number[]) {
  let o = '';
  arr.forEach((v, i) => {
    const t = String(v);
    o += i === 0 || t[0] === '-' ? t : (i % 2 ? ',' : ' ') + t;
  });
  return o;
}

/** Relative polyline through points (absolute in), rounded without drift. */
function relPts(pts: Pt[], cmd = 'l') {
  const r = pts
    .map((p): Pt => [n(p[0]), n(p[1])])
    .filter((p, i, arr) => i === 0 || p[0] !== arr[i - 1]![0] || p[1] !== arr[i - 1]![1]);
  const out: number[] = [];
  for (let i = 1; i < r.length; i++) out.push(n(r[i]![0] - r[i - 1]![0]), n(r[i]![1] - r[i - 1]![1]));
  return { start: r[0]!, body: out.length ? cmd + nums(out) : '' };
}

export const poly = (pts: Pt[]) => {
  const { start, body } = relPts(pts);
  return 'M' + start[0] + ',' + start[1] + body + 'z';
};

export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;

export const clamp = (v: number, a: number, b: number) => Math.max(a, Math.min(b, v));
