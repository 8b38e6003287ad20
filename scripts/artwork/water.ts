/** Water: a lake or the sea with ripples and the sun's glints. */
import { op, type Art } from './art';
import { D, lerp } from './numbers';
import type { Time } from './times';

export type WaterOptions = { ripples?: boolean; rippleCount?: number; glints?: boolean };

export function waterBody(a: Art, T: Time, y0: number, y1: number, o: WaterOptions = {}) {
  const W = a.w;
  const s = a.s;
  a.rect(
    -5,
    y0,
    W + 10,
    y1 - y0,
    a.lin([
      [0, T.sea[0]],
      [1, T.sea[1]],
    ]),
  );
  if (o.ripples !== false) {
    const rp: string[] = [];
    for (let i = 0; i < (o.rippleCount ?? 9); i++) {
      const y = lerp(y0, y1, Math.pow(a.r(0.05, 1), 1.4));
      const x = a.r(-0.1, 1) * W;
      const w = a.r(60, 220) * s * (0.5 + (y - y0) / (y1 - y0));
      rp.push(D`M${x},${y}h${w}`);
    }
    a.stroke(rp.join(''), '#ffffff', 2 * s, op(T.night ? 0.12 : 0.28));
  }
  const sun = a.sun;
  if (sun && o.glints !== false && sun.y < y0) {
    const g: string[] = [];
    const k = 9;
    for (let i = 0; i < k; i++) {
      const t = i / (k - 1);
      const y = y0 + 5 * s + Math.pow(t, 1.3) * (y1 - y0) * 0.55;
      const w = sun.r * (1.9 - t * 0.9) * a.r(0.5, 1.15);
      const x = sun.x - w / 2 + a.r(-6, 6) * s;
      g.push(D`M${x},${y}h${w}`);
    }
    a.stroke(g.join(''), T.sun, 4 * s, op(T.night ? 0.55 : 0.7));
  }
}
