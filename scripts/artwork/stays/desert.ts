/** Stay scene: a desert spa, adobe houses among dunes with agaves. */
import { op, type Art } from '../art';
import { glass } from '../buildings';
import { D, lerp, type Pt } from '../numbers';
import { darken, INK, lighten } from '../palette';
import { palm } from '../trees';
import { drawRidge } from '../terrain';
import { land, tone, type Time } from '../times';
import { drawSky } from '../sky';
import { leafD } from '../shapes';

/** A layer of dunes: smooth humps, each with a sweeping crest line and shaded lee face. */
function dunes(a: Art, T: Time, base: number, amp: number, color: string, count: number) {
  const W = a.w;
  const s = a.s;
  const lee = a.lightLeft ? 1 : -1;
  const bottom = a.h + 10;
  a.rect(-10, base - 2 * s, W + 20, bottom - base, color);
  const crests: Pt[] = [];
  const shade = darken(color, 0.35);
  const hump = a.lin([
    [0, lighten(color, 0.16)],
    [1, color],
  ]);
  for (let i = 0; i < count; i++) {
    const cx = lerp(-0.05, 1.05, (i + a.r(0.25, 0.75)) / count) * W;
    const cy = base - amp * a.r(0.55, 1);
    const wl = a.r(260, 420) * s;
    const wr = a.r(140, 220) * s;
    crests.push([cx, cy]);
    const X = (x: number) => cx + lee * (x - cx);
    a.path(
      D`M${X(cx - wl)},${base + 1}C${X(cx - wl * 0.45)},${base} ${X(cx - wl * 0.3)},${cy} ${cx},${cy}C${X(cx + wr * 0.3)},${cy} ${X(cx + wr * 0.55)},${base} ${X(cx + wr)},${base + 1}Z`,
      hump,
    );
    a.path(
      D`M${cx},${cy}C${X(cx + wr * 0.3)},${cy} ${X(cx + wr * 0.55)},${base} ${X(cx + wr)},${base}H${X(cx + wr * 0.22)}C${X(cx + wr * 0.1)},${base - 4 * s} ${X(cx + wr * 0.02)},${lerp(cy, base, 0.45)} ${cx},${cy}Z`,
      shade,
      op(0.5),
    );
  }
  return (x: number) => {
    let y = base;
    for (const [cx, cy] of crests) {
      const d = Math.abs(x - cx) / (200 * s);
      if (d < 1) y = Math.min(y, lerp(cy, base, d * d));
    }
    return y;
  };
}

function adobe(a: Art, T: Time, x: number, y: number, s: number, o: { wall?: string; pool?: boolean } = {}) {
  const wall = tone(T, o.wall ?? '#e6c7a4');
  const wall2 = darken(wall, 0.12);
  const win = glass(T);
  const blocks: [dx: number, h: number, w: number, unused: number][] = [
    [-170, 70, 110, 70],
    [-70, 120, 150, 120],
    [80, 90, 120, 90],
    [-20, 170, 80, 50],
  ];
  a.ellipse(x - 20 * s, y + 2 * s, 240 * s, 14 * s, INK, op(0.12));
  for (const [dx, h, w] of blocks) {
    const bx = x + dx * s;
    const by = y - h * s;
    a.rrect(bx, by, w * s, h * s + 2 * s, 6 * s, wall);
    a.rect(bx + w * s - 14 * s, by + 4 * s, 14 * s, h * s - 2 * s, wall2, op(0.8));
    a.rect(bx - 4 * s, by - 4 * s, w * s + 8 * s, 8 * s, lighten(wall, 0.15));
  }
  const arch = (ax: number, ay: number, w: number, h: number, c: string) =>
    a.path(D`M${ax},${ay}v${-h + w / 2}a${w / 2},${w / 2} 0 0 1 ${w},0v${h - w / 2}Z`, c);
  arch(x - 20 * s, y, 36 * s, 64 * s, darken(win, 0.1));
  arch(x - 140 * s, y - 22 * s, 22 * s, 30 * s, win);
  arch(x + 110 * s, y - 40 * s, 22 * s, 30 * s, win);
  arch(x + 150 * s, y - 40 * s, 22 * s, 30 * s, win);
  arch(x + 30 * s, y - 80 * s, 22 * s, 30 * s, win);
  // vigas
  // plunge pool
  if (o.pool !== false) {
    a.path(D`M${x - 200 * s},${y + 24 * s}h${300 * s}l${30 * s},${30 * s}h${-360 * s}Z`, tone(T, '#7fb1ad'));
    a.path(D`M${x - 200 * s},${y + 24 * s}h${300 * s}l${3 * s},${4 * s}h${-306 * s}Z`, lighten(wall, 0.2));
  }
}

function agave(a: Art, x: number, y: number, h: number, col: string) {
  const ds = [];
  for (let i = 0; i < 9; i++) {
    const ang = -170 + (160 * i) / 8;
    ds.push(leafD(x, y, h * (1 - Math.abs(i - 4) * 0.12), h * 0.09, ang, 0.05));
  }
  a.path(ds.join(''), col);
}

export function sceneDesert(a: Art, T: Time, v: number) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.58;
  drawSky(a, T, hy, { sunX: W * a.r(0.2, 0.8), clouds: a.ri(0, 1) });
  // mesas
  const mx = W * a.r(0.05, 0.5);
  a.path(
    D`M${mx},${hy + 4 * s}L${mx + 40 * s},${hy - 70 * s}H${mx + 260 * s}L${mx + 300 * s},${hy - 40 * s}H${mx + 380 * s}L${mx + 420 * s},${hy + 4 * s}Z`,
    land(T, '#b98a6a', 0.12),
  );
  drawRidge(a, { base: hy + 6 * s, amp: 24 * s, step: 140 * s }, land(T, '#c99a74', 0.3));
  dunes(a, T, H * 0.64, 70 * s, land(T, '#d7ad86', 0.45), 4);
  dunes(a, T, H * 0.78, 100 * s, land(T, '#ddb38b', 0.7), 3);
  const near = dunes(a, T, H * 0.95, 80 * s, land(T, '#e4bd95', 0.95), 3);
  const ax = W * (v % 2 ? 0.35 : 0.6);
  adobe(a, T, ax, H * 0.86, 1.1 * s, { wall: v % 2 ? '#d69e78' : '#dcae86' });
  void near;
  const pc = land(T, '#4f6f5a', 1);
  palm(a, ax - 220 * s, H * 0.92, 300 * s, -30 * s, pc, tone(T, '#8a6f56'));
  palm(a, ax + 250 * s, H * 0.93, 250 * s, 24 * s, pc, tone(T, '#8a6f56'));
  agave(a, W * 0.1, H * 0.98, 90 * s, land(T, '#6f8f7f', 1));
  agave(a, W * 0.9, H * 1.0, 70 * s, land(T, '#6f8f7f', 1));
}
