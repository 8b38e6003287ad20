/** Rooms and the things in them: walls and floors, windows with a view, plants, candles, stones, towels, bowls. */
import { op, type Art } from './art';
import { D, lerp, n, poly, type Pt } from './numbers';
import { C, darken, lighten } from './palette';
import { pineRow } from './trees';
import { PROD } from './products/kinds';
import { cylG } from './products/still-life';
import { G } from './stays/colours';
import { drawRidge } from './terrain';
import { land, TIMES, tone, type Time } from './times';
import { circD, ellD, leafD } from './shapes';
import { leafFan } from './foliage';

export function room(a: Art, wall: string, floor: string, fy: number) {
  a.rect(
    0,
    0,
    a.w,
    fy,
    a.lin([
      [0, lighten(wall, 0.14)],
      [1, wall],
    ]),
  );
  a.rect(
    0,
    fy,
    a.w,
    a.h - fy,
    a.lin([
      [0, floor],
      [1, darken(floor, 0.14)],
    ]),
  );
  a.rect(0, fy - 4, a.w, 8, darken(wall, 0.12));
}

/** Window with a small landscape view. shape: 'arch' | 'round' | 'rect' */
export type WindowOptions = {
  shape?: 'arch' | 'round' | 'rect';
  frame?: string;
  /** The horizon's height in the window, 0 (top) .. 1. */
  horizon?: number;
  sunX?: number;
  sunY?: number;
  /** The sea under the sky, or (by default) hills with trees. */
  view?: 'sea' | 'hills';
  trees?: boolean;
  /** Frame width. */
  fw?: number;
  mullion?: boolean;
  sill?: boolean;
};

/** Window with a small landscape view. */
export function windowView(
  a: Art,
  x: number,
  y: number,
  w: number,
  h: number,
  T: Time,
  o: WindowOptions = {},
) {
  const shape = o.shape ?? 'arch';
  const d =
    shape === 'round'
      ? circD(x + w / 2, y + w / 2, w / 2)
      : shape === 'arch'
        ? D`M${x},${y + h}V${y + w / 2}a${w / 2},${w / 2} 0 0 1 ${w},0V${y + h}Z`
        : D`M${x},${y}h${w}v${h}h${-w}Z`;
  if (shape === 'round') h = w;
  const frame = o.frame ?? '#fbf8f3';
  a.add(`<g${a.clip(d)}>`);
  const hy = y + h * (o.horizon ?? 0.62);
  a.rect(
    x,
    y,
    w,
    hy - y + 4,
    a.lin([
      [0, T.sky[0]],
      [0.6, T.sky[1]],
      [1, T.sky[2]],
    ]),
  );
  const sx = x + w * (o.sunX ?? 0.62);
  const sy = lerp(y, hy, o.sunY ?? 0.6);
  a.circle(
    sx,
    sy,
    w * 0.3,
    a.rad([
      [0, T.glow, 0.6],
      [1, T.glow, 0],
    ]),
  );
  if (T.night)
    a.path(
      D`M${sx},${sy - w * 0.06}A${w * 0.06},${w * 0.06} 0 1 0 ${sx},${sy + w * 0.06}A${w * 0.08},${w * 0.08} 0 0 1 ${sx},${sy - w * 0.06}Z`,
      T.sun,
    );
  else a.circle(sx, sy, w * 0.07, T.sun);
  if (o.view === 'sea') {
    a.rect(
      x,
      hy,
      w,
      y + h - hy,
      a.lin([
        [0, T.sea[0]],
        [1, T.sea[1]],
      ]),
    );
    drawRidge(
      a,
      {
        base: hy + 2,
        amp: h * 0.06,
        x0: x - 10,
        x1: x + w * 0.5,
        step: w / 5,
        bottom: hy + 3,
        env: (xx: number) => Math.sin(((xx - x + 10) / (w * 0.5 + 10)) * Math.PI),
      },
      land(T, G.mid, 0.2),
    );
  } else {
    drawRidge(
      a,
      { base: hy, amp: h * 0.16, x0: x - 10, x1: x + w + 10, step: w / 5, noise: 0.9 },
      land(T, '#7f9296', 0.2),
    );
    const r = drawRidge(
      a,
      { base: hy + h * 0.12, amp: h * 0.1, x0: x - 10, x1: x + w + 10, step: w / 5 },
      land(T, G.deep, 0.5),
    );
    if (o.trees !== false)
      a.path(pineRow(a, r, x, x + w, w * 0.07, h * 0.06, h * 0.12, 1), land(T, G.deep, 0.5));
    drawRidge(
      a,
      { base: hy + h * 0.3, amp: h * 0.06, x0: x - 10, x1: x + w + 10, step: w / 4 },
      land(T, G.soft, 0.85),
    );
  }
  a.close();
  a.path(d, 'none', ` stroke="${frame}" stroke-width="${o.fw ?? 14}"`);
  if (shape !== 'round' && o.mullion !== false)
    a.stroke(D`M${x + w / 2},${y}V${y + h}M${x},${y + h * 0.5}H${x + w}`, frame, 6);
  if (o.sill !== false && shape !== 'round') a.rect(x - 20, y + h, w + 40, 14, darken(frame, 0.06));
  return { x, y, w, h };
}

export function beam(a: Art, pts: Pt[], o = 0.16) {
  a.path(
    poly(pts),
    a.lin([
      [0, '#ffffff', o],
      [1, '#ffffff', o * 0.3],
    ]),
  );
}

