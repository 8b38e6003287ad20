/** One product still-life (product-01 .. product-30): a backdrop, a floor or plinth, the product and its shadow. */
import { Art, op } from '../art';
import { C, darken, hex2rgb, INK, lighten, mix } from '../palette';
import { PROD } from './kinds';
import { softShadow } from './still-life';
import { leafFan } from '../foliage';

const PRODUCT_KINDS = [
  'bottle',
  'pouch',
  'mat',
  'roller',
  'dumbbells',
  'bands',
  'waterBottle',
  'tumbler',
  'tshirt',
  'leggings',
  'hoodie',
  'snackBars',
  'nutButter',
  'teaTin',
  'duffel',
  'pouchZip',
  'watch',
  'earbuds',
  'massageGun',
  'sleepMask',
  'oilBottle',
  'bathSalts',
  'jumpRope',
  'blocks',
  'cushion',
  'sunglasses',
  'travelPillow',
  'granola',
  'candle',
  'kettlebell',
];

const PRODUCT_COLORS = [
  C.sage,
  C.terra,
  C.blue,
  C.teal,
  C.ochre,
  C.rose,
  '#8a7b68',
  C.terraL,
  '#3c4a45',
  C.sageL,
];

const BACKDROPS = ['#f1eadf', '#f4d5c2', '#dce8e1', '#e8e4dc', '#e3e9ec', '#f3e6cf', '#efdcdc', '#e9e1d6'];

const lum = (c: string) => {
  const [r, g, b] = hex2rgb(c) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

export function productArt(i: number) {
  const key = `product-${String(i + 1).padStart(2, '0')}`;
  const a = new Art(800, 800, key);
  const kind = PRODUCT_KINDS[i % PRODUCT_KINDS.length]!;
  const c = PRODUCT_COLORS[(i * 3) % PRODUCT_COLORS.length]!;
  const c2 = PRODUCT_COLORS[(i * 3 + 4) % PRODUCT_COLORS.length]!;
  const c3 = PRODUCT_COLORS[(i * 3 + 7) % PRODUCT_COLORS.length]!;
  let bg = BACKDROPS[(i * 5) % BACKDROPS.length]!;
  for (let k = 1; Math.abs(lum(bg) - lum(c)) < 45 && k < BACKDROPS.length; k++)
    bg = BACKDROPS[(i * 5 + k) % BACKDROPS.length]!;
  const hanging = ['tshirt', 'leggings', 'hoodie'].includes(kind);
  const style = hanging ? 1 : i % 3;
  const floorY = style === 2 ? 660 : 600;
  a.rect(
    0,
    0,
    800,
    800,
    a.lin([
      [0, lighten(bg, 0.25)],
      [1, bg],
    ]),
  );
  if (a.chance(0.5)) {
    // window light falling across the wall
    a.path('M470,0H640L380,' + floorY + 'H210Z', '#ffffff', op(0.16));
  }
  if (style === 0) a.path('M200,' + floorY + 'V300A200,200 0 0 1 600,300V' + floorY + 'Z', mix(bg, c, 0.1));
  if (style === 1) a.circle(400, 350, 250, lighten(bg, 0.45));
  a.rect(
    0,
    floorY,
    800,
    800 - floorY,
    a.lin([
      [0, darken(bg, 0.06)],
      [1, darken(bg, 0.12)],
    ]),
  );
  a.rect(0, floorY, 800, 3, '#ffffff', op(0.35));
  // leaf shadow in a corner
  if (i % 4 === 1) leafFan(a, 40, 260, 7, 260, 40, 120, INK, INK, { center: -60 });
  if (i % 4 === 1) a.b[a.b.length - 1] = a.b[a.b.length - 1]!.replace('/>', ' opacity=".05"/>');
  if (i % 4 === 1) a.b[a.b.length - 2] = a.b[a.b.length - 2]!.replace('/>', ' opacity=".05"/>');
  let by = 640;
  let k = 1;
  if (style === 2) {
    // plinth
    a.rect(
      190,
      570,
      420,
      130,
      a.hlin([
        [0, darken(bg, 0.05)],
        [0.3, lighten(bg, 0.35)],
        [1, darken(bg, 0.12)],
      ]),
    );
    softShadow(a, 400, 700, 260, 26, 0.25);
    a.rect(
      190,
      570,
      420,
      130,
      a.hlin([
        [0, darken(bg, 0.05)],
        [0.3, lighten(bg, 0.35)],
        [1, darken(bg, 0.12)],
      ]),
    );
    a.ellipse(400, 570, 210, 34, lighten(bg, 0.5));
    by = 574;
    k = 0.82;
  }
  a.add(`<g transform="translate(400 ${by})${k !== 1 ? ` scale(${k})` : ''}">`);
  const w = PROD[kind]!(a, c, c2, c3);
  a.close();
  // shadow goes under the product: insert before the product group
  if (!w) return { key, a };
  const shadowA = new Art(800, 800, key + 's');
  softShadow(shadowA, 400, by + 2, w * 1.25 * k, 26 * k, 0.3);
  a.b.splice(
    a.b.length -
      1 -
      a.b
        .slice()
        .reverse()
        .findIndex((x) => x.startsWith('<g transform="translate(400')),
    0,
    ...shadowA.b.map((x) => x.replace(/url\(#g0\)/, 'url(#' + 'SHD' + ')')),
  );
  const shd = a.rad([
    [0, INK, 0.3],
    [0.6, INK, 0.135],
    [1, INK, 0],
  ]);
  a.b = a.b.map((x) => x.replace('url(#SHD)', shd));
  return { key, a };
}
