/** Every product kind, by name (product-art.ts draws product-01 .. product-30 from them). */
import type { Art } from '../art';
import { CONTAINERS } from './containers';
import { FITNESS_GEAR } from './fitness-gear';
import { TEXTILES_AND_TRAVEL } from './textiles-and-travel';

/** Draws a product around the origin (the centre of its base, y up negative); returns its width for the shadow, or 0 for none. */
export type ProductDrawer = (a: Art, c: string, c2: string, c3: string) => number;

export const PROD: Record<string, ProductDrawer> = {
  ...CONTAINERS,
  ...FITNESS_GEAR,
  ...TEXTILES_AND_TRAVEL,
};
