/** Stay scene: rice terraces with a bungalow. */
import { op, type Art } from '../art';
import { bungalow } from '../buildings';
import { n, type Pt } from '../numbers';
import { INK, mix } from '../palette';
import { palm } from '../trees';
import { G, trunkCol } from './colours';
import { drawRidge, mist, smoothD } from '../terrain';
import { land, type Time } from '../times';
import { drawSky } from '../sky';
import { leafFan } from '../foliage';

export function sceneTerraces(a: Art, T: Time, v: number) {
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
    const pts: Pt[] = [];
    for (let i = 0; i <= 7; i++) {
      const x = -40 * s + ((W + 80 * s) * i) / 7;
      pts.push([x, y0 + curv * (x - cx) * (x - cx) * 0.9 + Math.sin(x / (140 * s) + k) * 5 * s]);
    }
    const top = smoothD(pts);
    a.path(top + `L${n(W + 40 * s)},${n(H + 5)}L${n(-40 * s)},${n(H + 5)}Z`, greens[k % 2]!);
    wl.push(top);
    rl.push(smoothD(pts.map((p): Pt => [p[0], p[1] + 5 * s])));
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
