/** Buildings of the stay scenes: stilt bungalows, a lodge, an A-frame cabin and a yoga pavilion. */
import { op, type Art } from './art';
import { seated } from './figures';
import { D } from './numbers';
import { C, darken, INK, lighten } from './palette';
import { tone, type Time } from './times';

/** Window glass: lit at night and dusk, otherwise a tinted dark. */
export function glass(T: Time) {
  return T.lit ? T.lit : tone(T, '#48635e');
}

export function bungalow(
  a: Art,
  T: Time,
  x: number,
  y: number,
  s: number,
  o: { wood?: string; roof?: string; stilt?: number; deep?: number } = {},
) {
  const wood = tone(T, o.wood ?? '#a47e5e');
  const woodD = darken(wood, 0.3);
  const roof = tone(T, o.roof ?? '#d8b98a');
  const win = glass(T);
  const st = (o.stilt ?? 24) * s;
  const stl: string[] = [];
  for (const dx of [-58, -20, 20, 58])
    stl.push(
      D`M${x + dx * s - 3 * s},${y - st - 4 * s}h${6 * s}v${st + 4 * s + (o.deep ?? 0) * s}h${-6 * s}Z`,
    );
  a.path(stl.join(''), woodD);
  a.rect(x - 76 * s, y - st - 8 * s, 152 * s, 8 * s, woodD);
  a.rect(x - 52 * s, y - st - 64 * s, 104 * s, 57 * s, wood);
  a.rect(x - 52 * s, y - st - 64 * s, 104 * s, 8 * s, INK, op(0.18));
  a.rect(x - 13 * s, y - st - 50 * s, 26 * s, 42 * s, win);
  a.rect(x + 22 * s, y - st - 46 * s, 20 * s, 18 * s, win);
  a.rect(x - 42 * s, y - st - 46 * s, 20 * s, 18 * s, win);
  a.stroke(
    D`M${x - 76 * s},${y - st - 24 * s}H${x - 52 * s}M${x + 52 * s},${y - st - 24 * s}H${x + 76 * s}M${x - 70 * s},${y - st - 8 * s}v${-16 * s}M${x + 70 * s},${y - st - 8 * s}v${-16 * s}`,
    woodD,
    2.5 * s,
  );
  const ry = y - st - 60 * s;
  a.path(
    D`M${x - 88 * s},${ry + 8 * s}Q${x - 42 * s},${ry - 16 * s} ${x},${ry - 82 * s}Q${x + 42 * s},${ry - 16 * s} ${x + 88 * s},${ry + 8 * s}Q${x},${ry - 4 * s} ${x - 88 * s},${ry + 8 * s}Z`,
    roof,
  );
  const sd = a.lightLeft === false ? -1 : 1;
  a.path(
    D`M${x},${ry - 82 * s}Q${x + sd * 42 * s},${ry - 16 * s} ${x + sd * 88 * s},${ry + 8 * s}Q${x + sd * 44 * s},${ry - 2 * s} ${x},${ry - 2 * s}Z`,
    INK,
    op(0.16),
  );
  a.stroke(
    D`M${x - 60 * s},${ry - 10 * s}Q${x},${ry - 22 * s} ${x + 60 * s},${ry - 10 * s}M${x - 34 * s},${ry - 38 * s}Q${x},${ry - 46 * s} ${x + 34 * s},${ry - 38 * s}`,
    darken(roof, 0.25),
    2 * s,
    op(0.5),
  );
}

export function lodge(a: Art, T: Time, x: number, y: number, s: number) {
  const wood = tone(T, '#9c6e50');
  const roof = tone(T, '#4a4a48');
  const win = glass(T);
  // side wing
  a.rect(x + 70 * s, y - 62 * s, 110 * s, 62 * s, darken(wood, 0.12));
  a.path(
    D`M${x + 60 * s},${y - 58 * s}L${x + 70 * s},${y - 92 * s}L${x + 192 * s},${y - 70 * s}L${x + 192 * s},${y - 58 * s}Z`,
    roof,
  );
  a.rect(x + 100 * s, y - 48 * s, 22 * s, 26 * s, win);
  a.rect(x + 140 * s, y - 48 * s, 22 * s, 26 * s, win);
  // main gable
  a.rect(x - 90 * s, y - 92 * s, 180 * s, 92 * s, wood);
  a.path(D`M${x - 90 * s},${y - 90 * s}L${x},${y - 168 * s}L${x + 90 * s},${y - 90 * s}Z`, wood);
  // planks
  const pl = [];
  for (let i = 1; i < 7; i++) pl.push(D`M${x - 90 * s},${y - i * 13 * s}H${x + 90 * s}`);
  a.stroke(pl.join(''), darken(wood, 0.25), 1.5 * s, op(0.35));
  // big glass gable
  a.path(
    D`M${x - 56 * s},${y - 8 * s}V${y - 92 * s}L${x},${y - 140 * s}L${x + 56 * s},${y - 92 * s}V${y - 8 * s}Z`,
    win,
  );
  a.stroke(
    D`M${x},${y - 140 * s}V${y - 8 * s}M${x - 56 * s},${y - 60 * s}H${x + 56 * s}M${x - 56 * s},${y - 92 * s}H${x + 56 * s}`,
    darken(wood, 0.35),
    3 * s,
  );
  // roof
  a.path(
    D`M${x - 112 * s},${y - 78 * s}L${x},${y - 184 * s}L${x + 112 * s},${y - 78 * s}L${x + 100 * s},${y - 78 * s}L${x},${y - 168 * s}L${x - 100 * s},${y - 78 * s}Z`,
    roof,
  );
  if (T.snowRoof)
    a.path(
      D`M${x - 112 * s},${y - 78 * s}L${x},${y - 184 * s}L${x + 112 * s},${y - 78 * s}L${x + 104 * s},${y - 74 * s}L${x},${y - 174 * s}L${x - 104 * s},${y - 74 * s}Z`,
      '#f3f1ec',
      op(0.9),
    );
  // chimney + smoke
  a.rect(x + 40 * s, y - 172 * s, 16 * s, 40 * s, darken(roof, 0.2));
  a.stroke(
    D`M${x + 48 * s},${y - 178 * s}c${-14 * s},${-20 * s} ${14 * s},${-30 * s} ${0},${-52 * s}s${10 * s},${-34 * s} ${-6 * s},${-56 * s}`,
    T.night ? '#8fa2ad' : '#ffffff',
    7 * s,
    op(0.35),
  );
  // deck
  a.rect(x - 110 * s, y - 6 * s, 220 * s, 8 * s, darken(wood, 0.3));
}

