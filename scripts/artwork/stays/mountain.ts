/** Stay scene: a mountain lodge below snowy peaks. */
import { op, type Art } from '../art';
import { lodge } from '../buildings';
import { clamp, D } from '../numbers';
import { mix } from '../palette';
import { pineD, pineRow } from '../trees';
import { G } from './colours';
import { drawRidge, mist, mountains, ridge } from '../terrain';
import { land, type Time } from '../times';
import { drawSky } from '../sky';

export function sceneMountain(a: Art, T: Time, v: number) {
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
