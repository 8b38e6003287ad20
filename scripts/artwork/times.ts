/** Times of day: the light, sky, haze and water colours that a scene is drawn in. */
import { mix } from './palette';

export type Time = {
  /** Top, middle and horizon colours. */
  sky: [string, string, string];
  sun: string;
  glow: string;
  haze: string;
  /** What the land is tinted towards, and how much. */
  tone: string;
  toneAmt: number;
  /** Far and near water. */
  sea: [string, string];
  /** The sun's height, as a share of the horizon's, between these two. */
  sunYf: [number, number];
  sunR: number;
  cloud: string;
  /** Opacity of the shaded mountain facets. */
  shade: number;
  /** A glow along the horizon. */
  hglow?: boolean;
  sunOp?: number;
  night?: boolean;
  /** Lit windows. */
  lit?: string;
  snowRoof?: boolean;
};

export const TIMES = {
  dawn: {
    sky: ['#a9bfc9', '#d9d2d6', '#f3dccb'],
    sun: '#fff3e6',
    glow: '#f6d0b6',
    haze: '#e4d8d4',
    tone: '#b79da8',
    toneAmt: 0.12,
    sea: ['#dcd3cf', '#8fa8ae'],
    sunYf: [0.55, 0.7],
    sunR: 46,
    cloud: '#f6e6de',
    shade: 0.16,
    hglow: true,
  },
  sunrise: {
    sky: ['#bfb3c3', '#ecc3b1', '#f8dcc0'],
    sun: '#fff0da',
    glow: '#f3b992',
    haze: '#ecd2c6',
    tone: '#c98f84',
    toneAmt: 0.14,
    sea: ['#ebcdbe', '#97a0ab'],
    sunYf: [0.72, 0.86],
    sunR: 54,
    cloud: '#f8dccd',
    shade: 0.18,
    hglow: true,
  },
  mist: {
    sky: ['#b8cac4', '#d7e2dc', '#eef0ea'],
    sun: '#fbf8f0',
    glow: '#ffffff',
    haze: '#e2e9e3',
    tone: '#c4d2cb',
    toneAmt: 0.1,
    sea: ['#d6e0da', '#93afa7'],
    sunYf: [0.3, 0.45],
    sunR: 40,
    cloud: '#f4f6f1',
    shade: 0.12,
    sunOp: 0.8,
  },
  noon: {
    sky: ['#98bcc4', '#c9dedb', '#f0eee4'],
    sun: '#fffbf0',
    glow: '#ffffff',
    haze: '#d8e5de',
    tone: '#ffffff',
    toneAmt: 0,
    sea: ['#b6d0ce', '#5e8e8e'],
    sunYf: [0.14, 0.26],
    sunR: 38,
    cloud: '#fbfaf5',
    shade: 0.15,
  },
  golden: {
    sky: ['#d9a47e', '#ebc29c', '#f7e0bc'],
    sun: '#fff3d6',
    glow: '#f5cf95',
    haze: '#edd3b5',
    tone: '#c4864f',
    toneAmt: 0.16,
    sea: ['#e9cca8', '#8e907e'],
    sunYf: [0.55, 0.72],
    sunR: 52,
    cloud: '#f9e3c6',
    shade: 0.2,
    hglow: true,
    lit: '#f8dcaa',
  },
  dusk: {
    sky: ['#4a5870', '#947d93', '#e4a283'],
    sun: '#f8d8c0',
    glow: '#e9a283',
    haze: '#af9099',
    tone: '#3a3d58',
    toneAmt: 0.42,
    sea: ['#c39a9a', '#46526a'],
    sunYf: [0.8, 0.94],
    sunR: 50,
    cloud: '#d8a596',
    shade: 0.22,
    hglow: true,
    lit: '#f6c88e',
  },
  night: {
    sky: ['#152230', '#213749', '#3a5465'],
    sun: '#f1eadf',
    glow: '#7e97a5',
    haze: '#3a5162',
    tone: '#142230',
    toneAmt: 0.6,
    sea: ['#324a5a', '#15232c'],
    sunYf: [0.16, 0.34],
    sunR: 30,
    cloud: '#4a6172',
    shade: 0.25,
    night: true,
    lit: '#f2bf7a',
  },
} satisfies Record<string, Time>;

export type TimeName = keyof typeof TIMES;

/** Land colour: base tinted by time of day and hazed by distance (depth 0 far .. 1 near). */
export const tone = (T: Time, c: string) => mix(c, T.tone, T.toneAmt);

export const land = (T: Time, c: string, depth: number) => mix(tone(T, c), T.haze, (1 - depth) * 0.82);
