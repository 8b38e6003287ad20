import { z } from 'zod';
import { PRICE_BAND_IDS } from '../domain/price-bands';

export const PRODUCT_TYPES = ['buy_now', 'pre_order'] as const;
export const PRODUCT_STATUSES = ['in_stock', 'limited_stock', 'out_of_stock', 'coming_soon'] as const;
/** The marketplace's static categories (part 2 §9); products may carry others too. */
export const MARKETPLACE_CATEGORIES = ['Supplements', 'Equipment', 'Apparel', 'Snacks'] as const;

const list = <T extends readonly [string, ...string[]]>(values: T, name: string) =>
  z
    .string()
    .max(500)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values, { error: `${name}: unknown value` })).max(10));

export const productsQuerySchema = z.object({
  search: z.string().trim().max(100, 'search: at most 100 characters').optional(),
  categories: z
    .string()
    .max(500)
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().max(60)).max(20))
    .optional(),
  bands: list(PRICE_BAND_IDS, 'bands').optional(),
  types: list(PRODUCT_TYPES, 'types').optional(),
  availability: list(PRODUCT_STATUSES, 'availability').optional(),
  page: z.coerce.number().int().min(1, 'page: at least 1').max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(60, 'pageSize: at most 60').default(24),
});
export type ProductsQuery = z.output<typeof productsQuerySchema>;

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  category: z.string(),
  description: z.string(),
  /** Dollars. */
  price: z.number(),
  discountPrice: z.number().nullable(),
  image: z.string(),
  rating: z.number(),
  reviews: z.number(),
  productType: z.enum(PRODUCT_TYPES),
  status: z.enum(PRODUCT_STATUSES),
  isNew: z.boolean(),
  isBestSeller: z.boolean(),
  releaseDate: z.string().nullable(),
  estimatedShippingDate: z.string().nullable(),
  features: z.array(z.string()),
  servingSize: z.string().nullable(),
  servingsPerContainer: z.number().nullable(),
  ingredients: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productsResponseSchema = z.object({
  items: z.array(productSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  pageCount: z.number(),
  /** When a search matched nothing: up to 3 closest product names. */
  suggestions: z.array(z.string()),
});
export type ProductsResponse = z.infer<typeof productsResponseSchema>;
