/** The home page's hero (a lakeside pavilion at dawn, also the social card), and the runner and table top that other pictures reuse. */
import { op, type Art } from '../art';
import { pavilion } from '../buildings';
import { birds } from '../figures';
import { clamp, D, n } from '../numbers';
import { darken, lighten, mix } from '../palette';
import { pineD, pineRow } from '../trees';
import { G } from '../stays/colours';
import { drawRidge, mist, mountains, ridge, type MountainOptions } from '../terrain';
import { land, tone, type Time } from '../times';
import { cloud, drawSky } from '../sky';
import { waterBody } from '../water';

export function runner(a: Art, x: number, y: number, k: number, col: string) {
  a.stroke(
    D`M${x},${y - 92 * k}L${x - 8 * k},${y - 46 * k}M${x - 8 * k},${y - 46 * k}L${x + 22 * k},${y - 22 * k}L${x + 14 * k},${y}M${x - 8 * k},${y - 46 * k}L${x - 30 * k},${y - 20 * k}L${x - 52 * k},${y - 26 * k}M${x - 2 * k},${y - 84 * k}L${x + 22 * k},${y - 64 * k}L${x + 36 * k},${y - 80 * k}M${x - 2 * k},${y - 82 * k}L${x - 26 * k},${y - 66 * k}L${x - 34 * k},${y - 48 * k}`,
    col,
    11 * k,
  );
  a.circle(x + 4 * k, y - 108 * k, 11 * k, col);
}

export function sceneHero(a: Art, T: Time) {
  const W = a.w;
  const H = a.h;
  const s = a.s;
  const hy = H * 0.64;
  drawSky(a, T, hy, { sunX: W * 0.74, sunY: hy * 0.66, clouds: 0, streaks: false });
  cloud(a, W * 0.52, hy * 0.42, 260 * s, T.cloud, 0.5);
  a.rrect(W * 0.56, hy * 0.78, 380 * s, 5 * s, 2.5 * s, T.cloud, op(0.5));
  a.lightLeft = false;
  const m1x = W * 0.42;
  const startIdx = a.b.length;
  const mtn = (_col: string | null, o: MountainOptions) => mountains(a, T, o);
  const snow = mix('#f7f4ef', T.tone, 0.1);
  mtn(null, {
    base: hy,
    bottom: hy + 2 * s,
    x0: m1x,
    x1: W + 80 * s,
    startY: hy,
    top: H * 0.22,
    low: H * 0.36,
    count: 4,
    color: land(T, '#5f7d86', 0.42),
    snow,
    snowLine: H * 0.36,
    lightLeft: false,
    peakY: (i) => [H * 0.36, H * 0.22, H * 0.27, H * 0.34][i]!,
  });

  drawRidge(
    a,
    {
      base: hy + 2 * s,
      amp: 30 * s,
      x0: -30,
      x1: W + 30,
      step: 140 * s,
      bottom: hy + 3 * s,
      env: (x) => clamp(x / (W * 0.4), 0.1, 1),
    },
    land(T, '#6f8790', 0.12),
  );
  const fr = ridge(a, {
    base: hy + 3 * s,
    amp: 50 * s,
    x0: W * 0.55,
    x1: W + 30,
    step: 70 * s,
    bottom: hy + 4 * s,
    env: (x) => clamp((x - W * 0.55) / (W * 0.15), 0, 1),
  });
  const fc = land(T, G.deep, 0.45);
  a.path(fr.d + pineRow(a, fr, W * 0.6, W + 20, 22 * s, 26 * s, 52 * s, 2), fc);
  a.b.splice(startIdx, 0, '<g id="rf">');
  a.close();
  waterBody(a, T, hy + 2 * s, H, { rippleCount: 7 });
  a.add(`<use href="#rf" transform="matrix(1 0 0 -1 0 ${n(2 * hy + 4 * s)})"${op(0.25)}/>`);
  mist(a, hy - 34 * s, 70 * s, T.haze, 0.75);
  // pavilion on a small deck over the water
  const px = W * 0.8;
  const py = hy + 58 * s;
  const posts = [];
  for (let i = -2; i <= 2; i++) posts.push(D`M${px + i * 60 * s},${py}v${26 * s}`);
  a.stroke(posts.join(''), tone(T, '#5a4636'), 5 * s);
  a.rect(px - 200 * s, py - 4 * s, 400 * s, 8 * s, tone(T, '#8a6a50'));
  pavilion(a, T, px + 40 * s, py - 4 * s, 0.85 * s, { mat: true });
  a.add(`<g transform="matrix(1 0 0 -1 0 ${n(2 * py + 36 * s)})"${op(0.12)}>`);
  pavilion(a, T, px + 40 * s, py - 4 * s, 0.85 * s, { mat: false });
  a.close();
  // foreground reeds and pines on the right
  const rd = [];
  for (let i = 0; i < 26; i++) {
    const x = W * (i < 10 ? a.r(0.0, 0.14) : a.r(0.86, 1.0));
    const h = a.r(50, 130) * s;
    rd.push(D`M${x},${H + 4}q${a.r(-6, 6) * s},${-h * 0.6} ${a.r(-14, 14) * s},${-h}`);
  }
  a.stroke(rd.join(''), land(T, G.deep, 0.9), 3 * s, op(0.8));
  a.path(pineD(W * 0.965, H + 20 * s, H * 0.5, 70 * s, 5, 10 * s), land(T, G.deep, 1));
  birds(a, W * 0.62, hy * 0.3, darken(T.sky[0], 0.4), 3);
}

export function flatTable(a: Art, col: string) {
  a.rect(
    0,
    0,
    a.w,
    a.h,
    a.lin(
      [
        [0, lighten(col, 0.06)],
        [1, darken(col, 0.06)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  const g = [];
  for (let y = 60; y < a.h; y += 130)
    g.push(D`M0,${y}C${a.w * 0.3},${y + 10} ${a.w * 0.6},${y - 12} ${a.w},${y + 4}`);
  a.stroke(g.join(''), darken(col, 0.12), 2, op(0.35));
}
