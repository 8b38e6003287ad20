/** Still-life helpers: cylinder shading, soft shadows and the label leaf. */
import { op, type Art } from '../art';
import { D } from '../numbers';
import { C, darken, INK, lighten } from '../palette';

export const cylG = (a: Art, c: string) =>
  a.hlin([
    [0, darken(c, 0.16)],
    [0.22, lighten(c, 0.16)],
    [0.5, c],
    [1, darken(c, 0.3)],
  ]);

export const cylV = (a: Art, c: string) =>
  a.lin([
    [0, lighten(c, 0.16)],
    [0.4, c],
    [1, darken(c, 0.28)],
  ]);

export function softShadow(a: Art, cx: number, cy: number, rx: number, ry: number, o = 0.28) {
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
export function leafIcon(a: Art, x: number, y: number, r: number, col: string) {
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