export function aframe(a: Art, T: Time, x: number, y: number, s: number) {
  const wood = tone(T, '#a8774f');
  const roof = tone(T, '#3f4a45');
  const win = glass(T);
  a.rect(x - 86 * s, y - 6 * s, 172 * s, 8 * s, darken(wood, 0.3));
  a.path(D`M${x - 78 * s},${y - 4 * s}L${x},${y - 150 * s}L${x + 78 * s},${y - 4 * s}Z`, roof);
  a.path(D`M${x - 58 * s},${y - 6 * s}L${x},${y - 122 * s}L${x + 58 * s},${y - 6 * s}Z`, wood);
  a.path(D`M${x - 36 * s},${y - 6 * s}L${x},${y - 84 * s}L${x + 36 * s},${y - 6 * s}Z`, win);
  a.stroke(
    D`M${x},${y - 84 * s}V${y - 6 * s}M${x - 22 * s},${y - 44 * s}H${x + 22 * s}`,
    darken(wood, 0.35),
    3 * s,
  );
  const sd = a.lightLeft === false ? -1 : 1;
  a.path(
    D`M${x},${y - 150 * s}L${x + sd * 78 * s},${y - 4 * s}L${x + sd * 58 * s},${y - 6 * s}L${x},${y - 122 * s}Z`,
    INK,
    op(0.2),
  );
  a.rect(x + 22 * s, y - 150 * s, 12 * s, 34 * s, darken(roof, 0.1));
  a.stroke(
    D`M${x + 28 * s},${y - 156 * s}c${-12 * s},${-18 * s} ${12 * s},${-26 * s} 0,${-46 * s}s${8 * s},${-30 * s} ${-6 * s},${-50 * s}`,
    T.night ? '#8fa2ad' : '#ffffff',
    6 * s,
    op(0.35),
  );
}

export function pavilion(
  a: Art,
  T: Time,
  x: number,
  y: number,
  s: number,
  o: { wood?: string; roof?: string; mat?: boolean; figure?: boolean; figX?: number } = {},
) {
  const wood = tone(T, o.wood ?? '#8c6a4f');
  const roof = tone(T, o.roof ?? '#5a4d42');
  a.rect(x - 120 * s, y - 12 * s, 240 * s, 12 * s, darken(wood, 0.15));
  a.rect(x - 120 * s, y - 12 * s, 240 * s, 3 * s, lighten(wood, 0.2));
  const posts: string[] = [];
  for (const dx of [-100, -34, 34, 100])
    posts.push(D`M${x + dx * s - 4 * s},${y - 12 * s}v${-96 * s}h${8 * s}v${96 * s}Z`);
  a.path(posts.join(''), darken(wood, 0.25));
  a.path(
    D`M${x - 150 * s},${y - 104 * s}Q${x - 80 * s},${y - 112 * s} ${x - 50 * s},${y - 150 * s}H${x + 50 * s}Q${x + 80 * s},${y - 112 * s} ${x + 150 * s},${y - 104 * s}Q${x + 152 * s},${y - 98 * s} ${x + 144 * s},${y - 98 * s}H${x - 144 * s}Q${x - 152 * s},${y - 98 * s} ${x - 150 * s},${y - 104 * s}Z`,
    roof,
  );
  a.rect(x - 144 * s, y - 102 * s, 288 * s, 5 * s, INK, op(0.2));
  if (o.mat !== false)
    a.path(
      D`M${x - 60 * s},${y - 12 * s}l${14 * s},${-6 * s}h${80 * s}l${-14 * s},${6 * s}Z`,
      tone(T, C.terra),
    );
  if (o.figure) seated(a, x + (o.figX ?? 0) * s, y - 16 * s, 0.8 * s, darken(roof, 0.4));
}
