/** One SVG picture being drawn: its seeded randomness, its gradients and clip paths, and its elements. */
import { n, n2, setPrecision } from './numbers';
import { hashStr, mulberry32 } from './random';

/** A gradient stop: a colour (stops spread evenly), or [offset, colour] with an optional opacity. */
export type Stop = string | [offset: number, color: string, opacity?: number];

export class Art {
  w: number;
  h: number;
  /** The picture's scale against a 1200 px wide scene. */
  s: number;
  rng: () => number;
  defs: string[] = [];
  /** Gradient markup -> its id, so that each gradient is defined once. */
  dk = new Map<string, string>();
  /** The elements, in drawing order. */
  b: string[] = [];
  cid?: number;
  /** Where drawSky put the sun (water glints and shading follow it). */
  sun?: { x: number; y: number; r: number };
  lightLeft?: boolean;

  constructor(w: number, h: number, key: string) {
    this.w = w;
    this.h = h;
    this.rng = mulberry32(hashStr(key));
    this.s = w / 1200;
    setPrecision(w <= 100 ? 10 : 1);
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rng();
  }
  ri(a: number, b: number) {
    return Math.floor(this.r(a, b + 1 - 1e-9));
  }
  pick<T>(arr: readonly T[]): T {
    return arr[Math.floor(this.rng() * arr.length)]!;
  }
  chance(p: number) {
    return this.rng() < p;
  }
  _grad(tag: string, attrs: string, stops: Stop[]) {
    const list = stops.map((s, i): Exclude<Stop, string> =>
      typeof s === 'string' ? [i / (stops.length - 1), s] : s,
    );
    const st = list
      .map(
        ([o, c, op]) =>
          `<stop offset="${n2(o)}" stop-color="${c}"${op !== undefined && op !== 1 ? ` stop-opacity="${n2(op)}"` : ''}/>`,
      )
      .join('');
    const key = tag + attrs + st;
    if (!this.dk.has(key)) {
      const id = 'g' + this.dk.size.toString(36);
      this.dk.set(key, id);
      this.defs.push(`<${tag} id="${id}"${attrs}>${st}</${tag}>`);
    }
    return `url(#${this.dk.get(key)!})`;
  }
  /** vertical by default */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1) {
    return this._grad('linearGradient', ` x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"`, stops);
  }
  hlin(stops: Stop[]) {
    return this.lin(stops, 0, 0, 1, 0);
  }
  rad(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5) {
    const a = cx === 0.5 && cy === 0.5 && r === 0.5 ? '' : ` cx="${cx}" cy="${cy}" r="${r}"`;
    return this._grad('radialGradient', a, stops);
  }
  def(s: string) {
    this.defs.push(s);
  }
  clip(d: string) {
    this.cid = (this.cid || 0) + 1;
    this.defs.push(`<clipPath id="c${this.cid}"><path d="${d}"/></clipPath>`);
    return ` clip-path="url(#c${this.cid})"`;
  }
  add(s: string) {
    this.b.push(s);
    return this;
  }
  path(d: string, fill: string, extra = '') {
    return this.add(`<path d="${d}" fill="${fill}"${extra}/>`);
  }
  stroke(d: string, color: string, w: number, extra = '') {
    return this.add(`<path d="${d}" fill="none" stroke="${color}" stroke-width="${n2(w)}"${extra}/>`);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = '') {
    return this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`,
    );
  }
  rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = '') {
    return this.add(
      `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${extra}/>`,
    );
  }
  circle(cx: number, cy: number, r: number, fill: string, extra = '') {
    return this.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') {
    return this.add(
      `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`,
    );
  }
  open(attrs: string) {
    return this.add(`<g${attrs}>`);
  }
  close() {
    return this.add('</g>');
  }
  toString() {
    const defs = this.defs.length ? `<defs>${this.defs.join('')}</defs>` : '';
    const par = this.w > 100 ? ' preserveAspectRatio="xMidYMid slice"' : '';
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="0 0 ${this.w} ${this.h}"${par} stroke-linecap="round" stroke-linejoin="round">${defs}${this.b.join('')}</svg>\n`;
  }
}

export const op = (o: number) => ` opacity="${n2(o)}"`;
