/** Stay scene: a tropical beach with stilt bungalows and palms. */
import { op, type Art } from '../art';
import { bungalow } from '../buildings';
import { birds } from '../figures';
import { clamp, D, type Pt } from '../numbers';
import { C, darken, INK, mix } from '../palette';
import { palm, pineRow } from '../trees';
import { G, trunkCol } from './colours';
import { drawRidge, smoothD, yAtFn } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';

export function sceneBeach(a: Art, T: Time, v: number) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * a.r(0.52, 0.56);
  drawSky(a, T, hy, { sunX: W * a.r(0.28, 0.5) });
  waterBody(a, T, hy, H);
  // headland on the left
  const hx = W * a.r(0.3, 0.42);
  const hd = drawRidge(
    a,
    {
      base: hy + 3 * s,
      amp: 70 * s,
      x0: -30,
      x1: hx,
      step: 50 * s,
      noise: 0.35,
      bottom: hy + 4 * s,
      env: (x) => Math.pow(clamp(1 - x / hx, 0, 1), 0.6),
    },
    land(T, G.mid, 0.2),
  );
  a.path(pineRow(a, hd, 10 * s, hx * 0.75, 26 * s, 14 * s, 26 * s), land(T, G.mid, 0.2));
  if (v % 2 === 1) {
    // over-water villas on the horizon side
    const wy = hy + (H - hy) * 0.28;
    a.stroke(D`M${W * 0.5},${wy - 2 * s}H${W * 0.98}`, tone(T, '#6b5443'), 4 * s);
    for (let i = 0; i < 3; i++)
      bungalow(a, T, W * (0.56 + i * 0.15), wy + 14 * s, 0.42 * s, { stilt: 26, deep: 8 });
  }
  // shoreline
  const sy = H * (v % 2 ? 0.84 : 0.78);
  const shore: Pt[] = [];
  for (let i = 0; i <= 6; i++)
    shore.push([-30 + ((W + 60) * i) / 6, sy + Math.sin(i * 1.1 + v) * 14 * s - i * 6 * s]);
  const sand = land(T, '#ead6b6', 1);
  const wet = mix(sand, T.sea[1], 0.35);
  a.path(smoothD(shore.map((p): Pt => [p[0], p[1] - 22 * s])) + `L${W + 30},${H + 5}L-30,${H + 5}Z`, wet);
  a.stroke(smoothD(shore.map((p): Pt => [p[0], p[1] - 22 * s])), '#ffffff', 3 * s, op(0.6));
  a.path(
    smoothD(shore) + `L${W + 30},${H + 5}L-30,${H + 5}Z`,
    a.lin([
      [0, sand],
      [1, darken(sand, 0.08)],
    ]),
  );
  const yS = yAtFn(shore);
  const rip = [];
  for (let i = 0; i < 4; i++) {
    const x = a.r(0.05, 0.8) * W;
    const y = yS(x) + a.r(30, 120) * s;
    rip.push(D`M${x},${y}q${60 * s},${-8 * s} ${120 * s},0`);
  }
  a.stroke(rip.join(''), darken(sand, 0.2), 2 * s, op(0.35));
  const pc = land(T, G.deep, 0.95);
  const tc = trunkCol(T);
  if (v % 2 === 0) {
    const bx = W * a.r(0.6, 0.68);
    palm(
      a,
      bx + 120 * s,
      yS(bx + 120 * s) + 10 * s,
      300 * s,
      40 * s,
      land(T, G.mid, 0.8),
      tone(T, '#86705a'),
    );
    bungalow(a, T, bx, yS(bx) + 26 * s, 1.05 * s);
    palm(
      a,
      bx - 130 * s,
      yS(bx - 130 * s) + 14 * s,
      250 * s,
      -30 * s,
      land(T, G.mid, 0.85),
      tone(T, '#86705a'),
    );
  }
  // umbrella + lounger
  const ux = W * (v % 2 ? 0.42 : 0.34);
  const uy = yS(ux) + 70 * s;
  const cloth = tone(T, v % 2 ? C.terra : C.cream);
  a.ellipse(ux + 20 * s, uy + 4 * s, 90 * s, 10 * s, INK, op(0.1));
  a.stroke(D`M${ux},${uy}L${ux + 10 * s},${uy - 120 * s}`, tone(T, '#6b5443'), 4 * s);
  a.path(
    D`M${ux - 74 * s},${uy - 100 * s}Q${ux + 6 * s},${uy - 170 * s} ${ux + 94 * s},${uy - 126 * s}Q${ux + 10 * s},${uy - 128 * s} ${ux - 74 * s},${uy - 100 * s}Z`,
    cloth,
  );
  a.path(
    D`M${ux + 10 * s},${uy - 148 * s}Q${ux + 50 * s},${uy - 146 * s} ${ux + 94 * s},${uy - 126 * s}Q${ux + 50 * s},${uy - 128 * s} ${ux + 10 * s},${uy - 126 * s}Z`,
    INK,
    op(0.12),
  );
  a.path(
    D`M${ux + 30 * s},${uy - 6 * s}l${90 * s},0l${28 * s},${-30 * s}l${-8 * s},${-4 * s}l${-26 * s},${26 * s}l${-84 * s},0Z`,
    tone(T, C.cream),
  );
  a.stroke(D`M${ux + 36 * s},${uy}v${-6 * s}M${ux + 116 * s},${uy}v${-6 * s}`, tone(T, '#6b5443'), 3 * s);
  // framing palm in the foreground
  palm(a, W * 0.94, H + 20 * s, H * 0.86, -W * 0.12, pc, tc);
  if (!T.night) birds(a, W * 0.55, hy * 0.35, darken(T.sky[0], 0.45));
}
