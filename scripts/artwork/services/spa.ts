/** Spa services: the spa, massage, sauna, sound bath. */
import { op, type Art } from '../art';
import {
  beam,
  bowl,
  pillarCandle,
  plant,
  prodAt,
  room,
  steam,
  stones,
  towelRoll,
  windowView,
} from '../interiors';
import { D } from '../numbers';
import { C, darken } from '../palette';
import { softShadow } from '../products/still-life';
import { TIMES } from '../times';
import { branch } from '../foliage';
import { circD, ellD } from '../shapes';

export const SPA: Record<string, (a: Art) => void> = {
  spa(a) {
    room(a, '#efe3d4', '#d8c6b0', 620);
    a.path('M280,620V250A320,320 0 0 1 920,250V620Z', '#e6d5c1');
    a.path(
      'M300,620V260A300,300 0 0 1 900,260V620Z',
      a.lin([
        [0, '#dcc8b1'],
        [1, '#e8d9c6'],
      ]),
    );
    beam(
      a,
      [
        [620, 0],
        [900, 0],
        [760, 620],
        [420, 620],
      ],
      0.12,
    );
    softShadow(a, 600, 606, 420, 14);
    a.rect(
      170,
      540,
      860,
      64,
      a.lin([
        [0, '#f3ece3'],
        [1, '#d8cdbf'],
      ]),
    );
    a.rect(170, 540, 860, 8, '#ffffff', op(0.5));
    stones(a, 360, 540, 0.95);
    towelRoll(a, 570, 500, 40, C.cream);
    towelRoll(a, 650, 500, 40, C.sageL);
    towelRoll(a, 610, 432, 40, C.cream);
    pillarCandle(a, 790, 540, 64, 110);
    pillarCandle(a, 870, 540, 50, 74);
    bowl(a, 960, 540, 120, 46, '#f1eadf');
    a.path(ellD(960, 494, 14, 8) + ellD(948, 490, 10, 6), C.rose);
    branch(a, -20, 140, 300, 260, C.sageL, C.sage, 56);
    plant(a, 1110, 760, 1.1, C.terraL, 'tall');
  },
  massage(a) {
    room(a, '#ede2d6', '#cfb494', 560);
    windowView(a, 820, 90, 260, 360, TIMES.mist, { shape: 'arch' });
    a.path('M60,0H230C200,200 260,400 220,560H60Z', '#ffffff', op(0.45));
    a.circle(
      600,
      150,
      140,
      a.rad([
        [0, '#fbe3b4', 0.5],
        [1, '#fbe3b4', 0],
      ]),
    );
    a.stroke('M600,0V110', '#8a7b68', 3);
    a.path('M560,110h80l24,44h-128z', C.terraL);
    softShadow(a, 560, 746, 360, 18);
    a.stroke(
      'M330,540L290,740M330,540L400,740M790,540L750,740M790,540L860,740M300,690H390M760,690H850',
      '#9c7a5a',
      14,
    );
    a.rrect(
      230,
      520,
      640,
      50,
      22,
      a.lin([
        [0, '#f6efe6'],
        [1, '#dccfbf'],
      ]),
    );
    a.rrect(160, 532, 90, 30, 14, '#e9dfd2');
    a.path(
      'M520,512H880Q900,514 896,560L880,660Q850,650 840,600Q820,640 790,650L780,570H520Z',
      a.lin([
        [0, C.sageL],
        [1, C.sage],
      ]),
    );
    a.stroke('M600,520Q640,540 700,522M740,520Q780,545 820,522', C.sage, 3, op(0.6));
    a.rect(960, 590, 150, 16, '#b08a62');
    a.stroke('M975,606V740M1095,606V740', '#9c7a5a', 10);
    prodAt(a, 'oilBottle', 1000, 590, 0.36, C.sage, C.terra);
    stones(a, 1070, 590, 0.3);
    plant(a, 100, 760, 1.15, C.cream, 'fan');
  },
  sauna(a) {
    const wall = '#b7875f';
    a.rect(
      0,
      0,
      1200,
      800,
      a.lin([
        [0, '#a87a54'],
        [1, wall],
      ]),
    );
    const pl = [];
    for (let x = 0; x < 1200; x += 60) pl.push(`M${x},0V800`);
    a.stroke(pl.join(''), '#7d5a3f', 3, op(0.5));
    windowView(a, 160, 120, 220, 180, TIMES.night, {
      shape: 'rect',
      frame: '#7d5a3f',
      mullion: false,
      sill: false,
      fw: 18,
    });
    a.circle(
      300,
      200,
      500,
      a.rad([
        [0, '#f6c98a', 0.35],
        [1, '#f6c98a', 0],
      ]),
    );
    // benches
    a.rect(0, 470, 1200, 26, '#d6a978');
    a.rect(0, 496, 1200, 170, '#8f6746');
    a.rect(0, 640, 1200, 26, '#d6a978');
    a.rect(0, 666, 1200, 134, '#6f4f37');
    const sl = [];
    for (let x = 20; x < 1200; x += 60) sl.push(`M${x},500V636`);
    a.stroke(sl.join(''), '#7a583d', 4, op(0.6));
    // heater
    a.rect(
      880,
      380,
      200,
      290,
      a.hlin([
        [0, '#3a3f3d'],
        [0.3, '#5a605d'],
        [1, '#2d312f'],
      ]),
    );
    const st = [];
    for (let i = 0; i < 9; i++)
      st.push(ellD(900 + (i % 5) * 40 + (i > 4 ? 20 : 0), 372 - (i > 4 ? 26 : 0), 26, 18));
    a.path(st.join(''), '#7b7f7c');
    a.circle(
      980,
      350,
      160,
      a.rad([
        [0, '#f4a26a', 0.35],
        [1, '#f4a26a', 0],
      ]),
    );
    steam(a, 940, 330, 150, '#ffffff', 0.35, 8);
    steam(a, 1020, 320, 120, '#ffffff', 0.3, 7);
    // bucket + ladle
    a.path(
      'M560,470L546,380H694L680,470Z',
      a.hlin([
        [0, '#b98a5c'],
        [0.3, '#d8aa78'],
        [1, '#94673f'],
      ]),
    );
    a.stroke('M548,400H692M552,448H688', '#5a5550', 6);
    a.stroke('M620,390L720,260', '#c49a6c', 10);
    // towel
    a.path('M240,470V420Q320,400 400,420V470Z', C.cream);
    a.path('M240,470H400V500H240Z', darken(C.cream, 0.12));
  },
  'sound-bath'(a) {
    a.rect(
      0,
      0,
      1200,
      600,
      a.lin([
        [0, '#40544d'],
        [1, '#5b6e66'],
      ]),
    );
    a.rect(
      0,
      600,
      1200,
      200,
      a.lin([
        [0, '#8f7a62'],
        [1, '#6f5e4c'],
      ]),
    );
    a.circle(
      600,
      300,
      420,
      a.rad([
        [0, '#f3c58c', 0.3],
        [1, '#f3c58c', 0],
      ]),
    );
    // gong on frame
    a.stroke('M380,620V110H820V620', '#6b503c', 20);
    a.stroke('M560,110L560,150M640,110L640,150', '#3a3f3d', 4);
    a.circle(
      600,
      330,
      190,
      a.rad(
        [
          [0, '#f1d08a'],
          [0.7, C.ochre],
          [1, '#9b7433'],
        ],
        0.4,
        0.35,
        0.75,
      ),
    );
    a.circle(600, 330, 60, '#c99a48', op(0.6));
    const rings = [];
    for (let i = 1; i <= 3; i++) rings.push(circD(600, 330, 190 + i * 50));
    a.path(rings.join(''), 'none', ` stroke="#f4d5c2" stroke-width="2" stroke-opacity=".25"`);
    // singing bowls
    const bw = (x: number, y: number, w: number, col: string) => {
      softShadow(a, x, y + 6, w * 0.65, 10);
      a.ellipse(x, y, w * 0.6, w * 0.12, C.terra);
      bowl(a, x, y - w * 0.1, w, w * 0.42, col);
      a.ellipse(x, y - w * 0.42 - w * 0.1, w * 0.5, w * 0.09, darken(col, 0.35));
      const wr = [];
      for (let i = 1; i <= 2; i++)
        wr.push(
          D`M${x - w * 0.5 - i * 24},${y - w * 0.56 - i * 14}Q${x},${y - w * 0.56 - i * 50} ${x + w * 0.5 + i * 24},${y - w * 0.56 - i * 14}`,
        );
      a.stroke(wr.join(''), '#f4d5c2', 2.5, op(0.4));
    };
    bw(330, 700, 200, '#c9a25a');
    bw(620, 720, 260, '#b98a4a');
    bw(900, 700, 170, '#a8b5a0');
    a.stroke('M700,760L820,730', '#7a5a40', 8);
    a.circle(820, 728, 14, C.terraXL);
    for (const [x, h] of [
      [110, 90],
      [170, 60],
      [1060, 70],
      [1120, 100],
    ] as [x: number, h: number][])
      pillarCandle(a, x, 740, 40, h);
  },
};
