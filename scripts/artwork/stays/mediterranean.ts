/** Stay scene: a white village on a Mediterranean cliff above the sea. */
import { op, type Art } from '../art';
import { D, lerp, type Pt } from '../numbers';
import { C, darken, INK, lighten, mix } from '../palette';
import { G } from './colours';
import { drawRidge, smoothD, yAtFn } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';
import { circD, ellD } from '../shapes';

function whiteHouse(
  a: Art,
  T: Time,
  x: number,
  y: number,
  w: number,
  h: number,
  o: { door?: boolean; dome?: boolean } = {},
) {
  const s = a.s;
  const white = tone(T, '#f6f1e8');
  const side = mix(white, T.night ? '#1b2a36' : '#b8c4cc', 0.45);
  const dpt = w * 0.3;
  a.path(D`M${x + w},${y - h}l${dpt},${-dpt * 0.35}V${y - dpt * 0.35}L${x + w},${y}Z`, side);
  a.rect(x, y - h, w, h, white);
  a.path(D`M${x},${y - h}l${dpt},${-dpt * 0.35}h${w}l${-dpt},${dpt * 0.35}Z`, lighten(white, 0.4));
  const win = T.lit ? T.lit : tone(T, C.blue);
  if (o.door)
    a.path(D`M${x + w * 0.35},${y}v${-h * 0.4}a${w * 0.1},${w * 0.1} 0 0 1 ${w * 0.2},0v${h * 0.4}Z`, win);
  else a.rect(x + w * 0.3, y - h * 0.62, w * 0.22, h * 0.26, win);
  if (o.dome) {
    const dr = w * 0.28;
    const dx = x + w * 0.5 + dpt * 0.5;
    const dy = y - h - dpt * 0.18;
    a.rect(dx - dr * 0.7, dy - dr * 0.35, dr * 1.4, dr * 0.4, white);
    a.path(D`M${dx - dr},${dy - dr * 0.3}a${dr},${dr} 0 0 1 ${2 * dr},0Z`, tone(T, C.blue));
    a.stroke(
      D`M${dx},${dy - dr * 1.3}v${-dr * 0.5}M${dx - dr * 0.2},${dy - dr * 1.6}h${dr * 0.4}`,
      tone(T, '#f6f1e8'),
      2 * s,
    );
  }
}

export function sceneMed(a: Art, T: Time) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.5;
  drawSky(a, T, hy, { sunX: W * a.r(0.12, 0.4) });
  const seaT: Time = { ...T, sea: [mix(T.sea[0], '#9db8c6', 0.5), mix(T.sea[1], '#3f6a85', 0.55)] };
  waterBody(a, seaT, hy, H);
  const ix = W * a.r(0.1, 0.3);
  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 36 * s,
      x0: ix,
      x1: ix + 320 * s,
      step: 40 * s,
      noise: 0.3,
      bottom: hy + 3 * s,
      env: (x) => Math.sin(((x - ix) / (320 * s)) * Math.PI),
    },
    land(T, '#8a8a78', 0.1),
  );
  // sailboat
  const bx = W * a.r(0.15, 0.35);
  const by = H * 0.68;
  a.path(D`M${bx - 40 * s},${by}h${80 * s}l${-12 * s},${12 * s}h${-56 * s}Z`, tone(T, '#f6f1e8'));
  a.path(D`M${bx},${by - 4 * s}V${by - 100 * s}L${bx + 44 * s},${by - 6 * s}Z`, tone(T, '#fbf7f0'));
  a.path(D`M${bx - 4 * s},${by - 6 * s}V${by - 80 * s}L${bx - 36 * s},${by - 6 * s}Z`, tone(T, '#ebe2d4'));
  a.stroke(D`M${bx - 30 * s},${by + 18 * s}h${60 * s}`, '#ffffff', 2 * s, op(0.4));
  // cliff on the right
  const rock = land(T, '#c9a47e', 0.85);
  const cl = W * 0.48;
  const top: Pt[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = lerp(cl + 40 * s, W + 20, i / 8);
    top.push([x, H * 0.46 - Math.pow(i / 8, 0.6) * H * 0.18 + a.r(-10, 10) * s]);
  }
  a.path(
    D`M${cl},${H + 5}L${cl + 10 * s},${H * 0.75}L${cl - 10 * s},${H * 0.62}L${cl + 30 * s},${H * 0.5}` +
      smoothD(top, false) +
      `L${W + 20},${H + 5}Z`,
    rock,
  );
  a.path(
    D`M${cl},${H + 5}L${cl + 10 * s},${H * 0.75}L${cl - 10 * s},${H * 0.62}L${cl + 30 * s},${H * 0.5}L${cl + 80 * s},${H * 0.55}L${cl + 60 * s},${H * 0.7}L${cl + 90 * s},${H + 5}Z`,
    INK,
    op(0.18),
  );
  const strata = [];
  for (let i = 0; i < 6; i++) {
    const y = H * (0.62 + i * 0.06);
    strata.push(D`M${cl + a.r(20, 80) * s},${y}q${120 * s},${-14 * s} ${a.r(200, 360) * s},${-6 * s}`);
  }
  a.stroke(strata.join(''), darken(rock, 0.25), 2.5 * s, op(0.35));
  // foam at the foot
  a.stroke(
    D`M${cl - 60 * s},${H * 0.99}q${30 * s},${-10 * s} ${60 * s},0M${cl - 30 * s},${H * 0.9}q${20 * s},${-8 * s} ${40 * s},0`,
    '#ffffff',
    3 * s,
    op(0.5),
  );
  // white village stepping down the cliff
  const yTop = yAtFn(top);
  const houses: [x: number, w: number][] = [];
  let x = cl + 60 * s;
  while (x < W) {
    const w = a.r(70, 120) * s;
    houses.push([x, w]);
    x += w * a.r(0.8, 1.1);
  }
  const domeIdx = a.ri(1, Math.max(1, houses.length - 2));
  const low = (x0: number, x1: number) => Math.max(yTop(x0), yTop((x0 + x1) / 2), yTop(x1));
  const spots: Pt[] = [];
  // second row lower first (behind the cliff edge visually it is in front, so draw after)
  houses.forEach(([hx, w], i) => {
    const gy = low(hx, hx + w * 1.3) + 14 * s;
    const h = a.r(60, 100) * s;
    whiteHouse(a, T, hx, gy, w, h, { dome: i === domeIdx, door: i % 3 === 1 });
    if (i % 2 === 0) spots.push([hx + w, gy - 8 * s]);
  });
  for (let i = 0; i < houses.length - 1; i += 2) {
    const [hx, w] = houses[i]!;
    const gy = low(hx + w * 0.5, hx + w * 1.6) + 96 * s;
    whiteHouse(a, T, hx + w * 0.5, gy, w * 0.9, a.r(60, 76) * s, { door: true });
    spots.push([hx + w * 0.5, gy - 4 * s]);
  }
  // bougainvillea clusters climbing the walls
  const leaves: string[] = [];
  const bloom: string[] = [];
  spots.slice(0, 4).forEach(([bx, by]) => {
    leaves.push(ellD(bx, by - 14 * s, 26 * s, 18 * s), ellD(bx + 12 * s, by - 34 * s, 16 * s, 14 * s));
    for (let k = 0; k < 6; k++) bloom.push(circD(bx + a.r(-22, 24) * s, by - a.r(8, 44) * s, a.r(4, 7) * s));
  });
  a.path(leaves.join(''), land(T, G.mid, 0.95));
  a.path(bloom.join(''), tone(T, C.rose));
}
