/** Stay scene: a villa among olive trees and cypresses. */
import { op, type Art } from '../art';
import { glass } from '../buildings';
import { birds } from '../figures';
import { D, lerp, type Pt } from '../numbers';
import { darken, INK } from '../palette';
import { cypressD, oliveTree } from '../trees';
import { G } from './colours';
import { drawRidge, mist, smoothD } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';

function villa(a: Art, T: Time, x: number, y: number, s: number) {
  const wall = tone(T, '#ecd9bb');
  const side = darken(wall, 0.14);
  const roof = tone(T, '#c07a55');
  const win = glass(T);
  // tower
  a.rect(x + 50 * s, y - 150 * s, 56 * s, 150 * s, wall);
  a.rect(x + 90 * s, y - 150 * s, 16 * s, 150 * s, side);
  a.path(D`M${x + 42 * s},${y - 148 * s}L${x + 78 * s},${y - 172 * s}L${x + 114 * s},${y - 148 * s}Z`, roof);
  a.rect(x + 66 * s, y - 130 * s, 14 * s, 20 * s, win);
  // main house
  a.rect(x - 130 * s, y - 92 * s, 200 * s, 92 * s, wall);
  a.path(
    D`M${x - 142 * s},${y - 88 * s}L${x - 100 * s},${y - 118 * s}H${x + 42 * s}L${x + 82 * s},${y - 88 * s}Z`,
    roof,
  );
  a.path(D`M${x - 142 * s},${y - 88 * s}H${x + 82 * s}v${5 * s}H${x - 142 * s}Z`, INK, op(0.2));
  // loggia arches
  const ar = [];
  for (let i = 0; i < 4; i++)
    ar.push(D`M${x - 116 * s + i * 30 * s},${y}v${-30 * s}a${10 * s},${10 * s} 0 0 1 ${20 * s},0v${30 * s}Z`);
  a.path(ar.join(''), darken(wall, 0.4));
  const ws = [];
  for (let i = 0; i < 4; i++)
    ws.push(D`M${x - 114 * s + i * 30 * s},${y - 70 * s}h${14 * s}v${20 * s}h${-14 * s}Z`);
  ws.push(
    D`M${x + 14 * s},${y - 70 * s}h${14 * s}v${20 * s}h${-14 * s}ZM${x + 40 * s},${y - 70 * s}h${14 * s}v${20 * s}h${-14 * s}ZM${x + 22 * s},${y - 36 * s}h${20 * s}v${36 * s}h${-20 * s}Z`,
  );
  a.path(ws.join(''), win);
}

export function sceneOlive(a: Art, T: Time, v: number) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.5;
  drawSky(a, T, hy, { sunX: W * a.r(0.15, 0.42) });
  drawRidge(a, { base: hy, amp: 60 * s, step: 120 * s }, land(T, '#8ea08a', 0.1));
  drawRidge(a, { base: hy + 30 * s, amp: 50 * s, step: 140 * s }, land(T, '#9aa87e', 0.3));
  mist(a, hy, 40 * s, T.haze, 0.6);
  const vx = W * (v % 2 ? 0.36 : 0.62);
  const hc = land(T, '#a3b17f', 0.55);
  const hill = drawRidge(
    a,
    {
      base: H * 0.68,
      amp: 120 * s,
      step: 80 * s,
      noise: 0.15,
      env: (x) => Math.exp(-Math.pow((x - vx) / (W * 0.32), 2)),
    },
    hc,
  );
  const st = [];
  for (let i = 1; i < 4; i++)
    st.push(smoothD(hill.pts.map((p) => [p[0], p[1] + i * 24 * s + Math.abs(p[0] - vx) * 0.02 * i])));
  a.stroke(st.join(''), darken(hc, 0.15), 2.5 * s, op(0.35));
  const vy = hill.yAt(vx) + 16 * s;
  const cyp = land(T, '#3f5f4c', 0.6);
  a.path(
    cypressD(vx - 150 * s, vy + 4 * s, 100 * s, 15 * s) + cypressD(vx - 130 * s, vy + 4 * s, 80 * s, 13 * s),
    cyp,
  );
  villa(a, T, vx, vy, 0.75 * s);
  a.path(
    cypressD(vx + 100 * s, vy + 6 * s, 112 * s, 16 * s) + cypressD(vx + 122 * s, vy + 6 * s, 88 * s, 13 * s),
    cyp,
  );
  const fc = land(T, '#8fa176', 0.8);
  const field = drawRidge(a, { base: H * 0.8, amp: 24 * s, step: 160 * s }, fc);
  // lavender-free furrows on the field
  const fr = [];
  for (let i = 1; i < 5; i++) fr.push(smoothD(field.pts.map((p) => [p[0], p[1] + i * i * 9 * s])));
  a.stroke(fr.join(''), darken(fc, 0.12), 3 * s, op(0.35));
  // road with perspective, lined with cypresses
  const rd: Pt[] = [
    [vx - 30 * s, vy + 2 * s],
    [vx - 120 * s, H * 0.74],
    [vx + 40 * s, H * 0.83],
    [vx - 70 * s, H * 0.93],
    [vx + 60 * s, H + 30 * s],
  ];
  const at = (t: number): Pt => {
    const f = t * (rd.length - 1);
    const i = Math.min(rd.length - 2, Math.floor(f));
    const u = f - i;
    const p = rd[i]!;
    const q = rd[i + 1]!;
    return [lerp(p[0], q[0], u), lerp(p[1], q[1], u)];
  };
  const Lr: Pt[] = [];
  const Rr: Pt[] = [];
  for (let i = 0; i <= 12; i++) {
    const t = i / 12;
    const p = at(t);
    const w = lerp(3, 46, t * t) * s;
    Lr.push([p[0] - w, p[1]]);
    Rr.push([p[0] + w, p[1]]);
  }
  a.path(smoothD(Lr) + smoothD(Rr.reverse(), false).replace(/^L/, 'L') + 'Z', tone(T, '#e8d9bf'));
  const cys: string[] = [];
  for (let i = 1; i < 7; i++) {
    const t = 0.12 + i * 0.1;
    const p = at(t);
    const side = i % 2 ? -1 : 1;
    const sz = lerp(0.5, 1.6, t);
    cys.push(
      cypressD(p[0] + side * (lerp(3, 46, t * t) + 16 * sz) * s, p[1] + 4 * s, 70 * sz * s, 10 * sz * s),
    );
  }
  a.path(cys.join(''), land(T, '#3f5f4c', 0.85));
  // olive grove: a row on the field and a large foreground pair
  const oc = land(T, G.olive, 0.88);
  const tr = land(T, '#7a6654', 0.9);
  for (let i = 0; i < 5; i++) {
    const x = ((i + 0.5) / 5) * W + a.r(-30, 30) * s;
    if (Math.abs(x - vx) < 120 * s) continue;
    oliveTree(a, x, field.yAt(x) + 26 * s, 80 * s, oc, tr);
  }
  const fx = v % 2 ? W * 0.84 : W * 0.14;
  oliveTree(a, fx, H * 1.01, 230 * s, land(T, G.olive, 1), land(T, '#6d5a49', 1));
  if (!T.night) birds(a, W * 0.7, hy * 0.4, darken(T.sky[0], 0.45), 3);
}
