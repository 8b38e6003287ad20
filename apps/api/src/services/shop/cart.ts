import { randomBytes } from 'node:crypto';
import { and, asc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Cart } from '@restora/shared/contracts/shop';
import { cartTotals, isPurchasable } from '@restora/shared/domain/shop-rules';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared-per-database';
import { cartItems, carts, products } from '../../db/schema/shop';
import { AppError } from '../../errors';
import { productById } from './list-products';
import { toProduct } from './product-dto';

export const MAX_QUANTITY = 99;

export function newCartId() {
  return randomBytes(24).toString('base64url');
}

/** Whether a cookie value can be a cart id (base64url); a forged or mangled one names no cart. */
export function isCartId(value: string | undefined): value is string {
  return value !== undefined && /^[\w-]{1,64}$/.test(value);
}

const visitorCart = preparedPerDatabase((db) =>
  db
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.id, sql.placeholder('id')), isNull(carts.userId)))
    .prepare('visitor_cart'),
);

/** A cart, or (`isNew`) the id of the visitor cart that addToCart creates with its first line. */
export type CartRef = { id: string; isNew: boolean };

/**
 * The cart a request works on. A signed-in user's cart is theirs; a visitor's is found by the id in their
 * cookie. When a user arrives with a visitor cart, its lines are merged into the user's cart (quantities
 * added, capped at 99) and the visitor cart is deleted. A visitor without a cart gets none, or with
 * `create` a new id whose cart is written with the first line (so a refused first add leaves no cart).
 */
export async function resolveCart({
  db,
  userId,
  visitorCartId,
  create,
}: {
  db: Database;
  userId: string | null;
  visitorCartId: string | undefined;
  create: boolean;
}): Promise<CartRef | null> {
  if (!userId) {
    if (visitorCartId) {
      const [found] = await visitorCart(db).execute({ id: visitorCartId });
      if (found) return { id: found.id, isNew: false };
    }
    return create ? { id: newCartId(), isNew: true } : null;
  }
  return db.transaction(async (tx) => {
    await tx.insert(carts).values({ id: newCartId(), userId }).onConflictDoNothing({ target: carts.userId });
    const [mine] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
    if (visitorCartId && visitorCartId !== mine!.id) {
      const [visitor] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(and(eq(carts.id, visitorCartId), isNull(carts.userId)));
      if (visitor) {
        await tx.execute(sql`
          insert into ${cartItems} (cart_id, product_id, quantity)
          select ${mine!.id}, product_id, quantity from ${cartItems} where cart_id = ${visitor.id}
          on conflict (cart_id, product_id)
          do update set quantity = least(${MAX_QUANTITY}, ${cartItems.quantity} + excluded.quantity)`);
        await tx.delete(carts).where(eq(carts.id, visitor.id));
      }
    }
    return { id: mine!.id, isNew: false };
  });
}

const productColumns = getTableColumns(products);

/**
 * A cart's lines with their products, in the order given. The product of each line is read through its
 * primary key (a LATERAL subquery with LIMIT 1, which the planner keeps as a nested loop). As a plain
 * join its plan hung on cart_items' statistics: analyzed before carts filled up (bench:load analyzes a
 * database with none, and autovacuum can be off), the planner guessed 172 lines a cart and hash-joined a
 * sequential scan of every product: 2.8 ms per cart read with 10,000 products, against 0.4 ms this way.
 */
