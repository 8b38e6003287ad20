/** Articles about body and mind: mental wellness, recovery, fitness, sleep. */
import { op, type Art } from '../art';
import { runner } from '../content/hero';
import { birds } from '../figures';
import { beam, pillarCandle, plant, room, steam, towelRoll, windowView } from '../interiors';
import { clamp, D, type Pt } from '../numbers';
import { C, darken } from '../palette';
import { pineD, pineRow, roundTree } from '../trees';
import { softShadow } from '../products/still-life';
import { G } from '../stays/colours';
import { drawRidge, mist, ridge, smoothD } from '../terrain';
import { land, TIMES, tone } from '../times';
import { drawSky } from '../sky';
import { waterBody } from '../water';
import { circD } from '../shapes';

export const BODY_AND_MIND: Record<string, (a: Art) => void> = {
  'mental-wellness'(a) {
    const T = TIMES.mist;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.6;
    drawSky(a, T, hy, { sunX: W * 0.68, sunY: hy * 0.55, clouds: 1 });
    drawRidge(a, { base: hy + 2, amp: 90, step: 100, bottom: hy + 3 }, land(T, '#7f9296', 0.12));
    const r1 = ridge(a, { base: hy + 2, amp: 30, step: 90, bottom: hy + 3 });
    a.path(r1.d + pineRow(a, r1, -10, W + 10, 20, 20, 36, 1), land(T, G.deep, 0.3));
    waterBody(a, T, hy + 2, H, { rippleCount: 5 });
    mist(a, hy - 30, 60, T.haze, 0.8);
    // island with a single tree + reflection
    const ix = W * 0.36;
    const iy = H * 0.72;
    const isl = () => {
      a.path(
        D`M${ix - 150},${iy}Q${ix - 60},${iy - 34} ${ix + 20},${iy - 30}Q${ix + 110},${iy - 26} ${ix + 160},${iy}Z`,
        land(T, G.mid, 0.8),
      );
      roundTree(a, ix - 10, iy - 24, 200, land(T, G.deep, 0.85), land(T, '#5b4a3c', 0.85), {
        wide: 0.55,
        blobs: 7,
      });
    };
    isl();
    a.add(`<g transform="matrix(1 0 0 -1 0 ${2 * iy})"${op(0.22)}>`);
    isl();
    a.close();
    a.stroke(D`M${ix - 200},${iy + 6}h400`, '#ffffff', 2, op(0.4));
    // boat
    a.path(D`M${W * 0.7},${H * 0.86}h110q-10,16 -30,16h-54q-20,0 -26,-16z`, tone(T, C.terra));
    birds(a, W * 0.5, H * 0.2, '#6f7f7a', 3);
  },
  recovery(a) {
    room(a, '#eee6da', '#d9cbb8', 560);
    const tl = [];
    for (let x = 0; x < 1200; x += 80) tl.push(`M${x},560L${(x - 600) * 1.8 + 600},675`);
    a.stroke(tl.join(''), '#c8b8a2', 2, op(0.6));
    windowView(a, 640, 70, 300, 380, TIMES.mist, { shape: 'arch' });
    beam(
      a,
      [
        [640, 450],
        [940, 450],
        [760, 675],
        [300, 675],
      ],
      0.14,
    );
    softShadow(a, 460, 600, 300, 22, 0.3);
    a.path(
      'M170,420H750Q750,560 640,590H280Q170,560 170,420Z',
      a.lin([
        [0, '#ffffff'],
        [1, '#dcd6cc'],
      ]),
    );
    a.rect(160, 410, 600, 20, '#f7f4ef');
    a.ellipse(460, 420, 280, 10, '#d4e3df');
    a.stroke('M280,590l-20,40M640,590l20,40', '#b9a98f', 10);
    steam(a, 380, 400, 160, '#ffffff', 0.6, 6);
    steam(a, 520, 396, 130, '#ffffff', 0.5, 6);
    // stool with towels
    a.rect(880, 520, 150, 14, '#b08a62');
    a.stroke('M896,534V650M1014,534V650', '#9c7a5a', 10);
    towelRoll(a, 930, 486, 34, C.sageL);
    towelRoll(a, 994, 486, 34, C.cream);
    pillarCandle(a, 830, 600, 40, 70);
    plant(a, 90, 680, 1.0, C.terraL, 'fan');
    plant(a, 1130, 680, 0.9, C.cream, 'tall');
  },
  fitness(a) {
    const T = TIMES.sunrise;
    const W = a.w;
    const H = a.h;
    const hy = H * 0.55;
    drawSky(a, T, hy, { sunX: W * 0.3 });
    waterBody(a, T, hy, H);
    const sm = (u: number) => u * u * (3 - 2 * u);
    drawRidge(
      a,
      {
        base: H + 10,
        amp: H * 0.68,
        x0: W * 0.3,
        step: 70,
        noise: 0.12,
        env: (x) => sm(clamp((x - W * 0.3) / (W * 0.42), 0, 1)),
      },
      land(T, '#86a583', 0.55),
    );
    const n2r = drawRidge(
      a,
      {
        base: H + 10,
        amp: H * 0.4,
        x0: W * 0.1,
        step: 80,
        noise: 0.15,
        env: (x) => sm(clamp((x - W * 0.1) / (W * 0.4), 0, 1)),
      },
      land(T, '#9ab389', 0.85),
    );
    const path: Pt[] = [
      [W + 20, H * 0.3],
      [W * 0.84, H * 0.44],
      [W * 0.66, H * 0.58],
      [W * 0.54, H * 0.76],
      [W * 0.5, H + 10],
    ];
    a.stroke(smoothD(path), tone(T, '#efdcc0'), 16);
    runner(a, W * 0.575, n2r.yAt(W * 0.575) + 40, 0.62, '#3a4541');
    a.path(
      pineD(W * 0.94, H + 10, 300, 70, 5, 10) + pineD(W * 0.86, H + 10, 200, 50, 4, 8),
      land(T, G.deep, 1),
    );
    birds(a, W * 0.32, H * 0.22, darken(T.sky[0], 0.4), 3);
  },
  sleep(a) {
    a.rect(
      0,
      0,
      1200,
      675,
      a.lin([
        [0, '#3a4a55'],
        [1, '#4e5d66'],
      ]),
    );
    windowView(a, 640, 70, 320, 330, TIMES.night, { shape: 'rect', frame: '#dcd3c6', sunX: 0.7, sunY: 0.35 });
    const st = [];
    for (let i = 0; i < 14; i++) st.push(circD(660 + ((i * 53) % 280), 90 + ((i * 37) % 150), 1.6));
    a.path(st.join(''), '#f1eadf', op(0.8));
    beam(
      a,
      [
        [640, 400],
        [960, 400],
        [760, 675],
        [380, 675],
      ],
      0.06,
    );
    a.rect(0, 520, 1200, 155, '#3f4c50');
    // lamp
    a.circle(
      220,
      330,
      220,
      a.rad([
        [0, '#f6cf94', 0.45],
        [1, '#f6cf94', 0],
      ]),
    );
    a.rect(160, 440, 130, 120, '#6b5443');
    a.path('M180,330h80l20,70h-120z', '#f4ddb6');
    a.stroke('M220,400v40', '#2f3532', 6);
    // bed
    a.rect(300, 470, 760, 140, '#cbbfae');
    a.rrect(300, 300, 40, 300, 8, '#8a6a50');
    a.rrect(320, 400, 200, 80, 36, '#efe7db');
    a.rrect(360, 380, 180, 80, 36, '#e3d7c6');
    a.path(
      'M420,470Q700,420 1080,460L1100,600H420Z',
      a.lin([
        [0, '#8fa7a2'],
        [1, '#6c8a84'],
      ]),
    );
    a.path('M420,470Q700,420 1080,460L1082,486Q700,450 420,496Z', '#ffffff', op(0.12));
    a.stroke('M300,610v40M1060,610v40', '#6b5443', 12);
    plant(a, 1140, 640, 0.8, C.terraL, 'tall');
  },
};
