/** Clothes and travel things: a t-shirt, leggings, a hoodie, bags, a sleep mask, a cushion, sunglasses, a travel pillow. */
import { op } from '../art';
import { D } from '../numbers';
import { C, darken, INK, lighten, mix } from '../palette';
import { cylG, cylV, leafIcon } from './still-life';
import type { ProductDrawer } from './kinds';

export const TEXTILES_AND_TRAVEL: Record<string, ProductDrawer> = {
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
};
