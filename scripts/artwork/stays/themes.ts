/** The ten stay scenes, each drawn at four times of day (stay-01 .. stay-40). */
import type { Art } from '../art';
import type { Time, TimeName } from '../times';
import { sceneBeach } from './beach';
import { sceneDesert } from './desert';
import { sceneForest } from './forest';
import { sceneLake } from './lake';
import { sceneMed } from './mediterranean';
import { sceneMountain } from './mountain';
import { sceneOlive } from './olive-grove';
import { scenePool } from './pool';
import { sceneTerraces } from './terraces';
import { sceneYoga } from './yoga';

export type StayTheme = { fn: (a: Art, T: Time, v: number) => void; times: TimeName[] };

export const STAY_THEMES: StayTheme[] = [
  { fn: sceneBeach, times: ['noon', 'golden', 'dusk', 'sunrise'] },
  { fn: sceneMountain, times: ['dawn', 'noon', 'dusk', 'night'] },
  { fn: sceneForest, times: ['dawn', 'mist', 'golden', 'night'] },
  { fn: scenePool, times: ['noon', 'golden', 'dusk', 'mist'] },
  { fn: sceneYoga, times: ['sunrise', 'dawn', 'golden', 'noon'] },
  { fn: sceneDesert, times: ['golden', 'noon', 'dusk', 'night'] },
  { fn: sceneLake, times: ['dawn', 'mist', 'dusk', 'night'] },
  { fn: sceneTerraces, times: ['mist', 'noon', 'golden', 'dawn'] },
  { fn: sceneMed, times: ['noon', 'golden', 'sunrise', 'dusk'] },
  { fn: sceneOlive, times: ['golden', 'noon', 'sunrise', 'dusk'] },
];

/** Mirrors the whole picture (some variants face the other way). */
export function flipWrap(a: Art, flip: boolean) {
  if (!flip) return;
  a.b.unshift(`<g transform="matrix(-1 0 0 1 ${a.w} 0)">`);
  a.b.push('</g>');
}
