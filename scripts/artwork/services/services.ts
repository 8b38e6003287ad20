/** Every service picture, by name (services/<name>.svg). */
import type { Art } from '../art';
import { MOVEMENT } from './movement';
import { SPA } from './spa';
import { MIND_AND_FOOD } from './mind-and-food';

export const SERVICES: Record<string, (a: Art) => void> = {
  ...MOVEMENT,
  ...SPA,
  ...MIND_AND_FOOD,
};
