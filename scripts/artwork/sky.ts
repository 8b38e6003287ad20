/** The sky: its gradient, the sun or moon, glow, stars, clouds and streaks. */
import { op, type Art } from './art';
import { D } from './numbers';
import type { Time } from './times';

export type SkyOptions = {
  sunX?: number;
  sunY?: number;
  sunR?: number;
  sunScale?: number;
  stars?: number;
  /** false: no sun (nor moon). */
  sun?: boolean;
  crescent?: boolean;
  clouds?: number;
  streaks?: boolean;
};

export function cloud(a: Art, x: number, y: number, w: number, color: string, o: number) {
  const k = a.ri(3, 5);
  const seg = w / k;
  let d = D`M${x},${y}`;
  let cx = x;
  for (let i = 0; i < k; i++) {
    const rr = seg * (0.55 + 0.55 * Math.sin((Math.PI * (i + 0.5)) / k)) * a.r(0.85, 1.1);
    d += D`A${rr},${rr} 0 0 1 ${cx + seg},${y}`;
    cx += seg;
  }
  a.path(d + 'Z', color, op(o));
}

/** Sky with gradient, sun or moon, glow, clouds and stars. Sets a.sun. */
export function drawSky(a: Art, T: Time, hy: number, o: SkyOptions = {}) {
  const W = a.w;
  const s = a.s;
  a.rect(
    0,
    0,
    W,
    hy + 6 * s,
    a.lin([
      [0, T.sky[0]],
      [0.58, T.sky[1]],
      [1, T.sky[2]],
    ]),
  );
  const sx = o.sunX ?? a.r(0.25, 0.75) * W;
  const sy = o.sunY ?? hy * a.r(T.sunYf[0], T.sunYf[1]);
  const sr = (o.sunR ?? T.sunR) * s * (o.sunScale ?? 1);
  a.sun = { x: sx, y: sy, r: sr };
  a.lightLeft = sx < W / 2;
  if (T.hglow)
    a.ellipse(
      sx,
      hy,
      W * 0.7,
      hy * 0.45,
      a.rad([
        [0, T.glow, 0.55],
        [1, T.glow, 0],
      ]),
    );
  if (T.night) {
    const st: string[] = [];
    const count = o.stars ?? 30;
    for (let i = 0; i < count; i++) {
      const x = a.r(0, W);
      const y = a.r(0, hy * 0.75);
      const r = a.r(0.7, 1.9) * Math.max(s, 0.7);
      st.push(D`M${x - r},${y}a${r},${r} 0 1 0 ${2 * r},0a${r},${r} 0 1 0 ${-2 * r},0`);
    }
    a.path(st.join(''), '#f1eadf', op(0.75));
  }
  if (o.sun !== false) {
    a.circle(
      sx,
      sy,
      sr * 4.2,
      a.rad([
        [0, T.glow, T.night ? 0.35 : 0.55],
        [0.35, T.glow, 0.16],
        [1, T.glow, 0],
      ]),
    );
    if (T.night && o.crescent !== false && a.chance(0.6)) {
      a.path(
        D`M${sx},${sy - sr}A${sr},${sr} 0 1 0 ${sx},${sy + sr}A${sr * 1.3},${sr * 1.3} 0 0 1 ${sx},${sy - sr}Z`,
        T.sun,
      );
    } else {
      a.circle(sx, sy, sr, T.sun, T.sunOp ? op(T.sunOp) : '');
    }
  }
  const nc = o.clouds ?? a.ri(1, 3);
  for (let i = 0; i < nc; i++) {
    const cw = a.r(160, 320) * s;
    const cx = ((i + a.r(0.1, 0.7)) / nc) * W - cw / 2;
    const cy = a.r(0.18, 0.62) * hy;
    cloud(a, cx, cy, cw, T.cloud, a.r(0.45, 0.75));
  }
  if (o.streaks !== false && (T.hglow || a.chance(0.4))) {
    for (let i = 0; i < 2; i++) {
      const w = a.r(200, 420) * s;
      a.rrect(a.r(-0.1, 0.8) * W, hy * a.r(0.55, 0.85), w, 5 * s, 2.5 * s, T.cloud, op(0.5));
    }
  }
}
