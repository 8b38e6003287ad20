import type { Database } from '../client';
import { products } from '../schema/shop';
import { seedProducts as data } from './products-data';
import type { SeedStep } from './seed-step';

const cents = (dollars: number) => Math.round(dollars * 100);

export const seedProducts: SeedStep = {
  name: 'products',
  isEmpty: async (db) => (await db.select({ id: products.id }).from(products).limit(1)).length === 0,
  run: async (db: Database) => {
    await db.insert(products).values(
      data.map(({ price, discountPrice, rating, ...p }) => ({
        ...p,
        // A product nobody has reviewed has no rating yet.
        rating: p.reviews === 0 ? 0 : rating,
        priceCents: cents(price),
        discountPriceCents: discountPrice === null ? null : cents(discountPrice),
      })),
    );
  },
};
