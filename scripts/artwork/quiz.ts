/** The quiz pictures: the city (a rooftop terrace), and the settings drawn from the stay scenes. */
import { op, type Art } from './art';
import { plant } from './interiors';
import { D, n } from './numbers';
import { C, darken, lighten } from './palette';
import { roundTree } from './trees';
import { G } from './stays/colours';
import { mist } from './terrain';
import { land, TIMES, tone, type Time } from './times';
import { sceneBeach } from './stays/beach';
import { sceneForest } from './stays/forest';
import { sceneMountain } from './stays/mountain';
import { sceneOlive } from './stays/olive-grove';
import { drawSky } from './sky';
import { circD } from './shapes';
import { leafFan } from './foliage';

export function sceneUrban(a: Art, T: Time) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.62;
  drawSky(a, T, hy, { sunX: W * 0.3, clouds: 2 });
  const layer = (
    base: number,
    hmin: number,
    hmax: number,
    col: string,
    winCol: string | null,
    depth: number,
  ) => {
    let x = -20;
    const b: string[] = [];
    const w2: string[] = [];
    while (x < W + 20) {
      const w = a.r(50, 110) * s;
      const h = a.r(hmin, hmax) * s;
      b.push(D`M${x},${base}V${base - h}h${w}V${base}Z`);
      if (a.chance(0.3)) b.push(D`M${x + w * 0.3},${base - h}v${-h * 0.15}h${w * 0.4}v${h * 0.15}Z`);
      if (winCol) {
        for (let yy = base - h + 14 * s; yy < base - 10 * s; yy += 18 * s)
          w2.push(D`M${x + 8 * s},${yy}h${w - 16 * s}`);
      }
      x += w + a.r(2, 14) * s;
    }
    a.path(b.join(''), col);
    if (winCol)
      a.stroke(w2.join(''), winCol, 5 * s, ` stroke-dasharray="${n(8 * s)} ${n(6 * s)}"` + op(depth));
  };
  layer(hy, 120, 300, land(T, '#8394a0', 0.12), null, 0);
  mist(a, hy - 60 * s, 80 * s, T.haze, 0.5);
  layer(hy + 40 * s, 80, 220, land(T, '#6f7f86', 0.4), T.lit ?? lighten(T.sky[2], 0.3), 0.5);
  // rooftop terrace
  const fy = H * 0.74;
  const deck = tone(T, '#c9a67f');
  a.rect(
    0,
    fy,
    W,
    H - fy,
    a.lin([
      [0, deck],
      [1, darken(deck, 0.18)],
    ]),
  );
  const pl = [];
  for (let i = -8; i <= 8; i++) pl.push(D`M${W / 2 + i * 60 * s},${fy}L${W / 2 + i * 150 * s},${H}`);
  a.stroke(pl.join(''), darken(deck, 0.25), 1.5 * s, op(0.5));
  a.rect(0, fy - 60 * s, W, 60 * s, '#ffffff', op(0.14));
  a.stroke(D`M0,${fy - 60 * s}H${W}`, tone(T, '#8a8a86'), 4 * s);
  // pergola + string lights
  const wood = tone(T, '#6b503c');
  const cat = D`M${-W * 0.02},${H * 0.12}Q${W * 0.5},${H * 0.36} ${W * 1.02},${H * 0.1}`;
  a.stroke(cat, tone(T, '#3c4a45'), 2 * s);
  const bulbs = [];
  for (let t = 0.04; t < 1; t += 0.07) {
    const x = (1 - t) * (1 - t) * -W * 0.02 + 2 * (1 - t) * t * W * 0.5 + t * t * W * 1.02;
    const y = (1 - t) * (1 - t) * H * 0.12 + 2 * (1 - t) * t * H * 0.36 + t * t * H * 0.1;
    bulbs.push(circD(x, y + 6 * s, 5 * s));
  }
  a.path(bulbs.join(''), '#fbe3b4');
  // planters with grasses and small trees
  const planter = (x: number, w: number) => {
    a.rect(x, fy - 30 * s, w, 70 * s, tone(T, '#e6dccd'));
    a.rect(x, fy - 30 * s, w, 8 * s, tone(T, '#f3ece2'));
  };
  planter(W * 0.02, W * 0.34);
  leafFan(a, W * 0.08, fy - 28 * s, 9, 110 * s, 8 * s, 120, land(T, G.soft, 1), land(T, G.mid, 1), {
    bend: 0.2,
  });
  roundTree(a, W * 0.24, fy - 28 * s, 190 * s, land(T, G.mid, 1), tone(T, '#6b503c'), { wide: 0.5 });
  leafFan(a, W * 0.33, fy - 28 * s, 9, 90 * s, 8 * s, 120, land(T, G.soft, 1), land(T, G.mid, 1), {
    bend: 0.2,
  });
  // lounge chair + side table
  const lc = tone(T, C.cream);
  a.path(
    D`M${W * 0.58},${H * 0.9}h${140 * s}l${36 * s},${-60 * s}l${10 * s},${6 * s}l${-32 * s},${64 * s}h${-154 * s}Z`,
    lc,
  );
  a.stroke(D`M${W * 0.6},${H * 0.92}v${20 * s}M${W * 0.58 + 130 * s},${H * 0.92}v${20 * s}`, wood, 4 * s);
  plant(a, W * 0.9, H * 0.98, 0.75 * s, tone(T, C.terra), 'fan', T);
}

/** The quiz's five settings (quiz/<name>.svg): four of them are stay scenes at a chosen time of day. */
export const QUIZ: Record<string, (a: Art) => void> = {
  beach: (a) => sceneBeach(a, TIMES.golden, 0),
  mountain: (a) => sceneMountain(a, TIMES.noon, 1),
  forest: (a) => sceneForest(a, TIMES.mist, 1),
  urban: (a) => sceneUrban(a, TIMES.golden),
  countryside: (a) => sceneOlive(a, TIMES.noon, 1),
};
