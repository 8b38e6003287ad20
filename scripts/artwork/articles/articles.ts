/** Every article picture, by name (articles/<name>.svg). */
import type { Art } from '../art';
import { FOOD } from './food';
import { BODY_AND_MIND } from './body-and-mind';

export const ARTICLES: Record<string, (a: Art) => void> = {
  ...FOOD,
  ...BODY_AND_MIND,
};
