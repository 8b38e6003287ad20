/** Training and recovery gear: mats, rollers, weights, bands, ropes, blocks, a massage gun, a watch, earbuds. */
import { op } from '../art';
import { D } from '../numbers';
import { C, darken, INK, lighten } from '../palette';
import { cylG, cylV } from './still-life';
import { circD } from '../shapes';
import type { ProductDrawer } from './kinds';

export const FITNESS_GEAR: Record<string, ProductDrawer> = {
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
  kettlebell(a, c, c2) {
    a.stroke('M-92,-250C-112,-420 112,-420 92,-250', darken(c, 0.08), 46);
    a.stroke('M-92,-260C-108,-400 108,-400 92,-260', lighten(c, 0.2), 6, op(0.35));
    a.path('M-110,-8C-180,-70 -170,-260 0,-270C170,-260 180,-70 110,-8Z', cylG(a, c));
    a.rect(-112, -12, 224, 12, darken(c, 0.3));
    a.rrect(-40, -160, 80, 54, 8, c2);
    return 170;
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
};
