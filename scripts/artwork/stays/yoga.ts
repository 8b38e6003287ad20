/** Stay scene: a yoga pavilion by the water or on a headland. */
import { op, type Art } from '../art';
import { pavilion } from '../buildings';
import { clamp, D } from '../numbers';
import { C, darken, INK, lighten } from '../palette';
import { roundTree } from '../trees';
import { G, trunkCol } from './colours';
import { drawRidge } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';
import { leafFan } from '../foliage';

export function sceneYoga(a: Art, T: Time, v: number) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.58;
  drawSky(a, T, hy, { sunX: W * a.r(0.4, 0.6) });
  waterBody(a, T, hy, H);
  // islands
  const ix = W * a.r(0.05, 0.25);
  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 40 * s,
      x0: ix,
      x1: ix + 260 * s,
      step: 40 * s,
      noise: 0.3,
      bottom: hy + 3 * s,
      env: (x) => Math.sin(((x - ix) / (260 * s)) * Math.PI),
    },
    land(T, G.mid, 0.15),
  );
  const ix2 = W * a.r(0.7, 0.85);
  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 22 * s,
      x0: ix2,
      x1: ix2 + 160 * s,
      step: 40 * s,
      noise: 0.3,
      bottom: hy + 3 * s,
      env: (x) => Math.sin(((x - ix2) / (160 * s)) * Math.PI),
    },
    land(T, G.mid, 0.1),
  );
  if (v % 2 === 0) {
    // framed view from inside the pavilion
    const wood = tone(T, '#6f5440');
    const wd = darken(wood, 0.25);
    const fy = H * 0.8;
    const floor = tone(T, '#b79272');
    a.rect(
      0,
      fy,
      W,
      H - fy,
      a.lin([
        [0, floor],
        [1, darken(floor, 0.2)],
      ]),
    );
    const pl = [];
    for (let i = -8; i <= 8; i++) pl.push(D`M${W / 2 + i * 70 * s},${fy}L${W / 2 + i * 170 * s},${H}`);
    a.stroke(pl.join(''), darken(floor, 0.25), 1.5 * s, op(0.5));
    a.rect(0, fy, W, 8 * s, lighten(floor, 0.25));
    // sheer curtains
    const cur = T.night ? '#a7b6bd' : '#ffffff';
    a.path(
      D`M${W * 0.07},0H${W * 0.17}C${W * 0.14},${H * 0.3} ${W * 0.2},${H * 0.6} ${W * 0.15},${fy}H${W * 0.07}Z`,
      cur,
      op(0.45),
    );
    a.path(
      D`M${W * 0.93},0H${W * 0.83}C${W * 0.86},${H * 0.3} ${W * 0.8},${H * 0.6} ${W * 0.85},${fy}H${W * 0.93}Z`,
      cur,
      op(0.45),
    );
    a.rect(0, 0, W * 0.075, fy + 6 * s, wood);
    a.rect(W * 0.925, 0, W * 0.075, fy + 6 * s, wood);
    a.rect(W * 0.055, 0, W * 0.02, fy + 6 * s, wd);
    a.rect(W * 0.925, 0, W * 0.02, fy + 6 * s, wd);
    a.path(D`M0,0H${W}V${H * 0.07}Q${W / 2},${H * 0.1} 0,${H * 0.07}Z`, wood);
    a.path(
      D`M0,${H * 0.07}Q${W / 2},${H * 0.1} ${W},${H * 0.07}V${H * 0.085}Q${W / 2},${H * 0.115} 0,${H * 0.085}Z`,
      wd,
    );
    // mat + block + bowl
    const mx = W * a.r(0.42, 0.5);
    const my = H * 0.88;
    a.path(
      D`M${mx - 110 * s},${my + 40 * s}L${mx - 60 * s},${my - 40 * s}H${mx + 70 * s}L${mx + 140 * s},${my + 40 * s}Z`,
      tone(T, v === 2 ? C.sage : C.terra),
    );
    a.path(D`M${mx - 110 * s},${my + 40 * s}H${mx + 140 * s}v${6 * s}H${mx - 110 * s}Z`, INK, op(0.25));
    a.path(D`M${mx + 180 * s},${my + 20 * s}h${60 * s}v${-30 * s}h${-60 * s}Z`, tone(T, C.sand));
    a.path(
      D`M${mx + 180 * s},${my - 10 * s}l${10 * s},${-10 * s}h${60 * s}l${-10 * s},${10 * s}Z`,
      lighten(tone(T, C.sand), 0.3),
    );
    // plant
    const px = W * 0.2;
    a.path(D`M${px - 40 * s},${fy + 20 * s}h${80 * s}l${-10 * s},${70 * s}h${-60 * s}Z`, tone(T, C.linen));
    leafFan(a, px, fy + 22 * s, 8, 150 * s, 18 * s, 150, land(T, G.mid, 1), land(T, G.deep, 1), {
      bend: 0.25,
    });
  } else {
    // pavilion on a grassy headland that runs out of frame
    const sm = (u: number) => u * u * (3 - 2 * u);
    const g = drawRidge(
      a,
      {
        base: H + 10 * s,
        amp: H * 0.32,
        x0: W * 0.2,
        step: 80 * s,
        noise: 0.12,
        env: (x) => sm(clamp((x - W * 0.22) / (W * 0.34), 0, 1)),
      },
      land(T, '#7ea07f', 0.75),
    );
    const px = W * 0.7;
    pavilion(a, T, px, g.yAt(px) + 8 * s, 1.1 * s, { figure: true, figX: -10 });
    drawRidge(
      a,
      {
        base: H + 10 * s,
        amp: H * 0.1,
        x0: W * 0.3,
        step: 120 * s,
        noise: 0.3,
        env: (x) => sm(clamp((x - W * 0.32) / (W * 0.3), 0, 1)),
      },
      land(T, G.soft, 1),
    );
    roundTree(a, W * 0.95, H * 1.02, 330 * s, land(T, G.deep, 1), trunkCol(T));
  }
}
