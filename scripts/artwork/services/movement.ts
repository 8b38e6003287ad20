/** Services that move: yoga, personal training, hiking, pilates. */
import { op, type Art } from '../art';
import { birds } from '../figures';
import { beam, plant, prodAt, room, windowView } from '../interiors';
import { lerp, type Pt } from '../numbers';
import { C, darken, lighten, mix } from '../palette';
import { pineD, pineRow } from '../trees';
import { softShadow } from '../products/still-life';
import { G } from '../stays/colours';
import { drawRidge, mountains, smoothD } from '../terrain';
import { land, TIMES, tone } from '../times';
import { drawSky } from '../sky';

export const MOVEMENT: Record<string, (a: Art) => void> = {
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
};
