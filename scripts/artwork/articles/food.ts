/** Articles about food: nutrition and gut health. */
import { op, type Art } from '../art';
import { flatTable } from '../content/hero';
import { bowl, plant, room } from '../interiors';
import { C } from '../palette';
import { cylG, leafIcon, softShadow } from '../products/still-life';
import { branch } from '../foliage';
import { circD, ellD, leafD } from '../shapes';

export const FOOD: Record<string, (a: Art) => void> = {
  nutrition(a) {
    flatTable(a, '#d8bc9a');
    a.path('M-20,420L700,-20H1000L120,700H-20Z', '#f1eadf');
    a.stroke('M-20,450L730,-20M150,700L1030,-20', C.sageL, 6, op(0.6));
    softShadow(a, 612, 362, 250, 250, 0.25);
    a.circle(600, 340, 240, '#f6f1e8');
    a.circle(600, 340, 196, '#efe6d8');
    // grain
    a.path('M600,340L600,150A190,190 0 0 1 780,280Z', '#e3c48e');
    const gr = [];
    for (let i = 0; i < 30; i++) gr.push(circD(640 + ((i * 37) % 120), 200 + ((i * 29) % 90), 4));
    a.path(gr.join(''), '#c9a062', op(0.7));
    // greens
    const gl = [];
    for (let i = 0; i < 9; i++) gl.push(leafD(520, 280, a.r(70, 110), 24, 180 + i * 22, 0));
    a.path(gl.join(''), C.sage);
    a.path(gl.slice(0, 5).join(''), C.teal, op(0.6));
    // avocado fan
    const av = [];
    for (let i = 0; i < 5; i++) av.push(leafD(560, 470, 120, 20, -150 + i * 12, 0));
    a.path(av.join(''), '#b9c98a');
    a.path(av.join(''), 'none', ' stroke="#7a9a5a" stroke-width="3"');
    // egg + tomatoes
    a.path(ellD(700, 430, 44, 34) + ellD(640, 470, 40, 30), '#fbf8f0');
    a.path(circD(700, 430, 18) + circD(640, 470, 16), C.ochre);
    a.path(circD(770, 360, 20) + circD(740, 330, 18), '#d9745a');
    // cutlery
    a.rrect(880, 180, 16, 320, 8, '#b9b4ab');
    a.rrect(930, 180, 20, 320, 10, '#b9b4ab');
    a.stroke('M880,180v-70M888,180v-70M896,180v-70', '#b9b4ab', 4);
    // glass + lemon + bowls
    a.circle(1040, 140, 70, '#e2ede9');
    a.circle(1040, 140, 56, '#f4f8f6');
    a.circle(1010, 110, 14, '#ffffff', op(0.8));
    a.circle(180, 540, 70, '#e8cf6e');
    a.circle(180, 540, 60, '#f6e7a6');
    a.stroke('M180,480v120M120,540h120M138,498l84,84M222,498l-84,84', '#e8cf6e', 3);
    a.circle(1000, 520, 90, C.cream);
    a.circle(1000, 520, 74, '#e9dfd2');
    const be = [];
    for (let i = 0; i < 12; i++) be.push(circD(960 + ((i * 31) % 80), 486 + ((i * 23) % 70), 14));
    a.path(be.join(''), C.rose);
    a.path(be.slice(0, 5).join(''), '#6c5a7a', op(0.7));
    a.circle(220, 150, 76, C.terraXL);
    const nu = [];
    for (let i = 0; i < 9; i++) nu.push(ellD(180 + ((i * 29) % 80), 120 + ((i * 19) % 60), 16, 10));
    a.path(nu.join(''), '#c89a6a');
    branch(a, 1220, 680, 1040, 640, C.sageL, C.sage, 36);
  },
  'gut-health'(a) {
    room(a, '#e4ebe5', '#cbb296', 470);
    a.rect(
      0,
      470,
      1200,
      205,
      a.lin([
        [0, '#d8bb98'],
        [1, '#b99471'],
      ]),
    );
    a.rect(0, 470, 1200, 8, '#efe3d1');
    a.rect(80, 170, 560, 18, '#b08a62');
    plant(a, 200, 170, 0.5, C.terraL, 'round');
    a.path(circD(400, 130, 40), C.sand);
    a.path(circD(520, 134, 34), C.terraXL);
    const jar = (
      x: number,
      w: number,
      h: number,
      layers: [height: number, color: string, dots?: string][],
      lid: string,
    ) => {
      softShadow(a, x, 560, w * 0.65, 10);
      a.rrect(
        x - w / 2,
        560 - h,
        w,
        h,
        22,
        a.hlin([
          [0, '#e4dfd6'],
          [0.3, '#fbf9f5'],
          [1, '#d6cfc4'],
        ]),
      );
      let y = 552;
      for (const [hh, col, dots] of layers) {
        a.rect(x - w / 2 + 8, y - hh, w - 16, hh, col);
        if (dots) {
          const d: string[] = [];
          for (let i = 0; i < 10; i++)
            d.push(ellD(x - w / 2 + 20 + ((i * 37) % (w - 40)), y - hh + 10 + ((i * 23) % (hh - 20)), 9, 5));
          a.path(d.join(''), dots, op(0.8));
        }
        y -= hh;
      }
      a.rrect(x - w / 2 - 4, 548 - h, w + 8, 34, 8, lid);
      a.rrect(x - w / 2 + 12, 580 - h, 10, h - 40, 5, '#ffffff', op(0.45));
    };
    jar(
      300,
      170,
      260,
      [
        [90, '#d0694a', '#e89a7e'],
        [80, '#c9593c', '#f0c27a'],
        [40, '#e9d5b0'],
      ],
      C.sage,
    );
    jar(
      520,
      150,
      300,
      [
        [120, '#9db58a', '#6f8f5a'],
        [110, '#b4c79a', '#e9e2a8'],
      ],
      '#c8a27a',
    );
    jar(710, 140, 220, [[140, '#efe2b4', '#d8c27a']], C.terra);
    // kombucha
    softShadow(a, 870, 562, 60, 8);
    a.path('M830,560V400Q830,370 852,360V320H888V360Q910,370 910,400V560Z', cylG(a, '#c2864f'));
    a.rect(852, 306, 36, 20, '#3c4a45');
    a.rect(830, 440, 80, 60, C.cream, op(0.9));
    leafIcon(a, 870, 470, 16, C.sage);
    // yogurt bowl
    softShadow(a, 1040, 600, 110, 12);
    bowl(a, 1040, 600, 210, 80, C.cream);
    a.ellipse(1040, 520, 96, 14, '#fbf6ee');
    a.path(circD(1010, 514, 10) + circD(1040, 510, 9) + circD(1068, 516, 10), C.rose);
    a.path(circD(1024, 520, 7) + circD(1056, 522, 7), '#6c5a7a');
    a.stroke('M1080,510L1140,430', '#b9b4ab', 10);
  },
};
