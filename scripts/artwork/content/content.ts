/** The site's content pictures: partners, consultation, and the four steps of how it works (content/<name>.svg). */
import { op, type Art } from '../art';
import { flatTable } from './hero';
import { treePose } from '../figures';
import { beam, plant, room, steam, windowView } from '../interiors';
import { clamp, D } from '../numbers';
import { C, darken, INK, lighten } from '../palette';
import { oliveTree } from '../trees';
import { cylG, softShadow } from '../products/still-life';
import { sceneBeach } from '../stays/beach';
import { G } from '../stays/colours';
import { drawRidge } from '../terrain';
import { land, TIMES, tone } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';
import { branch } from '../foliage';
import { ellD } from '../shapes';

export const CONTENT: Record<string, (a: Art) => void> = {
  partner(a) {
    const W = 1200;
    a.rect(
      0,
      0,
      W,
      800,
      a.lin([
        [0, '#efe0c8'],
        [1, '#e6d2b5'],
      ]),
    );
    a.rect(
      0,
      600,
      W,
      200,
      a.lin([
        [0, '#d6a683'],
        [1, '#b9825f'],
      ]),
    );
    const tl = [];
    for (let x = -600; x < 1800; x += 100) tl.push(`M${600 + (x - 600) * 0.5},600L${x},800`);
    tl.push('M0,650H1200M0,715H1200');
    a.stroke(tl.join(''), '#a8714f', 2, op(0.5));
    // doorway with warm interior
    a.path('M430,600V300A170,170 0 0 1 770,300V600Z', '#d8c2a2');
    a.path(
      'M460,600V310A140,140 0 0 1 740,310V600Z',
      a.lin([
        [0, '#f6d9a8'],
        [1, '#e9b980'],
      ]),
    );
    a.path(
      'M520,600V380A80,80 0 0 1 680,380V600Z',
      a.lin([
        [0, '#f9e6c4'],
        [1, '#f1cf9c'],
      ]),
    );
    a.stroke('M600,170V240', '#5a4a3c', 3);
    a.path('M582,240h36l6,40h-48z', '#3c4a45');
    a.circle(
      600,
      262,
      50,
      a.rad([
        [0, '#fff1cf', 0.8],
        [1, '#fff1cf', 0],
      ]),
    );
    plant(a, 600, 600, 0.8, C.terra, 'tall');
    // steps
    a.rect(400, 600, 400, 24, '#ead9bf');
    a.rect(370, 624, 460, 24, '#dfcaa9');
    // wall lanterns
    for (const x of [360, 840]) {
      a.circle(
        x,
        330,
        60,
        a.rad([
          [0, '#fbe3b4', 0.6],
          [1, '#fbe3b4', 0],
        ]),
      );
      a.path(`M${x - 18},310h36l-6,50h-24z`, '#3c4a45');
      a.rect(x - 12, 318, 24, 34, '#f6d9a8');
    }
    // potted olive trees
    for (const x of [220, 980]) {
      softShadow(a, x, 700, 110, 12);
      oliveTree(a, x, 560, 260, G.olive, '#6d5a49');
      a.path(`M${x - 80},560h160l-20,140h-120z`, cylG(a, C.terra));
      a.rect(x - 86, 552, 172, 16, darken(C.terra, 0.1));
    }
    // bench with towels + tea
    branch(a, -20, 40, 300, 170, C.sage, C.teal, 56, [C.rose, C.terraXL]);
  },
  consultation(a) {
    room(a, '#ece4d8', '#d3b996', 560);
    windowView(a, 420, 70, 360, 420, TIMES.noon, { shape: 'arch' });
    beam(
      a,
      [
        [420, 490],
        [780, 490],
        [900, 800],
        [300, 800],
      ],
      0.14,
    );
    a.ellipse(600, 700, 420, 70, C.sageXL);
    a.ellipse(600, 700, 380, 58, 'none', ` stroke="${C.sageL}" stroke-width="4"`);
    const chair = (x: number, dir: number, col: string) => {
      softShadow(a, x, 716, 170, 14);
      a.add(`<g transform="translate(${x} 0) scale(${dir} 1)">`);
      a.stroke('M-120,680l-10,40M110,680l10,40', '#7a5a40', 10);
      a.rrect(-150, 430, 110, 270, 46, darken(col, 0.1));
      a.rrect(-130, 580, 270, 110, 40, col);
      a.rrect(-150, 560, 90, 140, 40, lighten(col, 0.08));
      a.rrect(-60, 560, 200, 44, 20, lighten(col, 0.16));
      a.close();
    };
    chair(250, 1, C.sage);
    chair(950, -1, C.terraL);
    // table + tea
    softShadow(a, 600, 716, 130, 12);
    a.ellipse(600, 600, 130, 26, '#b08a62');
    a.stroke('M600,620V712', '#8a6a4a', 14);
    a.ellipse(600, 712, 60, 10, '#8a6a4a');
    a.path('M560,592C560,548 640,548 640,592Z', C.cream);
    a.stroke('M640,570c24,-8 30,-22 34,-30M560,576c-16,0 -22,-16 -12,-24', C.cream, 7);
    a.path(ellD(500, 594, 20, 8) + ellD(700, 594, 20, 8), C.cream);
    a.rect(660, 600, 80, 10, C.terra, ' transform="rotate(-6 700 600)"');
    steam(a, 600, 546, 70, '#ffffff', 0.6, 4);
    plant(a, 80, 770, 1.1, C.cream, 'fan');
    plant(a, 1120, 770, 1.0, C.terraL, 'tall');
  },
  'how-step-1'(a) {
    flatTable(a, '#d8bc9a');
    softShadow(a, 520, 420, 400, 300, 0.2);
    // folded map (3 panels)
    const mx = 180;
    const my = 140;
    const cols = ['#eef0e6', '#e2e6da', '#eef0e6'];
    for (let i = 0; i < 3; i++) a.rect(mx + i * 220, my, 220, 520, cols[i]!);
    a.add(`<g${a.clip(D`M${mx},${my}h660v520h-660z`)}>`);
    a.path(
      D`M${mx},${my + 300}C${mx + 120},${my + 260} ${mx + 160},${my + 380} ${mx + 300},${my + 360}C${mx + 420},${my + 340} ${mx + 440},${my + 200} ${mx + 560},${my + 230}C${mx + 620},${my + 240} ${mx + 640},${my + 160} ${mx + 660},${my + 120}V${my + 520}H${mx}Z`,
      '#bcd3d6',
    );
    a.path(D`M${mx + 60},${my + 60}c60,-20 120,10 140,60s-40,90 -100,80s-90,-110 -40,-140z`, '#c9dcc5');
    a.path(D`M${mx + 420},${my + 40}c80,-10 140,30 130,90s-90,50 -130,20s-60,-100 0,-110z`, '#c9dcc5');
    a.stroke(
      D`M${mx + 120},${my + 120}C${mx + 220},${my + 200} ${mx + 300},${my + 140} ${mx + 360},${my + 220}S${mx + 480},${my + 160} ${mx + 500},${my + 90}`,
      C.terra,
      5,
      ' stroke-dasharray="12 10"',
    );
    a.close();
    a.rect(mx + 220, my, 4, 520, INK, op(0.08));
    a.rect(mx + 440, my, 4, 520, INK, op(0.08));
    const pin = (x: number, y: number, col: string) => {
      a.path(D`M${x},${y}c-14,-20 -22,-30 -22,-42a22,22 0 1 1 44,0c0,12 -8,22 -22,42z`, col);
      a.circle(x, y - 42, 8, C.cream);
    };
    pin(mx + 120, my + 120, C.teal);
    pin(mx + 500, my + 90, C.terra);
    // compass
    softShadow(a, 950, 520, 150, 150, 0.25);
    a.circle(
      940,
      500,
      140,
      a.lin([
        [0, '#d4b48c'],
        [1, '#9b7a55'],
      ]),
    );
    a.circle(940, 500, 118, '#f6f1e8');
    const tk = [];
    for (let i = 0; i < 24; i++) {
      const an = (i / 24) * Math.PI * 2;
      const r0 = i % 6 === 0 ? 92 : 102;
      tk.push(
        D`M${940 + Math.cos(an) * r0},${500 + Math.sin(an) * r0}L${940 + Math.cos(an) * 112},${500 + Math.sin(an) * 112}`,
      );
    }
    a.stroke(tk.join(''), '#8a7b68', 3);
    a.path('M940,500L922,500L940,400L958,500Z', C.terra, ' transform="rotate(24 940 500)"');
    a.path('M940,500L922,500L940,600L958,500Z', '#3c4a45', ' transform="rotate(24 940 500)"');
    a.circle(940, 500, 10, '#d4b48c');
    // pencil
    a.add('<g transform="rotate(-30 1000 180)">');
    a.rect(880, 170, 240, 20, C.ochre);
    a.path('M1120,170l30,10-30,10z', '#e8d2b0');
    a.rect(860, 170, 20, 20, C.rose);
    a.close();
    branch(a, -20, 760, 200, 700, C.sageL, C.sage, 40);
  },
  'how-step-2'(a) {
    flatTable(a, '#e2d6c3');
    // calendar
    softShadow(a, 420, 420, 300, 330, 0.2);
    a.rect(140, 110, 540, 600, '#fbf8f3');
    a.rect(140, 110, 540, 90, C.sage);
    const rg = [];
    for (let i = 0; i < 6; i++) rg.push(D`M${200 + i * 84},90v44`);
    a.stroke(rg.join(''), '#8a8a86', 8);
    const cells = [];
    const marks = [];
    for (let r = 0; r < 5; r++) {
      for (let c = 0; c < 7; c++) {
        const x = 170 + c * 70;
        const y = 230 + r * 90;
        cells.push(D`M${x},${y}h56v70h-56z`);
        if ((r === 1 && c > 2 && c < 6) || (r === 2 && c < 2)) marks.push(D`M${x},${y}h56v70h-56z`);
      }
    }
    a.path(cells.join(''), '#efe8dc');
    a.path(marks.join(''), C.sageL);
    a.circle(170 + 4 * 70 + 28, 230 + 3 * 90 + 35, 30, 'none', ` stroke="${C.terra}" stroke-width="5"`);
    // journal
    softShadow(a, 930, 450, 220, 270, 0.2);
    a.rect(760, 170, 340, 520, '#c8724a');
    a.rect(780, 180, 310, 500, '#fbf8f3');
    const ln = [];
    for (let y = 240; y < 660; y += 34) ln.push(`M810,${y}H1060`);
    a.stroke(ln.join(''), '#d9cfc0', 2);
    a.rect(780, 180, 14, 500, C.terraL, op(0.5));
    a.stroke('M830,300c40,-30 80,20 120,-10s60,10 80,-6', C.sage, 4, op(0.8));
    // pen + cup
    a.add('<g transform="rotate(20 1140 420)">');
    a.rrect(1130, 260, 18, 280, 9, '#3c4a45');
    a.path('M1130,540h18l-9,24z', '#c9c2b6');
    a.close();
    a.circle(1060, 110, 70, '#f6f1e8');
    a.circle(1060, 110, 54, '#b8865a');
    a.circle(1060, 110, 30, '#e9d4b4', op(0.7));
  },
  'how-step-3'(a) {
    sceneBeach(a, TIMES.noon, 0);
  },
  'how-step-4'(a) {
    const T = TIMES.sunrise;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.58;
    drawSky(a, T, hy, { sunX: W * 0.5, sunY: hy * 0.8 });
    waterBody(a, T, hy, H);
    drawRidge(
      a,
      {
        base: hy + 2,
        amp: 40,
        x0: W * 0.7,
        x1: W + 30,
        step: 50,
        bottom: hy + 3,
        env: (x) => clamp((x - W * 0.7) / 200, 0, 1),
      },
      land(T, G.mid, 0.2),
    );
    const fy = H * 0.8;
    const floor = tone(T, '#b79272');
    a.rect(
      0,
      fy,
      W,
      H - fy,
      a.lin([
        [0, floor],
        [1, darken(floor, 0.2)],
      ]),
    );
    const pl = [];
    for (let i = -8; i <= 8; i++) pl.push(D`M${W / 2 + i * 70},${fy}L${W / 2 + i * 170},${H}`);
    a.stroke(pl.join(''), darken(floor, 0.25), 1.5, op(0.5));
    a.rect(0, fy, W, 8, lighten(floor, 0.25));
    a.path(
      D`M${W * 0.36},${fy + 70}L${W * 0.4},${fy + 20}H${W * 0.6}L${W * 0.64},${fy + 70}Z`,
      tone(T, C.terra),
    );
    treePose(a, W * 0.5, fy + 46, 1.35, '#33403b');
    plant(a, 120, 790, 1.1, C.linen, 'fan', T);
    plant(a, 1090, 790, 1.0, C.terraL, 'tall', T);
  },
};