export function pot(a: Art, x: number, y: number, w: number, h: number, col: string) {
  a.path(D`M${x - w / 2},${y - h}h${w}l${-w * 0.12},${h}h${-w * 0.76}Z`, cylG(a, col));
  a.rect(x - w / 2 - 4, y - h - 8, w + 8, 14, darken(col, 0.08));
}

export function plant(
  a: Art,
  x: number,
  y: number,
  k: number,
  potCol: string,
  kind: 'fan' | 'tall' | 'round' = 'fan',
  T: Time = TIMES.noon,
) {
  const c1 = tone(T, C.sage);
  const c2 = tone(T, C.teal);
  if (kind === 'tall') {
    const ds: string[] = [];
    const ds2: string[] = [];
    for (let i = 0; i < 9; i++) {
      const ang = -90 + (i - 4) * 7 + a.r(-3, 3);
      (i % 2 ? ds : ds2).push(leafD(x + (i - 4) * 4 * k, y - 70 * k, a.r(170, 260) * k, 13 * k, ang, 0));
    }
    a.path(ds2.join(''), c2);
    a.path(ds.join(''), c1);
  } else if (kind === 'round') {
    const st: string[] = [];
    const lv: string[] = [];
    for (let i = 0; i < 9; i++) {
      const ang = ((-160 + i * 17.5) * Math.PI) / 180;
      const L = a.r(110, 170) * k;
      const ex = x + Math.cos(ang) * L;
      const ey = y - 70 * k + Math.sin(ang) * L;
      st.push(
        D`M${x},${y - 70 * k}Q${x + Math.cos(ang) * L * 0.4},${y - 70 * k + Math.sin(ang) * L * 0.8} ${ex},${ey}`,
      );
      lv.push(ellD(ex, ey, 26 * k, 20 * k));
    }
    a.stroke(st.join(''), c2, 3 * k);
    a.path(lv.join(''), c1);
  } else {
    leafFan(a, x, y - 70 * k, 9, 190 * k, 26 * k, 160, c1, c2, { bend: 0.25 });
  }
  pot(a, x, y, 110 * k, 80 * k, potCol);
}

export function prodAt(
  a: Art,
  kind: string,
  x: number,
  y: number,
  k: number,
  c: string,
  c2?: string,
  c3?: string,
) {
  a.add(`<g transform="translate(${n(x)} ${n(y)}) scale(${k})">`);
  PROD[kind]!(a, c, c2 ?? c, c3 ?? C.sage);
  a.close();
}

export function stones(a: Art, x: number, y: number, k: number) {
  const st: [dx: number, dy: number, rx: number, ry: number, col: string][] = [
    [0, 0, 120, 36, '#6d7774'],
    [6, -58, 94, 30, '#8d958f'],
    [-4, -108, 72, 26, '#5f6a67'],
    [4, -150, 50, 20, '#9aa19a'],
  ];
  for (const [dx, dy, rx, ry, col] of st) {
    a.ellipse(
      x + dx * k,
      y + (dy - ry) * k,
      rx * k,
      ry * k,
      a.lin([
        [0, lighten(col, 0.2)],
        [1, darken(col, 0.2)],
      ]),
    );
  }
}

export function towelRoll(a: Art, x: number, y: number, r: number, col: string) {
  a.circle(
    x,
    y,
    r,
    a.lin([
      [0, lighten(col, 0.12)],
      [1, darken(col, 0.12)],
    ]),
  );
  a.stroke(
    D`M${x},${y}m${-r * 0.15},0a${r * 0.15},${r * 0.15} 0 1 1 ${r * 0.3},0a${r * 0.35},${r * 0.35} 0 1 1 ${-r * 0.7},0a${r * 0.55},${r * 0.55} 0 1 1 ${r * 1.1},0a${r * 0.75},${r * 0.75} 0 1 1 ${-r * 1.5},0`,
    darken(col, 0.18),
    2.5,
    op(0.7),
  );
}

export function bowl(a: Art, x: number, y: number, w: number, h: number, col: string) {
  a.path(D`M${x - w / 2},${y - h}A${w / 2},${h} 0 0 0 ${x + w / 2},${y - h}Z`, cylG(a, col));
  a.ellipse(x, y - h, w / 2, h * 0.18, darken(col, 0.1));
}

export function steam(a: Art, x: number, y: number, h: number, col = '#ffffff', o = 0.5, w = 5) {
  a.stroke(
    D`M${x},${y}c${-h * 0.25},${-h * 0.3} ${h * 0.25},${-h * 0.5} 0,${-h}M${x + h * 0.3},${y - h * 0.1}c${-h * 0.2},${-h * 0.25} ${h * 0.2},${-h * 0.45} 0,${-h * 0.8}`,
    col,
    w,
    op(o),
  );
}

function flame(a: Art, x: number, y: number, k: number) {
  a.circle(
    x,
    y - 20 * k,
    60 * k,
    a.rad([
      [0, '#fbe3b4', 0.6],
      [1, '#fbe3b4', 0],
    ]),
  );
  a.path(
    D`M${x},${y - 40 * k}C${x + 12 * k},${y - 22 * k} ${x + 10 * k},${y - 2 * k} ${x},${y}C${x - 10 * k},${y - 2 * k} ${x - 12 * k},${y - 22 * k} ${x},${y - 40 * k}Z`,
    '#f4c27c',
  );
}

export function pillarCandle(a: Art, x: number, y: number, w: number, h: number, col = '#f3ead9') {
  a.rect(x - w / 2, y - h, w, h, cylG(a, col));
  a.ellipse(x, y - h, w / 2, w * 0.12, lighten(col, 0.3));
  flame(a, x, y - h - 4, w / 50);
}
