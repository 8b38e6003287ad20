/** Stay scene: an infinity pool with loungers, above jungle hills. */
import { op, type Art } from '../art';
import { D } from '../numbers';
import { C, darken, INK, mix } from '../palette';
import { palm } from '../trees';
import { G } from './colours';
import { drawRidge, mist } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';
import { branch, leafFan } from '../foliage';

export function scenePool(a: Art, T: Time, v: number) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.46;
  drawSky(a, T, hy, { sunX: W * a.r(0.3, 0.7) });
  const cols = [
    land(T, G.jungle, 0.1),
    land(T, G.jungle, 0.3),
    land(T, G.jungle, 0.5),
    land(T, G.jungle, 0.68),
  ];
  for (let i = 0; i < 4; i++) {
    const r = drawRidge(
      a,
      { base: H * (0.44 + i * 0.065), amp: (90 - i * 15) * s, step: 110 * s, noise: 0.9 },
      cols[i]!,
    );
    if (i >= 2) {
      for (let k = 0; k < 4; k++) {
        const x = a.r(0.05, 0.95) * W;
        palm(a, x, r.yAt(x) + 6 * s, (60 + i * 14) * s, a.r(-12, 12) * s, cols[i]!, cols[i]!, false);
      }
    }
    mist(a, H * (0.45 + i * 0.065), 40 * s, T.haze, 0.55);
  }
  // infinity edge
  const ey = H * 0.68;
  const fy = H * 0.84;
  const sky2 = T.sky[2];
  a.rect(
    0,
    ey,
    W,
    fy - ey,
    a.lin([
      [0, mix(sky2, '#9cc9c4', 0.55)],
      [1, tone(T, '#4f8e8c')],
    ]),
  );
  a.stroke(
    D`M${W * 0.05},${ey + 30 * s}h${200 * s}M${W * 0.45},${ey + 50 * s}h${260 * s}M${W * 0.2},${ey + 80 * s}h${180 * s}M${W * 0.7},${ey + 96 * s}h${160 * s}`,
    '#ffffff',
    2.5 * s,
    op(0.35),
  );
  if (a.sun && !T.night)
    a.stroke(
      D`M${a.sun.x - 40 * s},${ey + 16 * s}h${80 * s}M${a.sun.x - 28 * s},${ey + 36 * s}h${56 * s}M${a.sun.x - 18 * s},${ey + 60 * s}h${36 * s}`,
      T.sun,
      3 * s,
      op(0.6),
    );
  a.rect(0, ey - 3 * s, W, 5 * s, tone(T, '#efe6d8'));
  // deck
  const deck = tone(T, '#e6d9c6');
  a.rect(
    0,
    fy,
    W,
    H - fy,
    a.lin([
      [0, deck],
      [1, darken(deck, 0.12)],
    ]),
  );
  a.rect(0, fy, W, 6 * s, INK, op(0.15));
  const tl = [];
  for (let i = -6; i <= 6; i++) tl.push(D`M${W / 2 + i * 110 * s},${fy + 6 * s}L${W / 2 + i * 200 * s},${H}`);
  tl.push(D`M0,${fy + 50 * s}H${W}`);
  a.stroke(tl.join(''), darken(deck, 0.15), 1.5 * s, op(0.5));
  // loungers
  const lc = tone(T, C.cream);
  const fr = tone(T, '#7b6450');
  const lx0 = v % 2 ? W * 0.36 : W * 0.5;
  for (let i = 0; i < 2; i++) {
    const x = lx0 + i * 210 * s;
    const y = fy + 80 * s;
    a.ellipse(x + 70 * s, y + 28 * s, 110 * s, 9 * s, INK, op(0.12));
    a.stroke(D`M${x},${y + 26 * s}v${-22 * s}M${x + 130 * s},${y + 26 * s}v${-22 * s}`, fr, 4 * s);
    a.path(
      D`M${x - 16 * s},${y}h${136 * s}l${36 * s},${-44 * s}l${10 * s},${6 * s}l${-34 * s},${48 * s}h${-148 * s}Z`,
      lc,
    );
    a.path(D`M${x - 16 * s},${y + 4 * s}h${136 * s}l${-2 * s},${6 * s}h${-134 * s}Z`, INK, op(0.1));
  }
  // potted palm + parasol
  const px = v % 2 ? W * 0.12 : W * 0.86;
  const pyB = H * 0.99;
  a.path(D`M${px - 46 * s},${pyB - 90 * s}h${92 * s}l${-10 * s},${90 * s}h${-72 * s}Z`, tone(T, C.terraL));
  a.rect(px - 50 * s, pyB - 98 * s, 100 * s, 12 * s, tone(T, C.terra));
  leafFan(a, px, pyB - 96 * s, 9, 200 * s, 20 * s, 170, land(T, G.mid, 1), land(T, G.deep, 1), { bend: 0.3 });
  const bx0 = v % 2 ? W + 20 * s : -20 * s;
  branch(
    a,
    bx0,
    -10 * s,
    bx0 + (v % 2 ? -1 : 1) * 330 * s,
    120 * s,
    land(T, G.mid, 1),
    land(T, G.deep, 1),
    70 * s,
    [tone(T, '#fbf4ea'), tone(T, C.ochre)],
  );
}
