import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { payments } from './payments';

export const productType = pgEnum('product_type', ['buy_now', 'pre_order']);
export const productStatus = pgEnum('product_status', [
  'in_stock',
  'limited_stock',
  'out_of_stock',
  'coming_soon',
]);
export const orderStatus = pgEnum('order_status', [
  'processing',
  'shipped',
  'delivered',
  'pre_ordered',
  'cancelled',
]);

export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    category: text().notNull(),
    description: text().notNull(),
    priceCents: integer().notNull(),
    discountPriceCents: integer(),
    /** The price a shopper pays: the discount price where there is one (price bands filter on it). */
    effectivePriceCents: integer()
      .notNull()
      .generatedAlwaysAs(sql`coalesce(discount_price_cents, price_cents)`),
    image: text().notNull(),
    rating: real().notNull().default(0),
    reviews: integer().notNull().default(0),
    productType: productType().notNull(),
    status: productStatus().notNull(),
    stock: integer().notNull().default(0),
    isNew: boolean().notNull().default(false),
    isBestSeller: boolean().notNull().default(false),
    releaseDate: date({ mode: 'string' }),
    estimatedShippingDate: date({ mode: 'string' }),
    features: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    servingSize: text(),
    servingsPerContainer: integer(),
    ingredients: text(),
    /** Lower-cased name and category, for search (trigram index). */
    searchText: text()
      .notNull()
      .generatedAlwaysAs(sql`lower(name || ' ' || category)`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    // The marketplace's order: bestsellers first, then rating.
    index('products_listing_idx').on(t.isBestSeller.desc(), t.rating.desc(), t.id),
    index('products_effective_price_idx').on(t.effectivePriceCents, t.id),
    index('products_type_status_idx').on(t.productType, t.status),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_name_trgm_idx').using('gist', sql`lower(${t.name}) gist_trgm_ops`),
    check('products_stock_nonnegative', sql`${t.stock} >= 0`),
    check('products_price_nonnegative', sql`${t.priceCents} >= 0`),
    check(
      'products_discount_below_price',
      sql`${t.discountPriceCents} is null or (${t.discountPriceCents} >= 0 and ${t.discountPriceCents} < ${t.priceCents})`,
    ),
  ],
);

/** A visitor's cart is found by an unguessable id in an httpOnly cookie; a user's by the user. */
export const carts = pgTable('carts', {
  id: text().primaryKey(),
  userId: text()
    .unique()
    .references(() => user.id, { onDelete: 'cascade' }),
  /**
   * The payment now turning this cart into an order, while it runs: a cart is claimed by one checkout at
   * a time, so it becomes at most one order (docs/decisions/cart-and-checkout.md).
   */
  checkoutPaymentId: integer().references(() => payments.id, { onDelete: 'set null' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: text()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cartId, t.productId] }),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

export type ShippingAddress = {
  name: string;
  line1: string;
  line2: string | null;
  city: string;
  postalCode: string;
  country: string;
};

export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: text()
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    status: orderStatus().notNull(),
    subtotalCents: integer().notNull(),
    taxCents: integer().notNull(),
    shippingCents: integer().notNull(),
    totalCents: integer().notNull(),
    shippingAddress: jsonb().$type<ShippingAddress>().notNull(),
    estimatedDelivery: date({ mode: 'string' }).notNull(),
    paymentId: integer()
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt.desc()),
    // The operator's list, sorted by either of its columns (docs/decisions/admin-bookings.md), and the
    // overview's orders per day (docs/decisions/admin-overview.md).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_total_idx').on(t.totalCents, t.id),
    check('orders_totals_nonnegative', sql`${t.totalCents} >= 0`),
  ],
);

/** Price, name and type are frozen at order time. */
export const orderItems = pgTable(
  'order_items',
  {
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    quantity: integer().notNull(),
    unitPriceCents: integer().notNull(),
    productType: productType().notNull(),
    releaseDate: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.productId] }),
    check('order_items_quantity_positive', sql`${t.quantity} >= 1`),
  ],
);
