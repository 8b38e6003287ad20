/** Stay scene: an A-frame cabin in a conifer forest. */
import { op, type Art } from '../art';
import { aframe } from '../buildings';
import { D } from '../numbers';
import { darken } from '../palette';
import { pineD, pineRow } from '../trees';
import { G, trunkCol } from './colours';
import { drawRidge, mist } from '../terrain';
import { land, type Time } from '../times';
import { drawSky } from '../sky';
import { leafFan } from '../foliage';

export function sceneForest(a: Art, T: Time, v: number) {
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
