/** Shapes as path data, for joining many into one path: circles, ellipses, leaves. */
import { D } from './numbers';

export function circD(cx: number, cy: number, r: number) {
  return D`M${cx - r},${cy}a${r},${r} 0 1 0 ${2 * r},0a${r},${r} 0 1 0 ${-2 * r},0`;
}

export function ellD(cx: number, cy: number, rx: number, ry: number) {
  return D`M${cx - rx},${cy}a${rx},${ry} 0 1 0 ${2 * rx},0a${rx},${ry} 0 1 0 ${-2 * rx},0`;
}

/** Lens shaped leaf from base along angle (deg), optional bend. */
export function leafD(x: number, y: number, len: number, wid: number, ang: number, bend = 0) {
  const t = (ang * Math.PI) / 180;
  const dx = Math.cos(t);
  const dy = Math.sin(t);
  const tx = x + dx * len;
  const ty = y + dy * len + bend * len;
  const mx = x + dx * len * 0.5;
  const my = y + dy * len * 0.5 + bend * len * 0.3;
  const nx = -dy * wid;
  const ny = dx * wid;
  return D`M${x},${y}Q${mx + nx},${my + ny} ${tx},${ty}Q${mx - nx},${my - ny} ${x},${y}Z`;
}
