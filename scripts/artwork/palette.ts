/** Colours: the site's palette, and mixing them ('#rrggbb' strings). */
import { clamp } from './numbers';

export const hex2rgb = (h: string) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16));

const rgb2hex = (c: number[]) =>
  '#' + c.map((v) => clamp(Math.round(v), 0, 255).toString(16).padStart(2, '0')).join('');

export function mix(a: string, b: string, t: number) {
  const A = hex2rgb(a);
  const B = hex2rgb(b);
  return rgb2hex(A.map((v, i) => v + (B[i]! - v) * t));
}

export const INK = '#1f2a26';

export const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

export const darken = (c: string, t: number) => mix(c, INK, t);

export const C = {
  teal: '#2f5d50',
  sage: '#4e7f6f',
  sageL: '#a8c3b5',
  sageXL: '#dce8e1',
  terra: '#c8724a',
  terraL: '#e3a37f',
  terraXL: '#f4d5c2',
  cream: '#faf7f2',
  linen: '#f1eadf',
  sand: '#e2d6c3',
  taupe: '#8a7b68',
  ink: INK,
  blue: '#6c8ea4',
  ochre: '#d4a84f',
  rose: '#c98b8b',
};
