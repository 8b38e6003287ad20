/** People and birds, as silhouettes: a seated figure, a tree pose, birds in flight. */
import { op, type Art } from './art';
import { D, n } from './numbers';

export function birds(a: Art, x: number, y: number, col: string, count = 3, size = 1) {
  const ds = [];
  for (let i = 0; i < count; i++) {
    const bx = x + a.r(-60, 60) * a.s;
    const by = y + a.r(-25, 25) * a.s;
    const w = a.r(7, 11) * a.s * size;
    ds.push(D`M${bx - w},${by}q${w / 2},${-w * 0.5} ${w},0q${w / 2},${-w * 0.5} ${w},0`);
  }
  a.stroke(ds.join(''), col, 1.6 * a.s * size, op(0.7));
}

/** Minimal seated (lotus) silhouette. x,y = base centre. */
export function seated(a: Art, x: number, y: number, s: number, col: string) {
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
export function treePose(a: Art, x: number, y: number, s: number, col: string) {
  const P = (dx: number, dy: number) => `${n(x + dx * s)},${n(y + dy * s)}`;
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
