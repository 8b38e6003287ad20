/** Mind and food: meditation, breathwork, nutrition, a cooking class. */
import { op, type Art } from '../art';
import { seated } from '../figures';
import { beam, pillarCandle, plant, room, steam, windowView } from '../interiors';
import { D, lerp } from '../numbers';
import { C, darken } from '../palette';
import { cylG, softShadow } from '../products/still-life';
import { drawRidge, mist } from '../terrain';
import { land, TIMES } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';
import { branch } from '../foliage';
import { circD, ellD, leafD } from '../shapes';

export const MIND_AND_FOOD: Record<string, (a: Art) => void> = {
  meditation(a) {
    room(a, '#e9e0d3', '#d2bb9c', 600);
    a.circle(600, 320, 262, '#e0d3c2');
    windowView(a, 360, 80, 480, 480, TIMES.sunrise, {
      shape: 'round',
      view: 'sea',
      horizon: 0.58,
      sunX: 0.5,
      sunY: 0.62,
      fw: 16,
    });
    beam(
      a,
      [
        [390, 520],
        [810, 520],
        [900, 800],
        [300, 800],
      ],
      0.14,
    );
    softShadow(a, 600, 708, 230, 20, 0.3);
    a.path(
      'M380,706L420,660H780L820,706Z',
      a.lin([
        [0, C.terraL],
        [1, C.terra],
      ]),
    );
    a.ellipse(600, 664, 110, 26, darken(C.teal, 0.1));
    seated(a, 600, 668, 2.1, '#33403b');
    for (const [x, h] of [
      [230, 90],
      [290, 60],
      [960, 70],
      [1010, 100],
    ] as [x: number, h: number][])
      pillarCandle(a, x, 700, 40, h);
    a.stroke('M1010,596c-20,-40 20,-70 0,-110s20,-60 -4,-100', '#ffffff', 3, op(0.5));
    plant(a, 80, 780, 1.2, C.sand, 'tall');
    plant(a, 1120, 780, 1.0, C.terraL, 'round');
  },
  breathwork(a) {
    const T = TIMES.dawn;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.56;
    drawSky(a, T, hy, { sunX: W * 0.5, sunY: hy * 0.62, clouds: 1 });
    const sr = [];
    for (let i = 1; i <= 4; i++) sr.push(circD(W * 0.5, hy * 0.62, 60 + i * 46));
    a.path(sr.join(''), 'none', ` stroke="#ffffff" stroke-width="2" stroke-opacity=".35"`);
    drawRidge(a, { base: hy + 2, amp: 70, step: 80, bottom: hy + 3 }, land(T, '#7f9296', 0.15));
    waterBody(a, T, hy, H);
    mist(a, hy - 30, 60, T.haze, 0.6);
    // dock
    a.path('M440,800L560,640H640L760,800Z', '#8a6a50');
    const pl = [];
    for (let i = 1; i < 8; i++)
      pl.push(D`M${lerp(560, 440, i / 8) - 0},${lerp(640, 800, i / 8)}H${lerp(640, 760, i / 8)}`);
    a.stroke(pl.join(''), '#6b503c', 3, op(0.6));
    a.path('M556,640h88v8h-88z', '#6b503c');
    seated(a, 600, 700, 1.1, '#3a4541');
  },
  nutrition(a) {
    room(a, '#f3ebdf', '#c9a784', 560);
    windowView(a, 760, 70, 340, 330, TIMES.noon, { shape: 'rect', view: 'sea' });
    a.rect(740, 400, 380, 16, '#e2d6c3');
    plant(a, 820, 400, 0.5, C.terraL, 'round');
    plant(a, 1040, 400, 0.42, C.cream, 'tall');
    // table top
    a.rect(
      0,
      560,
      1200,
      240,
      a.lin([
        [0, '#d8bb98'],
        [1, '#b99471'],
      ]),
    );
    a.rect(0, 560, 1200, 6, '#ffffff', op(0.3));
    softShadow(a, 560, 702, 280, 20, 0.25);
    // big bowl of greens
    const g: string[] = [];
    const g2: string[] = [];
    for (let i = 0; i < 14; i++) {
      const ang = -170 + i * 12 + a.r(-5, 5);
      (i % 2 ? g : g2).push(leafD(560 + (i - 7) * 14, 600, a.r(90, 130), 30, ang, -0.05));
    }
    a.path(g2.join(''), C.teal);
    a.path(g.join(''), C.sage);
    a.path(ellD(490, 540, 46, 30), '#c9c78a');
    a.path(ellD(490, 544, 32, 22), '#e9e2a8');
    a.circle(492, 546, 14, '#8a6a4a');
    a.path(circD(610, 530, 16) + circD(640, 548, 15) + circD(590, 556, 14), '#d9745a');
    a.path(circD(660, 520, 22) + circD(544, 512, 10), '#f4e7c8');
    a.path(circD(660, 520, 10), C.ochre);
    a.path('M380,560H740A180,120 0 0 1 380,560Z', cylG(a, C.cream));
    a.rect(380, 556, 360, 10, darken(C.cream, 0.1));
    // board + lemon
    a.rrect(120, 640, 260, 60, 12, '#a98461');
    a.circle(200, 650, 40, '#e8cf6e');
    a.circle(200, 650, 32, '#f6e7a6');
    a.stroke('M200,620v60M170,650h60M178,628l44,44M222,628l-44,44', '#e8cf6e', 3);
    a.path(ellD(300, 640, 44, 30), '#d8bc58');
    // jug
    softShadow(a, 900, 706, 90, 10);
    a.path(
      'M840,700L830,520H970L960,700Z',
      a.hlin([
        [0, '#dfe9e6', 0.9],
        [0.3, '#ffffff', 0.8],
        [1, '#c9d7d3', 0.9],
      ]),
    );
    a.rect(834, 580, 132, 120, '#cfe3dd', op(0.6));
    a.path(circD(880, 620, 16) + circD(920, 650, 16), '#b7cf9a', op(0.9));
    a.stroke('M970,540c40,0 40,80 -6,86', '#dfe9e6', 10);
    // herbs
    branch(a, 1220, 760, 1000, 640, C.sageL, C.sage, 40);
  },
  'cooking-class'(a) {
    room(a, '#f3ece1', '#c9a784', 520);
    const t = [];
    for (let y = 300; y < 520; y += 44) t.push(`M0,${y}H1200`);
    for (let x = 0; x < 1200; x += 88) t.push(`M${x},300V520`);
    a.rect(0, 300, 1200, 220, '#e3ece7');
    a.stroke(t.join(''), '#ffffff', 4);
    // rail + utensils
    a.stroke('M120,190H620', '#9d978d', 8);
    a.stroke('M180,190v90M260,190v110M340,190v80M420,190v100', '#9d978d', 4);
    a.path(circD(180, 296, 20) + 'M252,300h16v40h-16zM326,270h28l-4,44h-20z', '#8a8a86');
    a.path(ellD(420, 306, 16, 24), 'none', ` stroke="#8a8a86" stroke-width="4"`);
    windowView(a, 760, 60, 320, 220, TIMES.noon, { shape: 'rect', sill: false });
    a.rect(740, 280, 360, 18, '#e2d6c3');
    plant(a, 820, 282, 0.42, C.terraL, 'round');
    plant(a, 1000, 282, 0.4, C.cream, 'fan');
    // counter
    a.rect(
      0,
      520,
      1200,
      280,
      a.lin([
        [0, '#d8bb98'],
        [1, '#a98461'],
      ]),
    );
    a.rect(0, 520, 1200, 14, '#efe3d1');
    // pot
    softShadow(a, 300, 640, 170, 12);
    a.rect(170, 520, 260, 120, cylG(a, '#3c4a45'));
    a.ellipse(300, 520, 130, 18, '#2b3431');
    a.stroke('M150,540h20M430,540h20', '#3c4a45', 14);
    steam(a, 260, 500, 140, '#ffffff', 0.6, 8);
    steam(a, 330, 496, 120, '#ffffff', 0.5, 7);
    // board with vegetables
    softShadow(a, 760, 700, 260, 14);
    a.rrect(520, 620, 480, 70, 16, '#b48c64');
    a.rect(520, 684, 480, 10, '#8a6a4a');
    a.path('M560,650L700,630Q716,640 700,652L566,664Z', C.terra);
    a.stroke('M700,636l26,-16M700,646l30,-4', C.sage, 6);
    a.path(circD(780, 644, 26) + circD(836, 650, 22), '#d9745a');
    a.path(circD(780, 644, 18), '#e89a7e');
    a.path(circD(880, 660, 12) + circD(900, 650, 10) + circD(920, 662, 11), '#f2ead7');
    a.stroke('M940,640l40,-10', '#9d978d', 10);
    a.stroke('M900,650l40,-10', '#2b3431', 12);
    branch(a, 1220, 740, 1030, 660, C.sageL, C.sage, 34);
  },
};
