/** Stay scene: a lakeside sauna with a pier and a rowboat, among conifers. */
import { op, type Art } from '../art';
import { glass } from '../buildings';
import { clamp, D, n } from '../numbers';
import { C, darken, INK } from '../palette';
import { pineD, pineRow, roundTree } from '../trees';
import { G, trunkCol } from './colours';
import { drawRidge, mist, ridge } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';

export function sauna(a: Art, T: Time, x: number, y: number, s: number) {
  const wood = tone(T, '#7a5a44');
  const win = glass(T);
  a.rect(x - 70 * s, y - 90 * s, 140 * s, 90 * s, wood);
  const pl = [];
  for (let i = 1; i < 7; i++) pl.push(D`M${x - 70 * s + i * 20 * s},${y - 88 * s}V${y}`);
  a.stroke(pl.join(''), darken(wood, 0.3), 1.5 * s, op(0.5));
  a.path(
    D`M${x - 84 * s},${y - 84 * s}L${x + 84 * s},${y - 110 * s}V${y - 98 * s}L${x - 84 * s},${y - 74 * s}Z`,
    darken(wood, 0.45),
  );
  a.rect(x - 46 * s, y - 64 * s, 30 * s, 64 * s, darken(wood, 0.3));
  a.rect(x + 10 * s, y - 64 * s, 36 * s, 22 * s, win);
  a.rect(x + 36 * s, y - 132 * s, 8 * s, 30 * s, '#55524e');
  a.stroke(
    D`M${x + 40 * s},${y - 138 * s}c${-14 * s},${-20 * s} ${14 * s},${-30 * s} 0,${-52 * s}s${10 * s},${-34 * s} ${-6 * s},${-56 * s}`,
    T.night ? '#8fa2ad' : '#ffffff',
    7 * s,
    op(0.4),
  );
}

export function sceneLake(a: Art, T: Time, v: number) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.52;
  drawSky(a, T, hy, { sunX: W * a.r(0.45, 0.75) });
  const r0 = ridge(a, { base: hy, amp: 90 * s, step: 90 * s, bottom: hy + 2 * s });
  const c0 = land(T, G.deep, 0.15);
  const r1 = ridge(a, { base: hy + 2 * s, amp: 36 * s, step: 90 * s, bottom: hy + 3 * s });
  const c1 = land(T, G.deep, 0.4);
  const trees1 = pineRow(a, r1, -10, W + 10, 18 * s, 24 * s, 44 * s);
  a.add('<g id="rf">');
  a.path(r0.d, c0);
  a.path(r1.d + trees1, c1);
  a.close();
  waterBody(a, T, hy + 2 * s, H, { glints: true, rippleCount: 6 });
  a.add(`<use href="#rf" transform="matrix(1 0 0 -1 0 ${n(2 * hy + 4 * s)})"${op(0.28)}/>`);
  mist(a, hy - 20 * s, 40 * s, T.haze, 0.6);
  // near shore (left)
  const shore = drawRidge(
    a,
    {
      base: H + 12 * s,
      amp: H * 0.3,
      x0: -30,
      x1: W * 0.56,
      step: 60 * s,
      noise: 0.15,
      env: (x) => Math.pow(0.5 + 0.5 * Math.cos(Math.PI * clamp(x / (W * 0.56), 0, 1)), 0.6),
    },
    land(T, '#6f9478', 0.85),
  );
  const sx = W * 0.3;
  const py = shore.yAt(W * 0.3) - 6 * s;
  // pier
  const pw = tone(T, '#8a6a50');
  const posts = [];
  for (let i = 0; i < 6; i++) posts.push(D`M${W * 0.3 + i * 80 * s},${py}v${36 * s}`);
  a.stroke(posts.join(''), darken(pw, 0.3), 6 * s);
  a.rect(W * 0.26, py - 8 * s, 440 * s, 10 * s, pw);
  a.rect(W * 0.26, py + 2 * s, 440 * s, 3 * s, INK, op(0.2));
  a.stroke(
    posts.join('').replace(/v/g, 'v'),
    darken(pw, 0.3),
    5 * s,
    ` transform="matrix(1 0 0 -1 0 ${n(2 * py + 70 * s)})"` + op(0.25),
  );
  a.stroke(
    D`M${W * 0.26 + 430 * s},${py - 8 * s}v${40 * s}M${W * 0.26 + 414 * s},${py - 8 * s}v${40 * s}M${W * 0.26 + 414 * s},${py + 8 * s}h${16 * s}M${W * 0.26 + 414 * s},${py + 22 * s}h${16 * s}`,
    darken(pw, 0.2),
    3 * s,
  );
  sauna(a, T, W * 0.19, shore.yAt(W * 0.25) + 10 * s, 1.05 * s);
  roundTree(a, W * 0.33, shore.yAt(W * 0.33) + 12 * s, 150 * s, land(T, G.mid, 0.9), trunkCol(T));
  a.path(
    pineD(W * 0.04, H * 1.02, H * 0.7, 80 * s, 5, 10 * s) +
      pineD(W * 0.1, H * 0.98, H * 0.46, 56 * s, 4, 8 * s),
    land(T, G.deep, 1),
  );
  void sx;
  if (v % 2) {
    // small rowboat
    const bx = W * 0.72;
    const by = H * 0.84;
    a.path(
      D`M${bx - 70 * s},${by - 10 * s}H${bx + 70 * s}Q${bx + 60 * s},${by + 12 * s} ${bx + 30 * s},${by + 12 * s}H${bx - 40 * s}Q${bx - 62 * s},${by + 10 * s} ${bx - 70 * s},${by - 10 * s}Z`,
      tone(T, C.terra),
    );
    a.rect(bx - 70 * s, by - 10 * s, 140 * s, 4 * s, tone(T, C.cream));
  }
}
