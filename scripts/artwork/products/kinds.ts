import { op, type Art } from '../art';
import { D } from '../numbers';
import { C, darken, INK, lighten, mix } from '../palette';
import { circD, ellD } from '../plants';
import { cylG, cylV, leafIcon } from './still-life';

/** Draws a product around the origin (the centre of its base, y up negative); returns its width for the shadow, or 0 for none. */
export type ProductDrawer = (a: Art, c: string, c2: string, c3: string) => number;

export const PROD: Record<string, ProductDrawer> = {
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
  mat(a, c, c2) {
    a.path('M-200,-124H170V0H-200A36,62 0 0 1 -200,-124Z', cylV(a, c));
    a.ellipse(170, -62, 36, 62, lighten(c, 0.12));
    a.stroke(
      'M170,-62m-8,0a8,8 0 1 1 16,0a16,16 0 1 1 -32,0a24,26 0 1 1 48,0a30,40 0 1 1 -60,0',
      darken(c, 0.25),
      3,
    );
    for (const x of [-120, 60]) a.rect(x, -126, 22, 128, cylV(a, c2));
    return 220;
  },
  roller(a, c) {
    a.rect(-84, -380, 168, 380, cylG(a, c));
    const b = [];
    for (let r = 0; r < 9; r++)
      for (let k = 0; k < 4; k++) b.push(`M${-66 + k * 36 + (r % 2) * 18},${-356 + r * 40}h14v22h-14z`);
    a.path(b.join(''), INK, op(0.13));
    a.ellipse(0, -380, 84, 24, lighten(c, 0.2));
    a.ellipse(0, -380, 34, 10, darken(c, 0.45));
    a.ellipse(0, 0, 84, 24, darken(c, 0.2), op(0));
    return 110;
  },
  dumbbells(a, c, c2) {
    const db = (x: number, y: number, k: number, col: string) => {
      a.add(`<g transform="translate(${x} ${y}) scale(${k})">`);
      a.rect(
        -90,
        -66,
        180,
        26,
        a.lin([
          [0, '#dcd7cf'],
          [0.5, '#9d978d'],
          [1, '#6e6961'],
        ]),
      );
      a.stroke('M-60,-64v22M-40,-64v22M-20,-64v22M0,-64v22M20,-64v22M40,-64v22M60,-64v22', INK, 2, op(0.18));
      const hex = a.lin([
        [0, lighten(col, 0.2)],
        [0.3, lighten(col, 0.2)],
        [0.3, col],
        [0.7, col],
        [0.7, darken(col, 0.28)],
        [1, darken(col, 0.28)],
      ]);
      a.rrect(-168, -106, 80, 106, 10, hex);
      a.rrect(88, -106, 80, 106, 10, hex);
      a.close();
    };
    db(70, -74, 0.95, c2);
    db(-30, 0, 1.15, c);
    return 230;
  },
  bands(a, c, c2, c3) {
    const ring = (y: number, rx: number, ry: number, col: string, rot: number) => {
      a.add(`<g transform="translate(0 ${y}) rotate(${rot})">`);
      a.ellipse(0, 8, rx, ry, 'none', ` stroke="${INK}" stroke-opacity=".12" stroke-width="26"`);
      a.ellipse(0, 0, rx, ry, 'none', ` stroke="${col}" stroke-width="26"`);
      a.ellipse(
        0,
        -4,
        rx,
        ry,
        'none',
        ` stroke="${lighten(col, 0.35)}" stroke-width="5" stroke-opacity=".6"`,
      );
      a.close();
    };
    ring(-40, 190, 58, c3, -4);
    ring(-120, 170, 54, c2, 5);
    ring(-200, 150, 50, c, -3);
    return 220;
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
  tshirt(a, c, c2) {
    const d =
      'M-40,-432Q0,-400 40,-432L112,-410L196,-330L152,-286L110,-318L112,-30H-112L-110,-318L-152,-286L-196,-330L-112,-410Z';
    a.rect(
      -300,
      -512,
      600,
      14,
      a.lin([
        [0, '#b08a62'],
        [1, '#8a6a4a'],
      ]),
    );
    a.stroke('M0,-430V-480C0,-520 34,-520 34,-496', '#8a7b68', 6);
    a.path(d, INK, op(0.1) + ' transform="translate(14 16)"');
    a.path(
      d,
      a.hlin([
        [0, darken(c, 0.08)],
        [0.5, lighten(c, 0.08)],
        [1, darken(c, 0.14)],
      ]),
    );
    a.stroke('M-40,-432Q0,-400 40,-432', darken(c, 0.3), 8);
    a.stroke(
      'M-112,-320L-150,-290M112,-320L150,-290M-60,-200Q-40,-120 -64,-40M50,-250Q70,-160 52,-60',
      darken(c, 0.2),
      3,
      op(0.4),
    );
    leafIcon(a, 58, -352, 14, c2);
    return 0;
  },
  leggings(a, c, c2) {
    a.rect(
      -300,
      -512,
      600,
      14,
      a.lin([
        [0, '#b08a62'],
        [1, '#8a6a4a'],
      ]),
    );
    a.stroke('M-130,-448H130M0,-448V-480C0,-520 34,-520 34,-496', '#8a7b68', 6);
    a.rect(-112, -456, 28, 36, '#8a7b68');
    a.rect(84, -456, 28, 36, '#8a7b68');
    const d = 'M-104,-430H104L92,-30H20L4,-300H-4L-20,-30H-92Z';
    a.path(d, INK, op(0.1) + ' transform="translate(14 16)"');
    a.path(
      d,
      a.hlin([
        [0, darken(c, 0.1)],
        [0.3, lighten(c, 0.1)],
        [0.5, c],
        [0.7, lighten(c, 0.06)],
        [1, darken(c, 0.18)],
      ]),
    );
    a.rect(-104, -430, 208, 40, darken(c, 0.18));
    a.stroke('M-52,-388L-56,-40M52,-388L56,-40', lighten(c, 0.25), 3, op(0.6));
    a.rect(-92, -52, 72, 22, c2, op(0.8));
    a.rect(20, -52, 72, 22, c2, op(0.8));
    return 0;
  },
  hoodie(a, c, c2) {
    const d =
      'M-44,-420L-120,-396L-186,-170L-182,-130L-140,-126L-112,-300L-114,-30H114L112,-300L140,-126L182,-130L186,-170L120,-396L44,-420Z';
    a.rect(
      -300,
      -512,
      600,
      14,
      a.lin([
        [0, '#b08a62'],
        [1, '#8a6a4a'],
      ]),
    );
    a.stroke('M-12,-480C-12,-530 12,-530 12,-480', darken(c, 0.3), 5);
    a.path('M-74,-414Q-84,-490 0,-494Q84,-490 74,-414Z', darken(c, 0.22));
    a.path(d, INK, op(0.1) + ' transform="translate(14 16)"');
    a.path(
      d,
      a.hlin([
        [0, darken(c, 0.1)],
        [0.5, lighten(c, 0.08)],
        [1, darken(c, 0.16)],
      ]),
    );
    a.path('M-44,-420Q0,-380 44,-420Q0,-400 -44,-420Z', darken(c, 0.35));
    a.rect(-114, -62, 228, 32, darken(c, 0.12));
    a.path('M-186,-170L-140,-160L-140,-126L-182,-130ZM186,-170L140,-160L140,-126L182,-130Z', darken(c, 0.14));
    a.path('M-72,-210H72L90,-118H-90Z', darken(c, 0.08));
    a.stroke('M-72,-210H72L90,-118H-90Z', darken(c, 0.25), 3, op(0.5));
    a.stroke('M-14,-404V-330M14,-404V-336', c2, 5);
    return 0;
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
  duffel(a, c, c2) {
    a.stroke('M-96,-226C-96,-330 96,-330 96,-226', darken(c2, 0.1), 16);
    a.path(
      'M-230,0H230Q254,0 254,-24V-150Q254,-232 172,-232H-172Q-254,-232 -254,-150V-24Q-254,0 -230,0Z',
      cylV(a, c),
    );
    a.path(
      'M-254,-150Q-254,-232 -200,-232V0H-230Q-254,0 -254,-24ZM254,-150Q254,-232 200,-232V0H230Q254,0 254,-24Z',
      darken(c, 0.14),
    );
    a.stroke('M-172,-220H172', INK, 4, op(0.3));
    a.rect(-130, -232, 22, 232, c2);
    a.rect(108, -232, 22, 232, c2);
    a.stroke('M-120,-226C-120,-350 120,-350 120,-226', c2, 16);
    a.rrect(150, -214, 40, 56, 6, c2);
    return 270;
  },
  pouchZip(a, c, c2) {
    a.path(
      'M-172,0H172Q182,0 184,-12L198,-200Q200,-218 182,-218H-182Q-200,-218 -198,-200L-184,-12Q-182,0 -172,0Z',
      cylV(a, c),
    );
    a.stroke('M-184,-196H184', darken(c, 0.4), 6);
    a.stroke('M-184,-196H184', lighten(c, 0.5), 2, ' stroke-dasharray="3 5"');
    a.rrect(120, -206, 36, 20, 5, '#b9b4ab');
    a.stroke('M138,-186v44', c2, 8);
    a.path('M-178,-70Q0,-56 178,-70L176,-40Q0,-26 -176,-40Z', c2, op(0.85));
    return 200;
  },
  watch(a, c, _c2) {
    a.path('M-70,-380L-60,-540H60L70,-380Z', cylG(a, c));
    a.path('M-70,-160L-60,0H60L70,-160Z', cylG(a, c));
    a.path(circD(0, -80, 6) + circD(0, -50, 6) + circD(0, -20, 6), darken(c, 0.35));
    a.rrect(-100, -382, 200, 226, 50, cylG(a, '#5b6360'));
    a.rrect(-86, -368, 172, 198, 40, '#1f2a26');
    a.rect(100, -300, 14, 44, '#8a8a86');
    const arc = (r: number, f: number, col: string) => {
      const e = -Math.PI / 2 + f * Math.PI * 2;
      a.stroke(
        D`M0,${-269 - r}A${r},${r} 0 ${f > 0.5 ? 1 : 0} 1 ${Math.cos(e) * r},${-269 + Math.sin(e) * r}`,
        col,
        12,
      );
    };
    arc(58, 0.78, C.terraL);
    arc(40, 0.62, C.sageL);
    arc(22, 0.86, C.ochre);
    a.path('M-80,-360Q-40,-370 0,-362L-80,-280Z', '#ffffff', op(0.06));
    return 110;
  },
  earbuds(a, c) {
    a.rrect(-180, -220, 300, 220, 104, cylG(a, c));
    a.stroke('M-172,-146Q-30,-128 112,-146', darken(c, 0.3), 4);
    a.circle(-30, -80, 7, C.cream);
    const bud = (x: number, y: number, r: number) => {
      a.add(`<g transform="translate(${x} ${y}) rotate(${r})">`);
      a.rrect(-11, -10, 22, 74, 11, '#f2ede4');
      a.circle(0, -14, 28, cylG(a, '#f6f2ea'));
      a.circle(-8, -22, 12, c);
      a.close();
    };
    bud(170, -76, 20);
    bud(232, -70, -16);
    return 200;
  },
  massageGun(a, c, c2) {
    a.path('M-20,-236L40,-236L66,-70H-6Z', cylG(a, '#3a4440'));
    const g = [];
    for (let y = -210; y < -90; y += 16) g.push(`M${-10 + (y + 236) * 0.12},${y}h${46 + (y + 236) * 0.04}`);
    a.stroke(g.join(''), INK, 3, op(0.35));
    a.rrect(-70, -72, 170, 72, 20, cylV(a, c));
    a.rrect(-180, -344, 320, 112, 56, cylV(a, c));
    a.rect(-226, -316, 56, 56, cylV(a, '#5b6360'));
    a.circle(-250, -288, 40, cylG(a, c2));
    a.circle(100, -288, 14, lighten(c, 0.4));
    return 200;
  },
  sleepMask(a, c, c2) {
    a.stroke('M-190,-190C-260,-120 -200,-40 0,-50C200,-40 260,-120 190,-190', darken(c, 0.2), 22);
    const d =
      'M-200,-190C-200,-270 -70,-282 0,-244C70,-282 200,-270 200,-190C200,-112 124,-92 66,-112C32,-124 22,-160 0,-160C-22,-160 -32,-124 -66,-112C-124,-92 -200,-112 -200,-190Z';
    a.path(d, cylV(a, c));
    a.path(
      d,
      'none',
      ` transform="translate(0 -188) scale(.9) translate(0 188)" stroke="${lighten(c, 0.4)}" stroke-width="3" stroke-dasharray="6 7"`,
    );
    a.path('M100,-214A22,22 0 1 0 126,-176A18,18 0 1 1 100,-214Z', c2);
    return 220;
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
  jumpRope(a, c, c2) {
    a.stroke(
      'M-150,-70C-320,-120 -250,-330 -40,-300C180,-270 300,-170 170,-90C60,-30 -40,-200 60,-230C160,-260 200,-120 150,-60',
      c,
      9,
    );
    a.add('<g transform="rotate(-18 -150 -60)">');
    a.rrect(-230, -78, 110, 34, 17, cylV(a, c2));
    a.close();
    a.add('<g transform="rotate(12 160 -56)">');
    a.rrect(140, -74, 110, 34, 17, cylV(a, c2));
    a.close();
    return 230;
  },
  blocks(a, c) {
    const box = (x: number, y: number, w: number, h: number, d: number, col: string) => {
      a.rect(x, y - h, w, h, col);
      a.path(D`M${x},${y - h}l${d},${-d * 0.6}h${w}l${-d},${d * 0.6}z`, lighten(col, 0.2));
      a.path(D`M${x + w},${y - h}l${d},${-d * 0.6}v${h}l${-d},${d * 0.6}z`, darken(col, 0.2));
    };
    box(-210, 0, 230, 110, 70, c);
    box(60, 0, 110, 240, 56, c);
    return 230;
  },
  cushion(a, c, c2) {
    const zc = mix(c2, C.cream, 0.45);
    a.path('M-270,0L-220,-70H220L270,0Z', cylV(a, zc));
    a.rect(-270, 0, 540, 14, darken(zc, 0.2));
    a.path(
      'M-180,-76C-200,-110 -194,-160 -170,-176H170C194,-160 200,-110 180,-76Q0,-50 -180,-76Z',
      cylG(a, c),
    );
    a.ellipse(0, -176, 170, 40, lighten(c, 0.14));
    const p = [];
    for (let i = -5; i <= 5; i++) p.push(D`M${i * 32},${-140}Q${i * 36},${-110} ${i * 34},${-70}`);
    a.stroke(p.join(''), darken(c, 0.25), 2.5, op(0.45));
    a.circle(0, -176, 10, darken(c, 0.25));
    return 280;
  },
  sunglasses(a, c) {
    a.stroke('M-150,-120L-100,-196M150,-120L100,-196', darken(c, 0.25), 10);
    const lens = a.lin([
      [0, '#2e3b3a'],
      [1, '#6c7f7a'],
    ]);
    const L = 'M-176,-132C-180,-70 -140,-30 -90,-34C-40,-38 -22,-80 -26,-132Z';
    a.path(L, lens);
    a.path(L, lens, ' transform="scale(-1 1)"');
    a.stroke(
      'M-176,-132C-180,-70 -140,-30 -90,-34C-40,-38 -22,-80 -26,-132ZM176,-132C180,-70 140,-30 90,-34C40,-38 22,-80 26,-132Z',
      c,
      10,
    );
    a.stroke('M-26,-126Q0,-146 26,-126', c, 10);
    a.path('M-150,-120L-120,-120L-150,-70Z', '#ffffff', op(0.18));
    return 200;
  },
  travelPillow(a, c, c2) {
    const d =
      'M-180,-60C-180,-330 180,-330 180,-60C180,6 96,6 96,-60C96,-214 -96,-214 -96,-60C-96,6 -180,6 -180,-60Z';
    a.path(d, cylV(a, c));
    a.stroke('M-138,-56C-138,-270 138,-270 138,-56', lighten(c, 0.35), 3, ' stroke-dasharray="8 8"');
    a.rrect(-110, -64, 60, 24, 8, c2);
    a.rrect(50, -64, 60, 24, 8, c2);
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
  kettlebell(a, c, c2) {
    a.stroke('M-92,-250C-112,-420 112,-420 92,-250', darken(c, 0.08), 46);
    a.stroke('M-92,-260C-108,-400 108,-400 92,-260', lighten(c, 0.2), 6, op(0.35));
    a.path('M-110,-8C-180,-70 -170,-260 0,-270C170,-260 180,-70 110,-8Z', cylG(a, c));
    a.rect(-112, -12, 224, 12, darken(c, 0.3));
    a.rrect(-40, -160, 80, 54, 8, c2);
    return 170;
  },
};
