import { z } from 'zod';
import { multiLineText, singleLineText } from './plain-text';
import { PRICE_BAND_IDS } from '../domain/price-bands';
import { ORDER_STATUSES, PRODUCT_STATUSES, PRODUCT_TYPES } from '../domain/shop-vocabulary';
import { adminPageSchema, adminTableQuery } from './admin-tables';
import { recordDateSchema } from './stays';

export {
  MARKETPLACE_CATEGORIES,
  ORDER_STATUSES,
  PRODUCT_STATUSES,
  PRODUCT_TYPES,
} from '../domain/shop-vocabulary';

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
  /** Cents. */
  priceCents: z.number().int(),
  discountPriceCents: z.number().int().nullable(),
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

export const addToCartSchema = z.object({
  productId: z.number().int().min(1).max(2_147_483_647),
  quantity: z
    .number()
    .int()
    .min(1, 'Quantity must be at least 1')
    .max(99, 'At most 99 of one product')
    .default(1),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

export const setCartQuantitySchema = z.object({
  quantity: z.number().int().min(1, 'Quantity must be at least 1').max(99, 'At most 99 of one product'),
});

export const cartLineSchema = z.object({
  product: productSchema,
  quantity: z.number(),
  /** Cents: the price the shopper pays now (discount price where there is one). */
  unitPriceCents: z.number().int(),
  lineTotalCents: z.number().int(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** Total quantity (the header badge). */
  count: z.number(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const shippingAddressSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name is required')
    .max(100, 'Name is too long')
    .check(singleLineText),
  line1: z
    .string({ error: 'Address is required' })
    .trim()
    .min(3, 'Address is required')
    .max(200, 'Address is too long')
    .check(singleLineText),
  line2: z
    .string()
    .trim()
    .max(200, 'Address is too long')
    .check(singleLineText)
    .nullish()
    .transform((v) => (v ? v : null)),
  city: z
    .string({ error: 'City is required' })
    .trim()
    .min(2, 'City is required')
    .max(100, 'City is too long')
    .check(singleLineText),
  postalCode: z
    .string({ error: 'Postal code is required' })
    .trim()
    .min(3, 'Postal code is required')
    .max(12, 'Postal code is too long')
    .check(singleLineText),
  country: z
    .string({ error: 'Country is required' })
    .trim()
    .min(2, 'Country is required')
    .max(60, 'Country is too long')
    .check(singleLineText),
});
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

export const orderLineSchema = z.object({
  productId: z.number(),
  name: z.string(),
  image: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  productType: z.enum(PRODUCT_TYPES),
  releaseDate: z.string().nullable(),
});

export const orderSchema = z.object({
  id: z.number(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderLineSchema),
  itemCount: z.number(),
  preOrderCount: z.number(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  shippingCents: z.number().int(),
  totalCents: z.number().int(),
  /** Given back by Restora so far, in cents (docs/decisions/admin-bookings.md); a failed refund not counted. */
  refundedCents: z.number().int(),
  shippingAddress: z.object({
    name: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  estimatedDelivery: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canCancel: z.boolean(),
});
export type Order = z.infer<typeof orderSchema>;

/** Admin: a product as an administrator creates or edits it (cents, docs/decisions/money-on-the-wire.md). */
export const adminProductSchema = z
  .object({
    name: z.string().trim().min(2, 'Name is required').max(120).check(singleLineText),
    category: z.string().trim().min(2, 'Category is required').max(60).check(singleLineText),
    description: z
      .string()
      .trim()
      .min(10, 'Describe the product (at least 10 characters)')
      .max(2000)
      .check(multiLineText),
    priceCents: z
      .number({ error: 'Price: a number of dollars' })
      .int('Price: whole cents only')
      .min(0, 'Price: 0 or more')
      .max(10_000_000, 'Price: at most 100,000'),
    discountPriceCents: z
      .number({ error: 'Discount price: a number of dollars, or empty' })
      .int('Discount price: whole cents only')
      .min(0, 'Discount price: 0 or more')
      .max(10_000_000)
      .nullable()
      .default(null),
    image: z
      .string()
      .max(200, 'Use a picture path under /images')
      .regex(/^\/images\/[\w/.-]+$/, 'Use a picture path under /images'),
    productType: z.enum(PRODUCT_TYPES, { error: 'Choose buy now or pre-order' }),
    status: z.enum(PRODUCT_STATUSES, { error: 'Choose a status' }),
    stock: z
      .number({ error: 'Stock: a whole number' })
      .int('Stock: a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000),
    isNew: z.boolean().default(false),
    isBestSeller: z.boolean().default(false),
    releaseDate: recordDateSchema.nullable().default(null),
    estimatedShippingDate: recordDateSchema.nullable().default(null),
    features: z
      .array(z.string().trim().min(1).max(200, 'Features: at most 200 characters each').check(singleLineText))
      .max(10, 'Features: at most 10')
      .default([]),
    servingSize: z.string().trim().max(100).check(singleLineText).nullable().default(null),
    servingsPerContainer: z
      .number({ error: 'Servings: a whole number, or empty' })
      .int('Servings: a whole number')
      .min(1, 'Servings: 1 or more')
      .max(10_000)
      .nullable()
      .default(null),
    ingredients: z.string().trim().max(1000).check(multiLineText).nullable().default(null),
  })
  .refine((p) => p.discountPriceCents === null || p.discountPriceCents < p.priceCents, {
    path: ['discountPriceCents'],
    message: 'The discount price must be lower than the price',
  });
export type AdminProductInput = z.input<typeof adminProductSchema>;

/**
 * A change of some of a product's fields (the stock row sends status and stock, the editor every field).
 * No defaults: a field left out stays as it is.
 */
export const adminProductPatchSchema = z
  .object({
    name: z.string().trim().min(2, 'Name is required').max(120).check(singleLineText).optional(),
    category: z.string().trim().min(2, 'Category is required').max(60).check(singleLineText).optional(),
    description: z
      .string()
      .trim()
      .min(10, 'Describe the product (at least 10 characters)')
      .max(2000)
      .check(multiLineText)
      .optional(),
    priceCents: z.number().int().min(0).max(10_000_000).optional(),
    discountPriceCents: z.number().int().min(0).max(10_000_000).nullable().optional(),
    image: z
      .string()
      .max(200, 'Use a picture path under /images')
      .regex(/^\/images\/[\w/.-]+$/, 'Use a picture path under /images')
      .optional(),
    productType: z.enum(PRODUCT_TYPES).optional(),
    status: z.enum(PRODUCT_STATUSES).optional(),
    stock: z.number().int().min(0, 'Stock cannot be negative').max(1_000_000).optional(),
    isNew: z.boolean().optional(),
    isBestSeller: z.boolean().optional(),
    releaseDate: recordDateSchema.nullable().optional(),
    estimatedShippingDate: recordDateSchema.nullable().optional(),
    features: z.array(z.string().trim().min(1).max(200).check(singleLineText)).max(10).optional(),
    servingSize: z.string().trim().max(100).check(singleLineText).nullable().optional(),
    servingsPerContainer: z.number().int().min(1).max(10_000).nullable().optional(),
    ingredients: z.string().trim().max(1000).check(multiLineText).nullable().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, 'Nothing to change')
  .refine(
    (p) => p.discountPriceCents == null || p.priceCents === undefined || p.discountPriceCents < p.priceCents,
    {
      path: ['discountPriceCents'],
      message: 'The discount price must be lower than the price',
    },
  );
export type AdminProductPatch = z.input<typeof adminProductPatchSchema>;

/** A product as the back office sees it: with its stock. */
export const adminProductDetailSchema = productSchema.extend({ stock: z.number() });
export type AdminProductDetail = z.infer<typeof adminProductDetailSchema>;

/** The back office's products table (docs/decisions/admin-back-office.md): 50 a page, latest change first. */
export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'updated'] as const;
export const adminProductListQuerySchema = adminTableQuery(ADMIN_PRODUCT_SORTS, 'updated');
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;
export const adminProductListItemSchema = adminProductDetailSchema.extend({ updatedAt: z.string() });
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;
export const adminProductPageSchema = adminPageSchema(adminProductListItemSchema);
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;
