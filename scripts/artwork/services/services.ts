import { op, type Art } from '../art';
import { birds, seated } from '../figures';
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
import { D, lerp, type Pt } from '../numbers';
import { C, darken, lighten, mix } from '../palette';
import { branch, circD, ellD, leafD, pineD, pineRow } from '../plants';
import { cylG, softShadow } from '../products/still-life';
import { G } from '../stays/colours';
import { drawRidge, drawSky, mist, mountains, smoothD, waterBody } from '../terrain';
import { land, TIMES, tone } from '../times';

export const SERVICES: Record<string, (a: Art) => void> = {
  yoga(a) {
    room(a, '#efe7db', '#d9bf9d', 560);
    windowView(a, 130, 100, 300, 430, TIMES.dawn);
    beam(a, [
      [140, 530],
      [430, 530],
      [820, 800],
      [420, 800],
    ]);
    a.circle(800, 270, 80, 'none', ` stroke="${C.terraL}" stroke-width="10" stroke-opacity=".6"`);
    a.circle(800, 270, 58, 'none', ` stroke="${C.sand}" stroke-width="8"`);
    a.circle(800, 270, 36, C.terraXL);
    softShadow(a, 700, 706, 290, 16, 0.2);
    a.path(
      'M440,700L500,618H900L962,700Z',
      a.lin([
        [0, lighten(C.sage, 0.1)],
        [1, C.sage],
      ]),
    );
    a.path('M440,700H962v10H440Z', darken(C.sage, 0.3));
    prodAt(a, 'blocks', 1000, 720, 0.35, C.terraL);
    prodAt(a, 'mat', 560, 690, 0.38, C.terra, C.sand);
    plant(a, 1110, 760, 1.2, C.linen, 'fan');
    plant(a, 200, 528, 0.45, C.terraL, 'round');
  },
  'personal-training'(a) {
    room(a, '#e2e9e4', '#cdbfac', 560);
    const sl = [];
    for (let x = 640; x < 1160; x += 26) sl.push(`M${x},80V556`);
    a.rect(626, 70, 548, 490, '#c9a57f', op(0.35));
    a.stroke(sl.join(''), '#b08a62', 12, op(0.7));
    windowView(a, 110, 110, 360, 330, TIMES.noon, { shape: 'rect' });
    beam(a, [
      [110, 440],
      [470, 440],
      [760, 800],
      [300, 800],
    ]);
    softShadow(a, 880, 626, 170, 14);
    a.rect(760, 420, 240, 200, '#c8a27a');
    a.path('M760,420l60,-36h240l-60,36z', '#dbbd99');
    a.path('M1000,420l60,-36v200l-60,36z', '#a98461');
    a.path('M790,420h170l16,-10h-150z', C.sageL);
    a.rect(790, 408, 150, 18, C.sage);
    softShadow(a, 470, 712, 150, 14);
    prodAt(a, 'kettlebell', 470, 710, 0.62, C.terra, C.cream);
    softShadow(a, 700, 742, 180, 12);
    prodAt(a, 'dumbbells', 700, 740, 0.72, '#3c4a45', C.sage);
    prodAt(a, 'waterBottle', 1080, 690, 0.42, C.blue, C.ink);
  },
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
  hiking(a) {
    const T = TIMES.golden;
    const W = a.w;
    const H = a.h;
    drawSky(a, T, H * 0.55, { sunX: W * 0.68 });
    mountains(a, T, {
      base: H * 0.55,
      top: H * 0.2,
      low: H * 0.34,
      count: 4,
      color: land(T, '#7f9296', 0.15),
      snow: mix('#f7f4ef', T.tone, 0.1),
      snowLine: H * 0.3,
      lightLeft: false,
    });
    const r1 = drawRidge(a, { base: H * 0.6, amp: 40 }, land(T, G.deep, 0.45));
    a.path(pineRow(a, r1, -10, W + 10, 30, 30, 56, 2), land(T, G.deep, 0.45));
    const r2 = drawRidge(a, { base: H * 0.72, amp: 60, step: 140 }, land(T, '#8fa176', 0.75));
    void r2;
    const rd: Pt[] = [
      [640, H * 0.62],
      [560, H * 0.7],
      [720, H * 0.8],
      [560, H * 0.9],
      [620, H + 20],
    ];
    const L: Pt[] = [];
    const R: Pt[] = [];
    rd.forEach((p, i) => {
      const w = lerp(3, 60, (i / 4) ** 2);
      L.push([p[0] - w, p[1]]);
      R.push([p[0] + w, p[1]]);
    });
    const near = drawRidge(a, { base: H * 0.86, amp: 40, step: 160, x0: -30 }, land(T, '#9aae7e', 0.9));
    void near;
    a.path(smoothD(L) + smoothD(R.reverse(), false) + 'Z', tone(T, '#e9d6b4'));
    a.path(pineD(90, H + 20, 420, 90, 5, 20) + pineD(190, H + 30, 300, 66, 4, 14), land(T, G.deep, 1));
    // signpost
    const x = 900;
    a.rect(x - 8, 470, 16, 300, '#7a5a40');
    a.path(`M${x - 8},500h150l26,22-26,22h-150z`, '#b08a62');
    a.path(`M${x + 8},560h-150l-26,22 26,22h150z`, '#a27b58');
    softShadow(a, x, 772, 60, 8);
    // backpack
    a.rrect(x + 60, 660, 110, 120, 30, C.terra);
    a.rrect(x + 76, 700, 78, 50, 12, darken(C.terra, 0.15));
    a.stroke(`M${x + 80},664c0,-40 70,-40 70,0`, darken(C.terra, 0.3), 8);
    birds(a, 400, 160, darken(T.sky[0], 0.45), 3);
  },
  pilates(a) {
    room(a, '#eee7dc', '#dcc4a4', 580);
    windowView(a, 90, 80, 250, 430, TIMES.noon, { shape: 'rect' });
    windowView(a, 380, 80, 250, 430, TIMES.noon, { shape: 'rect' });
    beam(a, [
      [90, 510],
      [630, 510],
      [960, 800],
      [260, 800],
    ]);
    softShadow(a, 620, 706, 420, 16);
    // reformer
    a.rect(220, 620, 800, 40, '#b08a62');
    a.rect(220, 620, 800, 8, '#d8b690');
    a.stroke('M250,660V700M990,660V700', '#8a6a4a', 18);
    a.rrect(420, 586, 260, 36, 14, C.teal);
    a.rrect(420, 560, 40, 28, 8, C.sage);
    a.stroke('M260,620V520H300', '#9d978d', 10);
    a.stroke('M680,604H960', '#9d978d', 4);
    a.stroke('M700,600l20,-8 20,8 20,-8 20,8 20,-8 20,8 20,-8 20,8', '#9d978d', 3);
    a.stroke('M1000,620V470', '#9d978d', 8);
    // ball + ring
    softShadow(a, 1060, 742, 90, 12);
    a.circle(
      1060,
      650,
      96,
      a.rad(
        [
          [0, lighten(C.terraL, 0.3)],
          [1, C.terra],
        ],
        0.35,
        0.3,
        0.8,
      ),
    );
    a.circle(170, 700, 60, 'none', ` stroke="${C.blue}" stroke-width="14"`);
    a.path('M104,690h20v20h-20zM216,690h20v20h-20z', '#3c4a45');
    plant(a, 1130, 560, 0.6, C.cream, 'round');
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