export function cartLinesQuery(db: Database, order: 'added' | 'product') {
  const line = db.select().from(products).where(eq(products.id, cartItems.productId)).limit(1).as('product');
  // The subquery's columns (line.name is "product"."name"), as the nested product of each row.
  const product = Object.fromEntries(
    Object.keys(productColumns).map((key) => [key, line[key as keyof typeof productColumns]]),
  ) as (typeof line)['_']['selectedFields'];
  return db
    .select({ product, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoinLateral(line, sql`true`)
    .where(eq(cartItems.cartId, sql.placeholder('cartId')))
    .orderBy(...(order === 'added' ? [asc(cartItems.addedAt), asc(line.id)] : [asc(line.id)]));
}

const linesByAdded = preparedPerDatabase((db) => cartLinesQuery(db, 'added').prepare('cart_lines_by_added'));
const linesByProduct = preparedPerDatabase((db) =>
  cartLinesQuery(db, 'product').prepare('cart_lines_by_product'),
);

/** The lines of a cart with their products, oldest line first or by product id. */
export function cartLines(db: Database, cartId: string, order: 'added' | 'product') {
  return (order === 'added' ? linesByAdded : linesByProduct)(db).execute({ cartId });
}

export async function readCart(db: Database, cartId: string | null): Promise<Cart> {
  const rows = cartId ? await cartLines(db, cartId, 'added') : [];
  const lines = rows.map(({ product, quantity }) => ({
    product: toProduct(product),
    quantity,
    unitPriceCents: product.effectivePriceCents,
  }));
  const totals = cartTotals(lines);
  return {
    items: lines.map((l) => ({
      product: l.product,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.unitPriceCents * l.quantity,
    })),
    count: lines.reduce((n, l) => n + l.quantity, 0),
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
  };
}

/** The product, if it exists and can be bought (404, 422 otherwise). */
export async function buyableProduct(db: Database, productId: number) {
  const [product] = await productById(db).execute({ id: productId });
  if (!product) throw new AppError('not_found', 'Product not found');
  if (!isPurchasable(product.status))
    throw new AppError('unprocessable', `${product.name} cannot be bought right now.`);
  return product;
}

function notEnoughStock(product: { name: string; stock: number }) {
  return new AppError('unprocessable', `Only ${product.stock} of ${product.name} left.`, {
    quantity: `Only ${product.stock} left`,
  });
}

function checkStock(product: { name: string; stock: number }, quantity: number) {
  if (quantity > product.stock) throw notEnoughStock(product);
}

/**
 * Adds to the line (or creates it), at most 99, and refuses more than the stock; `product` comes from
 * buyableProduct. One statement, so one commit (each commit waits for the log to reach the disk: three
 * of them made an add the slowest request of bench:load). It creates a new cart, upserts the line (the
 * sum is made and checked against the stock by the upsert itself) and dates the cart when the line
 * changed. PostgreSQL checks the line's foreign key at the end of the statement, when the new cart exists.
 */
export async function addToCart({
  db,
  cart,
  product,
  quantity,
}: {
  db: Database;
  cart: CartRef;
  product: { id: number; name: string; stock: number };
  quantity: number;
}) {
  // A new line holds min(99, quantity); an existing one the capped sum, checked by the upsert.
  checkStock(product, Math.min(MAX_QUANTITY, quantity));
  const next = sql`least(${MAX_QUANTITY}, ${cartItems.quantity} + excluded.quantity)`;
  const created = db
    .$with('created', { id: carts.id })
    .as(sql`insert into ${carts} (id) values (${cart.id}) returning id`);
  const line = db.$with('line', { quantity: cartItems.quantity }).as(sql`
    insert into ${cartItems} (cart_id, product_id, quantity)
    values (${cart.id}, ${product.id}, ${Math.min(MAX_QUANTITY, quantity)})
    on conflict (cart_id, product_id) do update set quantity = ${next} where ${next} <= ${product.stock}
    returning quantity`);
  const dated = db.$with('dated', { id: carts.id }).as(sql`
    update ${carts} set updated_at = now()
    where id = ${cart.id} and exists (select 1 from line) returning id`);
  const [added] = await db
    .with(...(cart.isNew ? [created, line, dated] : [line, dated]))
    .select({ quantity: line.quantity })
    .from(line);
  if (!added) throw notEnoughStock(product);
}

export async function setCartQuantity({
  db,
  cartId,
  productId,
  quantity,
}: {
  db: Database;
  cartId: string | null;
  productId: number;
  quantity: number;
}) {
  const product = await buyableProduct(db, productId);
  checkStock(product, quantity);
  const updated = cartId
    ? await db
        .update(cartItems)
        .set({ quantity })
        .where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)))
        .returning({ productId: cartItems.productId })
    : [];
  if (!updated.length) throw new AppError('not_found', 'That product is not in your cart.');
}

export async function removeFromCart({
  db,
  cartId,
  productId,
}: {
  db: Database;
  cartId: string | null;
  productId: number;
}) {
  if (!cartId) return;
  await db.delete(cartItems).where(and(eq(cartItems.cartId, cartId), eq(cartItems.productId, productId)));
}

export async function clearCart({ db, cartId }: { db: Database; cartId: string | null }) {
  if (!cartId) return;
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
}
