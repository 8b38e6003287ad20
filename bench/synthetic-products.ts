// Synthetic marketplace products for the benchmarks (bench:shop, bench:load), and the marketplace
// queries a shopper makes over them.
import { insertProducts, seededRandom, type Database } from '../apps/api/src/test/bench-harness';

const BATCH = 1000;

export const productWords = [
  'calm',
  'cork',
  'linen',
  'travel',
  'magnesium',
  'protein',
  'bamboo',
  'merino',
  'cedar',
  'oat',
  'yoga',
  'recovery',
];
const productKinds = [
  'Mat',
  'Bottle',
  'Roller',
  'Bar',
  'Tea',
  'Hoodie',
  'Band',
  'Capsules',
  'Pillow',
  'Tumbler',
];
export const productCategories = [
  'Supplements',
  'Equipment',
  'Apparel',
  'Snacks',
  'Accessories',
  'Travel Gear',
];
const statuses = [
  'in_stock',
  'in_stock',
  'in_stock',
  'limited_stock',
  'out_of_stock',
  'coming_soon',
] as const;

const pick = <T>(list: readonly T[], random: () => number = Math.random) =>
  list[Math.floor(random() * list.length)]!;

/** Inserts `count` synthetic products in batches of 1,000 (names, categories, prices, statuses mixed). */
export async function insertSyntheticProducts(
  db: Database,
  { count, seed = 42 }: { count: number; seed?: number },
) {
  const random = seededRandom(seed);
  let made = 0;
  while (made < count) {
    const batch = Array.from({ length: Math.min(BATCH, count - made) }, (_, i) => {
      const n = made + i;
      const price = 300 + ((n * 7919) % 15000);
      const name = `${pick(productWords, random)} ${pick(productWords, random)} ${pick(productKinds, random)} ${n}`;
      return {
        name: name.replace(/^./, (c) => c.toUpperCase()),
        category: pick(productCategories, random),
        description: 'A synthetic product for benchmarks.',
        priceCents: price,
        discountPriceCents: n % 3 === 0 ? Math.round(price * 0.8) : null,
        image: '/images/products/product-01.svg',
        rating: 3.5 + (n % 15) / 10,
        reviews: n % 400,
        productType: n % 9 === 0 ? ('pre_order' as const) : ('buy_now' as const),
        status: pick(statuses, random),
        stock: n % 200,
      };
    });
    await insertProducts(db, batch);
    made += batch.length;
  }
  return made;
}

/** The marketplace queries of the benchmarks: kind -> query string of GET /api/products. */
export const marketplaceQueries: Record<string, () => string> = {
  'listing, page 1': () => '',
  'listing, page 40': () => 'page=40',
  'category + price band': () =>
    new URLSearchParams({
      categories: pick(productCategories),
      bands: pick(['25-50', '50-100', 'under-25']),
    }).toString(),
  'type + availability': () =>
    new URLSearchParams({
      types: pick(['buy_now', 'pre_order']),
      availability: 'in_stock,limited_stock',
    }).toString(),
  'search by name': () => new URLSearchParams({ search: pick(productWords) }).toString(),
  'search, no match (suggestions)': () =>
    new URLSearchParams({ search: `${pick(productWords)}zqx` }).toString(),
};
