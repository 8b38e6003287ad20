/** Products that hold something: bottles, pouches, jars, tins, tumblers, bars, candles. */
import { op } from '../art';
import { C, darken, INK, lighten } from '../palette';
import { cylG, cylV, leafIcon } from './still-life';
import { circD, ellD } from '../shapes';
import type { ProductDrawer } from './kinds';

export const CONTAINERS: Record<string, ProductDrawer> = {
  bottle(a, c, c2) {
    a.rrect(-86, -262, 172, 262, 30, cylG(a, c));
    a.rect(-46, -300, 92, 44, cylG(a, darken(c, 0.15)));
    a.rrect(-58, -356, 116, 64, 8, cylG(a, c2));
    const r = [];
    for (let x = -48; x <= 48; x += 8) r.push(`M${x},-350v52`);
    a.stroke(r.join(''), INK, 2, op(0.12));
    a.rect(-86, -206, 172, 134, cylG(a, C.cream));
    leafIcon(a, 0, -150, 26, c);
    a.rect(-86, -100, 172, 8, c2, op(0.7));
    a.rrect(-64, -250, 12, 226, 6, '#ffffff', op(0.22));
    return 110;
  },
  pouch(a, c, _c2) {
    a.path('M-118,0L-132,-330H132L118,0Z', cylG(a, c));
    a.rect(-132, -346, 264, 30, darken(c, 0.14));
    a.stroke('M-124,-300H124', INK, 3, op(0.2));
    a.path('M-132,-346l10,8-10,8zM132,-346l-10,8 10,8z', lighten(c, 0.5));
    a.rrect(-62, -196, 124, 120, 56, '#e7cfa6');
    const d = [];
    for (let i = 0; i < 26; i++) d.push(circD(-44 + ((i * 37) % 88), -176 + ((i * 23) % 84), 4 + (i % 3)));
    a.path(d.join(''), '#b98a5a', op(0.8));
    a.rrect(-62, -196, 124, 120, 56, 'none', ` stroke="${lighten(c, 0.3)}" stroke-width="4"`);
    leafIcon(a, 0, -250, 24, C.cream);
    a.path('M-118,0L-124,-90Q0,-70 124,-90L118,0Z', INK, op(0.08));
    return 140;
  },
  waterBottle(a, c, c2) {
    a.path('M-66,-20V-330Q-66,-372 -36,-382H36Q66,-372 66,-330V-20Q66,0 46,0H-46Q-66,0 -66,-20Z', cylG(a, c));
    a.rrect(-40, -440, 80, 62, 10, cylG(a, c2));
    a.stroke('M-24,-438C-24,-500 24,-500 24,-438', c2, 12);
    a.rect(-66, -160, 132, 16, C.cream, op(0.8));
    a.rrect(-48, -320, 10, 280, 5, '#ffffff', op(0.25));
    return 90;
  },
  tumbler(a, c, c2) {
    a.stroke('M84,-270C150,-262 150,-96 74,-86', darken(c, 0.1), 20);
    a.path('M-70,0L-90,-300H90L70,0Z', cylG(a, c));
    a.path('M30,-326L66,-456h16L46,-326Z', c2);
    a.rrect(-98, -334, 196, 40, 12, cylG(a, lighten(c, 0.35)));
    a.rect(-88, -120, 176, 14, INK, op(0.12));
    a.rrect(-66, -280, 12, 260, 6, '#ffffff', op(0.22));
    return 120;
  },
  snackBars(a, c, c2) {
    const bar = (y: number, rot: number, col: string) => {
      a.add(`<g transform="translate(0 ${y}) rotate(${rot})">`);
      a.path(
        'M-170,-74H170l12,6-12,6 12,6-12,6 12,6-12,6 12,6-12,6 12,6-12,6 12,6-12,8H-170l-12-8 12-6-12-6 12-6-12-6 12-6-12-6 12-6-12-6 12-6-12-6 12-6z',
        cylV(a, col),
      );
      a.rect(-60, -74, 120, 74, C.cream, op(0.9));
      leafIcon(a, 0, -40, 18, col);
      a.close();
    };
    bar(-84, -5, c2);
    bar(0, 0, c);
    a.rrect(60, -24, 150, 40, 10, '#c39a66', ' transform="rotate(-8)"');
    const d = [];
    for (let i = 0; i < 12; i++) d.push(circD(74 + ((i * 29) % 126), -14 + ((i * 13) % 24) - i * 1.6, 5));
    a.path(d.join(''), '#8f6a44', op(0.7) + ' transform="rotate(-8)"');
    return 200;
  },
  nutButter(a, c) {
    a.rrect(-112, -230, 224, 230, 34, cylG(a, '#b88559'));
    a.rrect(-118, -282, 236, 60, 12, cylG(a, c));
    a.rect(-112, -180, 224, 96, cylG(a, C.cream));
    leafIcon(a, 0, -136, 24, c);
    a.rrect(-90, -222, 12, 200, 6, '#ffffff', op(0.22));
    a.path(ellD(170, -14, 26, 14) + ellD(210, -10, 24, 13), '#c89a6a');
    return 150;
  },
  teaTin(a, c, c2) {
    a.rrect(-130, -300, 180, 300, 6, cylG(a, c));
    a.rect(-136, -330, 192, 62, cylG(a, darken(c, 0.2)));
    a.circle(-40, -160, 56, C.cream);
    leafIcon(a, -40, -162, 28, c);
    a.circle(-40, -160, 64, 'none', ` stroke="${c2}" stroke-width="4"`);
    // cup
    a.stroke('M190,-72c30,0 30,-44 0,-44', C.cream, 10);
    a.path('M70,-128H196L186,-22Q184,0 162,0H104Q82,0 80,-22Z', cylG(a, C.cream));
    a.ellipse(133, -128, 63, 10, '#b98a55');
    a.stroke('M120,-150c-12,-20 12,-30 0,-52M146,-150c-12,-20 12,-30 0,-52', '#ffffff', 5, op(0.6));
    return 200;
  },
  oilBottle(a, c, c2) {
    const amber = '#a8693f';
    // eucalyptus sprig
    a.stroke('M120,0C130,-80 150,-160 190,-260', '#6b7e70', 5);
    const l = [];
    for (let i = 0; i < 7; i++) l.push(ellD(128 + i * 9 + (i % 2 ? 18 : -14), -30 - i * 34, 17, 13));
    a.path(l.join(''), C.sageL);
    a.rrect(-66, -210, 132, 210, 24, cylG(a, amber));
    a.rect(-30, -244, 60, 40, cylG(a, '#2f3532'));
    a.path('M-22,-244V-300Q-22,-330 0,-330Q22,-330 22,-300V-244Z', cylG(a, c));
    a.rect(-66, -150, 132, 90, cylG(a, C.cream));
    leafIcon(a, 0, -106, 20, c2);
    a.path('M-130,-70Q-118,-96 -106,-70A12,12 0 1 1 -130,-70Z', amber, op(0.7));
    return 120;
  },
  bathSalts(a, c, _c2) {
    a.rrect(
      -112,
      -262,
      224,
      262,
      26,
      a.hlin([
        [0, '#e9e4dc'],
        [0.3, '#ffffff'],
        [1, '#d9d2c8'],
      ]),
      op(0.9),
    );
    a.rrect(-100, -190, 200, 180, 18, lighten(c, 0.45));
    const d = [];
    for (let i = 0; i < 40; i++) d.push(`M${-90 + ((i * 47) % 180)},${-180 + ((i * 31) % 164)}l7-4 6,6-5,6z`);
    a.path(d.join(''), '#ffffff', op(0.7));
    a.rrect(-104, -306, 208, 54, 14, cylG(a, '#d3b38a'));
    const k = [];
    for (let i = 0; i < 18; i++) k.push(circD(-90 + ((i * 53) % 180), -296 + ((i * 17) % 36), 2.5));
    a.path(k.join(''), '#9b7a55', op(0.6));
    a.stroke('M120,-6L230,-120', '#b08a62', 12);
    a.ellipse(250, -136, 36, 22, '#b08a62', ' transform="rotate(-45 250 -136)"');
    a.path('M-150,-4l8-5 7,6-6,5zM-170,-10l6-3 5,5-5,3zM150,-6l7-4 6,6-6,4z', lighten(c, 0.45));
    return 200;
  },
  granola(a, c, c2) {
    a.rrect(
      -100,
      -300,
      200,
      300,
      34,
      a.hlin([
        [0, '#e4dfd6'],
        [0.3, '#fbf9f5'],
        [1, '#d6cfc4'],
      ]),
    );
    a.path('M-96,-26V-120H96V-26Q96,-4 70,-4H-70Q-96,-4 -96,-26Z', '#c79a62');
    a.rect(-96, -170, 192, 50, '#f4eee4');
    a.rect(-96, -236, 192, 66, '#cda06a');
    const d = [];
    for (let i = 0; i < 26; i++) d.push(circD(-84 + ((i * 41) % 168), -230 + ((i * 19) % 58), 5));
    for (let i = 0; i < 16; i++) d.push(circD(-84 + ((i * 37) % 168), -110 + ((i * 23) % 96), 5));
    a.path(d.join(''), '#8f6a44', op(0.55));
    const b = [];
    for (let i = 0; i < 7; i++) b.push(circD(-70 + i * 24, -244 + (i % 2) * 6, 10));
    a.path(b.join(''), C.rose);
    a.path('M-104,-306Q0,-352 104,-306Z', '#f3efe8', op(0.9));
    a.rect(-108, -310, 216, 12, c2);
    a.stroke('M70,-300L96,-260', '#9d978d', 5);
    a.rrect(-80, -280, 10, 250, 5, '#ffffff', op(0.4));
    return 130;
  },
  candle(a, c) {
    a.circle(
      0,
      -330,
      90,
      a.rad([
        [0, '#fbe3b4', 0.7],
        [1, '#fbe3b4', 0],
      ]),
    );
    a.rrect(-100, -236, 200, 236, 18, cylG(a, c));
    a.ellipse(0, -236, 100, 18, lighten(c, 0.25));
    a.ellipse(0, -232, 88, 13, '#f3ead9');
    a.stroke('M0,-236v-22', INK, 3);
    a.path('M0,-318C14,-296 14,-268 0,-260C-14,-268 -14,-296 0,-318Z', '#f4c27c');
    a.path('M0,-296C6,-284 6,-270 0,-266C-6,-270 -6,-284 0,-296Z', '#fff4dc');
    a.rect(-100, -150, 200, 70, C.cream, op(0.85));
    leafIcon(a, 0, -118, 18, c);
    a.ellipse(190, -8, 80, 16, cylV(a, '#b08a62'));
    return 180;
  },
};
